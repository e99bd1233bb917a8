import type { RequestTrace } from "./request-trace.js";

/** The option `trace` of the boundaries: a request's trace, or a function that gives it for the request. */
export type TraceOption = RequestTrace | ((request: unknown) => RequestTrace | undefined);

/**
 * The trace of `option` for `request` (the function called with it; with
 * nothing for `toResponse`, which sees no request), or `undefined` when
 * there is none or the function throws. Never throws.
 */
export function traceFor(option: TraceOption | undefined, request?: unknown): RequestTrace | undefined {
  try {
    // Anything else that is no trace (a number, a string) fails in the boundary's own try.
    return (typeof option === "function" ? option(request) : option) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * `options` with the trace of `request` when `options.trace` is a function
 * of the request: what `errorBoundary` and the handlers of
 * `api-error-model/node`, which see the request, do. Never throws.
 */
export function withRequestTrace<O extends { readonly trace?: TraceOption | undefined }>(
  options: O,
  request: unknown,
): O {
  return typeof options.trace === "function" ? { ...options, trace: traceFor(options.trace, request) } : options;
}
