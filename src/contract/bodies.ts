import type {
  ApiError,
  AttributesIn,
  CodeOf,
  ErrorDetails,
  KnownBaseErrorDetails,
  ViolationDefinitions,
} from "api-error-model";
import type { builtInCatalogue } from "api-error-model/catalogue";
import type {
  BaseErrorCodeOf,
  BodyViolationCodes,
  ContractMember,
  ContractViolationDefinitions,
  ErrorDeclarationOf,
  Operation,
  RequestViolationCodes,
} from "./operation.js";
import type { FromJsonSchema } from "./schema-type.js";

/**
 * A violation detail as a client reads it for the declared codes `C`: one of
 * them, or a code a newer server added since (`string & {}`, so that an old
 * client never breaks on a new code); the attributes those codes carry in
 * the catalogue: `V`, the violation definitions of the operation's
 * catalogue, the built-in one by default.
 *
 * @public
 */
export interface OperationViolationDetail<
  C extends CodeOf<V>,
  V extends ViolationDefinitions = (typeof builtInCatalogue)["violations"],
> {
  /** A declared violation code, or one this client does not know yet. */
  readonly code: C | (string & {});
  /** The attributes the declared codes carry in the catalogue, as strings. */
  readonly constraintAttributes?: { readonly [A in AttributesIn<V, C>]?: string };
}

/**
 * The `violations` of a declared part: only the declared paths (a typo is a
 * compile error), each with its declared codes and their attributes in `V`
 * (the built-in catalogue's by default).
 *
 * @public
 */
export type OperationViolations<M, V extends ViolationDefinitions = (typeof builtInCatalogue)["violations"]> = {
  readonly [K in keyof M as ContractIsPattern<K> extends true ? never : K]?: readonly OperationViolationDetail<
    M[K] & CodeOf<V>,
    V
  >[];
} & {
  // An index signature (`redirectUrls[${number}]`) is optional by nature; `?` would add `undefined` to its values.
  readonly [K in keyof M as ContractIsPattern<K> extends true ? K : never]: readonly OperationViolationDetail<
    M[K] & CodeOf<V>,
    V
  >[];
};

/**
 * Whether a key is a pattern (an index signature such as `redirectUrls[${number}]`), not a literal.
 *
 * @public
 */
export type ContractIsPattern<K extends PropertyKey> = Record<never, never> extends Record<K, 1> ? true : false;

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractDetailsMember<C extends string, E> = E extends { readonly details: infer S }
  ? E extends { readonly detailsOptional: true }
    ? { readonly details?: FromJsonSchema<S> }
    : { readonly details: FromJsonSchema<S> }
  : C extends keyof KnownBaseErrorDetails
    ? [KnownBaseErrorDetails[C]] extends [never]
      ? { readonly details?: never }
      : Record<never, never> extends KnownBaseErrorDetails[C]
        ? { readonly details?: KnownBaseErrorDetails[C] }
        : { readonly details: KnownBaseErrorDetails[C] }
    : { readonly details?: never };

/**
 * The body of base error `C` of operation `O`, `details` typed by its
 * declaration.
 *
 * @public
 */
export type OperationBaseErrorBody<O, C extends string> = {
  /** Always `base_error`. */
  readonly type: "base_error";
  /** The declared code. */
  readonly code: C;
  /** Human-readable text. */
  readonly message: string;
  /** The identifier that correlates the response with the server-side request. */
  readonly ticket: string;
} & ContractDetailsMember<C, ErrorDeclarationOf<O, C>>;

/**
 * A constraint violations body of top-level code `C` with violations `M`
 * (path to codes), their attributes from `V` (the built-in catalogue's by
 * default).
 *
 * @public
 */
export interface OperationViolationsErrorBody<
  C extends "message_body_constraint_violations" | "request_constraint_violations",
  M,
  V extends ViolationDefinitions = (typeof builtInCatalogue)["violations"],
> {
  /** Always `constraint_violations_error`. */
  readonly type: "constraint_violations_error";
  /** The part of the request at fault. */
  readonly code: C;
  /** Human-readable text. */
  readonly message: string;
  /** The identifier that correlates the response with the server-side request. */
  readonly ticket: string;
  /** The spec gives every error the base error's optional `details`; rarely used. */
  readonly details?: ErrorDetails;
  /** The violations, keyed by the declared paths. */
  readonly violations: OperationViolations<M, V>;
}

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractViolationsBodies<O> =
  | (keyof BodyViolationCodes<O> extends never
      ? never
      : OperationViolationsErrorBody<
          "message_body_constraint_violations",
          BodyViolationCodes<O>,
          ContractViolationDefinitions<ContractMember<O, "declaration">>
        >)
  | (keyof RequestViolationCodes<O> extends never
      ? never
      : OperationViolationsErrorBody<
          "request_constraint_violations",
          RequestViolationCodes<O>,
          ContractViolationDefinitions<ContractMember<O, "declaration">>
        >);

/**
 * The union of the error bodies operation `O` declares: one per base code,
 * and one constraint violations body per part (body fields; other parts).
 * Narrow it by `type` and `code`.
 *
 * @public
 */
export type OperationErrorBody<O extends Operation> =
  | { [C in BaseErrorCodeOf<O>]: OperationBaseErrorBody<O, C> }[BaseErrorCodeOf<O>]
  | ContractViolationsBodies<O>;

/**
 * An `ApiError` carrying body `B`, its mirrored members typed as `B`'s.
 *
 * @public
 */
export type OperationApiError<B> = B extends { readonly type: string; readonly code: string }
  ? Omit<ApiError, "type" | "code" | "details" | "violations" | "body"> & {
      /** The error body. */
      readonly body: B;
      /** The body's `type`. */
      readonly type: B["type"];
      /** The body's `code`. */
      readonly code: B["code"];
      /** The body's `details`. */
      readonly details: B extends { readonly details: infer T }
        ? T
        : B extends { readonly details?: infer T }
          ? T | undefined
          : undefined;
      /** The body's `violations`, for a constraint violations error. */
      readonly violations: B extends { readonly violations: infer V } ? V : undefined;
    }
  : never;

/**
 * What {@link isOperationError} narrows to: one of operation `O`'s declared
 * error bodies, or an `ApiError` carrying one (as `errorFromResponse`
 * gives).
 *
 * @public
 */
export type OperationError<O extends Operation> = OperationErrorBody<O> | OperationApiError<OperationErrorBody<O>>;
