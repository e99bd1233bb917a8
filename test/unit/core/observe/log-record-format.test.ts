import fc from "fast-check";
import { describe, expect, test } from "vitest";
import winston from "winston";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  errorsToLogRecords,
  type LogInfo,
  toLogRecord,
  violation,
} from "../../../../src/index.js";
import { fuzz, runs, throwingProxy } from "../../../support/fuzz.js";
import { lineCollector } from "../../../support/json-lines.js";
import { expectNoSecret, thrownWithSecrets } from "../../../support/secrets.js";
import { multiLineMessageErrors } from "../../../support/thrown.js";

const LEVEL = Symbol.for("level");
const SPLAT = Symbol.for("splat");
const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t-1" });
const invalid = constraintViolationsError({ violations: { email: violation("blank") }, ticket: "t-2" });

/** A winston logger with the transform before `json()`, and the JSON lines it wrote. */
function winstonLines(options?: Parameters<ReturnType<typeof winston.format>>[0]): {
  logger: winston.Logger;
  lines: () => Record<string, unknown>[];
} {
  const { stream, lines } = lineCollector();
  const logger = winston.createLogger({
    format: winston.format.combine(winston.format(errorsToLogRecords)(options), winston.format.json()),
    transports: [new winston.transports.Stream({ stream })],
  });
  return { logger, lines };
}

const withoutStack = (record: unknown) => {
  const { stack: _, ...rest } = record as Record<string, unknown>;
  return rest;
};

describe("with winston 3 (winston.format(errorsToLogRecords)())", () => {
  test('logger.error("failed", { err }): the record under err, the message as written', () => {
    const { logger, lines } = winstonLines();
    logger.error("request refused", { err: new ApiError(invalid), requestId: "r1" });
    const [line] = lines();
    expect(line?.["message"]).toBe("request refused");
    expect(line?.["level"]).toBe("error");
    expect(line?.["requestId"]).toBe("r1");
    expect(withoutStack(line?.["err"])).toStrictEqual(withoutStack(toLogRecord(new ApiError(invalid))));
  });

  test("logger.error(err): a new entry of the level, the record's message and the record", () => {
    const { logger, lines } = winstonLines();
    logger.error(new ApiError(notFound));
    logger.error(Object.assign(new Error("sk_live_message"), { code: "sk_live_code", detail: "sk_live_detail" }));
    const [ours, foreign] = lines();
    expect(ours?.["message"]).toBe("User [42] could not be found");
    expect(ours?.["err"]).toMatchObject({
      name: "ApiError",
      type: "base_error",
      code: "user_not_found",
      ticket: "t-1",
    });
    expect(Object.keys(ours ?? {}).sort()).toStrictEqual(["err", "level", "message"]);
    expect(foreign?.["message"]).toBe("Error");
    expect(JSON.stringify(foreign)).not.toContain("sk_live");
  });

  test('logger.error("failed", err): the error\'s members and message taken out of the entry again', () => {
    const { logger, lines } = winstonLines();
    const thrown = Object.assign(new Error("sk_live_message"), { code: "sk_live_code", token: "sk_live_token" });
    logger.error("request failed", thrown);
    logger.error("refused", new ApiError(invalid));
    const [foreign, ours] = lines();
    expect(foreign?.["message"]).toBe("request failed");
    expect(JSON.stringify(foreign)).not.toContain("sk_live");
    expect(foreign?.["err"]).toMatchObject({ name: "Error" });
    expect(ours?.["message"]).toBe("refused");
    expect(ours?.["err"]).toMatchObject({ type: "constraint_violations_error", ticket: "t-2" });
    expect(ours?.["body"]).toBeUndefined();
  });

  test("an error as the message, and an error under error: records", () => {
    const { logger, lines } = winstonLines();
    logger.log({ level: "warn", message: new ApiError(notFound) as unknown as string });
    logger.warn("failed", { error: new TypeError("sk_live_x") });
    const [asMessage, underError] = lines();
    expect(asMessage?.["message"]).toBe("User [42] could not be found");
    expect(asMessage?.["err"]).toMatchObject({ code: "user_not_found" });
    expect(underError?.["error"]).toMatchObject({ name: "TypeError" });
    expect(JSON.stringify(underError)).not.toContain("sk_live");
  });

  test("the format's options are toLogRecord's: trustMessage", () => {
    const { logger, lines } = winstonLines({ trustMessage: () => true });
    logger.error("failed", { err: new Error("safe text") });
    expect(lines()[0]?.["err"]).toMatchObject({ name: "Error", message: "safe text" });
  });
});

describe("with winston 3: errors whose message has a line like a frame", () => {
  test("JSON.parse, BigInt and RegExp errors, each of winston's ways: nothing of the message in the line", () => {
    const { logger, lines } = winstonLines();
    const errors = multiLineMessageErrors();
    for (const error of errors) {
      logger.error("failed", { err: error });
      logger.error("failed", error);
      logger.error(error);
    }
    expect(lines()).toHaveLength(3 * errors.length);
    for (const line of lines()) {
      expect(JSON.stringify(line)).not.toMatch(/at sk/);
      expect((line["err"] as Record<string, unknown>)["stack"]).toMatch(/^at /);
    }
  });
});

describe("errorsToLogRecords on entries", () => {
  test("an entry without errors is itself, unchanged", () => {
    const info: LogInfo = { level: "info", message: "hello", count: 1 };
    expect(errorsToLogRecords(info)).toBe(info);
    expect(info).toStrictEqual({ level: "info", message: "hello", count: 1 });
  });

  test("a merged error whose message winston did not append leaves the message as it was; SPLAT is dropped", () => {
    const error = new Error("");
    const info: LogInfo = { level: "error", message: "failed", [LEVEL]: "error", [SPLAT]: [error] };
    const entry = errorsToLogRecords(info);
    expect(entry.message).toBe("failed");
    expect(entry[LEVEL]).toBe("error");
    expect(entry[SPLAT]).toBeUndefined();
    const other = errorsToLogRecords({ level: "error", message: "failed other", [SPLAT]: [new Error("x")] });
    expect(other.message).toBe("failed other");
    const caused = new Error("m", { cause: new Error("sk_live_cause") });
    const withCause = errorsToLogRecords({ level: "error", message: "x m", cause: caused.cause, [SPLAT]: [caused] });
    expect(withCause["cause"]).toBeUndefined();
    expect(withCause.message).toBe("x");
    const notText = errorsToLogRecords({ level: "error", message: 42, [SPLAT]: [new Error("x")] });
    expect(notText.message).toBe(42);
  });

  test("hostile errors and options: no throw", () => {
    const getter = Object.defineProperty(new Error("m"), "message", {
      get() {
        throw new Error("getter");
      },
    });
    expect(errorsToLogRecords({ level: "error", message: "failed m", [SPLAT]: [getter] }).message).toBe("failed m");
    const proxyError = new Proxy(new Error("m"), {
      ownKeys() {
        throw new Error("trap");
      },
    });
    expect(errorsToLogRecords({ level: "error", message: "failed", [SPLAT]: [proxyError] })["err"]).toMatchObject({
      name: "Error",
    });
    expect(errorsToLogRecords({ level: "error", message: "m", err: throwingProxy() })["err"]).toStrictEqual({
      name: "object",
    });
    const hostileOptions = Object.defineProperty({}, "trustMessage", {
      get() {
        throw new Error("options");
      },
    });
    expect(
      errorsToLogRecords({ level: "error", message: "m", err: new Error("x") }, hostileOptions)["err"],
    ).toMatchObject({
      name: "Error",
    });
    expect(errorsToLogRecords({ level: "error", message: throwingProxy() }).message).toBeTypeOf("object");
    const cross = { [Symbol.toStringTag]: "Error", message: "sk_live_x" };
    expect(errorsToLogRecords(cross as unknown as LogInfo)["err"]).toStrictEqual({ name: "object" });
  });
});

fuzz("errorsToLogRecords: nothing of a thrown value's secrets in the line", () => {
  test("logged in each of winston's ways", () => {
    fc.assert(
      fc.property(thrownWithSecrets, ({ thrown, secrets }) => {
        const { logger, lines } = winstonLines();
        logger.error("failed", { err: thrown });
        // A plain object after the message is metadata to winston, not an error: only errors here.
        if (thrown instanceof Error) {
          logger.error("failed", thrown);
          logger.error(thrown);
        }
        for (const line of lines()) expectNoSecret(line, secrets);
      }),
      { numRuns: runs(100) },
    );
  });
});
