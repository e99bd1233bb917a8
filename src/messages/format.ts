// The grammar of every locale comes from the platform (Intl), never from string
// glue: a locale's templates receive a `Formatter` bound to the locale's tag and
// direction, and write every inserted value through it. The Intl objects are
// made once per tag and kept in a bounded cache (src/internal/memo.ts).
import type { BaseErrorBody } from "../core/body/bodies.js";
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
  /** A comma-joined list attribute (`"a,b,c"`) joined by `Intl.ListFormat`; `undefined` when it holds no item. */
  list(value: string | undefined, type: "and" | "or"): string | undefined;
  /** An ISO 8601 date (`2024-01-31`) or date-time, written for the locale (in UTC); other text as it is. */
  date(value: string): string;
  /** An ISO 8601 duration (`PT1H30M`) as units of the locale ("1 hour, 30 minutes"); other text as it is. */
  duration(value: string): string;
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
const DURATION_UNITS = ["year", "month", "week", "day", "hour", "minute", "second"] as const;

/** A tag Intl accepts: the given one, or `en` when Intl refuses it (a formatter never throws). */
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

function intlTag(tag: string): string {
  try {
    return new Intl.Locale(tag).toString();
  } catch {
    return "en";
  }
}

function makeFormatter(key: string): Formatter {
  const separator = key.lastIndexOf("|");
  const tag = key.slice(0, separator);
  const rtl = key.slice(separator + 1) === "rtl";
  const locale = intlTag(tag);
  const isolate = rtl ? (value: string) => `${FSI}${value}${PDI}` : (value: string) => value;
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
  const listFormat = (type: "conjunction" | "disjunction" | "unit") =>
    intl(`l${type}`, () => new Intl.ListFormat(locale, { type, style: "long" })) as Intl.ListFormat;
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
  const plainDate = (value: string): string | undefined => {
    const withTime = DATE_TIME.test(value);
    if (!withTime && !DATE.test(value)) return undefined;
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : dateFormat(withTime).format(time);
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
      return listFormat(type === "and" ? "conjunction" : "disjunction").format(items);
    },
    date: (value) => isolate(plainDate(value) ?? raw(value)),
    duration: (value) => {
      const match = DURATION.exec(value);
      const parts: string[] = [];
      if (match !== null) {
        DURATION_UNITS.forEach((unit, index) => {
          const amount = match[index + 1];
          if (amount !== undefined)
            parts.push(numberFormat(unit).format(amount.replace(",", ".") as unknown as number));
        });
      }
      return isolate(parts.length === 0 ? raw(value) : listFormat("unit").format(parts));
    },
    text: (value) => isolate(raw(value)),
    bound: (value, mark) => {
      const { bound, exclusive } = readBound(value, mark);
      return { bound: isolate(plainNumber(bound) ?? plainDate(bound) ?? raw(bound)), exclusive };
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
  return formatters(`${tag}|${direction}`, makeFormatter);
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
