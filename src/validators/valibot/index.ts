/**
 * A bridge from valibot (v1) to this package's constraint violations error:
 * every valibot issue becomes a violation with a catalogue code and its
 * constraint attributes, keyed by the issue's path. valibot is never
 * imported: the issues are read by their members.
 *
 * @packageDocumentation
 */

export {
  type BridgeCatalogue,
  type BridgeErrorOptions,
  DEFAULT_FALLBACK_CODE,
  type KeepMessagesOption,
  type RefinementMessages,
} from "../shared/bridge-body.js";
export { type FromValibotIssuesOptions, fromValibotIssues } from "./from-valibot-issues.js";
export type { ValibotIssue, ValibotPathItem } from "./valibot-issue.js";
