import { parsePath } from "../core/body/path.js";

/**
 * The form path of a violation key, as a type: `phones[0].number` gives
 * `phones.0.number`; a key a form cannot hold (`""`, a quoted key such as
 * `["a.b"]`, a number that is no index) gives `undefined`. For a key that is
 * not a literal, `string | undefined`.
 *
 * @public
 */
export type FormPath<K extends string> = string extends K
  ? string | undefined
  : K extends "" | `${string}["${string}`
    ? undefined
    : DotIndices<K>;

/**
 * `K` with each `[i]` written `.i` (`i` alone at the start), or `undefined`
 * when an index is not one: the form path of {@link FormPath} for a key
 * without quoted segments.
 *
 * @public
 */
export type DotIndices<K extends string> = K extends `${infer Head}[${infer I}]${infer Rest}`
  ? IsArrayIndex<I> extends true
    ? DotIndices<`${Head}${Head extends "" ? "" : "."}${I}${Rest}`>
    : undefined
  : K;

/**
 * Whether `I` is written as an array index: digits, no sign, fraction or exponent.
 *
 * @public
 */
export type IsArrayIndex<I extends string> = I extends `${number}`
  ? I extends `-${string}` | `${string}.${string}` | `${string}e${string}` | `${string}+${string}`
    ? false
    : true
  : false;

/**
 * Turns a violation key into the dot-index path that react-hook-form,
 * TanStack Form and most form libraries use: `phones[0].number` gives
 * `phones.0.number`, `protocol.type` stays as it is.
 *
 * @remarks
 * A key a form field cannot hold gives `undefined`, so that the caller shows
 * it as a form-level error: the whole body (`""`), a key with a quoted
 * segment (`["a.b"]`, which would read as two fields), a number that is no
 * index (`[-1]`), or a text that is not a violation key at all. Never
 * throws; linear in the key's length.
 *
 * @param key - a violation key, such as `phones[0].number`
 * @returns the form path, or `undefined` for a form-level error
 *
 * @example
 * ```ts
 * toFormPath("phones[0].number"); // "phones.0.number"
 * toFormPath(""); // undefined: a form-level error
 * ```
 * @public
 */
export function toFormPath<K extends string>(key: K): FormPath<K> {
  const parsed = parsePath(key);
  // A quoted segment (only those hold `["`) is no field name, even when its text would be one.
  if (!parsed.ok || parsed.value.length === 0 || key.includes('["')) return undefined as FormPath<K>;
  for (const segment of parsed.value) {
    if (typeof segment === "number" && (!Number.isSafeInteger(segment) || segment < 0)) return undefined as FormPath<K>;
  }
  return parsed.value.join(".") as FormPath<K>;
}
