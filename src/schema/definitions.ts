import type { AttributeForm } from "../core/catalogue/definition.js";
import {
  ATTRIBUTE_DESCRIPTIONS,
  ATTRIBUTE_FORMS,
  BASE_ERROR_STATUS,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  VIOLATION_CODES,
} from "../core/catalogue/tables.js";
import { attributeSchema } from "../internal/attribute-schema.js";
import type { JsonSchema, OpenApiSchemaName } from "./json-schema-types.js";

/** The named schemas, shared by the JSON Schema documents (`$defs`) and the OpenAPI components. */
export type DefinitionName = OpenApiSchemaName;

/** The definitions of one variant, each referring to the others through `ref`. */
export type Definitions = { readonly [K in DefinitionName]: JsonSchema };

/**
 * `strict`: what this package's builders make. Closed objects, the
 * catalogue's codes and attribute names only, no empty lists.
 * Lenient: what `parseErrorBody` and `parsePage` accept. Unknown codes,
 * attribute names and members are allowed, so that a client keeps working
 * when the server adds them; the known codes are still listed for tooling.
 */
export interface Variant {
  readonly strict: boolean;
  readonly ref: (name: DefinitionName) => JsonSchema;
  /** The codes listed: the built-in catalogue's, or a team's own. */
  readonly codes: SchemaCodes;
}

/** What the schemas list of a catalogue: its codes, attributes (with meanings) and base codes (with statuses). */
export interface SchemaCodes {
  readonly violations: readonly string[];
  readonly attributesByCode: { readonly [code: string]: readonly string[] };
  readonly attributes: { readonly [name: string]: string };
  /** The form of each attribute's value, `text` when absent. */
  readonly forms: { readonly [name: string]: AttributeForm | undefined };
  readonly baseStatuses: { readonly [code: string]: number };
}

/** The built-in catalogue's codes, from its tables. */
export const BUILT_IN_CODES: SchemaCodes = {
  violations: VIOLATION_CODES,
  attributesByCode: CODE_ATTRIBUTES,
  attributes: Object.fromEntries(CONSTRAINT_ATTRIBUTES.map((name) => [name, ATTRIBUTE_DESCRIPTIONS[name]])),
  forms: ATTRIBUTE_FORMS,
  baseStatuses: BASE_ERROR_STATUS,
};

/** A string that is one of `known`, or, unless strict, any string. */
function openEnum(known: readonly string[], strict: boolean, description: string): JsonSchema {
  const closed = { type: "string", enum: known };
  return strict ? { description, ...closed } : { description, anyOf: [closed, { type: "string" }] };
}

/** Closes an object schema in the strict variant. */
function closed(strict: boolean): JsonSchema {
  return strict ? { additionalProperties: false } : {};
}

/** `too_long: maxLength; ...`, from the code attribute table. */
function attributesByCode(codes: SchemaCodes): string {
  return Object.entries(codes.attributesByCode)
    .map(([code, names]) => `${code}: ${names.join(" or ")}`)
    .join("; ");
}

/** `user_not_found (404), ...`, from the base error status table. */
function baseCodes(codes: SchemaCodes): string {
  return Object.entries(codes.baseStatuses)
    .map(([code, status]) => `${code} (${status})`)
    .join(", ");
}

function violationDefinitions({ strict, ref, codes }: Variant) {
  return {
    ViolationCode: openEnum(
      codes.violations,
      strict,
      strict
        ? "A violation code of the catalogue."
        : "A violation code: one of the catalogue, or a code a newer server added since.",
    ),
    ConstraintAttributes: {
      description: `The metadata of the violated constraint: attribute name to value, always a string (numbers written out, lists comma-joined). Attributes by code: ${attributesByCode(codes)}. Only too_long with maxLength is stated by the spec; the rest is inferred.`,
      type: "object",
      properties: Object.fromEntries(
        Object.entries(codes.attributes).map(([name, description]) => [
          name,
          attributeSchema(name, description, codes.forms[name]),
        ]),
      ),
      ...(strict ? { additionalProperties: false, minProperties: 1 } : { additionalProperties: { type: "string" } }),
    },
    ViolationDetail: {
      description: "One violated constraint of one part of the request.",
      type: "object",
      required: ["code"],
      properties: {
        code: ref("ViolationCode"),
        constraintAttributes: ref("ConstraintAttributes"),
      },
      ...closed(strict),
    },
    Violations: {
      description:
        'The violations of a request: key = path of the offending part (nested fields dotted, array elements as [0], other keys as ["a.b"], the whole body ""), value = its violation details.',
      type: "object",
      additionalProperties: { type: "array", items: ref("ViolationDetail"), ...(strict ? { minItems: 1 } : {}) },
      ...(strict ? { minProperties: 1 } : {}),
    },
  } as const satisfies Partial<Definitions>;
}

function errorDefinitions({ strict, ref, codes }: Variant) {
  const common = {
    message: { type: "string", description: "Human-readable text." },
    ticket: {
      type: "string",
      description: "The identifier that correlates the response with the server-side request.",
    },
    details: ref("ErrorDetails"),
  };
  return {
    ErrorDetails: {
      description: "Further data of an error, keys defined per operation (attemptsRemaining).",
      type: "object",
      // Said out loud, though it is JSON Schema's default: generators type a bare object as `{}`, which no fixture fits.
      additionalProperties: true,
    },
    BaseError: {
      description: "A base error body, returned with 4xx and 5xx.",
      type: "object",
      required: ["type", "code", "message", "ticket"],
      properties: {
        type: { const: "base_error" },
        code: strict
          ? {
              description: `The distinct code of the error: any non-empty string. Known codes and their status: ${baseCodes(codes)}.`,
              type: "string",
              minLength: 1,
            }
          : openEnum(
              Object.keys(codes.baseStatuses),
              false,
              `The distinct code of the error. Known codes and their status: ${baseCodes(codes)}.`,
            ),
        ...common,
      },
      ...closed(strict),
    },
    ConstraintViolationsError: {
      description: "A constraint violations error body (status 400): problems tied to specific parts of the request.",
      type: "object",
      required: ["type", "code", "message", "ticket", "violations"],
      properties: {
        type: { const: "constraint_violations_error" },
        code: openEnum(
          CONSTRAINT_VIOLATIONS_CODES,
          strict,
          "message_body_constraint_violations for fields of the request body, request_constraint_violations for other parts (query, path parameters, headers).",
        ),
        ...common,
        violations: ref("Violations"),
      },
      ...closed(strict),
    },
    ErrorBody: {
      description: "Either error body, told apart by type.",
      oneOf: [ref("BaseError"), ref("ConstraintViolationsError")],
    },
  } as const satisfies Partial<Definitions>;
}

function pageDefinition({ strict }: Variant): JsonSchema {
  // `items: {}` (any item) said out loud: generators and linters reject an array schema without it.
  const items = { type: "array", items: {}, description: "The items of this page, in sort order." };
  return {
    description: "The pagination response body of a queryable operation.",
    type: "object",
    properties: {
      totalResults: { type: "integer", minimum: 0, description: "The total number of results matching the query." },
      startIndex: { type: "integer", minimum: 1, description: "The 1-based index of the first result of this page." },
      itemsPerPage: {
        type: "integer",
        minimum: 0,
        description: "The page size of the query (the requested count), even when fewer items came back.",
      },
      items,
    },
    ...(strict
      ? { required: ["totalResults", "startIndex", "itemsPerPage", "items"], additionalProperties: false }
      : {
          required: ["totalResults", "startIndex", "itemsPerPage"],
          // The spec's field table labels the list itemsList, its example says items: a client takes either.
          anyOf: [
            { type: "object", required: ["items"], properties: { items } },
            {
              type: "object",
              required: ["itemsList"],
              properties: { itemsList: { ...items, description: "The items, under the spec's other label." } },
            },
          ],
        }),
  };
}

/** Every definition of one variant. */
export function definitions(variant: Variant): Definitions {
  return { ...errorDefinitions(variant), ...violationDefinitions(variant), PageBody: pageDefinition(variant) };
}
