/**
 * `npm start` itself, in a checkout of its own (the repository's files as they are now, without
 * dist/ or examples/dist, node_modules linked): several at once from a fresh checkout, again on a
 * built one, and stopped as Ctrl-C stops it, through the process group.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, symlink } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listening, ROOT, run } from "../../support/server-process.js";

let checkout: string;
/** The process groups of the servers still running: ended after the file, whatever a test left. */
const groups = new Set<ChildProcess>();

/** A copy of the repository's files (tracked and new, not ignored) with node_modules linked. */
async function freshCheckout(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "npm-start-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect(listed.status, listed.stderr).toBe(0);
  for (const file of new Set(listed.stdout.split("\0").filter((file) => file !== ""))) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    // A file deleted in the working tree but still tracked is not copied.
    await copyFile(join(ROOT, file), join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  await symlink(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** `npm start` in the checkout, in a process group of its own (as a terminal runs it). */
function npmStart(env: Record<string, string> = {}) {
  const started = run("npm", ["start"], { cwd: checkout, detached: true, env: { PORT: "0", DATA_FILE: "", ...env } });
  groups.add(started.child);
  const exited = started.exited.then(({ code }) => {
    groups.delete(started.child);
    return code;
  });
  const output = () => `${started.stdout()}${started.stderr()}`;
  return { child: started.child, url: listening(started), exited, output };
}

/** Every file under `dir` with its mtime (ms). */
async function mtimes(dir: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found[path.slice(dir.length + 1)] = (await stat(path)).mtimeMs;
  }
  return found;
}

/** Stops the process group as Ctrl-C or `kill -- -PGID` does: npm and the server both get the signal. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  process.kill(-(child.pid as number), signal);
}

beforeAll(async () => {
  checkout = await freshCheckout();
}, 60_000);

afterAll(async () => {
  for (const child of groups) {
    try {
      process.kill(-(child.pid as number), "SIGKILL");
    } catch {
      // already gone
    }
  }
  await rm(checkout, { recursive: true, force: true });
});

describe("npm start", () => {
  test("five at once from a fresh checkout (no dist/) all build, listen and answer", async () => {
    const servers = Array.from({ length: 5 }, () => npmStart());
    const urls = await Promise.all(servers.map((server) => server.url));
    expect(new Set(urls).size).toBe(5);
    for (const url of urls) {
      const user = await fetch(`${url}/api/v1/users/u001`);
      expect(user.status).toBe(200);
    }
    for (const server of servers) signalGroup(server.child, "SIGTERM");
    for (const server of servers) expect(await server.exited, server.output()).toBe(0);
  }, 300_000);

  test("on a built checkout it leaves dist/ and examples/dist/ untouched, mtimes included", async () => {
    // Built already when the test above ran; built here when it runs alone.
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: checkout, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);
    const examples = spawnSync(
      process.execPath,
      ["-e", 'import("./examples/compile.mjs").then((m) => m.compileExamples())'],
      {
        cwd: checkout,
        encoding: "utf8",
      },
    );
    expect(examples.status, examples.stderr).toBe(0);
    const before = {
      dist: await mtimes(join(checkout, "dist")),
      examples: await mtimes(join(checkout, "examples", "dist")),
    };
    expect(Object.keys(before.dist).length).toBeGreaterThan(100);
    const server = npmStart();
    await server.url;
    expect(server.output()).not.toContain("building");
    signalGroup(server.child, "SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
    const after = {
      dist: await mtimes(join(checkout, "dist")),
      examples: await mtimes(join(checkout, "examples", "dist")),
    };
    expect(after).toStrictEqual(before);
  }, 120_000);

  test("SIGTERM to its process group with an upload in flight: answered 201 with Connection: close, exit 0", async () => {
    const server = npmStart();
    const { port } = new URL(await server.url);
    const body = JSON.stringify({ email: "upload.in.flight@example.com", username: "upload.in.flight" });
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("utf8");
    });
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise((resolve) => socket.once("connect", resolve));
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /api/v1/users HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // npm forwards the signal to the server, which also got it as a member of the group: two signals.
    signalGroup(server.child, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.write(body.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain("\r\nconnection: close\r\n");
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain("already stopping");
  }, 120_000);
});
