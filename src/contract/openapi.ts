import type {
  AttributeDefinition,
  AttributeDefinitions,
  CodeWithAttributes,
  ConstraintAttribute,
  ViolationDefinition,
  ViolationDefinitions,
} from "api-error-model";
import type { AnyCatalogue } from "api-error-model/catalogue";
import type { CompiledListOperation, ListOperation } from "api-error-model/list-query";
import type { JsonSchema, JsonValue } from "api-error-model/schema";
import { ATTRIBUTE_DESCRIPTIONS, ATTRIBUTE_FORMS, CODE_ATTRIBUTES } from "../core/catalogue/tables.js";
import { attributeSchema } from "../internal/attribute-schema.js";
import { escapeRegExp } from "../internal/escape-reg-exp.js";
import { compileListOperation, MAX_LIST_QUERY_INTEGER } from "../list-query/index.js";
import { openApiComponents } from "../schema/index.js";
import type { DeclaredViolations, Operation, ResolvedError } from "./operation.js";
import { _mergeViolations } from "./server.js";

const COMPONENTS = "#/components/schemas/";
const JSON_MEDIA_TYPE = "application/json";

/**
 * An OpenAPI 3.1 document, as JSON.
 *
 * @public
 */
export type OpenApiDocument = { readonly [member: string]: JsonValue };

/**
 * What {@link openApiDocument} takes besides the operations.
 *
 * @public
 */
export interface OpenApiDocumentOptions {
  /** The document's Info Object: at least `title` and `version`. */
  readonly info: { readonly title: string; readonly version: string; readonly [member: string]: JsonValue };
  /**
   * Declares a HEAD operation beside every GET one, for a server that answers
   * HEAD wherever it answers GET (Hono, Express and Fastify do): the GET's
   * parameters and response statuses, without bodies (a HEAD answer has
   * none), its `operationId` the GET's followed by `Head`. Off by default.
   */
  readonly headForGet?: boolean;
  /**
   * The limits the server reads every request body within (`readJsonRequest`'s
   * `maxBytes` and `maxNestingDepth`, the body itself at depth 1), stated on
   * every request body: in its description for people, and as the
   * extensions `x-maxBytes` and `x-maxNestingDepth` for tools, since no JSON
   * Schema keyword counts bytes or depth. Nothing is stated when absent.
   */
  readonly requestBodyLimits?: RequestBodyLimits;
  /** The Server Objects. */
  readonly servers?: readonly { readonly url: string; readonly description?: string }[];
  /**
   * Further components: schemas the operations refer to (`User`, say) and
   * responses. Merged over this package's own (`openApiComponents`).
   */
  readonly components?: {
    readonly schemas?: { readonly [name: string]: JsonSchema };
    readonly responses?: { readonly [name: string]: JsonValue };
  };
}

/**
 * The limits of {@link OpenApiDocumentOptions.requestBodyLimits}: the numbers
 * the server passes to `readJsonRequest`.
 *
 * @public
 */
export interface RequestBodyLimits {
  /** The largest body read, in bytes. */
  readonly maxBytes?: number;
  /** The deepest nesting of arrays and objects read, the body itself at depth 1. */
  readonly maxNestingDepth?: number;
}

/** `4194304 bytes (4 MiB)`: a byte count, and in MiB or KiB when it is a whole number of them. */
function bytes(count: number): string {
  const unit = count % 1048576 === 0 ? ` (${count / 1048576} MiB)` : count % 1024 === 0 ? ` (${count / 1024} KiB)` : "";
  return `${count} bytes${unit}`;
}

/** The members a Request Body Object gains from the limits: a description and the extensions, each limit when given. */
function bodyLimitMembers(limits: RequestBodyLimits | undefined): JsonSchema {
  // A limit that is not a finite number (`Infinity`, none) has no JSON form: left out.
  const finite = (value: number | undefined) => (Number.isFinite(value) ? value : undefined);
  const maxBytes = finite(limits?.maxBytes);
  const maxNestingDepth = finite(limits?.maxNestingDepth);
  const said = [
    ...(maxBytes === undefined ? [] : [`at most ${bytes(maxBytes)}`]),
    ...(maxNestingDepth === undefined
      ? []
      : [`arrays and objects nested at most ${maxNestingDepth} deep (the body itself at depth 1)`]),
  ];
  if (said.length === 0) return {};
  return {
    description: `A JSON object: ${said.join("; ")}.`,
    ...(maxBytes === undefined ? {} : { "x-maxBytes": maxBytes }),
    ...(maxNestingDepth === undefined ? {} : { "x-maxNestingDepth": maxNestingDepth }),
  };
}

/** The component name of the detail schema of one violation code. */
function detailName(code: string): string {
  return `Violation.${code}`;
}

/** A reference to the detail schema of one violation code. */
function detailRef(code: string): JsonSchema {
  return { $ref: `${COMPONENTS}${detailName(code)}` };
}

/**
 * The violation codes the operations answer, each with the catalogue of the
 * first operation that declares it (`undefined`: the built-in one).
 */
type UsedCodes = Map<string, AnyCatalogue | undefined>;

/** The attribute names of one code, and the schemas of their values: from `catalogue`, or the built-in tables. */
function attributesOf(code: string, catalogue: AnyCatalogue | undefined): [string, JsonSchema][] {
  if (catalogue === undefined) {
    const names = Object.hasOwn(CODE_ATTRIBUTES, code) ? CODE_ATTRIBUTES[code as CodeWithAttributes] : [];
    return names.map((name) => [
      name,
      attributeSchema(
        name,
        ATTRIBUTE_DESCRIPTIONS[name as ConstraintAttribute],
        ATTRIBUTE_FORMS[name as ConstraintAttribute],
      ),
    ]);
  }
  // `defineOperation` checked that the catalogue has the code, and `defineCatalogue` that it has its attributes.
  const definition = (catalogue.violations as ViolationDefinitions)[code] as ViolationDefinition;
  const attributes = catalogue.attributes as AttributeDefinitions;
  return (definition.attributes ?? []).map((name) => {
    const { description, form } = attributes[name] as AttributeDefinition;
    return [name, attributeSchema(name, description, form)];
  });
}

/** The detail schema of one code: the `ViolationDetail` component, its code fixed, its attributes from the catalogue. */
function detailSchema(code: string, catalogue: AnyCatalogue | undefined): JsonSchema {
  const names = attributesOf(code, catalogue);
  return {
    allOf: [{ $ref: `${COMPONENTS}ViolationDetail` }],
    properties: {
      code: { const: code },
      constraintAttributes:
        names.length === 0
          ? // No attributes: an empty object at most (never sent; the builders leave the member out). Not `false`,
            // which is as exact but which generators (orval) and typed clients (openapi-fetch) cannot read.
            { type: "object", maxProperties: 0 }
          : {
              type: "object",
              properties: Object.fromEntries(names),
              additionalProperties: false,
            },
    },
  };
}

/** `redirectUrls[].url` as a pattern: `^redirectUrls\[(0|[1-9][0-9]*)\]\.url$`. */
function keyPattern(key: string): string {
  const parts = key.split("[]").map(escapeRegExp);
  return `^${parts.join("\\[(0|[1-9][0-9]*)\\]")}$`;
}

/** The `violations` schema of one part: declared keys only, each with its declared codes. */
function violationsSchema(
  declared: DeclaredViolations<string>,
  used: UsedCodes,
  catalogue: AnyCatalogue | undefined,
): JsonSchema {
  const plain: string[] = [];
  const patterns: string[] = [];
  const properties: Record<string, JsonSchema> = {};
  const patternProperties: Record<string, JsonSchema> = {};
  for (const key of Object.keys(declared)) {
    const codes = declared[key] as readonly string[];
    for (const code of codes) if (!used.has(code)) used.set(code, catalogue);
    const list: JsonSchema = {
      type: "array",
      minItems: 1,
      // One code is its schema itself: a `oneOf` of one is noise to linters and generators.
      items: codes.length === 1 ? detailRef(codes[0] as string) : { oneOf: codes.map(detailRef) },
    };
    if (key.includes("[]")) {
      patterns.push(keyPattern(key));
      patternProperties[keyPattern(key)] = list;
    } else {
      plain.push(key);
      properties[key] = list;
    }
  }
  const names: JsonSchema[] = [];
  if (plain.length > 0) names.push({ enum: plain });
  for (const pattern of patterns) names.push({ type: "string", pattern });
  return {
    type: "object",
    propertyNames: names.length === 1 ? (names[0] as JsonSchema) : { anyOf: names },
    properties,
    ...(patterns.length === 0 ? {} : { patternProperties }),
  };
}

/**
 * The schema of one base error of an operation: `BaseError` with its code
 * fixed and its `details` typed. One branch per code, told apart by `code`
 * (not `if`/`then`, which code generators such as openapi-typescript drop),
 * so that a generated client narrows `details` by comparing `code`.
 */
function baseErrorBranch(code: string, error: ResolvedError): JsonSchema {
  return {
    allOf: [
      { $ref: `${COMPONENTS}BaseError` },
      {
        type: "object",
        required: error.details === undefined || error.detailsOptional ? ["type", "code"] : ["type", "code", "details"],
        properties: {
          type: { const: "base_error" },
          code: { const: code },
          ...(error.details === undefined ? {} : { details: error.details }),
        },
      },
    ],
  };
}

function violationsBranch(
  code: string,
  declared: DeclaredViolations<string>,
  used: UsedCodes,
  catalogue: AnyCatalogue | undefined,
): JsonSchema {
  return {
    allOf: [{ $ref: `${COMPONENTS}ConstraintViolationsError` }],
    properties: {
      type: { const: "constraint_violations_error" },
      code: { const: code },
      violations: violationsSchema(declared, used, catalogue),
    },
  };
}

function errorDescription(errors: readonly [string, ResolvedError][], violations: readonly string[]): string {
  const lines = errors.map(
    ([code, error]) => `${code}${error.description === undefined ? "." : `: ${error.description}`}`,
  );
  return [...lines, ...violations].join("\n");
}

/** The error responses of one operation, by status. */
function errorResponses(operation: Operation, used: UsedCodes): Record<string, JsonValue> {
  const byStatus = new Map<number, { errors: [string, ResolvedError][]; branches: JsonSchema[]; notes: string[] }>();
  const at = (status: number) => {
    let entry = byStatus.get(status);
    if (entry === undefined) {
      entry = { errors: [], branches: [], notes: [] };
      byStatus.set(status, entry);
    }
    return entry;
  };
  for (const code of Object.keys(operation.errors)) {
    const error = operation.errors[code] as ResolvedError;
    at(error.status).errors.push([code, error]);
  }
  const { body, query, path, headers } = operation.violations;
  const request = _mergeViolations([query, path, headers]);
  const { catalogue } = operation.declaration;
  if (Object.keys(body).length > 0) {
    at(400).branches.push(violationsBranch("message_body_constraint_violations", body, used, catalogue));
    at(400).notes.push("message_body_constraint_violations: fields of the request body.");
  }
  if (Object.keys(request).length > 0) {
    at(400).branches.push(violationsBranch("request_constraint_violations", request, used, catalogue));
    at(400).notes.push("request_constraint_violations: query parameters, path parameters or headers.");
  }
  const out: Record<string, JsonValue> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const { errors, branches, notes } = byStatus.get(status) as {
      errors: [string, ResolvedError][];
      branches: JsonSchema[];
      notes: string[];
    };
    const schemas = [...errors.map(([code, error]) => baseErrorBranch(code, error)), ...branches];
    // The headers of every code of this status; the first code to declare a name describes it.
    const headers: Record<string, JsonValue> = {};
    for (const [, error] of errors) {
      for (const [name, header] of Object.entries(error.headers ?? {}))
        if (!Object.hasOwn(headers, name)) headers[name] = header;
    }
    out[String(status)] = {
      description: errorDescription(errors, notes),
      ...(Object.keys(headers).length === 0 ? {} : { headers }),
      content: {
        [JSON_MEDIA_TYPE]: { schema: schemas.length === 1 ? (schemas[0] as JsonSchema) : { oneOf: schemas } },
      },
    };
  }
  return out;
}

/** The attributes of one kind, comma-separated (with their operators for `filter`), or `none`. */
function declaredNames(compiled: CompiledListOperation, kind: "sort" | "select" | "filter"): string {
  const names = compiled.attributes
    // An attribute declared with no operators is filterable by none.
    .filter((attribute) => (kind === "filter" ? attribute.operators.length > 0 : attribute[kind]))
    .map((attribute) => (kind === "filter" ? `${attribute.name} (${attribute.operators.join(" ")})` : attribute.name));
  return names.join(", ") || "none";
}

/** The list-query parameters of a list operation, read from its compiled declaration, as `parseListQuery` reads it. */
function listParameters(list: ListOperation): JsonSchema[] {
  const compiled = compileListOperation(list);
  const query = (name: string, description: string, schema: JsonSchema): JsonSchema => ({
    name,
    in: "query",
    required: false,
    description,
    schema,
  });
  return [
    query("start_index", "The 1-based index of the first item of the page.", {
      type: "integer",
      minimum: 1,
      default: 1,
      maximum: MAX_LIST_QUERY_INTEGER,
    }),
    query("count", "The page size; 0 returns only totalResults.", {
      type: "integer",
      minimum: 0,
      default: compiled.countDefault,
      maximum: compiled.countMax,
    }),
    query("sort_by", `Comma-separated attr[:asc|:desc]. Sortable: ${declaredNames(compiled, "sort")}.`, {
      type: "string",
    }),
    query("fields", `Comma-separated attribute paths to return. Selectable: ${declaredNames(compiled, "select")}.`, {
      type: "string",
    }),
    {
      ...query(
        "query",
        `A filter: attribute op value terms joined by and/or, e.g. givenName eq "Ada". Filterable: ${declaredNames(compiled, "filter")}.${filterLimits(compiled)}`,
        // `Infinity` (no limit) has no JSON form: the limit is left out.
        Number.isFinite(compiled.maxLength) ? { type: "string", maxLength: compiled.maxLength } : { type: "string" },
      ),
      // No JSON Schema keyword counts nested groups: an extension says it to tools, the description to people.
      ...(Number.isFinite(compiled.maxDepth) ? { "x-maxNestingDepth": compiled.maxDepth } : {}),
    },
  ];
}

/** The limits of a filter as a sentence: its length in code points and its depth in groups, each when finite. */
function filterLimits(compiled: CompiledListOperation): string {
  const limits = [
    ...(Number.isFinite(compiled.maxLength) ? [`${compiled.maxLength} characters (Unicode code points)`] : []),
    ...(Number.isFinite(compiled.maxDepth) ? [`${compiled.maxDepth} nested groups`] : []),
  ];
  return limits.length === 0 ? "" : ` At most ${limits.join(" and ")}.`;
}

/** `get /api/v1/users/{id}` as `getApiV1UsersId`. */
function defaultOperationId(operation: Operation): string {
  const words = operation.path.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
  return operation.method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

function parametersOf(operation: Operation): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const codes = (declared: DeclaredViolations<string>, name: string) =>
    Object.hasOwn(declared, name) ? ` Violations: ${(declared[name] as string[]).join(", ")}.` : "";
  for (const match of operation.path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] as string;
    parameters.push({
      name,
      in: "path",
      required: true,
      description: `Path parameter ${name}.${codes(operation.violations.path, name)}`,
      schema: { type: "string" },
    });
  }
  const list = operation.declaration.list;
  const listNames = list === undefined ? [] : listParameters(list);
  parameters.push(...listNames);
  const taken = new Set(listNames.map((parameter) => parameter["name"]));
  for (const name of Object.keys(operation.violations.query)) {
    if (taken.has(name)) continue;
    parameters.push({
      name,
      in: "query",
      required: false,
      description: `Query parameter ${name}.${codes(operation.violations.query, name)}`,
      schema: { type: "string" },
    });
  }
  for (const name of Object.keys(operation.violations.headers)) {
    parameters.push({
      name,
      in: "header",
      required: false,
      description: `Header ${name}.${codes(operation.violations.headers, name)}`,
      schema: { type: "string" },
    });
  }
  return parameters;
}

/** The Media Type Object of a request body: its schema, and its examples when declared. */
function requestMedia(declaration: Operation["declaration"]): JsonSchema {
  const examples = declaration.requestBodyExamples;
  return {
    schema: declaration.requestBody as JsonSchema,
    ...(examples === undefined ? {} : { examples: examples as { readonly [name: string]: JsonValue } }),
  };
}

function operationObject(operation: Operation, used: UsedCodes, limits: RequestBodyLimits | undefined): JsonSchema {
  const { declaration } = operation;
  const responses: Record<string, JsonValue> = {};
  for (const [status, response] of Object.entries(declaration.responses ?? {})) {
    responses[status] = {
      description: response.description,
      ...(response.headers === undefined ? {} : { headers: response.headers }),
      ...(response.schema === undefined ? {} : { content: { [JSON_MEDIA_TYPE]: { schema: response.schema } } }),
    };
  }
  Object.assign(responses, errorResponses(operation, used));
  // OpenAPI wants at least one response.
  if (Object.keys(responses).length === 0) responses["default"] = { description: "Not described." };
  const parameters = parametersOf(operation);
  return {
    operationId: declaration.operationId ?? defaultOperationId(operation),
    ...(declaration.summary === undefined ? {} : { summary: declaration.summary }),
    ...(declaration.description === undefined ? {} : { description: declaration.description }),
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(declaration.requestBody === undefined
      ? {}
      : {
          requestBody: {
            ...bodyLimitMembers(limits),
            required: true,
            content: { [JSON_MEDIA_TYPE]: requestMedia(declaration) },
          },
        }),
    responses,
  };
}

/** The HEAD twin of a GET operation object: its parameters, statuses and headers, no bodies. */
function headObject(get: JsonSchema): JsonSchema {
  const { operationId, summary, responses, ...rest } = get;
  const statuses = Object.entries(responses as { readonly [status: string]: JsonSchema });
  return {
    operationId: `${String(operationId)}Head`,
    ...(summary === undefined ? {} : { summary: `${String(summary)}, headers only` }),
    ...rest,
    responses: Object.fromEntries(statuses.map(([status, { content: _content, ...response }]) => [status, response])),
  };
}

/**
 * Writes the OpenAPI 3.1 document of a list of operations.
 *
 * @remarks
 * Every operation gets its path and method, its parameters (path
 * parameters from the template, a list operation's list-query parameters
 * with its count limits and sortable and selectable names, declared query
 * parameters and headers), its request body and success responses as
 * declared (their headers included), and its error responses by status,
 * with the headers their codes declare. Each error response's
 * schema names exactly the codes the operation may send: one `oneOf` branch
 * per base code of that status (`code` as a `const`, `details` typed in the
 * branch, so that generated clients narrow `details` by `code`), and for a 400 the
 * constraint violations bodies, their `violations` keys as `propertyNames`,
 * each key's codes as a list of `Violation.<code>` schemas whose attributes
 * and their descriptions come from the catalogue (the operation's
 * `catalogue`, the built-in one when it has none). They build on the `schema` entry's components
 * (`BaseError`, `ConstraintViolationsError`, `ViolationDetail`, ...), which
 * the document includes.
 *
 * @param operations - the operations, each from {@link defineOperation}
 * @param options - info, servers, and further components
 * @returns the document, as JSON
 * @throws TypeError when two operations share a method and path
 *
 * @example
 * ```ts
 * const document = openApiDocument([getUser, createUser], { info: { title: "Users", version: "1.0.0" } });
 * ```
 * @public
 */
export function openApiDocument(operations: readonly Operation[], options: OpenApiDocumentOptions): OpenApiDocument {
  const used: UsedCodes = new Map();
  const paths: Record<string, Record<string, JsonValue>> = {};
  for (const operation of operations) {
    const item = paths[operation.path] ?? {};
    paths[operation.path] = item;
    const method = operation.method.toLowerCase();
    if (Object.hasOwn(item, method)) throw new TypeError(`two operations for ${operation.method} ${operation.path}`);
    item[method] = operationObject(operation, used, options.requestBodyLimits);
    if (options.headForGet === true && method === "get") item["head"] = headObject(item[method] as JsonSchema);
  }
  const details = Object.fromEntries(
    [...used.keys()].sort().map((code) => [detailName(code), detailSchema(code, used.get(code))]),
  );
  return {
    openapi: "3.1.0",
    info: options.info,
    ...(options.servers === undefined ? {} : { servers: options.servers }),
    paths,
    components: {
      schemas: { ...openApiComponents.schemas, ...details, ...options.components?.schemas },
      responses: {
        ...(openApiComponents.responses as unknown as { [name: string]: JsonValue }),
        ...options.components?.responses,
      },
    },
  };
}
