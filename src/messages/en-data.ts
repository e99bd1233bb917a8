/*
 * English as a locale's data, derived from the catalogue definition (the one
 * home of English): the sentences of every code, and the phrases around
 * them. en.ts compiles it at run time in the sources; the build writes it
 * compiled into dist/messages/en.js (scripts/compile-locales.mjs).
 */

import { BASE_ERROR_PATTERNS, DEFAULT_VIOLATIONS_MESSAGES, VIOLATION_PATTERNS } from "../core/catalogue/tables.js";
import type { LocaleData } from "./compile-locale.js";

/**
 * English's data: the definition's patterns and the phrases.
 *
 * @internal
 */
export const EN_DATA: LocaleData = {
  tag: "en",
  violations: VIOLATION_PATTERNS,
  baseErrors: BASE_ERROR_PATTERNS,
  phrases: {
    wholeBody: "(request body)",
    wholeRequest: "(request)",
    line: "{key}: {sentence}",
    unknownCode: "is not valid ({what})",
    violationsMessages: DEFAULT_VIOLATIONS_MESSAGES,
    requestFailed: "The request failed ({code}).",
  },
};
