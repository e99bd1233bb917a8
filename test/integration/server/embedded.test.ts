/**
 * The embedded cluster (PGlite) the reference server opens by default: its
 * settings, and the kept copy of a new, empty cluster that spares `initdb` on
 * every start. A copy that is missing or not a cluster is no failure: `initdb`
 * runs, and a sound copy is written for the next start.
 */
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { type Database, openEmbedded } from "../../../examples/reference-server/database.js";

const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "embedded-cluster-"));
  dirs.push(dir);
  return dir;
}

/** The cluster's `shared_buffers` and whether it answers a query, then closes it. */
async function inspect(db: Database): Promise<{ sharedBuffers: unknown; answers: unknown }> {
  try {
    const { rows } = await db.query<{ shared_buffers: string; answer: number }>(
      "SELECT current_setting('shared_buffers') AS shared_buffers, 1 + 1 AS answer",
    );
    return { sharedBuffers: rows[0]?.shared_buffers, answers: rows[0]?.answer };
  } finally {
    await db.close();
  }
}

// The small buffer pool: the cluster's files are in memory already (PostgreSQL's 128 MB default is about 95 MiB more RSS).
const EXPECTED = { sharedBuffers: "16MB", answers: 2 };

describe("the embedded cluster", () => {
  test("without a kept copy (not even its folder), initdb runs and one is written; the next start reads it", async () => {
    const file = join(await tempDir(), "cache", "empty-cluster.tar");
    expect(await inspect(await openEmbedded(file))).toStrictEqual(EXPECTED);
    expect((await stat(file)).size).toBeGreaterThan(1_000_000);
    const written = (await stat(file)).mtimeMs;
    expect(await inspect(await openEmbedded(file))).toStrictEqual(EXPECTED);
    expect((await stat(file)).mtimeMs).toBe(written);
  }, 120_000);

  test("a kept copy that is not a cluster is replaced by a sound one", async () => {
    const file = join(await tempDir(), "empty-cluster.tar");
    await writeFile(file, "not a tar file");
    expect(await inspect(await openEmbedded(file))).toStrictEqual(EXPECTED);
    expect((await stat(file)).size).toBeGreaterThan(1_000_000);
    expect(await inspect(await openEmbedded(file))).toStrictEqual(EXPECTED);
  }, 120_000);
});
