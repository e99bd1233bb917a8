/**
 * A page for every code of a catalogue: what it means, when a service sends
 * it and how a client fixes the request, its attributes, an example body,
 * its status and its message in every locale; as HTML, Markdown and JSON,
 * served by a Fetch handler where a problem's `type` points, or written as
 * a static site.
 *
 * @packageDocumentation
 */

export {
  ERROR_PAGE_CONTENT_TYPES,
  type ErrorIndexJson,
  type ErrorPageDocument,
  type ErrorPageFormat,
  type ErrorPageNotFound,
  type ErrorPageOptions,
  type ErrorPageResult,
  errorIndex,
  errorPage,
} from "./error-page.js";
export { type ErrorPagesHandlerOptions, errorPagesHandler } from "./handler.js";
export { negotiateMediaType } from "./negotiate-media-type.js";
export type {
  ErrorCodeKind,
  ErrorIndexEntry,
  ErrorPageData,
  ErrorPageField,
  ErrorPageMessage,
} from "./page-data.js";
export { PAGE_WORDS, type PageWords } from "./words.js";
