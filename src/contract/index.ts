/**
 * Operation contracts: one declaration per operation types the server's
 * error builders, the client's narrowing guard and the OpenAPI 3.1 document,
 * so that the three cannot drift apart.
 *
 * @packageDocumentation
 */

// Exports are sorted by module path: the core's types first (type-only, the ones this
// entry's signatures use, so that its API report stands on its own), then this entry's
// modules. A name with a leading underscore is @internal: for another entry of this
// package, never for users.

export type { CatalogueViolationDetail } from "../catalogue/index.js";
export type {
  BaseErrorBody,
  ConstraintAttributes,
  ConstraintViolationsErrorBody,
  ErrorBody,
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "../core/body/bodies.js";
export type { ViolationDefinition, ViolationDefinitions } from "../core/catalogue/definition.js";
export type {
  AttributesOf,
  BASE_ERROR_STATUS,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  CodeWithAttributes,
  ConstraintAttribute,
  ConstraintViolationsCode,
  KnownBaseErrorCode,
  KnownBaseErrorDetails,
  VIOLATION_CODES,
  ViolationCode,
} from "../core/catalogue/tables.js";
// The known base errors' details schemas: what a declaration gets for a known code without `details`.
export { BASE_ERROR_DETAILS_SCHEMAS } from "../core/catalogue/tables.js";
export type { ApiError, ApiErrorOptions, KnownStatusBody } from "../core/errors/api-error.js";
export type { BuiltViolationDetail } from "../core/errors/build.js";
// The list-query entry's types, for a list operation's `list` (its TSDoc links reach the filter language).
export type * from "../list-query/index.js";
export type { JsonSchema, JsonValue } from "../schema/index.js";
export type {
  ContractDetailsMember,
  ContractIsPattern,
  ContractViolationsBodies,
  OperationApiError,
  OperationBaseErrorBody,
  OperationError,
  OperationErrorBody,
  OperationViolationDetail,
  OperationViolations,
  OperationViolationsErrorBody,
} from "./bodies.js";
export { catalogueErrors } from "./catalogue-errors.js";
export { isOperationError } from "./guard.js";
export { INVALID_REQUEST_DETAILS, LIST_QUERY_ERRORS, LIST_QUERY_VIOLATIONS } from "./list-violations.js";
export {
  type OpenApiDocument,
  type OpenApiDocumentOptions,
  openApiDocument,
  type RequestBodyLimits,
} from "./openapi.js";
export type {
  ContractCodes,
  ContractEmpty,
  ContractExpand,
  ContractIsList,
  ContractMember,
  ContractMerge,
  ContractPart,
  ContractViolationDefinitions,
  PathParameters,
} from "./operation.js";
export {
  type BaseErrorCodeOf,
  type BodyViolationCodes,
  type CheckDeclaration,
  type DeclaredViolations,
  defineOperation,
  type ErrorDeclaration,
  type ErrorDeclarationOf,
  type ExpandPath,
  type HttpMethod,
  type Operation,
  type OperationDeclaration,
  type RequestViolationCodes,
  type ResolvedError,
  type ResponseDeclaration,
  type ResponseHeaders,
  type ViolationsDeclaration,
} from "./operation.js";
export type {
  ContractFlat,
  ContractObjectOf,
  ContractRequiredOf,
  ContractTypeOfName,
  FromJsonSchema,
} from "./schema-type.js";
export type { ContractDetailsInit, PartCode, PartViolationCodes } from "./server.js";
export {
  type OperationErrorInit,
  type OperationViolationCollector,
  operationError,
  operationViolations,
  type RequestPart,
} from "./server.js";
