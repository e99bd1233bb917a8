/**
 * The reference server's log: one pino JSON line per unexpected failure, carrying the ticket of
 * the answer and the failure's record (toLogRecord), never a value the client sent. In process
 * (a route whose failure quotes the request, as a driver's error does) and as `npm start` runs
 * it, on PostgreSQL refusing a new user with a check constraint the server does not know (its
 * error's `detail` quotes the row).
 */
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createApp } from "../../../examples/reference-server/app.js";
import { createLogger, logUnexpected } from "../../../examples/reference-server/logger.js";
import { realServerUrl } from "../../support/e2e.js";
import { runs } from "../../support/fuzz.js";
import { jsonLines, lineCollector } from "../../support/json-lines.js";
import { expectNoSecret, leakedPieces, plainSecret } from "../../support/secrets.js";
import { killAll, listening, REFERENCE_MAIN, runNode } from "../../support/server-process.js";

beforeAll(() => {
  // The examples were compiled once for the whole run (test/support/compile-examples.ts).
  expect(inject("examplesCompile")).toBe("");
});

afterAll(() => killAll());

describe("in process: logUnexpected(createLogger())", () => {
  test("a failure that quotes the request: one error line with the answer's ticket, the record, no input", async () => {
    const log = lineCollector();
    const app = createApp(undefined, { onUnexpected: logUnexpected(createLogger(log.stream)) });
    // As a driver does: PostgreSQL's `invalid input syntax for type integer: "<the value>"`, its detail too.
    app.post("/quote", async (c) => {
      const sent = await c.req.text();
      throw Object.assign(new Error(`invalid input syntax for type integer: "${sent}"`), {
        code: "22P02",
        detail: sent,
      });
    });
    await fc.assert(
      fc.asyncProperty(plainSecret, async (secret) => {
        log.clear();
        const reply = await app.request("/quote", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
          body: JSON.stringify({ apiKey: secret }),
        });
        expect(reply.status).toBe(500);
        const { ticket } = (await reply.json()) as { ticket: string };
        await new Promise((resolve) => setImmediate(resolve));
        const lines = log.lines();
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({
          level: 50,
          msg: "unexpected failure",
          ticket,
          err: { name: "Error", code: "22P02" },
        });
        expectNoSecret(log.text(), [secret]);
      }),
      { numRuns: runs(20) },
    );
  });
});

const serverUrl = await realServerUrl();

describe.skipIf(serverUrl === undefined)("as npm start runs it, on a PostgreSQL server", () => {
  const url = serverUrl as string;
  const schema = `logs_test_${process.pid}`;

  test("a 500 from the database: the stdout line has the answer's ticket, the SQLSTATE, nothing the client sent", async () => {
    const started = runNode(REFERENCE_MAIN, { PORT: "0", DATA_FILE: "", DATABASE_URL: url, DATABASE_SCHEMA: schema });
    const base = await listening(started);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // A rule the server does not know: PostgreSQL refuses every new user, its error's detail quoting the row.
      await client.query(`ALTER TABLE "${schema}".users ADD CONSTRAINT refuse_new_users CHECK (false) NOT VALID`);
      const secrets = ["sk_live_emailPart4Xq9Zt", "sk_live_userNameR7Kp2Wm", "sk_live_givenNameM3Jd8"];
      const reply = await fetch(`${base}/api/v1/users`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `${secrets[0]}@example.com`,
          username: secrets[1],
          givenName: secrets[2],
        }),
      });
      expect(reply.status).toBe(500);
      const { ticket } = (await reply.json()) as { ticket: string };
      // The line is written before the answer is sent; stdout may still be on its way.
      const deadline = Date.now() + 10_000;
      while (!started.stdout().includes(ticket) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const lines = jsonLines(started.stdout());
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 50,
        msg: "unexpected failure",
        ticket,
        err: { name: "error", code: "23514" },
      });
      expect(leakedPieces(started.stdout() + started.stderr(), secrets)).toStrictEqual([]);
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
      started.child.kill("SIGTERM");
      await started.exited;
    }
  }, 60_000);
});
