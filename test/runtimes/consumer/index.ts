// A TypeScript consumer of the packed package: every entry, by package name, under strict
// and exactOptionalPropertyTypes. It is only typechecked (test/runtime-typescript.test.ts).
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
import {
  type FetchPage,
  formatListQuery,
  type ListOperation,
  listAll,
  type PageBody,
  paginate,
  parseListQuery,
} from "api-error-model/list-query";
import { describeError, violationMessage } from "api-error-model/messages";
import { jsonSchemas, openApiComponents } from "api-error-model/schema";
import { fromStandardSchemaIssues } from "api-error-model/standard-schema";
import { fromProblemDetails, type ProblemDetails, toProblemDetails } from "api-error-model/views";
import { fromZodError } from "api-error-model/zod";

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
  sortable: ["email", "givenName"],
  selectable: ["id", "email", "givenName"],
  filterable: { email: "string", givenName: "string" },
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
export const problem: ProblemDetails = toProblemDetails(body);
export const back = fromProblemDetails(problem);
export const schemas: object = jsonSchemas.errorBody;
export const components: object = openApiComponents;
export const fromZod: ConstraintViolationsErrorBody = fromZodError([]);
export const fromStandard: ConstraintViolationsErrorBody = fromStandardSchemaIssues([{ message: "Required" }]);
