import type { ClientErrorStatus, ToResponseOptions } from "api-error-model";
import { ApiError, isApiError } from "../core/errors/api-error.js";
import { clientError } from "../core/errors/shortcuts.js";
import { freshTicket } from "../core/wire/boundary.js";
import { NOT_JSON_BODY } from "../core/wire/parse-json-request-body.js";
import { fromAjvErrors, type RequestPart } from "../validators/ajv/from-ajv-errors.js";

/**
 * Framework failures that get a message more precise than their status's
 * generic one, by body-parser's `type` (Express) or Fastify's `code`. Their
 * status and code come from `CLIENT_ERRORS` as for any thrown client error.
 * The others (a body too large, Fastify's unsupported media type) are answered
 * by their status alone: its generic message says the same.
 */
const FRAMEWORK_MESSAGES: { readonly [typeOrCode: string]: readonly [ClientErrorStatus, string] } = {
  "entity.parse.failed": [400, `${NOT_JSON_BODY}.`],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, `${NOT_JSON_BODY}.`],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty, but its content type says JSON."],
  "charset.unsupported": [415, "The charset of the request body is not supported."],
  "encoding.unsupported": [415, "The content encoding of the request body is not supported."],
};

/** The request parts other than the body (which is also what an unknown context is read as). */
const PARTS: ReadonlySet<string> = new Set(["querystring", "params", "headers"]);

function member(value: object, name: string): unknown {
  return (value as { readonly [key: string]: unknown })[name];
}

/**
 * The `ApiError` for a framework's own failure that this entry knows: Fastify's
 * schema validation errors (`error.validation`, ajv) as a constraint
 * violations error, body-parser's and Fastify's body failures with a precise
 * message. Anything else is returned as it is, for `toHttpResponse` to judge.
 * Never throws.
 */
export function fromFrameworkError(thrown: unknown, options: ToResponseOptions): unknown {
  try {
    // An ApiError says what it is; a plain value carries no framework failure.
    if (
      typeof thrown !== "object" ||
      // Stryker disable next-line ConditionalExpression: equivalent, reading a member of null throws and the catch returns it as it is.
      thrown === null ||
      isApiError(thrown)
    )
      return thrown;
    const validation = member(thrown, "validation");
    if (Array.isArray(validation)) {
      const context = member(thrown, "validationContext");
      const part = (typeof context === "string" && PARTS.has(context) ? context : "body") as RequestPart;
      return new ApiError(fromAjvErrors(validation, { part, ticket: freshTicket(options) }));
    }
    for (const name of ["type", "code"]) {
      const key = member(thrown, name);
      if (typeof key === "string" && Object.hasOwn(FRAMEWORK_MESSAGES, key)) {
        const [status, message] = FRAMEWORK_MESSAGES[key] as readonly [ClientErrorStatus, string];
        // Only when the failure says it is one: a 5xx under the same name stays unexpected.
        const said = member(thrown, "statusCode") ?? member(thrown, "status");
        return said === status ? clientError(status, { message, ticket: freshTicket(options) }) : thrown;
      }
    }
  } catch {
    // A hostile value, or validation errors that cannot be read: the boundary judges it as it is.
  }
  return thrown;
}
