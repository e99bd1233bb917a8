/** One header of `source`: a Fetch `Headers` (or anything with `get`), or a plain object (http-errors' `headers`). */
export function headerOf(source: unknown, name: string): unknown {
  if (typeof source !== "object" || source === null) return undefined;
  const get = (source as { readonly get?: unknown }).get;
  if (typeof get === "function") return get.call(source, name);
  for (const key of Object.keys(source)) {
    if (key.toLowerCase() === name) return (source as Record<string, unknown>)[key];
  }
  return undefined;
}
