/**
 * A static server for the browser pages, on 127.0.0.1: the built package under `/pkg/`, the
 * page scripts under `/runtimes/`, and two pages whose import map maps every export of the
 * package.json to its file, so that the pages import the package by name.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { entryNames, manifest, ROOT } from "./harness.js";

/** A running page server. */
export interface PageServer {
  readonly port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".html": "text/html; charset=utf-8",
};

/** The page scripts the server serves from test/support/runtimes/. */
const SCRIPTS = new Set(["smoke.js", "smoke-page.js", "client-page.js"]);

const STYLE = `body { font: 14px system-ui, sans-serif; margin: 1.5em; }
li.ok { color: #05631f; } li.failed, li.unreadable { color: #a50e0e; } li.typed { color: #0b3f91; }
pre { margin: 0.2em 0 0.8em; white-space: pre-wrap; font-size: 12px; }`;

async function page(title: string, script: string): Promise<string> {
  const pkg = await manifest();
  const imports: Record<string, string> = {};
  for (const [key, target] of Object.entries(pkg.exports)) {
    const file = typeof target === "string" ? target : (target as { default: string }).default;
    imports[key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`] = `/pkg/${file.slice(2)}`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>${STYLE}</style>
<script type="importmap">${JSON.stringify({ imports })}</script>
<script type="application/json" id="entries">${JSON.stringify(entryNames(pkg))}</script>
<script type="module" src="/runtimes/${script}"></script>
</head>
<body>
<h1>${title}</h1>
<p id="summary">running…</p>
<ul id="checks"></ul>
<ul id="results"></ul>
</body>
</html>
`;
}

const PAGES: Record<string, () => Promise<string>> = {
  "/smoke.html": () => page("api-error-model: smoke program", "smoke-page.js"),
  "/client.html": () => page("api-error-model: a cross-origin client of the reference server", "client-page.js"),
};

async function answer(path: string): Promise<{ status: number; type: string; body: string | Buffer }> {
  if (path === "/favicon.ico")
    return { status: 200, type: "image/svg+xml", body: "<svg xmlns='http://www.w3.org/2000/svg'/>" };
  const makePage = PAGES[path];
  if (makePage !== undefined) return { status: 200, type: TYPES[".html"] as string, body: await makePage() };
  let file: string | undefined;
  if (path.startsWith("/pkg/dist/") || path === "/pkg/package.json") file = join(ROOT, normalize(path.slice(5)));
  else if (path.startsWith("/runtimes/") && SCRIPTS.has(path.slice(10))) file = join(ROOT, "test", "support", path);
  if (file === undefined || !file.startsWith(ROOT) || file.includes("..")) return notFound();
  try {
    return { status: 200, type: TYPES[extname(file)] ?? "application/octet-stream", body: await readFile(file) };
  } catch {
    return notFound();
  }
}

function notFound() {
  return { status: 404, type: "text/plain", body: "not found" };
}

/** Starts the page server on 127.0.0.1, a free port. */
export function startPageServer(): Promise<PageServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://pages").pathname;
    answer(path).then(
      ({ status, type, body }) => {
        response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
        response.end(body);
      },
      () => {
        response.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
