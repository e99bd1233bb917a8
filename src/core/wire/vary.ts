/**
 * `Vary` with the field names of `added` that `existing` lacks (compared
 * ignoring case) appended; `existing` as it is when it lacks none or is `*`
 * (which already varies on everything), `added` alone when there is no
 * `existing`. One rule for every place that adds to a response's `Vary`.
 */
export function mergeVary(existing: string | undefined, added: string): string {
  const has = new Set(
    (existing ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ""),
  );
  if (has.size === 0) return added;
  if (has.has("*")) return existing as string;
  const missing = added
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "" && !has.has(name.toLowerCase()));
  return missing.length === 0 ? (existing as string) : `${existing}, ${missing.join(", ")}`;
}
