// The users list of the reference server, on Fastify 5: the same data, the
// same list-query rules, the same error bodies. One line of error handling:
// `setErrorHandler(fastifyErrorHandler())`; Create User is checked by a JSON
// Schema, whose failures come back as constraint violations.
import {
  ApiError,
  constraintViolationsError,
  JSON_CONTENT_TYPE,
  notFound,
  type ToResponseOptions,
  violation,
} from "api-error-model";
import { paginate, parseListQuery } from "api-error-model/list-query";
import { fastifyErrorHandler, fastifyNotFoundHandler } from "api-error-model/node";
import Fastify, { type FastifyInstance } from "fastify";
import { sampleData } from "../reference-server/data.js";
import { USER_STATUSES, type User } from "../reference-server/model.js";
import { LIST_USERS } from "../reference-server/users-list.js";

/** The body of Create User, checked by Fastify (ajv) before the handler runs. */
const CREATE_USER = {
  type: "object",
  required: ["email"],
  properties: {
    email: { type: "string", maxLength: 200, pattern: "^[^@\\s]+@[^@\\s]+$" },
    givenName: { type: "string", maxLength: 100 },
    familyName: { type: "string", maxLength: 100 },
    status: { enum: USER_STATUSES },
  },
} as const;

/**
 * Builds the Fastify app over a private copy of the reference server's sample users.
 *
 * @param options - ticket maker and logger of unexpected failures, for the error handler
 */
export function createFastifyApp(options: ToResponseOptions = {}): FastifyInstance {
  const users: User[] = [...sampleData().users];
  // allErrors: every problem of a body in one answer, as the spec's Create User reports them.
  const app = Fastify({ bodyLimit: 100 * 1024, ajv: { customOptions: { allErrors: true } } });
  app.setErrorHandler(fastifyErrorHandler(options));
  app.setNotFoundHandler(fastifyNotFoundHandler(options));

  app.get("/api/v1/users", async (request, reply) => {
    // The query string as sent, from the first `?` (a later `?` is data): parseListQuery reads it as it is.
    const at = request.url.indexOf("?");
    const query = parseListQuery(at === -1 ? "" : request.url.slice(at), LIST_USERS);
    if (!query.ok) throw new ApiError(query.error, { status: 400 });
    return reply.type(JSON_CONTENT_TYPE).send(JSON.stringify(paginate(users, query.value, LIST_USERS)));
  });

  app.get<{ Params: { id: string } }>("/api/v1/users/:id", async (request, reply) => {
    const user = users.find((candidate) => candidate.id === request.params.id);
    if (user === undefined) throw notFound("user", request.params.id);
    return reply.type(JSON_CONTENT_TYPE).send(JSON.stringify(user));
  });

  app.post<{ Body: { email: string } }>("/api/v1/users", { schema: { body: CREATE_USER } }, async (request, reply) => {
    if (users.some((user) => user.email === request.body.email)) {
      throw new ApiError(constraintViolationsError({ violations: { email: violation("not_unique") } }));
    }
    const user: User = { id: crypto.randomUUID(), ...request.body };
    users.push(user);
    return reply.code(201).type(JSON_CONTENT_TYPE).send(JSON.stringify(user));
  });
  return app;
}
