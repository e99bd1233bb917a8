import { isConstraintAttribute } from "./constraint-attributes.js";
import { isJsonObject } from "./json-object.js";
import type { ParseIssue } from "./result.js";
import { isViolationCode } from "./violation-codes.js";

/** The most issues one parse reports; the rest are counted in one last issue. */
export const MAX_ISSUES = 50;

/**
 * Where a validation writes what it finds. Absent for the guards, which only
 * need a yes or no and so stop at the first problem and allocate nothing.
 */
export interface IssueSink {
  readonly issues: ParseIssue[];
  dropped: number;
}

function report(sink: IssueSink | undefined, path: string, message: string): false {
  if (sink !== undefined) {
    if (sink.issues.length < MAX_ISSUES) sink.issues.push({ path, message });
    else sink.dropped++;
  }
  return false;
}

function join(base: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

// Built only when a problem is reported, so that a valid body costs no allocation.
function detailPath(key: string, index: number): string {
  return `${join("violations", key)}[${index}]`;
}

function checkDetail(
  detail: unknown,
  strict: boolean,
  sink: IssueSink | undefined,
  key: string,
  index: number,
): boolean {
  if (!isJsonObject(detail)) return report(sink, detailPath(key, index), "a violation detail must be an object");
  const code = detail["code"];
  let ok = true;
  if (typeof code !== "string") ok = report(sink, `${detailPath(key, index)}.code`, "code must be a string");
  else if (strict && !isViolationCode(code))
    ok = report(sink, `${detailPath(key, index)}.code`, `unknown violation code ${JSON.stringify(code)}`);
  if (!ok && sink === undefined) return false;
  const attributes = detail["constraintAttributes"];
  if (attributes === undefined) return ok;
  if (!isJsonObject(attributes))
    return report(sink, `${detailPath(key, index)}.constraintAttributes`, "constraintAttributes must be an object");
  for (const name in attributes) {
    if (!Object.hasOwn(attributes, name)) continue;
    if (typeof attributes[name] !== "string") {
      ok = report(
        sink,
        join(`${detailPath(key, index)}.constraintAttributes`, name),
        "a constraint attribute value must be a string",
      );
    } else if (strict && !isConstraintAttribute(name)) {
      ok = report(
        sink,
        join(`${detailPath(key, index)}.constraintAttributes`, name),
        `unknown constraint attribute ${JSON.stringify(name)}`,
      );
    }
    if (!ok && sink === undefined) return false;
  }
  return ok;
}

function checkViolations(violations: unknown, strict: boolean, sink: IssueSink | undefined): boolean {
  if (!isJsonObject(violations)) return report(sink, "violations", "violations must be an object");
  let ok = true;
  for (const key in violations) {
    if (!Object.hasOwn(violations, key)) continue;
    const list = violations[key];
    if (!Array.isArray(list)) {
      ok = report(sink, join("violations", key), "a violation list must be an array");
      if (sink === undefined) return false;
      continue;
    }
    for (let i = 0; i < list.length; i++) {
      if (!checkDetail(list[i], strict, sink, key, i)) {
        ok = false;
        if (sink === undefined) return false;
      }
    }
  }
  return ok;
}

/**
 * Checks that `value` has the shape of an error body. One walk serves both
 * the guards (no sink: stop at the first problem) and `parseErrorBody`
 * (a sink: report every problem). Reads own keys only and writes nothing.
 */
export function checkErrorBody(value: unknown, strict: boolean, sink?: IssueSink): boolean {
  if (!isJsonObject(value)) return report(sink, "", "an error body must be a JSON object");
  const type = value["type"];
  const isViolationsError = type === "constraint_violations_error";
  let ok = true;
  if (!isViolationsError && type !== "base_error") {
    ok = report(sink, "type", 'type must be "base_error" or "constraint_violations_error"');
    if (sink === undefined) return false;
  }
  const code = value["code"];
  if (typeof code !== "string") ok = report(sink, "code", "code must be a string");
  else if (
    strict &&
    isViolationsError &&
    code !== "message_body_constraint_violations" &&
    code !== "request_constraint_violations"
  ) {
    ok = report(sink, "code", `unknown constraint violations code ${JSON.stringify(code)}`);
  }
  if (typeof value["message"] !== "string") ok = report(sink, "message", "message must be a string");
  if (typeof value["ticket"] !== "string") ok = report(sink, "ticket", "ticket must be a string");
  const details = value["details"];
  if (details !== undefined && !isJsonObject(details)) ok = report(sink, "details", "details must be an object");
  if (!ok && sink === undefined) return false;
  if (isViolationsError) return checkViolations(value["violations"], strict, sink) && ok;
  return ok;
}
