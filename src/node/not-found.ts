import type { BaseErrorBody } from "../core/body/bodies.js";
import { ApiError } from "../core/errors/api-error.js";
import { freshTicket, type ToResponseOptions } from "../core/http/boundary.js";
import type { RequestLike } from "./types.js";

/**
 * 404 `route_not_found` for a request no route matches, as the reference
 * server answers it: "No operation matches [GET /path]" (the path without
 * its query string).
 */
export function routeNotFound(
  request: RequestLike,
  options: ToResponseOptions,
): ApiError<BaseErrorBody & { readonly code: "route_not_found" }> {
  const path = (request.originalUrl ?? request.url ?? "/").split("?")[0];
  const body: BaseErrorBody & { readonly code: "route_not_found" } = {
    type: "base_error",
    code: "route_not_found",
    message: `No operation matches [${request.method ?? "GET"} ${path}]`,
    ticket: freshTicket(options),
  };
  return new ApiError(body, { status: 404 });
}
