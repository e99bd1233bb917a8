/*
 * Choosing a response's media type from a request's `Accept` header
 * (RFC 9110 section 12.5.1): bounded, linear, never throws.
 */

/** The longest header read, and the most ranges: a longer header is read up to there. */
const MAX_HEADER_LENGTH = 4096;
const MAX_RANGES = 32;

/** One media range of the header with its quality and place. */
interface Range {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
  readonly index: number;
}

/** The media ranges of a header, lower-cased, without their parameters other than `q`. */
function rangesOf(accept: string): Range[] {
  const ranges: Range[] = [];
  for (const element of accept.slice(0, MAX_HEADER_LENGTH).split(",")) {
    if (ranges.length === MAX_RANGES) break;
    const [mediaRange, ...parameters] = element.split(";") as [string, ...string[]];
    const [type, subtype, extra] = mediaRange.trim().toLowerCase().split("/");
    if (type === undefined || subtype === undefined || extra !== undefined || type === "" || subtype === "") continue;
    let q = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split("=").map((part) => part.trim().toLowerCase());
      if (name === "q" && value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) q = Number(value);
    }
    ranges.push({ type, subtype, q, index: ranges.length });
  }
  return ranges;
}

/** How well `range` matches `offered` (type/subtype): 3 exactly, 2 by `type/*`, 1 by `*\/*`, 0 not. */
function specificity(range: Range, offered: string): number {
  const [type, subtype] = offered.split("/");
  if (range.type === type && range.subtype === subtype) return 3;
  if (range.type === type && range.subtype === "*") return 2;
  return range.type === "*" && range.subtype === "*" ? 1 : 0;
}

/**
 * The media type of `offered` an `Accept` header prefers, or `undefined`
 * when it accepts none of them.
 *
 * @remarks
 * Each offered type gets the quality of the most specific range that
 * matches it (`text/html` before `text/*` before `*\/*`). The best quality
 * wins; among equal ones, a type named exactly before one matched by a
 * wildcard, then the one the header names first, then the first offered. A
 * missing or empty header accepts anything: the first offered type. Reads at
 * most 4096 characters and 32 ranges; never throws.
 *
 * @param accept - the request's `Accept` header, `null` or `undefined` when it has none
 * @param offered - the media types the server can send (`type/subtype`, lower case), best first
 * @returns one of `offered`, or `undefined`
 *
 * @example
 * ```ts
 * negotiateMediaType("text/markdown, text/html;q=0.9", ["text/html", "text/markdown"]); // "text/markdown"
 * negotiateMediaType("application/problem+json", ["application/json", "application/problem+json"]); // "application/problem+json"
 * negotiateMediaType(undefined, ["text/html", "application/json"]); // "text/html"
 * ```
 * @public
 */
export function negotiateMediaType(accept: string | null | undefined, offered: readonly string[]): string | undefined {
  if (typeof accept !== "string" || accept.trim() === "") return offered[0];
  const ranges = rangesOf(accept);
  let best: { type: string; q: number; specificity: number; index: number } | undefined;
  for (const type of offered) {
    let match: Range | undefined;
    let matchSpecificity = 0;
    for (const range of ranges) {
      const s = specificity(range, type);
      if (s > matchSpecificity) {
        match = range;
        matchSpecificity = s;
      }
    }
    if (match === undefined || match.q === 0) continue;
    const better =
      best === undefined ||
      match.q > best.q ||
      (match.q === best.q &&
        (matchSpecificity > best.specificity || (matchSpecificity === best.specificity && match.index < best.index)));
    if (better) best = { type, q: match.q, specificity: matchSpecificity, index: match.index };
  }
  return best?.type;
}
