/**
 * Traditional Chinese messages, the subpath `api-error-model/messages/zh-Hant`: pass its
 * `zhHant` as `{ locale: zhHant }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale is data: its sentences are messages.json (ICU MessageFormat), which this module only
// loads. The build writes them compiled into dist/ (scripts/compile-locales.mjs), without a parser.
import type { Locale } from "api-error-model/messages";
import { _localeFrom } from "../compile-locale.js";
import data from "./messages.json" with { type: "json" };

/**
 * Traditional Chinese (`zh-Hant`): the whole catalogue, for `{ locale: zhHant }`.
 *
 * @public
 */
export const zhHant: Locale = _localeFrom(data);
