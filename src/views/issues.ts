import type { ParseIssue, ParseResult } from "api-error-model";
import { type IssueSink, MAX_ISSUES } from "../core/body/validate-body.js";

/** A sink for the issues of one parse, capped as the core parser caps them. */
export function issueSink(): IssueSink {
  return { issues: [], dropped: 0 };
}

/** Records an issue (or counts it past the cap) and returns `false`, so that `ok = report(...)` reads well. */
export function report(sink: IssueSink, path: string, message: string): false {
  if (sink.issues.length < MAX_ISSUES) sink.issues.push({ path, message });
  else sink.dropped++;
  return false;
}

/**
 * Runs `read`, whose result is only valid when it recorded no issue; a hostile
 * value that throws while being read (a Proxy, a getter) becomes one issue.
 */
export function guardedParse<T>(read: (sink: IssueSink) => T): ParseResult<T> {
  const sink = issueSink();
  let value: T | undefined;
  try {
    value = read(sink);
  } catch {
    sink.issues.push({ path: "", message: "the value could not be read" });
  }
  if (sink.issues.length === 0) return { ok: true, value: value as T };
  if (sink.dropped > 0) sink.issues.push({ path: "", message: `${sink.dropped} more issues were not listed` });
  return { ok: false, issues: sink.issues as unknown as [ParseIssue, ...ParseIssue[]] };
}
