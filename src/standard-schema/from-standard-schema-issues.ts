import { type BridgeErrorOptions, DEFAULT_FALLBACK_CODE, DetailsByKey } from "../bridge/bridge-body.js";
import { issueKey } from "../bridge/issue-key.js";
import type { StandardSchemaIssue } from "../bridge/standard-schema-issue.js";
import { absenceCode, valueAtPath } from "../bridge/value-at-path.js";
import type { ConstraintViolationsErrorBody, ViolationDetail } from "../core/body/bodies.js";
import type { ConstraintViolationsCode } from "../core/catalogue/base-codes.js";
import type { ViolationCode } from "../core/catalogue/violation-codes.js";

/**
 * Options of {@link fromStandardSchemaIssues}.
 *
 * @public
 */
export interface FromStandardSchemaIssuesOptions<Issue extends StandardSchemaIssue = StandardSchemaIssue>
  extends BridgeErrorOptions {
  /**
   * Maps one issue to its violation detail (build it with `violation`), or
   * returns `undefined` to leave the issue to `messages`, `input` and
   * `fallback`. Validators put more on their issues than the spec's
   * `message` and `path` (valibot's `type`, zod's `code`): read them here.
   */
  readonly mapIssue?: (issue: Issue) => ViolationDetail | undefined;
  /**
   * Violation details by issue message, for validators whose messages you
   * set yourself (`v.pipe(v.string(), v.email("invalid_email"))`). Own keys
   * only: a message such as `"toString"` never reads an inherited member.
   */
  readonly messages?: { readonly [message: string]: ViolationDetail };
  /**
   * The value that was validated. When given, an issue that no mapping
   * claims at a path where the value is missing or `undefined` becomes
   * `undefined`, and one where it is `null` becomes `null`.
   */
  readonly input?: unknown;
  /** The code of an issue that nothing maps; {@link DEFAULT_FALLBACK_CODE} when absent. */
  readonly fallback?: ViolationCode;
}

/**
 * Turns the issues of any Standard Schema v1 validator (valibot, ArkType,
 * zod, ...) into a constraint violations error body.
 *
 * @remarks
 * Every issue becomes one violation under the key `formatPath` makes from
 * its path (nested fields dotted, indices in brackets, the whole value
 * `""`). A Standard Schema issue carries only a message and a path, so its
 * violation code comes from, in this order: `mapIssue`; the `messages`
 * table; with `input`, `undefined` or `null` when the value at the path is
 * missing or null; and last `fallback` (default
 * {@link DEFAULT_FALLBACK_CODE}). Issues at the same path are listed in the
 * order they came.
 *
 * @param issues - the issues of a failed validation, or the failure result (`{ issues }`) itself
 * @param options - the mapping, the validated input, the fallback code, and the error's code, message and ticket
 * @returns a constraint violations error body with one violation per issue
 * @throws TypeError when there are no issues, or a mapping returns a detail with an unknown code or attribute
 *
 * @example
 * ```ts
 * const result = await schema["~standard"].validate(body);
 * if (result.issues) {
 *   throw new ApiError(fromStandardSchemaIssues(result.issues, {
 *     input: body,
 *     messages: { "not an email": violation("invalid_email") },
 *   }));
 * }
 * ```
 * @public
 */
export function fromStandardSchemaIssues<Issue extends StandardSchemaIssue>(
  issues: readonly Issue[] | { readonly issues: readonly Issue[] },
  options: FromStandardSchemaIssuesOptions<Issue> = {},
): ConstraintViolationsErrorBody & { readonly code: ConstraintViolationsCode } {
  const list = "issues" in issues ? issues.issues : issues;
  const messages = options.messages;
  const hasInput = Object.hasOwn(options, "input");
  const fallback: ViolationDetail = { code: options.fallback ?? DEFAULT_FALLBACK_CODE };
  const details = new DetailsByKey();
  for (const issue of list) {
    let detail = options.mapIssue?.(issue);
    if (detail === undefined && messages !== undefined && Object.hasOwn(messages, issue.message)) {
      detail = messages[issue.message];
    }
    if (detail === undefined && hasInput) {
      const code = absenceCode(valueAtPath(options.input, issue.path));
      if (code !== undefined) detail = { code };
    }
    details.add(issueKey(issue.path), detail ?? fallback);
  }
  return details.toError("fromStandardSchemaIssues", options);
}
