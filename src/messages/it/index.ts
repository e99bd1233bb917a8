/**
 * Italian messages, the subpath `api-error-model/messages/it`: pass its
 * `it` as `{ locale: it }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale is data: its sentences are messages.json (ICU MessageFormat), which this module only
// loads. The build writes them compiled into dist/ (scripts/compile-locales.mjs), without a parser.
import type { Locale } from "api-error-model/messages";
import { _localeFrom } from "../compile-locale.js";
import data from "./messages.json" with { type: "json" };

/**
 * Italian (`it`): the whole catalogue, for `{ locale: it }`.
 *
 * @public
 */
export const it: Locale = _localeFrom(data);
