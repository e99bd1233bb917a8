import { isBodyShape } from "../body/shape.js";
import { _isApiError } from "../errors/api-error.js";
import { _escapeText } from "../errors/quote-client-text.js";
import { isUnexpectedResponseError } from "../errors/unexpected-response-error.js";
import { PROGRAM_NAME } from "./program-name.js";

/**
 * The bounds of a {@link LogRecord}: one home for every cap that
 * {@link toLogRecord} applies.
 *
 * @remarks
 * - `maxLength`: the most characters of the record's JSON text, 8192. Docker
 *   splits log lines past 16 KiB and several collectors cut them; the record
 *   leaves the other half of such a line to the logger's own fields.
 * - `maxTextLength`: the most characters of one string (a message, a ticket, a
 *   violation's key, a stack frame), 512, counted after escaping.
 * - `maxCauses`: the most links of the `cause` chain kept, 5.
 * - `maxViolations`: the most violations kept, 50.
 * - `maxStackFrames`: the most stack frames kept, 10.
 *
 * @public
 */
export const LOG_RECORD_LIMITS: {
  readonly maxLength: 8192;
  readonly maxTextLength: 512;
  readonly maxCauses: 5;
  readonly maxViolations: 50;
  readonly maxStackFrames: 10;
} = Object.freeze({ maxLength: 8192, maxTextLength: 512, maxCauses: 5, maxViolations: 50, maxStackFrames: 10 });

/**
 * One violation of a {@link LogRecord}: the key of the offending part of the
 * request and its code.
 *
 * @public
 */
export interface LogRecordViolation {
  /** The violation's key (the path of the offending part), such as `email`. */
  readonly key: string;
  /** The violation code, such as `invalid_format`. */
  readonly code: string;
}

/**
 * One link of a {@link LogRecord}'s `cause` chain.
 *
 * @public
 */
export interface LogRecordCause {
  /** The cause's name (`TypeError`, `ApiError`); for a cause that is no object, its `typeof`. */
  readonly name?: string;
  /** The body's `type`, for an `ApiError` or an error body. */
  readonly type?: string;
  /** The body's code, or a foreign error's code written as a constant (`ECONNREFUSED`, `23505`). */
  readonly code?: string;
  /** The HTTP status, when the cause carries one from 400 to 599. */
  readonly status?: number;
  /** The body's ticket, for an `ApiError` or an error body: the id the client quotes. */
  readonly ticket?: string;
  /** The message, from a known-safe source only (see {@link toLogRecord}). */
  readonly message?: string;
}

/**
 * What {@link toLogRecord} gives: a flat, JSON-safe description of an error
 * that holds nothing a client sent.
 *
 * @public
 */
export interface LogRecord extends LogRecordCause {
  /** Why an `UnexpectedResponseError`'s response was not read as an error (`not_json`). */
  readonly reason?: string;
  /** The violations of a constraint violations error, as keys and codes. */
  readonly violations?: readonly LogRecordViolation[];
  /** The `cause` chain, the nearest cause first. */
  readonly causes?: readonly LogRecordCause[];
  /** The stack frames of an `Error` (the `at ...` lines V8 writes below its header, never a line of the message). */
  readonly stack?: string;
  /** Present when something was left out to keep within {@link LOG_RECORD_LIMITS}. */
  readonly truncated?: true;
}

/**
 * Options of {@link toLogRecord}.
 *
 * @public
 */
export interface LogRecordOptions {
  /**
   * Whether the message of a foreign error (one that is no `ApiError`, error
   * body or `UnexpectedResponseError`) may be logged: called with the error
   * or cause, its message kept when it returns `true`. By default none is:
   * such messages often quote input. Pass `() => true` to keep them all, or
   * a test of your own error classes whose messages you write.
   */
  readonly trustMessage?: (error: object) => boolean;
}

type Fields = Record<string, unknown>;

/** A member of `value`, or `undefined` when reading it throws (a Proxy, a getter). */
function read(value: object, key: string): unknown {
  try {
    return (value as Fields)[key];
  } catch {
    return undefined;
  }
}

/**
 * `text` with its control and format characters escaped (as `quoteClientText` escapes them:
 * `\u000a`, `\u202e`), cut to `maxTextLength` characters, never inside a surrogate pair or an escape.
 */
function cut(text: string): string {
  return _escapeText(text, LOG_RECORD_LIMITS.maxTextLength, "");
}

/** A string member, cut; `undefined` for anything else (a String object's toString is never called). */
function text(value: object, key: string): string | undefined {
  const member = read(value, key);
  return typeof member === "string" ? cut(member) : undefined;
}

// A name or code a program chose, not a value: an identifier for names (PROGRAM_NAME), a
// constant for foreign codes (Node's `ECONNREFUSED`, `ERR_INVALID_URL`, PostgreSQL's
// SQLSTATE `23505`, Fastify's `FST_ERR_CTP_INVALID_JSON_BODY`). Lower case is refused in codes
// on purpose: a code member that holds input (a token, an email) is then never logged.
const CONSTANT = /^[A-Z0-9][A-Z0-9_]{0,63}$/;

function matching(value: object, key: string, pattern: RegExp): string | undefined {
  const member = read(value, key);
  return typeof member === "string" && pattern.test(member) ? member : undefined;
}

/** A foreign code: a constant, or a whole number as text. */
function foreignCode(value: object): string | undefined {
  const code = read(value, "code");
  if (Number.isSafeInteger(code)) return String(code);
  return typeof code === "string" && CONSTANT.test(code) ? code : undefined;
}

/** A whole status from 400 to 599 under `status` or `statusCode`. */
function statusOf(value: object): number | undefined {
  for (const key of ["status", "statusCode"]) {
    const status = read(value, key);
    if (Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599) return status as number;
  }
  return undefined;
}

/** Whether `trustMessage` says yes; a throwing callback says no. */
function trusted(value: object, options: LogRecordOptions): boolean {
  try {
    return options.trustMessage?.(value) === true;
  } catch {
    return false;
  }
}

/** Whether `value` is an error body; a hostile value is not. */
function isBody(value: object): boolean {
  try {
    return isBodyShape(value);
  } catch {
    return false;
  }
}

/** The body of an `ApiError` (read once more, so checked again), `value` itself when it is an error body. */
function bodyOf(value: object, apiError: boolean): object | undefined {
  if (!apiError) return isBody(value) ? value : undefined;
  const body = read(value, "body");
  return typeof body === "object" && body !== null ? body : undefined;
}

/** Drops the members whose value is `undefined`, so that the record has no empty keys. */
function defined(fields: Fields): Fields {
  const out: Fields = {};
  for (const key in fields) if (fields[key] !== undefined) out[key] = fields[key];
  return out;
}

/** Says that describe must read the value's `message` itself. */
const UNREAD: unique symbol = Symbol("unread");

/**
 * The fields every link of the chain has: name, type, code, status, message (and the body's
 * ticket and violations). `message`: the value's `message` member when the caller read it
 * already (each member is read once).
 */
function describe(
  value: unknown,
  options: LogRecordOptions,
  message: unknown = UNREAD,
): { head: Fields; body?: object } {
  if (typeof value !== "object" || value === null) {
    // A thrown string or number may be anything the program had at hand, input included.
    return { head: { name: value === null ? "null" : typeof value } };
  }
  const apiError = _isApiError(value);
  const body = bodyOf(value, apiError);
  const own = message === UNREAD || (body !== undefined && body !== value) ? read(body ?? value, "message") : message;
  const ownMessage = typeof own === "string" ? cut(own) : undefined;
  if (body !== undefined) {
    const status = apiError ? statusOf(value) : undefined;
    const name = apiError ? "ApiError" : undefined;
    const head = {
      name,
      type: text(body, "type"),
      code: text(body, "code"),
      status,
      ticket: text(body, "ticket"),
      message: ownMessage,
    };
    return { head: defined(head), body };
  }
  if (isUnexpectedResponseError(value)) {
    // Its message is the package's own (status and reason); its excerpt and content type are the
    // remote's text, which may echo the request: never logged.
    const head = {
      name: "UnexpectedResponseError",
      status: statusOf(value),
      reason: text(value, "reason"),
      message: ownMessage,
    };
    return { head: defined(head) };
  }
  const head = {
    name: matching(value, "name", PROGRAM_NAME) ?? "object",
    code: foreignCode(value),
    status: statusOf(value),
    message: trusted(value, options) ? ownMessage : undefined,
  };
  return { head: defined(head) };
}

/** The violations of a body as keys and codes, never their attributes (see toLogRecord). */
function violationsOf(body: object, budget: Budget): LogRecordViolation[] | undefined {
  const violations = read(body, "violations");
  if (typeof violations !== "object" || violations === null) return undefined;
  const out: LogRecordViolation[] = [];
  try {
    for (const key of Object.keys(violations)) {
      const details = read(violations, key);
      if (!Array.isArray(details)) continue;
      for (let index = 0; index < details.length; index++) {
        const detail: unknown = details[index];
        const code = typeof detail === "object" && detail !== null ? text(detail, "code") : undefined;
        if (code === undefined) continue;
        const entry = { key: cut(key), code };
        if (out.length === LOG_RECORD_LIMITS.maxViolations || !budget.take(entry)) {
          budget.truncated = true;
          return out;
        }
        out.push(entry);
      }
    }
  } catch {
    // A hostile violations object (a Proxy, a throwing getter): what was read so far.
    budget.truncated = true;
  }
  return out;
}

/**
 * Where V8's header of `stack` ends: the header is `<name>: <message>` (or the name alone for an
 * empty message, the message alone for an empty name, `<name> [<code>]: <message>` for Node's
 * errors), and the message may span lines. `undefined` when the stack does not start with the
 * error's message: a stack set by hand, or a message changed after the stack was written, leaves
 * no way to tell the message's lines from the frames.
 */
function headerEnd(stack: string, message: unknown): number | undefined {
  if (typeof message !== "string") return undefined;
  const newline = stack.indexOf("\n");
  const firstLine = newline === -1 ? stack.length : newline;
  // An empty message: the header is the name alone, an identifier.
  if (message === "") return PROGRAM_NAME.test(stack.slice(0, firstLine)) ? firstLine : undefined;
  const colon = stack.indexOf(": ");
  for (const start of [colon === -1 || colon > firstLine ? -1 : colon + 2, 0]) {
    const end = start + message.length;
    if (start >= 0 && stack.startsWith(message, start) && (end === stack.length || stack.charAt(end) === "\n"))
      return end;
  }
  return undefined;
}

/** A line as V8 writes a frame: four spaces, `at `, and a call site that ends in its location. */
function isFrame(line: string): boolean {
  if (!line.startsWith("    at ")) return false;
  return line.endsWith(")") || line.endsWith("<anonymous>") || line === "    at native" || /:\d+:\d+$/.test(line);
}

/**
 * The stack frames of an Error: the lines V8 writes as frames below the header, never a line of
 * the message (which V8 keeps whole at the top of `stack`, line breaks included, so that a
 * message quoting `"42\n    at password=..."` looks like a frame). None when the header cannot be
 * told apart (see headerEnd).
 */
function stackOf(value: object, message: unknown, budget: Budget): string | undefined {
  const stack = read(value, "stack");
  if (typeof stack !== "string") return undefined;
  const start = headerEnd(stack, message);
  if (start === undefined) return undefined;
  const frames: string[] = [];
  // Bounded: a stack of millions of lines costs one split, and at most maxStackFrames frames are kept.
  for (const line of stack.slice(start).split("\n")) {
    if (!isFrame(line)) continue;
    if (frames.length === LOG_RECORD_LIMITS.maxStackFrames) {
      budget.truncated = true;
      break;
    }
    frames.push(cut(line.trim()));
  }
  if (frames.length === 0) return undefined;
  const joined = frames.join("\n");
  if (budget.take(joined)) return joined;
  budget.truncated = true;
  return undefined;
}

/** The `cause` chain from `value`, the nearest first, at most maxCauses long, each object once. */
function causesOf(value: unknown, options: LogRecordOptions, budget: Budget): LogRecordCause[] | undefined {
  const seen = new Set<unknown>([value]);
  const out: LogRecordCause[] = [];
  let current = value;
  while (typeof current === "object" && current !== null) {
    let cause: unknown;
    try {
      if (!("cause" in current)) break;
      cause = (current as Fields)["cause"];
    } catch {
      break;
    }
    // A cycle ends the chain where it closes.
    if (seen.has(cause)) break;
    seen.add(cause);
    const link = describe(cause, options).head as LogRecordCause;
    if (out.length === LOG_RECORD_LIMITS.maxCauses || !budget.take(link)) {
      budget.truncated = true;
      break;
    }
    out.push(link);
    current = cause;
  }
  return out.length === 0 ? undefined : out;
}

/** What is left of the record's maxLength: each part pays for its JSON text before it is added. */
class Budget {
  // `{}`, and room for `,"truncated":true` so that the mark always fits.
  left: number = LOG_RECORD_LIMITS.maxLength - 2 - ',"truncated":true'.length;
  truncated = false;

  /** Pays for `value` (as JSON, with a key and separators of up to 16 characters); `false` when it does not fit. */
  take(value: unknown): boolean {
    const cost = JSON.stringify(value).length + 16;
    if (cost > this.left) return false;
    this.left -= cost;
    return true;
  }
}

/**
 * Turns an error into a flat, JSON-safe record for a log line: the body's
 * `type`, `code` and `ticket`, the status, the message, the violations as
 * keys and codes, the `cause` chain and the stack frames, and nothing a
 * client sent.
 *
 * @remarks
 * Takes an `ApiError`, an error body, an `UnexpectedResponseError` or any
 * thrown value. Made for pino (`serializers: { err: toLogRecord }`; pino
 * itself would log an `ApiError` as `type: "ApiError"` and lose the body's
 * `type`); for winston, see {@link (errorsToLogRecords:1)}.
 *
 * What it holds:
 * - `name`: the error's name when it is an identifier (`ApiError`,
 *   `TypeError`); `object` for an object without one; for a thrown value
 *   that is no object, its `typeof` (the value itself is never logged). An
 *   error body has none.
 * - `type`, `code`, `ticket`, `message`: the body's, for an `ApiError` or a
 *   body. A foreign error's `code` only when written as a constant (upper
 *   case, digits, `_`: `ECONNREFUSED`, SQLSTATE `23505`) or a whole number;
 *   any other code may be a value and is left out.
 * - `status`: an `ApiError`'s or `UnexpectedResponseError`'s, or a foreign
 *   error's `status` / `statusCode` from 400 to 599.
 * - `reason`: an `UnexpectedResponseError`'s.
 * - `violations`: `{ key, code }` per violation detail. The constraint
 *   attributes are left out: they are the server's declared bounds, safe but
 *   already written once in the operation's declaration, and an operator
 *   needs which part failed and why, not the bound; leaving them out keeps
 *   the record small.
 * - `causes`: the `cause` chain, nearest first, each link by name, type,
 *   code, status and message under the same rules; never a driver's other
 *   members (PostgreSQL's `detail`, `where`, a query's parameters), which
 *   quote values.
 * - `stack`: an error's stack frames: the lines V8 writes as frames (four
 *   spaces, `at `, a call site ending in its location) below the header
 *   `<name>: <message>`, which is skipped whole, however many lines the
 *   message spans (V8 keeps it whole at the top of `stack`, so a message
 *   quoting `"42\n    at password=..."` looks like a frame). None when the
 *   stack does not start with the error's message (a stack set by hand, a
 *   message changed afterwards): its lines could not be told from frames.
 *
 * Messages: an `ApiError`'s or a body's message is kept. The package's
 * bodies carry codes, keys and declared attributes, and quote of the request
 * only what a message about it must (a path id, an unknown route's method
 * and path, a filter's token) through `quoteClientText`: at most 256
 * characters, control and format characters escaped. A body parsed from
 * another server's answer carries that server's text. An
 * `UnexpectedResponseError`'s message is kept too (status and reason). A foreign error's message
 * is left out unless `options.trustMessage` accepts it: such messages quote
 * input (`JSON.parse`'s "Unexpected token ... is not valid JSON" quotes the
 * text, Node's "Received ..." the value, PostgreSQL's "invalid input syntax
 * for type integer" the value too). Never logged either: `details`, an
 * `UnexpectedResponseError`'s excerpt and content type (the remote's text),
 * headers, and every other member.
 *
 * Every string is escaped as `quoteClientText` escapes it: control and
 * format characters (Unicode Cc and Cf, such as a newline, ESC, U+202E or
 * U+2069), U+2028, U+2029 and lone surrogates become `\u000a`-style escapes,
 * so that a client's member name or a remote body's code cannot forge a log
 * line or reorder a terminal's text.
 *
 * Bounded by {@link LOG_RECORD_LIMITS}: each string cut, the chain, the
 * violations and the frames capped, and the whole JSON text at most
 * `maxLength` characters (`truncated: true` says something was left out).
 * A cycle in the `cause` chain ends it. Reads each member at most once
 * through a guard: never throws, never calls `toString` or `toJSON`, for
 * Proxies and throwing getters too.
 *
 * @example
 * ```ts
 * import { pino } from "pino";
 * const logger = pino({ serializers: { err: toLogRecord } });
 * logger.error({ err }, "request failed");
 * // {"level":50,...,"err":{"name":"ApiError","type":"constraint_violations_error",
 * //   "code":"message_body_constraint_violations","status":400,"ticket":"...","message":"...",
 * //   "violations":[{"key":"email","code":"invalid_format"}],"stack":"at ..."},"msg":"request failed"}
 * ```
 * @param value - anything, typically a caught value
 * @param options - which foreign messages may be kept
 * @returns the record
 * @public
 */
export function toLogRecord(value: unknown, options: LogRecordOptions = {}): LogRecord {
  // Every read below goes through a guard (read, text, the brand checks), so nothing here throws.
  const budget = new Budget();
  const object = typeof value === "object" && value !== null;
  const message = object ? read(value, "message") : undefined;
  const { head, body } = describe(value, options, message);
  const record: Fields = {};
  // Most telling first: what is left out when the budget runs short is the least of it. The head
  // always fits: at most six strings of maxTextLength (512) characters, each at most 1,026
  // characters of JSON once escaped, well within maxLength.
  for (const key in head) {
    budget.take(head[key]);
    record[key] = head[key];
  }
  if (body !== undefined) {
    const violations = violationsOf(body, budget);
    if (violations !== undefined && violations.length > 0) record["violations"] = violations;
  }
  const causes = causesOf(value, options, budget);
  if (causes !== undefined) record["causes"] = causes;
  const stack = object ? stackOf(value, message, budget) : undefined;
  if (stack !== undefined) record["stack"] = stack;
  if (budget.truncated) record["truncated"] = true;
  return record as LogRecord;
}
