// Types of catalogue-diff.mjs (plain ESM, not part of the package), for the TypeScript that imports it.

/** One code or attribute in a diff: its kind, its code (or name), and why it is listed. */
export interface CatalogueDiffItem {
  readonly kind: "violation" | "attribute" | "baseError";
  readonly code: string;
  readonly reason?: string;
}

/** What changed between two catalogues. */
export interface CatalogueDiff {
  /** The codes and attributes the current catalogue adds. */
  readonly added: CatalogueDiffItem[];
  /** The released codes and attributes deprecated since (each with its deprecation as the reason). */
  readonly deprecated: CatalogueDiffItem[];
  /** The changes that break a released code or attribute (each with the reason). */
  readonly broken: CatalogueDiffItem[];
}

/**
 * What changed from catalogue `oldJson` (the released one, `{}` for none) to `newJson` (the
 * current one), both in the shape of catalogue.json.
 */
export function diffCatalogues(oldJson: unknown, newJson: unknown): CatalogueDiff;
