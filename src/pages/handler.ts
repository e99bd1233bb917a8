import type { AnyCatalogue } from "api-error-model/catalogue";
import type { Locale } from "api-error-model/messages";
/*
 * The pages served: a Fetch handler that answers a code's page and the
 * index by content negotiation, for the address a problem's `type` points at.
 */

import { ApiError, baseError, toResponse } from "../index.js";
import { en, errorMessage, negotiateLocale } from "../messages/index.js";
import { contextOf, type ErrorPageDocument, type ErrorPageFormat, indexIn, pageIn } from "./error-page.js";
import { negotiateMediaType } from "./negotiate-media-type.js";
import { DEFAULT_CATALOGUE } from "./page-data.js";

/**
 * Options of `errorPagesHandler`.
 *
 * @public
 */
export interface ErrorPagesHandlerOptions {
  /** The catalogue whose codes are served; `builtInCatalogue` when absent. */
  readonly catalogue?: AnyCatalogue;
  /**
   * The locales offered: the reader's is negotiated from `Accept-Language`
   * (or chosen by the query parameter `lang`) among them and English, and
   * every page lists its message in each. English only when absent.
   */
  readonly locales?: readonly Locale[];
  /** The path the pages are served under, with its final slash; `/errors/` by default. */
  readonly basePath?: string;
}

/** The media types offered, best first, and their formats. */
const MEDIA_TYPES: readonly (readonly [string, ErrorPageFormat])[] = [
  ["text/html", "html"],
  ["text/markdown", "markdown"],
  ["application/json", "json"],
];

/** The longest `q` of the index's filter that is read. */
const MAX_QUERY_LENGTH = 100;

/** The response of a page. */
function answer(document: ErrorPageDocument, status: number, head: boolean): Response {
  return new Response(head ? null : document.body, {
    status,
    headers: {
      "content-type": document.contentType,
      "content-language": document.language,
      vary: "Accept, Accept-Language",
      "x-content-type-options": "nosniff",
    },
  });
}

/** An error of the model, in the reader's language, answered as every boundary does. */
function errorAnswer(
  code: "not_found" | "method_not_allowed",
  locale: Locale,
  headers: { readonly [name: string]: string } = {},
): Response {
  const body = baseError({ code, message: "" });
  const message = errorMessage(body, { locale }) as string;
  const response = toResponse(new ApiError({ ...body, message }, { headers }));
  response.headers.set("content-language", locale.tag);
  response.headers.set("vary", "Accept, Accept-Language");
  return response;
}

/**
 * A Fetch handler, `(request) => Response`, that serves a page for every
 * code of a catalogue under `basePath` (`GET /errors/too_long`) and the
 * index at `basePath` itself (`GET /errors/`): where a problem's `type`
 * points when `toProblemDetails` is given `typeBase: "/errors/"`.
 *
 * @remarks
 * The format follows `Accept`: HTML (`text/html`, also for `*\/*` and no
 * header), Markdown (`text/markdown`) or JSON (`application/json`); an
 * `Accept` that takes none of them gets HTML all the same. The reader's
 * language follows the query parameter `lang` when it names an offered
 * locale exactly, else `Accept-Language` (`negotiateLocale`), with
 * `Content-Language` and `Vary: Accept, Accept-Language`; each HTML page
 * links to itself in every offered language. The index filters its codes by
 * the query parameter `q` (what its form sends without JavaScript). A name
 * the catalogue does not have is a 404 that suggests the nearest code (an
 * error body when JSON is asked for); a method other than GET and HEAD a 405
 * with `Allow`; `basePath` without its final slash a 308 to it. The pages are
 * made per request from the catalogue (about a millisecond each); put a
 * cache in front for heavy traffic.
 *
 * @param options - the catalogue, the locales offered, the path served under
 * @returns the handler
 *
 * @example
 * ```ts
 * const pages = errorPagesHandler({ locales: [de, fr] });
 * app.get("/errors/*", (c) => pages(c.req.raw)); // Hono
 * ```
 * @public
 */
export function errorPagesHandler(options: ErrorPagesHandlerOptions = {}): (request: Request) => Response {
  const basePath = options.basePath ?? "/errors/";
  const offered = [en, ...(options.locales ?? []).filter((locale) => locale.tag !== en.tag)];
  const catalogue = options.catalogue ?? DEFAULT_CATALOGUE;
  const data = catalogue.toJSON();
  const tags = offered.map((locale) => locale.tag);
  return (request) => {
    const url = new URL(request.url);
    const chosen = url.searchParams.get("lang");
    const locale =
      offered.find((candidate) => candidate.tag === chosen) ??
      negotiateLocale(request.headers.get("accept-language"), offered);
    if (url.pathname === basePath.replace(/\/$/, "") && basePath.endsWith("/")) {
      return new Response(null, { status: 308, headers: { location: `${basePath}${url.search}` } });
    }
    if (!url.pathname.startsWith(basePath)) return errorAnswer("not_found", locale);
    const head = request.method === "HEAD";
    if (request.method !== "GET" && !head) {
      return errorAnswer("method_not_allowed", locale, { allow: "GET, HEAD" });
    }
    const mediaType = negotiateMediaType(
      request.headers.get("accept"),
      MEDIA_TYPES.map(([type]) => type),
    );
    const format = MEDIA_TYPES.find(([type]) => type === mediaType)?.[1] ?? "html";
    const rest = url.pathname.slice(basePath.length);
    const here = (tag: string) => `?lang=${encodeURIComponent(tag)}`;
    const context = contextOf({ catalogue, locale, locales: offered, format, basePath }, data);
    // A language chosen by `lang` stays chosen along the links.
    const kept = chosen === locale.tag ? here(locale.tag) : "";
    const links = {
      href: (target: string | undefined) => `${context.links.href(target)}${kept}`,
      languageHref: here,
      languages: tags.filter((tag) => tag !== locale.tag),
    };
    if (rest === "") {
      const query = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
      return answer(indexIn({ ...context, links }, query), 200, head);
    }
    let code: string;
    try {
      code = decodeURIComponent(rest);
    } catch {
      code = rest;
    }
    const page = pageIn(code, { ...context, links });
    if (page.ok) return answer(page.value, 200, head);
    if (format === "json") return errorAnswer("not_found", locale);
    return answer(page.error.page, 404, head);
  };
}
