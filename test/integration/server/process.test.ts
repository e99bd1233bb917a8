/**
 * The reference server as `npm start` runs it: a real process, configured by
 * PORT, DATA_FILE and CORS_ORIGINS, announcing itself on stdout and stopping on signals.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { JSON_CONTENT_TYPE } from "api-error-model";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { testData } from "../../support/e2e.js";
import type { Scratch } from "../../support/readme.js";
import { examplesCheckout, killAll, listening, REFERENCE_MAIN, runNode } from "../../support/server-process.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const DEMO = join(root, "examples", "dist", "client-demo", "demo.js");

let checkout: Scratch;
let dir: string;
let dataFile: string;

beforeAll(async () => {
  // The tests below run the examples that were compiled once for the whole run (test/support/compile-examples.ts);
  // the launcher test compiles them again, as npm start does, in a checkout of its own.
  expect(inject("examplesCompile")).toBe("");
  checkout = await examplesCheckout();
  dir = await mkdtemp(join(tmpdir(), "reference-server-"));
  dataFile = join(dir, "data.json");
  await writeFile(dataFile, JSON.stringify(testData()));
}, 30_000);

afterAll(async () => {
  killAll();
  await rm(dir, { recursive: true, force: true });
  await checkout?.remove();
});

describe("the server process", () => {
  test("npm start's launcher compiles the examples, serves DATA_FILE on PORT=0, prints one line, stops on SIGTERM", async () => {
    const started = runNode(join(checkout.dir, "examples", "start.mjs"), { PORT: "0", DATA_FILE: dataFile });
    const url = await listening(started);
    expect(started.stdout()).toBe(`listening on ${url}\n`);
    expect(Number(new URL(url).port)).toBeGreaterThan(0);
    const user = await fetch(`${url}/api/v1/users/u1`);
    expect(user.status).toBe(200);
    expect(user.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    expect(await user.json()).toStrictEqual(testData().users[0]);
    const missing = await fetch(`${url}/api/v1/users/u001`);
    expect(missing.status).toBe(404);
    started.child.kill("SIGTERM");
    expect(await started.exited).toStrictEqual({ code: 0, signal: null });
    await expect(fetch(`${url}/api/v1/users/u1`)).rejects.toThrow();
  }, 30_000);

  test("without DATA_FILE it serves the built-in sample, and stops on SIGINT", async () => {
    const started = runNode(REFERENCE_MAIN, { PORT: "0", DATA_FILE: "" });
    const url = await listening(started);
    const user = (await (await fetch(`${url}/api/v1/users/u001`)).json()) as { username: string };
    expect(user.username).toBe("ada.lovelace");
    started.child.kill("SIGINT");
    expect(await started.exited).toStrictEqual({ code: 0, signal: null });
  }, 60_000);

  test("it stops promptly even with a keep-alive connection open", async () => {
    const started = runNode(REFERENCE_MAIN, { PORT: "0" });
    const url = await listening(started);
    await (await fetch(`${url}/api/v1/users/u001`, { headers: { connection: "keep-alive" } })).text();
    started.child.kill("SIGTERM");
    expect(await started.exited).toStrictEqual({ code: 0, signal: null });
  }, 60_000);

  test("CORS_ORIGINS: an error answered to a listed origin carries the CORS headers, another origin's none", async () => {
    const started = runNode(REFERENCE_MAIN, {
      PORT: "0",
      DATA_FILE: "",
      CORS_ORIGINS: "http://localhost:5173, https://app.example.com",
    });
    const url = await listening(started);
    const cors = (response: Response) => ({
      status: response.status,
      allowOrigin: response.headers.get("access-control-allow-origin"),
      vary: response.headers.get("vary"),
    });
    const allowed = await fetch(`${url}/api/v1/users/nobody`, { headers: { origin: "https://app.example.com" } });
    // An error answer varies by Accept-Language too (its message is in the language asked for), and
    // by Accept (JSON or problem details).
    expect(cors(allowed)).toStrictEqual({
      status: 404,
      allowOrigin: "https://app.example.com",
      vary: "Accept-Language, Accept, origin",
    });
    expect(allowed.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    const other = await fetch(`${url}/api/v1/users/nobody`, { headers: { origin: "https://evil.example" } });
    expect(cors(other)).toStrictEqual({ status: 404, allowOrigin: null, vary: "Accept-Language, Accept, origin" });
    const preflight = await fetch(`${url}/api/v1/users`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(cors(preflight)).toStrictEqual({ status: 204, allowOrigin: "http://localhost:5173", vary: "origin" });
    started.child.kill("SIGTERM");
    expect(await started.exited).toStrictEqual({ code: 0, signal: null });
  }, 60_000);
});

describe.concurrent("a start that cannot succeed exits 1 with a clear message on stderr", () => {
  async function failedStart(env: Record<string, string>): Promise<string> {
    const started = runNode(REFERENCE_MAIN, { PORT: "0", ...env });
    expect(await started.exited).toStrictEqual({ code: 1, signal: null });
    expect(started.stdout()).toBe("");
    return started.stderr();
  }

  test("DATA_FILE names a missing file", async () => {
    const path = join(dir, "missing.json");
    expect(await failedStart({ DATA_FILE: path })).toBe(`cannot start: DATA_FILE ${path}: no such file\n`);
  });

  test("DATA_FILE names a directory", async () => {
    expect(await failedStart({ DATA_FILE: dir })).toBe(`cannot start: DATA_FILE ${dir}: is a directory, not a file\n`);
  });

  test("DATA_FILE is not JSON", async () => {
    const path = join(dir, "broken.json");
    await writeFile(path, "{ users: [");
    expect(await failedStart({ DATA_FILE: path })).toMatch(
      new RegExp(
        `^cannot start: DATA_FILE ${path.replaceAll(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: is not valid JSON \\(.+\\)\n$`,
      ),
    );
  });

  test("DATA_FILE has the wrong shape: every problem is listed with its path", async () => {
    const path = join(dir, "wrong.json");
    await writeFile(
      path,
      JSON.stringify({ users: [{ id: "a", status: "GONE" }, { email: "x@example.com" }], tenants: {} }),
    );
    expect(await failedStart({ DATA_FILE: path })).toBe(
      [
        `cannot start: DATA_FILE ${path}: is not a valid data file:`,
        '  users[0].status must be one of ACTIVE, INACTIVE, PENDING_ACTIVATION, BLOCKED or null, got the string "GONE"',
        "  users[1].id must be a non-empty string, got nothing",
        "  tenants must be an array, got an object",
        "",
      ].join("\n"),
    );
  });

  test("PORT is not a port", async () => {
    expect(await failedStart({ PORT: "http" })).toBe(
      'cannot start: PORT must be an integer from 0 to 65535, got "http"\n',
    );
    expect(await failedStart({ PORT: "70000" })).toBe(
      'cannot start: PORT must be an integer from 0 to 65535, got "70000"\n',
    );
  });

  test("a limit that is not a whole number in range", async () => {
    expect(await failedStart({ HEADERS_TIMEOUT_MS: "ten" })).toBe(
      'cannot start: HEADERS_TIMEOUT_MS must be an integer from 1 to 86400000, got "ten"\n',
    );
    expect(await failedStart({ MAX_CONNECTIONS: "0" })).toBe(
      'cannot start: MAX_CONNECTIONS must be an integer from 1 to 1000000, got "0"\n',
    );
    expect(await failedStart({ SHUTDOWN_GRACE_MS: "-1" })).toBe(
      'cannot start: SHUTDOWN_GRACE_MS must be an integer from 0 to 86400000, got "-1"\n',
    );
  });

  test("MAX_NESTING_DEPTH is not a whole number from 1 to 100000", async () => {
    for (const value of ["0", "deep", "100001"]) {
      expect(await failedStart({ MAX_NESTING_DEPTH: value })).toBe(
        `cannot start: MAX_NESTING_DEPTH must be an integer from 1 to 100000, got ${JSON.stringify(value)}\n`,
      );
    }
  });

  test("MAX_NESTING_DEPTH sets the deepest body read; --help states the default", async () => {
    const started = runNode(REFERENCE_MAIN, { PORT: "0", DATA_FILE: dataFile, MAX_NESTING_DEPTH: "2" });
    const url = await listening(started);
    const post = (body: string) =>
      fetch(`${url}/api/v1/users`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect((await post('{"email":"nest1@example.com","x":[]}')).status).toBe(201);
    const deep = await post('{"email":"nest2@example.com","x":[[]]}');
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { violations: unknown }).violations).toStrictEqual({
      "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "2" } }],
    });
    started.child.kill("SIGTERM");
    await started.exited;
    const help = runNode(REFERENCE_MAIN, {}, ["--help"]);
    await help.exited;
    expect(help.stdout()).toMatch(/MAX_NESTING_DEPTH .+\n.+\(default 64\)\n/);
  }, 30_000);

  test("CORS_ORIGINS lists something that is not an origin", async () => {
    expect(await failedStart({ CORS_ORIGINS: "http://localhost:5173,http://localhost:5173/app" })).toBe(
      'cannot start: CORS_ORIGINS must list origins such as http://localhost:5173 (scheme, host, port; no path), got "http://localhost:5173/app"\n',
    );
  });

  test("PORT is taken", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      expect(await failedStart({ PORT: String(port) })).toMatch(
        new RegExp(`^cannot start: cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE.*\n$`),
      );
    } finally {
      blocker.close();
    }
  });
});

describe("npm run demo", () => {
  test("walks every kind of call against its own server and exits 0", async () => {
    const demo = runNode(DEMO, { BASE_URL: "" });
    expect(await demo.exited).toStrictEqual({ code: 0, signal: null });
    const out = demo.stdout();
    expect(out).toMatch(/^started a reference server on http:\/\/127\.0\.0\.1:\d+$/m);
    expect(out).toContain("status 404, code user_not_found");
    expect(out).toContain(
      "Content-Language: de, Vary: Accept-Language, Accept\nmessage: Der Benutzer wurde nicht gefunden.",
    );
    expect(out).toMatch(/^ticket \(quote it to support\): [0-9a-f-]{36}$/m);
    expect(out).toContain("email is too_long, maxLength 200");
    expect(out).toContain('  protocol.type: disallowed_enum {"allowedValues":"OIDC,SAML"}');
    expect(out).toContain("attempt 1: mfa_challenge_verification_failed, attemptsRemaining 2");
    expect(out).toContain("attempt 3: mfa_challenge_verification_failed, attemptsRemaining 0");
    expect(out).toMatch(/^38 users in 4 requests: /m);
    expect(out).toContain('  query: contained_invalid_field_name {"invalidFieldName":"id"}');
    expect(demo.stderr()).toBe("");
  }, 60_000);

  test("uses BASE_URL when it is set", async () => {
    const server = runNode(REFERENCE_MAIN, { PORT: "0" });
    const url = await listening(server);
    const demo = runNode(DEMO, { BASE_URL: `${url}/` });
    expect(await demo.exited).toStrictEqual({ code: 0, signal: null });
    expect(demo.stdout()).toMatch(new RegExp(`^using ${url.replaceAll(".", "\\.")}$`, "m"));
    server.child.kill("SIGTERM");
    expect(await server.exited).toStrictEqual({ code: 0, signal: null });
  }, 60_000);
});
