/**
 * Operation contracts: one declaration per operation types the server's
 * error builders, the client's narrowing guard and the OpenAPI 3.1 document,
 * so that the three cannot drift apart.
 *
 * @packageDocumentation
 */

// The entry exports what it owns: its folder's modules (and the private helpers only it
// publishes). A type of the core or of another entry that its signatures use is imported
// by package name (`api-error-model`, `api-error-model/list-query`), so users import it
// from there and the API report shows this entry's own surface.

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
