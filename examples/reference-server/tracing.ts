import { context, ProxyTracerProvider, propagation, type Span, SpanKind, trace } from "@opentelemetry/api";
import { parseTraceparent, type RequestTrace, requestTrace } from "api-error-model";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";

/** The tracer of the server's request spans: a no-op until an OpenTelemetry SDK is registered. */
const tracer = trace.getTracer("api-error-model-reference-server");

/** The provider the API answers with until an SDK is registered: a proxy of this one means no tracing. */
const NO_PROVIDER = new ProxyTracerProvider().getDelegate();

/** Whether an OpenTelemetry SDK is registered: checked per request, since it may be registered after the app is made. */
function tracingRegistered(): boolean {
  const provider = trace.getTracerProvider();
  return !(provider instanceof ProxyTracerProvider) || provider.getDelegate() !== NO_PROVIDER;
}

/** The span of each request in flight that {@link tracing} started, by its `Request`. */
const spans = new WeakMap<Request, Span>();

/** The methods HTTP's semantic conventions name; any other is `_OTHER`. */
const KNOWN_METHODS = new Set(["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "TRACE"]);

/**
 * The context a request's span continues: the registered propagator's
 * reading of its headers, else its `traceparent` read by the package (an SDK
 * registered without a propagator still joins the client's trace).
 */
function parentContext(request: Request) {
  const active = context.active();
  const extracted = propagation.extract(active, request.headers, {
    get: (headers, key) => headers.get(key) ?? undefined,
    keys: (headers) => [...headers.keys()],
  });
  if (trace.getSpanContext(extracted) !== undefined) return extracted;
  const parent = parseTraceparent(request.headers.get("traceparent"));
  return parent === undefined
    ? active
    : trace.setSpanContext(active, {
        traceId: parent.traceId,
        spanId: parent.parentId,
        traceFlags: parent.traceFlags,
        isRemote: true,
      });
}

/** The route template that answered (`/api/v1/users/:id`), or `undefined` (no route matched). */
function routeOf(c: Context): string | undefined {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    // `app.use` registers middleware under the method ALL; a route has its own.
    if (route !== undefined && route.method !== "ALL") return route.path;
  }
  return undefined;
}

/**
 * A server span per request, by OpenTelemetry's HTTP conventions: named
 * `METHOD /route/template`, with the method, the route template and the
 * status, and nothing else of the request (no path, query or header: values
 * the client chose). A request that already has an active span (an HTTP
 * instrumentation made one) is left to it. Without a registered SDK it does
 * nothing (bench: "throughput", the route that touches no database).
 */
export const tracing: MiddlewareHandler = async (c, next) => {
  if (!tracingRegistered() || trace.getActiveSpan() !== undefined) return next();
  const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : "_OTHER";
  const span = tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { "http.request.method": method } },
    parentContext(c.req.raw),
  );
  spans.set(c.req.raw, span);
  try {
    await context.with(trace.setSpan(context.active(), span), next);
  } finally {
    const route = routeOf(c);
    if (route !== undefined) {
      span.setAttribute("http.route", route);
      span.updateName(`${method} ${route}`);
    }
    span.setAttribute("http.response.status_code", c.res.status);
    span.end();
  }
};

/**
 * The trace of a request for the error boundary: its `traceparent` header,
 * and its span (the one {@link tracing} started, else the active one).
 */
export function traceOf(c: Context): RequestTrace {
  return requestTrace({ request: c.req.raw, span: spans.get(c.req.raw) ?? trace.getActiveSpan() });
}
