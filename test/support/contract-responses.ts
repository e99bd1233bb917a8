/**
 * Checks HTTP responses against an OpenAPI 3.1 document with ajv: the
 * operation is found by method and path template, the response by status,
 * and the body validated against that response's schema. A response the
 * document does not describe is a problem too.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import type { OpenApiDocument } from "../../src/contract/index.js";

const BASE = "https://contract.test/openapi.json";

type Json = { readonly [key: string]: unknown };

function pointer(segments: readonly string[]): string {
  return `#/${segments.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}

function member(value: unknown, key: string): Json | undefined {
  return typeof value === "object" && value !== null && Object.hasOwn(value, key)
    ? ((value as Json)[key] as Json)
    : undefined;
}

/** What a checker looks at in a response. */
export interface CheckedResponse {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
}

/** A function that answers the problems of one response (an empty list when it conforms). */
export type ResponseChecker = (response: CheckedResponse) => string[];

/**
 * A checker for `document`: ajv 2020-12 over the whole document, compiled
 * per response once.
 */
export function responseChecker(document: OpenApiDocument): ResponseChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...document, $id: BASE });
  const compiled = new Map<string, ValidateFunction>();
  const paths = (member(document, "paths") ?? {}) as { readonly [path: string]: Json };
  const templates = Object.keys(paths).map((template) => ({
    template,
    regex: new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]+")}$`,
    ),
  }));

  /** The problems of a body against the schema at `segments` (a Response Object). */
  function checkBody(segments: readonly string[], response: Json, reply: CheckedResponse, label: string): string[] {
    const content = member(response, "content");
    if (content === undefined)
      return reply.text === "" ? [] : [`${label}: the document describes no body, got ${reply.text.slice(0, 200)}`];
    const mediaType = Object.keys(content)[0] as string;
    if (!(reply.contentType ?? "").startsWith(mediaType))
      return [`${label}: content type ${reply.contentType}, described ${mediaType}`];
    let body: unknown;
    try {
      body = JSON.parse(reply.text);
    } catch {
      return [`${label}: the body is not JSON: ${reply.text.slice(0, 200)}`];
    }
    const ref = `${BASE}${pointer([...segments, "content", mediaType, "schema"])}`;
    let validate = compiled.get(ref);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate(body) ? [] : [`${label}: ${ajv.errorsText(validate.errors)}; body ${reply.text.slice(0, 500)}`];
  }

  return (reply) => {
    const method = reply.method.toUpperCase();
    // A CORS preflight answered without a body is the protocol, not an operation.
    if (method === "OPTIONS" && reply.status === 204 && reply.text === "") return [];
    const path = new URL(reply.url).pathname;
    const label = `${method} ${path} ${reply.status}`;
    const matched = templates.find(({ regex }) => regex.test(path));
    const item = matched === undefined ? undefined : paths[matched.template];
    const operationMethod = method.toLowerCase();
    const operation = member(item, operationMethod);
    if (matched === undefined || operation === undefined) {
      // No operation: a path no operation lives at is 404, a known path with another method 405, and
      // every operation (at that path) declares that answer, so a client of any operation expects it.
      const status = matched === undefined ? 404 : 405;
      if (reply.status !== status) return [`${label}: no operation of the document, and not ${status}`];
      const items = matched === undefined ? Object.entries(paths) : [[matched.template, item as Json] as const];
      return items.flatMap(([template, declaredItem]) =>
        // A HEAD operation describes no body: the bodies are checked against the others.
        Object.keys(declaredItem).flatMap((declared) => {
          if (declared === "head" && method !== "HEAD") return [];
          const at = ["paths", template, declared, "responses", String(status)];
          const response = member(member(member(declaredItem, declared), "responses"), String(status));
          if (response === undefined) return [`${label}: ${declared} ${template} does not declare ${status}`];
          // A HEAD answer has no body to check.
          return method === "HEAD" ? [] : checkBody(at, response, reply, label);
        }),
      );
    }
    const responses = member(operation, "responses") ?? {};
    const key = Object.hasOwn(responses, String(reply.status)) ? String(reply.status) : "default";
    const response = member(responses, key);
    if (response === undefined)
      return [`${label}: the document does not describe this status for ${operationMethod} ${matched.template}`];
    return checkBody(["paths", matched.template, operationMethod, "responses", key], response, reply, label);
  };
}
