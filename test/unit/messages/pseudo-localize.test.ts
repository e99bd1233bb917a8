import { describe, expect, test } from "vitest";
import { pseudoLocalize } from "../../../src/messages/en-XA/index.js";
import { type Formatter, formatterFor } from "../../../src/messages/index.js";

describe("pseudoLocalize on a table of one's own", () => {
  test("a list its template reads as absent stays absent, and a present one is marked item by item", () => {
    const table = pseudoLocalize({
      absent: (_: unknown, f: Formatter) => f.list(undefined, "or") ?? "none",
      present: (_: unknown, f: Formatter) => f.list("a,b", "and") ?? "none",
    });
    const f = formatterFor("en");
    expect(table.absent(undefined, f)).toContain("ñöñé");
    expect(table.present(undefined, f)).not.toContain("none");
  });
});
