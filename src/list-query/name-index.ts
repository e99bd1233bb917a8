/**
 * Declared names, indexed to find the declared spelling of a name: by length
 * (the few names of one length compared with `===`, which is cheaper than
 * hashing the fresh strings of a parse) and by lower-cased spelling.
 *
 * @internal
 */
export interface _NameIndex {
  /** Declared names by their length. */
  readonly byLength: readonly (readonly string[] | undefined)[];
  /** Declared names by their lower-cased spelling; the first declared spelling wins when two differ only by case. */
  readonly lower: ReadonlyMap<string, string>;
}

/**
 * Indexes declared names for {@link _exactName} and case-insensitive lookup.
 *
 * @internal
 */
export function _nameIndex(names: Iterable<string>): _NameIndex {
  const byLength: string[][] = [];
  const lower = new Map<string, string>();
  for (const name of names) {
    const sameLength = byLength[name.length];
    if (sameLength === undefined) byLength[name.length] = [name];
    else sameLength.push(name);
    const key = name.toLowerCase();
    if (!lower.has(key)) lower.set(key, name);
  }
  return { byLength, lower };
}

/**
 * The declared name spelled exactly as `word`, if any.
 *
 * @internal
 */
export function _exactName(index: _NameIndex, word: string): string | undefined {
  for (const name of index.byLength[word.length] ?? []) if (word === name) return name;
  return undefined;
}
