// One server of the throughput group, in a process of its own so that its
// memory is its own: `node child.mjs reference` (the reference server on its
// built-in data) or `node child.mjs bare RECORDED_JSON` (a bare Hono app on the
// same adapter that sends the recorded bytes of each route). Prints
// `listening PORT`; answers the parent's "rss" message with its peak RSS.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const [kind, recorded] = process.argv.slice(2);
let peakRss = 0;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50).unref();

let fetch;
if (kind === "reference") {
  const { createApp } = await import("../../examples/dist/reference-server/app.js");
  const { startServer } = await import("../../examples/dist/reference-server/server.js");
  const server = await startServer(createApp(undefined, { onUnexpected: () => {} }).fetch, 0);
  process.stdout.write(`listening ${server.port}\n`);
} else {
  const app = new Hono();
  for (const route of JSON.parse(recorded)) {
    const headers = { "content-type": route.contentType };
    const answer = (c) => c.body(route.body, route.status, headers);
    if (route.method === "GET") app.get(route.path, answer);
    else app.post(route.path, answer);
  }
  fetch = app.fetch;
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
    process.stdout.write(`listening ${info.port}\n`);
  });
  void server;
}

process.on("message", (message) => {
  if (message === "cpu") {
    const u = process.cpuUsage();
    process.send?.({ cpu: u.user + u.system });
  }
  if (message === "rss") process.send?.({ rss: Math.max(peakRss, process.memoryUsage().rss) });
  // A normal exit, so that `--cpu-prof` writes its profile.
  if (message === "exit") process.exit(0);
});
