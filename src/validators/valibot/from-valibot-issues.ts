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
import { type IssuePathStep, issueKey } from "../shared/issue-key.js";
import { absenceCode } from "../shared/value-at-path.js";
import { REFINEMENT_TYPES, valibotIssueDetail } from "./issue-detail.js";
import type { ValibotIssue, ValibotPathItem } from "./valibot-issue.js";

/**
 * Options of {@link fromValibotIssues}.
 *
 * @public
 */
export interface FromValibotIssuesOptions<Issue extends ValibotIssue = ValibotIssue>
  extends BridgeErrorOptions,
    KeepMessagesOption {
  /**
   * Maps one issue to its violation detail (build it with `violation`), or
   * returns `undefined` to keep the built-in mapping.
   */
  readonly mapIssue?: (issue: Issue) => ViolationDetail | undefined;
  /** The code of an issue the catalogue has no code for; {@link DEFAULT_FALLBACK_CODE} when absent. */
  readonly fallback?: ViolationCode;
}

/** The position of every element of a `Set`, by `Set`, each computed once per call: linear in the elements. */
type SetPositions = Map<Set<unknown>, Map<unknown, number>>;

/**
 * The position of a `Set` element in its `Set`, or `undefined` when the step
 * does not carry the `Set`. Never the element itself: it is a value the
 * client may have sent, and a violation key names places, not values.
 */
function setPosition(item: ValibotPathItem, positions: SetPositions): number | undefined {
  const set = item.input;
  if (!(set instanceof Set)) return undefined;
  let byValue = positions.get(set);
  if (byValue === undefined) {
    byValue = new Map();
    for (const value of set) byValue.set(value, byValue.size);
    positions.set(set, byValue);
  }
  return byValue.get(item.value);
}

/**
 * The property key of a valibot path step: a `Map` key that is no property
 * key is written as `String` writes it, a `Set` element as its position.
 */
function stepOf(item: ValibotPathItem, positions: SetPositions): IssuePathStep | undefined {
  const key = item.key;
  if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") return key;
  return item.type === "set" ? setPosition(item, positions) : String(key);
}

function keyOf(issue: ValibotIssue, positions: SetPositions): string {
  const steps: IssuePathStep[] = [];
  for (const item of issue.path ?? []) {
    const step = stepOf(item, positions);
    // A Set element whose Set the issue does not carry: the key stops at the Set.
    if (step !== undefined) steps.push(step);
  }
  return issueKey(steps);
}

/**
 * Turns valibot (v1) issues into a constraint violations error body,
 * mapping every issue type to a code of the catalogue with its attributes.
 *
 * @remarks
 * One violation per issue, under the key `formatPath` makes from the
 * issue's path (`protocol.type`, `redirectUrls[0]`, `["a.b"]`, `""` for the
 * whole value). In this order: `mapIssue`; a missing (`undefined`) or `null`
 * value where a schema wanted one gives `undefined` or `null`; a refinement
 * (`check`, `partialCheck`, `rawCheck`, `custom`, ...) whose message is a
 * violation code gives that code (`v.check(isFree, "not_unique")`); the
 * built-in table (`max_length` to `too_long` with maxLength, `min_length` to
 * `too_short`, or `blank`/`empty` when the input is blank or empty, `regex`
 * to `failed_regex_match`, `email` to `invalid_email`, `picklist` and
 * `variant` to `disallowed_enum` with allowedValues, `integer`, `min_value`,
 * `max_value`, `gt_value`, `lt_value`, ...: docs/valibot.md lists every type);
 * last `fallback` (default `disallowed_enum`). So a refinement gets the
 * detail `mapIssue` returns, else the code written as its message, else
 * `fallback`. No message of valibot's or of the schema reaches the body,
 * since valibot's default messages quote the input
 * (`Invalid input: Received "..."`); with `keepMessages: true` the message
 * of a refinement that named no code is kept in `details.messages` under
 * its key (see `RefinementMessages`). valibot is not imported: any object
 * with valibot's issue members will do.
 *
 * @param issues - the issues of a failed `safeParse` (`result.issues`), or the failure result itself
 * @param options - the caller's mapping, the fallback code, whether to keep refinement messages, and the error's code, message and ticket
 * @returns a constraint violations error body
 * @throws TypeError when there are no issues, or `mapIssue` returns a detail with an unknown code or attribute
 *
 * @example
 * ```ts
 * const result = v.safeParse(CreateUser, body);
 * if (!result.success) throw new ApiError(fromValibotIssues(result.issues));
 * ```
 * @public
 */
export function fromValibotIssues<Issue extends ValibotIssue>(
  issues: readonly Issue[] | { readonly issues: readonly Issue[] },
  options: FromValibotIssuesOptions<Issue> = {},
): ConstraintViolationsErrorBody & { readonly code: ConstraintViolationsCode } {
  const list = "issues" in issues ? issues.issues : issues;
  const fallback: ViolationDetail = { code: options.fallback ?? DEFAULT_FALLBACK_CODE };
  const details = new DetailsByKey();
  const kept = new KeptMessages(options);
  const positions: SetPositions = new Map();
  for (const issue of list) {
    const key = keyOf(issue, positions);
    let detail = options.mapIssue?.(issue);
    if (detail === undefined && issue.kind === "schema") {
      const absence = absenceCode(issue.input);
      if (absence !== undefined) detail = { code: absence };
    }
    if (detail === undefined && REFINEMENT_TYPES.has(issue.type)) {
      if (isCodeOf(options, issue.message)) detail = { code: issue.message };
      else kept.keep(key, issue.message);
    } else if (detail === undefined) detail = valibotIssueDetail(issue);
    details.add(key, detail ?? fallback);
  }
  return kept.withMessages(details.toError("fromValibotIssues", options));
}
