/**
 * Reads a comma-joined list attribute (`"a,b,c"`) as English: `a, b or c`
 * with `conjunction` "or", `a, b and c` with "and". Blank items are dropped;
 * `undefined` when nothing is left, so the template can fall back.
 */
export function listText(value: string | undefined, conjunction: "and" | "or"): string | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  const last = items.pop();
  if (last === undefined) return undefined;
  return items.length === 0 ? last : `${items.join(", ")} ${conjunction} ${last}`;
}

/** `1 character`, `200 characters`: the unit in the singular only for exactly "1". */
export function quantity(count: string, unit: string): string {
  return `${count} ${unit}${count === "1" ? "" : "s"}`;
}
