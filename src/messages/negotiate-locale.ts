import { en } from "./en.js";
import type { Locale } from "./locale.js";

/** What of a header is read at most: a browser sends a few dozen bytes; the rest of a longer one is ignored. */
const MAX_HEADER_LENGTH = 4096;
/** How many language ranges are read at most. */
const MAX_RANGES = 32;
/** A quality value as RFC 9110 writes it: 0 to 1, at most three decimals. */
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;
/** A language range: `*` or subtags of 1 to 8 letters and digits. */
const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z\d]{1,8})*)$/i;

interface LanguageRange {
  readonly range: string;
  readonly quality: number;
}

/**
 * The ranges of a header with their quality, best first (stable: equal qualities keep the header's order).
 * Empty list elements (`,,` or `, ,`) are skipped without counting toward `MAX_RANGES`, as RFC 9110
 * (section 5.6.1) asks of a recipient.
 */
function readRanges(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  let read = 0;
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(",")) {
    if (part.trim() === "") continue;
    if (++read > MAX_RANGES) break;
    const [rawRange = "", ...parameters] = part.split(";");
    const range = rawRange.trim().toLowerCase();
    if (!RANGE.test(range)) continue;
    let quality = 1;
    let valid = true;
    for (const parameter of parameters) {
      const match = QUALITY.exec(parameter.trim());
      if (match === null) valid = false;
      else quality = Number(match[1]);
    }
    if (valid) ranges.push({ range, quality });
  }
  return ranges.sort((a, b) => b.quality - a.quality);
}

/** A pseudo-locale (region XA, XB or XC: `en-XA`), which only its exact tag chooses. */
function isPseudo(tag: string): boolean {
  return /-x[abc](?:-|$)/.test(tag);
}

/**
 * `zh-hant-tw`, `zh-hant`, `zh`: the range, then each shorter prefix (RFC 4647 lookup), leaving
 * out those longer than `maxLength` (no offered tag is that long, so none can match).
 *
 * Linear in the tag (bench/linearity.mjs, group "accept-language"): the prefixes end where the
 * subtags do, found left to right and only up to `maxLength`; building every prefix of a long
 * range was quadratic (a 4095-character range of one-letter subtags cost about 45 ms).
 */
function truncations(tag: string, maxLength: number): string[] {
  const out: string[] = tag.length <= maxLength ? [tag] : [];
  const ends: number[] = [];
  for (let end = tag.indexOf("-"); end !== -1 && end <= maxLength; end = tag.indexOf("-", end + 1)) ends.push(end);
  for (let i = ends.length - 1; i >= 0; i--) out.push(tag.slice(0, ends[i]));
  return out;
}

/**
 * How long a range Intl is asked to expand: the likely-subtags data is about a language, a
 * script and a region, and ICU's reading of a long tag grows faster than the tag (RFC 5646,
 * section 4.4.1, asks implementations to handle tags of 35 characters).
 */
const MAX_EXPANDED_LENGTH = 64;

/** A range Intl can expand starts with a language subtag: 2 or 3 letters, or 5 to 8 (Intl throws, slowly, on anything else). */
const LANGUAGE_FIRST = /^(?:[a-z]{2,3}|[a-z]{5,8})(?:-|$)/;

/**
 * The tags a range may stand for: its own prefixes, then those of its likely script and region
 * (`zh-tw` is `zh-hant-tw`), none longer than `maxLength`.
 */
function candidates(range: string, maxLength: number): string[] {
  const out = truncations(range, maxLength);
  if (range.length > MAX_EXPANDED_LENGTH || !LANGUAGE_FIRST.test(range)) return out;
  try {
    out.push(...truncations(new Intl.Locale(range).maximize().baseName.toLowerCase(), maxLength));
  } catch {
    // A range Intl does not read: its own prefixes are enough.
  }
  return out;
}

/**
 * The best of `locales` for an `Accept-Language` header, English (`en`) when
 * none fits.
 *
 * @remarks
 * Ranges are tried by quality (`q`), best first, equal ones in the header's
 * order. For each range the offered tags are looked up exactly, then along the
 * range's fallback chain (`pt-BR`, then `pt`; `zh-Hant-TW`, then `zh-Hant`),
 * then by its likely script (`zh-TW` finds `zh-Hant`), and at last any offered
 * locale of the same language (`pt` finds `pt-BR`). `*` takes the first
 * offered locale; a range with `q=0` refuses a locale. A pseudo-locale
 * (`en-XA`) is chosen only by its exact tag: `en-US` never finds it. Tags
 * compare without case. The header is read only up to 4096 characters and 32
 * ranges (empty list elements do not count), a range longer than 64
 * characters is looked up by its own prefixes only, and the work is linear in
 * the header, so a hostile header costs little; this function never throws.
 *
 * @param acceptLanguage - the header's value, if the request had one
 * @param locales - the locales you offer, in your order of preference
 * @returns one of `locales`, else `en` (or your offered English when it has tag `en`)
 *
 * @example
 * ```ts
 * negotiateLocale("de-CH, de;q=0.9, en;q=0.8", [de, fr]); // de
 * negotiateLocale("ja", [de, fr]); // en
 * ```
 * @public
 */
export function negotiateLocale(acceptLanguage: string | null | undefined, locales: readonly Locale[]): Locale {
  const byTag = new Map<string, Locale>();
  let longest = 0;
  for (const locale of locales) {
    const tag = locale.tag.toLowerCase();
    if (!byTag.has(tag)) byTag.set(tag, locale);
    longest = Math.max(longest, tag.length);
  }
  const fallback = byTag.get("en") ?? en;
  if (typeof acceptLanguage !== "string") return fallback;
  const ranges = readRanges(acceptLanguage);
  const refused = new Set(ranges.filter((r) => r.quality === 0).map((r) => r.range));
  const allowed = (tag: string) => !refused.has(tag);
  // A pseudo-locale is chosen by its exact tag only, never for `en-US`, `en` or `*`.
  const near = (tag: string) => allowed(tag) && !isPseudo(tag);
  for (const { range, quality } of ranges) {
    if (quality === 0) continue;
    const exact = byTag.get(range);
    if (exact !== undefined && allowed(range)) return exact;
    if (range === "*") {
      for (const [tag, locale] of byTag) if (near(tag)) return locale;
      continue;
    }
    for (const tag of candidates(range, longest)) {
      const locale = byTag.get(tag);
      if (locale !== undefined && near(tag)) return locale;
    }
    const dash = range.indexOf("-");
    const language = `${dash === -1 ? range : range.slice(0, dash)}-`;
    for (const [tag, locale] of byTag) if (tag.startsWith(language) && near(tag)) return locale;
  }
  return fallback;
}
