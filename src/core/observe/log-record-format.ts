import { type LogRecord, type LogRecordOptions, toLogRecord } from "./log-record.js";

// winston's (triple-beam's) keys, by Symbol.for so that no import of winston is needed.
const LEVEL = Symbol.for("level");
const SPLAT = Symbol.for("splat");

/**
 * A log entry as winston hands it to a format (its `TransformableInfo`),
 * written structurally so that this package imports nothing of winston.
 *
 * @public
 */
export interface LogInfo {
  /** The entry's level. */
  level: string;
  /** The entry's message. */
  message: unknown;
  /** Any other member: metadata, and winston's symbols. */
  [key: string | symbol]: unknown;
}

/** Whether `value` is an `Error` of any realm (`ApiError` and `UnexpectedResponseError` among them). */
function isError(value: unknown): boolean {
  try {
    return (
      typeof value === "object" &&
      value !== null &&
      (value instanceof Error || Object.prototype.toString.call(value) === "[object Error]")
    );
  } catch {
    return false;
  }
}

function optionsOf(options: unknown): LogRecordOptions {
  try {
    const trustMessage = (options as LogRecordOptions | undefined)?.trustMessage;
    return typeof trustMessage === "function" ? { trustMessage } : {};
  } catch {
    return {};
  }
}

/** The own keys of `value`, none when they cannot be listed. */
function ownKeys(value: object): ReadonlySet<string> {
  try {
    return new Set(Object.keys(value));
  } catch {
    return new Set();
  }
}

/** A copy of `info`'s symbols but SPLAT (which holds the raw error). */
function symbolsOf(info: LogInfo): LogInfo {
  const out = { level: info.level, message: info.message } as LogInfo;
  for (const symbol of Object.getOwnPropertySymbols(info)) if (symbol !== SPLAT) out[symbol] = info[symbol];
  return out;
}

/**
 * The winston transform that puts {@link toLogRecord}'s record in place of
 * every error in a log entry, under `err`.
 *
 * @remarks
 * For `winston.format(errorsToLogRecords)()`, before `json()`. Handles the
 * three ways an error reaches winston:
 * - `logger.error("failed", { err })` or `logger.log({ level, message, err })`:
 *   the members `err` and `error` become records (whatever they hold, as
 *   pino's `err` serializer does), and an error as `message` becomes the
 *   record under `err` with the record's message (or name) as the message.
 * - `logger.error(err)`: winston passes the error itself as the entry; the
 *   result is a new entry of the level, the record's message (or name) and
 *   `err`; the error's other members are dropped.
 * - `logger.error("failed", err)`: winston copies the error's own members
 *   into the entry and appends its message to the message; they are taken
 *   out again (the message is `failed`) and the record put under `err`.
 *
 * Nothing of winston is imported: the entry is typed structurally
 * ({@link LogInfo}). Takes the options of {@link toLogRecord} as winston's
 * format options: `winston.format(errorsToLogRecords)({ trustMessage })`.
 * Never throws for a hostile error.
 *
 * @example
 * ```ts
 * import winston from "winston";
 * const logger = winston.createLogger({
 *   format: winston.format.combine(winston.format(errorsToLogRecords)(), winston.format.json()),
 *   transports: [new winston.transports.Console()],
 * });
 * logger.error("request failed", { err });
 * ```
 * @param info - the log entry
 * @param options - the options of {@link toLogRecord} (`LogRecordOptions`), as winston passes them
 * @returns the entry with records for errors: `info` itself, or a new entry when `info` was an error
 * @public
 */
export function errorsToLogRecords(info: LogInfo, options?: LogRecordOptions): LogInfo;
/**
 * {@link (errorsToLogRecords:1)} as winston's `format(fn)` types it, which passes
 * its options as `unknown`: they are read as {@link LogRecordOptions}, and
 * anything else is no option.
 *
 * @param info - the log entry
 * @param options - the options winston passes: those of {@link toLogRecord}
 * @returns the entry with records for errors
 * @public
 */
export function errorsToLogRecords(info: LogInfo, options?: unknown): LogInfo;
export function errorsToLogRecords(info: LogInfo, options?: unknown): LogInfo {
  const recordOptions = optionsOf(options);
  if (isError(info)) {
    const record = toLogRecord(info, recordOptions);
    const entry = { level: info.level, message: messageOf(record), err: record } as LogInfo;
    entry[LEVEL] = info[LEVEL];
    return entry;
  }
  const splat = info[SPLAT];
  const merged: object | undefined = Array.isArray(splat) && isError(splat[0]) ? (splat[0] as object) : undefined;
  let entry = info;
  if (merged !== undefined) {
    // `logger.error("failed", err)`: winston merged the error into the entry; take it out again.
    entry = symbolsOf(info);
    const copied = ownKeys(merged);
    for (const key of Object.keys(info)) {
      if (!copied.has(key) && key !== "stack" && key !== "cause" && key !== "message") entry[key] = info[key];
    }
    entry.message = withoutSuffix(info.message, merged);
    entry["err"] = merged;
  }
  for (const key of ["err", "error"]) {
    if (entry[key] !== undefined) entry[key] = toLogRecord(entry[key], recordOptions);
  }
  if (isError(entry.message)) {
    const record = toLogRecord(entry.message, recordOptions);
    entry["err"] = record;
    entry.message = messageOf(record);
  }
  return entry;
}

/** The message of an entry made from an error: the record's message, else its name (an error always has one). */
function messageOf(record: LogRecord): string {
  return String(record.message ?? record.name);
}

/** `message` without the ` <error's message>` that winston appended, or `message` as it was. */
function withoutSuffix(message: unknown, error: object): unknown {
  let appended: unknown;
  try {
    appended = (error as { message?: unknown }).message;
  } catch {
    return message;
  }
  if (typeof message !== "string" || typeof appended !== "string" || appended === "") return message;
  const suffix = ` ${appended}`;
  return message.endsWith(suffix) ? message.slice(0, -suffix.length) : message;
}
