import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { memo, weakMemo } from "../../../src/internal/memo.js";

/** A `make` that counts its calls per key. */
function counting<K>(value: (key: K) => string = (key) => `value of ${String(key)}`) {
  const calls: K[] = [];
  return {
    calls,
    make: (key: K) => {
      calls.push(key);
      return value(key);
    },
  };
}

describe("memo", () => {
  test("makes a key's value once, and gives it again", () => {
    const remembered = memo<string, string>(4);
    const { calls, make } = counting<string>();
    expect(remembered("a", make)).toBe("value of a");
    expect(remembered("a", make)).toBe("value of a");
    expect(remembered("b", make)).toBe("value of b");
    expect(remembered("a", make)).toBe("value of a");
    expect(calls).toStrictEqual(["a", "b"]);
  });

  test("gives the remembered value, not what make would give now", () => {
    const remembered = memo<string, object>(2);
    const first = remembered("a", () => ({}));
    expect(remembered("a", () => ({}))).toBe(first);
  });

  test("holds at most limit keys, and forgets the oldest first", () => {
    const remembered = memo<number, string>(3);
    const { calls, make } = counting<number>();
    for (const key of [1, 2, 3]) remembered(key, make);
    remembered(4, make); // 1 is forgotten
    for (const key of [2, 3, 4]) remembered(key, make);
    expect(calls).toStrictEqual([1, 2, 3, 4]);
    remembered(1, make); // made again; 2 is forgotten
    remembered(3, make);
    remembered(2, make);
    expect(calls).toStrictEqual([1, 2, 3, 4, 1, 2]);
  });

  test("a bound of 1 remembers the last key only", () => {
    const remembered = memo<string, string>(1);
    const { calls, make } = counting<string>();
    for (const key of ["a", "a", "b", "b", "a"]) remembered(key, make);
    expect(calls).toStrictEqual(["a", "b", "a"]);
  });

  test("any sequence of keys: the answers are make's, and make runs only for keys not among the last limit made", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 0, max: 8 })), (limit, keys) => {
        const remembered = memo<number, string>(limit);
        const { calls, make } = counting<number>();
        // The model: the keys held, oldest first.
        const held: number[] = [];
        const expected: number[] = [];
        for (const key of keys) {
          expect(remembered(key, make)).toBe(`value of ${key}`);
          if (!held.includes(key)) {
            expected.push(key);
            if (held.length === limit) held.shift();
            held.push(key);
          }
        }
        expect(calls).toStrictEqual(expected);
      }),
    );
  });
});

describe("weakMemo", () => {
  test("makes an object's value once, and gives it again", () => {
    const remembered = weakMemo<object, string>();
    const a = {};
    const b = {};
    const { calls, make } = counting<object>(() => "made");
    expect(remembered(a, make)).toBe("made");
    expect(remembered(a, make)).toBe("made");
    expect(remembered(b, make)).toBe("made");
    expect(calls).toStrictEqual([a, b]);
  });

  test("tells objects apart by identity, not by content", () => {
    const remembered = weakMemo<{ n: number }, number>();
    const make = (key: { n: number }) => key.n;
    expect(remembered({ n: 1 }, make)).toBe(1);
    expect(remembered({ n: 2 }, make)).toBe(2);
  });

  test("a make that throws remembers nothing", () => {
    const remembered = weakMemo<object, string>();
    const key = {};
    expect(() =>
      remembered(key, () => {
        throw new TypeError("bad");
      }),
    ).toThrow(TypeError);
    expect(remembered(key, () => "made")).toBe("made");
  });
});
