import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { parseErrorBody, parsePath } from "../../../src/index.js";
import { fromStandardSchemaIssues, type StandardSchemaIssue } from "../../../src/standard-schema/index.js";
import { fromZodError } from "../../../src/zod/index.js";
import {
  anyString,
  expectPrototypesUnchanged,
  hostileJson,
  hostileKey,
  prototypesLookClean,
  runs,
} from "../../support/fuzz.js";

/** The body is one this package's strict parser accepts, and every key is a path it can read. */
function expectStrictBody(body: unknown): void {
  const parsed = parseErrorBody(body, { strict: true });
  expect(parsed.ok).toBe(true);
  if (parsed.ok && parsed.value.type === "constraint_violations_error") {
    for (const key of Object.keys(parsed.value.violations)) expect(parsePath(key).ok).toBe(true);
  }
}

const User = z.strictObject({
  email: z.email().max(200),
  username: z
    .string()
    .min(3)
    .max(20)
    .regex(/^[a-z]+$/),
  age: z.number().int().min(0).max(150).optional(),
  status: z.enum(["ACTIVE", "INACTIVE"]),
  kind: z.union([z.literal("a"), z.literal("b")]),
  tags: z.array(z.string().min(1)).min(1).max(3),
  labels: z.record(z.string().max(5), z.number()),
  protocol: z.discriminatedUnion("type", [
    z.object({ type: z.literal("oidc"), issuer: z.url() }),
    z.object({ type: z.literal("saml"), entityId: z.uuid() }),
  ]),
  nested: z.object({ deep: z.object({ value: z.boolean().nullable() }) }),
  even: z.number().multipleOf(2),
  whole: z.number().multipleOf(1),
  refined: z.string().refine((s) => s !== "x", { params: { code: "not_unique" } }),
});

/** Inputs that are JSON, often close to a user and often with hostile keys. */
const userInput = fc.oneof(
  hostileJson,
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), anyString, hostileJson),
        username: fc.oneof(fc.stringMatching(/^[a-z]{0,25}$/), hostileJson),
        age: fc.oneof(fc.integer({ min: -10, max: 200 }), fc.double(), hostileJson),
        status: fc.oneof(fc.constantFrom("ACTIVE", "INACTIVE", "x"), hostileJson),
        kind: fc.oneof(fc.constantFrom("a", "b", "c"), hostileJson),
        tags: fc.oneof(fc.array(anyString, { maxLength: 5 }), hostileJson),
        labels: fc.oneof(fc.dictionary(hostileKey, fc.oneof(fc.integer(), hostileJson), { maxKeys: 3 }), hostileJson),
        protocol: fc.oneof(
          fc.record({ type: fc.constantFrom("oidc", "saml", "x"), issuer: anyString, entityId: anyString }),
          hostileJson,
        ),
        nested: hostileJson,
        even: fc.oneof(fc.integer(), hostileJson),
        whole: fc.oneof(fc.double(), hostileJson),
        refined: fc.oneof(fc.constant("x"), anyString),
        __proto__: hostileJson,
        constructor: hostileJson,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.parse(JSON.stringify(value)) as unknown),
);

describe("fromZodError on what zod reports about untrusted input", () => {
  test("never throws, with or without the input, and gives a body the strict parser accepts", () => {
    fc.assert(
      fc.property(userInput, fc.boolean(), (input, withInput) => {
        const result = User.safeParse(input);
        if (result.success) return;
        expectStrictBody(withInput ? fromZodError(result.error, { input }) : fromZodError(result.error));
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(userInput, (input) => {
          const result = User.safeParse(input);
          if (!result.success) fromZodError(result.error, { input });
        }),
        { numRuns: runs(100) },
      ),
    );
  });

  /** zod issues of every kind, with odd paths and odd members, as a later zod or a hand-made error may carry. */
  const pathStep = fc.oneof(
    hostileKey,
    fc.integer(),
    fc.constantFrom(-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -0),
    fc.string().map((s) => Symbol(s)),
  );
  const bound = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.bigInt(),
    fc.constantFrom(Number.POSITIVE_INFINITY, Number.NaN, -0),
  );
  const origin = fc.constantFrom("string", "number", "int", "bigint", "array", "set", "map", "file", "date", "other");
  const primitive = fc.oneof(
    anyString,
    fc.integer(),
    fc.bigInt(),
    fc.boolean(),
    fc.constantFrom(null, undefined, Symbol.iterator),
  );
  /** The members every zod issue has: a path and a message (and at times the input). */
  const withPathAndMessage = (kind: fc.Arbitrary<object>): fc.Arbitrary<unknown> =>
    fc
      .tuple(
        kind,
        fc.record(
          { path: fc.array(pathStep, { maxLength: 4 }), message: anyString, input: hostileJson },
          { requiredKeys: ["path", "message"] },
        ),
      )
      .map(([issue, rest]) => ({ ...issue, ...rest }));
  const oddIssue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    issue: fc.oneof(
      { depthSize: "small" },
      withPathAndMessage(
        fc.record({
          code: fc.constant("invalid_type"),
          expected: fc.oneof(anyString, fc.constantFrom("string", "number", "nonoptional", "int")),
        }),
      ),
      withPathAndMessage(fc.record({ code: fc.constant("too_big"), maximum: bound, inclusive: fc.boolean(), origin })),
      withPathAndMessage(
        fc.record({ code: fc.constant("too_small"), minimum: bound, inclusive: fc.boolean(), origin }),
      ),
      withPathAndMessage(
        fc.record({
          code: fc.constant("invalid_format"),
          format: fc.oneof(anyString, fc.constantFrom("email", "uuid", "url", "regex", "datetime")),
          pattern: anyString,
        }),
      ),
      withPathAndMessage(
        fc.record({ code: fc.constant("not_multiple_of"), divisor: fc.oneof(fc.double(), fc.bigInt()) }),
      ),
      withPathAndMessage(
        fc.record({ code: fc.constant("invalid_value"), values: fc.array(primitive, { maxLength: 4 }) }),
      ),
      withPathAndMessage(
        fc.record({
          code: fc.constant("unrecognized_keys"),
          keys: fc.array(hostileKey, { minLength: 1, maxLength: 4 }),
        }),
      ),
      withPathAndMessage(fc.record({ code: fc.constant("invalid_key"), origin: fc.constantFrom("record", "map") })),
      withPathAndMessage(fc.record({ code: fc.constant("invalid_element"), origin: fc.constantFrom("map", "set") })),
      withPathAndMessage(
        fc.record({
          code: fc.constant("custom"),
          params: fc.oneof(fc.constant(undefined), fc.record({ note: anyString })),
        }),
      ),
      withPathAndMessage(
        fc.record({
          code: fc.constant("invalid_union"),
          errors: fc.array(fc.array(tie("issue"), { maxLength: 2 }), { maxLength: 2 }),
          discriminator: fc.option(anyString, { nil: undefined }),
        }),
      ),
      withPathAndMessage(fc.record({ code: anyString })),
    ),
  })).issue;

  test("hand-made issues of every kind, with symbols, negative and fractional numbers and __proto__ in paths, never throw", () => {
    fc.assert(
      fc.property(fc.array(oddIssue, { minLength: 1, maxLength: 5 }), hostileJson, (issues, input) => {
        expectStrictBody(fromZodError(issues as never, { input }));
        expectStrictBody(fromZodError({ issues } as never));
      }),
      { numRuns: runs(300) },
    );
  });

  test("10^5 issues and a path 10^4 steps deep are mapped", () => {
    const issues = Array.from({ length: 100_000 }, (_, i) => ({
      code: "invalid_type",
      expected: "string",
      path: ["f", i],
      message: "x",
    }));
    expectStrictBody(fromZodError(issues as never));
    const deep = Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? "a" : i));
    expectStrictBody(fromZodError([{ code: "custom", path: deep, message: "x" }] as never, { input: {} }));
  });
});

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
