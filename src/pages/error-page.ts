import type { AnyCatalogue, CatalogueJson } from "api-error-model/catalogue";
import type { Locale } from "api-error-model/messages";
/*
 * The public functions that write a code's page and the index, in a
 * format and a language.
 */

import { JSON_CONTENT_TYPE } from "../index.js";
import { en } from "../messages/index.js";
import type { PageLinks } from "./links.js";
import { nearestCode } from "./nearest-code.js";
import {
  catalogueData,
  DEFAULT_CATALOGUE,
  type ErrorIndexEntry,
  indexEntries,
  messageLocales,
  pageData,
} from "./page-data.js";
import { indexHtml, notFoundHtml, pageHtml } from "./render-html.js";
import { indexMarkdown, notFoundMarkdown, pageMarkdown } from "./render-markdown.js";
import { wordsFor } from "./words.js";

/**
 * The formats of a page: HTML (a whole document), Markdown, and JSON (the
 * page's data, `ErrorPageData`).
 *
 * @public
 */
export type ErrorPageFormat = "html" | "markdown" | "json";

/**
 * The media type of each format, as the pages are sent.
 *
 * @public
 */
export const ERROR_PAGE_CONTENT_TYPES: { readonly [F in ErrorPageFormat]: string } = {
  html: "text/html;charset=UTF-8",
  markdown: "text/markdown;charset=UTF-8",
  json: JSON_CONTENT_TYPE,
};

/**
 * Options of `errorPage` and `errorIndex`.
 *
 * @public
 */
export interface ErrorPageOptions {
  /** The catalogue whose codes the pages document; `builtInCatalogue` when absent. */
  readonly catalogue?: AnyCatalogue;
  /**
   * The reader's locale: the page's own words (in English where the pages do
   * not speak its language, see `PAGE_WORDS`) and the first of its messages;
   * English when absent.
   */
  readonly locale?: Locale;
  /** The locales whose messages a code's page lists, after the reader's; English is always among them. */
  readonly locales?: readonly Locale[];
  /** `html` (the default), `markdown` or `json`. */
  readonly format?: ErrorPageFormat;
  /**
   * What links to another page start with: `""` (the default) for pages side
   * by side (`too_long` links to `not_found`), or a path such as `/errors/`.
   */
  readonly basePath?: string;
  /** What links to another page end with, such as `.html` for static files; `""` by default. */
  readonly extension?: string;
}

/**
 * A page as written: its text, its media type and its language.
 *
 * @public
 */
export interface ErrorPageDocument {
  /** The media type, with its charset: `text/html;charset=UTF-8`, ... */
  readonly contentType: string;
  /** The text of the page. */
  readonly body: string;
  /** The tag of the language of the page's own words. */
  readonly language: string;
}

/**
 * Why `errorPage` wrote no page: the catalogue has no code of that name.
 *
 * @public
 */
export interface ErrorPageNotFound {
  /** "unknown code", followed by the name asked for. */
  readonly message: string;
  /** The catalogue's code nearest to the name, when one is near enough to be a typo. */
  readonly suggestion?: string;
  /** The page that says so, in the format and language asked for, with the link to the suggestion. */
  readonly page: ErrorPageDocument;
}

/**
 * What `errorPage` answers: the page, or why there is none.
 *
 * @public
 */
export type ErrorPageResult =
  | { readonly ok: true; readonly value: ErrorPageDocument }
  | { readonly ok: false; readonly error: ErrorPageNotFound };

/**
 * The index as JSON: every code of the catalogue with its kind, description
 * and the link to its page.
 *
 * @public
 */
export interface ErrorIndexJson {
  /** The codes: violation codes, then base error codes, then the constraint violations codes. */
  readonly codes: readonly (ErrorIndexEntry & { readonly href: string })[];
}

/** The links of the options. */
export function linksOf(options: Pick<ErrorPageOptions, "basePath" | "extension">): PageLinks {
  const basePath = options.basePath ?? "";
  const extension = options.extension ?? "";
  const index = extension === "" ? (basePath === "" ? "./" : basePath) : `${basePath}index${extension}`;
  return {
    href: (code) => (code === undefined ? index : `${basePath}${encodeURIComponent(code)}${extension}`),
  };
}

/** The document of a text in a format and language. */
function documentOf(format: ErrorPageFormat, body: string, language: string): ErrorPageDocument {
  return { contentType: ERROR_PAGE_CONTENT_TYPES[format], body, language };
}

/** What the internal writers need, read once from the options. */
export interface PageContext {
  readonly catalogue: AnyCatalogue;
  readonly data: CatalogueJson;
  readonly locale: Locale;
  readonly locales: readonly Locale[];
  readonly format: ErrorPageFormat;
  readonly links: PageLinks;
}

/** The context of the options. */
export function contextOf(options: ErrorPageOptions, data?: CatalogueJson): PageContext {
  const catalogue = options.catalogue ?? DEFAULT_CATALOGUE;
  const locale = options.locale ?? en;
  return {
    catalogue,
    data: data ?? catalogueData(catalogue),
    locale,
    locales: messageLocales(locale, options.locales ?? []),
    format: options.format ?? "html",
    links: linksOf(options),
  };
}

/** A code's page in a context (see `errorPage`). */
export function pageIn(code: string, context: PageContext): ErrorPageResult {
  const { catalogue, data, locale, locales, format, links } = context;
  const words = wordsFor(locale.tag);
  const page = pageData(code, catalogue, data, locales);
  if (page === undefined) {
    const suggestion = nearestCode(
      code,
      indexEntries(data).map((entry) => entry.code),
    );
    const text =
      format === "html"
        ? notFoundHtml(words, links, suggestion)
        : format === "markdown"
          ? notFoundMarkdown(words, links, suggestion)
          : JSON.stringify({ code: null, ...(suggestion === undefined ? {} : { suggestion }) });
    return {
      ok: false,
      error: {
        message: `unknown code ${JSON.stringify(code.slice(0, 64))}`,
        ...(suggestion === undefined ? {} : { suggestion }),
        page: documentOf(format, text, words.tag),
      },
    };
  }
  const text =
    format === "html"
      ? pageHtml(page, words, links)
      : format === "markdown"
        ? pageMarkdown(page, words, links)
        : JSON.stringify(page, null, 2);
  return { ok: true, value: documentOf(format, text, words.tag) };
}

/** The index in a context (see `errorIndex`); `query` filters its codes. */
export function indexIn(context: PageContext, query = ""): ErrorPageDocument {
  const { data, locale, format, links } = context;
  const words = wordsFor(locale.tag);
  const folded = query.trim().toLowerCase();
  const entries = indexEntries(data).filter(
    (entry) => folded === "" || entry.code.includes(folded) || entry.description.toLowerCase().includes(folded),
  );
  if (format === "json") {
    const json: ErrorIndexJson = { codes: entries.map((entry) => ({ ...entry, href: links.href(entry.code) })) };
    return documentOf(format, JSON.stringify(json, null, 2), words.tag);
  }
  const text = format === "html" ? indexHtml(entries, words, links, query) : indexMarkdown(entries, words, links);
  return documentOf(format, text, words.tag);
}

/**
 * The page of one code of a catalogue: what it means, when a service sends
 * it and how a client fixes the request, its constraint attributes or
 * details with their meaning, an example body, its status, its message in
 * every locale given, `since` and `deprecated`.
 *
 * @remarks
 * The page's own words (headings, labels) are in the reader's language
 * where `PAGE_WORDS` has it, else English; the catalogue's descriptions and
 * explanations are English, marked `lang="en"` in HTML; the messages are in
 * every locale of `options.locales` (and the reader's, and English), filled
 * with sample values. HTML is one whole document readable without
 * JavaScript, with `lang` and `dir`, landmarks and headings; every text of
 * the catalogue is escaped. Never throws for a name the catalogue does not
 * have: the failure carries the nearest code and a page that says so.
 *
 * @param code - the code, such as `too_long`
 * @param options - the catalogue, the reader's locale, the locales of the messages, the format, the links
 * @returns `{ ok: true, value }` with the page, or `{ ok: false, error }` for an unknown code
 *
 * @example
 * ```ts
 * const page = errorPage("too_long", { locale: de, format: "markdown" });
 * if (page.ok) page.value.body; // "# Fehlercode `too_long`\n\n..."
 * ```
 * @public
 */
export function errorPage(code: string, options: ErrorPageOptions = {}): ErrorPageResult {
  return pageIn(code, contextOf(options));
}

/**
 * The index of a catalogue: every code, by kind, with its description and a
 * link to its page; as HTML with a filter (a GET form with the parameter `q`
 * that a script runs as you type), as Markdown, or as JSON (`ErrorIndexJson`).
 *
 * @param options - the catalogue, the reader's locale (the page's words), the format, the links
 * @returns the index
 *
 * @example
 * ```ts
 * errorIndex({ format: "markdown" }).body; // "# Error codes\n\n## Violation codes\n\n- [`blank`](<blank>): ..."
 * ```
 * @public
 */
export function errorIndex(options: Omit<ErrorPageOptions, "locales"> = {}): ErrorPageDocument {
  return indexIn(contextOf(options));
}
