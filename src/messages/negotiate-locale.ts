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

/** The ranges of a header with their quality, best first (stable: equal qualities keep the header's order). */
function readRanges(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(",", MAX_RANGES)) {
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

/** `zh-hant-tw`, `zh-hant`, `zh`: the range, then each shorter prefix (RFC 4647 lookup). */
function truncations(tag: string): string[] {
  const subtags = tag.split("-");
  return subtags.map((_, index) => subtags.slice(0, subtags.length - index).join("-"));
}

/** The tags a range may stand for: its own prefixes, then those of its likely script and region (`zh-tw` is `zh-hant-tw`). */
function candidates(range: string): string[] {
  const out = truncations(range);
  try {
    out.push(...truncations(new Intl.Locale(range).maximize().baseName.toLowerCase()));
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
 * (`en-XA`) is chosen only by its exact tag: `en-US` never finds it. Tags compare without
 * case. The header is read only up to 4096 characters and 32 ranges, so a
 * hostile header costs little; this function never throws.
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
  for (const locale of locales) {
    const tag = locale.tag.toLowerCase();
    if (!byTag.has(tag)) byTag.set(tag, locale);
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
    for (const tag of candidates(range)) {
      const locale = byTag.get(tag);
      if (locale !== undefined && near(tag)) return locale;
    }
    const language = `${range.split("-")[0]}-`;
    for (const [tag, locale] of byTag) if (tag.startsWith(language) && near(tag)) return locale;
  }
  return fallback;
}
