import type { BaseErrorBody, ConstraintViolationsErrorBody, ErrorBody, Violations } from "../body/bodies.js";
import { isBodyShape } from "../body/shape.js";
import { CONSTRAINT_VIOLATIONS_STATUS } from "../catalogue/base-codes.js";
import { BASE_ERROR_STATUS, type KnownBaseErrorCode } from "../catalogue/tables.js";
import { type ErrorHeaders, ownHeaders } from "./headers.js";

// Symbol.for gives the same symbol in every copy of this package and every realm,
// so a brand check works where `instanceof` does not.
const brand: unique symbol = Symbol.for("api-error-model.ApiError") as never;

/**
 * Options of {@link ApiError}.
 *
 * @public
 */
export interface ApiErrorOptions {
  /** The HTTP status (400 to 599). Required for a base code with no known status. */
  readonly status?: number;
  /** What caused the error; kept for logs, never serialised. */
  readonly cause?: unknown;
  /**
   * Whether a 5xx error's body may be shown to the client as it is. By
   * default `toResponse` answers every 5xx `ApiError` with the generic
   * `internal_error` body, as it does for any other unexpected failure.
   */
  readonly expose?: boolean;
  /**
   * Response headers that every error boundary sends with the body, such as
   * `{ "retry-after": "30" }` for a 429 or `www-authenticate` for a 401.
   * Names are stored in lower case. A boundary never lets them replace the
   * headers that frame its body (`content-type`, `content-length`,
   * `transfer-encoding`), and leaves out a header that cannot be sent (a
   * name that is no token; a value with a line break, another control
   * character or a character above U+00FF).
   */
  readonly headers?: ErrorHeaders | undefined;
}

/**
 * An error body whose status this package knows, so that {@link ApiError}
 * needs no `status` option for it.
 *
 * @public
 */
export type KnownStatusBody = ConstraintViolationsErrorBody | (BaseErrorBody & { readonly code: KnownBaseErrorCode });

function knownStatus(body: ErrorBody): number | undefined {
  if (body.type === "constraint_violations_error") return CONSTRAINT_VIOLATIONS_STATUS;
  return Object.hasOwn(BASE_ERROR_STATUS, body.code) ? BASE_ERROR_STATUS[body.code as KnownBaseErrorCode] : undefined;
}

/** A fresh copy of the body's known members, so that nothing else travels with it. */
function pickBody(body: ErrorBody): ErrorBody {
  const out: Record<string, unknown> = { type: body.type, code: body.code, message: body.message, ticket: body.ticket };
  if (body.details !== undefined) out["details"] = body.details;
  if (body.type === "constraint_violations_error") out["violations"] = body.violations;
  return out as unknown as ErrorBody;
}

/**
 * An error a handler throws and a client catches: an error body with its
 * HTTP status.
 *
 * @remarks
 * Mirrors the body's members (`type`, `code`, `message`, `ticket`, `details`,
 * `violations`), so the guards narrow a body and an `ApiError` alike.
 * `toJSON()` is the body; `cause` is kept for logs and never serialised.
 * Recognised by `isApiError` through a `Symbol.for` brand, so two copies
 * of this package, or another realm, still agree.
 *
 * @example
 * ```ts
 * throw new ApiError(baseError({ code: "user_not_found", message: "User [42] could not be found" }));
 * throw new ApiError(baseError({ code: "too_many_requests", message: "Slow down." }), {
 *   status: 429,
 *   headers: { "retry-after": "30" },
 * });
 * ```
 * @public
 */
export class ApiError<B extends ErrorBody = ErrorBody> extends Error {
  /** Always `"ApiError"`, a literal that survives minification (unlike the class name). */
  override readonly name = "ApiError" as const;
  /** The HTTP status (400 to 599). */
  // Declared, not defined: the constructor sets each member once (a class field would
  // first define it as undefined, in every error and in the bundle).
  declare readonly status: number;
  /** The error body, as sent on the wire. */
  declare readonly body: B;
  /** The body's `type`. */
  declare readonly type: B["type"];
  /** The body's `code`. */
  declare readonly code: B["code"];
  /** The body's `ticket`. */
  declare readonly ticket: string;
  /** The body's `details`, when it has them. */
  declare readonly details: B["details"];
  /** The body's `violations` for a constraint violations error, else `undefined`. */
  declare readonly violations: B extends ConstraintViolationsErrorBody ? Violations : undefined;
  /** Whether a 5xx body may be shown to the client as it is (see `ApiErrorOptions.expose`). */
  declare readonly expose: boolean;
  /** The response headers to send with the body, by lower-case name (see `ApiErrorOptions.headers`); frozen. */
  declare readonly headers: ErrorHeaders;

  /**
   * Wraps a body whose status this package knows: a constraint violations
   * error (400) or a base error with a code of `BASE_ERROR_STATUS`.
   *
   * @param body - an error body, such as one from `baseError` or `constraintViolationsError`
   * @param options - status (to override the known one), cause, expose, headers
   * @throws TypeError when `body` is not an error body; RangeError for a status outside 400 to 599
   */
  // A conditional, not `B & KnownStatusBody`: TypeScript infers `B` through it, so that
  // `new ApiError(body)` is typed by its body (`violations`, `toJSON()`).
  constructor(body: B extends KnownStatusBody ? B : KnownStatusBody, options?: ApiErrorOptions);
  /**
   * Wraps any error body with the status it is answered with.
   *
   * @param body - an error body, such as one from `baseError` or `constraintViolationsError`
   * @param options - status (required: the code has no known status), cause, expose, headers
   * @throws TypeError when `body` is not an error body or no status is given; RangeError for a status outside 400 to 599
   */
  constructor(body: B, options: ApiErrorOptions & { readonly status: number });
  constructor(body: B, options: ApiErrorOptions = {}) {
    if (!isBodyShape(body)) throw new TypeError("ApiError: body is not an error body");
    const status = options.status ?? knownStatus(body);
    if (status === undefined)
      throw new TypeError(`ApiError: code ${body.code} has no known status; pass options.status`);
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RangeError(`ApiError: status must be an integer from 400 to 599, got ${String(status)}`);
    }
    super(body.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    // The members come from the copy, so that they and `body` agree even for a body of getters.
    const picked = pickBody(body) as B & { readonly violations?: Violations };
    this.body = picked;
    this.type = picked.type;
    this.code = picked.code;
    this.ticket = picked.ticket;
    this.details = picked.details as B["details"];
    this.violations = picked.violations as never;
    this.expose = options.expose === true;
    this.headers = ownHeaders(options.headers);
    Object.defineProperty(this, brand, { value: true });
  }

  /**
   * The body as sent on the wire, which `JSON.stringify(error)` uses; never
   * the `cause`, the stack or the status.
   *
   * @returns the body
   */
  toJSON(): B {
    return this.body;
  }

  /**
   * Makes `instanceof ApiError` agree with `isApiError`, across
   * package copies and realms.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // Subclasses keep the ordinary prototype check.
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass being tested against.
    if (this !== ApiError) return super[Symbol.hasInstance](value);
    return isApiError(value);
  }
}

/**
 * Tells whether `value` is an {@link ApiError}, from this copy of the package
 * or any other, in this realm or another; with `type`, one whose body has
 * that type, so that one guard gives both `status` and the body's members.
 *
 * @example
 * ```ts
 * if (isApiError(e, "constraint_violations_error")) showFieldErrors(e.status, e.violations);
 * ```
 * @param value - anything, typically a caught value
 * @param type - `base_error` or `constraint_violations_error`; any when absent
 * @returns `true` for an `ApiError` (of that type)
 * @public
 */
export function isApiError(value: unknown): value is ApiError;
/**
 * Tells whether `value` is an {@link ApiError} whose body has type `type`.
 *
 * @param value - anything, typically a caught value
 * @param type - `base_error` or `constraint_violations_error`
 * @returns `true` for an `ApiError` of that type
 * @public
 */
export function isApiError<T extends ErrorBody["type"]>(
  value: unknown,
  type: T,
): value is ApiError<Extract<ErrorBody, { readonly type: T }>>;
export function isApiError(value: unknown, type?: ErrorBody["type"]): boolean {
  try {
    return _isApiError(value) && (type === undefined || value.body.type === type);
  } catch {
    // A body whose type throws on a second read is of no type we can trust.
    return false;
  }
}

/**
 * {@link isApiError} without the type: the brand and a valid body.
 *
 * @internal
 */
export function _isApiError(value: unknown): value is ApiError {
  try {
    // Stryker disable ConditionalExpression,LogicalOperator: equivalent, the brand read throws on null (caught: false) and gives undefined on a primitive.
    return (
      typeof value === "object" &&
      value !== null &&
      // Stryker restore ConditionalExpression,LogicalOperator
      (value as { [brand]?: unknown })[brand] === true &&
      isBodyShape((value as ApiError).body)
    );
  } catch {
    // A hostile value (a Proxy, a throwing getter) is simply not an ApiError.
    return false;
  }
}
