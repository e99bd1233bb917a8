import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import winston from "winston";
import { ApiError, baseError, errorsToLogRecords, toLogRecord } from "../../../src/index.js";
import { lineCollector } from "../../support/json-lines.js";
import { pglite, realPostgres, type TestDatabase } from "../../support/postgres.js";

// A value that PostgreSQL quotes into its message ("invalid input syntax for type integer:
// "<value>""); V8 keeps the whole message at the top of `stack`, so its second line looks like a
// frame. A shape that ends as V8's frames do, and one that does not.
const INPUTS = ["42\n    at password=hunter2 card=4111111111111111", "42\n    at hunter2 (file:///hunter2.js:1:1)"];

/** The error the database throws for `SELECT $1::int` with `value`. */
async function queryError(db: TestDatabase, value: string): Promise<Error> {
  try {
    await db.query("SELECT $1::int", [value]);
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the query to fail");
}

/** Every JSON line pino and winston write for `error`, each way they are commonly handed an error. */
async function loggedLines(error: Error): Promise<string> {
  const pinoOut = lineCollector();
  const logger = pino({ serializers: { err: toLogRecord } }, pinoOut.stream);
  logger.error({ err: error }, "query failed");
  logger.error(error, "query failed");
  const wrapped = new ApiError(baseError({ code: "internal_error", message: "m" }), { status: 500, cause: error });
  logger.error({ err: wrapped }, "request failed");
  await new Promise((resolve) => setImmediate(resolve));
  const winstonOut = lineCollector();
  const winstonLogger = winston.createLogger({
    format: winston.format.combine(winston.format(errorsToLogRecords)(), winston.format.json()),
    transports: [new winston.transports.Stream({ stream: winstonOut.stream })],
  });
  winstonLogger.error("query failed", { err: error });
  winstonLogger.error("query failed", error);
  winstonLogger.error(error);
  winstonLogger.error("request failed", { err: wrapped });
  expect(pinoOut.lines()).toHaveLength(3);
  expect(winstonOut.lines()).toHaveLength(4);
  return `${pinoOut.text()}${winstonOut.text()}`;
}

const engines: [string, () => Promise<TestDatabase | undefined>][] = [
  ["PGlite", pglite],
  ["PostgreSQL", realPostgres],
];

describe.each(engines)("a %s error quoting a multi-line value, through pino and winston", (_, open) => {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db?.close());

  test.each(INPUTS)("nothing of the message in any line; the frames are kept (%j)", async (input) => {
    if (db === undefined) return;
    const error = await queryError(db, input);
    // The test has teeth: the value is in the message and in the stack, on a line of its own.
    expect(error.message).toContain("hunter2");
    expect(error.stack).toMatch(/\n {4}at (password=)?hunter2/);
    const record = toLogRecord(error);
    expect(record).toMatchObject({ name: "error", code: "22P02" });
    expect(record.stack).toMatch(/^at /);
    expect(record.stack).not.toContain("hunter2");
    const lines = await loggedLines(error);
    expect(lines).not.toMatch(/hunter2|4111111111111111|invalid input syntax/);
  });
});
