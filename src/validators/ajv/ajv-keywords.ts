import type { ViolationCode, ViolationDetail } from "api-error-model";
import { NOT_AN_INTEGER } from "../shared/not-an-integer.js";

/**
 * One ajv error, as ajv 8 reports it (Fastify's `error.validation`); only
 * the members read here. `data` and `parentSchema` are there when ajv runs
 * with `verbose: true`.
 *
 * @public
 */
export interface AjvErrorLike {
  /** The failed keyword: `maxLength`, `required`, `format`, ... */
  readonly keyword: string;
  /** JSON Pointer to the failing value: `/address/city`, `/phones/0/number`, `""` for the whole value. */
  readonly instancePath?: string;
  /** The keyword's parameters: `{ limit }`, `{ missingProperty }`, `{ allowedValues }`, ... */
  readonly params?: { readonly [name: string]: unknown };
  /** The failing value (ajv's `verbose` option). */
  readonly data?: unknown;
  /** The schema holding the keyword (ajv's `verbose` option). */
  readonly parentSchema?: unknown;
}

type Params = { readonly [name: string]: unknown };
type KeywordDetail = (params: Params, error: AjvErrorLike) => ViolationDetail | undefined;

/** ajv formats that have a code of their own in the catalogue; any other format gives `failed_regex_match`. */
const FORMAT_CODES: { readonly [format: string]: ViolationCode } = {
  email: "invalid_email",
  "idn-email": "invalid_email",
  uri: "invalid_url",
  "uri-reference": "invalid_url",
  iri: "invalid_url",
  "iri-reference": "invalid_url",
  "uri-template": "invalid_url",
  url: "invalid_url",
  "date-time": "invalid_date_time",
  "iso-date-time": "invalid_date_time",
  date: "invalid_date",
  duration: "invalid_duration",
  ipv4: "invalid_ip_address",
  ipv6: "invalid_ip_address",
  hostname: "invalid_domain_name",
  "idn-hostname": "invalid_domain_name",
  "json-pointer": "invalid_path_expression",
  "relative-json-pointer": "invalid_path_expression",
  "json-pointer-uri-fragment": "invalid_path_expression",
};

/** A value as the wire writes it: a string as it is, anything else as JSON (a bigint as its digits). */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "bigint" ? String(value) : String(JSON.stringify(value));
}

function allowed(values: readonly unknown[]): ViolationDetail {
  return { code: "disallowed_enum", constraintAttributes: { allowedValues: values.map(text).join(",") } };
}

/** Whether the schema of the failed keyword says the value is an integer (`verbose` only). */
function integerSchema(error: AjvErrorLike): boolean {
  const schema = error.parentSchema;
  return typeof schema === "object" && schema !== null && (schema as { readonly type?: unknown }).type === "integer";
}

/** `type`: the codes that say what was expected, where the catalogue has one; `null` when the value was null (`verbose`). */
function typeDetail(params: Params, error: AjvErrorLike): ViolationDetail | undefined {
  if (error.data === null && Object.hasOwn(error, "data")) return { code: "null" };
  switch (params["type"]) {
    case "integer":
      return NOT_AN_INTEGER;
    case "object":
      return { code: "not_json_object" };
    case "boolean":
      return allowed(["true", "false"]);
    case "null":
      return { code: "not_null" };
    // Stryker disable next-line ConditionalExpression: equivalent, without this return the function ends after the switch and gives undefined too.
    default:
      // string, number, array and unions of types: no code says "of the wrong type".
      return undefined;
  }
}

/** At most one: `blank` for a string or `empty` for a collection; else the bound under `minLength`. */
function atLeast(params: Params, none: ViolationCode): ViolationDetail {
  const limit = Number(params["limit"]);
  return limit <= 1
    ? { code: none }
    : { code: "too_short", constraintAttributes: { minLength: text(params["limit"]) } };
}

/** An exclusive bound: exact as an inclusive one when the value is an integer (`verbose`), else no bound stated. */
function exclusive(code: "greater_than" | "less_than", params: Params, error: AjvErrorLike): ViolationDetail {
  const limit = params["limit"];
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite is false for anything but a number; the typeof narrows the type.
  if (!integerSchema(error) || typeof limit !== "number" || !Number.isFinite(limit)) return { code };
  return code === "greater_than"
    ? { code, constraintAttributes: { maxValue: String(Math.ceil(limit) - 1) } }
    : { code, constraintAttributes: { minValue: String(Math.floor(limit) + 1) } };
}

function invalidFieldName(name: unknown): ViolationDetail {
  return { code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: text(name) } };
}

/**
 * What each ajv keyword becomes: the catalogue code, with the constraint
 * attributes the params give. A keyword that is not listed, or whose entry
 * gives `undefined`, gets the fallback code (`disallowed_enum` without
 * attributes, as in the other bridges).
 *
 * | ajv keyword | violation |
 * |---|---|
 * | `required`, `dependentRequired`, `dependencies` | `undefined`, under the missing property's own key |
 * | `type` | `null` for a null value (with `verbose`); `integer`: `failed_regex_match` (regexPattern `^-?[0-9]+$`); `object`: `not_json_object`; `boolean`: `disallowed_enum` (allowedValues `true,false`); `null`: `not_null`; others: fallback |
 * | `maxLength` | `too_long` (maxLength) |
 * | `minLength` | `blank` for a limit of 1, else `too_short` (minLength) |
 * | `pattern` | `failed_regex_match` (regexPattern) |
 * | `format` | email: `invalid_email`; uri, url, iri and their references and templates: `invalid_url`; date-time: `invalid_date_time`; date: `invalid_date`; duration: `invalid_duration`; ipv4, ipv6: `invalid_ip_address`; hostname: `invalid_domain_name`; JSON pointers: `invalid_path_expression`; any other: `failed_regex_match` |
 * | `maximum`, `formatMaximum` | `greater_than` (maxValue) |
 * | `minimum`, `formatMinimum` | `less_than` (minValue) |
 * | `exclusiveMaximum`, `exclusiveMinimum`, `formatExclusive*` | `greater_than` / `less_than`: with the exact inclusive bound for an integer schema (with `verbose`), else without attributes (the limit itself is not allowed, so stating it as the bound would be false) |
 * | `multipleOf` | 1: `failed_regex_match` (integer pattern); others: fallback |
 * | `enum`, `const` | `disallowed_enum` (allowedValues, comma-joined; non-strings as JSON) |
 * | `maxItems`, `additionalItems`, `items` (after `prefixItems`), `unevaluatedItems` | `size_greater_than` (maxSize) |
 * | `minItems` | `empty` for a limit of 1, else `too_short` (minLength) |
 * | `uniqueItems` | `duplicate_elements` |
 * | `contains` | `missing_required_element` (fallback when a `maxContains` is set: either bound may have failed) |
 * | `maxProperties` | `max_field_count_exceeded` (maxFieldCount) |
 * | `minProperties` | `empty` for a limit of 1, else fallback |
 * | `additionalProperties`, `unevaluatedProperties`, `propertyNames` | `contained_invalid_field_name` (invalidFieldName), under the property's own key |
 * | `false schema` | `not_undefined` |
 * | `if` | nothing: the failing `then`/`else` keyword is reported on its own |
 * | `anyOf`, `oneOf`, `not`, `discriminator`, custom keywords | fallback |
 */
export const AJV_KEYWORDS: { readonly [keyword: string]: KeywordDetail } = {
  required: () => ({ code: "undefined" }),
  dependentRequired: () => ({ code: "undefined" }),
  dependencies: () => ({ code: "undefined" }),
  type: typeDetail,
  maxLength: (p) => ({ code: "too_long", constraintAttributes: { maxLength: text(p["limit"]) } }),
  minLength: (p) => atLeast(p, "blank"),
  pattern: (p) => ({ code: "failed_regex_match", constraintAttributes: { regexPattern: text(p["pattern"]) } }),
  format: (p) => {
    const format = text(p["format"]);
    return {
      code: Object.hasOwn(FORMAT_CODES, format) ? (FORMAT_CODES[format] as ViolationCode) : "failed_regex_match",
    };
  },
  maximum: (p) => ({ code: "greater_than", constraintAttributes: { maxValue: text(p["limit"]) } }),
  formatMaximum: (p) => ({ code: "greater_than", constraintAttributes: { maxValue: text(p["limit"]) } }),
  minimum: (p) => ({ code: "less_than", constraintAttributes: { minValue: text(p["limit"]) } }),
  formatMinimum: (p) => ({ code: "less_than", constraintAttributes: { minValue: text(p["limit"]) } }),
  exclusiveMaximum: (p, e) => exclusive("greater_than", p, e),
  formatExclusiveMaximum: () => ({ code: "greater_than" }),
  exclusiveMinimum: (p, e) => exclusive("less_than", p, e),
  formatExclusiveMinimum: () => ({ code: "less_than" }),
  multipleOf: (p) => (p["multipleOf"] === 1 ? NOT_AN_INTEGER : undefined),
  enum: (p) => allowed(Array.isArray(p["allowedValues"]) ? p["allowedValues"] : []),
  const: (p) => allowed([p["allowedValue"]]),
  maxItems: (p) => ({ code: "size_greater_than", constraintAttributes: { maxSize: text(p["limit"]) } }),
  additionalItems: (p) => ({ code: "size_greater_than", constraintAttributes: { maxSize: text(p["limit"]) } }),
  items: (p) => ({ code: "size_greater_than", constraintAttributes: { maxSize: text(p["limit"]) } }),
  unevaluatedItems: (p) => ({ code: "size_greater_than", constraintAttributes: { maxSize: text(p["limit"]) } }),
  minItems: (p) => atLeast(p, "empty"),
  uniqueItems: () => ({ code: "duplicate_elements" }),
  contains: (p) => (p["maxContains"] === undefined ? { code: "missing_required_element" } : undefined),
  maxProperties: (p) => ({
    code: "max_field_count_exceeded",
    constraintAttributes: { maxFieldCount: text(p["limit"]) },
  }),
  minProperties: (p) => (Number(p["limit"]) <= 1 ? { code: "empty" } : undefined),
  additionalProperties: (p) => invalidFieldName(p["additionalProperty"]),
  unevaluatedProperties: (p) => invalidFieldName(p["unevaluatedProperty"]),
  propertyNames: (p) => invalidFieldName(p["propertyName"]),
  "false schema": () => ({ code: "not_undefined" }),
};

/** The param that names the property a keyword is about, which joins the error's key. */
export const PROPERTY_PARAMS: { readonly [keyword: string]: string } = {
  required: "missingProperty",
  dependentRequired: "missingProperty",
  dependencies: "missingProperty",
  additionalProperties: "additionalProperty",
  unevaluatedProperties: "unevaluatedProperty",
  propertyNames: "propertyName",
};

/** Keywords whose error only repeats others: `if` (its `then` or `else` failure is reported on its own). */
export const REPEATING_KEYWORDS: ReadonlySet<string> = new Set(["if"]);
