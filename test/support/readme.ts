/**
 * Helpers of the README check (test/integration/readme.test.ts): the fenced blocks of a
 * Markdown file, the curl examples of its `sh` blocks, one `tsc` run over every
 * TypeScript block, and the normalisation of what differs between runs.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolTypePaths } from "./tools.js";

/** One fenced block of a Markdown file. */
export interface FencedBlock {
  /** The info string's first word (`ts`, `sh`, `json`), `""` when there is none. */
  readonly lang: string;
  /** The 1-based line of the opening fence. */
  readonly line: number;
  /** The text between the fences, with a final line break. */
  readonly text: string;
  /** The id of a `<!-- example: id -->` comment on the last non-blank line above the fence. */
  readonly id: string | undefined;
}

const FENCE = /^```\s*([^\s`]*)/;
const ID_COMMENT = /^<!--\s*example:\s*([a-z0-9][a-z0-9-]*)\s*-->$/;

/** Every fenced block of `markdown`, in order (output blocks included, as blocks of their own). */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r?\n/);
  const found: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? "");
    if (open === null) continue;
    let end = i + 1;
    while (end < lines.length && !(lines[end] ?? "").startsWith("```")) end++;
    let above = i - 1;
    while (above >= 0 && (lines[above] ?? "").trim() === "") above--;
    const id = ID_COMMENT.exec((lines[above] ?? "").trim())?.[1];
    const body = lines.slice(i + 1, end);
    found.push({ lang: open[1] ?? "", line: i + 1, text: body.length === 0 ? "" : `${body.join("\n")}\n`, id });
    i = end;
  }
  return found;
}

/** The key of a TypeScript block: its id, else its first non-blank line (never its index). */
export function blockKey(block: FencedBlock): string {
  return block.id ?? block.text.split("\n").find((l) => l.trim() !== "") ?? "";
}

/** One `$ curl ...` command of an `sh` block and the output the README shows for it. */
export interface CurlExample {
  readonly line: number;
  /** The command without the `$ `, continuation lines joined as the shell would. */
  readonly command: string;
  readonly expected: string;
}

/** The curl examples of the `sh` blocks: a `$ curl` line, its `\` continuations, then its output up to a blank line. */
export function curlExamples(markdown: string): CurlExample[] {
  const found: CurlExample[] = [];
  for (const block of fencedBlocks(markdown)) {
    if (block.lang !== "sh") continue;
    const lines = block.text.replace(/\n$/, "").split("\n");
    for (let i = 0; i < lines.length; i++) {
      const first = lines[i] ?? "";
      if (!first.startsWith("$ curl ")) continue;
      const line = block.line + 1 + i;
      let command = first.slice(2);
      while (command.endsWith("\\") && i + 1 < lines.length) {
        i++;
        command = `${command.slice(0, -1)} ${(lines[i] ?? "").trim()}`;
      }
      const output: string[] = [];
      while (i + 1 < lines.length && (lines[i + 1] ?? "") !== "" && !(lines[i + 1] ?? "").startsWith("$ ")) {
        i++;
        output.push(lines[i] ?? "");
      }
      // With -i, the headers are followed by a blank line and the body.
      const body = lines[i + 2] ?? "";
      if (/ -i /.test(command) && lines[i + 1] === "" && body !== "" && !body.startsWith("$ ")) {
        i += 2;
        output.push("", body);
      }
      found.push({ line, command, expected: output.join("\n") });
    }
  }
  return found;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Tickets and generated ids (UUIDs) replaced by `<uuid>`, line breaks as `\n`, no trailing spaces. */
export function normalise(text: string): string {
  return text
    .replace(/\r\n/g, "\n")
    .replace(UUID, "<uuid>")
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
}

/**
 * What `curl -i` printed, reduced to what the README shows: the status line, the
 * header lines the README lists (in its order, names lower case), the body.
 */
export function reduceHeaders(actual: string, expected: string): string {
  const [head = "", ...rest] = actual.replace(/\r\n/g, "\n").split("\n\n");
  const [, ...wantedLines] = expected.split("\n\n")[0]?.split("\n") ?? [];
  const [status = "", ...headerLines] = head.split("\n");
  const headers = new Map(
    headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
  );
  const kept = wantedLines.map((l) => {
    const name = l.slice(0, l.indexOf(":")).toLowerCase();
    const value = headers.get(name);
    return value === undefined ? `(missing header ${name})` : `${name}: ${value}`;
  });
  return [[status, ...kept].join("\n"), ...rest].join("\n\n");
}

/** The result of a command. */
export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a program without blocking the event loop (a server in this process keeps answering). */
export function runProgram(
  file: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        cwd: options.cwd,
        env: options.env ?? process.env,
        timeout: options.timeout ?? 20_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/** A scratch package named like the one under test, whose `dist` and `node_modules` are the project's. */
export interface Scratch {
  readonly dir: string;
  remove(): Promise<void>;
}

/**
 * Makes a folder in the system's temp folder that imports the package by its own
 * name: a `package.json` with the project's name and `exports`, and links to the
 * project's built `dist` and its `node_modules`.
 */
export async function scratchPackage(root: string): Promise<Scratch> {
  const manifest = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as {
    name: string;
    exports: unknown;
  };
  const dir = await mkdtemp(join(tmpdir(), "readme-examples-"));
  await writeFile(
    join(dir, "package.json"),
    JSON.stringify({ name: manifest.name, private: true, type: "module", exports: manifest.exports }, null, 2),
  );
  await symlink(join(root, "dist"), join(dir, "dist"), "dir");
  await symlink(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A TypeScript file to check: its name (without `.ts`) and text. */
export interface SourceFile {
  readonly name: string;
  readonly text: string;
}

/** The diagnostics of one `tsc` run, by file name (without `.ts`). */
export type Diagnostics = Map<string, string[]>;

/**
 * Writes `files` to `<dir>/src`, with a tsconfig that has the root tsconfig's
 * compiler options (emitting to `<dir>/out`), and runs the project's `tsc` once
 * over all of them. Returns the error lines of each file.
 */
export async function typecheck(
  root: string,
  dir: string,
  files: readonly SourceFile[],
): Promise<{ diagnostics: Diagnostics; ran: Ran }> {
  const rootConfig = JSON.parse(await readFile(join(root, "tsconfig.json"), "utf8")) as {
    compilerOptions: Record<string, unknown>;
  };
  await mkdir(join(dir, "src"), { recursive: true });
  await writeFile(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        ...rootConfig.compilerOptions,
        noEmit: false,
        noEmitOnError: false,
        rootDir: "src",
        outDir: "out",
        types: ["node"],
        pretty: false,
        // A block may import a test tool (docs/runtimes.md: playwright-core), installed in test/tools.
        paths: toolTypePaths(),
      },
      include: ["src"],
    }),
  );
  await Promise.all(files.map((file) => writeFile(join(dir, "src", `${file.name}.ts`), file.text)));
  const ran = await runProgram(
    process.execPath,
    [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"],
    {
      cwd: dir,
      timeout: 120_000,
    },
  );
  const diagnostics: Diagnostics = new Map();
  let last: string | undefined;
  for (const line of ran.stdout.split("\n")) {
    const at = /^src\/([^(]+)\.ts\((\d+),(\d+)\): (.*)$/.exec(line);
    if (at !== null) {
      last = at[1] ?? "";
      const list = diagnostics.get(last) ?? [];
      list.push(`(${at[2]},${at[3]}) ${at[4]}`);
      diagnostics.set(last, list);
    } else if (last !== undefined && line.startsWith(" ")) {
      const list = diagnostics.get(last);
      if (list !== undefined) list[list.length - 1] += `\n${line}`;
    } else if (line.trim() !== "") {
      const list = diagnostics.get("") ?? [];
      list.push(line);
      diagnostics.set("", list);
    }
  }
  return { diagnostics, ran };
}

const NOT_AN_EXPRESSION =
  /^(?:(?:const|let|var|return|throw|import|export|for|while|if|else|try|async|function|class)\b|\}|\)|\/\/|$)/;

/** The change in bracket depth over a line of JavaScript, strings and a trailing `//` comment skipped; and where that comment starts. */
function scan(line: string): { depth: number; comment: number } {
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < line.length && line[i] !== c; i++) if (line[i] === "\\") i++;
    } else if (c === "/" && line[i + 1] === "/") return { depth, comment: i };
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
  }
  return { depth, comment: -1 };
}

/**
 * The comment that says a block ends in an error, on the line where the
 * statement that throws ends: `// throws ApiError`, then anything (what it
 * answers). The name is the error's class.
 */
export const THROWS_COMMENT: RegExp = /\/\/ throws ([A-Za-z]+)\b/;

/** Where the statement that starts at line `start` ends, and its trailing comment: undefined when no `;` closes it. */
function statementAt(lines: readonly string[], start: number): { end: number; trailing: string } | undefined {
  let depth = 0;
  for (let end = start; end < lines.length; end++) {
    const line = lines[end] ?? "";
    const scanned = scan(line);
    depth += scanned.depth;
    const code = (scanned.comment < 0 ? line : line.slice(0, scanned.comment)).trimEnd();
    if (depth <= 0 && code.endsWith(";")) {
      return depth === 0 ? { end, trailing: scanned.comment < 0 ? "" : line.slice(scanned.comment) } : undefined;
    }
    // A block that closes (`}`) before any `;`: no statement starts here.
    if (depth <= 0 && code !== "") return undefined;
  }
  return undefined;
}

/**
 * Rewrites the emitted JavaScript of a block so that each expression statement
 * followed by a comment (`value; // claim`, or comment lines right after the
 * statement) reports the value it computes and the comment to the runner (see
 * {@link runnerSource}): the comment is the README's claim about the value. A
 * statement whose comment says it throws (`// throws ApiError`) reports that
 * it was reached, right before it runs.
 */
export function instrumentClaims(id: string, js: string): string {
  const lines = js.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i] ?? "";
    const indent = first.length - first.trimStart().length;
    const thrower = first.trim().startsWith("//") ? undefined : statementAt(lines, i);
    if (thrower !== undefined && THROWS_COMMENT.test(thrower.trailing)) {
      // The line count is kept: the report goes in front of the statement's first line.
      out.push(`globalThis.__readmeThrows(${JSON.stringify(id)}, ${JSON.stringify(first.trim())}); ${first}`);
      for (let k = i + 1; k <= thrower.end; k++) out.push(lines[k] ?? "");
      i = thrower.end;
      continue;
    }
    if (NOT_AN_EXPRESSION.test(first.trim())) {
      out.push(first);
      continue;
    }
    // The statement: from this line to the line where the brackets close and a `;` ends the code.
    let depth = 0;
    let end = i;
    let trailing = "";
    for (; end < lines.length; end++) {
      const line = lines[end] ?? "";
      const scanned = scan(line);
      depth += scanned.depth;
      const code = (scanned.comment < 0 ? line : line.slice(0, scanned.comment)).trimEnd();
      if (depth <= 0 && code.endsWith(";")) {
        trailing = scanned.comment < 0 ? "" : line.slice(scanned.comment + 2).trim();
        break;
      }
    }
    if (end >= lines.length || depth !== 0) {
      out.push(first);
      continue;
    }
    let comment = trailing;
    let after = end + 1;
    if (comment === "") {
      const below: string[] = [];
      while (after < lines.length && (lines[after] ?? "").trim().startsWith("//")) {
        below.push((lines[after] ?? "").trim().replace(/^\/\/ ?/, ""));
        after++;
      }
      comment = below.join("\n");
    }
    if (comment === "") {
      out.push(first);
      continue;
    }
    const statement = lines.slice(i, end + 1).map((line, k) => {
      const scanned = scan(line);
      return k === end - i ? (scanned.comment < 0 ? line : line.slice(0, scanned.comment)).trimEnd() : line;
    });
    // `console.log(value); // claim`: the claim is about the value printed.
    const expression = statement
      .join("\n")
      .trim()
      .replace(/;$/, "")
      .replace(/^console\.log\(([\s\S]*)\)$/, "$1");
    const label = JSON.stringify(first.trim());
    // An expression that awaits is computed by an async function, and the claim awaited (modules allow it at the top).
    const wait = /\bawait\b/.test(expression) ? ["await ", "async "] : ["", ""];
    out.push(
      `${" ".repeat(indent)}${wait[0]}globalThis.__readmeClaim(${JSON.stringify(id)}, ${label}, ${wait[1]}() => (${expression}), ${JSON.stringify(comment)});`,
    );
    // Keep the line count: the statement's other lines become empty.
    for (let k = i + 1; k <= end; k++) out.push("");
    i = end;
  }
  return out.join("\n");
}

/**
 * A program that imports `out/<id>.claims.js` for each id in turn and writes to
 * `results` how each block ended (`completes`, or `throws Name: message`) and every
 * claim it could read: the longest start of the comment that evaluates as a
 * JavaScript expression (`134, in the spec's order` is 134), compared with the
 * value computed, `…` in a string standing for any text.
 */
export function runnerSource(ids: readonly string[], results: string): string {
  return `import { writeFileSync } from "node:fs";
import { inspect } from "node:util";
const ended = {};
const claims = [];
const reached = {};
globalThis.__readmeThrows = (id, line) => {
  reached[id] = line;
};
function expected(comment) {
  const lines = comment.split("\\n");
  if (lines.length > 1) {
    // Prose lines may come first: the claim is the longest tail of the lines that evaluates.
    for (let k = 0; k < lines.length; k++) {
      try {
        return { found: true, value: new Function("return (" + lines.slice(k).join("\\n") + ");")() };
      } catch {}
    }
    return { found: false };
  }
  const cuts = [comment.length];
  for (const separator of [": ", ", ", " (", "; "]) {
    for (let at = comment.indexOf(separator); at >= 0; at = comment.indexOf(separator, at + 1)) cuts.push(at);
  }
  for (const cut of cuts.sort((a, b) => b - a)) {
    const text = comment.slice(0, cut).trim();
    if (text === "" || /^[a-z][a-z ]+$/i.test(text) && text !== "true" && text !== "false" && text !== "undefined" && text !== "null") continue;
    try {
      return { found: true, value: new Function("return (" + text + ");")() };
    } catch {}
  }
  return { found: false };
}
function matches(actual, wanted) {
  if (typeof wanted === "string" && wanted.includes("…")) {
    const [start, end] = wanted.split("…");
    return typeof actual === "string" && actual.startsWith(start) && actual.endsWith(end);
  }
  if (Array.isArray(wanted)) return Array.isArray(actual) && actual.length === wanted.length && wanted.every((w, i) => matches(actual[i], w));
  if (wanted !== null && typeof wanted === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return false;
    const keys = Object.keys(wanted);
    return Object.keys(actual).length === keys.length && keys.every((k) => Object.hasOwn(actual, k) && matches(actual[k], wanted[k]));
  }
  return Object.is(actual, wanted);
}
function claim(id, line, value, comment) {
  const want = expected(comment);
  if (want.found) {
    const ok = matches(value, want.value);
    claims.push({ id, line, ok, actual: ok ? "" : inspect(value, { depth: 8, breakLength: Infinity }) });
  }
  return value;
}
globalThis.__readmeClaim = (id, line, compute, comment) => {
  const value = compute();
  return value instanceof Promise ? value.then((v) => claim(id, line, v, comment)) : claim(id, line, value, comment);
};
for (const id of ${JSON.stringify(ids)}) {
  try {
    await import("./out/" + id + ".claims.js");
    ended[id] = "completes";
  } catch (error) {
    ended[id] = "throws " + (error?.constructor?.name ?? typeof error) + ": " + String(error?.message ?? error);
  }
}
writeFileSync(${JSON.stringify(results)}, JSON.stringify({ ended, claims, reached }));
process.exit(0);
`;
}
