// `npm run start:fastify`: the Fastify example on http://127.0.0.1:PORT (3002 by default).
import { createFastifyApp } from "./app.js";

const port = Number(process.env["PORT"] ?? 3002);
const app = createFastifyApp({ onUnexpected: (thrown, body) => console.error(`ticket ${body.ticket}:`, thrown) });
const url = await app.listen({ port, host: "127.0.0.1" });
console.log(`listening on ${url}`);
process.once("SIGINT", () => void app.close());
process.once("SIGTERM", () => void app.close());
