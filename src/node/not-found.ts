import type { ApiError, BaseErrorBody, ToResponseOptions } from "api-error-model";
// The class under another name: the signatures below name the root entry's `ApiError` (see src/ARCHITECTURE.md).
import { ApiError as ApiErrorClass } from "../core/errors/api-error.js";
import { quoteClientText } from "../core/errors/quote-client-text.js";
import { freshTicket } from "../core/wire/boundary.js";
import type { RequestLike } from "./types.js";

/**
 * 404 `route_not_found` for a request no route matches, as the reference
 * server answers it: "No operation matches [GET /path]" (the path without
 * its query string), the method and path quoted by `quoteClientText` (escaped,
 * the method at most 32 characters, the path 256).
 */
export function routeNotFound(
  request: RequestLike,
  options: ToResponseOptions,
): ApiError<BaseErrorBody & { readonly code: "route_not_found" }> {
  const url = request.originalUrl ?? request.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const body: BaseErrorBody & { readonly code: "route_not_found" } = {
    type: "base_error",
    code: "route_not_found",
    message: `No operation matches [${quoteClientText(request.method ?? "GET", { maxLength: 32 })} ${quoteClientText(path)}]`,
    ticket: freshTicket(options),
  };
  return new ApiErrorClass(body, { status: 404 });
}
