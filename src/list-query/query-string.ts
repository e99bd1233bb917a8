import { ownMember } from "../core/body/json-object.js";

/**
 * The five list-query parameters by their wire names, in the order errors
 * list them.
 *
 * @public
 */
export const LIST_PARAMETERS = ["start_index", "count", "sort_by", "fields", "query"] as const;

/**
 * A list-query parameter by its wire name.
 *
 * @public
 */
export type ListParameter = (typeof LIST_PARAMETERS)[number];

/**
 * One list-query parameter as sent: its first value (decoded) and how many
 * times it was sent.
 *
 * @internal
 */
export interface _SentParameter {
  readonly value: string;
  count: number;
}

/**
 * What was sent for each of the five parameters, by the index of
 * {@link LIST_PARAMETERS}; `undefined` for a parameter not sent.
 *
 * @internal
 */
export type _RawParameters = (_SentParameter | undefined)[];

/**
 * Decodes one name or value of `application/x-www-form-urlencoded` text as
 * `URLSearchParams` does: `+` is a space, `%XX` a byte of UTF-8.
 */
function decode(raw: string): string {
  try {
    // Only pairs holding a `%` or `+` come here; text without `%` decodes to itself.
    return decodeURIComponent(raw.indexOf("+") === -1 ? raw : raw.replaceAll("+", " "));
  } catch {
    // A malformed escape or invalid UTF-8: URLSearchParams keeps stray `%` and
    // writes U+FFFD for bad bytes; let it decode this rare value.
    return new URLSearchParams(`x=${raw}`).get("x") as string;
  }
}

/** Counts a value of the parameter in `slot`; the first one is kept. */
function record(raw: _RawParameters, slot: number, value: string): void {
  const sent = raw[slot];
  if (sent === undefined) raw[slot] = { value, count: 1 };
  else sent.count++;
}

/** The index of `search` in `text` from `from`, or `text.length` when there is none. */
function nextIndex(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at === -1 ? text.length : at;
}

/** The only slot whose name can start at `start`: start_index, sort_by, count, fields, query; or -1. */
function slotByFirstLetters(text: string, start: number): number {
  switch (text[start]) {
    case "s":
      return text[start + 1] === "t" ? 0 : 2;
    case "c":
      return 1;
    case "f":
      return 3;
    case "q":
      return 4;
    default:
      return -1;
  }
}

/**
 * The slot of the parameter whose name starts the pair `text[start, end)`
 * (followed by `=` or the end of the pair), or -1. Picked by its first
 * letters, then checked: no search for `=`.
 */
function slotOfPair(text: string, start: number, end: number): number {
  const slot = slotByFirstLetters(text, start);
  if (slot === -1) return -1;
  const name = LIST_PARAMETERS[slot] as string;
  const after = start + name.length;
  // Sliced and compared with `===`: the engine's comparison beats one character by character here.
  return after <= end && (after === end || text.charCodeAt(after) === 61) /* = */ && text.slice(start, after) === name
    ? slot
    : -1;
}

/**
 * Records the pair `text[start, end)` that holds a `%` or `+` (the first ones
 * from `start` are at `percent` and `plus`), its name ending at `nameEnd`.
 * Out of line: the common pairs need none of it.
 */
function recordEncoded(
  text: string,
  start: number,
  end: number,
  nameEnd: number,
  percent: number,
  plus: number,
  raw: _RawParameters,
): void {
  // A name without `%` or `+` is matched in place; only the value is decoded then.
  const slot =
    percent < nameEnd || plus < nameEnd
      ? (LIST_PARAMETERS as readonly string[]).indexOf(decode(text.slice(start, nameEnd)))
      : slotOfPair(text, start, nameEnd);
  if (slot !== -1) record(raw, slot, decode(text.slice(nameEnd < end ? nameEnd + 1 : end, end)));
}

/**
 * Splits a query string, decoding only the five parameters' names and values
 * and only when they hold `%` or `+`. A pair without either is matched in
 * place; only a pair with one looks for its `=`. The next `=`, `%` and `+`
 * are each searched again only once passed, so every character is scanned a
 * bounded number of times (linear), by the engine's fast `indexOf`.
 */
function fromString(text: string, raw: _RawParameters): void {
  const n = text.length;
  let start = text.charCodeAt(0) === 63 /* ? */ ? 1 : 0;
  let equals = -1;
  let percent = -1;
  let plus = -1;
  while (start < n) {
    const end = nextIndex(text, "&", start);
    if (percent < start) percent = nextIndex(text, "%", start);
    if (plus < start) plus = nextIndex(text, "+", start);
    if (percent < end || plus < end) {
      if (equals < start) equals = nextIndex(text, "=", start);
      recordEncoded(text, start, end, equals < end ? equals : end, percent, plus, raw);
    } else {
      const slot = slotOfPair(text, start, end);
      if (slot !== -1) {
        const valueStart = start + (LIST_PARAMETERS[slot] as string).length + 1;
        record(raw, slot, text.slice(valueStart, end));
      }
    }
    start = end + 1;
  }
}

/** A record's value as strings: numbers, booleans and bigints written out; anything else ignored. */
function recordValue(raw: _RawParameters, slot: number, value: unknown): void {
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean" || type === "bigint") {
    record(raw, slot, `${value as string}`);
  }
}

/**
 * Reads the five list-query parameters from a query string (with or without
 * `?`), a `URLSearchParams` or a record; other parameters are ignored.
 * Never throws; linear in the size of the input.
 *
 * @remarks
 * Every call returns a fresh record, which no other call touches.
 *
 * @internal
 */
export function _readParameters(params: unknown): _RawParameters {
  if (typeof params !== "string") return readObject(params);
  const raw: _RawParameters = [];
  fromString(params, raw);
  return raw;
}

/** Reads a `URLSearchParams` or a record into a fresh record of what was sent. */
function readObject(params: unknown): _RawParameters {
  const raw: _RawParameters = [];
  if (typeof params === "object" && params !== null) {
    let search = false;
    try {
      search = params instanceof URLSearchParams;
    } catch {
      // A Proxy's `getPrototypeOf` trap can make `instanceof` throw: the object is then read as a record.
    }
    const record = params as { readonly [name: string]: unknown };
    for (let slot = 0; slot < 5; slot++) {
      const name = LIST_PARAMETERS[slot] as ListParameter;
      try {
        const value = search ? (params as URLSearchParams).getAll(name) : ownMember(record, name);
        if (Array.isArray(value)) for (const element of value) recordValue(raw, slot, element);
        else recordValue(raw, slot, value);
      } catch {
        // A member that cannot be read (a throwing getter, a hostile Proxy or `getAll`) counts as absent.
      }
    }
  }
  return raw;
}
