/**
 * Commit subjects say what changed in at most 72 characters, the detail in the body after a
 * blank line (CONTRIBUTING.md; `.githooks/commit-msg` checks it before a commit is made).
 * Held for every commit since the habit was set; history before it is not rewritten.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";

/** The last commit before the rule was held by this test; older subjects are history. */
const SINCE = "3f1216c";
const SEPARATOR = "\u001e";

function git(...args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
}

const known = git("cat-file", "-e", `${SINCE}^{commit}`) !== undefined;
if (!known)
  console.log(`commit-subjects: skipped, commit ${SINCE} is not in this checkout (a tarball or a shallow clone)`);

describe.skipIf(!known)("commit messages since the habit was set", () => {
  const messages = (git("log", `--format=%B${SEPARATOR}`, `${SINCE}..HEAD`) ?? "")
    .split(SEPARATOR)
    .map((message) => message.replace(/^\n+/, ""))
    .filter((message) => message !== "");

  test("each subject is at most 72 characters", () => {
    const long = messages.map((message) => message.split("\n")[0] ?? "").filter((subject) => subject.length > 72);
    expect(long).toStrictEqual([]);
  });

  test("a body, when there is one, is separated from the subject by a blank line", () => {
    const joined = messages.filter((message) => (message.split("\n")[1] ?? "") !== "");
    expect(joined.map((message) => message.split("\n")[0])).toStrictEqual([]);
  });
});
