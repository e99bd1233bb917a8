/**
 * A bridge from any Standard Schema v1 validator (valibot, ArkType, zod, ...)
 * to this package's constraint violations error: one violation per issue,
 * keyed by the issue's path, coded by a mapping you give.
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
export type { StandardSchemaIssue, StandardSchemaPathSegment } from "../shared/standard-schema-issue.js";
export {
  type FromStandardSchemaIssuesOptions,
  fromStandardSchemaIssues,
} from "./from-standard-schema-issues.js";
