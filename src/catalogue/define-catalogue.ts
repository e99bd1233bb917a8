import type {
  AttributeDefinition,
  AttributeDefinitions,
  AttributeForm,
  BaseErrorDefinition,
  BaseErrorDefinitions,
  CatalogueRules,
  CodeOf,
  ViolationDefinition,
  ViolationDefinitions,
} from "api-error-model";
import { isJsonObject } from "../core/body/json-object.js";
import { _parseErrorBody } from "../core/body/parse-body.js";
import { isConstraintViolationsCode } from "../core/catalogue/base-codes.js";
import { CONSTRAINT_VIOLATIONS } from "../core/catalogue/built-in/constraint-violations.js";
import { ApiError } from "../core/errors/api-error.js";
import { _buildBaseError, _buildConstraintViolationsError, _buildViolation } from "../core/errors/build.js";
import {
  findViolation,
  hasViolation,
  isBaseError,
  isConstraintViolationsError,
  isErrorBody,
} from "../core/errors/guards.js";
import { errorFromResponse } from "../core/wire/http.js";
import { chooseVariant } from "../internal/message-variant.js";
import type { AnyCatalogue, Catalogue } from "./catalogue.js";
import type { CatalogueJson } from "./catalogue-json.js";
import { definitionProblems, plainText } from "./check-definition.js";

/** No entries: what a definition that leaves a section out holds. */
type NoEntries = Record<never, never>;

/** Marks what `defineCatalogue` made, across copies of the package (`extends` checks it). */
const CATALOGUE = Symbol.for("api-error-model.Catalogue");

type Violations<C extends AnyCatalogue | undefined> = C extends Catalogue<infer V, infer _A, infer _B> ? V : NoEntries;
type Attributes<C extends AnyCatalogue | undefined> = C extends Catalogue<infer _V, infer A, infer _B> ? A : NoEntries;
type BaseErrors<C extends AnyCatalogue | undefined> = C extends Catalogue<infer _V, infer _A, infer B> ? B : NoEntries;

/**
 * A catalogue definition: the catalogue it extends, and its own constraint
 * attributes, violation codes and base error codes. Only `description` is
 * required of each entry (and, of a base error, `status` and `message`).
 *
 * @public
 */
export interface CatalogueDefinition<
  P extends AnyCatalogue | undefined = undefined,
  A extends AttributeDefinitions = NoEntries,
  V extends { readonly [code: string]: ViolationDefinition<CodeOf<Attributes<P>> | CodeOf<A>> } = NoEntries,
  B extends BaseErrorDefinitions = NoEntries,
> {
  /** The catalogue whose codes this one starts from: `coreCatalogue`, `builtInCatalogue`, or a team's own. */
  readonly extends?: P;
  /** Its own constraint attributes, by name (camel case). */
  readonly attributes?: A;
  /** Its own violation codes, by code (snake case); their attributes are the parent's or its own. */
  readonly violations?: V;
  /** Its own base error codes, by code (snake case). */
  readonly baseErrors?: B;
}

/** A deep copy that nothing outside can change: definitions are JSON data. */
function frozenCopy<T>(value: T): T {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  const freeze = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    Object.freeze(node);
    for (const child of Object.values(node)) freeze(child);
  };
  freeze(copy);
  return copy as T;
}

/** The problems only the merged catalogue shows: two generic codes for one status, a replacement that does not exist. */
function mergedProblems(
  violations: ViolationDefinitions,
  attributes: AttributeDefinitions,
  baseErrors: BaseErrorDefinitions,
): string[] {
  const problems: string[] = [];
  const generic = new Map<number, string>();
  for (const [code, entry] of Object.entries(baseErrors)) {
    if (entry.generic !== true) continue;
    const other = generic.get(entry.status);
    if (other !== undefined)
      problems.push(`baseErrors.${code}: ${other} is already the generic code of ${entry.status}`);
    generic.set(entry.status, code);
  }
  const sections: [string, { readonly [name: string]: { readonly deprecated?: { readonly replacement?: string } } }][] =
    [
      ["violations", violations],
      ["attributes", attributes],
      ["baseErrors", baseErrors],
    ];
  for (const [section, entries] of sections) {
    for (const [name, entry] of Object.entries(entries)) {
      const replacement = entry.deprecated?.replacement;
      if (replacement !== undefined && !Object.hasOwn(entries, replacement)) {
        problems.push(`${section}.${name}: its replacement ${replacement} is not in the catalogue`);
      }
    }
  }
  return problems;
}

/** The rules of a merged definition: sets and maps built once, so that every question is one lookup. */
function rulesOf(
  violations: ViolationDefinitions,
  attributes: AttributeDefinitions,
  baseErrors: BaseErrorDefinitions,
): CatalogueRules {
  const attributesByCode = new Map<string, readonly string[]>(
    Object.entries(violations).map(([code, entry]) => [code, entry.attributes ?? []]),
  );
  const names = new Set(Object.keys(attributes));
  const statuses = new Map(Object.entries(baseErrors).map(([code, entry]) => [code, entry.status]));
  const generic = new Map(
    Object.entries(baseErrors)
      .filter(([, entry]) => entry.generic === true)
      .map(([code, entry]) => [entry.status, code]),
  );
  const messages = new Map(
    Object.entries(baseErrors).map(([code, entry]) => [
      code,
      plainText(chooseVariant(entry.message, () => undefined) as string) as string,
    ]),
  );
  return {
    isViolationCode: (value) => typeof value === "string" && attributesByCode.has(value),
    attributesOf: (code) => attributesByCode.get(code) ?? [],
    isAttribute: (value) => typeof value === "string" && names.has(value),
    isConstraintViolationsCode,
    statusOf: (code) => statuses.get(code),
    messageOf: (code) => messages.get(code),
    genericCodeOf: (status) => generic.get(status),
  };
}

/** Every definition of `section` whose definition the parent or `own` holds, the parent's first. */
function merged<T>(parent: { readonly [name: string]: T } | undefined, own: unknown): { readonly [name: string]: T } {
  return { ...parent, ...(isJsonObject(own) ? (own as { readonly [name: string]: T }) : {}) };
}

/**
 * Defines a catalogue: violation codes, constraint attributes and base
 * errors, as data, extending `coreCatalogue`, `builtInCatalogue` or another
 * catalogue of yours.
 *
 * @remarks
 * The result is typed to exactly its codes (and its parent's): its builders
 * refuse another code or attribute at compile time and at run time, its
 * guards narrow, its base errors carry their status. The definition is
 * copied and frozen; nothing is registered anywhere, so two catalogues in
 * one process never see each other's codes.
 *
 * @param definition - `extends`, `attributes`, `violations`, `baseErrors`
 * @returns the catalogue
 * @throws TypeError listing every problem of the definition: a code or name that is not snake or camel case, a code the parent already has, an entry without its description, an attribute that does not exist, a message that does not parse or reads a member it may not, a status outside 400 to 599, two generic codes for one status, ...
 *
 * @example
 * ```ts
 * const shop = defineCatalogue({
 *   extends: coreCatalogue,
 *   attributes: { skuPattern: { description: "The pattern a SKU must match." } },
 *   violations: {
 *     sku_format_invalid: {
 *       attributes: ["skuPattern"],
 *       description: "The SKU does not have the shop's format.",
 *       message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
 *     },
 *   },
 *   baseErrors: {
 *     payment_required: { status: 402, description: "The plan must be paid.", message: "Payment is required." },
 *   },
 * });
 * shop.violation("sku_format_invalid", { skuPattern: "AB-0000" });
 * shop.statusOf("payment_required"); // 402
 * ```
 * @public
 */
export function defineCatalogue<
  const P extends AnyCatalogue | undefined = undefined,
  const A extends AttributeDefinitions = NoEntries,
  const V extends { readonly [code: string]: ViolationDefinition<CodeOf<Attributes<P>> | CodeOf<A>> } = NoEntries,
  const B extends BaseErrorDefinitions = NoEntries,
>(definition: CatalogueDefinition<P, A, V, B>): Catalogue<Violations<P> & V, Attributes<P> & A, BaseErrors<P> & B> {
  const parent = (isJsonObject(definition) ? definition["extends"] : undefined) as AnyCatalogue | undefined;
  if (parent !== undefined && (typeof parent !== "object" || parent === null || !(CATALOGUE in parent))) {
    throw new TypeError("extends must be a catalogue made by defineCatalogue, such as coreCatalogue");
  }
  const ownAttributes = isJsonObject(definition) ? definition["attributes"] : undefined;
  const attributesSoFar = merged<AttributeDefinition>(parent?.attributes, ownAttributes);
  const forms = new Map<string, AttributeForm>(
    Object.entries(attributesSoFar).map(([name, entry]) => [
      name,
      isJsonObject(entry) ? (entry.form ?? "text") : "text",
    ]),
  );
  const problems = [
    ...definitionProblems(definition, {
      forms,
      parentViolations: new Set(Object.keys(parent?.violations ?? {})),
      parentAttributes: new Set(Object.keys(parent?.attributes ?? {})),
      parentBaseErrors: new Set(Object.keys(parent?.baseErrors ?? {})),
    }),
  ];
  if (problems.length === 0) {
    problems.push(
      ...mergedProblems(
        merged<ViolationDefinition>(parent?.violations, definition.violations),
        attributesSoFar,
        merged<BaseErrorDefinition>(parent?.baseErrors, definition.baseErrors),
      ),
    );
  }
  if (problems.length > 0) {
    throw new TypeError(`the catalogue definition has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  }
  const violations = frozenCopy(merged<ViolationDefinition>(parent?.violations, definition.violations));
  const attributes = frozenCopy(attributesSoFar);
  const baseErrors = frozenCopy(merged<BaseErrorDefinition>(parent?.baseErrors, definition.baseErrors));
  return makeCatalogue(violations, attributes, baseErrors) as never;
}

/**
 * The catalogue of a definition known to be valid (the built-in ones, which
 * a test checks instead), its parts merged in order.
 *
 * @internal
 */
export function _makeCatalogue(
  violations: readonly ViolationDefinitions[],
  attributes: AttributeDefinitions,
  baseErrors: readonly BaseErrorDefinitions[],
): AnyCatalogue {
  return makeCatalogue(
    frozenCopy(Object.assign({}, ...violations)),
    frozenCopy(attributes),
    frozenCopy(Object.assign({}, ...baseErrors)),
  );
}

function makeCatalogue(
  violations: ViolationDefinitions,
  attributes: AttributeDefinitions,
  baseErrors: BaseErrorDefinitions,
): AnyCatalogue {
  const rules = rulesOf(violations, attributes, baseErrors);
  const baseError = (init: unknown) => _buildBaseError(rules.messageOf, init, true);
  const catalogue: AnyCatalogue & { readonly [CATALOGUE]: true } = {
    [CATALOGUE]: true,
    violations,
    attributes,
    baseErrors,
    rules,
    isViolationCode: (value: unknown) => rules.isViolationCode(value),
    isBaseErrorCode: (value: unknown) => typeof value === "string" && rules.statusOf(value) !== undefined,
    isAttribute: (value: unknown) => rules.isAttribute(value),
    statusOf: (code: string) => rules.statusOf(code),
    violation: (code: unknown, attributes?: unknown) => _buildViolation(rules, code, attributes),
    constraintViolationsError: (init: Parameters<typeof _buildConstraintViolationsError>[1]) =>
      _buildConstraintViolationsError(rules, init),
    baseError,
    apiError: (init: {
      readonly code: string;
      readonly cause?: unknown;
      readonly expose?: boolean;
      readonly headers?: unknown;
    }) =>
      new ApiError(baseError(init), {
        status: rules.statusOf(init.code) as number,
        cause: init.cause,
        ...(init.expose === undefined ? {} : { expose: init.expose }),
        ...(init.headers === undefined ? {} : { headers: init.headers as never }),
      }),
    isErrorBody,
    isBaseError: (value: unknown, code?: string) =>
      code === undefined ? isBaseError(value) : isBaseError(value, code),
    isConstraintViolationsError,
    hasViolation: (value: unknown, path: string, code?: string) => hasViolation(value, path, code as never),
    findViolation: (value: unknown, path: string, code?: string) => findViolation(value, path, code as never),
    parseErrorBody: (value: unknown, options?: { readonly strict?: boolean }) =>
      _parseErrorBody(value, options?.strict === true ? rules : undefined),
    errorFromResponse,
    toJSON: (): CatalogueJson => ({
      violations,
      attributes,
      baseErrors,
      constraintViolations: CONSTRAINT_VIOLATIONS as CatalogueJson["constraintViolations"],
    }),
  } as never;
  return Object.freeze(catalogue);
}
