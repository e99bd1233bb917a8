import type { ConstraintViolationsCode } from "api-error-model";
import type { PatternWriter } from "../internal/icu/compile-message.js";
import type { DurationUnit, Formatter, ListStyle, TextDirection } from "./format.js";

/**
 * What a compiled message writes with: its values (the error's attributes or
 * details, bound to the writer) written by the locale's formatter, and the
 * option a plural or select takes, by the one rule of every locale.
 *
 * @public
 */
export interface MessageWriter extends PatternWriter {
  /** The formatter the values are written with. */
  readonly formatter: Formatter;
  /** The same values written by another formatter (the pseudo-locale marks what it writes so). */
  with(formatter: Formatter): MessageWriter;
}

/**
 * One sentence of a locale, compiled from its ICU MessageFormat pattern: the
 * text itself when it writes no value, else a function of the writer. The
 * build compiles the shipped locales' patterns; `readLocale` compiles your
 * own data at run time.
 *
 * @public
 */
export type CompiledPattern = string | ((writer: MessageWriter) => string);

/**
 * A code's sentence in a locale: one compiled pattern, or one per variant,
 * keyed as the catalogue definition keys English (`""`, `"maxLength"`,
 * `"maxValue:date:exclusive"`, ...). Which variant fits an error is decided
 * by the messages entry, the same way in every locale.
 *
 * @public
 */
export type LocaleMessage = CompiledPattern | { readonly [variant: string]: CompiledPattern };

/**
 * A locale's sentences of violation codes, by code: the built-in catalogue's
 * and, for a team's catalogue, its own. A code it lacks is written in
 * English.
 *
 * @public
 */
export type LocaleViolationMessages = { readonly [code: string]: LocaleMessage };

/**
 * A locale's sentences of base error codes, by code. A code it lacks is
 * written in English.
 *
 * @public
 */
export type LocaleBaseErrorMessages = { readonly [code: string]: LocaleMessage };

/**
 * The phrases `describeError`, `forEachViolation` and the views use around
 * the sentences, in one locale.
 *
 * @public
 */
export interface LocalePhrases {
  /** The name of a violation on the whole body (key `""`): "(request body)". */
  readonly wholeBody: string;
  /** The name of a violation on the whole request (`request_constraint_violations`): "(request)". */
  readonly wholeRequest: string;
  /** One line of `describeError`, from `{key}` and `{sentence}`: "email: must not be blank". */
  readonly line: CompiledPattern;
  /** A violation code this client does not know, from `{what}`: its code and attributes ("is not valid (x: a 1)"). */
  readonly unknownCode: CompiledPattern;
  /** The message of each constraint violations code: "The request body has constraint violations." */
  readonly violationsMessages: { readonly [C in ConstraintViolationsCode]: string };
  /** An error whose code has no sentence here and whose message is blank, from `{code}`: "The request failed (code)." */
  readonly requestFailed: CompiledPattern;
}

/**
 * How a locale writes durations in one style: how the units join, and the
 * words of the units it writes itself (compiled patterns of `{count}`).
 *
 * @public
 */
export interface LocaleDurationStyle {
  /** `Intl.ListFormat`'s list the units join in: `conjunction`, `unit` (the default) or `narrow`. */
  readonly list?: "conjunction" | "unit" | "narrow";
  /** A literal separator between the units, instead of a list. */
  readonly separator?: string;
  /** The words of some units, from `{count}`; `Intl`'s long unit for the others. */
  readonly units?: { readonly [U in DurationUnit]?: CompiledPattern };
}

/**
 * A locale: the catalogue in one language, as compiled data. A code it
 * lacks is written in English; a test holds every shipped locale complete
 * (`npm run locale:gaps` lists what each still lacks).
 *
 * @remarks
 * Each locale is the subpath `api-error-model/messages/<tag>` and exports one
 * object named by its tag in camel case (`de`, `ptBR`, `enXA`); English (`en`)
 * is also in `api-error-model/messages` itself, as the fallback. Pass it as
 * `{ locale }` to `violationMessage`, `describeError`, `forEachViolation` and
 * the views, or offer several to `negotiateLocale`. Its sources are
 * `messages.json` files of ICU MessageFormat (see docs/messages.md);
 * `readLocale` reads your own.
 *
 * @public
 */
export interface Locale {
  /** The BCP 47 tag: `en`, `de`, `pt-BR`, `zh-Hant`. */
  readonly tag: string;
  /** `rtl` for Arabic, Hebrew and Persian: every inserted value is then isolated. Left-to-right when absent. */
  readonly direction?: TextDirection;
  /** The sentence of each violation code; English writes a code it lacks. */
  readonly violations: LocaleViolationMessages;
  /** The sentence of each base error code; English writes a code it lacks. */
  readonly baseErrors: LocaleBaseErrorMessages;
  /** The phrases around the sentences. */
  readonly phrases: LocalePhrases;
  /** How it joins lists itself, by type (`and`, `or`, `nor`); `Intl.ListFormat` for a type it leaves out. */
  readonly lists?: { readonly [type: string]: ListStyle };
  /** How it writes durations, by style (`default`, or a name a sentence gives: `{maxDuration, duration, oblique}`). */
  readonly durations?: { readonly [style: string]: LocaleDurationStyle };
}
