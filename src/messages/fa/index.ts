/**
 * Persian messages, the subpath `api-error-model/messages/fa`: pass its
 * `fa` as `{ locale: fa }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale is data: its sentences are messages.json (ICU MessageFormat), which this module only
// loads. The build writes them compiled into dist/ (scripts/compile-locales.mjs), without a parser.
import type { Locale } from "api-error-model/messages";
import { _localeFrom } from "../compile-locale.js";
import data from "./messages.json" with { type: "json" };

/**
 * Persian (`fa`), right to left: the whole catalogue, for `{ locale: fa }`.
 *
 * @public
 */
export const fa: Locale = _localeFrom(data);
