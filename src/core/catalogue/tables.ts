/*
 * The built-in catalogue's facts as the machinery reads them: one table per
 * fact, each derived from the definition (built-in-definition.ts), never
 * written again. Data only, no logic: the build writes this module again in
 * dist/ with the same values as literals (scripts/write-catalogue-tables.mjs),
 * so that a guard or a builder bundles only the tables it reads, not the
 * definition's descriptions; a test checks that both agree.
 */

import {
  BUILT_IN_ATTRIBUTES,
  BUILT_IN_BASE_ERRORS,
  BUILT_IN_VIOLATIONS,
  CONSTRAINT_VIOLATIONS,
} from "./built-in-definition.js";
import type { AttributeForm, DetailsSchema, MessageDefinition } from "./definition.js";
import type { AttributesIn, CodesWithAttributesIn, DetailsIn, StatusesIn } from "./derived-types.js";

/**
 * A violation code of the built-in catalogue: the spec's.
 *
 * @public
 */
export type ViolationCode = keyof typeof BUILT_IN_VIOLATIONS & string;

/**
 * A constraint attribute name of the built-in catalogue: the spec's.
 *
 * @public
 */
export type ConstraintAttribute = keyof typeof BUILT_IN_ATTRIBUTES & string;

/**
 * A base error code of the built-in catalogue, whose status this package
 * knows: the spec's, the client errors per status, and the codes the
 * boundaries and the reference service answer.
 *
 * @public
 */
export type KnownBaseErrorCode = keyof typeof BUILT_IN_BASE_ERRORS & string;

/**
 * One of the two top-level codes of a constraint violations error.
 *
 * @public
 */
export type ConstraintViolationsCode = keyof typeof CONSTRAINT_VIOLATIONS & string;

/**
 * The violation codes that carry constraint attributes.
 *
 * @public
 */
export type CodeWithAttributes = CodesWithAttributesIn<typeof BUILT_IN_VIOLATIONS>;

/**
 * The constraint attributes that violation code `C` carries (`never` for a
 * code without attributes).
 *
 * @example
 * `AttributesOf<"too_long">` is `"maxLength"`.
 *
 * @public
 */
export type AttributesOf<C extends ViolationCode> = AttributesIn<typeof BUILT_IN_VIOLATIONS, C>;

/**
 * The `details` each known base error code carries, by code: the TypeScript
 * face of its details schema (`never` for a code that carries none).
 *
 * @public
 */
export type KnownBaseErrorDetails = DetailsIn<typeof BUILT_IN_BASE_ERRORS>;

/**
 * The known base error codes whose definition declares a details schema (or
 * `false`, no details).
 *
 * @public
 */
export type CodeWithDetailsSchema = {
  readonly [C in KnownBaseErrorCode]: (typeof BUILT_IN_BASE_ERRORS)[C] extends { readonly details: DetailsSchema }
    ? C
    : never;
}[KnownBaseErrorCode];

/**
 * The status of each known base error code, by code.
 *
 * @public
 */
export type KnownBaseErrorStatuses = StatusesIn<typeof BUILT_IN_BASE_ERRORS>;

/**
 * Every violation code of the built-in catalogue, in the order of its
 * definition: the core's codes, then the spec's others, each in the spec's
 * order.
 *
 * @public
 */
export const VIOLATION_CODES: readonly ViolationCode[] = Object.keys(BUILT_IN_VIOLATIONS) as ViolationCode[];

/**
 * Every constraint attribute name of the built-in catalogue, in the order of
 * the spec's table "Constraint violation attributes".
 *
 * @public
 */
export const CONSTRAINT_ATTRIBUTES: readonly ConstraintAttribute[] = Object.keys(
  BUILT_IN_ATTRIBUTES,
) as ConstraintAttribute[];

/**
 * The two top-level codes of a constraint violations error:
 * `message_body_constraint_violations` when the violations concern fields of
 * the request body, `request_constraint_violations` when they concern other
 * parts of the request (query, path parameters, headers).
 *
 * @public
 */
export const CONSTRAINT_VIOLATIONS_CODES: readonly ConstraintViolationsCode[] = Object.keys(
  CONSTRAINT_VIOLATIONS,
) as ConstraintViolationsCode[];

/**
 * The constraint attributes each violation code carries, for the codes that
 * carry any.
 *
 * @remarks
 * Only `too_long` with `maxLength` is stated by the spec; every other row is
 * inferred from the meaning of the code and the attribute. The builders'
 * types, the messages and the JSON Schema all follow from the definition.
 *
 * @public
 */
export const CODE_ATTRIBUTES: { readonly [C in CodeWithAttributes]: readonly AttributesOf<C>[] } = Object.fromEntries(
  Object.entries(BUILT_IN_VIOLATIONS as { readonly [code: string]: { readonly attributes?: readonly string[] } })
    .filter(([, definition]) => definition.attributes !== undefined)
    .map(([code, definition]) => [code, definition.attributes]),
) as never;

/**
 * The form of each constraint attribute's value (see `AttributeForm`).
 *
 * @public
 */
export const ATTRIBUTE_FORMS: { readonly [A in ConstraintAttribute]: AttributeForm } = Object.fromEntries(
  Object.entries(BUILT_IN_ATTRIBUTES as { readonly [name: string]: { readonly form?: AttributeForm } }).map(
    ([name, definition]) => [name, definition.form],
  ),
) as never;

/**
 * The meaning of every constraint attribute, for the schemas' descriptions.
 *
 * @public
 */
export const ATTRIBUTE_DESCRIPTIONS: { readonly [A in ConstraintAttribute]: string } = Object.fromEntries(
  Object.entries(BUILT_IN_ATTRIBUTES).map(([name, definition]) => [name, definition.description]),
) as never;

/**
 * The English sentence of every violation code (ICU MessageFormat; see
 * `MessageDefinition`).
 *
 * @public
 */
export const VIOLATION_PATTERNS: { readonly [C in ViolationCode]: MessageDefinition } = Object.fromEntries(
  Object.entries(BUILT_IN_VIOLATIONS as { readonly [code: string]: { readonly message?: MessageDefinition } }).map(
    ([code, definition]) => [code, definition.message],
  ),
) as never;

/**
 * The HTTP status of every known base error code.
 *
 * @public
 */
export const BASE_ERROR_STATUS: KnownBaseErrorStatuses = Object.fromEntries(
  Object.entries(BUILT_IN_BASE_ERRORS).map(([code, definition]) => [code, definition.status]),
) as never;

/**
 * The English message of every known base error code (ICU MessageFormat;
 * see `MessageDefinition`).
 *
 * @public
 */
export const BASE_ERROR_PATTERNS: { readonly [C in KnownBaseErrorCode]: MessageDefinition } = Object.fromEntries(
  Object.entries(BUILT_IN_BASE_ERRORS).map(([code, definition]) => [code, definition.message]),
) as never;

/**
 * The English message of each known base error code when the error carries
 * no details: its plain pattern, or the pattern's `""` variant (plain text:
 * `defineCatalogue` and a test check that it holds no placeholder). The
 * builders' default message.
 *
 * @public
 */
export const BASE_ERROR_DEFAULT_MESSAGES: { readonly [C in KnownBaseErrorCode]: string } = Object.fromEntries(
  Object.entries(BUILT_IN_BASE_ERRORS as { readonly [code: string]: { readonly message: MessageDefinition } }).map(
    ([code, definition]) => [
      code,
      typeof definition.message === "string" ? definition.message : definition.message[""],
    ],
  ),
) as never;

/**
 * The title of each known base error code: what RFC 9457's `title` says for
 * a problem type named after the code.
 *
 * @public
 */
export const BASE_ERROR_TITLES: { readonly [C in KnownBaseErrorCode]: string } = Object.fromEntries(
  Object.entries(BUILT_IN_BASE_ERRORS).map(([code, definition]) => [code, definition.title]),
) as never;

/**
 * The JSON Schema (2020-12) of the `details` of each known base error code
 * that declares one, `false` when the code carries no details.
 *
 * @public
 */
export const BASE_ERROR_DETAILS_SCHEMAS: {
  readonly [C in CodeWithDetailsSchema]: (typeof BUILT_IN_BASE_ERRORS)[C]["details"];
} = Object.fromEntries(
  Object.entries(BUILT_IN_BASE_ERRORS as { readonly [code: string]: { readonly details?: DetailsSchema } })
    .filter(([, definition]) => definition.details !== undefined)
    .map(([code, definition]) => [code, definition.details]),
) as never;

/**
 * The known base error codes worth sending again unchanged (a 429, a 503).
 *
 * @public
 */
export const RETRYABLE_CODES: readonly KnownBaseErrorCode[] = Object.entries(
  BUILT_IN_BASE_ERRORS as { readonly [code: string]: { readonly retryable?: boolean } },
)
  .filter(([, definition]) => definition.retryable === true)
  .map(([code]) => code as KnownBaseErrorCode);

/**
 * The generic code of each status (`not_found` for 404): what a boundary
 * answers when a thrown value carries only a status.
 *
 * @public
 */
export const GENERIC_CODES: { readonly [status: number]: KnownBaseErrorCode } = Object.fromEntries(
  Object.entries(
    BUILT_IN_BASE_ERRORS as { readonly [code: string]: { readonly status: number; readonly generic?: boolean } },
  )
    .filter(([, definition]) => definition.generic === true)
    .map(([code, definition]) => [definition.status, code]),
) as never;

/**
 * The message each constraint violations code has when none is given.
 *
 * @public
 */
export const DEFAULT_VIOLATIONS_MESSAGES: { readonly [C in ConstraintViolationsCode]: string } = Object.fromEntries(
  Object.entries(CONSTRAINT_VIOLATIONS).map(([code, definition]) => [code, definition.message]),
) as never;

type BaseErrors = typeof BUILT_IN_BASE_ERRORS;

/** The built-in codes that are the generic code of their status. */
type GenericCode = {
  readonly [C in KnownBaseErrorCode]: BaseErrors[C] extends { readonly generic: true } ? C : never;
}[KnownBaseErrorCode];

/**
 * A 4xx status that has a generic code in the built-in catalogue.
 *
 * @public
 */
export type ClientErrorStatus = {
  readonly [C in GenericCode]: `${BaseErrors[C]["status"]}` extends `4${string}` ? BaseErrors[C]["status"] : never;
}[GenericCode];

/** The generic code of status `S`. */
type GenericCodeOf<S extends number> = {
  readonly [C in GenericCode]: BaseErrors[C]["status"] extends S ? C : never;
}[GenericCode];

/**
 * The base error a thrown client error status becomes, per HTTP status: the
 * generic code of the status and its default message, which an error
 * boundary answers with when a framework or a library throws a value
 * carrying that `status` or `statusCode` (a body that is not JSON, a body too
 * large, Hono's `HTTPException`, http-errors), and that the shortcuts
 * (`unauthorized`, `notFound`, `tooManyRequests`, ...) use.
 *
 * @remarks
 * Read from the built-in catalogue's definition (its base errors marked
 * `generic`). A 4xx status that is not listed is answered with
 * {@link CLIENT_ERROR_FALLBACK}. The message is never the thrown value's own,
 * which may carry internals.
 *
 * @public
 */
export const CLIENT_ERRORS: {
  readonly [S in ClientErrorStatus]: { readonly code: GenericCodeOf<S>; readonly message: string };
} = Object.fromEntries(
  Object.entries(GENERIC_CODES)
    .filter(([status]) => status.startsWith("4"))
    .map(([status, code]) => [status, { code, message: BASE_ERROR_DEFAULT_MESSAGES[code as KnownBaseErrorCode] }]),
) as never;

/**
 * The base error of a 4xx status that {@link CLIENT_ERRORS} does not list
 * (417, 418, 423, 451, 499, ...); the status itself is kept.
 *
 * @public
 */
export const CLIENT_ERROR_FALLBACK: { readonly code: "client_error"; readonly message: string } = {
  code: "client_error",
  message: BASE_ERROR_DEFAULT_MESSAGES.client_error,
};

/**
 * A code of {@link CLIENT_ERRORS}, or of {@link CLIENT_ERROR_FALLBACK}.
 *
 * @public
 */
export type ClientErrorCode = GenericCodeOf<ClientErrorStatus> | "client_error";

/**
 * A status this package answers with or expects from a gateway: the status
 * of every base error of the built-in catalogue (the client errors, the 5xx
 * a server or a proxy in front of it sends) and of a constraint violations
 * error.
 *
 * @public
 */
export type CataloguedStatus =
  | (typeof BUILT_IN_BASE_ERRORS)[keyof typeof BUILT_IN_BASE_ERRORS]["status"]
  | (typeof CONSTRAINT_VIOLATIONS)[ConstraintViolationsCode]["status"];

/**
 * Whether a failure with this status is worth sending again, unchanged:
 * `true` for a status whose built-in code is `retryable` (408, 429, 502, 503,
 * 504), `false` for every other status of the catalogue (500: the same
 * request most likely fails the same way; a 4xx: the request itself must
 * change).
 *
 * @remarks
 * A status not listed (a 4xx such as 418, a 5xx such as 501) is not retried.
 * `isRetryable` reads this table; a network failure, which has no status, is
 * retried only for an idempotent method ({@link IDEMPOTENT_METHODS}).
 *
 * @public
 */
export const RETRYABLE_STATUSES: { readonly [S in CataloguedStatus]: boolean } = Object.fromEntries([
  [400, false],
  ...Object.values(BASE_ERROR_STATUS).map((status) => [
    status,
    RETRYABLE_CODES.some((code) => BASE_ERROR_STATUS[code] === status),
  ]),
]) as never;
