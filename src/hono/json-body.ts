import type { ConstraintViolationsErrorBody, ReadJsonRequestOptions } from "api-error-model";
import type { StandardSchemaIssue } from "api-error-model/standard-schema";
import type { ValibotIssue } from "api-error-model/valibot";
import type { ZodErrorLike } from "api-error-model/zod";
import type { Env, MiddlewareHandler } from "hono";
import { ApiError } from "../core/errors/api-error.js";
import { freshTicket } from "../core/wire/boundary.js";
import { readJsonRequest } from "../core/wire/read-json-request.js";
import type { BridgeCatalogue } from "../validators/shared/bridge-body.js";
import { fromStandardSchemaIssues } from "../validators/standard-schema/index.js";
import { fromValibotIssues } from "../validators/valibot/index.js";
import { fromZodError } from "../validators/zod/index.js";
import { _answer } from "./on-error.js";
import type { JsonBodyOptions } from "./types.js";

/**
 * What a validation of a Standard Schema v1 schema gives: the value, or the
 * issues. Copied from Standard Schema v1 (`StandardSchemaV1.Result`), which
 * asks to be copied rather than depended on.
 *
 * @public
 */
export type StandardSchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly StandardSchemaIssue[] };

/**
 * A schema of any validator that implements Standard Schema v1: zod (3.24
 * and later), valibot (1.0 and later), ArkType, Effect Schema, and others.
 * The part of `StandardSchemaV1` that {@link jsonBody} reads, copied from
 * Standard Schema v1 rather than depended on.
 *
 * @public
 */
export interface StandardSchemaLike<Input = unknown, Output = Input> {
  /** The validator's Standard Schema properties. */
  readonly "~standard": {
    /** The version of the Standard Schema interface: 1. */
    readonly version: 1;
    /** The validator that made the schema: `"zod"`, `"valibot"`, `"arktype"`, ... */
    readonly vendor: string;
    /** Validates an unknown value; may be asynchronous. */
    readonly validate: (value: unknown) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
    /** The input and output types, for inference only. */
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/**
 * The type a schema accepts, as Standard Schema infers it.
 *
 * @public
 */
export type SchemaInput<S extends StandardSchemaLike> = NonNullable<S["~standard"]["types"]>["input"];

/**
 * The type a schema gives, as Standard Schema infers it: what a handler reads
 * with `c.req.valid("json")`.
 *
 * @public
 */
export type SchemaOutput<S extends StandardSchemaLike> = NonNullable<S["~standard"]["types"]>["output"];

/**
 * The constraint violations error of a failed validation, through the
 * bridge of the schema's validator: zod's and valibot's read their own
 * issues (codes and attributes: `too_long` with `maxLength` for zod's `max`);
 * any other's go through the Standard Schema bridge, which reads message and
 * path only.
 */
function violationsOf(
  vendor: unknown,
  issues: readonly StandardSchemaIssue[],
  input: unknown,
  ticket: string,
  catalogue: BridgeCatalogue | undefined,
): ConstraintViolationsErrorBody {
  const bridged = catalogue === undefined ? { ticket } : { ticket, catalogue };
  if (vendor === "zod") return fromZodError(issues as unknown as ZodErrorLike, { ...bridged, input });
  if (vendor === "valibot") return fromValibotIssues(issues as unknown as readonly ValibotIssue[], bridged);
  return fromStandardSchemaIssues(issues, { ...bridged, input });
}

/**
 * The boundary's catalogue as the bridges read it, when it is one
 * (`defineCatalogue` makes catalogues that serve both); `undefined` for a
 * boundary catalogue that tells no violation codes.
 */
function bridgeCatalogue(catalogue: JsonBodyOptions["catalogue"]): BridgeCatalogue | undefined {
  const rules = catalogue?.rules as Partial<BridgeCatalogue["rules"]> | undefined;
  return typeof rules?.isViolationCode === "function" &&
    typeof rules.attributesOf === "function" &&
    typeof rules.isAttribute === "function"
    ? (catalogue as unknown as BridgeCatalogue)
    : undefined;
}

/** The reader's options out of jsonBody's: only those given (exact optional members). */
function readerOptions(options: JsonBodyOptions, ticket: string): ReadJsonRequestOptions {
  return {
    ticket,
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
    ...(options.maxNestingDepth === undefined ? {} : { maxNestingDepth: options.maxNestingDepth }),
  };
}

/**
 * A Hono validator middleware for a JSON request body: reads it with
 * `readJsonRequest`, validates it with a zod, valibot or any Standard Schema
 * schema, and hands the result to the handler as `c.req.valid("json")`,
 * typed by the schema.
 *
 * @remarks
 * A route with it reads no body of its own. It refuses, before the handler
 * runs:
 *
 * - a body not declared JSON (`application/json`, `application/*+json`):
 *   415 `unsupported_media_type` with `details.supportedMediaTypes`;
 * - a body over `maxBytes` (4 MiB): 413 `payload_too_large` with
 *   `details.maxBytes`, read no further;
 * - bytes that are not UTF-8, an empty body, malformed JSON, JSON that is not
 *   an object: 400 `invalid_request`; nesting deeper than `maxNestingDepth`,
 *   a lone surrogate: 400 `message_body_constraint_violations`;
 * - a value the schema refuses: 400 `message_body_constraint_violations`,
 *   one violation per issue under its path (`address.city`,
 *   `tags[0]`), through the bridge of the schema's validator, told apart by
 *   its `~standard.vendor`: zod's (`api-error-model/zod`: `too_long` with
 *   `maxLength` for `z.string().max(200)`), valibot's
 *   (`api-error-model/valibot`), else the Standard Schema one. No
 *   validator's message reaches the body.
 *
 * Each refusal is answered right away, as {@link onError} answers (localized,
 * traced and ticketed by the same options, which it takes too). A schema that
 * throws is not a refusal: the error goes on to `onError`, a safe 500.
 * Neither zod nor valibot is imported: the bridges read their issues as data.
 *
 * @param schema - a Standard Schema v1 schema (zod, valibot, ArkType, ...)
 * @param options - the body's limits, and the options of every boundary
 * @returns the middleware; the handler after it reads the value with `c.req.valid("json")`
 *
 * @example
 * ```ts
 * const CreateUser = z.object({ email: z.email().max(200) });
 * app.post("/users", jsonBody(CreateUser), (c) => c.json(create(c.req.valid("json")), 201));
 * ```
 * @public
 */
export function jsonBody<S extends StandardSchemaLike>(
  schema: S,
  options: JsonBodyOptions = {},
): MiddlewareHandler<
  Env,
  string,
  { readonly in: { readonly json: SchemaInput<S> }; readonly out: { readonly json: SchemaOutput<S> } }
> {
  return async (c, next) => {
    const ticket = freshTicket(options);
    const read = await readJsonRequest(c.req.raw, readerOptions(options, ticket));
    if (!read.ok) return _answer(new ApiError(read.error), c, options);
    const standard = schema["~standard"];
    const result = await standard.validate(read.value);
    if (result.issues !== undefined) {
      const catalogue = bridgeCatalogue(options.catalogue);
      const violations = violationsOf(standard.vendor, result.issues, read.value, ticket, catalogue);
      return _answer(new ApiError(violations), c, options);
    }
    c.req.addValidatedData("json", result.value as object);
    await next();
  };
}
