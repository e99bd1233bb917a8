// The smoke program of the runtime tests: the same code runs in Node, Bun, Deno, workerd,
// headless Chromium and after bundling with esbuild, Rollup and Vite. Plain JavaScript, no
// Node built-ins, and the package is imported by its public names only (as a user would).
import {
  ApiError,
  baseError,
  constraintViolationsError,
  errorFromResponse,
  formatPath,
  hasViolation,
  isApiError,
  isBaseError,
  isConstraintViolationsError,
  isErrorBody,
  isUnexpectedResponseError,
  parseErrorBody,
  parsePath,
  toResponse,
  violation,
  violations,
} from "api-error-model";
import {
  formatListQuery,
  listAll,
  matchesFilter,
  paginate,
  parseFilter,
  parseListQuery,
  parsePage,
} from "api-error-model/list-query";
import { describeError, negotiateLocale, violationMessage } from "api-error-model/messages";
import { ar } from "api-error-model/messages/ar";
import { de } from "api-error-model/messages/de";
import { enXA } from "api-error-model/messages/en-XA";
import { es } from "api-error-model/messages/es";
import { fr } from "api-error-model/messages/fr";
import { he } from "api-error-model/messages/he";
import { hi } from "api-error-model/messages/hi";
import { id } from "api-error-model/messages/id";
import { it } from "api-error-model/messages/it";
import { ja } from "api-error-model/messages/ja";
import { ko } from "api-error-model/messages/ko";
import { nl } from "api-error-model/messages/nl";
import { pl } from "api-error-model/messages/pl";
import { ptBR } from "api-error-model/messages/pt-BR";
import { ru } from "api-error-model/messages/ru";
import { sv } from "api-error-model/messages/sv";
import { tr } from "api-error-model/messages/tr";
import { uk } from "api-error-model/messages/uk";
import { zhHans } from "api-error-model/messages/zh-Hans";
import { zhHant } from "api-error-model/messages/zh-Hant";
import { jsonSchemas, openApiComponents } from "api-error-model/schema";
import { fromStandardSchemaIssues } from "api-error-model/standard-schema";
import { fromProblemDetails, toGoogleBadRequest, toProblemDetails } from "api-error-model/views";
import { fromZodError } from "api-error-model/zod";

/** Throws when `condition` is false; `what` says what was expected. */
function check(condition, what) {
  if (!condition) throw new Error(`expected ${what}`);
}

const USERS = [
  { id: "1", givenName: "bob", familyName: "Smith" },
  { id: "2", givenName: "Ann", familyName: "Jones" },
  { id: "3", givenName: "carl" },
  { id: "4", givenName: "ann", familyName: "Smith" },
  { id: "5", givenName: "dora", familyName: "Ames" },
];

const LIST_USERS = {
  attributes: {
    id: { select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
    familyName: { type: "string", filter: true, sort: true, select: true },
  },
  count: { default: 2, max: 2 },
};

const TOO_LONG = () => constraintViolationsError({ violations: { email: violation("too_long", { maxLength: 200 }) } });

/** Every check of the smoke program: a name and a function that throws when the check fails. */
const CHECKS = [
  [
    "build: violation, constraintViolationsError, baseError, violations()",
    () => {
      const body = TOO_LONG();
      check(body.type === "constraint_violations_error", "a constraint violations body");
      check(body.violations.email[0].constraintAttributes.maxLength === "200", "maxLength 200 as a string");
      check(/^[0-9a-f-]{36}$/.test(body.ticket), "a UUID ticket");
      const found = violations();
      found.add(["protocol", "type"], violation("blank"));
      check(found.size === 1 && found.has("protocol.type", "blank"), "the collector to hold protocol.type");
      const missing = baseError({ code: "user_not_found", message: "User [7] could not be found" });
      check(new ApiError(missing).status === 404, "user_not_found to be a 404");
    },
  ],
  [
    "http: toResponse and errorFromResponse",
    async () => {
      const response = toResponse(new ApiError(TOO_LONG()));
      check(response.status === 400, "status 400");
      check(response.headers.get("content-type") === "application/json;charset=UTF-8", "the JSON content type");
      const error = await errorFromResponse(response);
      check(isApiError(error) && error.status === 400, "an ApiError with status 400");
      check(hasViolation(error, "email", "too_long"), "email too_long");
      const hidden = toResponse(new Error("database password is hunter2"), { onUnexpected: () => {} });
      const text = await hidden.text();
      check(hidden.status === 500 && !text.includes("hunter2"), "a 500 that hides the thrown message");
      const proxy = new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } });
      check(isUnexpectedResponseError(await errorFromResponse(proxy)), "an UnexpectedResponseError for HTML");
    },
  ],
  [
    "guards: isErrorBody, isBaseError, isConstraintViolationsError, parseErrorBody, paths",
    () => {
      const body = JSON.parse(JSON.stringify(TOO_LONG()));
      check(isErrorBody(body) && isConstraintViolationsError(body) && !isBaseError(body), "narrowing");
      check(parseErrorBody(body, { strict: true }).ok, "parseErrorBody to accept the body");
      const bad = parseErrorBody({ type: "base_error", code: 1 });
      check(!bad.ok && bad.issues.length > 0, "parseErrorBody to report issues");
      check(!isErrorBody(JSON.parse('{"__proto__":{"type":"base_error"}}')), "a __proto__ key to stay data");
      check(formatPath(["redirectUrls", 0, "host"]) === "redirectUrls[0].host", "formatPath");
      const parsed = parsePath("a[2].b");
      check(parsed.ok && parsed.value.join() === "a,2,b", "parsePath");
    },
  ],
  [
    "list-query: parseListQuery, paginate, formatListQuery, filters",
    () => {
      const parsed = parseListQuery('start_index=2&sort_by=familyName:desc&query=givenName sw "a"', LIST_USERS);
      check(parsed.ok && parsed.value.count === 2, "a parsed query with the default count");
      const body = paginate(USERS, parsed.value, LIST_USERS);
      check(body.totalResults === 2 && body.items.length === 1 && body.items[0].id === "2", "page 2 of the matches");
      const bad = parseListQuery("count=-1&sort_by=password", LIST_USERS);
      check(!bad.ok && bad.error.code === "request_constraint_violations", "request_constraint_violations");
      check(Object.keys(bad.error.violations).join() === "count,sort_by", "violations under count and sort_by");
      const text = formatListQuery({
        startIndex: 3,
        count: 2,
        sortBy: [{ attribute: "givenName", direction: "desc" }],
      });
      check(text === "start_index=3&count=2&sort_by=givenName:desc", "formatListQuery");
      const filter = parseFilter('familyName eq "Smith" and not (givenName pr)');
      check(filter.ok && !matchesFilter(filter.value, USERS[0]), "matchesFilter");
      check(!parseFilter('givenName eq "x').ok, "a syntax error for an open string");
    },
  ],
  [
    "list-query: listAll walks every page",
    async () => {
      const requested = [];
      const fetchPage = async (query) => {
        requested.push(query.startIndex);
        const parsed = parseListQuery(formatListQuery(query), LIST_USERS);
        if (!parsed.ok) return toResponse(new ApiError(parsed.error));
        return Response.json(paginate(USERS, parsed.value, LIST_USERS));
      };
      const ids = [];
      for await (const user of listAll(fetchPage, { count: 2 })) ids.push(user.id);
      check(ids.join() === "1,2,3,4,5" && requested.join() === "1,3,5", "five users over three pages");
      let caught;
      try {
        for await (const user of listAll(fetchPage, { count: 2, query: "givenName xx 1" })) ids.push(user.id);
      } catch (error) {
        caught = error;
      }
      check(isApiError(caught) && caught.code === "invalid_request", "the typed error of a bad query");
      check(parsePage({ totalResults: 0, startIndex: 1, itemsPerPage: 2, itemsList: [] }).ok, "parsePage");
    },
  ],
  [
    "messages: violationMessage, describeError",
    () => {
      const line = violationMessage(violation("too_long", { maxLength: 200 }));
      check(line.includes("200"), "a sentence with 200");
      const lines = describeError(TOO_LONG());
      check(lines.length === 1 && lines[0].startsWith("email: "), "one line under email");
    },
  ],
  [
    "messages in a locale: every subpath, negotiateLocale",
    () => {
      const locale = negotiateLocale("de-CH, en;q=0.5", [de, enXA]);
      check(locale === de, "de negotiated");
      const line = violationMessage(violation("too_long", { maxLength: 1000 }), { locale });
      check(line === "darf höchstens 1.000 Zeichen lang sein", "German with the German thousands separator");
      check(violationMessage(violation("blank"), { locale: enXA }).startsWith("["), "the pseudo-locale");
      const tags = [ar, de, enXA, es, fr, he, hi, id, it, ja, ko, nl, pl, ptBR, ru, sv, tr, uk, zhHans, zhHant]
        .map((each) => each.tag)
        .join(" ");
      check(
        tags === "ar de en-XA es fr he hi id it ja ko nl pl pt-BR ru sv tr uk zh-Hans zh-Hant",
        "every locale subpath, with its tag",
      );
    },
  ],
  [
    "views: problem details, Google BadRequest",
    () => {
      const body = TOO_LONG();
      const problem = toProblemDetails(body);
      check(problem.status === 400, "a problem with status 400");
      const back = fromProblemDetails(JSON.parse(JSON.stringify(problem)));
      check(back.ok && back.value.ticket === body.ticket, "the body back from problem details");
      const google = toGoogleBadRequest(body);
      check(google.fieldViolations[0].field === "email", "a field violation under email");
    },
  ],
  [
    "schema: jsonSchemas, openApiComponents",
    () => {
      check(typeof jsonSchemas.errorBody === "object" && jsonSchemas.errorBody !== null, "the errorBody schema");
      check(typeof openApiComponents.schemas === "object", "OpenAPI components with schemas");
    },
  ],
  [
    "bridges: fromZodError, fromStandardSchemaIssues",
    () => {
      const zod = fromZodError([{ code: "too_big", origin: "string", maximum: 200, path: ["email"], message: "x" }]);
      check(zod.violations.email[0].code === "too_long", "a zod too_big string as too_long");
      const standard = fromStandardSchemaIssues([{ message: "Invalid", path: ["protocol", "type"] }]);
      check(Object.keys(standard.violations).join() === "protocol.type", "a standard issue under protocol.type");
    },
  ],
];

/**
 * Runs every check; never throws.
 *
 * @param {{ entries?: readonly string[], load?: (name: string) => Promise<object> }} [options] -
 *   `entries` (the package's export names, e.g. from its package.json) are each loaded with
 *   `load` (a dynamic `import`) and must have at least one export: a new entry is covered
 *   without a change here. Bundled programs pass nothing.
 * @returns {Promise<{ ok: boolean, checks: { name: string, ok: boolean, error?: string }[] }>}
 */
export async function runSmoke(options = {}) {
  const checks = [];
  const run = async (name, fn) => {
    try {
      await fn();
      checks.push({ name, ok: true });
    } catch (error) {
      checks.push({ name, ok: false, error: String(error?.stack ?? error) });
    }
  };
  for (const [name, fn] of CHECKS) await run(name, fn);
  const { entries = [], load } = options;
  for (const entry of entries) {
    await run(`loads ${entry}`, async () => {
      const module = await load(entry);
      check(Object.keys(module).length > 0, `${entry} to export something`);
    });
  }
  return { ok: checks.every((one) => one.ok), checks };
}
