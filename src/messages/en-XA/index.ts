/**
 * The pseudo-locale en-XA, the subpath `api-error-model/messages/en-XA`: pass its `enXA` as `{ locale: enXA }`;
 * `pseudoLocalize` makes the same of your own templates.
 *
 * @packageDocumentation
 */

// The pseudo-locale, made from English by code (the one locale that is no data): English lives in
// the messages entry, which every program that renders messages already holds, so it is not
// bundled twice.
import type { CompiledPattern, Locale, LocaleMessage, MessageWriter } from "api-error-model/messages";
import { en } from "../en.js";
import { _listItems, type Formatter, type PluralForms } from "../format.js";

// The pseudo-locale's rule: English made accented and longer, so that a user interface shows
// at a glance which text was not localized and where longer languages would overflow. The
// inserted values are marked while a sentence writes them, and kept as they are.

/** Private-use marks around an inserted value: a value is never accented. */
const OPEN = "\uE000";
const CLOSE = "\uE001";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
const ACCENT = new Map([...ACCENTED].map((accented, index) => [PLAIN.charAt(index), accented]));

/** `value` between the marks that `pseudo` keeps as it is. */
function mark(value: string): string {
  return `${OPEN}${value}${CLOSE}`;
}

/** Accents the text outside the marks, drops the marks, lengthens by about a third and brackets. */
function pseudo(text: string): string {
  let out = "";
  let inValue = false;
  let letters = 0;
  for (const char of text) {
    if (char === OPEN) inValue = true;
    else if (char === CLOSE) inValue = false;
    else if (inValue) out += char;
    else {
      const accented = ACCENT.get(char);
      if (accented !== undefined) letters++;
      out += accented ?? char;
    }
  }
  return `[${out} ${"·".repeat(Math.ceil(letters / 3))}]`;
}

/** A formatter whose every inserted value carries the marks, so that `pseudo` leaves it as it is. */
function marking(f: Formatter): Formatter {
  const marked = (write: (value: string) => string) => (value: string) => mark(write(value));
  return {
    tag: f.tag,
    number: marked(f.number),
    date: marked(f.date),
    duration: (value, style) => mark(f.duration(value, style)),
    text: marked(f.text),
    count: (value, forms) => {
      const markedForms: Record<string, string> = {};
      for (const [category, form] of Object.entries(forms)) markedForms[category] = form.replaceAll("#", mark("#"));
      return f.count(value, markedForms as PluralForms);
    },
    // An absent list reads as an empty one: no items, no list.
    list: (value, type) =>
      f.list(
        _listItems(value ?? "")
          .map(mark)
          .join(","),
        type,
      ),
    bound: (value, boundMark) => {
      const read = f.bound(value, boundMark);
      return { ...read, bound: mark(read.bound) };
    },
  };
}

type AnyTemplate = (argument: unknown, format: Formatter) => string;

/**
 * A table of message templates (code to `(argument, format) => string`, as
 * `options.messages` and `options.baseMessages` take them, or your own
 * codes') pseudo-localized as the locale `en-XA` is: each sentence accented,
 * lengthened by about a third and bracketed, every value the formatter
 * writes left as it is. For testing that a user interface shows the
 * messages of the locale it was given, and has room for longer languages.
 *
 * @param table - the templates, usually English
 * @returns the same codes, each template pseudo-localized
 *
 * @example
 * ```ts
 * const serverMessages = { en: myEnglish, "en-XA": pseudoLocalize(myEnglish) };
 * ```
 * @public
 */
export function pseudoLocalize<T extends object>(table: T): T {
  const out: Record<string, AnyTemplate> = {};
  for (const [code, template] of Object.entries(table) as [string, AnyTemplate][]) {
    out[code] = (argument, format) => pseudo(template(argument, marking(format)));
  }
  return out as T;
}

/** A compiled pattern pseudo-localized: its text at once, a function's sentence as it is written. */
function pseudoPattern(pattern: CompiledPattern): CompiledPattern {
  if (typeof pattern === "string") return pseudo(pattern);
  return (writer: MessageWriter) => pseudo(pattern(writer.with(marking(writer.formatter))));
}

/** A message pseudo-localized, variant by variant. */
function pseudoMessage(message: LocaleMessage): LocaleMessage {
  if (typeof message !== "object") return pseudoPattern(message);
  return Object.fromEntries(Object.entries(message).map(([key, pattern]) => [key, pseudoPattern(pattern)]));
}

/** Every message of a table pseudo-localized. */
function pseudoTable(table: { readonly [code: string]: LocaleMessage }): { readonly [code: string]: LocaleMessage } {
  return Object.fromEntries(Object.entries(table).map(([code, message]) => [code, pseudoMessage(message)]));
}

/**
 * The pseudo-locale `en-XA`: English with accented letters, lengthened by
 * about a third and bracketed (`[ɱûšţ ñöţ ƀé ƀļåñķ ······]`), the inserted
 * values left as they are. For testing that a user interface shows the
 * messages of the locale it was given, and has room for longer languages.
 * `negotiateLocale` chooses it only for its exact tag.
 *
 * @public
 */
export const enXA: Locale = {
  tag: "en-XA",
  violations: pseudoTable(en.violations),
  baseErrors: pseudoTable(en.baseErrors),
  phrases: {
    wholeBody: pseudo(en.phrases.wholeBody),
    wholeRequest: pseudo(en.phrases.wholeRequest),
    line: en.phrases.line,
    unknownCode: pseudoPattern(en.phrases.unknownCode),
    violationsMessages: {
      message_body_constraint_violations: pseudo(en.phrases.violationsMessages.message_body_constraint_violations),
      request_constraint_violations: pseudo(en.phrases.violationsMessages.request_constraint_violations),
    },
    requestFailed: pseudoPattern(en.phrases.requestFailed),
  },
};
