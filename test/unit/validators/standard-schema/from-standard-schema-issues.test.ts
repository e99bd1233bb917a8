import type { StandardSchemaV1 } from "@standard-schema/spec";
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import * as z from "zod";
import { formatPath, parseErrorBody, parsePath, type ViolationDetail, violation } from "../../../../src/index.js";
import {
  DEFAULT_FALLBACK_CODE,
  fromStandardSchemaIssues,
  type StandardSchemaIssue,
} from "../../../../src/validators/standard-schema/index.js";
import { expectStrictBody } from "../../../support/bridge.js";
import {
  anyString,
  expectPrototypesUnchanged,
  fuzz,
  hostileJson,
  hostileKey,
  prototypesLookClean,
  runs,
} from "../../../support/fuzz.js";
import {
  arkTypeSecretSchema,
  SECRET_POSITIONS,
  secretBody,
  valibotSecretSchema,
  zodSecretSchema,
} from "../../../support/secret-schemas.js";
import { expectNoSecret, leakedPieces, secret } from "../../../support/secrets.js";

/** The issues of a Standard Schema validation that must fail. */
async function issuesOf(schema: StandardSchemaV1, value: unknown) {
  const result = await schema["~standard"].validate(value);
  if (result.issues === undefined) throw new Error("expected the validation to fail");
  return result.issues;
}

describe("the body", () => {
  test("is a message_body_constraint_violations error with a ticket, that parseErrorBody accepts strictly", () => {
    const body = fromStandardSchemaIssues([{ message: "bad", path: ["email"] }]);
    expect(body.type).toBe("constraint_violations_error");
    expect(body.code).toBe("message_body_constraint_violations");
    expect(body.message).toBe("The request body has constraint violations.");
    expect(typeof body.ticket).toBe("string");
    expect(body.violations).toStrictEqual({ email: [{ code: DEFAULT_FALLBACK_CODE }] });
    expect(parseErrorBody(JSON.parse(JSON.stringify(body)), { strict: true }).ok).toBe(true);
  });

  test("takes code, message and ticket from the options", () => {
    expect(
      fromStandardSchemaIssues([{ message: "bad", path: ["count"] }], {
        code: "request_constraint_violations",
        message: "Bad query.",
        ticket: "t-1",
      }),
    ).toStrictEqual({
      type: "constraint_violations_error",
      code: "request_constraint_violations",
      message: "Bad query.",
      ticket: "t-1",
      violations: { count: [{ code: "disallowed_enum" }] },
    });
  });

  test("accepts the failure result as well as its issues", () => {
    const issues = [{ message: "bad", path: ["a"] }];
    expect(fromStandardSchemaIssues({ issues }, { ticket: "t" })).toStrictEqual(
      fromStandardSchemaIssues(issues, { ticket: "t" }),
    );
  });

  test("throws a TypeError when there are no issues", () => {
    expect(() => fromStandardSchemaIssues([])).toThrow(TypeError);
    expect(() => fromStandardSchemaIssues({ issues: [] })).toThrow(/no issues/);
  });

  test("the default fallback code is disallowed_enum", () => {
    expect(DEFAULT_FALLBACK_CODE).toBe("disallowed_enum");
  });
});

describe("keys", () => {
  test("bare keys and { key } segments give the same dotted and bracketed keys", () => {
    const issues: StandardSchemaIssue[] = [
      { message: "m", path: ["protocol", "type"] },
      { message: "m", path: [{ key: "redirectUrls" }, { key: 0 }] },
      { message: "m", path: ["a", 2, { key: "b" }] },
    ];
    expect(Object.keys(fromStandardSchemaIssues(issues).violations)).toStrictEqual([
      "protocol.type",
      "redirectUrls[0]",
      "a[2].b",
    ]);
  });

  test("no path, or an empty one, is the whole value: ''", () => {
    const violations = fromStandardSchemaIssues([{ message: "m" }, { message: "m", path: [] }]).violations;
    expect(violations).toStrictEqual({ "": [{ code: DEFAULT_FALLBACK_CODE }, { code: DEFAULT_FALLBACK_CODE }] });
  });

  test("a key that is not an identifier is quoted; a number that is no index is a bracketed number; a symbol its description", () => {
    const issues: StandardSchemaIssue[] = [
      { message: "m", path: ["a.b"] },
      { message: "m", path: [-1] },
      { message: "m", path: [1.5] },
      { message: "m", path: [{ key: Symbol("s") }] },
    ];
    expect(Object.keys(fromStandardSchemaIssues(issues).violations)).toStrictEqual([
      '["a.b"]',
      "[-1]",
      "[1.5]",
      '["Symbol(s)"]',
    ]);
  });

  test('the number steps -1 and 1.5 never merge with the string steps "-1" and "1.5"', () => {
    const issues: StandardSchemaIssue[] = [
      { message: "number", path: ["m", -1] },
      { message: "string", path: ["m", "-1"] },
      { message: "number", path: ["m", { key: 1.5 }] },
      { message: "string", path: ["m", { key: "1.5" }] },
    ];
    const violations = fromStandardSchemaIssues(issues, {
      mapIssue: (issue) => violation(issue.message === "number" ? "less_than" : "blank"),
    }).violations;
    expect(violations).toStrictEqual({
      "m[-1]": [{ code: "less_than" }],
      'm["-1"]': [{ code: "blank" }],
      "m[1.5]": [{ code: "less_than" }],
      'm["1.5"]': [{ code: "blank" }],
    });
  });

  test("distinct finite-number and string steps always give distinct keys, each of which parsePath reads", () => {
    const step = fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.nat());
    fc.assert(
      fc.property(step, step, (a, b) => {
        const keyA = fromStandardSchemaIssues([{ message: "m", path: [a] }]);
        const keyB = fromStandardSchemaIssues([{ message: "m", path: [b] }]);
        const [ka] = Object.keys(keyA.violations);
        const [kb] = Object.keys(keyB.violations);
        expect(parsePath(ka ?? "").ok).toBe(true);
        // -0 and 0 are one Map key (SameValueZero), so they may share a key.
        if (!Object.is(a, b) && !(a === 0 && b === 0)) expect(ka).not.toBe(kb);
      }),
    );
  });

  test("__proto__ as a key stays data", () => {
    const violations = fromStandardSchemaIssues([{ message: "m", path: ["__proto__"] }]).violations;
    expect(Object.getPrototypeOf(violations)).toBe(Object.prototype);
    expect(Object.keys(violations)).toStrictEqual(["__proto__"]);
  });

  test("every key is formatPath of the path's keys", () => {
    const key = fc.oneof(fc.string(), fc.nat());
    const step = fc.oneof(
      key,
      key.map((k) => ({ key: k })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 5 }), (path) => {
        const plain = path.map((s) => (typeof s === "object" ? s.key : s));
        expect(Object.keys(fromStandardSchemaIssues([{ message: "m", path }]).violations)).toStrictEqual([
          formatPath(plain),
        ]);
      }),
    );
  });
});

describe("mapping", () => {
  test("mapIssue comes first", () => {
    const body = fromStandardSchemaIssues([{ message: "not an email", path: ["email"] }], {
      mapIssue: () => violation("invalid_email"),
      messages: { "not an email": violation("blank") },
      input: {},
    });
    expect(body.violations).toStrictEqual({ email: [{ code: "invalid_email" }] });
  });

  test("the messages table comes next", () => {
    const body = fromStandardSchemaIssues([{ message: "too long", path: ["email"] }], {
      mapIssue: () => undefined,
      messages: { "too long": violation("too_long", { maxLength: 200 }) },
      input: {},
    });
    expect(body.violations).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    });
  });

  test("the messages table reads own keys only", () => {
    const body = fromStandardSchemaIssues(
      [
        { message: "toString", path: ["a"] },
        { message: "__proto__", path: ["b"] },
        { message: "constructor", path: ["c"] },
      ],
      { messages: {} },
    );
    expect(body.violations).toStrictEqual({
      a: [{ code: DEFAULT_FALLBACK_CODE }],
      b: [{ code: DEFAULT_FALLBACK_CODE }],
      c: [{ code: DEFAULT_FALLBACK_CODE }],
    });
  });

  test("with the input, a missing member is undefined and a null one null", () => {
    const input = { b: null, c: "x", list: [undefined] };
    const body = fromStandardSchemaIssues(
      [
        { message: "m", path: ["a"] },
        { message: "m", path: ["b"] },
        { message: "m", path: ["c"] },
        { message: "m", path: [{ key: "list" }, { key: 0 }] },
        { message: "m", path: ["c", "length"] },
        { message: "m", path: ["toString"] },
      ],
      { input },
    );
    expect(body.violations).toStrictEqual({
      a: [{ code: "undefined" }],
      b: [{ code: "null" }],
      c: [{ code: DEFAULT_FALLBACK_CODE }],
      "list[0]": [{ code: "undefined" }],
      "c.length": [{ code: "undefined" }],
      toString: [{ code: "undefined" }],
    });
  });

  test("reading the input costs a fixed number of lookups per path segment (doubling the path doubles them)", () => {
    let lookups = 0;
    const chain = (depth: number): unknown => {
      let node: unknown = null;
      for (let i = 0; i < depth; i++) {
        node = new Proxy(
          { a: node },
          {
            get(target, key) {
              lookups++;
              return Reflect.get(target, key);
            },
            getOwnPropertyDescriptor(target, key) {
              lookups++;
              return Reflect.getOwnPropertyDescriptor(target, key);
            },
          },
        );
      }
      return node;
    };
    const cost = (depth: number) => {
      lookups = 0;
      fromStandardSchemaIssues([{ message: "m", path: Array.from({ length: depth }, () => "a") }], {
        input: chain(depth),
      });
      return lookups;
    };
    expect(cost(100)).toBeGreaterThan(0);
    expect(cost(200)).toBe(2 * cost(100));
  });

  test("a message that is a violation code comes after the messages table and before the input", async () => {
    const issues = [
      { message: "not_unique", path: ["email"] },
      { message: "not_unique", path: ["name"] },
      { message: "not_unique", path: ["gone"] },
    ];
    const body = fromStandardSchemaIssues(issues, {
      mapIssue: (issue) => (issue.path?.[0] === "email" ? violation("immutable") : undefined),
      messages: { other: violation("blank") },
      input: { email: "a", name: "b" },
    });
    expect(body.violations).toStrictEqual({
      email: [{ code: "immutable" }],
      name: [{ code: "not_unique" }],
      gone: [{ code: "not_unique" }],
    });
    const claimed = fromStandardSchemaIssues(issues.slice(0, 1), { messages: { not_unique: violation("blank") } });
    expect(claimed.violations).toStrictEqual({ email: [{ code: "blank" }] });
    // Real refinements, written with the code as their message.
    const valibot = v.object({
      email: v.pipe(
        v.string(),
        v.check(() => false, "not_unique"),
      ),
    });
    const zod = z.object({ email: z.string().refine(() => false, "not_unique") });
    for (const schema of [valibot, zod]) {
      const mapped = fromStandardSchemaIssues(await issuesOf(schema, { email: "x" }));
      expect(mapped.violations).toStrictEqual({ email: [{ code: "not_unique" }] });
    }
  });

  test("messages are dropped by default; keepMessages keeps those of the issues that got the fallback", () => {
    const issues = [
      { message: 'Invalid input: Received "sk_live_1"', path: ["a"] },
      { message: "not_unique", path: ["b"] },
      { message: "mapped", path: ["c"] },
      { message: "Second.", path: ["a"] },
    ];
    const messages = { mapped: violation("blank") };
    for (const options of [{ messages }, { messages, keepMessages: false }]) {
      expect(fromStandardSchemaIssues(issues, options).details).toBe(undefined);
    }
    const kept = fromStandardSchemaIssues(issues, { messages, keepMessages: true });
    expect(kept.violations).toStrictEqual({
      a: [{ code: DEFAULT_FALLBACK_CODE }, { code: DEFAULT_FALLBACK_CODE }],
      b: [{ code: "not_unique" }],
      c: [{ code: "blank" }],
    });
    expect(kept.details).toStrictEqual({ messages: { a: ['Invalid input: Received "sk_live_1"', "Second."] } });
    expect(parseErrorBody(JSON.parse(JSON.stringify(kept)), { strict: true }).ok).toBe(true);
  });

  test("without the input, a missing member gets the fallback", () => {
    expect(fromStandardSchemaIssues([{ message: "m", path: ["a"] }]).violations).toStrictEqual({
      a: [{ code: DEFAULT_FALLBACK_CODE }],
    });
  });

  test("an input given as undefined is the whole value", () => {
    expect(fromStandardSchemaIssues([{ message: "m" }], { input: undefined }).violations).toStrictEqual({
      "": [{ code: "undefined" }],
    });
  });

  test("fallback replaces the default fallback code", () => {
    expect(
      fromStandardSchemaIssues([{ message: "m", path: ["a"] }], { fallback: "failed_regex_match" }).violations,
    ).toStrictEqual({ a: [{ code: "failed_regex_match" }] });
  });

  test("mapIssue is called once per issue, in order, with the validator's own issue type", () => {
    interface TaggedIssue extends StandardSchemaIssue {
      readonly tag: string;
    }
    const seen: string[] = [];
    fromStandardSchemaIssues<TaggedIssue>(
      [
        { message: "m", path: ["a"], tag: "x" },
        { message: "m", path: ["a"], tag: "y" },
      ],
      {
        mapIssue: (issue) => {
          seen.push(issue.tag);
          return undefined;
        },
      },
    );
    expect(seen).toStrictEqual(["x", "y"]);
  });

  test("a mapping that gives an unknown code throws a TypeError", () => {
    expect(() =>
      fromStandardSchemaIssues([{ message: "m" }], {
        mapIssue: () => ({ code: "nope" }) as unknown as ViolationDetail,
      }),
    ).toThrow(TypeError);
  });

  test("nothing is dropped: n issues give n violation details, each key with its issues in order", () => {
    const issue = fc.record({ message: fc.constantFrom("a", "b", "c"), path: fc.array(fc.constantFrom("x", "y", 0)) });
    fc.assert(
      fc.property(fc.array(issue, { minLength: 1, maxLength: 20 }), (issues) => {
        const body = fromStandardSchemaIssues(issues, {
          messages: { a: violation("blank"), b: violation("empty") },
          fallback: "unknown",
        });
        const expected: Record<string, string[]> = {};
        for (const i of issues) {
          const key = formatPath(i.path);
          expected[key] = [
            ...(expected[key] ?? []),
            i.message === "a" ? "blank" : i.message === "b" ? "empty" : "unknown",
          ];
        }
        const codes = Object.fromEntries(
          Object.entries(body.violations).map(([key, details]) => [key, details.map((d) => d.code)]),
        );
        expect(codes).toStrictEqual(expected);
      }),
    );
  });
});

describe("real validators", () => {
  test("valibot: nested objects and arrays, missing and null members, messages mapped by table", async () => {
    const schema = v.object({
      email: v.pipe(v.string(), v.email("invalid_email"), v.maxLength(200, "too_long")),
      tags: v.array(v.pipe(v.string(), v.minLength(2, "too_short"))),
      protocol: v.object({ type: v.picklist(["oidc", "saml"], "disallowed_enum") }),
      name: v.string(),
    });
    const input = { email: "nope", tags: ["a", "bb", "c"], protocol: { type: "ldap" }, name: null };
    const body = fromStandardSchemaIssues(await issuesOf(schema, input), {
      input,
      messages: {
        invalid_email: violation("invalid_email"),
        too_short: violation("too_short", { minLength: 2 }),
        disallowed_enum: violation("disallowed_enum", { allowedValues: ["oidc", "saml"] }),
      },
    });
    expect(body.violations).toStrictEqual({
      email: [{ code: "invalid_email" }],
      "tags[0]": [{ code: "too_short", constraintAttributes: { minLength: "2" } }],
      "tags[2]": [{ code: "too_short", constraintAttributes: { minLength: "2" } }],
      "protocol.type": [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "oidc,saml" } }],
      name: [{ code: "null" }],
    });
  });

  test("valibot: a missing member is undefined with the input, and mapIssue can read valibot's own issue", async () => {
    const schema = v.object({ email: v.string(), age: v.pipe(v.number(), v.maxValue(150)) });
    const input = { age: 200 };
    const body = fromStandardSchemaIssues(await issuesOf(schema, input), {
      input,
      mapIssue: (issue) => {
        const own = issue as v.BaseIssue<unknown>;
        return own.type === "max_value" ? violation("greater_than", { maxValue: String(own.requirement) }) : undefined;
      },
    });
    expect(body.violations).toStrictEqual({
      email: [{ code: "undefined" }],
      age: [{ code: "greater_than", constraintAttributes: { maxValue: "150" } }],
    });
  });

  test("valibot: a Set element (a step whose key is null) adds no segment, never its value, and is not read as missing", async () => {
    const schema = v.object({
      tags: v.pipe(
        v.array(v.string()),
        v.transform((list) => new Set(list)),
        v.set(v.pipe(v.string(), v.email())),
      ),
    });
    const input = { tags: ["a@example.com", "sk_live_SECRET123"] };
    const issues = await issuesOf(schema, input);
    for (const options of [{}, { input }]) {
      const body = fromStandardSchemaIssues(issues, options);
      expect(body.violations).toStrictEqual({ tags: [{ code: DEFAULT_FALLBACK_CODE }] });
      expect(JSON.stringify(body)).not.toContain("SECRET");
    }
    const odd = [{ message: "m", path: [null, { key: undefined }, "a"] as unknown as PropertyKey[] }];
    expect(fromStandardSchemaIssues(odd, { input: { a: null } }).violations).toStrictEqual({
      a: [{ code: DEFAULT_FALLBACK_CODE }],
    });
  });

  test("zod through its Standard Schema interface: keys from nested paths, fallback without a mapping", async () => {
    const schema = z.object({ a: z.array(z.object({ b: z.string() })), c: z.string() });
    const input = { a: [{ b: "x" }, { b: 1 }] };
    const body = fromStandardSchemaIssues(await issuesOf(schema, input), { input });
    expect(body.violations).toStrictEqual({
      "a[1].b": [{ code: DEFAULT_FALLBACK_CODE }],
      c: [{ code: "undefined" }],
    });
  });
});

fuzz("fromStandardSchemaIssues", () => {
  describe("fromStandardSchemaIssues on odd issues", () => {
    const step = fc.oneof(
      hostileKey,
      fc.integer(),
      fc.constantFrom(-1, 1.5, Number.NaN, 2 ** 60),
      fc.string().map((s) => Symbol(s)),
    );
    const issue: fc.Arbitrary<StandardSchemaIssue> = fc.record(
      {
        message: fc.oneof(hostileKey, anyString),
        path: fc.oneof(
          fc.constant(undefined),
          fc.array(
            fc.oneof(
              step,
              step.map((key) => ({ key })),
            ),
            { maxLength: 5 },
          ),
        ),
      },
      { requiredKeys: ["message"] },
    );
    const messages = fc.constant(
      JSON.parse(
        '{"__proto__":{"code":"blank"},"toString":{"code":"null"},"constructor":{"code":"too_long","constraintAttributes":{"maxLength":"2"}}}',
      ),
    );

    test("never throws for any non-empty list, with or without input and messages, and gives a body the strict parser accepts", () => {
      fc.assert(
        fc.property(
          fc.array(issue, { minLength: 1, maxLength: 6 }),
          hostileJson,
          messages,
          fc.boolean(),
          (issues, input, byMessage, wrap) => {
            const list = wrap ? { issues } : issues;
            expectStrictBody(fromStandardSchemaIssues(list));
            expectStrictBody(fromStandardSchemaIssues(list, { input, messages: byMessage }));
            expect(prototypesLookClean()).toBe(true);
          },
        ),
        { numRuns: runs(300) },
      );
    });

    test("changes no built-in prototype", async () => {
      await expectPrototypesUnchanged(() =>
        fc.assert(
          fc.property(fc.array(issue, { minLength: 1, maxLength: 4 }), hostileJson, (issues, input) => {
            fromStandardSchemaIssues(issues, { input });
          }),
          { numRuns: runs(100) },
        ),
      );
    });

    test("a message that names an inherited member (toString, __proto__) maps only through own keys", () => {
      const body = fromStandardSchemaIssues(
        [
          { message: "toString", path: ["a"] },
          { message: "__proto__", path: ["b"] },
        ],
        { messages: {} },
      );
      expect(body.violations).toStrictEqual({ a: [{ code: "disallowed_enum" }], b: [{ code: "disallowed_enum" }] });
    });

    test("paths through __proto__ keys of the input read own members only", () => {
      const input = JSON.parse('{"__proto__":{"x":null}}');
      const body = fromStandardSchemaIssues(
        [
          { message: "m", path: ["__proto__", "x"] },
          { message: "m", path: ["toString"] },
        ],
        { input },
      );
      expect(body.violations).toStrictEqual({ "__proto__.x": [{ code: "null" }], toString: [{ code: "undefined" }] });
    });
  });
});

fuzz("fromStandardSchemaIssues: no input in the body", () => {
  const validators: readonly [string, StandardSchemaV1][] = [
    ["zod", zodSecretSchema],
    ["valibot", valibotSecretSchema],
    ["ArkType", arkTypeSecretSchema],
  ];

  test.each(validators)(
    "%s: no piece of a secret put in any value position reaches the body",
    async (_name, schema) => {
      await fc.assert(
        fc.asyncProperty(fc.array(secret, { minLength: 1, maxLength: 6 }), async (list) => {
          const input = secretBody(list);
          const issues = await issuesOf(schema, input);
          for (const options of [{}, { input }, { keepMessages: false, fallback: "immutable" as const }]) {
            const body = fromStandardSchemaIssues(issues, options);
            expect(Object.keys(body.violations).length).toBeGreaterThanOrEqual(SECRET_POSITIONS);
            expectNoSecret(body, list);
          }
        }),
        { numRuns: runs(30) },
      );
    },
  );

  test.each(validators)(
    "%s: keepMessages: true keeps the validator's messages, which quote the input: the reason it is off by default",
    async (_name, schema) => {
      const input = secretBody(["sk_live_ABCDEFGHJKLMN"]);
      const body = fromStandardSchemaIssues(await issuesOf(schema, input), { keepMessages: true });
      expect(leakedPieces(body, ["sk_live_ABCDEFGHJKLMN"])).not.toStrictEqual([]);
    },
  );
});
