import { describe, expect, test } from "vitest";
import { _MEMO_MAX_KEY_LENGTH, _MEMO_SIZE, _Memo } from "../src/list-query/memo.js";

describe("the memo of parsed values", () => {
  test("keeps a value under its key", () => {
    const memo = new _Memo<number>();
    memo.set("a", 1);
    expect(memo.get("a")).toBe(1);
    expect(memo.get("b")).toBeUndefined();
  });

  test("holds at most _MEMO_SIZE values, then starts over", () => {
    const memo = new _Memo<number>();
    for (let i = 0; i < _MEMO_SIZE; i++) memo.set(String(i), i);
    expect(memo.get("0")).toBe(0);
    memo.set("one more", -1);
    expect(memo.get("0")).toBeUndefined();
    expect(memo.get("one more")).toBe(-1);
  });

  test("does not keep keys longer than _MEMO_MAX_KEY_LENGTH", () => {
    const memo = new _Memo<number>();
    memo.set("x".repeat(_MEMO_MAX_KEY_LENGTH), 1);
    memo.set("y".repeat(_MEMO_MAX_KEY_LENGTH + 1), 2);
    expect(memo.get("x".repeat(_MEMO_MAX_KEY_LENGTH))).toBe(1);
    expect(memo.get("y".repeat(_MEMO_MAX_KEY_LENGTH + 1))).toBeUndefined();
  });
});
