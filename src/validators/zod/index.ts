/**
 * A bridge from zod v4 to this package's constraint violations error: every
 * zod issue becomes a violation with a catalogue code and its constraint
 * attributes, keyed by the path. zod is an optional peer dependency
 * of this entry and is never imported at run time.
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
export { type FromZodErrorOptions, fromZodError, type ZodErrorLike } from "./from-zod-error.js";
