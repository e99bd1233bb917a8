import type { ErrorBody, MessageLocalizer } from "api-error-model";
import type { OpenApiDocument } from "api-error-model/contract";
import { formatterFor, type Locale, localizeMessages } from "api-error-model/messages";
import { MAX_HEADER_BYTES } from "./http-errors.js";
import { isServerTag, quotedId, SERVER_MESSAGES } from "./server-messages.js";

/** What a message about the request in flight may quote of it: the id of its path. */
export interface RequestFacts {
  /** The id in the path (`/api/v1/mfa-challenges/{id}/verify`), capped; empty when the route has none. */
  readonly id: string;
}

/** The facts of a request, capped and escaped as every message quotes them. */
export function requestFacts(id = ""): RequestFacts {
  return { id: quotedId(id) };
}

/** The strings of a details member that is a list of strings; none otherwise. */
function stringsOf(details: unknown, key: string): readonly string[] {
  const value = typeof details === "object" && details !== null ? (details as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** A details member that is a non-negative integer, else 0. */
function countOf(details: unknown, key: string): number {
  const value = typeof details === "object" && details !== null ? (details as Record<string, unknown>)[key] : undefined;
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/**
 * The server's sentence for one of its own codes in `locale`, from the
 * error's details and the request's id; `undefined` for any other code or a
 * locale the server does not write (the package's sentence, or the error's
 * own message, is sent then).
 */
export function serverMessage(body: ErrorBody, locale: Locale, request: RequestFacts): string | undefined {
  if (!isServerTag(locale.tag)) return undefined;
  const messages = SERVER_MESSAGES[locale.tag];
  const f = formatterFor(locale.tag, locale.direction);
  const details = body.type === "base_error" ? body.details : undefined;
  switch (body.code) {
    case "payload_too_large":
      return messages.payload_too_large({ maxBytes: countOf(details, "maxBytes") }, f);
    case "unsupported_media_type":
      return messages.unsupported_media_type({ mediaTypes: stringsOf(details, "supportedMediaTypes") }, f);
    case "request_header_fields_too_large":
      return messages.request_header_fields_too_large({ maxBytes: MAX_HEADER_BYTES }, f);
    case "request_timeout":
      return messages.request_timeout({}, f);
    case "service_unavailable":
      return messages.service_unavailable({}, f);
    case "mfa_challenge_not_found":
      return messages.mfa_challenge_not_found({ id: request.id }, f);
    default:
      return undefined;
  }
}

/**
 * The boundary's `localize` for one request: a known code's message, the
 * package's or the server's own, in the locale negotiated among `locales`.
 */
export function localizeServerErrors(locales: readonly Locale[], request: RequestFacts): MessageLocalizer {
  return localizeMessages(locales, { messages: (body, locale) => serverMessage(body, locale, request) });
}

/** A JSON object of the OpenAPI document, as written. */
type JsonObject = { [key: string]: unknown };

/** The request header that chooses the language, as every operation documents it. */
function acceptLanguageParameter(tags: readonly string[]): JsonObject {
  return {
    name: "Accept-Language",
    in: "header",
    required: false,
    description: `The languages the client reads (RFC 9110, with q-values). An error's message is written in the best of ${tags.join(", ")}, English when none fits; Content-Language names the language sent.`,
    schema: { type: "string" },
  };
}

/** The response headers of every error answer. */
function languageHeaders(tags: readonly string[]): JsonObject {
  return {
    "Content-Language": {
      description: "The language of the error's message.",
      schema: { type: "string", enum: [...tags] },
    },
    Vary: {
      description: "Names Accept-Language: the message depends on it.",
      schema: { type: "string" },
    },
  };
}

/**
 * The OpenAPI document with the languages of its error messages: an
 * `Accept-Language` header parameter on every operation, and
 * `Content-Language` and `Vary` on every error response (status 4xx or 5xx).
 *
 * @param tags - the tags the server answers in
 */
export function documentLanguages(document: OpenApiDocument, tags: readonly string[]): OpenApiDocument {
  const paths: JsonObject = {};
  for (const [path, item] of Object.entries(document["paths"] as JsonObject)) {
    const operations: JsonObject = {};
    for (const [method, operation] of Object.entries(item as JsonObject)) {
      const { parameters, responses, ...rest } = operation as JsonObject;
      const answers: JsonObject = {};
      for (const [status, response] of Object.entries(responses as JsonObject)) {
        answers[status] = /^[45]/.test(status)
          ? {
              ...(response as JsonObject),
              headers: { ...((response as JsonObject)["headers"] as JsonObject | undefined), ...languageHeaders(tags) },
            }
          : response;
      }
      operations[method] = {
        ...rest,
        parameters: [...((parameters as unknown[] | undefined) ?? []), acceptLanguageParameter(tags)],
        responses: answers,
      };
    }
    paths[path] = operations;
  }
  return { ...document, paths: paths as OpenApiDocument };
}
