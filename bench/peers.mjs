// The same error-body rules written with the peers: ajv (compiled JSON Schema
// 2020-12 with a discriminator on `type`), zod 4 (`discriminatedUnion`) and
// valibot (`variant`). Each checks what `isErrorBody` checks: the type, the
// string members, an optional `details` object, and for a violations error a
// map of arrays of details whose `constraintAttributes` map to strings.
// Unknown members are allowed everywhere (loose objects), as in our guard.
import Ajv2020 from "ajv/dist/2020.js";
import * as v from "valibot";
import { z } from "zod";

const ajv = new Ajv2020({ discriminator: true, allErrors: false });

const stringMembers = {
  code: { type: "string" },
  message: { type: "string" },
  ticket: { type: "string" },
  details: { type: "object" },
};

/** The compiled ajv validator. */
export const ajvValidate = ajv.compile({
  type: "object",
  discriminator: { propertyName: "type" },
  required: ["type"],
  oneOf: [
    {
      properties: { type: { const: "base_error" }, ...stringMembers },
      required: ["type", "code", "message", "ticket"],
    },
    {
      properties: {
        type: { const: "constraint_violations_error" },
        ...stringMembers,
        violations: {
          type: "object",
          additionalProperties: {
            type: "array",
            items: {
              type: "object",
              required: ["code"],
              properties: {
                code: { type: "string" },
                constraintAttributes: { type: "object", additionalProperties: { type: "string" } },
              },
            },
          },
        },
      },
      required: ["type", "code", "message", "ticket", "violations"],
    },
  ],
});

const zodDetail = z.looseObject({
  code: z.string(),
  constraintAttributes: z.record(z.string(), z.string()).optional(),
});

/** The zod 4 schema. */
export const zodSchema = z.discriminatedUnion("type", [
  z.looseObject({
    type: z.literal("base_error"),
    code: z.string(),
    message: z.string(),
    ticket: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  z.looseObject({
    type: z.literal("constraint_violations_error"),
    code: z.string(),
    message: z.string(),
    ticket: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    violations: z.record(z.string(), z.array(zodDetail)),
  }),
]);

const valibotDetail = v.looseObject({
  code: v.string(),
  constraintAttributes: v.optional(v.record(v.string(), v.string())),
});

/** The valibot schema. */
export const valibotSchema = v.variant("type", [
  v.looseObject({
    type: v.literal("base_error"),
    code: v.string(),
    message: v.string(),
    ticket: v.string(),
    details: v.optional(v.record(v.string(), v.unknown())),
  }),
  v.looseObject({
    type: v.literal("constraint_violations_error"),
    code: v.string(),
    message: v.string(),
    ticket: v.string(),
    details: v.optional(v.record(v.string(), v.unknown())),
    violations: v.record(v.string(), v.array(valibotDetail)),
  }),
]);

/** valibot's `is` (a guard) and zod's `safeParse(...).success`. */
export const peerGuards = {
  ajv: (body) => ajvValidate(body),
  zod: (body) => zodSchema.safeParse(body).success,
  valibot: (body) => v.is(valibotSchema, body),
};
