// What changed between two catalogues as data (the shape of catalogue.json):
// the released one (etc/catalogue.baseline.json) and the current definition's
// (dist/catalogue.json). Pure: no file, no process. Read by
// scripts/catalogue-check.mjs (`npm run catalogue:check`), by
// scripts/catalogue-release.mjs for the changelog, and by issue 39's `diff`.
//
// Codes are append-only. A change is broken when the current catalogue
//   - lacks a released code or attribute (a rename is a removal; so is
//     removing a deprecated code: it must stay, documented),
//   - gives a released violation code other attributes, or a released base
//     error another status,
// unless, for a change (not a removal), the code is deprecated in the current
// catalogue. The two constraint violations codes are compared as base errors.

/** The sections compared, each with the kind its items are reported as. */
const SECTIONS = [
  { kind: "violation", read: (catalogue) => catalogue.violations },
  { kind: "attribute", read: (catalogue) => catalogue.attributes },
  { kind: "baseError", read: (catalogue) => ({ ...catalogue.baseErrors, ...catalogue.constraintViolations }) },
];

/** The entries of one section of a catalogue, `{}` when it has none. */
function entriesOf(catalogue, section) {
  const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject(catalogue)) return {};
  const entries = section.read(catalogue);
  return isObject(entries) ? entries : {};
}

/** Why a released entry no longer matches, or `undefined` when it still does. */
function changeOf(kind, released, current) {
  if (kind === "violation") {
    const before = released.attributes ?? [];
    const after = current.attributes ?? [];
    const gone = before.filter((name) => !after.includes(name));
    const added = after.filter((name) => !before.includes(name));
    if (gone.length === 0 && added.length === 0) return undefined;
    const parts = [
      ...(gone.length > 0 ? [`no longer carries ${gone.join(", ")}`] : []),
      ...(added.length > 0 ? [`now carries ${added.join(", ")}`] : []),
    ];
    return `attributes changed (${parts.join("; ")})`;
  }
  if (kind === "baseError" && released.status !== current.status) {
    return `status changed from ${released.status} to ${current.status}`;
  }
  return undefined;
}

/** How a deprecation reads in a list: since when, its replacement and why. */
function deprecationReason(deprecated) {
  const since = typeof deprecated.since === "string" ? `since ${deprecated.since}` : "deprecated";
  const replacement = typeof deprecated.replacement === "string" ? `, use ${deprecated.replacement} instead` : "";
  const why = typeof deprecated.reason === "string" ? `: ${deprecated.reason}` : "";
  return `${since}${replacement}${why}`;
}

/**
 * What changed from catalogue `oldJson` (the released one, `{}` for none) to
 * `newJson` (the current one).
 *
 * @param {unknown} oldJson the released catalogue, as data
 * @param {unknown} newJson the current catalogue, as data
 * @returns {{ added: Item[], deprecated: Item[], broken: Item[] }} the codes
 *   and attributes added, those deprecated since (not those deprecated
 *   before), and every change that breaks a released one
 * @typedef {{ kind: "violation" | "attribute" | "baseError", code: string, reason?: string }} Item
 */
export function diffCatalogues(oldJson, newJson) {
  const added = [];
  const deprecated = [];
  const broken = [];
  for (const section of SECTIONS) {
    const { kind } = section;
    const released = entriesOf(oldJson, section);
    const current = entriesOf(newJson, section);
    const newCodes = Object.keys(current).filter((code) => !Object.hasOwn(released, code));
    for (const [code, before] of Object.entries(released)) {
      if (!Object.hasOwn(current, code)) {
        const renamed = newCodes.length > 0 ? "; a rename is a removal" : "";
        broken.push({
          kind,
          code,
          reason: `removed${renamed} (codes are append-only: keep it and mark it deprecated with its replacement)`,
        });
        continue;
      }
      const after = current[code];
      const isDeprecated = typeof after.deprecated === "object" && after.deprecated !== null;
      if (isDeprecated) {
        if (before.deprecated === undefined)
          deprecated.push({ kind, code, reason: deprecationReason(after.deprecated) });
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
