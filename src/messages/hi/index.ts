/**
 * Hindi messages, the subpath `api-error-model/messages/hi`: pass its
 * `hi` as `{ locale: hi }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale is data: its sentences are messages.json (ICU MessageFormat), which this module only
// loads. The build writes them compiled into dist/ (scripts/compile-locales.mjs), without a parser.
import type { Locale } from "api-error-model/messages";
import { _localeFrom } from "../compile-locale.js";
import data from "./messages.json" with { type: "json" };

/**
 * Hindi (`hi`): the whole catalogue, for `{ locale: hi }`.
 *
 * @public
 */
export const hi: Locale = _localeFrom(data);
