import { DEFAULT_VIOLATIONS_MESSAGES } from "../core/errors/build.js";
import { BASE_ERROR_MESSAGES, type BaseErrorMessages } from "./base-messages.js";
import type { Locale } from "./locale.js";
import { VIOLATION_MESSAGES, type ViolationMessages } from "./violation-messages.js";

/**
 * English, the fallback of every function of this entry: used when no
 * locale is given, and by `negotiateLocale` when no offered locale fits.
 * It lives in `api-error-model/messages` itself, so that it cannot be lost
 * to tree-shaking.
 *
 * @public
 */
export const en: Locale & { readonly violations: ViolationMessages; readonly baseErrors: BaseErrorMessages } = {
  tag: "en",
  violations: VIOLATION_MESSAGES,
  baseErrors: BASE_ERROR_MESSAGES,
  phrases: {
    wholeBody: "(request body)",
    wholeRequest: "(request)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `is not valid (${what})`,
    violationsMessages: DEFAULT_VIOLATIONS_MESSAGES,
    requestFailed: (code) => `The request failed (${code}).`,
  },
};
