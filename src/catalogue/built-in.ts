// The definition's files one by one, not their merge (built-in-definition.ts): a program that
// uses only the core catalogue then bundles none of the spec's other codes.
import { BUILT_IN_ATTRIBUTES } from "../core/catalogue/built-in/attributes.js";
import { CORE_BASE_ERRORS } from "../core/catalogue/built-in/core-base-errors.js";
import { CORE_VIOLATIONS } from "../core/catalogue/built-in/core-violations.js";
import { SPEC_BASE_ERRORS } from "../core/catalogue/built-in/spec-base-errors.js";
import { SPEC_VIOLATIONS } from "../core/catalogue/built-in/spec-violations.js";
import type { BUILT_IN_BASE_ERRORS, BUILT_IN_VIOLATIONS } from "../core/catalogue/built-in-definition.js";
import type { Catalogue } from "./catalogue.js";
import { _makeCatalogue } from "./define-catalogue.js";

/**
 * The codes the package's own machinery sends, and nothing else: the
 * violation codes of the validator bridges, the list queries, the request
 * body reader and the SQL error mapping; the spec's constraint attributes;
 * the base errors of the boundaries (`invalid_request`, `internal_error`,
 * the generic code of each client error status, `route_not_found`, the
 * gateway statuses). Extend it for an API of your own.
 *
 * @public
 */
export const coreCatalogue: Catalogue<typeof CORE_VIOLATIONS, typeof BUILT_IN_ATTRIBUTES, typeof CORE_BASE_ERRORS> =
  /* @__PURE__ */ _makeCatalogue([CORE_VIOLATIONS], BUILT_IN_ATTRIBUTES, [CORE_BASE_ERRORS]) as never;

/**
 * The whole built-in catalogue: the core's codes and every other code of the
 * spec (its identity product's vocabulary: tenants, identity providers, MFA,
 * `user_not_found`, ...). The root entry's functions behave as its own.
 *
 * @public
 */
export const builtInCatalogue: Catalogue<
  typeof BUILT_IN_VIOLATIONS,
  typeof BUILT_IN_ATTRIBUTES,
  typeof BUILT_IN_BASE_ERRORS
> = /* @__PURE__ */ _makeCatalogue([CORE_VIOLATIONS, SPEC_VIOLATIONS], BUILT_IN_ATTRIBUTES, [
  CORE_BASE_ERRORS,
  SPEC_BASE_ERRORS,
]) as never;
