/**
 * The answers the end-to-end tests receive, recorded for a second reading: every
 * response a test server sends through `startTestServer` (test/support/e2e.ts) is
 * appended as one JSON line to a file of its process under `temp/e2e-answers/`.
 * The `integration` project's global setup ({@link setup}) empties the folder,
 * so it holds the answers of the last run; `test/integration/server/orval-zod.test.ts`, in a
 * project that runs after the others, holds each to the zod schemas orval
 * generates from the served document.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the answers are recorded (gitignored, as all of `temp/`). */
export const ANSWERS_DIR: string = fileURLToPath(new URL("../../temp/e2e-answers", import.meta.url));

/** One recorded answer: the request's method and path, and the response's status, content type and text. */
export interface RecordedAnswer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
}

let folderMade = false;

/**
 * The longest path recorded: the hardening tests send paths of megabytes, and the start
 * of one tells its route as well as the whole (a cut id still fills its segment).
 */
const MAX_PATH = 4096;

/** Appends one answer to this process's file. */
export function recordAnswer(answer: RecordedAnswer): void {
  if (!folderMade) {
    mkdirSync(ANSWERS_DIR, { recursive: true });
    folderMade = true;
  }
  const recorded = { ...answer, path: answer.path.slice(0, MAX_PATH) };
  appendFileSync(join(ANSWERS_DIR, `${process.pid}.jsonl`), `${JSON.stringify(recorded)}\n`);
}

/** A global setup of the `integration` project (vitest.config.ts): empties the folder, so that a run records anew. */
export function setup(): void {
  rmSync(ANSWERS_DIR, { recursive: true, force: true });
}

/** Every answer recorded, in no particular order; none when nothing was. */
export function readRecordedAnswers(): RecordedAnswer[] {
  let files: string[];
  try {
    files = readdirSync(ANSWERS_DIR).filter((name) => name.endsWith(".jsonl"));
  } catch {
    return [];
  }
  return files.flatMap((name) =>
    readFileSync(join(ANSWERS_DIR, name), "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as RecordedAnswer),
  );
}
