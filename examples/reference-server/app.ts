import { type BaseErrorBody, JSON_CONTENT_TYPE, type ToResponseOptions, toResponse } from "api-error-model";
import { onError, routeNotFound } from "api-error-model/hono";
import { type Locale, localizeMessages } from "api-error-model/messages";
import { errorPagesHandler } from "api-error-model/pages";
import { type Context, Hono } from "hono";
import type { BlankEnv } from "hono/types";
import { cors } from "./cors.js";
import { sampleData } from "./data.js";
import { disconnectCounter } from "./disconnects.js";
import { ClientGoneError, DEFAULT_BODY_LIMITS } from "./http-errors.js";
import { createIdentityProvider } from "./identity-providers.js";
import { SHIPPED_LOCALES } from "./locales.js";
import { createLogger, logUnexpected } from "./logger.js";
import { requireChallenge, verifyChallenge } from "./mfa-challenges.js";
import type { ServerData } from "./model.js";
import {
  CREATE_IDENTITY_PROVIDER,
  CREATE_TENANT,
  CREATE_USER,
  OPENAPI_DOCUMENT,
  serverDocument,
  VERIFY_MFA_CHALLENGE,
} from "./operations.js";
import { ERROR_PAGES_PATH, errorAnswerFor } from "./problem-answers.js";
import { type BodyLimits, readJsonObject } from "./read-body.js";
import { privateStore } from "./setup.js";
import type { Store } from "./store.js";
import { createTenant } from "./tenants.js";
import { traceOf, tracing } from "./tracing.js";
import { createUser, getUser } from "./users.js";
import { listUsers } from "./users-list.js";

/** Options of {@link createApp}. */
export interface AppOptions {
  /** Makes the id of a created resource; `crypto.randomUUID()` by default. */
  readonly newId?: () => string;
  /**
   * Logs an unexpected failure under the ticket the client sees; by default a
   * JSON line on stdout through pino and `toLogRecord` (logger.ts).
   */
  readonly onUnexpected?: (thrown: unknown, body: BaseErrorBody) => void;
  /** The largest request body read, in bytes; `BODY_LIMIT_BYTES` (http-errors.ts) by default. */
  readonly maxBodyBytes?: number;
  /**
   * The deepest nesting of arrays and objects read in a body, the body itself
   * at depth 1 (`MAX_NESTING_DEPTH`); the package's `DEFAULT_MAX_NESTING_DEPTH`, 64, by default.
   */
  readonly maxNestingDepth?: number;
  /** Called once per client that went away mid-request; a bounded one-line log on stderr by default. */
  readonly onClientGone?: () => void;
  /**
   * The store to serve (its data already loaded; `data` is then not used).
   * By default the app gets a store of its own: a new schema in the process's
   * shared embedded database, with `data` loaded into it.
   */
  readonly store?: Store | Promise<Store>;
  /** Browser origins allowed to call the server cross-origin (`CORS_ORIGINS`); none by default. */
  readonly corsOrigins?: readonly string[];
  /**
   * The locales error messages are answered in, negotiated per request from
   * `Accept-Language` (with `Content-Language` and `Vary: Accept-Language`):
   * every locale the package ships by default; `false` answers in English
   * only, without those headers.
   */
  readonly messageLocales?: readonly Locale[] | false;
}

/** The context of a route at `path`, which types its parameters (`c.req.param("id")`). */
type At<Path extends string> = Context<BlankEnv, Path>;

/** A JSON success response with the content type of the spec. */
function json(body: unknown, status: 200 | 201, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": JSON_CONTENT_TYPE, ...headers } });
}

/**
 * Builds the reference server: a Hono app over a store in PostgreSQL (by
 * default a private copy of `data` in embedded PostgreSQL). Every failure
 * goes through one boundary, `toResponse`.
 *
 * @param data - the data set to serve; the built-in sample when absent
 * @param options - id maker, logger of unexpected failures, body limits
 * @returns the app; serve it with `@hono/node-server` or call `app.request()` in tests
 */
export function createApp(data: ServerData = sampleData(), options: AppOptions = {}): Hono {
  const opening = Promise.resolve(options.store ?? privateStore(data));
  // A store that fails to open answers every request with the safe 500 (the failure is logged then).
  opening.catch(() => {});
  const newId = options.newId ?? (() => crypto.randomUUID());
  const onUnexpected = options.onUnexpected ?? logUnexpected(createLogger());
  const bodyLimits: BodyLimits = {
    maxBytes: options.maxBodyBytes ?? DEFAULT_BODY_LIMITS.maxBytes,
    maxNestingDepth: options.maxNestingDepth ?? DEFAULT_BODY_LIMITS.maxNestingDepth,
  };
  // The document states the limits this app reads within: made again only when they are not the defaults.
  const document =
    bodyLimits.maxBytes === DEFAULT_BODY_LIMITS.maxBytes &&
    bodyLimits.maxNestingDepth === DEFAULT_BODY_LIMITS.maxNestingDepth
      ? OPENAPI_DOCUMENT
      : serverDocument(bodyLimits);
  const onClientGone = options.onClientGone ?? disconnectCounter();
  // The options of the one error boundary (api-error-model/hono's): ApiErrors keep their status and
  // body, anything else is the safe 500; every code's message in the language the request asks for
  // (the catalogue's codes, the package's locales); its ticket the request's trace id when it has
  // one, and its span records the error.
  const locales = options.messageLocales ?? SHIPPED_LOCALES;
  const localize = locales === false ? undefined : localizeMessages(locales);
  const boundaryOf = (c: Context): ToResponseOptions => ({
    onUnexpected,
    trace: traceOf(c),
    // The entry reads the request's Accept-Language.
    ...(localize === undefined ? {} : { localize }),
  });
  // A client that went away is counted, not logged as unexpected; its answer goes nowhere. Any
  // other is answered as JSON, or as problem details when the request's Accept prefers them.
  const errorResponse = (thrown: unknown, c: Context): Promise<Response> | Response => {
    if (thrown instanceof ClientGoneError) {
      onClientGone();
      return toResponse(thrown, { onUnexpected: () => {} });
    }
    return errorAnswerFor(onError(boundaryOf(c))(thrown, c), c, locales);
  };
  // The page of every code of the catalogue, where a problem's `type` points, in every locale served.
  const errorPages = errorPagesHandler({ locales: locales === false ? [] : locales, basePath: ERROR_PAGES_PATH });

  /**
   * A route's handler with the error boundary around it: a failure becomes
   * its answer right here, instead of climbing every middleware as a
   * rejected promise (each level costs a rejection and its tracking).
   */
  const handle =
    <C extends Context>(handler: (c: C) => Promise<Response>) =>
    async (c: C): Promise<Response> => {
      try {
        return await handler(c);
      } catch (thrown) {
        return errorResponse(thrown, c);
      }
    };

  const app = new Hono();
  // A server span per request when an OpenTelemetry SDK is registered: first, so that it spans everything.
  app.use(tracing);
  const origins = options.corsOrigins ?? [];
  // First, so that it adds its headers to every final response, errors included.
  if (origins.length > 0) app.use(cors(origins));
  // What escapes a handler without `handle` (a route added to the returned app); ours catch their own.
  app.onError((error, c) => errorResponse(error, c));
  app.get("/openapi.json", () => json(document, 200));
  app.get(ERROR_PAGES_PATH.replace(/\/$/, ""), (c) => errorPages(c.req.raw));
  app.get(`${ERROR_PAGES_PATH}*`, (c) => errorPages(c.req.raw));
  app.get(
    "/api/v1/users",
    handle(async (c) => json(await listUsers(await opening, new URL(c.req.url).searchParams), 200)),
  );
  app.post(
    "/api/v1/users",
    handle(async (c) => {
      const user = await createUser(
        await opening,
        await readJsonObject(c, bodyLimits, CREATE_USER.violations.body),
        newId,
      );
      return json(user, 201, { location: `/api/v1/users/${encodeURIComponent(user.id)}` });
    }),
  );
  app.get(
    "/api/v1/users/:id",
    handle(async (c: At<"/api/v1/users/:id">) => json(await getUser(await opening, c.req.param("id")), 200)),
  );
  app.post(
    "/api/v1/tenants",
    handle(async (c) =>
      json(
        await createTenant(await opening, await readJsonObject(c, bodyLimits, CREATE_TENANT.violations.body), newId),
        201,
      ),
    ),
  );
  app.post(
    "/api/v1/identity-providers",
    handle(async (c) =>
      json(
        await createIdentityProvider(
          await opening,
          await readJsonObject(c, bodyLimits, CREATE_IDENTITY_PROVIDER.violations.body),
          newId,
        ),
        201,
      ),
    ),
  );
  app.post(
    "/api/v1/mfa-challenges/:id/verify",
    handle(async (c: At<"/api/v1/mfa-challenges/:id/verify">) => {
      const id = c.req.param("id");
      const store = await opening;
      await requireChallenge(store, id);
      return json(
        await verifyChallenge(store, id, await readJsonObject(c, bodyLimits, VERIFY_MFA_CHALLENGE.violations.body)),
        200,
      );
    }),
  );
  // No route for this method: 405 with `Allow` when the path is known under other methods, else 404.
  // `notFound`, not a last route for every path: a route someone adds to the returned app still works.
  app.notFound((c) => errorAnswerFor(routeNotFound(app, boundaryOf(c))(c), c, locales));
  return app;
}
