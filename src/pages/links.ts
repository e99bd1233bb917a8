/*
 * Where a page's links point, and the name of a language in the reader's
 * language: what the HTML and Markdown writers share.
 */

import type { PageWords } from "./words.js";

/**
 * Where the pages' links point: a code's page and the index, and, when
 * the page is served in several languages, its version in another.
 */
export interface PageLinks {
  /** The link to `code`'s page, or to the index when `code` is `undefined`. */
  readonly href: (code: string | undefined) => string;
  /** The link to this page in the language `tag`; absent when the page exists in one language only. */
  readonly languageHref?: ((tag: string) => string) | undefined;
  /** The tags of the languages the page is offered in, for `languageHref`. */
  readonly languages?: readonly string[] | undefined;
}

/** The name of language `tag` in the words' language, such as "Deutsch" or "German"; the tag when `Intl` has none. */
export function languageName(tag: string, words: PageWords): string {
  try {
    const name = new Intl.DisplayNames([words.tag], { type: "language", fallback: "none" }).of(tag);
    return name === undefined ? tag : name;
  } catch {
    return tag;
  }
}
