import { type ErrorHeaders, ownHeaders } from "./headers.js";

const brand: unique symbol = Symbol.for("api-error-model.UnexpectedResponseError") as never;

/**
 * The most characters of a response's text that an
 * {@link UnexpectedResponseError} keeps.
 *
 * @public
 */
export const EXCERPT_LENGTH = 1024;

/**
 * Why a response could not be read as an error.
 *
 * - `not_a_failure`: the status is not 4xx or 5xx.
 * - `unreadable_body`: reading the body failed.
 * - `body_too_large`: the body is longer than the limit of the call that read it, and the rest was cancelled: `errorFromResponse`'s `maxBodyBytes` (1 MiB by default), or `fetchJson`'s for a success body (16 MiB by default).
 * - `empty_body`: the body is empty.
 * - `not_json`: the body is not JSON, and its content type does not claim it is (an HTML page from a proxy, say).
 * - `invalid_json`: the content type says JSON (or, without one, the text starts as JSON does), but the text does not parse.
 * - `not_an_error_body`: the body is JSON, but not an error body.
 *
 * @public
 */
export type UnexpectedResponseReason =
  | "not_a_failure"
  | "unreadable_body"
  | "body_too_large"
  | "empty_body"
  | "not_json"
  | "invalid_json"
  | "not_an_error_body";

/**
 * A response that is not an error of this model: an HTML 502 from a proxy, an
 * empty body, invalid JSON, or JSON of another shape; for `fetchJson`, also a
 * success body it cannot read as JSON.
 *
 * @public
 */
export class UnexpectedResponseError extends Error {
  /** Always `"UnexpectedResponseError"`, a literal that survives minification. */
  override readonly name = "UnexpectedResponseError" as const;
  /** The response's HTTP status. */
  readonly status: number;
  /** Why the response was not read as an error. */
  readonly reason: UnexpectedResponseReason;
  /** The response's `content-type`, or `null`. */
  readonly contentType: string | null;
  /** The start of the response's text: at most {@link EXCERPT_LENGTH} characters. */
  readonly excerpt: string;
  /**
   * The response headers a client acts on, by lower-case name; frozen.
   * `errorFromResponse` keeps `retry-after` when it is valid, for
   * `retryDelay`.
   */
  readonly headers: ErrorHeaders;

  /**
   * Describes a response that could not be read as an error.
   *
   * @param init - status, reason, content type, the response text (cut to {@link EXCERPT_LENGTH}) and the headers to keep
   */
  constructor(init: {
    readonly status: number;
    readonly reason: UnexpectedResponseReason;
    readonly contentType?: string | null;
    readonly text?: string;
    readonly headers?: ErrorHeaders | undefined;
  }) {
    super(`Unexpected response with status ${init.status}: ${init.reason.replaceAll("_", " ")}`);
    this.status = init.status;
    this.reason = init.reason;
    this.contentType = init.contentType ?? null;
    this.excerpt = excerptOf(init.text ?? "");
    this.headers = ownHeaders(init.headers);
    Object.defineProperty(this, brand, { value: true });
  }
}

/** Cuts text to EXCERPT_LENGTH characters without splitting a surrogate pair. */
function excerptOf(text: string): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a text of at most EXCERPT_LENGTH characters is kept whole by the slice below too.
  if (text.length <= EXCERPT_LENGTH) return text;
  const last = text.charCodeAt(EXCERPT_LENGTH - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? EXCERPT_LENGTH - 1 : EXCERPT_LENGTH);
}

/**
 * Tells whether `value` is an {@link UnexpectedResponseError}, from any copy
 * of this package.
 *
 * @param value - anything
 * @returns `true` for an `UnexpectedResponseError`
 * @public
 */
export function isUnexpectedResponseError(value: unknown): value is UnexpectedResponseError {
  try {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, the brand read throws on null (caught: false) and gives undefined on a primitive.
    return typeof value === "object" && value !== null && (value as { [brand]?: unknown })[brand] === true;
  } catch {
    return false;
  }
}
