import fc from "fast-check";
import pino from "pino";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  errorFromResponse,
  LOG_RECORD_LIMITS,
  toLogRecord,
  toResponse,
  UnexpectedResponseError,
  violation,
} from "../../../../src/index.js";
import { fromZodError } from "../../../../src/validators/zod/index.js";
import { fuzz, hostileValue, runs, throwingGetters, throwingProxy } from "../../../support/fuzz.js";
import { lineCollector } from "../../../support/json-lines.js";
import { secretBody, zodSecretSchema } from "../../../support/secret-schemas.js";
import { expectNoSecret, leakedPieces, secret, thrownWithSecrets } from "../../../support/secrets.js";
import { multiLineMessageErrors } from "../../../support/thrown.js";

const TICKET = "5f0c6a52-3b1e-4c1d-9a57-0c2d1e3f4a5b";
const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: TICKET });
const invalid = constraintViolationsError({
  violations: {
    email: [violation("invalid_email"), violation("too_long", { maxLength: 200 })],
    "address.zip": violation("failed_regex_match", { regexPattern: "^[0-9]{5}$" }),
  },
  ticket: TICKET,
});

/** The record as a log line would carry it: parsed back from its JSON text. */
function logged(value: unknown, options?: Parameters<typeof toLogRecord>[1]): Record<string, unknown> {
  return JSON.parse(JSON.stringify(toLogRecord(value, options))) as Record<string, unknown>;
}

describe("toLogRecord: the package's own errors", () => {
  test("an ApiError: name, the body's type, code, ticket and message, its status and stack frames", () => {
    const record = toLogRecord(new ApiError(notFound));
    const { stack, ...rest } = record;
    expect(rest).toStrictEqual({
      name: "ApiError",
      type: "base_error",
      code: "user_not_found",
      status: 404,
      ticket: TICKET,
      message: "User [42] could not be found",
    });
    expect(stack).toMatch(/^at /);
    expect(stack).not.toContain("could not be found");
  });

  test("a constraint violations error: violations as keys and codes, never their attributes", () => {
    const record = toLogRecord(new ApiError(invalid));
    expect(record.type).toBe("constraint_violations_error");
    expect(record.code).toBe("message_body_constraint_violations");
    expect(record.status).toBe(400);
    expect(record.violations).toStrictEqual([
      { key: "email", code: "invalid_email" },
      { key: "email", code: "too_long" },
      { key: "address.zip", code: "failed_regex_match" },
    ]);
    expect(JSON.stringify(record)).not.toContain("200");
    expect(JSON.stringify(record)).not.toContain("regexPattern");
  });

  test("an error body: its members without a name, status or stack; details never", () => {
    const body = baseError({
      code: "mfa_challenge_verification_failed",
      message: "m",
      ticket: "t",
      details: { attemptsRemaining: 2 },
    });
    expect(toLogRecord(body)).toStrictEqual({
      type: "base_error",
      code: "mfa_challenge_verification_failed",
      ticket: "t",
      message: "m",
    });
    expect(toLogRecord(invalid)).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      ticket: TICKET,
      message: invalid.message,
      violations: [
        { key: "email", code: "invalid_email" },
        { key: "email", code: "too_long" },
        { key: "address.zip", code: "failed_regex_match" },
      ],
    });
  });

  test("an UnexpectedResponseError: status, reason and its own message, never the remote's text", () => {
    const error = new UnexpectedResponseError({
      status: 502,
      reason: "not_json",
      contentType: "text/html",
      text: "<h1>sk_live_echoed</h1>",
    });
    const { stack, ...rest } = toLogRecord(error);
    expect(rest).toStrictEqual({
      name: "UnexpectedResponseError",
      status: 502,
      reason: "not_json",
      message: "Unexpected response with status 502: not json",
    });
    expect(JSON.stringify(toLogRecord(error))).not.toMatch(/sk_live|text\/html/);
  });
});

describe("toLogRecord: foreign errors", () => {
  test("an Error: its name and stack frames, no message by default", () => {
    const record = logged(new TypeError("Unexpected token 's', \"sk_live_x\" is not valid JSON"));
    expect(record["name"]).toBe("TypeError");
    expect(record["message"]).toBeUndefined();
    expect(String(record["stack"])).toMatch(/^at /);
    expect(JSON.stringify(record)).not.toContain("sk_live");
  });

  test("trustMessage decides which foreign messages are kept; one that throws keeps none", () => {
    class DomainError extends Error {}
    const options = { trustMessage: (error: object) => error instanceof DomainError };
    expect(toLogRecord(new DomainError("quota reached"), options).message).toBe("quota reached");
    expect(toLogRecord(new Error("quoted input"), options).message).toBeUndefined();
    const throwing = {
      trustMessage: () => {
        throw new Error("no");
      },
    };
    expect(toLogRecord(new Error("m"), throwing).message).toBeUndefined();
    expect(toLogRecord(new Error("m"), { trustMessage: () => true }).message).toBe("m");
    expect(toLogRecord({ message: 42 }, { trustMessage: () => true }).message).toBeUndefined();
  });

  test("a code written as a constant or a whole number is kept, any other is not; a status from 400 to 599", () => {
    const codes = ["ECONNREFUSED", "ERR_INVALID_URL", "23505", "FST_ERR_CTP_INVALID_JSON_BODY", 1205];
    for (const code of codes) expect(toLogRecord(Object.assign(new Error("m"), { code })).code).toBe(String(code));
    for (const code of ["sk_live_abc", "Bearer x", "", "A".repeat(65), 1.5, { toString: () => "X" }]) {
      expect(toLogRecord(Object.assign(new Error("m"), { code })).code).toBeUndefined();
    }
    expect(toLogRecord({ status: 404 }).status).toBe(404);
    expect(toLogRecord({ statusCode: 503 }).status).toBe(503);
    expect(toLogRecord({ status: "sk_live_x", statusCode: 400 }).status).toBe(400);
    for (const status of [399, 600, 404.5, "404", null]) expect(toLogRecord({ status }).status).toBeUndefined();
  });

  test("a PostgreSQL error: name and SQLSTATE, never detail, where or the query's parameters", () => {
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      name: "error",
      code: "23505",
      detail: "Key (email)=(sk_live_secret@example.com) already exists.",
      where: "SQL statement 'insert ... sk_live_secret'",
      parameters: ["sk_live_secret@example.com"],
      table: "users",
    });
    const record = toLogRecord(
      new ApiError(baseError({ code: "internal_error", message: "m" }), { status: 500, cause: pg }),
    );
    expect(record.causes).toStrictEqual([{ name: "error", code: "23505" }]);
    expect(JSON.stringify(record)).not.toContain("sk_live");
  });

  test("a name that is no identifier is left out: the record says object", () => {
    expect(toLogRecord({ name: "sk live x" }).name).toBe("object");
    expect(toLogRecord({}).name).toBe("object");
    expect(toLogRecord(Object.create(null)).name).toBe("object");
  });

  test("a thrown value that is no object: its typeof, never the value", () => {
    expect(toLogRecord("sk_live_thrown")).toStrictEqual({ name: "string" });
    expect(toLogRecord(42)).toStrictEqual({ name: "number" });
    expect(toLogRecord(null)).toStrictEqual({ name: "null" });
    expect(toLogRecord(undefined)).toStrictEqual({ name: "undefined" });
    expect(toLogRecord(Symbol("s"))).toStrictEqual({ name: "symbol" });
  });
});

describe("toLogRecord: the cause chain", () => {
  test("each link by name, type, code, status, ticket and message, the nearest first", () => {
    const root = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const fetchFailed = new TypeError("fetch failed", { cause: root });
    const error = new ApiError(notFound, { cause: fetchFailed });
    expect(toLogRecord(error).causes).toStrictEqual([{ name: "TypeError" }, { name: "Error", code: "ECONNREFUSED" }]);
    const inner = new ApiError(invalid);
    expect(toLogRecord(new Error("outer", { cause: inner })).causes).toStrictEqual([
      {
        name: "ApiError",
        type: "constraint_violations_error",
        code: "message_body_constraint_violations",
        status: 400,
        ticket: TICKET,
        message: invalid.message,
      },
    ]);
    expect(toLogRecord(new Error("outer", { cause: "sk_live_text" })).causes).toStrictEqual([{ name: "string" }]);
  });

  test("a cycle ends the chain where it closes", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new RangeError("b", { cause: a });
    a.cause = b;
    expect(toLogRecord(a).causes).toStrictEqual([{ name: "RangeError" }]);
    const self = new Error("self") as Error & { cause?: unknown };
    self.cause = self;
    expect(toLogRecord(self).causes).toBeUndefined();
  });

  test("at most maxCauses links, then truncated", () => {
    let error: unknown = new Error("root");
    for (let i = 0; i < 1000; i++) error = new Error(`level ${i}`, { cause: error });
    const record = toLogRecord(error);
    expect(record.causes).toHaveLength(LOG_RECORD_LIMITS.maxCauses);
    expect(record.truncated).toBe(true);
    let short: unknown = new Error("root");
    for (let i = 0; i < LOG_RECORD_LIMITS.maxCauses; i++) short = new Error("m", { cause: short });
    expect(toLogRecord(short).causes).toHaveLength(LOG_RECORD_LIMITS.maxCauses);
    expect(toLogRecord(short).truncated).toBeUndefined();
  });
});

describe("toLogRecord: bounds", () => {
  test("the stack keeps at most maxStackFrames frames, never its message line", () => {
    const frames = Array.from({ length: 30 }, (_, i) => `    at f${i} (file.js:${i}:1)`);
    const error = Object.assign(new Error("sk_live_x"), { stack: `Error: sk_live_x\n${frames.join("\n")}` });
    const record = toLogRecord(error);
    expect(record.stack?.split("\n")).toStrictEqual(
      frames.slice(0, LOG_RECORD_LIMITS.maxStackFrames).map((f) => f.trim()),
    );
    expect(record.truncated).toBe(true);
    expect(toLogRecord({ stack: "no frames" }).stack).toBeUndefined();
    expect(toLogRecord({ stack: 42 }).stack).toBeUndefined();
  });

  test("frames are only the lines V8 writes as frames: four spaces, at, a call site ending in its location", () => {
    const stack = [
      "Error: m",
      "    at f (file.js:1:2)",
      "    at file:///app/x.js:3:4",
      "    at JSON.parse (<anonymous>)",
      "    at new RegExp (<anonymous>)",
      "    at <anonymous>",
      "    at native",
      "  at g (file.js:1:2)",
      "    at password=hunter2",
      "    at ",
      "at h (file.js:5:6)",
      "    ... 3 lines matching cause stack trace ...",
    ].join("\n");
    expect(toLogRecord(Object.assign(new Error("m"), { stack })).stack?.split("\n")).toStrictEqual([
      "at f (file.js:1:2)",
      "at file:///app/x.js:3:4",
      "at JSON.parse (<anonymous>)",
      "at new RegExp (<anonymous>)",
      "at <anonymous>",
      "at native",
    ]);
  });

  test("the header is skipped whole: a message that spans lines, a name with Node's [code], an empty message or name", () => {
    const frame = "    at f (file.js:1:2)";
    const cases: [string, string, string][] = [
      ["name and message", "x\n    at s (sk_live:1:1)", `TypeError: x\n    at s (sk_live:1:1)\n${frame}`],
      ["Node's [code]", "a\n    at s (sk_live:1:1)", `TypeError [ERR_X]: a\n    at s (sk_live:1:1)\n${frame}`],
      ["an empty name", "m\n    at s (sk_live:1:1)", `m\n    at s (sk_live:1:1)\n${frame}`],
      ["an empty message", "", `Error\n${frame}`],
      ["a message of frames only", "    at s (sk_live:1:1)", `Error:     at s (sk_live:1:1)\n${frame}`],
    ];
    for (const [name, message, stack] of cases) {
      expect(toLogRecord(Object.assign(new Error(), { message, stack })).stack, name).toBe(frame.trim());
    }
  });

  test("no frames when the stack does not start with the error's message: the message's lines cannot be told from frames", () => {
    const frame = "    at f (file.js:1:2)";
    const leaking = `Error: 42\n    at s (sk_live:1:1)\n${frame}`;
    const cases: [string, unknown, string][] = [
      ["a message changed after the stack was written", "other", leaking],
      ["a message that is only the start of the header's", "42\n", leaking],
      ["a message that is no string", 42, leaking],
      ["an empty message below a header that is no name", "", `sk live\n    at s (sk_live:1:1)\n${frame}`],
      ["a name with ': ' in it", "m", `a: b: m\n${frame}`],
      ["a header beyond the first line", "m", `Error\nsk_live: m\n${frame}`],
    ];
    for (const [name, message, stack] of cases) {
      expect(toLogRecord(Object.assign(new Error(), { message, stack })).stack, name).toBeUndefined();
    }
    expect(toLogRecord({ stack: leaking }).stack).toBeUndefined();
  });

  test("JSON.parse, BigInt and RegExp errors quoting a line that starts with at: nothing of it in the record", () => {
    for (const error of multiLineMessageErrors()) {
      // The message's lines after the first, which V8 keeps in the stack where frames go.
      const continued = (error as Error).message.split("\n").slice(1);
      expect(continued.length).toBeGreaterThan(0);
      for (const line of continued) expect(String((error as Error).stack)).toContain(line);
      const record = toLogRecord(error);
      expect(record.stack).toMatch(/^at /);
      const text = JSON.stringify([record, toLogRecord(new Error("outer", { cause: error }))]);
      for (const line of continued) expect(text).not.toContain(line.trim());
      expect(text).not.toMatch(/at sk/);
    }
  });

  test("a string is cut to maxTextLength characters, never inside a surrogate pair", () => {
    const long = "a".repeat(LOG_RECORD_LIMITS.maxTextLength + 10);
    const body = baseError({ code: "c", message: long, ticket: "t" });
    expect(toLogRecord(body).message).toHaveLength(LOG_RECORD_LIMITS.maxTextLength);
    const pairs = `${"a".repeat(LOG_RECORD_LIMITS.maxTextLength - 1)}😀😀`;
    expect(toLogRecord(baseError({ code: "c", message: pairs, ticket: "t" })).message).toBe(
      "a".repeat(LOG_RECORD_LIMITS.maxTextLength - 1),
    );
  });

  test("at most maxViolations violations, then truncated", () => {
    const many: Record<string, ReturnType<typeof violation>> = {};
    for (let i = 0; i < 200; i++) many[`field${i}`] = violation("blank");
    const record = toLogRecord(constraintViolationsError({ violations: many, ticket: "t" }));
    expect(record.violations).toHaveLength(LOG_RECORD_LIMITS.maxViolations);
    expect(record.truncated).toBe(true);
  });

  test("the JSON text stays within maxLength when every string is long and escaped", () => {
    const control = "\u0001".repeat(LOG_RECORD_LIMITS.maxTextLength);
    const many: Record<string, ReturnType<typeof violation>> = {};
    for (let i = 0; i < 100; i++) many[`${control}${i}`] = violation("blank");
    const body = constraintViolationsError({ violations: many, ticket: control, message: control });
    let error: unknown = new ApiError(body);
    for (let i = 0; i < 10; i++) error = new ApiError(body, { cause: error });
    const record = toLogRecord(error);
    expect(JSON.stringify(record).length).toBeLessThanOrEqual(LOG_RECORD_LIMITS.maxLength);
    expect(record.truncated).toBe(true);
    expect(record.ticket).toBe("\\u0001".repeat(Math.floor(LOG_RECORD_LIMITS.maxTextLength / 6)));
  });

  test("when the budget runs short, the least telling parts are left out first: the stack after the head", () => {
    const quotes = '"'.repeat(LOG_RECORD_LIMITS.maxTextLength);
    const body = { type: "base_error", code: quotes, message: quotes, ticket: quotes };
    expect(toLogRecord(body)).toStrictEqual({ type: "base_error", code: quotes, ticket: quotes, message: quotes });
    const frames = Array.from({ length: 10 }, () => `    at ${quotes} (x.js:1:1)`).join("\n");
    const error = new ApiError(baseError(body), { status: 400 });
    Object.assign(error, { stack: `ApiError: ${quotes}\n${frames}` });
    const record = toLogRecord(error);
    expect(record.message).toBe(quotes);
    expect(record.stack).toBeUndefined();
    expect(record.truncated).toBe(true);
    expect(JSON.stringify(record).length).toBeLessThanOrEqual(LOG_RECORD_LIMITS.maxLength);
  });

  test("control and format characters of every string are escaped: member names, remote codes, tickets, messages", () => {
    const hostile = "a\nb\u001b[2J\u202eR\u2069\u200b\u0085\u2028\ud800z";
    const escaped = "a\\u000ab\\u001b[2J\\u202eR\\u2069\\u200b\\u0085\\u2028\\ud800z";
    const body = {
      type: "constraint_violations_error",
      code: hostile,
      message: hostile,
      ticket: hostile,
      violations: { [hostile]: [{ code: hostile }] },
    };
    const record = toLogRecord(body);
    expect(record).toStrictEqual({
      type: "constraint_violations_error",
      code: escaped,
      message: escaped,
      ticket: escaped,
      violations: [{ key: escaped, code: escaped }],
    });
    const cause = toLogRecord(new Error("m", { cause: body })).causes?.[0];
    expect(cause).toMatchObject({ code: escaped, message: escaped, ticket: escaped });
    expect(toLogRecord(new Error(hostile), { trustMessage: () => true }).message).toBe(escaped);
    expect(JSON.stringify(record)).not.toMatch(/[\p{Cc}\p{Cf}\u2028]/u);
  });
});

describe("toLogRecord: hostile values", () => {
  test("a Proxy whose every trap throws, throwing getters, a revoked Proxy: a record, no throw", () => {
    expect(toLogRecord(throwingProxy())).toStrictEqual({ name: "object" });
    expect(
      toLogRecord(throwingGetters(["name", "code", "status", "statusCode", "message", "stack", "cause"])),
    ).toStrictEqual({
      name: "object",
    });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(toLogRecord(proxy)).toStrictEqual({ name: "object" });
    expect(toLogRecord(new Error("m", { cause: throwingProxy() })).causes).toStrictEqual([{ name: "object" }]);
  });

  test("never calls toString, toJSON or valueOf of what it reads", () => {
    const calls: string[] = [];
    const trap = (name: string) => () => {
      calls.push(name);
      throw new Error(name);
    };
    const hostile = { toString: trap("toString"), toJSON: trap("toJSON"), valueOf: trap("valueOf") };
    const error = Object.assign(new Error("m"), { name: hostile, code: hostile, status: hostile, message: hostile });
    Object.assign(error, { cause: hostile, stack: hostile });
    toLogRecord(error, { trustMessage: () => true });
    toLogRecord(Object.assign(hostile, { type: "base_error", code: "c", message: "m", ticket: "t" }));
    expect(calls).toStrictEqual([]);
  });

  test("violations that change after the guard's read (a getter, a Proxy): what can be read, truncated", () => {
    /** A body whose `violations` are valid at the guard's read and `later` afterwards. */
    const changing = (later: unknown) => {
      let reads = 0;
      const body = { type: "constraint_violations_error", code: "c", message: "m", ticket: "t" };
      return Object.defineProperty(body, "violations", { enumerable: true, get: () => (reads++ === 0 ? {} : later) });
    };
    const hostile = toLogRecord(changing(throwingProxy()));
    expect(hostile.violations).toBeUndefined();
    expect(hostile.truncated).toBe(true);
    const mixed = changing({ a: [{ code: "blank" }, 42, { code: 7 }], b: "x" });
    expect(toLogRecord(mixed).violations).toStrictEqual([{ key: "a", code: "blank" }]);
    expect(toLogRecord(changing("x")).violations).toBeUndefined();
    const error = new ApiError(notFound);
    let reads = 0;
    Object.defineProperty(error, "body", { get: () => (reads++ === 0 ? notFound : null) });
    const { stack: _, ...record } = toLogRecord(error);
    expect(record).toStrictEqual({ name: "ApiError", status: 404 });
  });
});

fuzz("toLogRecord: any value", () => {
  test("never throws; the record is JSON that parses back equal, within maxLength", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const record = toLogRecord(value);
        const text = JSON.stringify(record);
        expect(text.length).toBeLessThanOrEqual(LOG_RECORD_LIMITS.maxLength);
        expect(JSON.parse(text)).toStrictEqual(record);
      }),
      { numRuns: runs(300) },
    );
  });

  test("no piece of a secret of a thrown value's members reaches the record, nor as a cause", () => {
    fc.assert(
      fc.property(thrownWithSecrets, ({ thrown, secrets }) => {
        expectNoSecret(toLogRecord(thrown), secrets);
        const wrapped = new ApiError(baseError({ code: "internal_error", message: "m" }), {
          status: 500,
          cause: thrown,
        });
        expectNoSecret(toLogRecord(wrapped), secrets);
        expectNoSecret(toLogRecord(new Error("outer", { cause: wrapped })), secrets);
      }),
      { numRuns: runs(300) },
    );
  });

  test("a failing request with a secret in every body value: no piece of one in the record, on the server or the client", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(secret, { minLength: 1, maxLength: 4 }), async (secrets) => {
        const result = zodSecretSchema.safeParse(secretBody(secrets), { reportInput: true });
        if (result.success) throw new Error("expected the parse to fail");
        // The test has teeth: the validator's error, logged as the cause, carries the secrets.
        expect(leakedPieces(result.error.message, secrets)).not.toStrictEqual([]);
        const thrown = new ApiError(fromZodError(result.error), { cause: result.error });
        expectNoSecret(toLogRecord(thrown), secrets);
        const answered = await errorFromResponse(toResponse(thrown));
        expectNoSecret(toLogRecord(answered), secrets);
        expect(toLogRecord(answered).violations?.length).toBeGreaterThan(0);
      }),
      { numRuns: runs(40) },
    );
  });
});

/** A pino logger with the record as its `err` serializer, and the JSON lines it wrote. */
function pinoLines(): { logger: pino.Logger; lines: () => Record<string, unknown>[] } {
  const { stream, lines } = lineCollector();
  const logger = pino({ serializers: { err: toLogRecord } }, stream);
  return { logger, lines };
}

describe("with pino 10 (serializers: { err: toLogRecord })", () => {
  test("an ApiError logged under err keeps the body's type and code, once", async () => {
    const { logger, lines } = pinoLines();
    logger.error({ err: new ApiError(invalid) }, "request refused");
    logger.error(new ApiError(notFound), "not found");
    await new Promise((resolve) => setImmediate(resolve));
    const [first, second] = lines();
    expect(first?.["msg"]).toBe("request refused");
    const err = first?.["err"] as Record<string, unknown>;
    expect(err["type"]).toBe("constraint_violations_error");
    expect(err["code"]).toBe("message_body_constraint_violations");
    expect(err["ticket"]).toBe(TICKET);
    expect(err["violations"]).toStrictEqual(toLogRecord(new ApiError(invalid)).violations);
    expect(err["body"]).toBeUndefined();
    expect(second?.["err"]).toMatchObject({ code: "user_not_found" });
    expect(second?.["msg"]).toBe("not found");
  });

  test("a foreign error with secrets: none in the line when a message is given", async () => {
    const { logger, lines } = pinoLines();
    const thrown = Object.assign(new Error("sk_live_message"), { code: "sk_live_code", detail: "sk_live_detail" });
    logger.error({ err: new Error("wrapped", { cause: thrown }) }, "failed");
    logger.error(thrown, "failed");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines()).toHaveLength(2);
    for (const line of lines()) expect(JSON.stringify(line)).not.toContain("sk_live");
    // Without a message, pino itself copies the error's message into `msg`: always pass one.
    logger.error(thrown);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines()[2]?.["msg"]).toBe("sk_live_message");
    expect(JSON.stringify(lines()[2]?.["err"])).not.toContain("sk_live");
  });

  test("JSON.parse, BigInt and RegExp errors whose message has a line like a frame: nothing of it in the line", async () => {
    const { logger, lines } = pinoLines();
    const errors = multiLineMessageErrors();
    for (const error of errors) {
      logger.error({ err: error }, "failed");
      logger.error(error, "failed");
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines()).toHaveLength(2 * errors.length);
    for (const line of lines()) {
      expect(JSON.stringify(line)).not.toMatch(/at sk/);
      expect((line["err"] as Record<string, unknown>)["stack"]).toMatch(/^at /);
    }
  });
});
