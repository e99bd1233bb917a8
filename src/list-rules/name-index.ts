/**
 * Declared names, indexed to find the declared spelling of a name: by length
 * (the few names of one length compared with `===`, which is cheaper than
 * hashing the fresh strings of a parse: with a `Set` instead, parseListQuery
 * took 1.47x rather than 1.15x the time of URLSearchParams in the bench row
 * "list query: no filter", 128 distinct strings) and by ASCII-lower-cased
 * spelling.
 */
export interface NameIndex {
  /** Declared names by their length. */
  readonly byLength: readonly (readonly string[] | undefined)[];
  /** Declared names by {@link asciiLower} of their spelling; the first declared spelling wins when two differ only by case. */
  readonly lower: ReadonlyMap<string, string>;
}

const UPPER = /[A-Z]/g;

/**
 * The text with the ASCII letters `A` to `Z` lower-cased and every other
 * character kept: names match ignoring the case of ASCII letters only, so
 * that no other character (the Kelvin sign U+212A, say, which
 * `toLowerCase` maps onto `k`) stands in for an ASCII one.
 */
export function asciiLower(text: string): string {
  return text.replace(UPPER, (letter) => String.fromCharCode(letter.charCodeAt(0) | 0x20));
}

/**
 * Indexes declared names for {@link exactName} and case-insensitive lookup.
 */
export function nameIndex(names: Iterable<string>): NameIndex {
  const byLength: string[][] = [];
  const lower = new Map<string, string>();
  for (const name of names) {
    const sameLength = byLength[name.length];
    if (sameLength === undefined) byLength[name.length] = [name];
    else sameLength.push(name);
    const key = asciiLower(name);
    if (!lower.has(key)) lower.set(key, name);
  }
  return { byLength, lower };
}

/**
 * The declared name spelled exactly as `word`, if any.
 */
export function exactName(index: NameIndex, word: string): string | undefined {
  for (const name of index.byLength[word.length] ?? []) if (word === name) return name;
  return undefined;
}

/**
 * The declared spelling of `word`: the exact one, else the one equal to it
 * ignoring the case of ASCII letters.
 */
export function findName(index: NameIndex, word: string): string | undefined {
  return exactName(index, word) ?? index.lower.get(asciiLower(word));
}
