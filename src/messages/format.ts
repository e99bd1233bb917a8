import type { BaseErrorBody } from "api-error-model";
// The grammar of every locale comes from the platform (Intl), never from string
// glue: a locale's templates receive a `Formatter` bound to the locale's tag and
// direction, and write every inserted value through it. The Intl objects are
// made once per tag and kept in a bounded cache (src/internal/memo.ts).
import { readBound } from "../core/catalogue/bounds.js";
import { quoteClientText } from "../core/errors/quote-client-text.js";
import { memo } from "../internal/memo.js";

/**
 * The plural categories of Unicode CLDR; `Intl.PluralRules` picks one per
 * count and language (English: one, other; Russian: one, few, many, other;
 * Arabic: all six).
 *
 * @public
 */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * The forms of one phrase by plural category, with `#` where the number goes:
 * `{ one: "# character", other: "# characters" }`. `other` is required; a
 * category the language has but the forms lack falls back to `other`.
 *
 * @public
 */
export type PluralForms = { readonly other: string } & { readonly [K in PluralCategory]?: string };

/**
 * Writing direction of a locale's text. In a right-to-left locale every
 * value a formatter inserts is isolated (FSI ... PDI, U+2068 ... U+2069), so
 * that a left-to-right value such as `a,b` or `PT30M` reads correctly. In
 * every locale a value's own control and format characters are escaped
 * first (`\u2069`, as `quoteClientText` writes them), so that none closes the
 * isolate or reorders the sentence.
 *
 * @public
 */
export type TextDirection = "ltr" | "rtl";

/**
 * How a list joins its items: all of them (`and`), one of them (`or`), or
 * none of them, after a negation (`nor`: "ni a ni b" in French, "a ani b" in
 * Polish; a locale without such a list joins it as `or`).
 *
 * @public
 */
export type ListType = "and" | "or" | "nor";

/**
 * How a locale joins the items of a list itself, instead of
 * `Intl.ListFormat`: `separator` between items, `last` before the last one,
 * `pair` between the two of a list of two (`last` when absent). Chinese, for
 * one, writes spaces around 或 so that Latin values stay apart.
 *
 * @public
 */
export interface ListStyle {
  /** Between two items but the last two: `", "`. */
  readonly separator: string;
  /** Before the last item: `" und "`. */
  readonly last: string;
  /** Between the two items of a list of two; `last` when absent. */
  readonly pair?: string;
}

/**
 * How a locale writes a duration in one style: the units' words (a function
 * of the amount, a decimal string, for each unit it words itself; `Intl`'s
 * long unit for the others) and how they join: `Intl.ListFormat`'s
 * `conjunction` ("1 Stunde und 30 Minuten"), `unit` (the default: "1 hour,
 * 30 minutes") or `narrow` unit list, or a literal `separator` ("1 jam 30
 * menit").
 *
 * @public
 */
export interface DurationStyle {
  /** `Intl.ListFormat`'s list the units join in: `conjunction`, `unit` (the default) or `narrow`. */
  readonly list?: "conjunction" | "unit" | "narrow";
  /** A literal separator between the units, instead of a list. */
  readonly separator?: string;
  /** The words of a unit and its amount (a decimal string); `undefined` for `Intl`'s long unit. */
  readonly unit?: (unit: DurationUnit, amount: string) => string | undefined;
}

/**
 * The units of an ISO 8601 duration, largest first.
 *
 * @public
 */
export type DurationUnit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

/**
 * A bound of `maxValue` or `minValue`, read and written for the locale: see
 * {@link Formatter.bound}.
 *
 * @public
 */
export interface FormattedBound {
  /** The bound as the locale writes it: a number, a date, or the raw text. */
  readonly bound: string;
  /** Whether the bound itself is excluded (`"<10"`: less than 10). */
  readonly exclusive: boolean;
  /** Whether the bound is a date or a date-time (`"2024-01-31"`), which a sentence says as before or after. */
  readonly date: boolean;
}

/**
 * What a locale's templates write values with: numbers, counts, lists,
 * dates and durations as the locale writes them, each value isolated in a
 * right-to-left locale. A value that does not parse is kept as its raw text,
 * its control and format characters escaped (`\u202e`).
 *
 * @public
 */
export interface Formatter {
  /** The BCP 47 tag this formatter writes for. */
  readonly tag: string;
  /** A decimal attribute, exactly (`"9007199254740993"` is not rounded): `1.000` in German; other text as it is. */
  number(value: string): string;
  /** The form of `forms` that `Intl.PluralRules` chooses for the count, with `#` replaced by the number. */
  count(value: string | number, forms: PluralForms): string;
  /**
   * A comma-joined list attribute (`"a,b,c"`) joined as the locale joins a list of that type (`Intl.ListFormat`
   * unless the locale writes its own): `and`, `or`, or `nor` for a list after a negation ("ni a ni b"; `or`
   * where the locale has no such list); `undefined` when it holds no item.
   */
  list(value: string | undefined, type: ListType): string | undefined;
  /** An ISO 8601 date (`2024-01-31`) or date-time, written for the locale (in UTC); other text as it is. */
  date(value: string): string;
  /**
   * An ISO 8601 duration (`PT1H30M`) as units of the locale ("1 hour, 30 minutes"), in the locale's duration
   * style `style` when it has one (a grammatical case, such as `oblique`); other text as it is.
   */
  duration(value: string, style?: string): string;
  /** Raw text (a code, a field name, a pattern), isolated in a right-to-left locale. */
  text(value: string): string;
  /** A `maxValue` (`mark` `<`) or `minValue` (`mark` `>`), read as the core's `readBound` reads it (`"<10"` is the exclusive bound 10), its bound a number or date written for the locale. */
  bound(value: string, mark: "<" | ">"): FormattedBound;
}

/** First strong isolate and pop directional isolate: a value's own direction stays its own. */
const FSI = "\u2068";
const PDI = "\u2069";

/** A decimal number as attributes carry it; the exponent is kept short so that no text becomes a giant number. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d{1,3})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
/** ISO 8601 duration: at least one part; a fraction (`.` or `,`) as ISO allows. */
const DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const DURATION_UNITS: readonly DurationUnit[] = ["year", "month", "week", "day", "hour", "minute", "second"];
/** The marks of direction that isolate or `Intl` put around text, which plain text leaves out. */
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u2066-\u2069]/g;

/**
 * The items of a list attribute (`allowedValues`, `allowedMediaTypes`): the
 * comma-separated values, trimmed, blanks left out.
 *
 * @internal
 */
export function _listItems(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/**
 * Whether a value is an ISO 8601 date (`2024-01-31`) or date-time that
 * names a day of the calendar: what a formatter writes as a date.
 *
 * @internal
 */
export function _isDate(value: string): boolean {
  if ((!DATE.test(value) && !DATE_TIME.test(value)) || Number.isNaN(Date.parse(value))) return false;
  // Date.parse rolls a day past the month's end over (2024-02-30 is March 1): the day must exist.
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Text without the marks of direction (FSI, PDI and the other isolates,
 * LRM, RLM, ALM): what a sentence is for a log, `{ isolate: false }`.
 *
 * @internal
 */
export function _withoutDirectionMarks(text: string): string {
  return text.replace(DIRECTION_MARKS, "");
}

/** A tag Intl accepts: the given one, or `en` when Intl refuses it (a formatter never throws). */
function intlTag(tag: string): string {
  try {
    return new Intl.Locale(tag).toString();
  } catch {
    return "en";
  }
}

/**
 * What a locale writes its own way, beyond `Intl`: lists by type, and
 * durations by style (`default` when a sentence names none).
 *
 * @internal
 */
export interface _FormatterData {
  readonly lists?: { readonly [type: string]: ListStyle | undefined } | undefined;
  readonly durations?: { readonly [style: string]: DurationStyle | undefined } | undefined;
}

/** A list joined by a locale's own style. */
function joinList(items: readonly string[], style: ListStyle): string {
  if (items.length === 2) return `${items[0]}${style.pair ?? style.last}${items[1]}`;
  return items.length === 1
    ? (items[0] as string)
    : `${items.slice(0, -1).join(style.separator)}${style.last}${items.at(-1) as string}`;
}

/**
 * A formatter for a tag and direction: each inserted value isolated in a
 * right-to-left locale when `isolate`, lists and durations written the
 * locale's way when `data` says how.
 *
 * @internal
 */
export function _makeFormatter(
  tag: string,
  rtl: boolean,
  isolateValues: boolean,
  data: _FormatterData = {},
): Formatter {
  const locale = intlTag(tag);
  const isolate = rtl && isolateValues ? (value: string) => `${FSI}${value}${PDI}` : (value: string) => value;
  // A value's own control and format characters are escaped before it is inserted (a key or a
  // `found` is the client's text; an attribute may come from a remote body): a U+2069 in it
  // would close the isolate early and a U+202E reverse what follows. Intl's output is not.
  const raw = (value: string) => quoteClientText(value, { maxLength: Number.POSITIVE_INFINITY });
  // Intl objects are made on first use: most messages need only one or two of them.
  const intl = memo<string, Intl.NumberFormat | Intl.PluralRules | Intl.ListFormat | Intl.DateTimeFormat>(16);
  const numberFormat = (unit?: string) =>
    intl(`n${unit ?? ""}`, () =>
      unit === undefined
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 20 })
        : new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 20 }),
    ) as Intl.NumberFormat;
  const listFormat = (type: "conjunction" | "disjunction" | "unit", style: "long" | "narrow" = "long") =>
    intl(`l${type}${style}`, () => new Intl.ListFormat(locale, { type, style })) as Intl.ListFormat;
  const dateFormat = (withTime: boolean) =>
    intl(`d${withTime}`, () =>
      withTime
        ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "long", timeZone: "UTC" })
        : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
    ) as Intl.DateTimeFormat;
  const plural = () => intl("p", () => new Intl.PluralRules(locale)) as Intl.PluralRules;

  // Intl.NumberFormat formats a decimal string exactly (ES2023); the lib types still say number.
  const plainNumber = (value: string): string | undefined =>
    DECIMAL.test(value) ? numberFormat().format(value as unknown as number) : undefined;
  const plainDate = (value: string): string | undefined =>
    _isDate(value) ? dateFormat(DATE_TIME.test(value)).format(Date.parse(value)) : undefined;
  const own = <T>(table: { readonly [key: string]: T | undefined } | undefined, key: string): T | undefined =>
    table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

  const duration = (value: string, styleName = "default"): string => {
    const match = DURATION.exec(value);
    if (match === null) return isolate(raw(value));
    const style = own(data.durations, styleName) ?? own(data.durations, "default") ?? {};
    const parts: string[] = [];
    DURATION_UNITS.forEach((unit, index) => {
      const amount = match[index + 1]?.replace(",", ".");
      if (amount !== undefined) {
        parts.push(style.unit?.(unit, amount) ?? numberFormat(unit).format(amount as unknown as number));
      }
    });
    if (parts.length === 0) return isolate(raw(value));
    const joined =
      style.separator !== undefined
        ? parts.join(style.separator)
        : listFormat(
            style.list === "conjunction" ? "conjunction" : "unit",
            style.list === "narrow" ? "narrow" : "long",
          ).format(parts);
    return isolate(joined);
  };

  const formatter: Formatter = {
    tag,
    number: (value) => isolate(plainNumber(value) ?? raw(value)),
    count: (value, forms) => {
      const text = String(value);
      const written = plainNumber(text);
      const category = written === undefined ? "other" : plural().select(Number(text));
      const form = forms[category] ?? forms.other;
      return form.replaceAll("#", isolate(written ?? raw(text)));
    },
    list: (value, type) => {
      if (value === undefined) return undefined;
      const items = _listItems(value).map((item) => isolate(raw(item)));
      if (items.length === 0) return undefined;
      const style = own(data.lists, type) ?? (type === "nor" ? own(data.lists, "or") : undefined);
      if (style !== undefined) return joinList(items, style);
      return listFormat(type === "and" ? "conjunction" : "disjunction").format(items);
    },
    date: (value) => isolate(plainDate(value) ?? raw(value)),
    duration,
    text: (value) => isolate(raw(value)),
    bound: (value, mark) => {
      const { bound, exclusive } = readBound(value, mark);
      const date = plainDate(bound);
      return { bound: isolate(plainNumber(bound) ?? date ?? raw(bound)), exclusive, date: date !== undefined };
    },
  };
  return formatter;
}

/** At most this many formatters at once: a program speaks a few dozen locales at most. */
const formatters = /* @__PURE__ */ memo<string, Formatter>(64);

/**
 * The formatter of a tag and direction, made once and then remembered.
 *
 * @param tag - a BCP 47 tag; one Intl refuses writes as `en`
 * @param direction - `rtl` isolates every inserted value
 * @returns the formatter
 *
 * @public
 */
export function formatterFor(tag: string, direction: TextDirection = "ltr"): Formatter {
  return formatters(`${tag}|${direction}`, (key) => _makeFormatter(tag, key.endsWith("|rtl"), true));
}

/**
 * A member of an error's `details`, only when it has the given type (details
 * come from the network): for base error templates.
 *
 * @param error - the error whose details to read
 * @param key - the member's name
 * @param type - the type it must have
 * @returns the value, or `undefined`
 *
 * @public
 */
export function detailOf<T extends "number" | "string">(
  error: BaseErrorBody,
  key: string,
  type: T,
): (T extends "number" ? number : string) | undefined {
  const details = error.details;
  if (details === undefined || !Object.hasOwn(details, key)) return undefined;
  const value = details[key];
  return typeof value === type ? (value as T extends "number" ? number : string) : undefined;
}

/**
 * `details.attemptsRemaining` of `mfa_challenge_verification_failed`, only
 * when it is a count (a non-negative safe integer): for its templates, so
 * that every locale reads it by the same rule.
 *
 * @param error - the error whose details to read
 * @returns the count, or `undefined`
 *
 * @public
 */
export function attemptsRemaining(error: BaseErrorBody): number | undefined {
  const attempts = detailOf(error, "attemptsRemaining", "number");
  return attempts !== undefined && Number.isSafeInteger(attempts) && attempts >= 0 ? attempts : undefined;
}

/**
 * The details of `invalid_request` that its sentence reads, each only when it
 * has its type: the parameter at fault, the position in it, what was expected
 * and what was found (a filter's offending token, from the request line).
 *
 * @public
 */
export interface RequestDetails {
  readonly parameter?: string | undefined;
  readonly position?: number | undefined;
  readonly expected?: string | undefined;
  readonly found?: string | undefined;
}

/**
 * The {@link RequestDetails} of an `invalid_request` error: for its
 * templates, so that every locale reads them by the same rule.
 *
 * @param error - the error whose details to read
 *
 * @public
 */
export function requestDetails(error: BaseErrorBody): RequestDetails {
  return {
    parameter: detailOf(error, "parameter", "string"),
    position: detailOf(error, "position", "number"),
    expected: detailOf(error, "expected", "string"),
    found: detailOf(error, "found", "string"),
  };
}
