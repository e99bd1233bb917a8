/**
 * Thai messages, the subpath `api-error-model/messages/th`: pass its
 * `th` as `{ locale: th }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale is data: its sentences are messages.json (ICU MessageFormat), which this module only
// loads. The build writes them compiled into dist/ (scripts/compile-locales.mjs), without a parser.
import type { Locale } from "api-error-model/messages";
import { _localeFrom } from "../compile-locale.js";
import data from "./messages.json" with { type: "json" };

/**
 * Thai (`th`): the whole catalogue, for `{ locale: th }`.
 *
 * @public
 */
export const th: Locale = _localeFrom(data);
