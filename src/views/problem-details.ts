import type { ApiError, ConstraintAttributes, ErrorBody, ErrorDetails } from "api-error-model";
import type { MessageOptions } from "api-error-model/messages";
import { CONSTRAINT_VIOLATIONS_STATUS, REQUEST_VIOLATIONS_CODE } from "../core/catalogue/base-codes.js";
import { BASE_ERROR_STATUS } from "../core/catalogue/tables.js";
import { isApiError } from "../core/errors/api-error.js";
import { violationMessage } from "../messages/index.js";
import { keyFromPointer, pointerFromKey } from "./json-pointer.js";
import { codeTitle, statusPhrase } from "./titles.js";

/**
 * The media type of a Problem Details document (RFC 9457).
 *
 * @public
 */
export const PROBLEM_JSON_CONTENT_TYPE = "application/problem+json";

/**
 * One violation in the `errors` extension of a {@link ProblemDetails}: the
 * shape of RFC 9457 section 3's example (`detail` and `pointer`), with
 * `parameter` and `header` for other parts of the request as common registries
 * do, and the violation's code and attributes.
 *
 * @public
 */
export interface ProblemDetailsError {
  /** The sentence of `violationMessage`, such as "must be at most 200 characters". */
  readonly detail: string;
  /** For a request body field: a JSON Pointer in URI fragment form, such as `#/protocol/type` (`#` for the whole body). */
  readonly pointer?: string;
  /** For a `request_constraint_violations` error: the name of the query, path or header parameter at fault. */
  readonly parameter?: string;
  /** The name of a header at fault; read by {@link fromProblemDetails}, never written (see `parameter`). */
  readonly header?: string;
  /** The violation key itself, written only when `pointer` cannot express it exactly (such as `a["0"]`). */
  readonly key?: string;
  /** The violation code, such as `too_long`. */
  readonly code: string;
  /** The constraint's metadata, such as `{ maxLength: "200" }`, when the violation has any. */
  readonly constraintAttributes?: ConstraintAttributes;
}

/**
 * An error as an RFC 9457 Problem Details document, with the error body's
 * members as extensions so that nothing is lost.
 *
 * @public
 */
export interface ProblemDetails {
  /** `about:blank`, or `${typeBase}${code}` when a `typeBase` is given. */
  readonly type: string;
  /** The status phrase for `about:blank` ("Bad Request"), else the code's title: a known code's from its table ("User not found"), another's its words. */
  readonly title: string;
  /** The HTTP status, when it is known. */
  readonly status?: number;
  /** The error body's `message`. */
  readonly detail: string;
  /** The `instance` option, when given. */
  readonly instance?: string;
  /** The error body's `code`. */
  readonly code: string;
  /** The error body's `ticket`. */
  readonly ticket: string;
  /** The error body's `details`, when it has them. */
  readonly details?: ErrorDetails;
  /** For a constraint violations error, one entry per violation detail (present, maybe empty); absent for a base error. */
  readonly errors?: readonly ProblemDetailsError[];
}

/**
 * Options of {@link toProblemDetails}.
 *
 * @public
 */
export interface ProblemDetailsOptions extends MessageOptions {
  /** The HTTP status; by default that of an `ApiError`, else the one this package knows for the code. */
  readonly status?: number;
  /** A URI prefix for `type`, such as `https://errors.example.com/`; the code is appended. Without it, `about:blank`. */
  readonly typeBase?: string;
  /** The `instance` member: a URI reference for this occurrence. */
  readonly instance?: string;
}

function knownStatus(body: ErrorBody): number | undefined {
  if (body.type === "constraint_violations_error") return CONSTRAINT_VIOLATIONS_STATUS;
  return Object.hasOwn(BASE_ERROR_STATUS, body.code)
    ? BASE_ERROR_STATUS[body.code as keyof typeof BASE_ERROR_STATUS]
    : undefined;
}

function problemType(typeBase: string | undefined, code: string): string {
  if (typeBase === undefined) return "about:blank";
  try {
    return `${typeBase}${encodeURIComponent(code)}`;
  } catch {
    // A code with a lone surrogate cannot be part of a URI.
    return "about:blank";
  }
}

/** Where a violation is: a `parameter` for the request's other parts, else a `pointer` into the body. */
function location(key: string, requestPart: boolean): { readonly [member: string]: string } {
  if (requestPart) return { parameter: key };
  const pointer = pointerFromKey(key);
  if (pointer === undefined) return { key };
  return keyFromPointer(pointer) === key ? { pointer } : { pointer, key };
}

/**
 * Turns an error into an RFC 9457 Problem Details document
 * (`application/problem+json`).
 *
 * @remarks
 * `detail` is the body's `message`; `code`, `ticket` and `details` travel as
 * extension members, and the violations of a constraint violations error as
 * the `errors` extension: per violation detail, in the body's order,
 * `{ detail, pointer, code, constraintAttributes? }`. A
 * `message_body_constraint_violations` key becomes a JSON Pointer in URI
 * fragment form (`protocol.type` → `#/protocol/type`, `redirectUrls[0]` →
 * `#/redirectUrls/0`, the whole body `""` → `#`; `~` and `/` escaped as `~0`
 * and `~1`, other characters percent-encoded); a `request_constraint_violations`
 * key (a query, path or header parameter; the body does not say which) is
 * given as `parameter`. {@link fromProblemDetails} reads the result back to
 * the same body.
 *
 * `type` is `about:blank` with the status phrase as `title` ("Bad Request"),
 * unless `typeBase` is given: then `type` is `typeBase` followed by the code,
 * and `title` is the code's: a known base error's title from its table
 * ("User not found", "MFA challenge verification failed"), else the code
 * read as words.
 *
 * @param error - an error body or an `ApiError`
 * @param options - status, typeBase, instance, and your own message templates
 * @returns a JSON-ready Problem Details object
 *
 * @example
 * ```ts
 * toProblemDetails(constraintViolationsError({ violations: { email: violation("too_long", { maxLength: 200 }) } }));
 * // { type: "about:blank", title: "Bad Request", status: 400, detail: "The request body has constraint violations.",
 * //   code: "message_body_constraint_violations", ticket: "…",
 * //   errors: [{ detail: "must be at most 200 characters", pointer: "#/email", code: "too_long",
 * //              constraintAttributes: { maxLength: "200" } }] }
 * ```
 * @public
 */
export function toProblemDetails(error: ErrorBody | ApiError, options: ProblemDetailsOptions = {}): ProblemDetails {
  const apiError = isApiError(error);
  const body = apiError ? error.body : (error as ErrorBody);
  const status = options.status ?? (apiError ? error.status : knownStatus(body));
  const code = body.code;
  const problem: Record<string, unknown> = {
    type: problemType(options.typeBase, code),
    title: options.typeBase === undefined ? (statusPhrase(status) ?? codeTitle(code)) : codeTitle(code),
  };
  if (status !== undefined) problem["status"] = status;
  problem["detail"] = body.message;
  if (options.instance !== undefined) problem["instance"] = options.instance;
  problem["code"] = code;
  problem["ticket"] = body.ticket;
  if (body.details !== undefined) problem["details"] = body.details;
  if (body.type === "constraint_violations_error") {
    const requestPart = code === REQUEST_VIOLATIONS_CODE;
    const errors: ProblemDetailsError[] = [];
    for (const [key, list] of Object.entries(body.violations)) {
      const where = location(key, requestPart);
      for (const detail of list) {
        const entry: ProblemDetailsError = {
          detail: violationMessage(detail, options),
          ...where,
          code: detail.code,
        };
        errors.push(
          detail.constraintAttributes === undefined
            ? entry
            : { ...entry, constraintAttributes: detail.constraintAttributes },
        );
      }
    }
    problem["errors"] = errors;
  }
  return problem as unknown as ProblemDetails;
}
