/**
 * Helpers of the fuzz tests: run counts, hostile inputs, prototype snapshots
 * and growth checks. `npm test` runs every property a modest number of times;
 * `npm run fuzz` sets FUZZ_RUNS (10^5) and runs the same properties again.
 * The mutation run sets FUZZ_RUNS=0, which skips every `fuzz(...)` block.
 */
import fc from "fast-check";
import { describe, expect, vi } from "vitest";

const fromEnvironment = Number(process.env["FUZZ_RUNS"]);

/** Whether this is the long run of `npm run fuzz`. */
export const LONG_RUN: boolean = Number.isSafeInteger(fromEnvironment) && fromEnvironment > 0;

/** Whether the fuzz cases are off: FUZZ_RUNS=0, as test/support/mutation/vitest.config.ts sets it. */
export const FUZZ_OFF: boolean = process.env["FUZZ_RUNS"] === "0";

/**
 * The fuzz cases of a module, in its test file: a describe block named "fuzz: <name>" whose
 * properties take their run counts from `runs`. Skipped when FUZZ_RUNS is 0 (the mutation run:
 * its properties are capped anyway, and its 10^5-element inputs cost minutes per mutant).
 */
export function fuzz(name: string, cases: () => void): void {
  describe.skipIf(FUZZ_OFF)(`fuzz: ${name}`, cases);
}

/**
 * The number of runs of one property: FUZZ_RUNS when set, else `quick`
 * (chosen per property so that the whole fuzz suite stays within seconds).
 */
export function runs(quick: number): number {
  return LONG_RUN ? fromEnvironment : quick;
}

// Every file that imports these helpers gets room for FUZZ_RUNS runs, and for the
// large inputs (10^5 violations, 1 MB strings) on a slow machine.
vi.setConfig({ testTimeout: LONG_RUN ? 7_200_000 : 60_000 });

// --- prototypes ------------------------------------------------------------

const PROTOTYPES: readonly [string, object][] = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
  ["Number.prototype", Number.prototype],
  ["Boolean.prototype", Boolean.prototype],
  ["Symbol.prototype", Symbol.prototype],
  ["BigInt.prototype", BigInt.prototype],
  ["RegExp.prototype", RegExp.prototype],
  ["Error.prototype", Error.prototype],
  ["TypeError.prototype", TypeError.prototype],
  ["Map.prototype", Map.prototype],
  ["Set.prototype", Set.prototype],
  ["Promise.prototype", Promise.prototype],
  ["Date.prototype", Date.prototype],
  ["JSON", JSON],
  ["Object", Object],
  ["Array", Array],
];

/** What a prototype looks like: its own keys with their descriptors, its prototype, whether it is extensible. */
export type PrototypeSnapshot = ReadonlyMap<string, string>;

function describeDescriptor(descriptor: PropertyDescriptor): string {
  // Values are compared by identity through a registry of the objects seen.
  return [
    descriptor.enumerable,
    descriptor.configurable,
    descriptor.writable,
    identity(descriptor.value),
    identity(descriptor.get),
    identity(descriptor.set),
  ].join("|");
}

const identities = new WeakMap<object, number>();
let lastIdentity = 0;
function identity(value: unknown): string {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) {
    return `${typeof value}:${String(value)}`;
  }
  let id = identities.get(value);
  if (id === undefined) {
    id = ++lastIdentity;
    identities.set(value, id);
  }
  return `#${id}`;
}

/** Own keys and descriptors of every built-in prototype (and a few constructors). */
export function snapshotPrototypes(): PrototypeSnapshot {
  const snapshot = new Map<string, string>();
  for (const [name, target] of PROTOTYPES) {
    snapshot.set(`${name} [[Prototype]]`, identity(Object.getPrototypeOf(target)));
    snapshot.set(`${name} extensible`, String(Object.isExtensible(target)));
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
      snapshot.set(`${name}.${String(key)}`, describeDescriptor(descriptor));
    }
  }
  return snapshot;
}

/** The differences between two snapshots, one line each. */
export function prototypeChanges(before: PrototypeSnapshot, after: PrototypeSnapshot): string[] {
  const changes: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changes.push(`added ${key}`);
    else if (before.get(key) !== value) changes.push(`changed ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
}

/** The quick check run after every input: no member appeared on a fresh object, array, function or string. */
export function prototypesLookClean(): boolean {
  const object: Record<string, unknown> = {};
  const array: unknown = [];
  const fn: unknown = () => undefined;
  return (
    object["polluted"] === undefined &&
    (array as Record<string, unknown>)["polluted"] === undefined &&
    (fn as Record<string, unknown>)["polluted"] === undefined &&
    ("" as unknown as Record<string, unknown>)["polluted"] === undefined &&
    Object.getPrototypeOf(object) === Object.prototype &&
    Object.keys(Object.prototype).length === 0 &&
    Object.keys(Array.prototype).length === 0 &&
    Object.keys(Function.prototype).length === 0 &&
    Object.keys(String.prototype).length === 0 &&
    !Object.hasOwn(Object.prototype, "type") &&
    !Object.hasOwn(Object.prototype, "code") &&
    !Object.hasOwn(Object.prototype, "violations")
  );
}

/**
 * Runs `body` and fails when it changed any built-in prototype: a full
 * snapshot compared before and after (every own key and descriptor).
 */
export async function expectPrototypesUnchanged(body: () => unknown): Promise<void> {
  const before = snapshotPrototypes();
  await body();
  expect(prototypeChanges(before, snapshotPrototypes())).toStrictEqual([]);
  expect(prototypesLookClean()).toBe(true);
}

// --- hostile values ---------------------------------------------------------

/** Keys that a careless parser turns into prototype writes or inherited reads. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Names the parsers of this package look for, and names every object inherits. */
const INTERESTING_KEYS = [
  ...PROTOTYPE_KEYS,
  "toString",
  "valueOf",
  "hasOwnProperty",
  "toJSON",
  "type",
  "code",
  "message",
  "ticket",
  "details",
  "violations",
  "constraintAttributes",
  "items",
  "itemsList",
  "totalResults",
  "startIndex",
  "itemsPerPage",
  "errors",
  "fieldViolations",
  "field_violations",
  "field",
  "reason",
  "pointer",
  "parameter",
  "header",
  "key",
  "detail",
  "maxLength",
  "",
] as const;

/** One UTF-16 code unit, often a lone surrogate or a control character. */
export const codeUnit: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom("\u2028", "\u2029", "\ufeff", "\ufffd", "😀", "\u0000"),
);

/** Strings of any UTF-16 content: full unicode, lone surrogates, controls, and plain ASCII. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: codeUnit }),
  fc.string({ unit: fc.oneof(codeUnit, fc.constantFrom("a", ".", "[", "]", '"', "\\", "0", "(", ")", " ")) }),
);

/** Object keys: the interesting names, and any string. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...INTERESTING_KEYS), anyString);

/** JSON primitives, with the awkward numbers. */
const jsonPrimitive: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.constantFrom(null, true, false, 0, -0, 1, -1, 1.5, 1e21, -1e21, 2 ** 53, 1e308, 5e-324, 4294967296),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * JSON values whose objects have hostile keys. Parsed from text, so that a
 * `__proto__` key is an own member as `JSON.parse` makes it on the wire.
 */
export const hostileJson: fc.Arbitrary<unknown> = fc
  .letrec((tie) => ({
    value: fc.oneof({ depthSize: "small", withCrossShrink: true }, jsonPrimitive, tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 5 }),
    object: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 6 }).map(toJsonText),
  }))
  .value.map(reparse);

/** JSON text of an object with the given entries, a key repeated or `__proto__` included. */
function toJsonText(entries: readonly (readonly [string, unknown])[]): RawJson {
  return new RawJson(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(",")}}`);
}

/** JSON text kept as it is inside a bigger value. */
class RawJson {
  constructor(readonly text: string) {}
}

function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  return JSON.stringify(value) ?? "null";
}

function reparse(value: unknown): unknown {
  return JSON.parse(jsonText(value));
}

/** Parses JSON text (a helper to build objects whose `__proto__` key is own). */
export function json(text: string): unknown {
  return JSON.parse(text);
}

/** An object that claims members through a polluted prototype only: none may count. */
export function inheritedMembers(members: Record<string, unknown>): object {
  return Object.create(members) as object;
}

/** A Proxy whose every trap throws. */
export function throwingProxy(): object {
  const fail = (): never => {
    throw new Error("trap");
  };
  return new Proxy(
    {},
    {
      // Symbol reads answer: fast-check and vitest look for their own symbols on generated values.
      get: (_, key) => (typeof key === "symbol" ? undefined : fail()),
      has: (_, key) => (typeof key === "symbol" ? false : fail()),
      ownKeys: fail,
      getOwnPropertyDescriptor: fail,
      getPrototypeOf: fail,
      defineProperty: fail,
      set: fail,
      deleteProperty: fail,
      isExtensible: fail,
      preventExtensions: fail,
      setPrototypeOf: fail,
    },
  );
}

/** An object whose members are all getters that throw. */
export function throwingGetters(names: readonly string[]): object {
  const object = {};
  for (const name of names) {
    Object.defineProperty(object, name, {
      enumerable: true,
      get() {
        throw new Error(`getter ${name}`);
      },
    });
  }
  return object;
}

/** Non-JSON and hostile values: anything fast-check makes, Proxies, throwing getters, inherited members. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true }),
  hostileJson,
  fc.constant(null).map(() => throwingProxy()),
  fc.constant(null).map(() => throwingGetters(["type", "code", "message", "ticket", "violations", "items"])),
  fc
    .constant(null)
    .map(() =>
      inheritedMembers({ type: "base_error", code: "x", message: "m", ticket: "t", items: [], totalResults: 0 }),
    ),
  fc.constantFrom(
    undefined,
    Symbol("s"),
    10n,
    () => 1,
    new Date(Number.NaN),
    new Error("e"),
    Object.prototype,
    Array.prototype,
  ),
);

// --- growth ------------------------------------------------------------------

/**
 * Counts the reads a function makes of an object graph: every `get`, `has`,
 * `ownKeys` and `getOwnPropertyDescriptor` on any object reached through the
 * returned Proxy. A measure of work that the machine's load cannot disturb.
 */
export function countingProxy<T>(value: T): { readonly value: T; readonly reads: () => number } {
  let reads = 0;
  const cache = new WeakMap<object, object>();
  const wrap = (target: unknown): unknown => {
    if (typeof target !== "object" || target === null) return target;
    const known = cache.get(target);
    if (known !== undefined) return known;
    const proxy = new Proxy(target, {
      get(t, key, receiver) {
        reads++;
        return wrap(Reflect.get(t, key, receiver));
      },
      has(t, key) {
        reads++;
        return Reflect.has(t, key);
      },
      ownKeys(t) {
        reads++;
        return Reflect.ownKeys(t);
      },
      getOwnPropertyDescriptor(t, key) {
        reads++;
        return Reflect.getOwnPropertyDescriptor(t, key);
      },
    });
    cache.set(target, proxy);
    return proxy;
  };
  return { value: wrap(value) as T, reads: () => reads };
}

/** A string of `length` characters repeating `unit`. */
export function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
