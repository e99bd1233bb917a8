import type { ConstraintViolationsCode } from "../core/catalogue/tables.js";
import type { LocaleBaseErrorMessages } from "./base-messages.js";
import type { TextDirection } from "./format.js";
import type { LocaleViolationMessages } from "./violation-messages.js";

/**
 * The phrases `describeError`, `forEachViolation` and the views use around
 * the templates, in one locale.
 *
 * @public
 */
export interface LocalePhrases {
  /** The name of a violation on the whole body (key `""`): "(request body)". */
  readonly wholeBody: string;
  /** The name of a violation on the whole request (`request_constraint_violations`): "(request)". */
  readonly wholeRequest: string;
  /** One line of `describeError`: the key (already isolated) and its sentence: "email: must not be blank". */
  readonly line: (key: string, sentence: string) => string;
  /** A violation code this client does not know: `what` is the code, then its attributes ("is not valid (x: a 1)"). */
  readonly unknownCode: (what: string) => string;
  /** The message of each constraint violations code: "The request body has constraint violations." */
  readonly violationsMessages: { readonly [C in ConstraintViolationsCode]: string };
  /** An error whose code has no sentence here and whose message is blank: "The request failed (code)." */
  readonly requestFailed: (code: string) => string;
}

/**
 * A locale: the catalogue in one language, typed so that an extra code
 * does not compile and a template reads only its code's attributes. A code
 * it lacks is written in English; a test holds every shipped locale
 * complete (`npm run locale:gaps` lists what each still lacks).
 *
 * @remarks
 * Each locale is the subpath `api-error-model/messages/<tag>` and exports one
 * object named by its tag in camel case (`de`, `ptBR`, `enXA`); English (`en`)
 * lives in `api-error-model/messages` itself, as the fallback. Pass it as
 * `{ locale }` to `violationMessage`, `describeError`, `forEachViolation` and
 * the views, or offer several to `negotiateLocale`.
 *
 * @public
 */
export interface Locale {
  /** The BCP 47 tag: `en`, `de`, `pt-BR`, `zh-Hant`. */
  readonly tag: string;
  /** `rtl` for Arabic and Hebrew: every inserted value is then isolated. Left-to-right when absent. */
  readonly direction?: TextDirection;
  /** One template per violation code; English writes a code it lacks. */
  readonly violations: LocaleViolationMessages;
  /** One template per known base error code; English writes a code it lacks. */
  readonly baseErrors: LocaleBaseErrorMessages;
  /** The phrases around the templates. */
  readonly phrases: LocalePhrases;
}
