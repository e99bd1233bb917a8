import { afterEach, describe, expect, test, vi } from "vitest";
import {
  baseError,
  constraintViolationsError,
  isErrorBody,
  type ParseIssue,
  parseErrorBody,
  violation,
} from "../../../../src/index.js";

const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t1" });
const tooLong = constraintViolationsError({
  violations: { email: violation("too_long", { maxLength: 200 }) },
  ticket: "t2",
});

function issuesOf(value: unknown, strict = false): readonly ParseIssue[] {
  const result = parseErrorBody(value, { strict });
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues;
}

/** A constraint violations error from the wire, with `violations` given as JSON text. */
function wire(violations: string, code = "message_body_constraint_violations"): unknown {
  return JSON.parse(
    `{"type":"constraint_violations_error","code":${JSON.stringify(code)},"message":"m","ticket":"t","violations":${violations}}`,
  );
}

describe("parseErrorBody accepts", () => {
  test("a base error, returned as it is", () => {
    const result = parseErrorBody(notFound);
    expect(result).toStrictEqual({ ok: true, value: notFound });
    expect(result.ok && result.value).toBe(notFound);
  });

  test("a constraint violations error, in both modes", () => {
    expect(parseErrorBody(tooLong)).toStrictEqual({ ok: true, value: tooLong });
    expect(parseErrorBody(tooLong, { strict: true })).toStrictEqual({ ok: true, value: tooLong });
  });

  test("spec: details are optional, and any object when present", () => {
    expect(parseErrorBody({ ...notFound, details: { attemptsRemaining: 2, nested: { a: [1] } } }).ok).toBe(true);
  });

  test("spec: constraintAttributes may be absent", () => {
    expect(parseErrorBody(wire('{"email":[{"code":"blank"}]}'), { strict: true }).ok).toBe(true);
  });

  test("members beyond the spec's, which a newer server may add", () => {
    expect(parseErrorBody({ ...notFound, traceId: "x" }).ok).toBe(true);
  });

  test("design decision Unknown codes on the client: lenient by default, keeping an unknown violation code", () => {
    const body = wire('{"email":[{"code":"brand_new_code"}]}');
    const result = parseErrorBody(body);
    expect(result).toStrictEqual({ ok: true, value: body });
    expect(
      result.ok && result.value.type === "constraint_violations_error" && result.value.violations["email"],
    ).toStrictEqual([{ code: "brand_new_code" }]);
  });

  test("lenient mode keeps an unknown attribute name and an unknown top-level code", () => {
    expect(parseErrorBody(wire('{"a":[{"code":"blank","constraintAttributes":{"newOne":"1"}}]}')).ok).toBe(true);
    expect(parseErrorBody(wire('{"a":[{"code":"blank"}]}', "new_top_level_code")).ok).toBe(true);
  });

  test("strict mode still allows any base error code: the spec does not list them all", () => {
    expect(parseErrorBody({ ...notFound, code: "teapot" }, { strict: true }).ok).toBe(true);
  });
});

describe("parseErrorBody rejects, with a path and a reason per issue", () => {
  test("design decision Unknown codes on the client: strict mode rejects an unknown violation code", () => {
    expect(issuesOf(wire('{"email":[{"code":"brand_new_code"}]}'), true)).toStrictEqual([
      { path: "violations.email[0].code", message: 'unknown violation code "brand_new_code"' },
    ]);
  });

  test("strict mode rejects an unknown attribute name", () => {
    expect(
      issuesOf(wire('{"email":[{"code":"too_long","constraintAttributes":{"maxlength":"1"}}]}'), true),
    ).toStrictEqual([
      {
        path: "violations.email[0].constraintAttributes.maxlength",
        message: 'unknown constraint attribute "maxlength"',
      },
    ]);
  });

  test("strict mode rejects an unknown top-level code of a constraint violations error", () => {
    expect(issuesOf(wire('{"a":[{"code":"blank"}]}', "new_top_level_code"), true)).toStrictEqual([
      { path: "code", message: 'unknown constraint violations code "new_top_level_code"' },
    ]);
  });

  test.each([null, undefined, "text", 1, true, [], [{ ...notFound }]])("a value that is not an object: %j", (value) => {
    expect(issuesOf(value)).toStrictEqual([{ path: "", message: "an error body must be a JSON object" }]);
  });

  test.each([
    ["type", 'type must be "base_error" or "constraint_violations_error"'],
    ["code", "code must be a string"],
    ["message", "message must be a string"],
    ["ticket", "ticket must be a string"],
  ])("spec: the required member %s missing", (member, message) => {
    const body: Record<string, unknown> = { ...notFound };
    delete body[member];
    expect(issuesOf(body)).toStrictEqual([{ path: member, message }]);
  });

  test.each([
    ["type", "problem_details"],
    ["type", "Base_Error"],
    ["code", 404],
    ["message", null],
    ["ticket", 1],
  ])("spec: the member %s with the wrong value %j", (member, value) => {
    const issues = issuesOf({ ...notFound, [member]: value });
    expect(issues.map((issue) => issue.path)).toStrictEqual([member]);
  });

  test.each([[null], ["x"], [[]], [1]])("spec: details that are not a map: %j", (details) => {
    expect(issuesOf({ ...notFound, details })).toStrictEqual([
      { path: "details", message: "details must be an object" },
    ]);
  });

  test("spec: a constraint violations error needs violations, a map", () => {
    const { violations: _, ...noViolations } = tooLong;
    expect(issuesOf(noViolations)).toStrictEqual([{ path: "violations", message: "violations must be an object" }]);
    expect(issuesOf({ ...tooLong, violations: [] })).toStrictEqual([
      { path: "violations", message: "violations must be an object" },
    ]);
  });

  test("spec: each violations entry is a list of details, and the path names the key", () => {
    expect(issuesOf(wire('{"email":{"code":"blank"}}'))).toStrictEqual([
      { path: "violations.email", message: "a violation list must be an array" },
    ]);
    expect(issuesOf(wire('{"protocol.type":"blank"}'))).toStrictEqual([
      { path: 'violations["protocol.type"]', message: "a violation list must be an array" },
    ]);
  });

  test("spec: each detail is an object with a string code", () => {
    expect(issuesOf(wire('{"email":["blank"]}'))).toStrictEqual([
      { path: "violations.email[0]", message: "a violation detail must be an object" },
    ]);
    expect(issuesOf(wire('{"email":[{"code":"blank"},{"code":1}]}'))).toStrictEqual([
      { path: "violations.email[1].code", message: "code must be a string" },
    ]);
  });

  test("spec: constraintAttributes is a map of string to string", () => {
    expect(issuesOf(wire('{"email":[{"code":"too_long","constraintAttributes":["200"]}]}'))).toStrictEqual([
      { path: "violations.email[0].constraintAttributes", message: "constraintAttributes must be an object" },
    ]);
    expect(issuesOf(wire('{"email":[{"code":"too_long","constraintAttributes":{"maxLength":200}}]}'))).toStrictEqual([
      {
        path: "violations.email[0].constraintAttributes.maxLength",
        message: "a constraint attribute value must be a string",
      },
    ]);
    expect(issuesOf(wire('{"e":[{"code":"too_long","constraintAttributes":{"max length":null}}]}'))).toStrictEqual([
      {
        path: 'violations.e[0].constraintAttributes["max length"]',
        message: "a constraint attribute value must be a string",
      },
    ]);
  });

  test("reports every problem, not only the first", () => {
    const body = JSON.parse(
      '{"type":"constraint_violations_error","code":1,"ticket":2,"details":[],' +
        '"violations":{"a":1,"b":[2,{"code":3,"constraintAttributes":{"x":4,"y":"ok"}}]}}',
    );
    expect(issuesOf(body).map((issue) => issue.path)).toStrictEqual([
      "code",
      "message",
      "ticket",
      "details",
      "violations.a",
      "violations.b[0]",
      "violations.b[1].code",
      "violations.b[1].constraintAttributes.x",
    ]);
  });

  test("a wrong type still reports the other members", () => {
    expect(issuesOf({ type: "x", code: 1 }).map((issue) => issue.path)).toStrictEqual([
      "type",
      "code",
      "message",
      "ticket",
    ]);
  });

  test("lists at most 50 issues, then one issue counting the rest", () => {
    const body = wire(JSON.stringify({ email: Array.from({ length: 80 }, () => 1) }));
    const issues = issuesOf(body);
    expect(issues).toHaveLength(51);
    expect(issues[49]).toStrictEqual({ path: "violations.email[49]", message: "a violation detail must be an object" });
    expect(issues[50]).toStrictEqual({ path: "", message: "30 more issues were not listed" });
  });

  test("a key such as __proto__ is read as data", () => {
    expect(issuesOf(wire('{"__proto__":[{"code":1}]}'))).toStrictEqual([
      { path: "violations.__proto__[0].code", message: "code must be a string" },
    ]);
  });
});

describe("parseErrorBody reads own members only", () => {
  test("inherited members do not count: a body whose members are all inherited is rejected", () => {
    const inherited = Object.create(notFound) as object;
    expect(issuesOf(inherited).length).toBe(4);
  });

  test("a polluted Object.prototype supplies no member: not to the body, a detail, or the guards", () => {
    const { ticket: _, ...noTicket } = notFound;
    const prototype = Object.prototype as Record<string, unknown>;
    prototype["ticket"] = "polluted";
    prototype["code"] = "polluted";
    try {
      expect(parseErrorBody(noTicket).ok).toBe(false);
      expect(isErrorBody(noTicket)).toBe(false);
      expect(parseErrorBody(wire('{"email":[{}]}')).ok).toBe(false);
      expect(isErrorBody(wire('{"email":[{}]}'))).toBe(false);
    } finally {
      delete prototype["ticket"];
      delete prototype["code"];
    }
  });

  const plain = wire(
    '{"email":[{"code":"blank"}],"name":[{"code":"too_long","constraintAttributes":{"maxLength":"1"}}]}',
  );

  test.each([
    ["type", 1],
    ["code", 1],
    ["message", 1],
    ["ticket", 1],
    ["details", "not an object"],
    ["violations", "not an object"],
    ["constraintAttributes", 5],
  ])("a valid body stays valid when Object.prototype.%s is polluted with %j", (name, value) => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype[name] = value;
    try {
      for (const body of [notFound, plain]) {
        expect(isErrorBody(body)).toBe(true);
        expect(parseErrorBody(body).ok).toBe(true);
        expect(parseErrorBody(body, { strict: true }).ok).toBe(true);
      }
    } finally {
      delete prototype[name];
    }
  });

  test.each([
    ["type", "constraint_violations_error"],
    ["code", "c"],
    ["message", "m"],
    ["ticket", "t"],
    ["violations", {}],
  ])("a body without %s stays invalid when Object.prototype supplies %j", (name, value) => {
    const { [name]: _, ...without } = plain as Record<string, unknown>;
    const prototype = Object.prototype as Record<string, unknown>;
    prototype[name] = value;
    try {
      expect(isErrorBody(without)).toBe(false);
      expect(parseErrorBody(without).ok).toBe(false);
    } finally {
      delete prototype[name];
    }
  });

  test("inherited details and constraintAttributes count as absent", () => {
    const body = Object.assign(Object.create({ details: "not an object" }) as object, notFound);
    expect(parseErrorBody(body).ok).toBe(true);
    const detail = Object.assign(Object.create({ constraintAttributes: 1 }) as object, { code: "blank" });
    expect(parseErrorBody({ ...tooLong, violations: { email: [detail] } }, { strict: true }).ok).toBe(true);
    expect(isErrorBody({ ...tooLong, violations: { email: [detail] } })).toBe(true);
  });

  test("inherited violation keys and attribute names are not read", () => {
    const violations = Object.create({ bad: 1 }) as Record<string, unknown>;
    const attributes = Object.create({ bad: 1 }) as Record<string, unknown>;
    attributes["maxLength"] = "200";
    violations["email"] = [{ code: "too_long", constraintAttributes: attributes }];
    expect(parseErrorBody({ ...tooLong, violations }, { strict: true }).ok).toBe(true);
  });

  test("an inherited violation key is never named in an issue, beside an own key that fails", () => {
    const violations = Object.create({ inherited: "not a list" }) as Record<string, unknown>;
    violations["email"] = "not a list either";
    expect(issuesOf({ ...tooLong, violations })).toStrictEqual([
      { path: "violations.email", message: "a violation list must be an array" },
    ]);
  });
});

describe("parseErrorBody on hostile objects", () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const hostile: readonly [string, unknown][] = [
    [
      "a Proxy whose traps throw",
      new Proxy(
        {},
        {
          get() {
            throw new Error("trap");
          },
          getOwnPropertyDescriptor() {
            throw new Error("trap");
          },
          ownKeys() {
            throw new Error("trap");
          },
        },
      ),
    ],
    ["a revoked Proxy", revoked.proxy],
    [
      "a body whose ticket getter throws",
      Object.defineProperty({ ...notFound }, "ticket", {
        get() {
          throw new Error("getter");
        },
      }),
    ],
  ];

  test.each(hostile)("%s gives an issue, never a throw, in both modes", (_, value) => {
    for (const strict of [false, true]) {
      expect(parseErrorBody(value, { strict })).toStrictEqual({
        ok: false,
        issues: [{ path: "", message: "the value could not be read" }],
      });
    }
  });

  test("a getter that throws once and then gives a valid value is read again, and accepted", () => {
    let calls = 0;
    const body = Object.defineProperty({ ...notFound }, "ticket", {
      enumerable: true,
      get() {
        calls++;
        if (calls === 1) throw new Error("first read");
        return "t";
      },
    });
    expect(parseErrorBody(body).ok).toBe(true);
  });
});

describe("parseErrorBody costs time linear in the input", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Characters handed to JSON.stringify and RegExp tests while parsing: the work that grows with key length. */
  function workOf(details: number): number {
    const key = "-".repeat(10_000);
    const body = wire(JSON.stringify({ [key]: Array.from({ length: details }, () => 1) }));
    let chars = 0;
    const stringify = JSON.stringify;
    const regexTest = RegExp.prototype.test;
    vi.spyOn(JSON, "stringify").mockImplementation(((value: unknown, replacer?: never, space?: never) => {
      if (typeof value === "string") chars += value.length;
      return stringify(value, replacer, space);
    }) as typeof JSON.stringify);
    vi.spyOn(RegExp.prototype, "test").mockImplementation(function (this: RegExp, text: string) {
      chars += String(text).length;
      return regexTest.call(this, text);
    });
    expect(parseErrorBody(body).ok).toBe(false);
    vi.restoreAllMocks();
    return chars;
  }

  test("a long key under many bad details costs the same for 1000 and 2000 details: paths are made only for listed issues", () => {
    const work = workOf(1000);
    expect(work).toBeGreaterThan(0);
    expect(workOf(2000)).toBe(work);
  });
});
