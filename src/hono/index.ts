/**
 * Hono in one line each: `onError` for `app.onError`, `routeNotFound` for
 * `app.notFound` (404 `route_not_found`, 405 `method_not_allowed` with
 * `Allow`), and `jsonBody`, a validator middleware for a JSON body checked by
 * a zod, valibot or any Standard Schema schema. Hono is not imported at run
 * time; its types are (it is an optional peer dependency of this entry).
 *
 * @packageDocumentation
 */

// What the entry owns; the options of every boundary (ToResponseOptions) and the error
// bodies come from the root entry, a Standard Schema result's issues from
// `api-error-model/standard-schema`.

export {
  jsonBody,
  type SchemaInput,
  type SchemaOutput,
  type StandardSchemaLike,
  type StandardSchemaResult,
} from "./json-body.js";
export { onError } from "./on-error.js";
export { routeNotFound } from "./route-not-found.js";
export type { HonoAppLike, HonoContextLike, JsonBodyOptions } from "./types.js";
