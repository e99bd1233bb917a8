// One server of the throughput group, in a process of its own so that its
// memory and CPU time are its own. Prints `listening PORT`.
//
//   node child.mjs reference        the reference server on its built-in data
//   node child.mjs bare ROUTES      a bare Hono app on the same adapter that
//                                   sends each route's recorded bytes
//   node child.mjs bare-db ROUTES   the same, after running the route's
//                                   recorded SQL statements on its own copy of
//                                   the built-in data, in the same database
//
// The database is embedded PostgreSQL (PGlite, in this process), or the
// server `DATABASE_URL` names. Messages from the parent: "cpu" (answers the
// process's CPU time in µs), "rss" (peak RSS), "record" and "recorded" (the
// reference only: the statements run between the two), "exit".
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const [kind, recorded] = process.argv.slice(2);
let peakRss = 0;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50).unref();

/** A private copy of the built-in data in the database; the modules load only where needed (not in `bare`). */
async function openStore(wrap = (db) => db) {
  const { sampleData } = await import("../../examples/dist/reference-server/data.js");
  const { privateStore, sharedEmbedded } = await import("../../examples/dist/reference-server/setup.js");
  const { openServer } = await import("../../examples/dist/reference-server/database.js");
  const url = process.env.DATABASE_URL;
  const db = url === undefined || url === "" ? await sharedEmbedded() : openServer(url);
  return privateStore(sampleData(), wrap(db));
}

/** Statements run while the parent records, with the store's schema written as `$SCHEMA$`. */
let statements;
let schema;

if (kind === "reference") {
  const store = await openStore((db) => ({
    ...db,
    query(text, values) {
      statements?.push({ text: text.replaceAll(schema, "$SCHEMA$"), values });
      return db.query(text, values);
    },
  }));
  schema = store.schema;
  const { createApp } = await import("../../examples/dist/reference-server/app.js");
  const { startServer } = await import("../../examples/dist/reference-server/server.js");
  const server = await startServer(createApp(undefined, { store, onUnexpected: () => {} }).fetch, 0);
  process.stdout.write(`listening ${server.port}\n`);
} else {
  const routes = JSON.parse(recorded);
  let run = () => Promise.resolve();
  if (kind === "bare-db") {
    const store = await openStore();
    run = async (route) => {
      for (const { text, values } of route.statements)
        await store.db.query(text.replaceAll("$SCHEMA$", store.schema), values);
    };
  }
  const app = new Hono();
  for (const route of routes) {
    const headers = { "content-type": route.contentType };
    const answer =
      kind === "bare-db" && route.statements.length > 0
        ? async (c) => {
            await run(route);
            return c.body(route.body, route.status, headers);
          }
        : (c) => c.body(route.body, route.status, headers);
    app.on(route.method, route.path, answer);
  }
  serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
    process.stdout.write(`listening ${info.port}\n`);
  });
}

process.on("message", (message) => {
  if (message === "cpu") {
    const usage = process.cpuUsage();
    process.send?.({ cpu: usage.user + usage.system });
  }
  if (message === "rss") process.send?.({ rss: Math.max(peakRss, process.memoryUsage().rss) });
  if (message === "record") {
    statements = [];
    process.send?.({ recording: true });
  }
  if (message === "recorded") {
    process.send?.({ statements });
    statements = undefined;
  }
  // A normal exit, so that `--cpu-prof` writes its profile.
  if (message === "exit") process.exit(0);
});
