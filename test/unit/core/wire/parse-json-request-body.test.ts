import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  DEFAULT_MAX_NESTING_DEPTH,
  type JsonRequestBodyResult,
  parseJsonRequestBody,
} from "../../../../src/core/wire/parse-json-request-body.js";
import { formatPath, isErrorBody, type PathSegment } from "../../../../src/index.js";
import { expectPrototypesUnchanged, fuzz, runs } from "../../../support/fuzz.js";

/** The error body of a refused text, or a failure when the text was accepted. */
function errorOf(result: JsonRequestBodyResult) {
  if (result.ok) throw new Error("expected a refusal");
  return result.error;
}

/** `depth` arrays one inside the other under the member `x` of a body: depth + 1 levels in all. */
function nestedUnderMember(depth: number): string {
  return `{"x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
}

describe("parseJsonRequestBody", () => {
  test("answers a JSON object as it parses", () => {
    expect(parseJsonRequestBody('{"email":"a@example.com","tags":["x",1,null],"n":{"m":true}}')).toStrictEqual({
      ok: true,
      value: { email: "a@example.com", tags: ["x", 1, null], n: { m: true } },
    });
  });

  test("keeps __proto__ as an own member, and no prototype changes", async () => {
    await expectPrototypesUnchanged(() => {
      const result = parseJsonRequestBody('{"__proto__":{"polluted":true}}');
      expect(result.ok && Object.hasOwn(result.value, "__proto__")).toBe(true);
      const refused = errorOf(parseJsonRequestBody('{"__proto__":"\\ud800"}'));
      expect(Object.hasOwn(refused.type === "constraint_violations_error" ? refused.violations : {}, "__proto__")).toBe(
        true,
      );
    });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test.each([
    ["", "The request body is empty; send a JSON object"],
    [" \n\t", "The request body is empty; send a JSON object"],
    ["{", "The request body is not valid JSON; send a JSON object"],
    ['{"a":1}x', "The request body is not valid JSON; send a JSON object"],
    ["[1]", "The request body must be a JSON object, not an array"],
    ["null", "The request body must be a JSON object, not null"],
    ['"text"', "The request body must be a JSON object, not a string"],
    ["12", "The request body must be a JSON object, not a number"],
  ])("answers %j with invalid_request", (text, message) => {
    const error = errorOf(parseJsonRequestBody(text));
    expect(error).toMatchObject({ type: "base_error", code: "invalid_request", message });
    expect(isErrorBody(error)).toBe(true);
  });

  test("answers a value that is not a string with invalid_request, without throwing", () => {
    for (const value of [undefined, null, 1, {}, Symbol("s")]) {
      expect(errorOf(parseJsonRequestBody(value as unknown as string))).toMatchObject({ code: "invalid_request" });
    }
  });

  test("uses the ticket given", () => {
    expect(errorOf(parseJsonRequestBody("", { ticket: "t-1" })).ticket).toBe("t-1");
    expect(errorOf(parseJsonRequestBody("[[1]]", { ticket: "t-2", maxNestingDepth: 1 })).ticket).toBe("t-2");
    expect(errorOf(parseJsonRequestBody('{"a":"\\udc00"}', { ticket: "t-3" })).ticket).toBe("t-3");
  });

  test("refuses nesting past the limit with max_nesting_depth_exceeded and its attribute under the whole body", () => {
    const error = errorOf(parseJsonRequestBody(nestedUnderMember(DEFAULT_MAX_NESTING_DEPTH)));
    expect(error).toMatchObject({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      violations: { "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "64" } }] },
    });
    expect(DEFAULT_MAX_NESTING_DEPTH).toBe(64);
    expect(parseJsonRequestBody(nestedUnderMember(DEFAULT_MAX_NESTING_DEPTH - 1)).ok).toBe(true);
  });

  test("counts objects and arrays alike, and the body itself as depth 1", () => {
    expect(parseJsonRequestBody("{}", { maxNestingDepth: 1 }).ok).toBe(true);
    expect(parseJsonRequestBody('{"a":1,"b":"c"}', { maxNestingDepth: 1 }).ok).toBe(true);
    expect(parseJsonRequestBody('{"a":{}}', { maxNestingDepth: 1 }).ok).toBe(false);
    expect(parseJsonRequestBody('{"a":[]}', { maxNestingDepth: 1 }).ok).toBe(false);
    expect(parseJsonRequestBody('{"a":{"b":[]},"c":[{}]}', { maxNestingDepth: 3 }).ok).toBe(true);
    expect(parseJsonRequestBody('{"a":{"b":[{}]}}', { maxNestingDepth: 3 }).ok).toBe(false);
  });

  test("does not count brackets inside strings, escaped quotes included", () => {
    expect(parseJsonRequestBody('{"[[[[":"{{{{[[[["}', { maxNestingDepth: 1 }).ok).toBe(true);
    expect(parseJsonRequestBody('{"a":"\\"[[[[","b":"\\\\"}', { maxNestingDepth: 1 }).ok).toBe(true);
    expect(parseJsonRequestBody('{"a":"\\\\","b":[]}', { maxNestingDepth: 1 }).ok).toBe(false);
  });

  test("checks the depth before JSON.parse: a deep text that is also malformed is refused for its depth", () => {
    expect(errorOf(parseJsonRequestBody(`{"x":${"[".repeat(100)}`))).toMatchObject({
      violations: { "": [{ code: "max_nesting_depth_exceeded" }] },
    });
  });

  test("stops at the first bracket past the limit: two million nested arrays are refused", () => {
    const text = `{"x":${"[".repeat(2_000_000)}${"]".repeat(2_000_000)}}`;
    expect(errorOf(parseJsonRequestBody(text))).toMatchObject({ code: "message_body_constraint_violations" });
  });

  test("takes a raised limit without overflowing the stack", () => {
    const depth = 200_000;
    const text = `{"x":${"[".repeat(depth)}"\\ud800"${"]".repeat(depth)}}`;
    const error = errorOf(parseJsonRequestBody(text, { maxNestingDepth: depth + 1 }));
    expect(error.type === "constraint_violations_error" && Object.keys(error.violations)).toStrictEqual([
      `x${"[0]".repeat(depth)}`,
    ]);
  });

  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "64"])(
    "throws a TypeError for maxNestingDepth %j",
    (maxNestingDepth) => {
      expect(() => parseJsonRequestBody("{}", { maxNestingDepth: maxNestingDepth as number })).toThrow(TypeError);
    },
  );

  test("refuses a lone surrogate in a value with invalid_code_point at its key", () => {
    expect(errorOf(parseJsonRequestBody('{"email":"s1@example.com","givenName":"x\\ud800"}'))).toMatchObject({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      violations: { givenName: [{ code: "invalid_code_point" }] },
    });
  });

  test("lists every key with a lone surrogate, nested, in arrays and in member names, in document order", () => {
    const text = JSON.stringify({
      a: "ok \ud83d\ude00",
      b: "\udc00 low first",
      protocol: { type: "high last \ud800", ok: "fine" },
      tags: ["x", "\ud800\ud800", { deep: ["\udfff"] }],
      "name\ud800": "fine value, bad name",
      "a-b": "\ud801",
    });
    const error = errorOf(parseJsonRequestBody(text));
    expect(error.type === "constraint_violations_error" && error.violations).toStrictEqual({
      b: [{ code: "invalid_code_point" }],
      "protocol.type": [{ code: "invalid_code_point" }],
      "tags[1]": [{ code: "invalid_code_point" }],
      "tags[2].deep[0]": [{ code: "invalid_code_point" }],
      '["name\\ud800"]': [{ code: "invalid_code_point" }],
      '["a-b"]': [{ code: "invalid_code_point" }],
    });
    expect(isErrorBody(error)).toBe(true);
  });

  test("finds one written raw or escaped in either case, and takes an escaped backslash before u as text", () => {
    for (const text of ['{"a":"\\uDBFF"}', '{"a":"\\uDc00"}', '{"a":"\\udfff"}', '{"a":"\ud800"}', '{"\udc00":1}']) {
      expect(parseJsonRequestBody(text).ok, text).toBe(false);
    }
    expect(parseJsonRequestBody('{"a":"\\\\ud800","b":"\\u0041\\uD7FF\\uE000"}')).toStrictEqual({
      ok: true,
      value: { a: "\\ud800", b: "A\ud7ff\ue000" },
    });
  });

  test("accepts surrogate pairs, written raw or escaped", () => {
    expect(parseJsonRequestBody('{"a":"\\ud83d\\ude00","😀":"😀"}').ok).toBe(true);
  });

  test("lists at most 50 keys", () => {
    const text = JSON.stringify(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`m${i}`, "\ud800"])));
    const error = errorOf(parseJsonRequestBody(text));
    const keys = error.type === "constraint_violations_error" ? Object.keys(error.violations) : [];
    expect(keys).toStrictEqual(Array.from({ length: 50 }, (_, i) => `m${i}`));
    const inArray = errorOf(parseJsonRequestBody(JSON.stringify({ a: Array.from({ length: 80 }, () => "\udfff") })));
    expect(inArray.type === "constraint_violations_error" && Object.keys(inArray.violations)).toStrictEqual(
      Array.from({ length: 50 }, (_, i) => `a[${i}]`),
    );
  });

  test("never quotes the text in its error", () => {
    const secret = "sk_live_SECRET123";
    for (const text of [
      `{"a":"${secret}\\ud800"}`,
      `{"${secret}":${"[".repeat(70)}`,
      `${secret}`,
      `["${secret}"]`,
      `{"${secret}":1`,
    ]) {
      expect(JSON.stringify(errorOf(parseJsonRequestBody(text)))).not.toContain("SECRET");
    }
  });
});

/** A JSON value nested at most `depth` arrays and objects deep (the value itself counted when it is one). */
function jsonOfDepth(depth: number): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
  );
  if (depth === 0) return leaf;
  const inner = jsonOfDepth(depth - 1);
  return fc.oneof(
    leaf,
    fc.array(inner, { maxLength: 3 }),
    fc.dictionary(fc.string({ unit: "binary" }), inner, { maxKeys: 3 }),
  );
}

/** A JSON object nested at most `depth` deep, itself included. */
const objectOfDepth = (depth: number) =>
  fc.dictionary(fc.string({ unit: "binary-ascii" }), jsonOfDepth(depth - 1), { maxKeys: 4 });

const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The keys of every string and member name holding a lone surrogate, by a plain recursive walk. */
function expectedKeys(value: unknown, path: PathSegment[] = [], out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) visit(item, [...path, i], out);
  } else if (typeof value === "object" && value !== null) {
    for (const [name, member] of Object.entries(value)) {
      if (LONE.test(name)) out.push(formatPath([...path, name]));
      else visit(member, [...path, name], out);
    }
  }
  return out;
}

function visit(value: unknown, path: PathSegment[], out: string[]): void {
  if (typeof value === "string") {
    if (LONE.test(value)) out.push(formatPath(path));
  } else expectedKeys(value, path, out);
}

fuzz("parseJsonRequestBody", () => {
  test("never throws, on any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "binary" }), fc.json(), fc.string({ unit: fc.constantFrom(...'[]{}"\\:,1 ') })),
        (text) => {
          const result = parseJsonRequestBody(text, { maxNestingDepth: 3 });
          expect(result.ok || isErrorBody(result.error)).toBe(true);
        },
      ),
      { numRuns: runs(1000) },
    );
  });

  test("agrees with JSON.parse on well-formed, shallow input without lone surrogates", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 5 }), (value) => {
        const text = JSON.stringify(value);
        expect(parseJsonRequestBody(text)).toStrictEqual({ ok: true, value: JSON.parse(text) });
      }),
      { numRuns: runs(500) },
    );
  });

  test("finds every lone surrogate, anywhere, at its key", () => {
    fc.assert(
      fc.property(objectOfDepth(4), (value) => {
        const text = JSON.stringify(value);
        const keys = expectedKeys(JSON.parse(text));
        const result = parseJsonRequestBody(text);
        if (keys.length === 0) expect(result.ok).toBe(true);
        else {
          const error = errorOf(result);
          expect(error.type === "constraint_violations_error" && Object.keys(error.violations).sort()).toStrictEqual(
            keys.slice(0, 50).sort(),
          );
        }
      }),
      { numRuns: runs(500) },
    );
  });

  test("the depth limit is exact: N levels pass, N + 1 are refused", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.constantFrom("[", "{"), { minLength: 40, maxLength: 40 }),
        (limit, kinds) => {
          // A body (depth 1) holding limit - 1 or limit levels of arrays and objects, mixed.
          const nest = (levels: number): string => {
            let open = "";
            let close = "";
            for (let i = 0; i < levels; i++) {
              const array = kinds[i] === "[";
              open += array ? '["s]",' : '{"k{":';
              close = (array ? "]" : "}") + close;
            }
            return `{"x":${open}0${close}}`;
          };
          expect(parseJsonRequestBody(nest(limit - 1), { maxNestingDepth: limit }).ok).toBe(true);
          expect(errorOf(parseJsonRequestBody(nest(limit), { maxNestingDepth: limit }))).toMatchObject({
            violations: {
              "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: String(limit) } }],
            },
          });
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
