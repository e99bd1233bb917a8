import { describe, expect, test } from "vitest";
import sizeLimits from "../../../.size-limit.json" with { type: "json" };
import { FLOORS, headroomProblems, targetLimit, updatedEntries } from "../../../scripts/size-headroom.mjs";

describe("the size-limit headroom rule", () => {
  test("a limit 4% to 10% above its bundle passes, at both edges", () => {
    expect(
      headroomProblems([
        { name: "a", size: 1000, sizeLimit: 1040 },
        { name: "b", size: 1000, sizeLimit: 1100 },
        { name: "c", size: 2000, sizeLimit: 2100 },
      ]),
    ).toStrictEqual([]);
  });

  test("a limit under 4% or over 10% above its bundle fails, named with its sizes and the 5% limit", () => {
    expect(
      headroomProblems([
        { name: "tight", size: 1000, sizeLimit: 1039 },
        { name: "loose", size: 1000, sizeLimit: 1101 },
      ]),
    ).toStrictEqual([
      "tight: 1000 B, limit 1039 B: 3.9% above, outside 4-10% (at 5%: 1.05 KB)",
      "loose: 1000 B, limit 1101 B: 10.1% above, outside 4-10% (at 5%: 1.05 KB)",
    ]);
  });

  test("a bundle over its limit fails, a floor too, and a floor within its limit passes at any headroom", () => {
    const floor = [...FLOORS][0] ?? "";
    expect(
      headroomProblems([
        { name: "grown", size: 1200, sizeLimit: 1100 },
        { name: floor, size: 1000, sizeLimit: 1001 },
        { name: floor, size: 1002, sizeLimit: 1001 },
      ]),
    ).toStrictEqual([
      "grown: 1200 B, limit 1100 B: over its limit by 100 B",
      `${floor}: 1002 B, limit 1001 B: over its limit by 1 B`,
    ]);
  });

  test("a check size-limit could not measure, or without a limit, fails", () => {
    expect(
      headroomProblems([
        { name: "x", sizeLimit: 10 },
        { name: "y", size: 5 },
      ]),
    ).toStrictEqual([
      "x: no size or no limit (size-limit measured nothing, limit 10)",
      "y: no size or no limit (size-limit measured 5, limit none)",
    ]);
  });

  test("--update writes ceil(size x 1.05) up to the next 10 B, in KB with two decimals, without float error", () => {
    expect(targetLimit(2000)).toBe("2.10 KB");
    expect(targetLimit(2001)).toBe("2.11 KB");
    expect(targetLimit(14550)).toBe("15.28 KB");
    expect(targetLimit(100)).toBe("0.11 KB");
  });

  test("--update rewrites every limit but the floors, keeping every other member and the order", () => {
    const floor = [...FLOORS][0] ?? "";
    const entries = [
      { name: "a", path: "dist/a.js", gzip: true, limit: "9 KB" },
      { name: floor, path: "dist/index.js", limit: "1.96 KB" },
      { name: "unmeasured", limit: "1 KB" },
    ];
    expect(
      updatedEntries(entries, [
        { name: "a", size: 2000, sizeLimit: 9000 },
        { name: floor, size: 1000, sizeLimit: 1960 },
      ]),
    ).toStrictEqual([
      { name: "a", path: "dist/a.js", gzip: true, limit: "2.10 KB" },
      { name: floor, path: "dist/index.js", limit: "1.96 KB" },
      { name: "unmeasured", limit: "1 KB" },
    ]);
  });

  test("every floor is a check of .size-limit.json", () => {
    const names = sizeLimits.map((entry) => entry.name);
    expect([...FLOORS].filter((floor) => !names.includes(floor))).toStrictEqual([]);
  });
});
