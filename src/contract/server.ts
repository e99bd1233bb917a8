import type {
  ApiError,
  BuiltViolationDetail,
  CodeOf,
  CollectedErrorInit,
  ConstraintViolationsErrorBody,
  ErrorBody,
  ViolationDefinitions,
  Violations,
} from "api-error-model";
import type { builtInCatalogue, CatalogueViolationDetail } from "api-error-model/catalogue";
import { setOwn } from "../core/body/json-object.js";
import type { ViolationRules } from "../core/catalogue/rules.js";
// The class under another name: the signatures below name the root entry's `ApiError` (see src/ARCHITECTURE.md).
import { ApiError as ApiErrorClass } from "../core/errors/api-error.js";
import { _buildConstraintViolationsError, baseError, cleanViolations } from "../core/errors/build.js";
import { Collector } from "../core/errors/collector.js";
import type { OperationBaseErrorBody, OperationViolationsErrorBody } from "./bodies.js";
import type {
  BaseErrorCodeOf,
  BodyViolationCodes,
  ContractMember,
  ContractViolationDefinitions,
  DeclaredViolations,
  Operation,
  RequestViolationCodes,
} from "./operation.js";

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractDetailsInit<B> = B extends { readonly details: infer T }
  ? { readonly details: T }
  : B extends { readonly details?: infer T }
    ? [T] extends [never]
      ? { readonly details?: never }
      : { readonly details?: T }
    : { readonly details?: never };

/**
 * What {@link operationError} takes for base code `C` of operation `O`:
 * `details` typed by the declaration (required when the body always has
 * them).
 *
 * @public
 */
export type OperationErrorInit<O extends Operation, C extends string> = {
  /** Human-readable text. */
  readonly message: string;
  /** The correlation identifier; a fresh UUID when absent. */
  readonly ticket?: string;
  /** What caused the error; kept for logs, never serialised. */
  readonly cause?: unknown;
} & ContractDetailsInit<OperationBaseErrorBody<O, C>>;

function describeOperation(operation: Operation): string {
  return `${operation.method} ${operation.path}`;
}

/**
 * Builds the `ApiError` of a base error `operation` declares, with the
 * declared status.
 *
 * @remarks
 * The code must be one the operation declares, and `details` must have the
 * declared type: both are compile errors otherwise. For an error the
 * operation does not declare, the generic `baseError` and `ApiError` still
 * work.
 *
 * @param operation - the operation answering
 * @param code - a declared base code
 * @param init - message, and `details`, `ticket` and `cause` as declared
 * @returns the error to throw
 * @throws TypeError when the operation does not declare `code` (a programming error)
 *
 * @example
 * ```ts
 * throw operationError(getUserOperation, "user_not_found", { message: `User [${id}] could not be found` });
 * ```
 * @public
 */
export function operationError<O extends Operation, C extends BaseErrorCodeOf<O>>(
  operation: O,
  code: C,
  init: OperationErrorInit<O, C>,
): ApiError<OperationBaseErrorBody<O, C> & ErrorBody> {
  const declared = Object.hasOwn(operation.errors, code) ? operation.errors[code] : undefined;
  if (declared === undefined) throw new TypeError(`${describeOperation(operation)} does not declare error ${code}`);
  const { message, ticket, details } = init as { message: string; ticket?: string; details?: object };
  // `baseError` makes a ticket when none is given, and leaves out absent details.
  const body = baseError({ code, message, ticket, details } as never);
  return new ApiErrorClass(body as never, { status: declared.status, cause: init.cause }) as never;
}

/**
 * The part of a request a collector gathers violations for: `body` (fields
 * of the JSON body) or `request` (query, path parameters and headers).
 *
 * @public
 */
export type RequestPart = "body" | "request";

/**
 * The paths and codes of one part of operation `O`'s request: body fields, or the other parts.
 *
 * @public
 */
export type PartViolationCodes<O, P extends RequestPart> = P extends "body"
  ? BodyViolationCodes<O>
  : RequestViolationCodes<O>;

/**
 * The top-level code of a constraint violations error about part `P`.
 *
 * @public
 */
export type PartCode<P extends RequestPart> = P extends "body"
  ? "message_body_constraint_violations"
  : "request_constraint_violations";

/**
 * A violation collector typed by an operation's declaration: only declared
 * paths, and at each only its declared codes, with the attributes they carry
 * in `V`, the violation definitions of the operation's catalogue (the
 * built-in one by default).
 *
 * @remarks
 * Structurally a `ViolationCollector`, so helpers written for one take it.
 *
 * @public
 */
export interface OperationViolationCollector<
  M,
  C extends PartCode<RequestPart>,
  V extends ViolationDefinitions = (typeof builtInCatalogue)["violations"],
> {
  /**
   * Adds a violation.
   * @param path - a declared path (`"email"`, `"protocol.type"`, `"redirectUrls[0]"`)
   * @param detail - a detail from `violation` (or the catalogue's `violation`), with a code declared for that path
   * @returns the collector, for chaining
   */
  add<K extends keyof M & string>(
    path: K,
    detail: CatalogueViolationDetail<V, M[K] & CodeOf<V>>,
  ): OperationViolationCollector<M, C, V>;
  /** The number of violations added. */
  readonly size: number;
  /**
   * Tells whether a violation is there at `path` (with `code` when given).
   * @param path - the key
   * @param code - a violation code, or any when absent
   */
  has(path: string, code?: string): boolean;
  /** The violations so far, as a JSON-ready map. */
  toViolations(): Violations;
  /**
   * The error with every violation, or `undefined` when there is none.
   * @param init - message, ticket
   */
  toError(init?: {
    readonly message?: string;
    readonly ticket?: string;
  }): (OperationViolationsErrorBody<C, M, V> & ConstraintViolationsErrorBody) | undefined;
  /**
   * Throws an `ApiError` (status 400) with every violation, if any.
   * @param init - message, ticket
   */
  throwIfAny(init?: { readonly message?: string; readonly ticket?: string }): void;
}

/**
 * The violations of several parts in one map; a key declared in more than
 * one part carries the codes of each.
 *
 * @internal
 */
export function _mergeViolations(parts: readonly DeclaredViolations<string>[]): DeclaredViolations<string> {
  const out: Record<string, string[]> = {};
  for (const part of parts) {
    for (const key of Object.keys(part)) {
      const codes = part[key] as readonly string[];
      setOwn(out, key, Object.hasOwn(out, key) ? [...new Set([...(out[key] as string[]), ...codes])] : [...codes]);
    }
  }
  return out;
}

/** `redirectUrls[3].url` as declared: `redirectUrls[].url`. */
function declaredKey(path: string): string {
  return path.replace(/\[[0-9]+\]/g, "[]");
}

/**
 * Starts a violation collector for one part of `operation`'s request,
 * typed by its declaration: a path or code it does not declare is a compile
 * error (and a TypeError when it gets through a cast).
 *
 * @remarks
 * `"body"` builds `message_body_constraint_violations`; `"request"` builds
 * `request_constraint_violations` over the query, path-parameter and header
 * violations (a list operation's list-query parameters included). The
 * generic `violations()` collector still works for anything undeclared.
 *
 * @param operation - the operation answering
 * @param part - `"body"` or `"request"`
 * @returns an empty collector
 *
 * @example
 * ```ts
 * const found = operationViolations(createUserOperation, "body");
 * found.add("email", violation("too_long", { maxLength: 200 }));
 * found.throwIfAny();
 * ```
 * @public
 */
export function operationViolations<O extends Operation, P extends RequestPart>(
  operation: O,
  part: P,
): OperationViolationCollector<
  PartViolationCodes<O, P>,
  PartCode<P>,
  ContractViolationDefinitions<ContractMember<O, "declaration">>
> {
  const { body, query, path, headers } = operation.violations;
  const declared: DeclaredViolations<string> = part === "body" ? body : _mergeViolations([query, path, headers]);
  const code = part === "body" ? "message_body_constraint_violations" : "request_constraint_violations";
  return new DeclaredCollector(operation, declared, code) as never;
}

/**
 * The details of an operation with a `catalogue`, by key, and its rules: the
 * base class reads its details with the built-in catalogue's.
 */
interface CatalogueDetails {
  readonly rules: ViolationRules;
  readonly byPath: Map<string, BuiltViolationDetail[]>;
}

/** The collector of {@link operationViolations}: a class, made on every request that checks its input. */
class DeclaredCollector extends Collector {
  readonly #operation: Operation;
  readonly #declared: DeclaredViolations<string>;
  readonly #code: PartCode<RequestPart>;
  readonly #own: CatalogueDetails | undefined;

  constructor(operation: Operation, declared: DeclaredViolations<string>, code: PartCode<RequestPart>) {
    super();
    this.#operation = operation;
    this.#declared = declared;
    this.#code = code;
    const { catalogue } = operation.declaration;
    this.#own = catalogue === undefined ? undefined : { rules: catalogue.rules, byPath: new Map() };
  }

  override add(key: string, detail: BuiltViolationDetail): this {
    const name = declaredKey(key);
    const declared = this.#declared;
    if (!Object.hasOwn(declared, name) || !(declared[name] as readonly string[]).includes(detail.code)) {
      throw new TypeError(`${describeOperation(this.#operation)} does not declare violation ${detail.code} at ${key}`);
    }
    super.add(key, detail);
    const own = this.#own;
    if (own !== undefined) {
      const list = own.byPath.get(key);
      if (list === undefined) own.byPath.set(key, [detail]);
      else list.push(detail);
    }
    return this;
  }

  override toViolations(): Violations {
    const own = this.#own;
    if (own === undefined || this.size === 0) return super.toViolations();
    return cleanViolations(Object.fromEntries(own.byPath), own.rules);
  }

  // `throwIfAny` comes through here too.
  override toError(init: CollectedErrorInit = {}): ConstraintViolationsErrorBody | undefined {
    const own = this.#own;
    if (own === undefined || this.size === 0) return super.toError({ ...init, code: this.#code });
    return _buildConstraintViolationsError(own.rules, {
      ...init,
      code: this.#code,
      violations: Object.fromEntries(own.byPath) as never,
    });
  }
}
