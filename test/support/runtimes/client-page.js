// A small browser client of the reference server, served from another origin than the API
// (`?api=http://127.0.0.1:PORT`): every request's failure is caught, narrowed and shown. The
// test reads `window.clientResults`.
import { errorFromResponse, hasViolation, isApiError, isConstraintViolationsError } from "api-error-model";
import { formatListQuery, listAll } from "api-error-model/list-query";
import { describeError } from "api-error-model/messages";

const api = new URL(location.href).searchParams.get("api");

/** Sends a request; a failed response is thrown as the typed error of `errorFromResponse`. */
async function call(path, init = {}) {
  const response = await fetch(`${api}${path}`, init);
  if (!response.ok) throw await errorFromResponse(response);
  return response.json();
}

function postJson(path, body) {
  return call(path, { method: "POST", headers: { "content-type": "application/json" }, body });
}

/** What the client knows about a caught error, after narrowing it. */
function caught(error) {
  if (isConstraintViolationsError(error)) {
    const violations = Object.entries(error.violations).map(
      ([key, details]) => `${key}: ${details.map((d) => d.code)}`,
    );
    const maxLength = hasViolation(error, "email", "too_long")
      ? error.violations.email.find((detail) => detail.code === "too_long").constraintAttributes.maxLength
      : undefined;
    return {
      kind: "constraint violations",
      status: error.status,
      code: error.code,
      violations,
      ...(maxLength === undefined ? {} : { maxLength }),
      lines: describeError(error),
    };
  }
  if (isApiError(error)) {
    return { kind: "base error", status: error.status, code: error.code, lines: describeError(error) };
  }
  return { kind: "unreadable", name: error?.name, message: String(error?.message ?? error) };
}

const fetchPage = (query, signal) => fetch(`${api}/api/v1/users?${formatListQuery(query)}`, { signal });
// One try per page: a page this client cannot read (CORS off) is its answer, not a network failure to wait
// out with backoff (retries have their own tests in test/integration/http/page-retries.test.ts).
const ONCE = { retries: 0 };

const STEPS = [
  [
    "create a user with a too-long email",
    () => postJson("/api/v1/users", JSON.stringify({ email: `${"a".repeat(200)}@example.com` })),
  ],
  ["list users with a bad query", () => call("/api/v1/users?count=-1&sort_by=password")],
  [
    "list users with a bad filter",
    async () => {
      for await (const user of listAll(fetchPage, { query: 'givenName xx "a"' }, ONCE)) void user;
    },
  ],
  [
    "walk every page",
    async () => {
      let pages = 0;
      const counting = (query, signal) => {
        pages += 1;
        return fetchPage(query, signal);
      };
      const ids = [];
      for await (const user of listAll(counting, { count: 10 }, ONCE)) ids.push(user.id);
      const first = await call("/api/v1/users?count=0");
      return { users: ids.length, distinct: new Set(ids).size, totalResults: first.totalResults, pages };
    },
  ],
  ["get an unknown user", () => call("/api/v1/users/nobody")],
  ["delete the users (a method the route lacks)", () => call("/api/v1/users", { method: "DELETE" })],
  ["send a body over the limit", () => postJson("/api/v1/users", JSON.stringify({ email: "x".repeat(100_000) }))],
  [
    "create a valid user while the server fails",
    () => postJson("/api/v1/users", JSON.stringify({ email: "new@example.com" })),
  ],
];

const results = [];
for (const [step, run] of STEPS) {
  try {
    results.push({ step, ok: true, value: await run() });
  } catch (error) {
    results.push({ step, ok: false, error: caught(error) });
  }
}

const list = document.getElementById("results");
for (const result of results) {
  const item = document.createElement("li");
  const title = document.createElement("strong");
  title.textContent = result.step;
  const detail = document.createElement("pre");
  detail.textContent = JSON.stringify(result.ok ? result.value : result.error, null, 1);
  item.append(title, detail);
  item.className = result.ok ? "ok" : result.error.kind === "unreadable" ? "unreadable" : "typed";
  list.append(item);
}
document.getElementById("summary").textContent = `${location.origin} calling ${api}`;
window.clientResults = results;
document.body.dataset.done = "true";
