/** A JSON Schema object, loosely typed: the schema is data for other tools. */
type Schema = { readonly [keyword: string]: unknown };

const text = { type: "string", minLength: 1 } as const;

/** What every entry may say besides its own members. */
const facts: Schema = {
  description: { ...text, description: "What it means, in one line written for a client developer." },
  explanation: {
    ...text,
    description: "A longer explanation: when a service sends it and how a client fixes the request.",
  },
  since: { ...text, description: "The catalogue version that added it." },
  deprecated: {
    type: "object",
    description: "Set when it is retired; it stays, documented with its replacement.",
    required: ["since"],
    properties: { since: text, replacement: text, reason: text },
  },
};

const message: Schema = {
  description:
    'The English sentence in ICU MessageFormat: one pattern, or one per variant keyed by the members it needs joined by + ("" for none; a bound may add :exclusive).',
  anyOf: [{ type: "string" }, { type: "object", additionalProperties: { type: "string" }, minProperties: 1 }],
};

const baseError: Schema = {
  type: "object",
  required: ["status", "description", "message"],
  properties: {
    ...facts,
    status: { type: "integer", minimum: 400, maximum: 599, description: "The HTTP status it is answered with." },
    message,
    title: { ...text, description: "The title of its problem type (RFC 9457)." },
    details: {
      description: "The JSON Schema of its details, or false when it carries none.",
      anyOf: [{ const: false }, { type: "object", required: ["type", "properties"] }],
    },
    retryable: { type: "boolean", description: "Whether the same request may succeed when sent again." },
    generic: { type: "boolean", description: "Whether it is the code a boundary answers for its status." },
  },
};

/**
 * The JSON Schema (2020-12) of `catalogue.json` and of a catalogue's
 * `toJSON()`: the file others read to build pages, constants in other
 * languages, or their own checks.
 *
 * @public
 */
export const CATALOGUE_JSON_SCHEMA: Schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://api-error-model.dev/catalogue.schema.json",
  title: "api-error-model catalogue",
  type: "object",
  required: ["violations", "attributes", "baseErrors", "constraintViolations"],
  properties: {
    $schema: { type: "string" },
    violations: {
      type: "object",
      description: "Every violation code, by code.",
      propertyNames: { pattern: "^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$" },
      additionalProperties: {
        type: "object",
        required: ["description"],
        properties: {
          ...facts,
          attributes: { type: "array", items: { type: "string" }, uniqueItems: true },
          message,
        },
      },
    },
    attributes: {
      type: "object",
      description: "Every constraint attribute, by name.",
      propertyNames: { pattern: "^[a-z][A-Za-z0-9]*$" },
      additionalProperties: {
        type: "object",
        required: ["description"],
        properties: { ...facts, form: { enum: ["count", "bound", "duration", "list", "text"] } },
      },
    },
    baseErrors: {
      type: "object",
      description: "Every base error code, by code.",
      propertyNames: { pattern: "^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$" },
      additionalProperties: baseError,
    },
    constraintViolations: {
      type: "object",
      description: "The two top-level codes of a constraint violations error.",
      additionalProperties: baseError,
    },
  },
};
