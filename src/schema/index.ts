/**
 * JSON Schema (2020-12) and OpenAPI 3.1 descriptions of the error bodies and
 * the page body, generated from the catalogue: for response validation,
 * contract tests and API documents.
 *
 * @packageDocumentation
 */

export type { BodyJsonSchemas, JsonSchema, JsonValue, OpenApiSchemaName } from "./json-schema-types.js";
export { jsonSchemas, jsonSchemasOf, strictJsonSchemas } from "./json-schemas.js";
export {
  type OpenApiComponents,
  type OpenApiResponse,
  openApiComponents,
  openApiComponentsOf,
} from "./openapi-components.js";
