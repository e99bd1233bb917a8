/**
 * The import graph of `src/` holds the rule written in src/ARCHITECTURE.md: no
 * cycle, the core below everything and in its own order, private folders below
 * the entries, and an entry reaching another entry only through its `index.ts`.
 * Type-only imports count: they are dependencies for a reader too.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, test } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import * as root from "../../src/index.js";

const SRC = "src";
/** The core's folders, lowest first: a core file imports only its own folder and the ones before it. */
const CORE_ORDER = ["catalogue", "body", "errors", "retry", "observe", "wire"] as const;
/** Private folders shared by several entries, and what each may import besides itself. */
const PRIVATE: Readonly<Record<string, readonly string[]>> = {
  internal: ["core"],
  "list-rules": ["core", "internal"],
  "validators/shared": ["core", "internal"],
  "validators/ajv": ["core", "internal", "validators/shared"],
};
/** The folder that groups the validator bridges: `validators/<entry>` is an entry, the rest private. */
const VALIDATORS = "validators";

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    // A module's data (a locale's messages.json) is a node of the graph too, which imports nothing.
    return statSync(path).isDirectory() ? listFiles(path) : /\.(?:ts|json)$/.test(path) ? [path] : [];
  });
}

const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s[^;]*?from\s*"([^"]+)"|(?:^|[\s;])import\s*\(?\s*"([^"]+)"/g;

/** The package's own name: `api-error-model` or `api-error-model/<subpath>`, and the subpath. */
const PACKAGE_NAME = /^api-error-model(?:\/(.+))?$/;

/** The `index.ts` an entry's subpath names (`list-query`, `zod`, `messages/de`), or `src/index.ts` for the root. */
function indexOfSubpath(subpath: string | undefined): string {
  if (subpath === undefined) return `${SRC}/index.ts`;
  const [entry = "", ...rest] = subpath.split("/");
  return [entryFolder(entry), ...rest, "index.ts"].join("/");
}

/**
 * The `src/` files a file imports: relative specifiers (`.js` read as the `.ts` beside it),
 * and the package's own name (`api-error-model/list-query`), read as that entry's `index.ts`.
 */
function importsOf(file: string): string[] {
  if (file.endsWith(".json")) return [];
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? "";
    const named = PACKAGE_NAME.exec(specifier);
    if (named !== null) out.push(indexOfSubpath(named[1]));
    else if (specifier.startsWith(".")) {
      out.push(posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.js$/, ".ts"));
    }
  }
  return out;
}

/** The specifiers of a file's imports that name the package (`api-error-model`, `api-error-model/sql`), each with its statement. */
function packageImportsOf(file: string): { specifier: string; statement: string }[] {
  if (file.endsWith(".json")) return [];
  return [...readFileSync(file, "utf8").matchAll(SPECIFIER)]
    .map((match) => ({ specifier: match[1] ?? match[2] ?? "", statement: match[0].trim() }))
    .filter(({ specifier }) => PACKAGE_NAME.test(specifier));
}

const files = listFiles(SRC).sort();
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Where a file sits: `core/<layer>`, a private folder, or the entry that owns it (`.` for the root). */
function placeOf(file: string): { kind: "core" | "private" | "entry"; name: string } {
  const parts = file.slice(SRC.length + 1).split("/");
  if (parts.length === 1) return { kind: "entry", name: "." };
  const [top = "", second = ""] = parts;
  if (top === "core") return { kind: "core", name: second };
  if (top === VALIDATORS) {
    const folder = `${top}/${second}`;
    return folder in PRIVATE ? { kind: "private", name: folder } : { kind: "entry", name: second };
  }
  if (top in PRIVATE) return { kind: "private", name: top };
  return { kind: "entry", name: top };
}

function isEntryIndex(file: string): boolean {
  if (file === `${SRC}/index.ts`) return true;
  const place = placeOf(file);
  return place.kind === "entry" && file === `${entryFolder(place.name)}/index.ts`;
}

/** Where an entry's files live: `src/<entry>`, or `src/validators/<entry>` for a validator bridge. */
function entryFolder(entry: string): string {
  return statSync(`${SRC}/${VALIDATORS}/${entry}`, { throwIfNoEntry: false })?.isDirectory()
    ? `${SRC}/${VALIDATORS}/${entry}`
    : `${SRC}/${entry}`;
}

/** Why `from` may not import `to`, or undefined when it may. */
function breach(from: string, to: string): string | undefined {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.kind === "core") {
    if (b.kind !== "core") return "the core imports only the core";
    const order = CORE_ORDER as readonly string[];
    if (order.indexOf(b.name) > order.indexOf(a.name)) return `core/${a.name} sits below core/${b.name}`;
    return undefined;
  }
  if (a.kind === "private") {
    if (b.kind === "core" || (b.kind === "private" && (b.name === a.name || PRIVATE[a.name]?.includes(b.name)))) {
      return undefined;
    }
    // The root entry's index.ts re-exports the core only: a private folder may name the core's public types through it.
    if (to === `${SRC}/index.ts`) return undefined;
    return `${a.name}/ imports only ${[a.name, ...(PRIVATE[a.name] ?? [])].join(", ")}`;
  }
  if (b.kind !== "entry" || b.name === a.name) return undefined;
  return isEntryIndex(to) ? undefined : `an entry reaches entry ${b.name} only through its index.ts`;
}

describe("the import graph of src/", () => {
  test("every relative import names a file that exists", () => {
    const missing = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => !graph.has(target)).map((target) => `${file} -> ${target}`),
    );
    expect(missing).toStrictEqual([]);
  });

  test("has no cycle", () => {
    // Tarjan's strongly connected components: any component of two or more files is a cycle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    let next = 0;
    const visit = (file: string): void => {
      index.set(file, next);
      low.set(file, next);
      next++;
      stack.push(file);
      onStack.add(file);
      for (const target of graph.get(file) ?? []) {
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
        }
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
      }
    };
    for (const file of files) if (!index.has(file)) visit(file);
    expect(cycles).toStrictEqual([]);
  });

  test("keeps the layers: core, then private folders, then entries through their index.ts", () => {
    const breaches = [...graph].flatMap(([file, targets]) =>
      targets.flatMap((target) => {
        const why = graph.has(target) ? breach(file, target) : undefined;
        return why === undefined ? [] : [`${file} -> ${target}: ${why}`];
      }),
    );
    expect(breaches).toStrictEqual([]);
  });

  test("a file names the package (`api-error-model[/x]`) only to import types, and never from the core", () => {
    const misuses = files.flatMap((file) =>
      packageImportsOf(file)
        .filter(({ statement }) => placeOf(file).kind === "core" || !/^import\s+type\s/.test(statement))
        .map(({ statement }) => `${file}: ${statement}`),
    );
    expect(misuses).toStrictEqual([]);
    // A private folder names only the root entry: the core's public types.
    const privateNames = files
      .filter((file) => placeOf(file).kind === "private")
      .flatMap((file) => packageImportsOf(file).map(({ specifier }) => `${file}: ${specifier}`))
      .filter((line) => !line.endsWith(": api-error-model"));
    expect(privateNames).toStrictEqual([]);
  });

  test("reads the package's own name as an edge to that entry's index.ts", () => {
    expect(indexOfSubpath(undefined)).toBe("src/index.ts");
    expect(indexOfSubpath("list-query")).toBe("src/list-query/index.ts");
    expect(indexOfSubpath("zod")).toBe("src/validators/zod/index.ts");
    expect(indexOfSubpath("messages/de")).toBe("src/messages/de/index.ts");
    expect(graph.get("src/sql/list.ts")).toContain("src/list-query/index.ts");
  });

  test("the rule checks what it says it checks", () => {
    expect(breach("src/core/body/bodies.ts", "src/list-query/index.ts")).toBe("the core imports only the core");
    expect(breach("src/core/catalogue/base-codes.ts", "src/core/wire/http.ts")).toBe(
      "core/catalogue sits below core/wire",
    );
    expect(breach("src/core/retry/retry.ts", "src/core/observe/log-record.ts")).toBe(
      "core/retry sits below core/observe",
    );
    expect(breach("src/sql/list.ts", "src/list-query/paginate.ts")).toMatch(/only through its index\.ts/);
    expect(breach("src/sql/list.ts", "src/list-query/index.ts")).toBeUndefined();
    expect(breach("src/internal/memo.ts", "src/validators/shared/bridge-body.ts")).toMatch(/imports only/);
    expect(breach("src/validators/shared/bridge-body.ts", "src/internal/memo.ts")).toBeUndefined();
    expect(breach("src/validators/zod/index.ts", "src/index.ts")).toBeUndefined();
    expect(breach("src/validators/zod/index.ts", "src/validators/valibot/issue-detail.ts")).toMatch(/only through/);
    expect(breach("src/node/index.ts", "src/validators/ajv/from-ajv-errors.ts")).toBeUndefined();
    expect(breach("src/validators/ajv/from-ajv-errors.ts", "src/node/index.ts")).toMatch(/imports only/);
    expect(breach("src/validators/shared/bridge-body.ts", "src/index.ts")).toBeUndefined();
    expect(breach("src/list-rules/projector.ts", "src/list-query/index.ts")).toMatch(/imports only/);
    expect(breach("src/core/errors/build.ts", "src/index.ts")).toBe("the core imports only the core");
  });

  test("at most four files at the root of src/, and each entry folder is named after its subpath (bridges in validators/)", () => {
    const atRoot = readdirSync(SRC).filter((name) => statSync(`${SRC}/${name}`).isFile());
    expect(atRoot.length).toBeLessThanOrEqual(4);
    // A file export (`./catalogue.json`) is data the build writes, not an entry.
    const subpaths = Object.keys(packageJson.exports)
      .filter((key) => key !== "." && key !== "./package.json" && !key.endsWith(".json"))
      .map((key) => key.slice(2))
      .sort();
    // A nested subpath (`messages/de`) is a folder inside its entry's folder, part of that entry.
    const entries = [...new Set(subpaths.map((subpath) => subpath.split("/")[0]))];
    const folders = (dir: string): string[] =>
      readdirSync(dir).filter((name) => statSync(`${dir}/${name}`).isDirectory());
    const bridges = folders(`${SRC}/${VALIDATORS}`).filter((name) => !(`${VALIDATORS}/${name}` in PRIVATE));
    const entryFolders = [
      ...folders(SRC).filter((name) => name !== "core" && name !== VALIDATORS && !(name in PRIVATE)),
      ...bridges,
    ].sort();
    expect(entryFolders).toStrictEqual(entries);
    for (const subpath of subpaths) {
      const [entry = "", ...rest] = subpath.split("/");
      expect(graph.has(`${[entryFolder(entry), ...rest].join("/")}/index.ts`), subpath).toBe(true);
    }
    // ...and every module folder inside an entry folder is a subpath: one added without its exports line fails here.
    const nested = entryFolders.flatMap((entry) =>
      readdirSync(entryFolder(entry))
        .filter((name) => graph.has(`${entryFolder(entry)}/${name}/index.ts`))
        .map((name) => `${entry}/${name}`),
    );
    for (const folder of nested) expect(subpaths, folder).toContain(folder);
  });
});

// The design's decisions that concern errors, each as its own test.

const CORE = new URL("../../src/core/", import.meta.url);

describe("design decision Package", () => {
  test("the core imports nothing but its own files: no dependencies, no Node built-ins", () => {
    // Which core files may import which is test/unit/architecture.test.ts's; here, that nothing comes from outside.
    const files = readdirSync(CORE, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const text = readFileSync(new URL(name, CORE), "utf8");
      const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)].map((m) => m[1]);
      for (const specifier of specifiers)
        expect(specifier, `${name} imports ${specifier}`).toMatch(/^\.\.?\/(?:\.\.\/)?[\w/-]+\.js$/);
      expect(text, name).not.toMatch(/\brequire\(|\bimport\(/);
      // Under mutation testing (Stryker) each file carries an instrumentation header that reads process.env.
      if (!text.includes("stryNS_9fa48")) expect(text, name).not.toMatch(/\bprocess\.|\bBuffer\b/);
    }
  });

  test("the root entry exports the public names the design lists", () => {
    const names = [
      "VIOLATION_CODES",
      "isViolationCode",
      "CONSTRAINT_ATTRIBUTES",
      "isConstraintAttribute",
      "baseError",
      "constraintViolationsError",
      "violation",
      "violations",
      "formatPath",
      "parsePath",
      "isErrorBody",
      "isBaseError",
      "isConstraintViolationsError",
      "hasViolation",
      "parseErrorBody",
      "ApiError",
      "isApiError",
      "toResponse",
      "errorFromResponse",
    ];
    for (const name of names) expect(root, name).toHaveProperty(name);
  });
});
