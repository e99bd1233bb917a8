import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type PageBody, page, parsePage } from "../../../src/list-query/page.js";
import {
  countingProxy,
  expectPrototypesUnchanged,
  fuzz,
  hostileJson,
  hostileValue,
  json,
  prototypesLookClean,
  runs,
} from "../../support/fuzz.js";

const body = { totalResults: 3, startIndex: 1, itemsPerPage: 2, items: [{ id: "1" }, { id: "2" }] };
const isUser = (x: unknown): x is { id: string } =>
  typeof x === "object" && x !== null && typeof (x as { id?: unknown }).id === "string";

describe("page", () => {
  test("builds a page body with exactly the four members", () => {
    expect(page({ ...body, extra: true } as PageBody<unknown>)).toStrictEqual(body);
  });

  test("accepts 0 for totalResults and itemsPerPage", () => {
    expect(page({ totalResults: 0, startIndex: 1, itemsPerPage: 0, items: [] })).toStrictEqual({
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      items: [],
    });
  });

  const bad: [string, unknown][] = [
    ["a negative totalResults", { ...body, totalResults: -1 }],
    ["a fractional itemsPerPage", { ...body, itemsPerPage: 1.5 }],
    ["startIndex 0", { ...body, startIndex: 0 }],
    ["a string number", { ...body, totalResults: "3" }],
    ["NaN", { ...body, itemsPerPage: Number.NaN }],
    ["items not an array", { ...body, items: {} }],
  ];
  for (const [what, init] of bad) {
    test(`${what} is a TypeError`, () => {
      expect(() => page(init as PageBody<unknown>)).toThrow(TypeError);
    });
  }
});

describe("parsePage", () => {
  test("reads a page body", () => {
    expect(parsePage(body)).toStrictEqual({ ok: true, value: body });
  });

  test("returns a fresh body and a fresh items array, other members dropped", () => {
    const input = { ...body, schemas: ["x"] };
    const result = parsePage(input);
    expect(result).toStrictEqual({ ok: true, value: body });
    expect(result.ok && result.value.items).not.toBe(input.items);
  });

  test("accepts itemsList (the spec's field table label) and normalises it to items", () => {
    const { items, ...rest } = body;
    expect(parsePage({ ...rest, itemsList: items })).toStrictEqual({ ok: true, value: body });
  });

  test("items wins when both items and itemsList are present", () => {
    expect(parsePage({ ...body, itemsList: [] })).toStrictEqual({ ok: true, value: body });
  });

  test("a body without items or itemsList is an issue at items", () => {
    const { items: _, ...rest } = body;
    expect(parsePage(rest)).toStrictEqual({
      ok: false,
      issues: [{ path: "items", message: "items must be an array" }],
    });
  });

  test("itemsList that is not an array is an issue at itemsList", () => {
    const { items: _, ...rest } = body;
    expect(parsePage({ ...rest, itemsList: "x" })).toStrictEqual({
      ok: false,
      issues: [{ path: "itemsList", message: "items must be an array" }],
    });
  });

  test("every number that is not a non-negative integer is reported", () => {
    const result = parsePage({ totalResults: -1, startIndex: 0, itemsPerPage: "2", items: [] });
    expect(result).toStrictEqual({
      ok: false,
      issues: [
        { path: "totalResults", message: "totalResults must be an integer >= 0, got -1" },
        { path: "startIndex", message: "startIndex must be an integer >= 1, got 0" },
        { path: "itemsPerPage", message: "itemsPerPage must be an integer >= 0, got string" },
      ],
    });
  });

  test("a missing number is reported", () => {
    const { totalResults: _, ...rest } = body;
    expect(parsePage(rest)).toStrictEqual({
      ok: false,
      issues: [{ path: "totalResults", message: "totalResults must be an integer >= 0, got nothing" }],
    });
  });

  test("inherited members do not count", () => {
    expect(parsePage(Object.create(body)).ok).toBe(false);
  });

  for (const value of [null, undefined, 42, "page", [], [body]]) {
    test(`${JSON.stringify(value)} is not a page body`, () => {
      expect(parsePage(value)).toStrictEqual({
        ok: false,
        issues: [{ path: "", message: "a page body must be a JSON object" }],
      });
    });
  }

  test("an item guard checks every item and reports each index that fails", () => {
    const result = parsePage({ ...body, items: [{ id: "1" }, { id: 2 }, "x", { id: "4" }] }, isUser);
    expect(result).toStrictEqual({
      ok: false,
      issues: [
        { path: "items[1]", message: "item 1 was rejected by the item guard" },
        { path: "items[2]", message: "item 2 was rejected by the item guard" },
      ],
    });
  });

  test("an item guard's failures under itemsList are reported there", () => {
    const result = parsePage({ totalResults: 1, startIndex: 1, itemsPerPage: 1, itemsList: [1] }, isUser);
    expect(result.ok || result.issues[0].path).toBe("itemsList[0]");
  });

  test("an item guard that throws fails the item", () => {
    const result = parsePage(body, () => {
      throw new Error("boom");
    });
    expect(result.ok).toBe(false);
  });

  test("an item guard that returns a truthy non-boolean does not pass the item", () => {
    expect(parsePage(body, (() => 1) as never).ok).toBe(false);
  });

  test("a hostile object (a throwing getter) is an issue, not a throw", () => {
    const hostile = {
      ...body,
      get items(): unknown {
        throw new Error("hostile");
      },
    };
    expect(parsePage(hostile)).toStrictEqual({
      ok: false,
      issues: [{ path: "", message: "the page body could not be read" }],
    });
  });

  test("a __proto__ member is data, never a prototype", () => {
    const input = JSON.parse('{"totalResults":1,"startIndex":1,"itemsPerPage":1,"items":[1],"__proto__":{"x":1}}');
    const result = parsePage(input);
    expect(result.ok && Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });

  test("parsePage never throws and agrees with a simple reference check", () => {
    const isCount = (x: unknown, min: number) => typeof x === "number" && Number.isInteger(x) && x >= min;
    const referenceOk = (x: unknown): boolean => {
      if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
      const r = x as Record<string, unknown>;
      const own = (k: string) => (Object.hasOwn(r, k) ? r[k] : undefined);
      const list = Object.hasOwn(r, "items") ? own("items") : own("itemsList");
      return (
        isCount(own("totalResults"), 0) &&
        isCount(own("startIndex"), 1) &&
        isCount(own("itemsPerPage"), 0) &&
        Array.isArray(list)
      );
    };
    const pageLike = fc.record(
      {
        totalResults: fc.oneof(fc.nat(), fc.anything()),
        startIndex: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.anything()),
        itemsPerPage: fc.oneof(fc.nat(), fc.double()),
        items: fc.oneof(fc.array(fc.anything()), fc.anything()),
        itemsList: fc.array(fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), pageLike), (value) => {
        const result = parsePage(value);
        expect(result.ok).toBe(referenceOk(value));
      }),
      { numRuns: 2000 },
    );
  });
});

const pageLike = fc
  .record(
    {
      totalResults: fc.oneof(fc.nat(), hostileJson),
      startIndex: fc.oneof(fc.integer({ min: 0, max: 10 }), hostileJson),
      itemsPerPage: fc.oneof(fc.nat(), hostileJson),
      items: fc.oneof(fc.array(hostileJson, { maxLength: 4 }), hostileJson),
      itemsList: fc.oneof(fc.array(hostileJson, { maxLength: 4 }), hostileJson),
      __proto__: hostileJson,
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

fuzz("parsePage on untrusted bodies", () => {
  test("never throws, with or without an item guard (one that throws included); a success is a fresh page of four members", () => {
    const guards = [
      undefined,
      (item: unknown) => typeof item === "object",
      () => {
        throw new Error("guard");
      },
    ];
    fc.assert(
      fc.property(fc.oneof(pageLike, hostileValue), fc.constantFrom(...guards), (value, guard) => {
        const result = parsePage(value, guard as (item: unknown) => boolean);
        if (result.ok) {
          expect(Object.keys(result.value)).toStrictEqual(["totalResults", "startIndex", "itemsPerPage", "items"]);
          expect(Number.isInteger(result.value.totalResults)).toBe(true);
          expect(result.value.startIndex).toBeGreaterThanOrEqual(1);
        } else expect(result.issues.length).toBeGreaterThan(0);
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(500) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(pageLike, (value) => void parsePage(value)),
        { numRuns: runs(200) },
      ),
    );
  });

  test("members from a __proto__ key or a prototype are not read", () => {
    expect(parsePage(json('{"__proto__":{"totalResults":1,"startIndex":1,"itemsPerPage":1,"items":[]}}')).ok).toBe(
      false,
    );
    expect(parsePage(Object.create({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items: [] })).ok).toBe(false);
  });

  test("10^5 items, 10^5 rejected items and items nested 10^4 deep are read", () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({ id: i }));
    expect(
      parsePage({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items }, (item) => typeof item === "object").ok,
    ).toBe(true);
    const rejected = parsePage({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items }, () => false);
    expect(rejected.ok).toBe(false);
    const deep = JSON.parse(`[${"[".repeat(10_000)}${"]".repeat(10_000)}]`);
    expect(parsePage({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items: deep }).ok).toBe(true);
  });

  test("doubling the items at most doubles the reads", () => {
    const reads = (n: number) => {
      const counted = countingProxy({
        totalResults: n,
        startIndex: 1,
        itemsPerPage: n,
        items: Array.from({ length: n }, (_, i) => ({ id: i })),
      });
      parsePage(counted.value, (item) => typeof item === "object");
      return counted.reads();
    };
    expect(reads(2000) / reads(1000)).toBeLessThanOrEqual(2.05);
  });
});
