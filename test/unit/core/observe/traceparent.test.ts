import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseTraceparent } from "../../../../src/index.js";
import { anyString, fuzz, runs } from "../../../support/fuzz.js";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_ID = "00f067aa0ba902b7";
const VALID = `00-${TRACE_ID}-${PARENT_ID}-01`;

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: length, maxLength: length });

describe("parseTraceparent", () => {
  test("a valid header: its trace id, parent id and flags", () => {
    expect(parseTraceparent(VALID)).toStrictEqual({ traceId: TRACE_ID, parentId: PARENT_ID, traceFlags: 1 });
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-00`)?.traceFlags).toBe(0);
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-ff`)?.traceFlags).toBe(255);
  });

  test("spaces and tabs around the value are ignored", () => {
    expect(parseTraceparent(` \t${VALID}\t `)?.traceId).toBe(TRACE_ID);
  });

  test("a later version is read by its first 55 characters when a dash or nothing follows", () => {
    expect(parseTraceparent(`01-${TRACE_ID}-${PARENT_ID}-01`)?.traceId).toBe(TRACE_ID);
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-01-what-the-future-adds`)?.traceId).toBe(TRACE_ID);
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-01.what`)).toBeUndefined();
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-01 -x`)).toBeUndefined();
  });

  test.each([
    ["upper-case hex", VALID.toUpperCase()],
    ["upper-case flags", `00-${TRACE_ID}-${PARENT_ID}-0A`],
    ["a trace id of zeros", `00-${"0".repeat(32)}-${PARENT_ID}-01`],
    ["a parent id of zeros", `00-${TRACE_ID}-${"0".repeat(16)}-01`],
    ["version ff", `ff-${TRACE_ID}-${PARENT_ID}-01`],
    ["version 00 with more after it", `${VALID}-00`],
    ["version 00 with a character after it", `${VALID}x`],
    ["two headers joined", `${VALID}, ${VALID}`],
    ["a short trace id", `00-${TRACE_ID.slice(1)}-${PARENT_ID}-01`],
    ["a long parent id", `00-${TRACE_ID}-${PARENT_ID}0-01`],
    ["no dashes", VALID.replaceAll("-", "_")],
    ["a newline inside", `00-${TRACE_ID}\n${PARENT_ID}-01`],
    ["too short", VALID.slice(0, 54)],
    ["empty", ""],
  ])("%s: undefined", (_name, header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });

  test.each([null, undefined, 1, [VALID], { toString: () => VALID }])("not a string (%o): undefined", (value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  test("every valid header of version 00 is read back as written", () => {
    fc.assert(
      fc.property(hex(32), hex(16), hex(2), (traceId, parentId, flags) => {
        const parsed = parseTraceparent(`00-${traceId}-${parentId}-${flags}`);
        if (/^0+$/.test(traceId) || /^0+$/.test(parentId)) expect(parsed).toBeUndefined();
        else expect(parsed).toStrictEqual({ traceId, parentId, traceFlags: Number.parseInt(flags, 16) });
      }),
    );
  });
});

fuzz("parseTraceparent on hostile headers", () => {
  test("any string: never throws; what it reads is 32 and 16 lower-case hex digits from the header", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyString,
          fc.string().map((tail) => `00-${TRACE_ID}-${PARENT_ID}-01${tail}`),
        ),
        (header) => {
          const parsed = parseTraceparent(header);
          if (parsed !== undefined) {
            expect(parsed.traceId).toMatch(/^[0-9a-f]{32}$/);
            expect(parsed.parentId).toMatch(/^[0-9a-f]{16}$/);
            expect(header).toContain(`${parsed.traceId}-${parsed.parentId}`);
          }
        },
      ),
      { numRuns: runs(2000) },
    );
  });

  test("a header of a million characters is refused (only its first 55 are matched)", () => {
    expect(parseTraceparent(`${VALID}${"-".repeat(1_000_000)}`)).toBeUndefined();
    expect(parseTraceparent(`01-${TRACE_ID}-${PARENT_ID}-01${"-a".repeat(500_000)}`)?.traceId).toBe(TRACE_ID);
    expect(parseTraceparent(" ".repeat(1_000_000))).toBeUndefined();
  });
});
