import type { ErrorDetails, ViolationDetail, Violations } from "api-error-model";
import { isJsonObject } from "../../core/body/json-object.js";
import { quoteClientText } from "../../core/errors/quote-client-text.js";
import { DEFAULT_FALLBACK_CODE } from "./bridge-body.js";

/** The refinement messages a bridge kept in `details.messages` (see `RefinementMessages`), if any. */
function keptMessages(details: ErrorDetails | undefined): { readonly [key: string]: readonly string[] } | undefined {
  const messages = details !== undefined && Object.hasOwn(details, "messages") ? details["messages"] : undefined;
  return isJsonObject(messages) ? (messages as { readonly [key: string]: readonly string[] }) : undefined;
}

/** A detail as a bridge's default fallback makes it: `disallowed_enum` without attributes. */
function isBareFallback(detail: ViolationDetail): boolean {
  return detail.code === DEFAULT_FALLBACK_CODE && detail.constraintAttributes === undefined;
}

/**
 * Calls `visit` for every violation detail, in the order of the body, with
 * the message a bridge kept for it, or `undefined`: a custom refinement that
 * named no code keeps its author's sentence in `details.messages` under its
 * key, and the key's bare fallback details take them in order. A kept
 * message is written as it is, its control and format characters escaped
 * (`\u000a`), uncapped. What `describeError` (messages) and
 * `forEachViolation` (forms) both read.
 */
export function forEachKeptMessage(
  violations: Violations,
  details: ErrorDetails | undefined,
  visit: (key: string, detail: ViolationDetail, kept: string | undefined) => void,
): void {
  const kept = keptMessages(details);
  for (const [key, list] of Object.entries(violations)) {
    const own = kept !== undefined && Object.hasOwn(kept, key) ? kept[key] : undefined;
    let next = 0;
    for (const detail of list) {
      // A refinement that named no code: the author's sentence, kept by the bridge, instead of the fallback's.
      const keptSentence = Array.isArray(own) && isBareFallback(detail) ? own[next] : undefined;
      if (typeof keptSentence === "string") next++;
      visit(
        key,
        detail,
        typeof keptSentence === "string"
          ? quoteClientText(keptSentence, { maxLength: Number.POSITIVE_INFINITY })
          : undefined,
      );
    }
  }
}
