// A TypeScript consumer of the packed package: every entry, by package name, under strict
// and exactOptionalPropertyTypes. It is only typechecked (test/integration/runtimes/typescript.test.ts).
import {
  ApiError,
  baseError,
  type ConstraintViolationsErrorBody,
  constraintViolationsError,
  type ErrorBody,
  errorFromResponse,
  hasViolation,
  isApiError,
  isConstraintViolationsError,
  parseErrorBody,
  toResponse,
  type ViolationCode,
  violation,
  violations,
} from "api-error-model";
import { builtInCatalogue, coreCatalogue, defineCatalogue } from "api-error-model/catalogue";
import { catalogueErrors, defineOperation, isOperationError, operationError } from "api-error-model/contract";
import { forEachViolation, toFormPath } from "api-error-model/forms";
import { jsonBody, onError, routeNotFound, type StandardSchemaLike } from "api-error-model/hono";
import {
  type FetchPage,
  formatListQuery,
  type ListOperation,
  listAll,
  type PageBody,
  paginate,
  parseListQuery,
} from "api-error-model/list-query";
import { describeError, type Locale, negotiateLocale, violationMessage } from "api-error-model/messages";
import { ar } from "api-error-model/messages/ar";
import { bg } from "api-error-model/messages/bg";
import { bn } from "api-error-model/messages/bn";
import { ca } from "api-error-model/messages/ca";
import { cs } from "api-error-model/messages/cs";
import { da } from "api-error-model/messages/da";
import { de } from "api-error-model/messages/de";
import { el } from "api-error-model/messages/el";
import { en } from "api-error-model/messages/en";
import { enXA } from "api-error-model/messages/en-XA";
import { es } from "api-error-model/messages/es";
import { fa } from "api-error-model/messages/fa";
import { fi } from "api-error-model/messages/fi";
import { fr } from "api-error-model/messages/fr";
import { he } from "api-error-model/messages/he";
import { hi } from "api-error-model/messages/hi";
import { hu } from "api-error-model/messages/hu";
import { id } from "api-error-model/messages/id";
import { it } from "api-error-model/messages/it";
import { ja } from "api-error-model/messages/ja";
import { ko } from "api-error-model/messages/ko";
import { ms } from "api-error-model/messages/ms";
import { nb } from "api-error-model/messages/nb";
import { nl } from "api-error-model/messages/nl";
import { pl } from "api-error-model/messages/pl";
import { ptBR } from "api-error-model/messages/pt-BR";
import { ro } from "api-error-model/messages/ro";
import { ru } from "api-error-model/messages/ru";
import { sk } from "api-error-model/messages/sk";
import { sv } from "api-error-model/messages/sv";
import { th } from "api-error-model/messages/th";
import { tr } from "api-error-model/messages/tr";
import { uk } from "api-error-model/messages/uk";
import { vi } from "api-error-model/messages/vi";
import { zhHans } from "api-error-model/messages/zh-Hans";
import { zhHant } from "api-error-model/messages/zh-Hant";
import { expressErrorHandler, fastifyErrorHandler, type NodeResponseLike, sendError } from "api-error-model/node";
import { errorPage } from "api-error-model/pages";
import { jsonSchemas, openApiComponents } from "api-error-model/schema";
import { compileListQuery, filterToSql, type SqlQuery, type SqlTable } from "api-error-model/sql";
import { fromStandardSchemaIssues } from "api-error-model/standard-schema";
import { fromValibotIssues } from "api-error-model/valibot";
import { fromProblemDetails, type ProblemDetails, toProblemDetails } from "api-error-model/views";
import { fromZodError } from "api-error-model/zod";
import { Hono } from "hono";

interface User {
  readonly id: string;
  readonly email?: string;
  readonly givenName?: string;
}

const tooLong = violation("too_long", { maxLength: 200 });
export const maxLength: string | undefined = tooLong.constraintAttributes?.maxLength;
// @ts-expect-error too_long carries maxLength only
violation("too_long", { regexPattern: "x" });
// @ts-expect-error not a code of the catalogue
violation("too_loong");

export const body: ConstraintViolationsErrorBody = constraintViolationsError({ violations: { email: tooLong } });
export const notFound: ErrorBody = baseError({ code: "user_not_found", message: "User [1] could not be found" });

export function collect(input: { readonly email?: string }): void {
  const found = violations();
  if (input.email === undefined) found.add("email", violation("undefined"));
  found.throwIfAny();
}

/** A client: a failed response becomes a typed error, narrowed in `catch`. */
export async function create(user: Omit<User, "id">): Promise<User | string> {
  try {
    const response = await fetch("/api/v1/users", { method: "POST", body: JSON.stringify(user) });
    if (!response.ok) throw await errorFromResponse(response);
    return (await response.json()) as User;
  } catch (error) {
    if (hasViolation(error, "email", "too_long")) {
      const limit: string | undefined = error.violations["email"]?.[0]?.constraintAttributes?.maxLength;
      return `at most ${limit}`;
    }
    if (isConstraintViolationsError(error)) {
      const codes: (ViolationCode | (string & {}))[] = Object.values(error.violations).flatMap((details) =>
        details.map((detail) => detail.code),
      );
      return codes.join();
    }
    if (isApiError(error)) return `${error.status} ${error.code}: ${describeError(error).join("; ")}`;
    throw error;
  }
}

const listUsers: ListOperation = {
  attributes: {
    id: { select: true },
    email: { type: "string", filter: true, sort: true, select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
  },
  count: { default: 10, max: 50 },
};

/** A server: parse the list query, answer with a page or the error. */
export function list(url: URL, users: readonly User[]): Response {
  const parsed = parseListQuery(url.searchParams, listUsers);
  if (!parsed.ok) return toResponse(new ApiError(parsed.error));
  const page = paginate(users, parsed.value, listUsers);
  return new Response(JSON.stringify(page), { headers: { "content-type": "application/json" } });
}

export const selected: PageBody<{ id?: string }> = paginate([{ id: "1", email: "a@b.c" }], {
  startIndex: 1,
  count: 1,
  sortBy: [],
  fields: ["id"],
});

const fetchPage: FetchPage<User> = (query, signal) => fetch(`/api/v1/users?${formatListQuery(query)}`, { signal });

export async function everyUser(): Promise<User[]> {
  const users: User[] = [];
  for await (const user of listAll(fetchPage, { count: 50, query: 'givenName sw "A"' })) users.push(user);
  return users;
}

export const parsed = parseErrorBody(JSON.parse("{}"), { strict: true });
export const line: string = violationMessage(tooLong);
export const germanLine: string = violationMessage(tooLong, { locale: negotiateLocale("de-CH", [de, enXA]) });
export const problem: ProblemDetails = toProblemDetails(body);
export const back = fromProblemDetails(problem);
export const schemas: object = jsonSchemas.errorBody;
export const components: object = openApiComponents;
export const fromZod: ConstraintViolationsErrorBody = fromZodError([]);
export const fromStandard: ConstraintViolationsErrorBody = fromStandardSchemaIssues([{ message: "Required" }]);
export const fromValibot: ConstraintViolationsErrorBody = fromValibotIssues([
  { kind: "schema", type: "string", input: 1, expected: "string", received: "1", message: "Invalid type" },
]);

// Forms: a violation key as a form path, every violation with its sentence.
export const formPath: "phones.0.number" = toFormPath("phones[0].number");
export function fillForm(setError: (path: string, message: string) => void): void {
  forEachViolation(body, (path, _detail, message) => setError(path ?? "", message));
}

// Contracts: one declaration types the server's error and the client's narrowing.
const VERIFY = defineOperation({
  method: "POST",
  path: "/api/v1/mfa-challenges/{id}/verify",
  errors: { mfa_challenge_verification_failed: {} },
  violations: { body: { code: ["undefined", "blank"] } },
});
export const verifyFailed = operationError(VERIFY, "mfa_challenge_verification_failed", {
  message: "The code is wrong",
  details: { attemptsRemaining: 2 },
});
// @ts-expect-error not declared by the operation
operationError(VERIFY, "user_not_found", { message: "m" });
export function attemptsLeft(error: unknown): number | undefined {
  return isOperationError(VERIFY, error) && error.code === "mfa_challenge_verification_failed"
    ? error.details.attemptsRemaining
    : undefined;
}

// SQL: a list query as PostgreSQL text and values.
const usersTable: SqlTable = {
  name: "users",
  key: "id",
  columns: { id: "id", email: "email", givenName: "given_name" },
};
export function usersPage(url: URL): SqlQuery | undefined {
  const query = parseListQuery(url.searchParams, listUsers);
  if (!query.ok) return undefined;
  return query.value.filter === undefined
    ? compileListQuery(query.value, usersTable, listUsers)
    : filterToSql(query.value.filter, usersTable, listUsers);
}

// Node: the handlers of node:http, Express and Fastify, typed structurally.
export function answer(res: NodeResponseLike, thrown: unknown): void {
  sendError(res, thrown);
}
export const express = expressErrorHandler();
export const fastify = fastifyErrorHandler();

// Hono: the three one-liners, the validated body typed by the schema.
const newUser: StandardSchemaLike<{ email: string }> = {
  "~standard": { version: 1, vendor: "consumer", validate: (value) => ({ value: value as { email: string } }) },
};
export const honoApp = new Hono();
honoApp.onError(onError());
honoApp.post("/users", jsonBody(newUser, { maxBytes: 1024 }), (c) => {
  const email: string = c.req.valid("json").email;
  // @ts-expect-error the query was not validated
  c.req.valid("query");
  return c.json({ email }, 201);
});
honoApp.notFound(routeNotFound(honoApp));

/** Every locale subpath, each carrying its own tag. */
export const locales: readonly Locale[] = [
  ar,
  bg,
  bn,
  ca,
  cs,
  da,
  el,
  en,
  fa,
  fi,
  hu,
  ms,
  nb,
  ro,
  sk,
  th,
  vi,
  de,
  enXA,
  es,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  nl,
  pl,
  ptBR,
  ru,
  sv,
  tr,
  uk,
  zhHans,
  zhHant,
];

// A catalogue of one's own, extending the core: its codes compile, others do not.
export const shop = defineCatalogue({
  extends: coreCatalogue,
  attributes: { skuPattern: { description: "The pattern a SKU must match.", form: "text" } },
  violations: {
    sku_format_invalid: {
      attributes: ["skuPattern", "maxLength"],
      description: "The SKU does not have the shop's format.",
      message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
    },
    cart_empty: { description: "The cart holds nothing to order.", message: "must hold at least one item" },
  },
  baseErrors: {
    payment_required: {
      status: 402,
      description: "The plan must be paid for.",
      message: "Payment is required.",
      details: { type: "object", properties: { plan: { type: "string" } }, required: ["plan"] },
    },
  },
});
export const sku = shop.violation("sku_format_invalid", { skuPattern: "AB-0000", maxLength: 7 });
export const core = shop.violation("too_long", { maxLength: 3 });
export const cart = shop.violation("cart_empty");
// @ts-expect-error a misspelled code
shop.violation("sku_format_invalidd");
// @ts-expect-error a code of the spec that the core catalogue does not hold
shop.violation("password_breached");
// @ts-expect-error an attribute the code does not carry
shop.violation("sku_format_invalid", { minLength: 1 });
export const status402: 402 = shop.statusOf("payment_required");
export const paid = shop.apiError({ code: "payment_required", details: { plan: "pro" } });
// @ts-expect-error its details schema requires plan
shop.apiError({ code: "payment_required" });
export async function narrowShop(response: Response): Promise<string | undefined> {
  const error = await shop.errorFromResponse(response);
  if (shop.isBaseError(error, "payment_required")) return error.details?.plan;
  return shop.findViolation(error, "sku", "sku_format_invalid")?.constraintAttributes?.skuPattern;
}
export const spec = builtInCatalogue.violation("password_breached");
// A contract declares its errors from the catalogue: status and details come with them.
export const order = defineOperation({
  method: "POST",
  path: "/orders",
  errors: catalogueErrors(shop, "payment_required", "not_found"),
});
export const orderError = operationError(order, "payment_required", { message: "Pay.", details: { plan: "pro" } });
// @ts-expect-error the catalogue's details schema requires plan
operationError(order, "payment_required", { message: "Pay." });

// A code's documentation page, as a docs server writes it.
export const tooLongPage: boolean = errorPage("too_long", { format: "markdown" }).ok;
