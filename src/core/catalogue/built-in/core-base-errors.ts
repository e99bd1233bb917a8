/*
 * The base error codes of the core catalogue: those the package's own
 * machinery and boundaries send (a malformed request, an unexpected
 * failure, the client error of each 4xx status, the gateways' 5xx) and the
 * reference service's own, each with its status, title, details schema and
 * English message (ICU MessageFormat, see `MessageDefinition`).
 */

import type { _Assert } from "../assert.js";
import type { BaseErrorDefinitions } from "../definition.js";
import { expectedSelect, FILTER_EXPECTED } from "./filter-expected.js";

/**
 * The base error codes the package's own machinery and boundaries send.
 *
 * @public
 */
export const CORE_BASE_ERRORS = {
  invalid_request: {
    status: 400,
    title: "Invalid request",
    description:
      "The request is malformed and cannot be read, such as a body that is not JSON or a filter with a syntax error.",
    explanation:
      "Sent when the request cannot be read at all: a body that is empty, not JSON or not a JSON object, or a list query's `query` filter with a syntax error, whose `details` then say where. Correct the request's syntax and send it again.",
    details: {
      type: "object",
      properties: {
        parameter: {
          type: "string",
          description: "The request part that is malformed, such as the query parameter query.",
        },
        position: {
          type: "integer",
          minimum: 0,
          description:
            "The 0-based offset of the problem in the parameter, in UTF-16 code units (as JavaScript indexes strings).",
        },
        column: {
          type: "integer",
          minimum: 1,
          description: "The position of the problem counted from 1, in characters, as people count them.",
        },
        expected: {
          type: "string",
          description:
            "What the filter allows at that position, as a value of FILTER_EXPECTED (term, operator, value, junction_or_end, ...).",
        },
        found: {
          type: "string",
          description: "The text found there instead (cut after 32 characters); absent when the parameter ends there.",
        },
      },
    },
    message: {
      "": "The request is not valid.",
      parameter: 'The parameter "{parameter}" is not valid.',
      "parameter+column": 'The parameter "{parameter}" is not valid at position {column, number}.',
      "parameter+column+expected":
        `The parameter "{parameter}" is not valid at position {column, number}: expected ${expectedSelect(FILTER_EXPECTED)}, found the end of the filter.` as string,
      "parameter+column+expected+found":
        `The parameter "{parameter}" is not valid at position {column, number}: expected ${expectedSelect(FILTER_EXPECTED)}, found "{found}".` as string,
    },
    generic: true,
    since: "0.1.0",
  },
  internal_error: {
    status: 500,
    title: "Internal error",
    description: "An unexpected failure on the server; the ticket correlates the response with the server's log.",
    explanation:
      "Sent when the service fails in a way it did not foresee; the response never carries the failure's internals. Send the request again later, and quote the ticket when you report the problem.",
    details: false,
    message: "An unexpected error occurred.",
    since: "0.1.0",
  },
  unauthorized: {
    status: 401,
    title: "Unauthorized",
    description: "The request lacks valid authentication credentials.",
    explanation:
      "Sent when the request carries no credentials, or credentials the service does not accept (expired, revoked or malformed). Authenticate and send the request again with valid credentials.",
    message: "Authentication is required.",
    generic: true,
    since: "0.1.0",
  },
  forbidden: {
    status: 403,
    title: "Forbidden",
    description: "The request is understood, but the client is not allowed to make it.",
    explanation:
      "Sent when the client, authenticated or not, lacks the permission the operation requires. Sending the same request again does not help; use an account that holds the permission.",
    message: "The request is not allowed.",
    generic: true,
    since: "0.1.0",
  },
  not_found: {
    status: 404,
    title: "Not found",
    description: "The requested resource does not exist.",
    explanation:
      "Sent when the resource the request names, such as an entity by its id, does not exist or no longer exists. Check the URL and the identifiers in it.",
    message: "The resource could not be found.",
    generic: true,
    since: "0.1.0",
  },
  method_not_allowed: {
    status: 405,
    title: "Method not allowed",
    description:
      "The resource exists, but does not answer the request's method; the Allow header lists the methods it answers.",
    explanation:
      "Sent when the path is known but the method is not, such as a DELETE on a resource that can only be read. Use one of the methods in `details.allowedMethods` or the Allow header.",
    details: {
      type: "object",
      properties: {
        allowedMethods: {
          type: "array",
          items: { type: "string" },
          description: "The methods the path answers, as in the Allow header.",
        },
        method: { type: "string", description: "The request's method, as the request line has it." },
        path: { type: "string", description: "The request's path, without its query string." },
      },
    },
    message: {
      "": "The method is not allowed for this resource.",
      "allowedMethods+method+path":
        "The method [{method}] is not allowed for [{path}]; use {allowedMethods, list, or}.",
    },
    generic: true,
    since: "0.1.0",
  },
  not_acceptable: {
    status: 406,
    title: "Not acceptable",
    description: "The service cannot answer in any representation the request's Accept headers allow.",
    explanation:
      "Sent when the Accept header (or Accept-Charset, Accept-Encoding) names no representation the operation can produce. Accept application/json, or leave the header out.",
    message: "No acceptable representation is available.",
    generic: true,
    since: "0.1.0",
  },
  request_timeout: {
    status: 408,
    title: "Request timeout",
    description: "The request took too long to arrive.",
    explanation:
      "Sent when the server stops waiting for the rest of a request, usually on a slow or stalled connection. Send the request again.",
    message: "The request took too long to arrive.",
    retryable: true,
    generic: true,
    since: "0.1.0",
  },
  conflict: {
    status: 409,
    title: "Conflict",
    description: "The request conflicts with the current state of the resource.",
    explanation:
      "Sent when the request cannot be applied to the resource as it is now, such as a change based on an outdated version. Read the resource again and send a request that fits its current state.",
    message: "The request conflicts with the current state of the resource.",
    generic: true,
    since: "0.1.0",
  },
  gone: {
    status: 410,
    title: "Gone",
    description: "The resource is no longer available, and will not be again.",
    explanation: "Sent when the resource existed but was removed for good. Stop requesting it and drop any link to it.",
    message: "The resource is no longer available.",
    generic: true,
    since: "0.1.0",
  },
  length_required: {
    status: 411,
    title: "Length required",
    description: "The request must state the length of its body in a Content-Length header.",
    explanation:
      "Sent when a request with a body gives no Content-Length header. Send the body with its Content-Length.",
    message: "The request must state its length.",
    generic: true,
    since: "0.1.0",
  },
  precondition_failed: {
    status: 412,
    title: "Precondition failed",
    description: "A precondition of the request, such as an If-Match header, does not hold.",
    explanation:
      "Sent when a conditional request's condition is false, for instance when the resource changed since the client read it. Read the resource again and send the request with its current validator.",
    message: "A precondition of the request failed.",
    generic: true,
    since: "0.1.0",
  },
  payload_too_large: {
    status: 413,
    title: "Payload too large",
    description: "The request body is larger than the service reads.",
    explanation:
      "Sent when the request body is over the size the service accepts; `details.maxBytes` gives the limit when the service states it. Send a smaller body.",
    details: {
      type: "object",
      properties: { maxBytes: { type: "integer", minimum: 0, description: "The largest body accepted, in bytes." } },
    },
    message: {
      "": "The request body is too large.",
      maxBytes:
        "{maxBytes, plural, one {The request body is larger than # byte.} other {The request body is larger than # bytes.}}",
    },
    generic: true,
    since: "0.1.0",
  },
  uri_too_long: {
    status: 414,
    title: "URI too long",
    description: "The request URI is longer than the service reads.",
    explanation:
      "Sent when the URL, usually its query string, is over the length the server accepts. Shorten it, such as with a shorter `query` filter.",
    message: "The request URI is too long.",
    generic: true,
    since: "0.1.0",
  },
  unsupported_media_type: {
    status: 415,
    title: "Unsupported media type",
    description: "The media type of the request body, its Content-Type, is not one the operation reads.",
    explanation:
      "Sent when a request body comes without a Content-Type, or with one the operation does not read; `details.supportedMediaTypes` lists those it does. Send the body with a supported Content-Type, such as application/json.",
    details: {
      type: "object",
      properties: {
        supportedMediaTypes: {
          type: "array",
          items: { type: "string" },
          description: "The media types a body is read as.",
        },
      },
    },
    message: {
      "": "The media type of the request body is not supported.",
      supportedMediaTypes:
        "The media type of the request body is not supported; send it as {supportedMediaTypes, list, or}.",
    },
    generic: true,
    since: "0.1.0",
  },
  range_not_satisfiable: {
    status: 416,
    title: "Range not satisfiable",
    description: "The range the request asks for in its Range header cannot be served.",
    explanation:
      "Sent when the Range header asks for a part that lies outside the resource. Ask for a range within the resource's size, or for the whole resource.",
    message: "The requested range cannot be served.",
    generic: true,
    since: "0.1.0",
  },
  unprocessable_content: {
    status: 422,
    title: "Unprocessable content",
    description: "The request body is well-formed, but cannot be processed.",
    explanation:
      "Sent when the body parses but its content cannot be acted on. Check the body against the operation's documentation and correct its content.",
    message: "The request body cannot be processed.",
    generic: true,
    since: "0.1.0",
  },
  too_many_requests: {
    status: 429,
    title: "Too many requests",
    description: "The client has sent too many requests in a given time.",
    explanation:
      "Sent when the client goes over a rate limit. Wait before sending the request again, as long as the Retry-After header says when it is given.",
    message: "Too many requests; try again later.",
    retryable: true,
    generic: true,
    since: "0.1.0",
  },
  request_header_fields_too_large: {
    status: 431,
    title: "Request header fields too large",
    description: "The request line and headers are larger than the service reads.",
    explanation:
      "Sent when the request line and headers together, or one header, are over the size the server accepts. Send fewer or shorter headers, or a shorter URL.",
    message: "The request headers are too large.",
    generic: true,
    since: "0.1.0",
  },
  client_error: {
    status: 400,
    title: "Client error",
    description:
      "Answers a 4xx status that the catalogue does not list (such as 418 or 451); the response keeps that status.",
    explanation:
      "Sent when a framework or library fails the request with a client error status that has no code of its own here. Read the response's status to know what went wrong, and correct the request.",
    message: "The request cannot be answered.",
    since: "0.1.0",
  },
  route_not_found: {
    status: 404,
    title: "Route not found",
    description: "No operation lives at the request's path.",
    explanation:
      "Sent when the path of the request matches no operation of the service, such as a mistyped path or a wrong API version; `details` may quote the request's method and path. Check the path against the service's documentation.",
    details: {
      type: "object",
      properties: {
        method: { type: "string", description: "The request's method, as the request line has it." },
        path: { type: "string", description: "The request's path, without its query string." },
      },
    },
    message: {
      "": "No operation matches the method and path of the request.",
      "method+path": "No operation matches [{method} {path}].",
    },
    since: "0.1.0",
  },
  service_unavailable: {
    status: 503,
    title: "Service unavailable",
    description: "The service is briefly unable to answer, for instance while it stops or restarts.",
    explanation:
      "Sent when the service cannot take the request right now, such as during a restart or an overload. Send the same request again after a short wait, as long as the Retry-After header says when it is given.",
    message: "The service is temporarily unavailable; try again later.",
    retryable: true,
    generic: true,
    since: "0.1.0",
  },
  bad_gateway: {
    status: 502,
    title: "Bad gateway",
    description: "A gateway or proxy in front of the service got no valid response from it.",
    explanation:
      "Sent by a gateway or proxy when the service behind it failed to answer properly, often while it restarts. Send the same request again after a short wait.",
    message: "The gateway received no valid response from the service; try again later.",
    retryable: true,
    generic: true,
    since: "0.1.0",
  },
  gateway_timeout: {
    status: 504,
    title: "Gateway timeout",
    description: "A gateway or proxy in front of the service got no response from it in time.",
    explanation:
      "Sent by a gateway or proxy when the service behind it takes too long to answer. Send the same request again after a short wait; a request that changes data may already have been applied.",
    message: "The gateway received no response from the service in time; try again later.",
    retryable: true,
    generic: true,
    since: "0.1.0",
  },
} as const;

/**
 * `CORE_BASE_ERRORS` is a table of base error definitions.
 *
 * @internal
 */
export type _CoreBaseErrorsChecked = _Assert<typeof CORE_BASE_ERRORS extends BaseErrorDefinitions ? true : false>;
