import type { CodeOf, KnownBaseErrorCode, ViolationCode } from "api-error-model";
import type { AnyCatalogue, builtInCatalogue } from "api-error-model/catalogue";
import type { ListOperation } from "api-error-model/list-query";
import type { JsonSchema, JsonValue } from "api-error-model/schema";
import { BASE_ERROR_DETAILS_SCHEMAS, BASE_ERROR_STATUS } from "../core/catalogue/tables.js";
import { LIST_QUERY_ERRORS, LIST_QUERY_VIOLATIONS } from "./list-violations.js";

/**
 * An HTTP method of an operation.
 *
 * @public
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The violations one part of a request may answer: path (a body field
 * path such as `protocol.type`, a query parameter, a path parameter, a
 * lower-case header name) to the violation codes it may carry. In a body
 * path, `[]` stands for any array index: `redirectUrls[]` declares
 * `redirectUrls[0]`, `redirectUrls[1]`, ... `C` is the codes a path may
 * carry: the built-in catalogue's, or those of the operation's `catalogue`.
 *
 * @public
 */
export type DeclaredViolations<C extends string = ViolationCode> = { readonly [path: string]: readonly C[] };

/**
 * A base error an operation may answer.
 *
 * @public
 */
export interface ErrorDeclaration {
  /** The HTTP status; may be left out for a code of `BASE_ERROR_STATUS`. */
  readonly status?: number;
  /**
   * The JSON Schema of `details`; its type is derived from it (see
   * {@link FromJsonSchema}). Left out: the package's own for a known code
   * (`attemptsRemaining` of `mfa_challenge_verification_failed`, ...), none
   * for others.
   */
  readonly details?: JsonSchema;
  /** Whether `details` may be absent from the body (they are always there by default). */
  readonly detailsOptional?: boolean;
  /** When the error is answered, for the OpenAPI document. */
  readonly description?: string;
  /** The headers its answer carries (`Allow` on a 405, `Retry-After` on a 503), for the OpenAPI document. */
  readonly headers?: ResponseHeaders;
}

/**
 * The headers a response carries, for the OpenAPI document: OpenAPI Header
 * Objects (`description`, `schema`, `required`, ...) by header name, such as
 * `{ Location: { description: "The new user.", schema: { type: "string" } } }`.
 *
 * @public
 */
export type ResponseHeaders = { readonly [name: string]: { readonly [member: string]: JsonValue } };

/**
 * A success response of an operation, for the OpenAPI document.
 *
 * @public
 */
export interface ResponseDeclaration {
  /** What the response means. */
  readonly description: string;
  /** The JSON Schema of its body; no body when absent. */
  readonly schema?: JsonSchema;
  /** The headers it carries (`Location` on a 201, say). */
  readonly headers?: ResponseHeaders;
}

/**
 * The parts of a request that violations are declared for, with codes `C`.
 *
 * @public
 */
export interface ViolationsDeclaration<C extends string = ViolationCode> {
  /** Fields of the JSON body, by path: answered as `message_body_constraint_violations`. */
  readonly body?: DeclaredViolations<C>;
  /** Query parameters by wire name: answered as `request_constraint_violations`. */
  readonly query?: DeclaredViolations<C>;
  /** Path parameters by template name: answered as `request_constraint_violations`. */
  readonly path?: DeclaredViolations<C>;
  /** Headers by lower-case name: answered as `request_constraint_violations`. */
  readonly headers?: DeclaredViolations<C>;
}

/**
 * What {@link defineOperation} takes: one declaration per operation, shared
 * by the server's builders, the client's guard and the OpenAPI document.
 * `C` is the violation codes it may declare: the built-in catalogue's, or
 * those of its `catalogue`.
 *
 * @public
 */
export interface OperationDeclaration<C extends string = ViolationCode> {
  /** The HTTP method. */
  readonly method: HttpMethod;
  /** The path template, path parameters in braces: `/api/v1/users/{id}`. */
  readonly path: string;
  /** The OpenAPI `operationId`; made from the method and path when absent. */
  readonly operationId?: string;
  /** A short summary, for the OpenAPI document. */
  readonly summary?: string;
  /** A longer description, for the OpenAPI document. */
  readonly description?: string;
  /** A list operation's declaration: its list-query parameters, violations and `invalid_request` come with it. */
  readonly list?: ListOperation;
  /** The JSON Schema of the request body, for the OpenAPI document. */
  readonly requestBody?: JsonSchema;
  /** Named examples of the request body, for the OpenAPI document: bodies `requestBody` accepts. */
  readonly requestBodyExamples?: {
    readonly [name: string]: { readonly summary?: string; readonly value: JsonValue };
  };
  /** The success responses by status, for the OpenAPI document. */
  readonly responses?: { readonly [status: string]: ResponseDeclaration };
  /** The base errors the operation may answer, by code. */
  readonly errors?: { readonly [code: string]: ErrorDeclaration };
  /**
   * The catalogue its violation codes come from (a team's, made by
   * `defineCatalogue`): the declared codes must be its codes, and the
   * builders, the guard and the document take each code's attributes from
   * it. The built-in catalogue when absent.
   */
  readonly catalogue?: AnyCatalogue;
  /** The violations the operation may answer, by part of the request. */
  readonly violations?: ViolationsDeclaration<C>;
}

/**
 * A base error of an operation, its status resolved.
 *
 * @public
 */
export interface ResolvedError {
  /** The HTTP status. */
  readonly status: number;
  /** The JSON Schema of `details`, when it has any. */
  readonly details?: JsonSchema;
  /** Whether `details` may be absent. */
  readonly detailsOptional: boolean;
  /** When the error is answered. */
  readonly description?: string;
  /** The headers its answer carries. */
  readonly headers?: ResponseHeaders;
}

/**
 * A declared operation: what {@link defineOperation} returns. Its type
 * carries the declaration, from which the guard, the builders and the
 * document take their types.
 *
 * @public
 */
export interface Operation<D extends OperationDeclaration<string> = OperationDeclaration<string>> {
  /** The declaration as given. */
  readonly declaration: D;
  /** The HTTP method. */
  readonly method: D["method"];
  /** The path template. */
  readonly path: D["path"];
  /** The base errors by code, a list operation's `invalid_request` included. */
  readonly errors: { readonly [code: string]: ResolvedError };
  /** The violations by part, a list operation's list-query parameters included under `query`. */
  readonly violations: {
    readonly [P in keyof ViolationsDeclaration]-?: DeclaredViolations<CodeOf<ContractViolationDefinitions<D>>>;
  };
}

// --- types derived from a declaration ---

/**
 * The violation definitions (code to attributes) that declaration `D`'s
 * codes come from: its `catalogue`'s, or the built-in catalogue's.
 *
 * @public
 */
export type ContractViolationDefinitions<D> = D extends { readonly catalogue?: infer K }
  ? K extends AnyCatalogue
    ? K["violations"]
    : (typeof builtInCatalogue)["violations"]
  : (typeof builtInCatalogue)["violations"];

/**
 * An object without members.
 *
 * @public
 */
export type ContractEmpty = Record<never, never>;

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractMember<T, K extends PropertyKey> = T extends { readonly [P in K]?: infer V }
  ? Exclude<V, undefined>
  : never;

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractPart<D, P extends keyof ViolationsDeclaration> = [
  ContractMember<ContractMember<D, "violations">, P>,
] extends [never]
  ? ContractEmpty
  : ContractMember<ContractMember<D, "violations">, P>;

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractCodes<M> = { readonly [K in keyof M]: M[K] extends readonly (infer C)[] ? C : never };

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractIsList<D> = D extends { readonly list: ListOperation } ? true : false;

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractMerge<A, B> = {
  readonly [K in keyof A | keyof B]: (K extends keyof A ? A[K] : never) | (K extends keyof B ? B[K] : never);
};

/**
 * A declared path with each `[]` (any index) written as `[${number}]`.
 *
 * @public
 */
export type ExpandPath<P extends string> = P extends `${infer A}[]${infer B}` ? `${A}[${number}]${ExpandPath<B>}` : P;

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractExpand<M> = { readonly [K in keyof M as K extends string ? ExpandPath<K> : never]: M[K] };

/**
 * The body field paths of operation `O` and the codes each may carry.
 *
 * @public
 */
export type BodyViolationCodes<O> =
  O extends Operation<infer D> ? ContractExpand<ContractCodes<ContractPart<D, "body">>> : never;

/**
 * The query, path and header keys of operation `O` (its list-query
 * parameters included) and the codes each may carry.
 *
 * @public
 */
export type RequestViolationCodes<O> =
  O extends Operation<infer D>
    ? ContractMerge<
        ContractMerge<
          ContractCodes<ContractPart<D, "query">>,
          ContractIsList<D> extends true ? ContractCodes<typeof LIST_QUERY_VIOLATIONS> : ContractEmpty
        >,
        ContractMerge<ContractCodes<ContractPart<D, "path">>, ContractCodes<ContractPart<D, "headers">>>
      >
    : never;

/**
 * The base error codes operation `O` may answer.
 *
 * @public
 */
export type BaseErrorCodeOf<O> =
  O extends Operation<infer D>
    ? (keyof ContractMember<D, "errors"> & string) | (ContractIsList<D> extends true ? "invalid_request" : never)
    : never;

/**
 * The declaration of base error `C` of operation `O`.
 *
 * @public
 */
export type ErrorDeclarationOf<O, C extends string> =
  O extends Operation<infer D>
    ? C extends keyof ContractMember<D, "errors">
      ? ContractMember<D, "errors">[C]
      : C extends keyof typeof LIST_QUERY_ERRORS
        ? (typeof LIST_QUERY_ERRORS)[C]
        : never
    : never;

/**
 * The names in braces of a path template.
 *
 * @public
 */
export type PathParameters<P extends string> = P extends `${string}{${infer N}}${infer R}`
  ? N | PathParameters<R>
  : never;

/**
 * What a declaration must satisfy beyond its shape: a status for each base
 * code this package has none for, violation codes of its catalogue (the
 * built-in one when it has no `catalogue`), and path-parameter violations
 * only for parameters of the template.
 *
 * @public
 */
export type CheckDeclaration<D extends OperationDeclaration<string>> = {
  readonly errors?: {
    readonly [C in Exclude<keyof ContractMember<D, "errors">, KnownBaseErrorCode>]: { readonly status: number };
  };
  readonly violations?: ViolationsDeclaration<CodeOf<ContractViolationDefinitions<D>>> & {
    readonly path?: {
      readonly [K in Exclude<keyof ContractPart<D, "path">, PathParameters<D["path"]>>]: never;
    };
  };
};

// --- runtime ---

/** The package's details schema of a known code, or `undefined` (an unknown code, or a known one without details). */
function knownDetails(code: string): JsonSchema | undefined {
  if (!Object.hasOwn(BASE_ERROR_DETAILS_SCHEMAS, code)) return undefined;
  const schema = BASE_ERROR_DETAILS_SCHEMAS[code as keyof typeof BASE_ERROR_DETAILS_SCHEMAS] as JsonSchema | false;
  return schema === false ? undefined : schema;
}

function resolveError(code: string, declared: ErrorDeclaration): ResolvedError {
  const status =
    declared.status ?? (Object.hasOwn(BASE_ERROR_STATUS, code) ? BASE_ERROR_STATUS[code as KnownBaseErrorCode] : 0);
  if (!Number.isInteger(status) || status < 400 || status > 599) {
    throw new TypeError(`error ${code}: status must be an integer from 400 to 599, got ${String(declared.status)}`);
  }
  const packaged = declared.details === undefined ? knownDetails(code) : undefined;
  const out: { -readonly [K in keyof ResolvedError]: ResolvedError[K] } = {
    status,
    // The package's details may be absent exactly when their schema requires no member, as `KnownBaseErrorDetails` types them.
    detailsOptional: packaged === undefined ? declared.detailsOptional === true : !Object.hasOwn(packaged, "required"),
  };
  const details = declared.details ?? packaged;
  if (details !== undefined) out.details = details;
  if (declared.description !== undefined) out.description = declared.description;
  if (declared.headers !== undefined) out.headers = declared.headers;
  return out;
}

/**
 * Declares an operation once: its method and path, the base errors it may
 * answer (code, status, the type of `details`), and the violations it may
 * answer by part of the request. A list operation (`list`) gains its
 * list-query violations and `invalid_request` without restating them.
 *
 * @remarks
 * The result types the server's builders ({@link operationError},
 * {@link operationViolations}), the client's guard
 * ({@link isOperationError}) and the OpenAPI document
 * ({@link openApiDocument}). Declare it with literals (the type parameter
 * is `const`), so that codes and paths keep their literal types. A base
 * code this package has no status for needs `status`; path-parameter
 * violations must name parameters of the template: both are compile
 * errors. With `catalogue`, the violation codes are that catalogue's (a
 * team's own, from `defineCatalogue`), each with its attributes; without
 * it, the built-in catalogue's.
 *
 * @param declaration - method, path, errors, violations, and optionally list, catalogue, request body and success responses
 * @returns the operation, carrying its declaration in its type
 * @throws TypeError for a status outside 400 to 599 or a base code without one, or a violation code `catalogue` lacks
 *
 * @example
 * ```ts
 * const verifyChallenge = defineOperation({
 *   method: "POST",
 *   path: "/api/v1/mfa-challenges/{id}/verify",
 *   errors: { mfa_challenge_verification_failed: { status: 400 } },
 *   violations: { body: { code: ["undefined", "null", "blank"] } },
 * });
 * ```
 * @public
 */
/*@__NO_SIDE_EFFECTS__*/
export function defineOperation<const D extends OperationDeclaration<string>>(
  declaration: D & CheckDeclaration<D>,
): Operation<D> {
  const errors: Record<string, ResolvedError> = {};
  const declaredErrors: { readonly [code: string]: ErrorDeclaration } = {
    ...(declaration.list === undefined ? {} : LIST_QUERY_ERRORS),
    ...declaration.errors,
  };
  for (const code of Object.keys(declaredErrors)) {
    errors[code] = resolveError(code, declaredErrors[code] as ErrorDeclaration);
  }
  const declared: ViolationsDeclaration<string> = declaration.violations ?? {};
  const query: Record<string, readonly string[]> = { ...declared.query };
  if (declaration.list !== undefined) {
    for (const [name, codes] of Object.entries(LIST_QUERY_VIOLATIONS)) {
      query[name] = [...new Set([...(query[name] ?? []), ...codes])];
    }
  }
  const violations = {
    body: { ...declared.body },
    query,
    path: { ...declared.path },
    headers: { ...declared.headers },
  };
  const { catalogue } = declaration;
  for (const part of Object.values(violations)) {
    for (const code of Object.values(part).flat()) {
      if (catalogue !== undefined && !Object.hasOwn(catalogue.violations, code)) {
        throw new TypeError(`${declaration.method} ${declaration.path}: the catalogue has no violation code ${code}`);
      }
    }
  }
  return { declaration, method: declaration.method, path: declaration.path, errors, violations } as Operation<D>;
}
