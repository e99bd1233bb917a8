import type { AnyCatalogue } from "api-error-model/catalogue";
import { codesOf } from "./catalogue-codes.js";
import { BUILT_IN_CODES, definitions, type SchemaCodes } from "./definitions.js";
import type { JsonSchema, OpenApiSchemaName } from "./json-schema-types.js";

const COMPONENTS = "#/components/schemas/";

/**
 * An OpenAPI 3.1 Response Object with a JSON body.
 *
 * @public
 */
export interface OpenApiResponse {
  /** What the response means. */
  readonly description: string;
  /** The body, by media type. */
  readonly content: { readonly [mediaType: string]: { readonly schema: JsonSchema } };
}

/**
 * An OpenAPI 3.1 `components` object with this package's schemas and
 * responses.
 *
 * @public
 */
export interface OpenApiComponents {
  /** The body schemas, referring to each other as `#/components/schemas/<name>`. */
  readonly schemas: { readonly [K in OpenApiSchemaName]: JsonSchema };
  /** `ErrorResponse`: any error body; `ConstraintViolationsResponse`: a 400 with violations. */
  readonly responses: {
    readonly ErrorResponse: OpenApiResponse;
    readonly ConstraintViolationsResponse: OpenApiResponse;
  };
}

function json(schema: string, description: string): OpenApiResponse {
  return {
    description,
    content: { "application/json": { schema: { $ref: `${COMPONENTS}${schema}` } } },
  };
}

/** The components: the lenient definitions, plus the discriminator OpenAPI tools use to pick the error type. */
function buildComponents(codes: SchemaCodes = BUILT_IN_CODES): OpenApiComponents {
  const schemas = definitions({ strict: false, ref: (name) => ({ $ref: `${COMPONENTS}${name}` }), codes });
  return {
    schemas: {
      ...schemas,
      ErrorBody: {
        ...schemas.ErrorBody,
        discriminator: {
          propertyName: "type",
          mapping: {
            base_error: `${COMPONENTS}BaseError`,
            constraint_violations_error: `${COMPONENTS}ConstraintViolationsError`,
          },
        },
      },
    },
    responses: {
      ErrorResponse: json(
        "ErrorBody",
        "An error: a base error or a constraint violations error, told apart by type. Content type application/json;charset=UTF-8.",
      ),
      ConstraintViolationsResponse: json(
        "ConstraintViolationsError",
        "The request has constraint violations (status 400). Content type application/json;charset=UTF-8.",
      ),
    },
  };
}

/**
 * OpenAPI 3.1 components for the error bodies and the page body: merge them
 * into a document's `components` and refer to them with `$ref`.
 *
 * @remarks
 * The schemas are those of {@link jsonSchemas} (lenient, forward-compatible:
 * generated clients keep working when the server adds a code), named
 * `ErrorBody`, `BaseError`, `ConstraintViolationsError`, `ErrorDetails`,
 * `Violations`, `ViolationDetail`, `ViolationCode`, `ConstraintAttributes`
 * and `PageBody`; `ErrorBody` carries a `discriminator` on `type`. A page of
 * a given resource narrows `items`:
 * `allOf: [{ $ref: "#/components/schemas/PageBody" }, { properties: { items: { items: { $ref: "#/components/schemas/User" } } } }]`.
 * The build also writes this object to `etc/openapi-components.json`.
 *
 * @example
 * ```ts
 * const document = {
 *   openapi: "3.1.0",
 *   components: { schemas: { ...openApiComponents.schemas }, responses: { ...openApiComponents.responses } },
 *   paths: { "/users": { post: { responses: { "400": { $ref: "#/components/responses/ConstraintViolationsResponse" } } } } },
 * };
 * ```
 * @public
 */
export const openApiComponents: OpenApiComponents = /*@__PURE__*/ buildComponents();

/**
 * The OpenAPI components of {@link openApiComponents} for a catalogue of
 * your own: its codes listed instead of the built-in ones.
 *
 * @param catalogue - a catalogue made by `defineCatalogue`
 * @returns the components object
 * @public
 */
export function openApiComponentsOf(catalogue: AnyCatalogue): OpenApiComponents {
  return buildComponents(codesOf(catalogue));
}
