import {
  BASE_ERROR_STATUS,
  type BaseErrorBody,
  baseError,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_NESTING_DEPTH,
  JSON_MEDIA_TYPES,
  type ViolationCode,
} from "api-error-model";
import type { ErrorDeclaration } from "api-error-model/contract";
import { errorMessage } from "api-error-model/messages";

/**
 * The largest request body the server reads: the package's
 * `readJsonRequest` default, 4 MiB. A larger one is answered with 413
 * `payload_too_large`.
 */
export const BODY_LIMIT_BYTES: number = DEFAULT_MAX_BODY_BYTES;

/**
 * The limits a request body is read within unless the app is given others
 * (`maxBodyBytes`, `maxNestingDepth`): {@link BODY_LIMIT_BYTES}, and the
 * package's `DEFAULT_MAX_NESTING_DEPTH`. The app reads bodies within them and
 * its served document states them.
 */
export const DEFAULT_BODY_LIMITS: { readonly maxBytes: number; readonly maxNestingDepth: number } = {
  maxBytes: BODY_LIMIT_BYTES,
  maxNestingDepth: DEFAULT_MAX_NESTING_DEPTH,
};

/**
 * The largest request head (request line and headers) accepted: 1 MiB, so that
 * a long `query` filter reaches the list-query checks (which answer `too_long`)
 * instead of being cut by Node's 16 KiB default.
 */
export const MAX_HEADER_BYTES: number = 1024 * 1024;

/**
 * The errors the server itself answers on every route, whatever the
 * operation: their statuses are the package catalogue's (`BASE_ERROR_STATUS`);
 * here the details this server always sends and what it means by each, which
 * the builders below and server.ts use and every operation declares
 * (operations.ts).
 */
export const ROUTE_ERRORS = {
  route_not_found: { status: BASE_ERROR_STATUS.route_not_found, description: "No operation lives at this path." },
  method_not_allowed: {
    status: BASE_ERROR_STATUS.method_not_allowed,
    description: "The path is known, the method is not; the response carries Allow.",
    headers: {
      Allow: {
        description: "The methods the path answers, comma-separated (RFC 9110).",
        required: true,
        schema: { type: "string" },
      },
    },
    details: {
      type: "object",
      required: ["allowedMethods"],
      properties: {
        allowedMethods: {
          type: "array",
          items: { type: "string" },
          description: "The methods the path answers, as in the Allow header.",
        },
      },
    },
  },
  invalid_request: {
    description:
      "The request cannot be read: not valid HTTP, a request target or Host header that is not valid, an HTTP/1.1 request without exactly one Host header, or (for an operation with a body) a body that is empty, not UTF-8, not JSON or not a JSON object.",
  },
  internal_error: { description: "An unexpected failure; the ticket correlates it with the server's log." },
  request_header_fields_too_large: {
    status: BASE_ERROR_STATUS.request_header_fields_too_large,
    description: `The request line and headers are over ${MAX_HEADER_BYTES / 1024 / 1024} MiB.`,
  },
  request_timeout: { status: BASE_ERROR_STATUS.request_timeout, description: "The request took too long to arrive." },
  service_unavailable: {
    status: BASE_ERROR_STATUS.service_unavailable,
    description: "The server is stopping; send the request again.",
    headers: {
      "Retry-After": {
        description: "How many seconds to wait before sending the request again.",
        required: true,
        schema: { type: "integer", minimum: 0 },
      },
    },
  },
} as const satisfies { readonly [code: string]: ErrorDeclaration };

/** The errors every operation that reads a request body answers besides the route's: a body too large, or not JSON. */
export const BODY_ERRORS = {
  payload_too_large: {
    status: BASE_ERROR_STATUS.payload_too_large,
    description: "The request body is larger than the server reads (the request body's x-maxBytes).",
    details: {
      type: "object",
      required: ["maxBytes"],
      properties: { maxBytes: { type: "integer", minimum: 0, description: "The largest body accepted, in bytes." } },
    },
  },
  unsupported_media_type: {
    status: BASE_ERROR_STATUS.unsupported_media_type,
    description: `The request has a body whose Content-Type is missing or not JSON (${JSON_MEDIA_TYPES.join(" or ")}, UTF-8 if a charset is given).`,
    details: {
      type: "object",
      required: ["supportedMediaTypes"],
      properties: {
        supportedMediaTypes: {
          type: "array",
          items: { type: "string" },
          description: "The media types a body is read as.",
        },
      },
    },
  },
} as const satisfies { readonly [code: string]: ErrorDeclaration };

/**
 * The violations the body reader (read-body.ts, with the package's
 * `readJsonRequest`) answers on every operation with a body, before
 * any handler or database sees it, under `""` (the whole body): arrays and
 * objects nested deeper than the limit, and a lone UTF-16 surrogate in a
 * member the operation does not read or in a member name. Every operation
 * with a body declares them (operations.ts).
 */
export const BODY_VIOLATIONS = {
  "": ["max_nesting_depth_exceeded", "invalid_code_point"],
} as const satisfies { readonly [key: string]: readonly ViolationCode[] };

/**
 * What the body reader answers at the key of a member, whatever its rule: a
 * string or a member name holding a lone UTF-16 surrogate, which PostgreSQL
 * text cannot hold. Every declared member lists it first (member-rules.ts).
 */
export const MEMBER_READ_CODES = ["invalid_code_point"] as const satisfies readonly ViolationCode[];

/**
 * A base error of the catalogue with its details, its message the catalogue's
 * English sentence for them (the package's one home of English): every
 * other language is the boundary's, negotiated per request.
 */
export function catalogueError(code: string, details?: NonNullable<BaseErrorBody["details"]>): BaseErrorBody {
  const body = baseError(details === undefined ? { code, message: "" } : { code, message: "", details });
  return { ...body, message: errorMessage(body) as string };
}

/**
 * The client went away (reset or aborted its connection) while its request
 * body was arriving: no one is left to answer, and it is no failure of the
 * server. The error boundary counts it instead of logging it as unexpected.
 */
export class ClientGoneError extends Error {
  override readonly name = "ClientGoneError";

  /** @param cause - why the request was aborted (its signal's reason) */
  constructor(cause: unknown) {
    super("The client went away while its request body was arriving", { cause });
  }
}
