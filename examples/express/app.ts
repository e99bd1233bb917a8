// The users list of the reference server, on Express 5: the same data, the
// same list-query rules, the same error bodies. One line of error handling:
// `expressErrorHandler()` after the routes.

import type { ToResponseOptions } from "api-error-model";
import { ApiError, JSON_CONTENT_TYPE, notFound, violation, violations } from "api-error-model";
import { paginate, parseListQuery } from "api-error-model/list-query";
import { expressErrorHandler, expressNotFoundHandler } from "api-error-model/node";
import express, { type Express, type Response } from "express";
import { sampleData } from "../reference-server/data.js";
import type { User } from "../reference-server/model.js";
import { LIST_USERS } from "../reference-server/users-list.js";

/**
 * A JSON success with the content type of the spec, as the reference server
 * sends it (`res.json` and `res.send` would rewrite it as `application/json; charset=utf-8`).
 */
function json(res: Response, status: number, body: unknown): void {
  res.status(status).setHeader("content-type", JSON_CONTENT_TYPE);
  res.end(JSON.stringify(body));
}

/**
 * Builds the Express app over a private copy of the reference server's sample users.
 *
 * @param options - ticket maker and logger of unexpected failures, for the error handler
 */
export function createExpressApp(options: ToResponseOptions = {}): Express {
  const users: User[] = [...sampleData().users];
  const app = express();
  // Invalid JSON, a body over 100 KB, an unsupported charset: body-parser throws, the error handler answers.
  app.use(express.json({ limit: "100kb" }));

  app.get("/api/v1/users", (req, res) => {
    // The query string as sent, from the first `?` (a later `?` is data): parseListQuery reads it as it is.
    const at = req.url.indexOf("?");
    const query = parseListQuery(at === -1 ? "" : req.url.slice(at), LIST_USERS);
    if (!query.ok) throw new ApiError(query.error, { status: 400 });
    json(res, 200, paginate(users, query.value, LIST_USERS));
  });

  app.get("/api/v1/users/:id", (req, res) => {
    const user = users.find((candidate) => candidate.id === req.params.id);
    if (user === undefined) throw notFound("user", req.params.id);
    json(res, 200, user);
  });

  // Express 5 passes a rejected promise to the error handler by itself.
  app.post("/api/v1/users", async (req, res) => {
    const body: unknown = req.body;
    const email = typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
    const found = violations();
    if (email === undefined) found.add("email", violation("undefined"));
    else if (typeof email !== "string" || !/^[^@\s]+@[^@\s]+$/.test(email))
      found.add("email", violation("invalid_email"));
    else if (email.length > 200) found.add("email", violation("too_long", { maxLength: 200 }));
    else if (users.some((user) => user.email === email)) found.add("email", violation("not_unique"));
    found.throwIfAny();
    const user: User = { id: crypto.randomUUID(), email: email as string };
    users.push(user);
    json(res, 201, user);
  });

  app.use(expressNotFoundHandler(options));
  app.use(expressErrorHandler(options));
  return app;
}
