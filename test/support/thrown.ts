/** What `fn` throws; fails the test when it returns instead. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

/**
 * Errors of the platform whose message quotes input that spans lines, the second starting with
 * `    at ` as a frame does (V8 keeps the whole message at the top of `stack`): from `JSON.parse`,
 * `BigInt` and `RegExp`, each with a value shaped like a frame and one that is not. Every secret
 * in them starts with `sk`.
 */
export function multiLineMessageErrors(): Error[] {
  // Patterns in variables: RegExp is called on text the program got, as a service would.
  const patterns = ["(\n    at sk_live_regexp (x.js:1:1)", "(\n    at sk_live_regexp"];
  return [
    () => JSON.parse("t\n    at sk (x.js:1:1)"),
    () => BigInt("1\n    at sk_live_bigint (x.js:1:1)"),
    () => new RegExp(patterns[0] as string),
    () => JSON.parse("t\n    at sk"),
    () => BigInt("1\n    at sk_live_bigint"),
    () => new RegExp(patterns[1] as string),
  ].map((fn) => thrown(fn) as Error);
}
