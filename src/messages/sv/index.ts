/**
 * Swedish messages, the subpath `api-error-model/messages/sv`: pass its
 * `sv` as `{ locale: sv }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale is data: its sentences are messages.json (ICU MessageFormat), which this module only
// loads. The build writes them compiled into dist/ (scripts/compile-locales.mjs), without a parser.
import type { Locale } from "api-error-model/messages";
import { _localeFrom } from "../compile-locale.js";
import data from "./messages.json" with { type: "json" };

/**
 * Swedish (`sv`): the whole catalogue, for `{ locale: sv }`.
 *
 * @public
 */
export const sv: Locale = _localeFrom(data);
