import { BUILT_IN_RULES, type CatalogueRules } from "../catalogue/rules.js";
import type { ErrorBody } from "./bodies.js";
import type { ParseIssue, ParseResult } from "./result.js";
import { isBodyShape } from "./shape.js";
import { checkErrorBody, type IssueSink } from "./validate-body.js";

/**
 * Options of {@link parseErrorBody}.
 *
 * @public
 */
export interface ParseErrorBodyOptions {
  /**
   * Accept exactly what this package's builders make, as
   * `strictJsonSchemas` (entry `api-error-model/schema`) does: the
   * catalogue's violation codes, attribute names and constraint violations
   * codes only; no member a body, a detail or its attributes does not
   * define; a non-empty base code; at least one violation, one detail per
   * list and one attribute per `constraintAttributes`. Off by default: a
   * newer server may send codes and members this client does not know yet.
   */
  readonly strict?: boolean;
}

/**
 * Checks that an untrusted value (a parsed response body) is an error body.
 *
 * @remarks
 * Never throws, reads own members only, writes nothing, and takes time linear
 * in the size of the value. It reports every problem it finds (up to 50, then
 * one issue counting the rest), each with its path. On success the value is
 * returned as it is, typed: an unknown violation code is kept, typed as
 * `ViolationCode | (string & {})`, unless `strict` is set. The rules are
 * those of the guards (one walk serves both), so `isErrorBody(x)` is true
 * exactly when `parseErrorBody(x).ok` is.
 *
 * @param value - anything, such as the result of `JSON.parse`
 * @param options - `strict` to accept only what this package's builders make
 * @returns `{ ok: true, value }` or `{ ok: false, issues }`
 *
 * @example
 * ```ts
 * const result = parseErrorBody(await response.json());
 * if (result.ok) console.log(result.value.ticket);
 * ```
 * @public
 */
export function parseErrorBody(value: unknown, options: ParseErrorBodyOptions = {}): ParseResult<ErrorBody> {
  return _parseErrorBody(value, options.strict === true ? BUILT_IN_RULES : undefined);
}

/**
 * `parseErrorBody` with a catalogue's rules for the strict mode (`undefined`
 * for the lenient one).
 *
 * @internal
 */
export function _parseErrorBody(value: unknown, strict: CatalogueRules | undefined): ParseResult<ErrorBody> {
  // The common case, a valid body, takes the guards' allocation-free path.
  try {
    if (strict === undefined && isBodyShape(value)) return { ok: true, value: value as ErrorBody };
  } catch {
    // Explained below by the walk that reports issues.
  }
  const sink: IssueSink = { issues: [], dropped: 0 };
  let ok: boolean;
  try {
    ok = checkErrorBody(value, strict, sink);
  } catch {
    // Only a hostile object (a Proxy, a throwing getter) gets here: JSON never does.
    ok = false;
    sink.issues.push({ path: "", message: "the value could not be read" });
  }
  if (ok) return { ok: true, value: value as ErrorBody };
  if (sink.dropped > 0) sink.issues.push({ path: "", message: `${sink.dropped} more issues were not listed` });
  return { ok: false, issues: sink.issues as unknown as [ParseIssue, ...ParseIssue[]] };
}
