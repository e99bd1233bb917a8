/*
 * The code a mistyped name most likely meant, for "did you mean" in the
 * pages' 404 and the CLI.
 */

/** The edit distance of two strings (insertions, deletions, substitutions), by two rows. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The longest name compared: a longer one is no code's typo, and the comparison stays cheap. */
const MAX_NAME_LENGTH = 64;

/**
 * The code of `codes` nearest to `name`, when one is near enough to be a
 * typo (at most a third of its letters, and at least two, differ); the
 * first of equally near ones; `undefined` otherwise.
 */
export function nearestCode(name: string, codes: readonly string[]): string | undefined {
  if (name.length > MAX_NAME_LENGTH) return undefined;
  const folded = name.toLowerCase().replaceAll("-", "_");
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(folded.length / 3)) + 1;
  for (const code of codes) {
    const d = distance(folded, code);
    if (d < bestDistance) {
      best = code;
      bestDistance = d;
    }
  }
  return best;
}
