/*
 * The built-in catalogue's definition, whole: the core's codes (what the
 * package's own machinery sends) and the spec's others, read from the files
 * of built-in/, one concern each. Adding a code is one entry there.
 */

import { BUILT_IN_ATTRIBUTES } from "./built-in/attributes.js";
import { CONSTRAINT_VIOLATIONS } from "./built-in/constraint-violations.js";
import { CORE_BASE_ERRORS } from "./built-in/core-base-errors.js";
import { CORE_VIOLATIONS } from "./built-in/core-violations.js";
import { SPEC_BASE_ERRORS } from "./built-in/spec-base-errors.js";
import { SPEC_VIOLATIONS } from "./built-in/spec-violations.js";

export { BUILT_IN_ATTRIBUTES, CONSTRAINT_VIOLATIONS, CORE_BASE_ERRORS, CORE_VIOLATIONS };

/**
 * Every violation code of the built-in catalogue: the core's, then the
 * spec's others.
 *
 * @public
 */
export const BUILT_IN_VIOLATIONS: typeof CORE_VIOLATIONS & typeof SPEC_VIOLATIONS = {
  ...CORE_VIOLATIONS,
  ...SPEC_VIOLATIONS,
};

/**
 * Every base error code of the built-in catalogue: the core's, then the
 * spec's and its reference service's.
 *
 * @public
 */
export const BUILT_IN_BASE_ERRORS: typeof CORE_BASE_ERRORS & typeof SPEC_BASE_ERRORS = {
  ...CORE_BASE_ERRORS,
  ...SPEC_BASE_ERRORS,
};
