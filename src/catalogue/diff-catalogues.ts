/*
 * What changed between two catalogues as data (the shape of catalogue.json):
 * the one home of the append-only rule, read by `npm run catalogue:check`,
 * `npm run catalogue:release` (the changelog) and the `diff` command of the
 * package's bin.
 *
 * Codes are append-only. A change is broken when the current catalogue
 *   - lacks a released code or attribute (a rename is a removal; so is
 *     removing a deprecated code: it must stay, documented),
 *   - gives a released violation code other attributes, or a released base
 *     error another status,
 * unless, for a change (not a removal), the code is deprecated in the current
 * catalogue. The two constraint violations codes are compared as base errors.
 */

/**
 * One code or attribute in a diff: its kind, its code (or name), and why it
 * is listed.
 *
 * @public
 */
export interface CatalogueDiffItem {
  /** Which list of the catalogue it is in. */
  readonly kind: "violation" | "attribute" | "baseError";
  /** The code, or the attribute's name. */
  readonly code: string;
  /** Why it is listed: the deprecation, or what breaks; absent for an added one. */
  readonly reason?: string;
}

/**
 * What changed between two catalogues.
 *
 * @public
 */
export interface CatalogueDiff {
  /** The codes and attributes the current catalogue adds. */
  readonly added: CatalogueDiffItem[];
  /** The released codes and attributes deprecated since (each with its deprecation as the reason). */
  readonly deprecated: CatalogueDiffItem[];
  /** The changes that break a released code or attribute (each with the reason). */
  readonly broken: CatalogueDiffItem[];
}

type Entry = { readonly [member: string]: unknown };
type Entries = { readonly [code: string]: Entry };

/** Whether `value` is a JSON object. */
function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The sections compared, each with the kind its items are reported as. */
const SECTIONS: readonly { readonly kind: CatalogueDiffItem["kind"]; readonly read: (c: Entry) => unknown }[] = [
  { kind: "violation", read: (catalogue) => catalogue["violations"] },
  { kind: "attribute", read: (catalogue) => catalogue["attributes"] },
  {
    kind: "baseError",
    read: (catalogue) => ({
      ...(isObject(catalogue["baseErrors"]) ? catalogue["baseErrors"] : {}),
      ...(isObject(catalogue["constraintViolations"]) ? catalogue["constraintViolations"] : {}),
    }),
  },
];

/** The entries of one section of a catalogue, `{}` when it has none; an entry that is no object as `{}`. */
function entriesOf(catalogue: unknown, section: (typeof SECTIONS)[number]): Entries {
  if (!isObject(catalogue)) return {};
  const entries = section.read(catalogue);
  if (!isObject(entries)) return {};
  const out: Record<string, Entry> = {};
  for (const [code, entry] of Object.entries(entries)) out[code] = isObject(entry) ? entry : {};
  return out;
}

/** The attribute names of a violation entry. */
function namesOf(entry: Entry): readonly unknown[] {
  return Array.isArray(entry["attributes"]) ? entry["attributes"] : [];
}

/** Why a released entry no longer matches, or `undefined` when it still does. */
function changeOf(kind: CatalogueDiffItem["kind"], released: Entry, current: Entry): string | undefined {
  if (kind === "violation") {
    const before = namesOf(released);
    const after = namesOf(current);
    const gone = before.filter((name) => !after.includes(name));
    const added = after.filter((name) => !before.includes(name));
    if (gone.length === 0 && added.length === 0) return undefined;
    const parts = [
      ...(gone.length > 0 ? [`no longer carries ${gone.join(", ")}`] : []),
      ...(added.length > 0 ? [`now carries ${added.join(", ")}`] : []),
    ];
    return `attributes changed (${parts.join("; ")})`;
  }
  if (kind === "baseError" && released["status"] !== current["status"]) {
    return `status changed from ${String(released["status"])} to ${String(current["status"])}`;
  }
  return undefined;
}

/** How a deprecation reads in a list: since when, its replacement and why. */
function deprecationReason(deprecated: Entry): string {
  const since = typeof deprecated["since"] === "string" ? `since ${deprecated["since"]}` : "deprecated";
  const replacement = typeof deprecated["replacement"] === "string" ? `, use ${deprecated["replacement"]} instead` : "";
  const why = typeof deprecated["reason"] === "string" ? `: ${deprecated["reason"]}` : "";
  return `${since}${replacement}${why}`;
}

/**
 * What changed from catalogue `oldJson` (the released one, `{}` for none)
 * to `newJson` (the current one), both in the shape of `catalogue.json`
 * (`toJSON()` of a catalogue): the append-only rule of codes, as a function.
 *
 * @remarks
 * A change breaks a released catalogue when the current one lacks a released
 * code or attribute (a rename is a removal, and so is removing a deprecated
 * code), gives a released violation code other attributes or a released base
 * error another status, unless (for a change, not a removal) the code is
 * deprecated in the current catalogue. Pure: reads no file; never throws on
 * data of another shape (a missing section counts as empty).
 *
 * @param oldJson - the released catalogue, as data
 * @param newJson - the current catalogue, as data
 * @returns the codes and attributes added, those deprecated since (not those deprecated before), and every change that breaks a released one
 *
 * @example
 * ```ts
 * const { added, deprecated, broken } = diffCatalogues(released, shop.toJSON());
 * if (broken.length > 0) process.exitCode = 1;
 * ```
 * @public
 */
export function diffCatalogues(oldJson: unknown, newJson: unknown): CatalogueDiff {
  const added: CatalogueDiffItem[] = [];
  const deprecated: CatalogueDiffItem[] = [];
  const broken: CatalogueDiffItem[] = [];
  for (const section of SECTIONS) {
    const { kind } = section;
    const released = entriesOf(oldJson, section);
    const current = entriesOf(newJson, section);
    const newCodes = Object.keys(current).filter((code) => !Object.hasOwn(released, code));
    for (const [code, before] of Object.entries(released)) {
      const after = Object.hasOwn(current, code) ? current[code] : undefined;
      if (after === undefined) {
        const renamed = newCodes.length > 0 ? "; a rename is a removal" : "";
        broken.push({
          kind,
          code,
          reason: `removed${renamed} (codes are append-only: keep it and mark it deprecated with its replacement)`,
        });
        continue;
      }
      const deprecation = after["deprecated"];
      if (isObject(deprecation)) {
        if (before["deprecated"] === undefined) deprecated.push({ kind, code, reason: deprecationReason(deprecation) });
        continue;
      }
      const change = changeOf(kind, before, after);
      if (change !== undefined) {
        broken.push({ kind, code, reason: `${change} (a released code keeps its meaning: deprecate it instead)` });
      }
    }
    for (const code of newCodes) added.push({ kind, code });
  }
  return { added, deprecated, broken };
}
