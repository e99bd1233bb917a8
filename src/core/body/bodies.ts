import type {
  ConstraintAttribute,
  ConstraintViolationsCode,
  KnownBaseErrorCode,
  ViolationCode,
} from "../catalogue/tables.js";

/**
 * A violation code as a client reads it: one of the catalogue, or a code a
 * newer server added since.
 *
 * @remarks
 * `string & {}` keeps the known codes in autocompletion while leaving room for
 * new ones, so an old client does not break on a new code.
 *
 * @public
 */
export type ReadViolationCode = ViolationCode | (string & {});

/**
 * The metadata of a violated constraint: attribute name to value, always
 * strings on the wire (`{ maxLength: "200" }`). The built-in attributes are
 * named; a catalogue of your own may add others.
 *
 * @public
 */
export type ConstraintAttributes = { readonly [K in ConstraintAttribute]?: string } & {
  readonly [name: string]: string | undefined;
};

/**
 * One violated constraint of one part of the request.
 *
 * @public
 */
export interface ViolationDetail {
  /** The violation code, such as `too_long`. */
  readonly code: ReadViolationCode;
  /** The constraint's metadata, such as `{ maxLength: "200" }`; absent when the code has none. */
  readonly constraintAttributes?: ConstraintAttributes;
}

/**
 * The violations of a request: key = path of the offending part (`email`,
 * `protocol.type`, `start_index`), value = its violation details.
 *
 * @public
 */
export type Violations = { readonly [path: string]: readonly ViolationDetail[] };

/**
 * The `details` of a base error: keys defined per operation.
 *
 * @public
 */
export type ErrorDetails = { readonly [key: string]: unknown };

/**
 * A base error body (`type: "base_error"`), returned with 4xx and 5xx.
 *
 * @public
 */
export interface BaseErrorBody {
  /** Always `base_error`. */
  readonly type: "base_error";
  /** The distinct code of the error, such as `user_not_found`. */
  readonly code: KnownBaseErrorCode | (string & {});
  /** Human-readable text. */
  readonly message: string;
  /** The identifier that correlates the response with the server-side request. */
  readonly ticket: string;
  /** Further data, keys defined per operation (`attemptsRemaining`); often absent. */
  readonly details?: ErrorDetails;
}

/**
 * A constraint violations error body (`type: "constraint_violations_error"`):
 * problems tied to specific parts of the request.
 *
 * @public
 */
export interface ConstraintViolationsErrorBody {
  /** Always `constraint_violations_error`. */
  readonly type: "constraint_violations_error";
  /**
   * `message_body_constraint_violations` for request body fields,
   * `request_constraint_violations` for other parts of the request.
   */
  readonly code: ConstraintViolationsCode | (string & {});
  /** Human-readable text. */
  readonly message: string;
  /** The identifier that correlates the response with the server-side request. */
  readonly ticket: string;
  /** The spec gives every error the base error's optional `details`; rarely used here. */
  readonly details?: ErrorDetails;
  /** The violations, keyed by the path of the offending part of the request. */
  readonly violations: Violations;
}

/**
 * Either error body, told apart by `type`.
 *
 * @public
 */
export type ErrorBody = BaseErrorBody | ConstraintViolationsErrorBody;
