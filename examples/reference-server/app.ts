import { type BaseErrorBody, JSON_CONTENT_TYPE, toResponse } from "api-error-model";
import { Hono } from "hono";
import { methodNotAllowed as methodNotAllowedMiddleware } from "hono/method-not-allowed";
import { limitBody } from "./body-limit.js";
import { sampleData } from "./data.js";
import { BODY_LIMIT_BYTES, methodNotAllowed, routeNotFound } from "./http-errors.js";
import { createIdentityProvider } from "./identity-providers.js";
import { requireChallenge, verifyChallenge } from "./mfa-challenges.js";
import type { ServerData } from "./model.js";
import { OPENAPI_DOCUMENT } from "./operations.js";
import { readJsonObject } from "./read-body.js";
import { Store } from "./store.js";
import { createTenant } from "./tenants.js";
import { createUser, getUser } from "./users.js";
import { listUsers } from "./users-list.js";

/** Options of {@link createApp}. */
export interface AppOptions {
  /** Makes the id of a created resource; `crypto.randomUUID()` by default. */
  readonly newId?: () => string;
  /** Logs an unexpected failure under the ticket the client sees; to stderr by default. */
  readonly onUnexpected?: (thrown: unknown, body: BaseErrorBody) => void;
  /** The largest request body read, in bytes; {@link BODY_LIMIT_BYTES} by default. */
  readonly maxBodyBytes?: number;
}

function logUnexpected(thrown: unknown, body: BaseErrorBody): void {
  console.error(`unexpected failure, ticket ${body.ticket}:`, thrown);
}

/** A JSON success response with the content type of the spec. */
function json(body: unknown, status: 200 | 201, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": JSON_CONTENT_TYPE, ...headers } });
}

/**
 * Builds the reference server: a Hono app over a private, in-memory copy of
 * `data`. Every failure goes through one boundary, `toResponse`.
 *
 * @param data - the data set to serve; the built-in sample when absent
 * @param options - id maker, logger of unexpected failures, body limit
 * @returns the app; serve it with `@hono/node-server` or call `app.request()` in tests
 */
export function createApp(data: ServerData = sampleData(), options: AppOptions = {}): Hono {
  const store = new Store(data);
  const newId = options.newId ?? (() => crypto.randomUUID());
  const onUnexpected = options.onUnexpected ?? logUnexpected;
  const maxBodyBytes = options.maxBodyBytes ?? BODY_LIMIT_BYTES;
  // The one error boundary: ApiErrors keep their status and body, anything else is the safe 500.
  const errorResponse = (thrown: unknown): Response => toResponse(thrown, { onUnexpected });

  const app = new Hono();
  app.onError((error) => errorResponse(error));
  // Hono hands only Error instances to onError and rethrows anything else (a thrown string, say): catch those here.
  app.use(async (c, next) => {
    try {
      await next();
    } catch (thrown) {
      c.res = errorResponse(thrown);
    }
  });
  app.notFound((c) => errorResponse(routeNotFound(c.req.method, c.req.path)));
  app.use(
    methodNotAllowedMiddleware({
      app,
      onMethodNotAllowed: (c, allowed) => {
        const response = errorResponse(methodNotAllowed(c.req.method, c.req.path, allowed));
        response.headers.set("allow", allowed.join(", "));
        return response;
      },
    }),
  );
  app.use(limitBody(maxBodyBytes));

  app.get("/openapi.json", () => json(OPENAPI_DOCUMENT, 200));
  app.get("/api/v1/users", (c) => json(listUsers(store, new URL(c.req.url).searchParams), 200));
  app.post("/api/v1/users", async (c) => {
    const user = createUser(store, await readJsonObject(c), newId);
    return json(user, 201, { location: `/api/v1/users/${encodeURIComponent(user.id)}` });
  });
  app.get("/api/v1/users/:id", (c) => json(getUser(store, c.req.param("id")), 200));
  app.post("/api/v1/tenants", async (c) => json(createTenant(store, await readJsonObject(c), newId), 201));
  app.post("/api/v1/identity-providers", async (c) =>
    json(createIdentityProvider(store, await readJsonObject(c), newId), 201),
  );
  app.post("/api/v1/mfa-challenges/:id/verify", async (c) => {
    const id = c.req.param("id");
    requireChallenge(store, id);
    return json(verifyChallenge(store, id, await readJsonObject(c)), 200);
  });
  return app;
}
