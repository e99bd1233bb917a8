/**
 * `npm run demo`: what a client of the reference server sees. Each call uses
 * plain `fetch`; every failure goes through `errorFromResponse` and is
 * narrowed through the guard of the operation that answered
 * (`isOperationError`), typed by the server's own declarations
 * (`reference-server/operations.ts`); one answer is asked for in German
 * (`Accept-Language`). Starts its own server on a free port,
 * or talks to `BASE_URL` when set.
 */
import { errorFromResponse, isConstraintViolationsError } from "api-error-model";
import { isOperationError } from "api-error-model/contract";
import { type FetchPage, formatListQuery, listAll } from "api-error-model/list-query";
import { createApp } from "../reference-server/app.js";
import {
  CREATE_IDENTITY_PROVIDER,
  CREATE_TENANT,
  CREATE_USER,
  GET_USER,
  QUERY_USERS,
  VERIFY_MFA_CHALLENGE,
} from "../reference-server/operations.js";
import { startServer } from "../reference-server/server.js";
import { closeSharedEmbedded } from "../reference-server/setup.js";

/** The user attributes this demo reads. */
interface User {
  readonly id: string;
  readonly givenName?: string;
  readonly familyName?: string;
  readonly status?: string;
}

const say = (text = ""): void => console.log(text);
const heading = (text: string): void => say(`\n== ${text}`);

/** Sends a JSON request; resolves with the parsed body on success, rejects with the typed error on failure. */
async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { accept: "application/json" } };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (body !== undefined) init.headers = { accept: "application/json", "content-type": "application/json" };
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as T;
}

/**
 * Runs `action`, which must fail, and returns what was thrown, as a `catch`
 * block sees it: `unknown`, which each operation's guard narrows.
 */
async function failure(action: Promise<unknown>): Promise<unknown> {
  try {
    await action;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

function showViolations(error: unknown): void {
  if (!isConstraintViolationsError(error)) return;
  for (const [path, details] of Object.entries(error.violations)) {
    for (const detail of details) {
      const attributes =
        detail.constraintAttributes === undefined ? "" : ` ${JSON.stringify(detail.constraintAttributes)}`;
      say(`  ${path || "(body)"}: ${detail.code}${attributes}`);
    }
  }
}

async function getUnknownUser(base: string): Promise<void> {
  heading("Get User with an unknown id");
  const error = await failure(call(base, "GET", "/api/v1/users/no-such-user"));
  // Narrowed to Get User's declared errors: user_not_found, internal_error, payload_too_large.
  if (isOperationError(GET_USER, error) && error.code === "user_not_found") {
    say(`status ${"status" in error ? error.status : 404}, code ${error.code}`);
    say(`message: ${error.message}`);
    say(`ticket (quote it to support): ${error.ticket}`);
  }
}

/** The same failure asked for in German: the message in German, `Content-Language` and `Vary` naming it. */
async function getUnknownUserInGerman(base: string): Promise<void> {
  heading("Get User with an unknown id, Accept-Language: de");
  const response = await fetch(`${base}/api/v1/users/no-such-user`, {
    headers: { accept: "application/json", "accept-language": "de-DE, de;q=0.9, en;q=0.5" },
  });
  const error = await errorFromResponse(response);
  say(`Content-Language: ${response.headers.get("content-language")}, Vary: ${response.headers.get("vary")}`);
  if (isOperationError(GET_USER, error)) say(`message: ${error.message}`);
}

async function createUsers(base: string): Promise<void> {
  heading("Create User");
  const created = await call<User & { email: string }>(base, "POST", "/api/v1/users", {
    email: "demo.user@example.com",
    givenName: "Demo",
    familyName: "User",
  });
  say(`created ${created.email} with id ${created.id}`);

  heading("Create User with an email of 201 characters");
  const tooLong = await failure(call(base, "POST", "/api/v1/users", { email: `${"a".repeat(189)}@example.com` }));
  if (isOperationError(CREATE_USER, tooLong) && tooLong.type === "constraint_violations_error") {
    // `violations.email` is a declared path (`violations.emial` would not compile); maxLength is typed by the catalogue.
    const detail = tooLong.violations.email?.find((d) => d.code === "too_long");
    say(`${tooLong.code}: email is too_long, maxLength ${detail?.constraintAttributes?.maxLength}`);
  }

  heading("Create User with everything wrong at once");
  const many = await failure(
    call(base, "POST", "/api/v1/users", { email: "demo.user@example.com", username: "two words", status: "ASLEEP" }),
  );
  showViolations(many);
}

async function createTenantAndProvider(base: string): Promise<void> {
  heading("Create Tenant with a name taken in its application");
  const taken = await failure(call(base, "POST", "/api/v1/tenants", { applicationId: "app-console", name: "acme" }));
  if (
    isOperationError(CREATE_TENANT, taken) &&
    taken.type === "constraint_violations_error" &&
    taken.violations.name?.some((d) => d.code === "not_unique")
  ) {
    say("name: not_unique (the same name in app-portal would be fine)");
  }

  heading("Create Identity Provider with an unknown protocol type");
  const provider = await failure(
    call(base, "POST", "/api/v1/identity-providers", { name: "Corp LDAP", protocol: { type: "LDAP" } }),
  );
  if (
    isOperationError(CREATE_IDENTITY_PROVIDER, provider) &&
    provider.type === "constraint_violations_error" &&
    provider.violations["protocol.type"]?.some((d) => d.code === "disallowed_enum")
  ) {
    say('the nested field is reported under the key "protocol.type":');
    showViolations(provider);
  }
}

async function verifyMfa(base: string): Promise<void> {
  heading("Verify MFA Challenge with wrong codes");
  for (let attempt = 1; attempt <= 4; attempt++) {
    const error = await failure(call(base, "POST", "/api/v1/mfa-challenges/mfa-001/verify", { code: "999999" }));
    // details typed by the declaration: { attemptsRemaining: number }.
    if (isOperationError(VERIFY_MFA_CHALLENGE, error) && error.code === "mfa_challenge_verification_failed") {
      say(`attempt ${attempt}: ${error.code}, attemptsRemaining ${error.details.attemptsRemaining}`);
    }
  }
  const verified = await call<{ verified: boolean }>(base, "POST", "/api/v1/mfa-challenges/mfa-002/verify", {
    code: "654321",
  });
  say(`the right code on another challenge: ${JSON.stringify(verified)}`);
}

async function walkUsers(base: string): Promise<void> {
  heading("Walk every ACTIVE user, sorted by familyName, 10 per page, with listAll");
  let requests = 0;
  const fetchPage: FetchPage<User> = (query, signal) => {
    requests++;
    return fetch(`${base}/api/v1/users?${formatListQuery(query)}`, { signal });
  };
  const names: string[] = [];
  for await (const user of listAll(fetchPage, {
    count: 10,
    sortBy: [{ attribute: "familyName" }],
    fields: ["id", "givenName", "familyName"],
    query: 'status eq "ACTIVE"',
  })) {
    names.push(`${user.givenName ?? "?"} ${user.familyName ?? "?"}`);
  }
  say(`${names.length} users in ${requests} requests: ${names.slice(0, 6).join(", ")}, …`);
}

async function badListQuery(base: string): Promise<void> {
  heading("Query users with a bad query string (every problem comes back at once)");
  const query = "start_index=0&count=500&sort_by=password:sideways&fields=id,secret&query=id%20eq%201";
  say(`GET /api/v1/users?${query}`);
  const error = await failure(call(base, "GET", `/api/v1/users?${query}`));
  if (isOperationError(QUERY_USERS, error) && error.type === "constraint_violations_error") {
    // The list-query parameters come from the operation's ListOperation: sort_by, fields, ... are typed keys.
    say(`${error.code}: sort_by ${error.violations.sort_by?.map((d) => d.code).join(", ")}`);
  }
  showViolations(error);

  heading("Query users with a filter that does not parse");
  const syntax = await failure(
    call(base, "GET", `/api/v1/users?query=${encodeURIComponent('status eq "ACTIVE" and')}`),
  );
  if (isOperationError(QUERY_USERS, syntax) && syntax.code === "invalid_request") {
    say(`${syntax.code}: ${syntax.message}`);
    // The details are machine-readable: a 0-based offset, the column a person counts, and what was expected, as a code.
    say(
      `details: position ${syntax.details?.position}, column ${syntax.details?.column}, expected ${syntax.details?.expected}`,
    );
  }
}

async function main(): Promise<void> {
  const given = process.env["BASE_URL"];
  const server = given === undefined || given === "" ? await startServer(createApp().fetch, 0) : undefined;
  const base = (given || server?.url || "").replace(/\/$/, "");
  say(server === undefined ? `using ${base}` : `started a reference server on ${base}`);
  try {
    await getUnknownUser(base);
    await getUnknownUserInGerman(base);
    await createUsers(base);
    await createTenantAndProvider(base);
    await verifyMfa(base);
    await walkUsers(base);
    await badListQuery(base);
  } finally {
    await server?.close();
    // The server's embedded PostgreSQL, if it started one.
    await closeSharedEmbedded();
  }
}

await main();
