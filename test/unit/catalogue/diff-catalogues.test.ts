import { describe, expect, test } from "vitest";
import { diffCatalogues } from "../../../src/catalogue/index.js";

/** A released catalogue: two violation codes, two attributes, two base errors. */
const released = {
  violations: {
    too_long: { attributes: ["maxLength"], description: "The string is too long." },
    blank: { description: "The string is blank." },
  },
  attributes: {
    maxLength: { description: "The largest number of characters.", form: "count" },
    minLength: { description: "The smallest number of characters.", form: "count" },
  },
  baseErrors: {
    not_found: { status: 404, description: "No such resource.", message: "Not found." },
    payment_required: { status: 402, description: "Pay first.", message: "Payment is required." },
  },
  constraintViolations: {
    request_constraint_violations: { status: 400, description: "Parts break constraints.", message: "Invalid." },
  },
};

type Catalogue = typeof released;

/** The released catalogue changed by `change` (applied to a deep copy). */
function changed(change: (catalogue: Record<keyof Catalogue, Record<string, Record<string, unknown>>>) => void) {
  const copy = structuredClone(released) as unknown as Record<keyof Catalogue, Record<string, Record<string, unknown>>>;
  change(copy);
  return copy;
}

describe("diffCatalogues", () => {
  test("the same catalogue: nothing added, deprecated or broken", () => {
    expect(diffCatalogues(released, structuredClone(released))).toStrictEqual({
      added: [],
      deprecated: [],
      broken: [],
    });
  });

  test("a new violation code, attribute and base error are listed as added, and break nothing", () => {
    const current = changed((c) => {
      c.violations["sku_format_invalid"] = { attributes: ["skuPattern"], description: "Not a SKU." };
      c.attributes["skuPattern"] = { description: "The SKU pattern." };
      c.baseErrors["quota_exceeded"] = { status: 429, description: "Over quota.", message: "Over quota." };
    });
    expect(diffCatalogues(released, current)).toStrictEqual({
      added: [
        { kind: "violation", code: "sku_format_invalid" },
        { kind: "attribute", code: "skuPattern" },
        { kind: "baseError", code: "quota_exceeded" },
      ],
      deprecated: [],
      broken: [],
    });
  });

  test("against an empty catalogue (the first release) every code is added", () => {
    const { added, broken } = diffCatalogues({}, released);
    expect(broken).toStrictEqual([]);
    expect(added.map((item) => item.code)).toStrictEqual([
      "too_long",
      "blank",
      "maxLength",
      "minLength",
      "not_found",
      "payment_required",
      "request_constraint_violations",
    ]);
  });

  test("a removed violation code, attribute or base error is broken", () => {
    const current = changed((c) => {
      delete c.violations["blank"];
      delete c.attributes["minLength"];
      delete c.baseErrors["payment_required"];
    });
    const { broken } = diffCatalogues(released, current);
    expect(broken.map(({ kind, code }) => ({ kind, code }))).toStrictEqual([
      { kind: "violation", code: "blank" },
      { kind: "attribute", code: "minLength" },
      { kind: "baseError", code: "payment_required" },
    ]);
    expect(broken.every((item) => item.reason?.startsWith("removed"))).toBe(true);
  });

  test("a removed constraint violations code is broken (compared as a base error)", () => {
    const current = changed((c) => {
      delete c.constraintViolations["request_constraint_violations"];
    });
    expect(diffCatalogues(released, current).broken).toMatchObject([
      { kind: "baseError", code: "request_constraint_violations" },
    ]);
  });

  test("a renamed code is a removal (broken) and an addition", () => {
    const current = changed((c) => {
      c.violations["is_blank"] = c.violations["blank"] as Record<string, unknown>;
      delete c.violations["blank"];
    });
    const diff = diffCatalogues(released, current);
    expect(diff.added).toStrictEqual([{ kind: "violation", code: "is_blank" }]);
    expect(diff.broken).toHaveLength(1);
    expect(diff.broken[0]).toMatchObject({ kind: "violation", code: "blank" });
    expect(diff.broken[0]?.reason).toContain("a rename is a removal");
  });

  test("a released violation code whose attributes change is broken, naming what changed", () => {
    const current = changed((c) => {
      c.violations["too_long"] = { attributes: ["maxByteLength"], description: "The string is too long." };
      c.violations["blank"] = { attributes: ["minLength"], description: "The string is blank." };
    });
    const { broken } = diffCatalogues(released, current);
    expect(broken.map(({ kind, code }) => ({ kind, code }))).toStrictEqual([
      { kind: "violation", code: "too_long" },
      { kind: "violation", code: "blank" },
    ]);
    expect(broken[0]?.reason).toContain("no longer carries maxLength; now carries maxByteLength");
    expect(broken[1]?.reason).toContain("now carries minLength");
  });

  test("reordering a code's attributes, or changing its description or message, breaks nothing", () => {
    const base = changed((c) => {
      c.violations["too_long"] = { attributes: ["maxLength", "minLength"], description: "Too long." };
    });
    const current = changed((c) => {
      c.violations["too_long"] = { attributes: ["minLength", "maxLength"], description: "Longer.", message: "x" };
      c.baseErrors["not_found"] = { status: 404, description: "Gone away.", message: "Nothing here.", title: "T" };
    });
    expect(diffCatalogues(base, current).broken).toStrictEqual([]);
  });

  test("a released base error whose status changes is broken", () => {
    const current = changed((c) => {
      c.baseErrors["payment_required"] = { ...c.baseErrors["payment_required"], status: 403 };
    });
    expect(diffCatalogues(released, current).broken).toMatchObject([
      {
        kind: "baseError",
        code: "payment_required",
        reason: expect.stringContaining("status changed from 402 to 403"),
      },
    ]);
  });

  test("a code deprecated (with its replacement) and then changed is not broken, and is listed as deprecated", () => {
    const current = changed((c) => {
      c.violations["too_long"] = {
        attributes: ["maxByteLength"],
        description: "The string is too long.",
        deprecated: { since: "0.2.0", replacement: "blank", reason: "bytes, not characters" },
      };
      c.baseErrors["payment_required"] = {
        ...c.baseErrors["payment_required"],
        status: 403,
        deprecated: { since: "0.2.0" },
      };
    });
    expect(diffCatalogues(released, current)).toStrictEqual({
      added: [],
      deprecated: [
        { kind: "violation", code: "too_long", reason: "since 0.2.0, use blank instead: bytes, not characters" },
        { kind: "baseError", code: "payment_required", reason: "since 0.2.0" },
      ],
      broken: [],
    });
  });

  test("a code deprecated before is not listed as deprecated again", () => {
    const base = changed((c) => {
      c.violations["blank"] = { description: "The string is blank.", deprecated: { since: "0.2.0" } };
    });
    expect(diffCatalogues(base, structuredClone(base)).deprecated).toStrictEqual([]);
  });

  test("a deprecated code that is removed is broken: it must stay", () => {
    const base = changed((c) => {
      c.violations["blank"] = { description: "The string is blank.", deprecated: { since: "0.2.0" } };
    });
    const current = changed((c) => {
      delete c.violations["blank"];
    });
    expect(diffCatalogues(base, current).broken).toMatchObject([
      { kind: "violation", code: "blank", reason: expect.stringMatching(/^removed/) },
    ]);
  });
});

describe("diffCatalogues on data of other shapes", () => {
  test("a catalogue or a section that is no object counts as empty", () => {
    expect(diffCatalogues(null, released).added).toHaveLength(7);
    expect(diffCatalogues({ violations: [] }, { violations: "x" })).toStrictEqual({
      added: [],
      deprecated: [],
      broken: [],
    });
  });

  test("an entry that is no object is read as one without members", () => {
    const result = diffCatalogues(
      { violations: { blank: 1 } },
      { violations: { blank: { attributes: ["maxLength"] } } },
    );
    expect(result.broken).toStrictEqual([
      {
        kind: "violation",
        code: "blank",
        reason: "attributes changed (now carries maxLength) (a released code keeps its meaning: deprecate it instead)",
      },
    ]);
  });

  test("a deprecation without since, replacement or reason still reads", () => {
    const result = diffCatalogues({ violations: { blank: {} } }, { violations: { blank: { deprecated: {} } } });
    expect(result.deprecated).toStrictEqual([{ kind: "violation", code: "blank", reason: "deprecated" }]);
  });
});

test("a violation code that only loses an attribute is broken", () => {
  const result = diffCatalogues(
    { violations: { too_long: { attributes: ["maxLength"] } } },
    { violations: { too_long: {} } },
  );
  expect(result.broken[0]?.reason).toBe(
    "attributes changed (no longer carries maxLength) (a released code keeps its meaning: deprecate it instead)",
  );
});
