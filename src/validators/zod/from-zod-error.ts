import type {
  ConstraintViolationsCode,
  ConstraintViolationsErrorBody,
  ViolationCode,
  ViolationDetail,
} from "api-error-model";
import type { $ZodIssue } from "zod/v4/core";
import {
  type BridgeErrorOptions,
  DEFAULT_FALLBACK_CODE,
  DetailsByKey,
  type KeepMessagesOption,
  KeptMessages,
} from "../shared/bridge-body.js";
import { issueKey } from "../shared/issue-key.js";
import { zodIssueDetail } from "./issue-detail.js";

/**
 * Options of {@link fromZodError}.
 *
 * @public
 */
export interface FromZodErrorOptions extends BridgeErrorOptions, KeepMessagesOption {
  /**
   * Maps one issue to its violation detail (build it with `violation`), or
   * returns `undefined` to keep the built-in mapping. Its detail goes under
   * the issue's own path, for `unrecognized_keys` too.
   */
  readonly mapIssue?: (issue: $ZodIssue) => ViolationDetail | undefined;
  /**
   * The value that was validated. zod keeps an issue's input only when
   * parsing ran with `reportInput: true`; with the input given here, a
   * missing member is told from a `null` one whatever the error messages say.
   */
  readonly input?: unknown;
  /** The code of an issue the catalogue has no code for; {@link DEFAULT_FALLBACK_CODE} when absent. */
  readonly fallback?: ViolationCode;
}

/**
 * A zod error, or its issues: anything with zod v4's `issues`.
 *
 * @public
 */
export type ZodErrorLike = { readonly issues: readonly $ZodIssue[] } | readonly $ZodIssue[];

/**
 * Turns a zod v4 validation failure into a constraint violations error body,
 * mapping every issue to a code of the catalogue with its attributes.
 *
 * @remarks
 * One violation per issue (one per key for `unrecognized_keys`), under the
 * key `formatPath` makes from the issue's path: `protocol.type`,
 * `redirectUrls[0]`, `["a.b"]`, `""` for the whole value. Nothing is
 * dropped: an issue the catalogue has no code for gets `fallback`. A
 * refinement (`refine`, `superRefine`, `custom`) gets, in this order: the
 * detail `mapIssue` returns; the code its `params` name
 * (`{ params: violation("not_unique") }`); the code written as its message
 * (`.refine(isFree, "not_unique")`); `fallback` (default `disallowed_enum`).
 * No message of zod's or of the schema reaches the body, since zod's may
 * quote the input; with `keepMessages: true` the message of a refinement
 * that named no code is kept in `details.messages` under its key (see
 * `RefinementMessages`). zod is
 * not imported: any object with zod v4 issues will do, and zod is an
 * optional peer dependency of this entry only. docs/zod.md lists the mapping
 * of every issue kind.
 *
 * @param error - a `ZodError` (`result.error` of `safeParse`), or its `issues`
 * @param options - the caller's mapping, the validated input, the fallback code, whether to keep refinement messages, and the error's code, message and ticket
 * @returns a constraint violations error body
 * @throws TypeError when there are no issues, or `mapIssue` returns a detail with an unknown code or attribute
 *
 * @example
 * ```ts
 * const result = CreateUser.safeParse(body);
 * if (!result.success) throw new ApiError(fromZodError(result.error, { input: body }));
 * ```
 * @public
 */
export function fromZodError(
  error: ZodErrorLike,
  options: FromZodErrorOptions = {},
): ConstraintViolationsErrorBody & { readonly code: ConstraintViolationsCode } {
  const issues = "issues" in error ? error.issues : error;
  const fallback: ViolationDetail = { code: options.fallback ?? DEFAULT_FALLBACK_CODE };
  const details = new DetailsByKey();
  const kept = new KeptMessages(options);
  for (const issue of issues) {
    const mapped = options.mapIssue?.(issue);
    if (mapped !== undefined) details.add(issueKey(issue.path), mapped);
    else if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        details.add(issueKey(issue.path, key), {
          code: "contained_invalid_field_name",
          constraintAttributes: { invalidFieldName: key },
        });
      }
    } else {
      const key = issueKey(issue.path);
      const detail = zodIssueDetail(issue, options);
      // A refinement that named no code: its message is kept behind the fallback when the caller vouches for it.
      if (detail === undefined && issue.code === "custom") kept.keep(key, issue.message);
      details.add(key, detail ?? fallback);
    }
  }
  return kept.withMessages(details.toError("fromZodError", options));
}
