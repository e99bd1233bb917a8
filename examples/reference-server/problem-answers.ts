import { type ErrorBody, JSON_CONTENT_TYPE } from "api-error-model";
import { en, type Locale, negotiateLocale } from "api-error-model/messages";
import { negotiateMediaType } from "api-error-model/pages";
import { PROBLEM_JSON_CONTENT_TYPE, toProblemDetails } from "api-error-model/views";
import type { Context } from "hono";

/** Where the pages of the catalogue's codes are served: a problem's `type` is this path and the code. */
export const ERROR_PAGES_PATH = "/errors/";

/** The error media types the server sends, its own first: `*\/*` and `application/*` get the model's. */
const ERROR_MEDIA_TYPES = [JSON_CONTENT_TYPE.split(";")[0] as string, PROBLEM_JSON_CONTENT_TYPE];

/** A `Vary` value with `Accept` added once. */
function varyWithAccept(vary: string | null): string {
  const names = (vary ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return names.some((name) => name.toLowerCase() === "accept") ? names.join(", ") : [...names, "Accept"].join(", ");
}

/**
 * An error answer in the form the request's `Accept` prefers: the model's
 * body as it is (`application/json`), or its RFC 9457 form
 * (`application/problem+json`) whose `type` is the code's page
 * (`/errors/{code}`, a URI reference resolved against the request's), its
 * violations' sentences in the language of `Accept-Language`. Every error
 * answer carries `Vary: Accept`, on the context's response too (Hono copies
 * that one's headers over the answer).
 *
 * @param answer - the boundary's answer, an error body as JSON
 * @param c - the request's context
 * @param locales - the locales the server answers in, `false` for English only
 */
export async function errorAnswerFor(
  answer: Response,
  c: Context,
  locales: readonly Locale[] | false,
): Promise<Response> {
  const vary = varyWithAccept(answer.headers.get("vary"));
  answer.headers.set("vary", vary);
  try {
    c.res.headers.set("vary", varyWithAccept(c.res.headers.get("vary")));
  } catch {
    // No response on the context yet, or immutable headers: nothing to keep in step.
  }
  if (negotiateMediaType(c.req.header("accept"), ERROR_MEDIA_TYPES) !== PROBLEM_JSON_CONTENT_TYPE) return answer;
  const body = (await answer.json()) as ErrorBody;
  const locale = locales === false ? en : negotiateLocale(c.req.header("accept-language"), locales);
  const problem = toProblemDetails(body, { status: answer.status, typeBase: ERROR_PAGES_PATH, locale });
  const headers = new Headers(answer.headers);
  headers.set("content-type", PROBLEM_JSON_CONTENT_TYPE);
  headers.delete("content-length");
  return new Response(JSON.stringify(problem), { status: answer.status, headers });
}
