/**
 * One request body with a client's secret in every value position, and a schema per validator
 * (zod, valibot, ArkType) that refuses every one of those values, in the shapes where validators
 * quote what they refuse: formats, patterns, enums, bounds, refinements without a message or with
 * one that interpolates the input, nested objects and arrays, tuples, unions, discriminated
 * unions, records, unknown members of strict objects, numbers written as strings. Shared by the
 * tests of the zod, valibot and Standard Schema bridges (see secrets.ts for the secrets).
 */
import { type } from "arktype";
import * as v from "valibot";
import { z } from "zod";

/**
 * The body: each value position takes the next of `secrets`, round the list, so that every
 * position holds a secret and different positions may hold different ones.
 */
export function secretBody(secrets: readonly string[]): unknown {
  let next = 0;
  const s = (): string => secrets[next++ % secrets.length] as string;
  return {
    email: s(),
    url: s(),
    regex: s(),
    picklist: s(),
    literal: s(),
    minLength: s(),
    maxLength: s(),
    length: s(),
    startsWith: s(),
    uuid: s(),
    dateTime: s(),
    number: s(),
    numeric: s(),
    boolean: s(),
    refine: s(),
    refineQuoting: s(),
    nested: { deep: { email: s() } },
    list: [s(), s()],
    tuple: [s(), s()],
    union: s(),
    variant: { kind: s(), value: s() },
    record: { entry: s() },
    strict: { known: s(), extra: s() },
    extra: s(),
  };
}

/**
 * The number of violation keys a bridge gives at least for {@link secretBody}: one per value
 * position, the discriminated union's two counted once (a validator stops at the discriminator).
 */
export const SECRET_POSITIONS = 26;

const quoting = (input: unknown): string => `Bad value ${String(input)}`;

/** The zod schema that refuses every value of {@link secretBody}. */
export const zodSecretSchema = z.strictObject({
  email: z.email(),
  url: z.url(),
  regex: z.string().regex(/^[0-9]+$/),
  picklist: z.enum(["a", "b"]),
  literal: z.literal("x"),
  minLength: z.string().min(100),
  maxLength: z.string().max(3),
  length: z.string().length(5),
  startsWith: z.string().startsWith("zz"),
  uuid: z.uuid(),
  dateTime: z.iso.datetime(),
  number: z.number(),
  numeric: z.coerce.number(),
  boolean: z.boolean(),
  refine: z.string().refine(() => false),
  refineQuoting: z.string().refine(() => false, { error: (issue) => quoting(issue.input) }),
  nested: z.object({ deep: z.object({ email: z.email() }) }),
  list: z.array(z.email()),
  tuple: z.tuple([z.number(), z.email()]),
  union: z.union([z.literal("a"), z.number(), z.email()]),
  variant: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("a"), value: z.email() }),
    z.object({ kind: z.literal("b"), value: z.number() }),
  ]),
  record: z.record(z.string(), z.email()),
  strict: z.strictObject({ known: z.email() }),
});

/** The valibot schema that refuses every value of {@link secretBody}. */
export const valibotSecretSchema = v.strictObject({
  email: v.pipe(v.string(), v.email()),
  url: v.pipe(v.string(), v.url()),
  regex: v.pipe(v.string(), v.regex(/^[0-9]+$/)),
  picklist: v.picklist(["a", "b"]),
  literal: v.literal("x"),
  minLength: v.pipe(v.string(), v.minLength(100)),
  maxLength: v.pipe(v.string(), v.maxLength(3)),
  length: v.pipe(v.string(), v.length(5)),
  startsWith: v.pipe(v.string(), v.startsWith("zz")),
  uuid: v.pipe(v.string(), v.uuid()),
  dateTime: v.pipe(v.string(), v.isoDateTime()),
  number: v.number(),
  numeric: v.pipe(v.string(), v.decimal(), v.toNumber()),
  boolean: v.boolean(),
  refine: v.pipe(
    v.string(),
    v.check(() => false),
  ),
  refineQuoting: v.pipe(
    v.string(),
    v.check(
      () => false,
      (issue) => quoting(issue.input),
    ),
  ),
  nested: v.object({ deep: v.object({ email: v.pipe(v.string(), v.email()) }) }),
  list: v.array(v.pipe(v.string(), v.email())),
  tuple: v.tuple([v.number(), v.pipe(v.string(), v.email())]),
  union: v.union([v.literal("a"), v.number(), v.pipe(v.string(), v.email())]),
  variant: v.variant("kind", [
    v.object({ kind: v.literal("a"), value: v.pipe(v.string(), v.email()) }),
    v.object({ kind: v.literal("b"), value: v.number() }),
  ]),
  record: v.record(v.string(), v.pipe(v.string(), v.email())),
  strict: v.strictObject({ known: v.pipe(v.string(), v.email()) }),
});

/** The ArkType schema that refuses every value of {@link secretBody}. */
export const arkTypeSecretSchema = type({
  "+": "reject",
  email: "string.email",
  url: "string.url",
  regex: /^[0-9]+$/,
  picklist: "'a' | 'b'",
  literal: "'x'",
  minLength: "string >= 100",
  maxLength: "string <= 3",
  length: "string == 5",
  startsWith: /^zz/,
  uuid: "string.uuid",
  dateTime: "string.date.iso",
  number: "number",
  numeric: "string.numeric.parse",
  boolean: "boolean",
  refine: type("string").narrow(() => false),
  refineQuoting: type("string").narrow((value, ctx) => ctx.reject({ message: quoting(value) })),
  nested: { deep: { email: "string.email" } },
  list: "string.email[]",
  tuple: ["number", "string.email"],
  union: "'a' | number | string.email",
  variant: type({ kind: "'a'", value: "string.email" }).or({ kind: "'b'", value: "number" }),
  record: "Record<string, string.email>",
  strict: type({ "+": "reject", known: "string.email" }),
});
