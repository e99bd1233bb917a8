import type { Span } from "@opentelemetry/api";
import { expectTypeOf, test } from "vitest";
import type { RequestTrace, ToResponseOptions, TraceSpan } from "../../../../src/index.js";

test("an OpenTelemetry Span is a TraceSpan, as it is and through a function", () => {
  expectTypeOf<Span>().toExtend<TraceSpan>();
  expectTypeOf<{ span: Span; traceparent: string | null }>().toExtend<RequestTrace>();
  expectTypeOf<{ span: () => Span | undefined }>().toExtend<RequestTrace>();
  expectTypeOf<{ trace: { span: () => Span | undefined } }>().toExtend<ToResponseOptions>();
});

test("a span without the members the boundary calls is refused", () => {
  expectTypeOf<{ spanContext(): { traceId: string } }>().not.toExtend<TraceSpan>();
  expectTypeOf<{ trace: { traceparent: number } }>().not.toExtend<ToResponseOptions>();
});
