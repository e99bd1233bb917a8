// The one cache helper of the package: what is worth computing once per
// declaration, or once per name a caller may pass, is remembered here. A
// cache never changes an answer, only how often it is computed, so the tests
// of this file (test/unit/internal/memo.test.ts) count the calls of `make`,
// and the callers' tests need only check the answers.

/**
 * A cache: `remembered(key, make)` gives the value remembered for `key`, or
 * else `make(key)`, which it then remembers.
 */
export type Memo<K, V> = (key: K, make: (key: K) => V) => V;

/**
 * A cache of at most `limit` keys: past the bound, the oldest key is
 * forgotten. For keys a caller may choose freely (names sent by a client),
 * so that the memory it holds stays bounded.
 *
 * @param limit - the most keys remembered at once (at least 1)
 * @returns an empty cache; its values must not be `undefined`
 */
export function memo<K, V>(limit: number): Memo<K, V> {
  const values = new Map<K, V>();
  return (key, make) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make(key);
      if (values.size >= limit) values.delete(values.keys().next().value as K);
      values.set(key, value);
    }
    return value;
  };
}

/**
 * A cache by object, which holds a value only as long as its key lives. For
 * declarations (tables, operations): a program makes a few and keeps them,
 * and must treat them as immutable once used.
 *
 * @returns an empty cache; its values must not be `undefined`
 */
export function weakMemo<K extends object, V>(): Memo<K, V> {
  const values = new WeakMap<K, V>();
  return (key, make) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make(key);
      values.set(key, value);
    }
    return value;
  };
}
