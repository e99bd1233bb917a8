import type { Span } from "@opentelemetry/api";
import { expectTypeOf, test } from "vitest";
import type { RequestTrace, RequestTraceInit, ToResponseOptions, TraceSpan } from "../../../../src/index.js";

test("an OpenTelemetry Span is a TraceSpan: requestTrace takes trace.getActiveSpan() as it is", () => {
  expectTypeOf<Span>().toExtend<TraceSpan>();
  expectTypeOf<{ span: Span | undefined; traceparent: string | null; request: Request }>().toExtend<RequestTraceInit>();
});

test("the option trace: a trace, or a function of the request that gives one", () => {
  expectTypeOf<{ trace: RequestTrace }>().toExtend<ToResponseOptions>();
  expectTypeOf<{ trace: (request: unknown) => RequestTrace | undefined }>().toExtend<ToResponseOptions>();
  expectTypeOf<{ trace: { traceparent: string } }>().not.toExtend<ToResponseOptions>();
});

test("a span without the members requestTrace calls is refused", () => {
  expectTypeOf<{ spanContext(): { traceId: string } }>().not.toExtend<TraceSpan>();
});
