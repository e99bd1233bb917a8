/**
 * Form libraries (react-hook-form, TanStack Form, ...): a violation key as a
 * form path, and one loop over an error's violations with their sentences.
 *
 * @packageDocumentation
 */

// The entry exports what it owns: its folder's modules (and the private helpers only it
// publishes). A type of the core or of another entry that its signatures use is imported
// by package name (`api-error-model`, `api-error-model/list-query`), so users import it
// from there and the API report shows this entry's own surface.

export { forEachViolation, type ViolationVisitor } from "./for-each-violation.js";
export { type DotIndices, type FormPath, type IsArrayIndex, toFormPath } from "./to-form-path.js";
