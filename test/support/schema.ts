import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import fc from "fast-check";
import {
  type AttributeValue,
  attributesOf,
  BASE_ERROR_STATUS,
  type BuiltViolationDetail,
  baseError,
  CONSTRAINT_VIOLATIONS_CODES,
  constraintViolationsError,
  formatPath,
  VIOLATION_CODES,
  type ViolationCode,
  violation,
} from "../../src/index.js";
import { page } from "../../src/list-query/page.js";
import type { JsonSchema, JsonValue } from "../../src/schema/index.js";

/**
 * An ajv for JSON Schema 2020-12 with every strict option on, so that a
 * schema with an unknown keyword, a type-less keyword or an undefined
 * required property fails to compile.
 */
export function strictAjv(): Ajv2020 {
  return new Ajv2020({ strict: true, allErrors: true });
}

/** A validator compiled by a fresh strict ajv. */
export function compile(schema: JsonSchema): ValidateFunction {
  return strictAjv().compile(schema);
}

/** Every `$ref` in a JSON value, walked with an explicit stack. */
export function refsIn(value: JsonValue): string[] {
  const refs: string[] = [];
  const stack: JsonValue[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== "object" || current === null) continue;
    if (Array.isArray(current)) stack.push(...current);
    else {
      const record = current as { readonly [key: string]: JsonValue };
      if (typeof record["$ref"] === "string") refs.push(record["$ref"]);
      stack.push(...Object.values(record));
    }
  }
  return refs;
}

/** Resolves a local JSON pointer (`#/a/b`) in a document, or `undefined`. */
export function resolvePointer(document: JsonValue, ref: string): JsonValue | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let current: JsonValue | undefined = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof current !== "object" || current === null || Array.isArray(current) || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as { readonly [key: string]: JsonValue })[key];
  }
  return current;
}

const attributeValue: fc.Arbitrary<AttributeValue> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.bigInt(),
  fc.array(fc.string()),
);

/** A detail as `violation` builds it: any code, any subset of its attributes. */
export const builtDetail: fc.Arbitrary<BuiltViolationDetail> = fc
  .constantFrom(...VIOLATION_CODES)
  .chain((code: ViolationCode): fc.Arbitrary<BuiltViolationDetail> => {
    const names = attributesOf(code);
    if (names.length === 0) return fc.constant(violation(code as "blank"));
    return fc
      .record(Object.fromEntries(names.map((name) => [name, attributeValue])), { requiredKeys: [] })
      .map((attributes) => violation(code as "too_long", attributes as { maxLength?: AttributeValue }));
  });

/** A violation key: a formatted path, or any string (`__proto__` included). */
export const violationKey: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.oneof(fc.string(), fc.nat()), { maxLength: 4 }).map((segments) => formatPath(segments)),
  fc.string(),
  fc.constantFrom("__proto__", "constructor", ""),
);

/** A constraint violations error as `constraintViolationsError` builds it. */
export const builtViolationsError = fc
  .record(
    {
      violations: fc.dictionary(
        violationKey,
        fc.oneof(builtDetail, fc.array(builtDetail, { minLength: 1, maxLength: 3 })),
        { minKeys: 1, maxKeys: 5 },
      ),
      code: fc.constantFrom(...CONSTRAINT_VIOLATIONS_CODES),
      message: fc.string(),
      ticket: fc.string(),
    },
    { requiredKeys: ["violations"] },
  )
  .map((init) => constraintViolationsError(init as Parameters<typeof constraintViolationsError>[0]));

/** A base error as `baseError` builds it. */
export const builtBaseError = fc
  .record(
    {
      code: fc.oneof(fc.constantFrom(...Object.keys(BASE_ERROR_STATUS)), fc.string({ minLength: 1 })),
      message: fc.string(),
      ticket: fc.string(),
      details: fc.dictionary(fc.string(), fc.jsonValue()),
    },
    { requiredKeys: ["code", "message"] },
  )
  .map((init) => baseError(init as Parameters<typeof baseError<string>>[0]));

/** A page body as `page` builds it. */
export const builtPage = fc
  .record({
    totalResults: fc.nat(),
    startIndex: fc.integer({ min: 1 }),
    itemsPerPage: fc.nat(),
    items: fc.array(fc.jsonValue(), { maxLength: 3 }),
  })
  .map((init) => page(init));

/** A value that is, or is not, quite a member of an error body: the boundaries the parsers check. */
const nearly = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 12, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, 0, "", [], {}, true) },
  );

const nearlyAttributes = fc.dictionary(
  fc.oneof(fc.constantFrom("maxLength", "regexPattern", "noSuchAttribute"), fc.string()),
  nearly(fc.string()),
  { maxKeys: 3 },
);

const nearlyDetail = fc.record(
  {
    code: nearly(fc.oneof(fc.constantFrom(...VIOLATION_CODES), fc.string())),
    constraintAttributes: nearly(nearlyAttributes),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

/** Objects shaped almost like error bodies: each member right, wrong, or missing. */
export const nearlyErrorBody = fc
  .record(
    {
      type: nearly(fc.constantFrom("base_error", "constraint_violations_error", "other")),
      code: nearly(fc.oneof(fc.constantFrom(...CONSTRAINT_VIOLATIONS_CODES), fc.string())),
      message: nearly(fc.string()),
      ticket: nearly(fc.string()),
      details: nearly(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 })),
      violations: nearly(fc.dictionary(violationKey, nearly(fc.array(nearly(nearlyDetail), { maxLength: 3 })))),
      extra: fc.jsonValue(),
    },
    // `nearly` may give `undefined`, which JSON drops: required members still go missing now and then.
    { requiredKeys: ["type", "code", "message", "ticket", "violations"] },
  )
  // Through JSON, as a client sees it: `undefined` members disappear.
  .map((body) => JSON.parse(JSON.stringify(body)) as JsonValue);

/** Objects shaped almost like page bodies. */
export const nearlyPage = fc
  .record(
    {
      totalResults: nearly(fc.integer({ min: -2 })),
      startIndex: nearly(fc.integer({ min: -1 })),
      itemsPerPage: nearly(fc.oneof(fc.integer({ min: -2 }), fc.double({ noNaN: true, noDefaultInfinity: true }))),
      items: nearly(fc.array(fc.jsonValue(), { maxLength: 2 })),
      itemsList: nearly(fc.array(fc.jsonValue(), { maxLength: 2 })),
    },
    { requiredKeys: ["totalResults", "startIndex", "itemsPerPage"] },
  )
  .map((body) => JSON.parse(JSON.stringify(body)) as JsonValue);
