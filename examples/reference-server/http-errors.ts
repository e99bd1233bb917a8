import { ApiError, baseError } from "api-error-model";

/** The largest request body the server reads: 4 MiB. A larger one is answered with 413 `payload_too_large`. */
export const BODY_LIMIT_BYTES: number = 4 * 1024 * 1024;

/** 404 `route_not_found`: no operation lives at this path. */
export function routeNotFound(method: string, path: string): ApiError {
  return new ApiError(baseError({ code: "route_not_found", message: `No operation matches [${method} ${path}]` }), {
    status: 404,
  });
}

/** 405 `method_not_allowed`: the path is known, the method is not; the response also carries `Allow`. */
export function methodNotAllowed(method: string, path: string, allowed: readonly string[]): ApiError {
  return new ApiError(
    baseError({
      code: "method_not_allowed",
      message: `Method [${method}] is not allowed on [${path}]; allowed: ${allowed.join(", ")}`,
      details: { allowedMethods: [...allowed] },
    }),
    { status: 405, headers: { allow: allowed.join(", ") } },
  );
}

/** 413 `payload_too_large`: the body is over {@link BODY_LIMIT_BYTES}. */
export function payloadTooLarge(limit: number): ApiError {
  return new ApiError(
    baseError({
      code: "payload_too_large",
      message: `The request body is larger than ${limit} bytes`,
      details: { maxBytes: limit },
    }),
    { status: 413 },
  );
}

/** 400 `invalid_request`: the request cannot be read at all (here: a body that is not a JSON object). */
export function invalidRequest(message: string): ApiError {
  return new ApiError(baseError({ code: "invalid_request", message }));
}

/**
 * The client went away (reset or aborted its connection) while its request
 * body was arriving: no one is left to answer, and it is no failure of the
 * server. The error boundary counts it instead of logging it as unexpected.
 */
export class ClientGoneError extends Error {
  override readonly name = "ClientGoneError";

  /** @param cause - what the body stream failed with */
  constructor(cause: unknown) {
    super("The client went away while its request body was arriving", { cause });
  }
}
