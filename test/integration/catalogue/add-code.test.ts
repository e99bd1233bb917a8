/**
 * Adding a violation code to the built-in catalogue is one new entry in one file: a copy of the
 * repository's sources gets one entry in src/core/catalogue/built-in/spec-violations.ts and
 * nothing else, builds with the project's own build (tsc, then scripts/write-catalogue.mjs), and
 * the built package knows the code: its guard, its builder, catalogue.json, its English sentence,
 * and a locale that lacks it writes it in English.
 */
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const ENTRY = `  parcel_too_heavy: {
    attributes: ["maxValue"],
    description: "The parcel weighs more than the carrier takes.",
    message: { "": "is too heavy", maxValue: "must weigh at most {maxValue} kg" },
    since: "0.2.0",
  },
`;

let dir: string;
let built: { status: number | null; output: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "add-code-"));
  for (const path of ["src", "scripts", "package.json", "tsconfig.json", "tsconfig.build.json"]) {
    await cp(join(root, path), join(dir, path), { recursive: true });
  }
  await symlink(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const file = join(dir, "src", "core", "catalogue", "built-in", "spec-violations.ts");
  const source = await readFile(file, "utf8");
  const end = source.lastIndexOf("} as const;");
  await writeFile(file, `${source.slice(0, end)}${ENTRY}${source.slice(end)}`);
  const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], {
    cwd: dir,
    encoding: "utf8",
  });
  const write = spawnSync(process.execPath, ["scripts/write-catalogue.mjs"], { cwd: dir, encoding: "utf8" });
  built = { status: tsc.status ?? write.status, output: `${tsc.stdout}${tsc.stderr}${write.stdout}${write.stderr}` };
  if (tsc.status === 0) built.status = write.status;
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a violation code added as one entry", () => {
  test("builds with no other edit", () => {
    expect(built.status, built.output).toBe(0);
  });

  test("the built package knows it: guard, builder, catalogue.json, English, and English for a locale that lacks it", async () => {
    const load = (path: string) => import(pathToFileURL(join(dir, "dist", path)).href);
    const core = await load("index.js");
    expect(core.isViolationCode("parcel_too_heavy")).toBe(true);
    expect(core.violation("parcel_too_heavy", { maxValue: 30 })).toStrictEqual({
      code: "parcel_too_heavy",
      constraintAttributes: { maxValue: "30" },
    });
    const json = JSON.parse(await readFile(join(dir, "dist", "catalogue.json"), "utf8"));
    expect(json.violations.parcel_too_heavy.since).toBe("0.2.0");
    const messages = await load("messages/index.js");
    const detail = { code: "parcel_too_heavy", constraintAttributes: { maxValue: "30" } };
    expect(messages.violationMessage(detail)).toBe("must weigh at most 30 kg");
    const { de } = await load("messages/de/index.js");
    expect(messages.violationMessage(detail, { locale: de })).toBe("must weigh at most 30 kg");
  });
});
