import { _localeFrom } from "./compile-locale.js";
import { EN_DATA } from "./en-data.js";
import type { Locale } from "./locale.js";

/**
 * English, the fallback of every function of this entry: used when no
 * locale is given, by `negotiateLocale` when no offered locale fits, and for
 * a code another locale lacks. Derived from the catalogue definition, the
 * one home of English; also the subpath `api-error-model/messages/en`.
 *
 * @public
 */
export const en: Locale = /* @__PURE__ */ _localeFrom(EN_DATA);
