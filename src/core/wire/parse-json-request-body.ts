import type { BaseErrorBody, ConstraintViolationsErrorBody, ViolationDetail, Violations } from "../body/bodies.js";
import { isJsonObject } from "../body/json-object.js";
import { LONE_SURROGATE } from "../body/lone-surrogate.js";
import { formatPath, type PathSegment } from "../body/path.js";
import { MAX_ISSUES } from "../body/validate-body.js";
import type { AttributesOf, ViolationCode } from "../catalogue/tables.js";
import { baseError, DEFAULT_VIOLATIONS_MESSAGES } from "../errors/build.js";
import { newTicket } from "../errors/ticket.js";

/**
 * The deepest nesting {@link parseJsonRequestBody} accepts by default: 64
 * arrays and objects, one inside the other (the body itself counts as one),
 * as System.Text.Json's default `MaxDepth`.
 *
 * @public
 */
export const DEFAULT_MAX_NESTING_DEPTH = 64;

/**
 * Options of {@link parseJsonRequestBody}.
 *
 * @public
 */
export interface ParseJsonRequestBodyOptions {
  /**
   * The deepest nesting accepted: an integer of at least 1, the body object
   * itself at depth 1; {@link DEFAULT_MAX_NESTING_DEPTH} by default.
   */
  readonly maxNestingDepth?: number;
  /** The ticket of the error body; a fresh UUID when absent. */
  readonly ticket?: string;
}

/**
 * What {@link parseJsonRequestBody} returns: the body, or the error body to
 * answer with status 400.
 *
 * @public
 */
export type JsonRequestBodyResult =
  | { readonly ok: true; readonly value: { readonly [member: string]: unknown } }
  | {
      readonly ok: false;
      readonly error: (BaseErrorBody & { readonly code: "invalid_request" }) | ConstraintViolationsErrorBody;
    };

/** `invalid_request` with one of the sentences below (none of them quotes the text). */
function invalidRequest(message: string, ticket: string | undefined): JsonRequestBodyResult {
  return {
    ok: false,
    error: baseError({ code: "invalid_request", message, ...(ticket === undefined ? {} : { ticket }) }),
  };
}

/**
 * The sentence of a request body that is not JSON: `parseJsonRequestBody`
 * adds what to send instead, the node entry's framework failures end it
 * there (a route behind body-parser may take any JSON).
 */
export const NOT_JSON_BODY = "The request body is not valid JSON";

const NOT_JSON = `${NOT_JSON_BODY}; send a JSON object`;

/**
 * A detail of `code` with `attributes`, written out: `violation()` would
 * check the code against the whole catalogue, which this function's bundle
 * need not carry (the types check the code and the attribute names here).
 */
function detail<C extends ViolationCode>(
  code: C,
  attributes?: { readonly [A in AttributesOf<C>]: string },
): ViolationDetail {
  return attributes === undefined ? { code } : { code, constraintAttributes: { ...attributes } };
}

/** The `message_body_constraint_violations` body of `violations`, as `constraintViolationsError` makes it. */
function bodyViolations(violations: Violations, ticket: string | undefined): JsonRequestBodyResult {
  const code = "message_body_constraint_violations";
  const message = DEFAULT_VIOLATIONS_MESSAGES[code];
  const error: ConstraintViolationsErrorBody = {
    type: "constraint_violations_error",
    code,
    message,
    ticket: ticket ?? newTicket(),
    violations,
  };
  return { ok: false, error };
}

/** The one violation key of a body nested too deep: the body as a whole. */
const WHOLE_BODY = "";

/**
 * Whether `text` nests arrays and objects deeper than `limit`, by one scan
 * that skips strings and stops at the first bracket past the limit. Malformed
 * text is JSON.parse's to refuse: where its prefix is valid JSON, the depth
 * counted here is the depth JSON.parse would reach.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      // Skip the string: a backslash escapes the next character, whatever it is.
      for (i++; i < n; i++) {
        const s = text.charCodeAt(i);
        if (s === 92 /* \ */) i++;
        else if (s === 34) break;
      }
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
    }
  }
  return false;
}

/** The path to a value, innermost step first, shared by its children: built into segments only when reported. */
interface PathLink {
  readonly segment: PathSegment;
  readonly parent: PathLink | undefined;
}

function keyOf(link: PathLink): string {
  const segments: PathSegment[] = [];
  for (let at: PathLink | undefined = link; at !== undefined; at = at.parent) segments.push(at.segment);
  return formatPath(segments.reverse());
}

/**
 * Where a parsed string could get a surrogate from: one in the text, or an
 * escape `\uD800` to `\uDFFF`. Text without either (most bodies) needs no
 * walk (an escaped backslash before `u` is a false alarm, which only walks).
 */
const SURROGATE_IN_TEXT = /[\ud800-\udfff]|\\u[dD][89abcdefABCDEF]/;

/** One array or object still to visit, with the path that leads to it. */
interface Pending {
  readonly value: object;
  readonly path: PathLink | undefined;
}

/**
 * The violation keys of the strings and member names holding a lone
 * surrogate, in document order, at most {@link MAX_ISSUES}: one walk with
 * its own stack (a limit raised by the caller cannot overflow the call stack).
 */
function loneSurrogateKeys(body: object): string[] {
  const keys: string[] = [];
  const stack: Pending[] = [{ value: body, path: undefined }];
  for (let pending = stack.pop(); pending !== undefined; pending = stack.pop()) {
    const { value, path } = pending;
    const nested: Pending[] = [];
    // Allocates only for a member to descend into or to report: a flat array of
    // millions of numbers costs one loop (bench: "request body nesting", flat row).
    const visit = (segment: PathSegment, member: unknown, badName: boolean): boolean => {
      if (badName || (typeof member === "string" && LONE_SURROGATE.test(member))) {
        keys.push(keyOf({ segment, parent: path }));
        return keys.length === MAX_ISSUES;
      }
      if (typeof member === "object" && member !== null)
        nested.push({ value: member, path: { segment, parent: path } });
      return false;
    };
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) if (visit(index, value[index], false)) return keys;
    } else {
      const object = value as { readonly [key: string]: unknown };
      for (const name of Object.keys(object)) if (visit(name, object[name], LONE_SURROGATE.test(name))) return keys;
    }
    // Pushed in reverse, so that the stack gives the members back in their order.
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i] as Pending);
  }
  return keys;
}

/** A JSON value's kind for a sentence: "an array", "a string", "null". */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "an array" : `a ${typeof value}`;
}

/**
 * Reads the JSON text of a request body for a server: a JSON object, nested
 * no deeper than a limit, every string and member name of it Unicode text.
 *
 * @remarks
 * In this order, and answering the first failure:
 *
 * 1. Text that is empty or blank (or not a string): `invalid_request`.
 * 2. Arrays and objects nested deeper than `maxNestingDepth`
 *    ({@link DEFAULT_MAX_NESTING_DEPTH} by default):
 *    `message_body_constraint_violations` with `max_nesting_depth_exceeded`
 *    and its `maxNestingDepth` under the key `""` (the whole body). One scan
 *    finds it before `JSON.parse` runs and stops at the first bracket past
 *    the limit, so a body of a million nested arrays costs no more than a
 *    flat one (`JSON.parse` would build every level first).
 * 3. Text that is not JSON, or JSON that is not an object: `invalid_request`.
 * 4. A string value or a member name holding a lone UTF-16 surrogate
 *    (`"\ud800"` is valid JSON, but no code point: UTF-8 and PostgreSQL text
 *    cannot hold it, and a store would refuse it or keep U+FFFD instead):
 *    `message_body_constraint_violations` with `invalid_code_point` at the
 *    key of that member, as {@link formatPath} writes it (`givenName`,
 *    `tags[0]`, `protocol.type`; for a member name, the key of that
 *    member). Every such key is listed, in document order, at most 50.
 *
 * Never throws on any text, writes no prototype (`JSON.parse` keeps
 * `"__proto__"` as an own member, and so does the error's `violations`),
 * and takes time linear in the length of the text. No error body quotes
 * the text. Decoding bytes is the caller's: use
 * `new TextDecoder("utf-8", { fatal: true })`, which refuses bytes that are
 * not UTF-8 instead of replacing them.
 *
 * @param text - the request body, decoded
 * @param options - `maxNestingDepth`, and the error's `ticket`
 * @returns `{ ok: true, value }` with the parsed object, or `{ ok: false, error }` with the error body to answer with status 400
 * @throws TypeError when `maxNestingDepth` is not an integer of at least 1 (a programming error)
 *
 * @example
 * ```ts
 * const result = parseJsonRequestBody('{"givenName":"x\\ud800"}');
 * if (!result.ok) throw new ApiError(result.error); // 400, invalid_code_point under givenName
 * ```
 * @public
 */
export function parseJsonRequestBody(text: string, options: ParseJsonRequestBodyOptions = {}): JsonRequestBodyResult {
  const limit = options.maxNestingDepth ?? DEFAULT_MAX_NESTING_DEPTH;
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new TypeError(`maxNestingDepth must be an integer of at least 1, got ${String(limit)}`);
  }
  const { ticket } = options;
  if (typeof text !== "string") return invalidRequest(NOT_JSON, ticket);
  if (text.trim() === "") return invalidRequest("The request body is empty; send a JSON object", ticket);
  if (nestsDeeperThan(text, limit)) {
    const tooDeep = detail("max_nesting_depth_exceeded", { maxNestingDepth: String(limit) });
    return bodyViolations({ [WHOLE_BODY]: [tooDeep] }, ticket);
  }
  let value: unknown;
  try {
    // JSON.parse keeps "__proto__" as an own data member; it never touches a prototype.
    value = JSON.parse(text);
  } catch {
    return invalidRequest(NOT_JSON, ticket);
  }
  if (!isJsonObject(value))
    return invalidRequest(`The request body must be a JSON object, not ${kindOf(value)}`, ticket);
  const keys = SURROGATE_IN_TEXT.test(text) ? loneSurrogateKeys(value) : [];
  if (keys.length > 0) {
    // Object.fromEntries defines own members: a "__proto__" key stays data.
    return bodyViolations(Object.fromEntries(keys.map((key) => [key, [detail("invalid_code_point")]])), ticket);
  }
  return { ok: true, value };
}
