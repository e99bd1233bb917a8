// `npm run start:express`: the Express example on http://127.0.0.1:PORT (3001 by default).
import { createExpressApp } from "./app.js";

const port = Number(process.env["PORT"] ?? 3001);
const app = createExpressApp({ onUnexpected: (thrown, body) => console.error(`ticket ${body.ticket}:`, thrown) });
const server = app.listen(port, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : port}`);
});
process.once("SIGINT", () => server.close());
process.once("SIGTERM", () => server.close());
