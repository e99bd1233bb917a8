import type { AnyCatalogue } from "api-error-model/catalogue";
import { codesOf } from "./catalogue-codes.js";
import { BUILT_IN_CODES, type DefinitionName, type Definitions, definitions, type SchemaCodes } from "./definitions.js";
import type { BodyJsonSchemas, JsonSchema, JsonValue } from "./json-schema-types.js";

const DIALECT = "https://json-schema.org/draft/2020-12/schema";
const DEFS = "#/$defs/";

/** The definitions `root` refers to, directly or through others; a walk with an explicit stack. */
function reachable(root: JsonSchema, all: Definitions): DefinitionName[] {
  const found = new Set<DefinitionName>();
  const stack: JsonValue[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    const record = value as JsonSchema;
    const ref = record["$ref"];
    if (typeof ref === "string") {
      const name = ref.slice(DEFS.length) as DefinitionName;
      if (!found.has(name)) {
        found.add(name);
        stack.push(all[name]);
      }
    }
    stack.push(...Object.values(record));
  }
  // Sorted, so that the written files do not depend on the walk's order.
  return [...found].sort();
}

/** A self-contained document: the root definition, with the definitions it needs under `$defs`. */
function document(name: DefinitionName, title: string, all: Definitions): JsonSchema {
  const root = all[name];
  const needed = reachable(root, all);
  return {
    $schema: DIALECT,
    title,
    ...root,
    ...(needed.length === 0 ? {} : { $defs: Object.fromEntries(needed.map((n) => [n, all[n]])) }),
  };
}

/** The four documents of one variant. */
export function bodyJsonSchemas(strict: boolean, codes: SchemaCodes = BUILT_IN_CODES): BodyJsonSchemas {
  const all = definitions({ strict, ref: (name) => ({ $ref: `${DEFS}${name}` }), codes });
  const suffix = strict ? " (strict)" : "";
  return {
    baseError: document("BaseError", `Base error${suffix}`, all),
    constraintViolationsError: document("ConstraintViolationsError", `Constraint violations error${suffix}`, all),
    errorBody: document("ErrorBody", `Error body${suffix}`, all),
    pageBody: document("PageBody", `Page body${suffix}`, all),
  };
}

/**
 * JSON Schemas (2020-12) of the error bodies and the page body, lenient as a
 * client reads them: what `parseErrorBody` and `parsePage` accept.
 *
 * @remarks
 * Generated from the catalogue (`VIOLATION_CODES`, `CONSTRAINT_ATTRIBUTES`,
 * `CONSTRAINT_VIOLATIONS_CODES`, `BASE_ERROR_STATUS`, `CODE_ATTRIBUTES`), so
 * a new code cannot be forgotten. Forward-compatible: a violation code, an
 * attribute name, a constraint violations code or a member this package does
 * not know is accepted (the known codes are listed, as
 * `anyOf: [{ enum }, { type: "string" }]`, for tooling), and a page may name
 * its list `itemsList`. Each document is self-contained (`$defs`, no `$id`)
 * and uses only standard keywords, so any 2020-12 validator compiles it
 * (with ajv: `ajv/dist/2020`). Treat the objects as read-only; copy them
 * (`structuredClone`) before handing them to a tool that edits schemas. The
 * build also writes them to `etc/schemas/*.json`.
 *
 * @example
 * ```ts
 * import Ajv2020 from "ajv/dist/2020";
 * const isErrorBody = new Ajv2020().compile(jsonSchemas.errorBody);
 * ```
 * @public
 */
export const jsonSchemas: BodyJsonSchemas = /*@__PURE__*/ bodyJsonSchemas(false);

/**
 * JSON Schemas (2020-12) of the error bodies and the page body, strict as
 * this package's builders write them.
 *
 * @remarks
 * Every object is closed (`additionalProperties: false`), codes and
 * attribute names are only the catalogue's, a constraint violations error
 * has at least one violation and each list at least one detail, a base
 * error's code is not empty, and a page names its list `items`. Which
 * attributes a code carries is described but not enforced: only `too_long`
 * with `maxLength` comes from the spec. For a server's contract tests; a
 * client should read with {@link jsonSchemas}, so that it keeps working when
 * the server adds a code.
 *
 * @public
 */
export const strictJsonSchemas: BodyJsonSchemas = /*@__PURE__*/ bodyJsonSchemas(true);

/**
 * The JSON Schemas of {@link jsonSchemas} (or, with `strict`, of
 * {@link strictJsonSchemas}) for a catalogue of your own: its violation
 * codes, constraint attributes and base codes listed instead of the
 * built-in ones.
 *
 * @param catalogue - a catalogue made by `defineCatalogue`
 * @param options - `strict` for what its builders make
 * @returns the four documents
 *
 * @example
 * ```ts
 * const schemas = jsonSchemasOf(shop, { strict: true });
 * ```
 * @public
 */
export function jsonSchemasOf(catalogue: AnyCatalogue, options: { readonly strict?: boolean } = {}): BodyJsonSchemas {
  return bodyJsonSchemas(options.strict === true, codesOf(catalogue));
}
