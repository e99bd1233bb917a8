import type { BaseErrorBody, ConstraintViolationsErrorBody } from "../body/bodies.js";
import { newTicket } from "../errors/ticket.js";
import { parseJsonRequestBody } from "./parse-json-request-body.js";
import { _cancel, _readUtf8 } from "./read-utf8.js";

/**
 * The largest request body {@link readJsonRequest} reads by default: 4 MiB,
 * the reference server's limit.
 *
 * @public
 */
export const DEFAULT_MAX_BODY_BYTES = 4_194_304;

/**
 * The media types {@link readJsonRequest} reads a body as: `application/json`
 * and any `application/<name>+json` (RFC 6839), in any case, with any
 * parameters but a `charset` other than UTF-8 (RFC 8259: JSON between systems
 * is UTF-8). The `details.supportedMediaTypes` of its 415.
 *
 * @public
 */
export const JSON_MEDIA_TYPES: readonly ["application/json", "application/*+json"] = [
  "application/json",
  "application/*+json",
];

/**
 * Options of {@link readJsonRequest}.
 *
 * @public
 */
export interface ReadJsonRequestOptions {
  /**
   * The largest body read, in bytes: a whole number of at least 1;
   * {@link DEFAULT_MAX_BODY_BYTES} (4 MiB) by default. A larger one is
   * refused with 413 `payload_too_large` as soon as it is announced or read
   * past the limit, and the rest of it is cancelled.
   */
  readonly maxBytes?: number;
  /**
   * The deepest nesting of arrays and objects read, the body itself at depth
   * 1: `parseJsonRequestBody`'s option; its `DEFAULT_MAX_NESTING_DEPTH` (64)
   * by default.
   */
  readonly maxNestingDepth?: number;
  /** The ticket of the error body; a fresh UUID when absent. */
  readonly ticket?: string;
}

/**
 * The error body {@link readJsonRequest} refuses a request with: a base
 * error (415, 413 or 400 `invalid_request`, its status the catalogue's) or a
 * 400 `message_body_constraint_violations` (nesting too deep, a lone
 * surrogate).
 *
 * @public
 */
export type ReadJsonRequestError =
  | (BaseErrorBody & { readonly code: "invalid_request" | "payload_too_large" | "unsupported_media_type" })
  | ConstraintViolationsErrorBody;

/**
 * What {@link readJsonRequest} returns: the body's JSON object, or the error
 * body to answer with (`throw new ApiError(result.error)` answers it with its
 * status).
 *
 * @public
 */
export type ReadJsonRequestResult =
  | { readonly ok: true; readonly value: { readonly [member: string]: unknown } }
  | { readonly ok: false; readonly error: ReadJsonRequestError };

/** What the reader reads of a request: a Fetch `Request`, or anything with its headers and body. */
interface RequestParts {
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<unknown> | null;
}

/** A refusal of {@link readJsonRequest}. */
type Refusal = ReadJsonRequestResult & { readonly ok: false };

/**
 * `JSON_MEDIA_TYPES` as one pattern of the media type's essence (lower
 * case), the `*` standing for a name of RFC 9110's token characters: the
 * list a 415 advertises is the list read.
 */
const JSON_ESSENCE = /^application\/(?:[!#$%&'*+.^_`|~0-9a-z-]+\+)?json$/;

/** A `charset` parameter's value that says UTF-8, quoted or not, in any case. */
const UTF8_CHARSET = /^"?utf-8"?$/i;

/**
 * Whether a `Content-Type` says JSON, as {@link JSON_MEDIA_TYPES} lists it;
 * a missing one does not.
 */
function isJsonContentType(header: string | null): boolean {
  if (header === null) return false;
  const [essence = "", ...parameters] = header.split(";");
  if (!JSON_ESSENCE.test(essence.trim().toLowerCase())) return false;
  return parameters.every((parameter) => {
    const at = parameter.indexOf("=");
    if (at === -1 || parameter.slice(0, at).trim().toLowerCase() !== "charset") return true;
    return UTF8_CHARSET.test(parameter.slice(at + 1).trim());
  });
}

/** A base error of the reader, written out (the builders would bring the whole catalogue into its bundle). */
function refused(
  code: "invalid_request" | "payload_too_large" | "unsupported_media_type",
  message: string,
  options: ReadJsonRequestOptions,
  details?: NonNullable<BaseErrorBody["details"]>,
): Refusal {
  const body = { type: "base_error", code, message, ticket: options.ticket ?? newTicket() } as const;
  return { ok: false, error: details === undefined ? body : { ...body, details } };
}

const unreadable = (options: ReadJsonRequestOptions): Refusal =>
  refused("invalid_request", "The request body could not be read", options);

const notUtf8 = (options: ReadJsonRequestOptions): Refusal =>
  refused("invalid_request", "The request body is not UTF-8; send JSON encoded as UTF-8", options);

const tooLarge = (maxBytes: number, options: ReadJsonRequestOptions): Refusal =>
  refused("payload_too_large", `The request body is larger than ${maxBytes} bytes`, options, { maxBytes });

/**
 * Reads the JSON body of a Fetch `Request` for a server: declared JSON, no
 * larger than a limit, UTF-8, a JSON object nested no deeper than a limit,
 * every string and member name of it Unicode text.
 *
 * @remarks
 * For any Fetch framework (Hono's `c.req.raw`, Next.js route handlers,
 * `Bun.serve`, `Deno.serve`, workers); `api-error-model/hono`'s `jsonBody`
 * reads with it. In this order, answering the first failure with its error
 * body:
 *
 * 1. A body not declared JSON (a `Content-Type` missing, or other than
 *    {@link JSON_MEDIA_TYPES}: `application/json` or `application/*+json`,
 *    UTF-8 if a charset is given): 415 `unsupported_media_type` with
 *    `details.supportedMediaTypes`, before a byte is read. A request that
 *    announces no body (no stream, or `Content-Length: 0`) is an empty body,
 *    whatever its `Content-Type`.
 * 2. A body larger than `maxBytes` ({@link DEFAULT_MAX_BODY_BYTES}, 4 MiB):
 *    413 `payload_too_large` with `details.maxBytes`, as soon as its
 *    `Content-Length` says so or the bytes read pass the limit; the rest of
 *    the body is cancelled, so that no more than the limit is ever held.
 * 3. Bytes that are not UTF-8 (decoded with `fatal: true`; a leading BOM is
 *    dropped): 400 `invalid_request`. A body stream that fails (the client
 *    went away) or was already read: 400 `invalid_request`.
 * 4. The text, read by `parseJsonRequestBody`: empty, not JSON or not an
 *    object (400 `invalid_request`), nested deeper than `maxNestingDepth`
 *    (`max_nesting_depth_exceeded` under `""`), or holding a lone surrogate
 *    (`invalid_code_point` at its key), both
 *    400 `message_body_constraint_violations`.
 *
 * Never rejects on what the client sent, and no error body quotes it. The
 * messages say what to send instead; a localizer answers them in the
 * client's language as the catalogue's sentences of their codes.
 *
 * @param request - the request, its body not read yet
 * @param options - `maxBytes`, `maxNestingDepth`, and the error's `ticket`
 * @returns `{ ok: true, value }` with the body's JSON object, or `{ ok: false, error }` with the error body to answer with
 * @throws TypeError (a rejected promise) when `maxBytes` or `maxNestingDepth` is not a whole number of at least 1 (a programming error)
 *
 * @example
 * ```ts
 * const read = await readJsonRequest(request);
 * if (!read.ok) throw new ApiError(read.error); // 415, 413 or 400, with its status
 * read.value; // the JSON object
 * ```
 * @public
 */
export async function readJsonRequest(
  request: Request,
  options: ReadJsonRequestOptions = {},
): Promise<ReadJsonRequestResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) {
    throw new TypeError(`maxBytes must be an integer of at least 1, got ${String(maxBytes)}`);
  }
  // parseJsonRequestBody checks maxNestingDepth: asked now, so that a wrong limit is never taken for a client's fault.
  parseJsonRequestBody("{}", options);
  let body: ReadableStream<unknown> | null;
  let declaredJson: boolean;
  let length: string | null;
  try {
    const parts = request as RequestParts;
    body = parts.body;
    declaredJson = isJsonContentType(parts.headers.get("content-type"));
    length = parts.headers.get("content-length");
  } catch {
    // A request whose headers or body cannot be read.
    return unreadable(options);
  }
  // No stream, or `Content-Length: 0` (RFC 9112, section 6.3): no body, whatever its Content-Type.
  if (body === null || length === "0") return parseJsonRequestBody("", options);
  if (!declaredJson) {
    // Not read: cancelled, so that the runtime may drop it.
    _cancel(body);
    return refused(
      "unsupported_media_type",
      `The request body must be JSON: send it with Content-Type ${JSON_MEDIA_TYPES.join(" or ")}`,
      options,
      { supportedMediaTypes: [...JSON_MEDIA_TYPES] },
    );
  }
  if (Number(length) > maxBytes) {
    _cancel(body);
    return tooLarge(maxBytes, options);
  }
  const read = await _readUtf8(body, maxBytes);
  if (read.ok) return parseJsonRequestBody(read.text, options);
  return read.reason === "too_large"
    ? tooLarge(maxBytes, options)
    : read.reason === "not_utf8"
      ? notUtf8(options)
      : unreadable(options);
}
