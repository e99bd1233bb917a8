import type {
  ConstraintViolationsCode,
  ConstraintViolationsErrorBody,
  ViolationCode,
  ViolationDetail,
} from "api-error-model";
import {
  type BridgeErrorOptions,
  DEFAULT_FALLBACK_CODE,
  DetailsByKey,
  isCodeOf,
  type KeepMessagesOption,
  KeptMessages,
} from "../shared/bridge-body.js";
import { issueKey } from "../shared/issue-key.js";
import type { StandardSchemaIssue } from "../shared/standard-schema-issue.js";
import { absenceCode, valueAtPath } from "../shared/value-at-path.js";

/**
 * Options of {@link fromStandardSchemaIssues}.
 *
 * @public
 */
export interface FromStandardSchemaIssuesOptions<Issue extends StandardSchemaIssue = StandardSchemaIssue>
  extends BridgeErrorOptions,
    KeepMessagesOption {
  /**
   * Maps one issue to its violation detail (build it with `violation`), or
   * returns `undefined` to leave the issue to `messages`, a code written as
   * its message, `input` and `fallback`. Validators put more on their issues than the spec's
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
 * table; the message itself when it is a violation code (a custom
 * refinement written `v.check(isFree, "not_unique")` or
 * `.refine(isFree, "not_unique")`); with `input`, `undefined` or `null` when
 * the value at the path is missing or null; and last `fallback` (default
 * {@link DEFAULT_FALLBACK_CODE}). Issues at the same path are listed in the
 * order they came. No issue's message reaches the body, since validators'
 * default messages may quote the input (ArkType's, valibot's); with
 * `keepMessages: true` the message of every issue that got the fallback is
 * kept in `details.messages` under its key (see `RefinementMessages`).
 *
 * @param issues - the issues of a failed validation, or the failure result (`{ issues }`) itself
 * @param options - the mapping, the validated input, the fallback code, whether to keep messages, and the error's code, message and ticket
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
  const kept = new KeptMessages(options);
  for (const issue of list) {
    const key = issueKey(issue.path);
    let detail = options.mapIssue?.(issue);
    if (detail === undefined && messages !== undefined && Object.hasOwn(messages, issue.message)) {
      detail = messages[issue.message];
    }
    if (detail === undefined && isCodeOf(options, issue.message)) detail = { code: issue.message };
    if (detail === undefined && hasInput) {
      const code = absenceCode(valueAtPath(options.input, issue.path));
      if (code !== undefined) detail = { code };
    }
    if (detail === undefined) {
      // Nothing named a code: the message is kept behind the fallback when the caller vouches for it.
      kept.keep(key, issue.message);
      detail = fallback;
    }
    details.add(key, detail);
  }
  return kept.withMessages(details.toError("fromStandardSchemaIssues", options));
}
