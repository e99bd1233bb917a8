import type { OpenApiDocument } from "api-error-model/contract";

// The server keeps no sentences of its own: its codes are the catalogue's, written in every
// language by the package's locales (the boundary's `localizeMessages`, app.ts). Here only the
// OpenAPI document says so.

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
