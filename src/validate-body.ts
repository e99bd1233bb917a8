import { isConstraintAttribute } from "./constraint-attributes.js";
import { isJsonObject, ownMember } from "./json-object.js";
import { isIdentifier } from "./path.js";
import type { ParseIssue } from "./result.js";
import { isViolationCode } from "./violation-codes.js";

/** The most issues one parse reports; the rest are counted in one last issue. */
export const MAX_ISSUES = 50;

/**
 * Where a validation writes what it finds. The guards do not come here: they
 * use the allocation-free `isBodyShape`, and this walk only explains a failure.
 */
export interface IssueSink {
  readonly issues: ParseIssue[];
  dropped: number;
}

// The path is built only when the issue is kept: a long key under many bad
// details would otherwise cost (details x key length), not linear time.
function report(sink: IssueSink, path: () => string, message: string): false {
  if (sink.issues.length < MAX_ISSUES) sink.issues.push({ path: path(), message });
  else sink.dropped++;
  return false;
}

function join(base: string, key: string): string {
  return isIdentifier(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

function detailPath(key: string, index: number): string {
  return `${join("violations", key)}[${index}]`;
}

function checkDetail(detail: unknown, strict: boolean, sink: IssueSink, key: string, index: number): boolean {
  if (!isJsonObject(detail)) return report(sink, () => detailPath(key, index), "a violation detail must be an object");
  const code = ownMember(detail, "code");
  let ok = true;
  if (typeof code !== "string") ok = report(sink, () => `${detailPath(key, index)}.code`, "code must be a string");
  else if (strict && !isViolationCode(code))
    ok = report(sink, () => `${detailPath(key, index)}.code`, `unknown violation code ${JSON.stringify(code)}`);
  const attributes = ownMember(detail, "constraintAttributes");
  if (attributes === undefined) return ok;
  if (!isJsonObject(attributes))
    return report(
      sink,
      () => `${detailPath(key, index)}.constraintAttributes`,
      "constraintAttributes must be an object",
    );
  for (const name in attributes) {
    if (!Object.hasOwn(attributes, name)) continue;
    if (typeof attributes[name] !== "string") {
      ok = report(
        sink,
        () => join(`${detailPath(key, index)}.constraintAttributes`, name),
        "a constraint attribute value must be a string",
      );
    } else if (strict && !isConstraintAttribute(name)) {
      ok = report(
        sink,
        () => join(`${detailPath(key, index)}.constraintAttributes`, name),
        `unknown constraint attribute ${JSON.stringify(name)}`,
      );
    }
  }
  return ok;
}

function checkViolations(violations: unknown, strict: boolean, sink: IssueSink): boolean {
  if (!isJsonObject(violations)) return report(sink, () => "violations", "violations must be an object");
  let ok = true;
  for (const key in violations) {
    if (!Object.hasOwn(violations, key)) continue;
    const list = violations[key];
    if (!Array.isArray(list)) {
      ok = report(sink, () => join("violations", key), "a violation list must be an array");
      continue;
    }
    for (let i = 0; i < list.length; i++) {
      if (!checkDetail(list[i], strict, sink, key, i)) ok = false;
    }
  }
  return ok;
}

/**
 * Checks that `value` is an error body and reports every problem to `sink`
 * (the rules of `isBodyShape`, plus the catalogue in strict mode). Reads own
 * keys only and writes nothing but the sink.
 */
export function checkErrorBody(value: unknown, strict: boolean, sink: IssueSink): boolean {
  if (!isJsonObject(value)) return report(sink, () => "", "an error body must be a JSON object");
  const type = ownMember(value, "type");
  const isViolationsError = type === "constraint_violations_error";
  let ok = true;
  if (!isViolationsError && type !== "base_error") {
    ok = report(sink, () => "type", 'type must be "base_error" or "constraint_violations_error"');
  }
  const code = ownMember(value, "code");
  if (typeof code !== "string") ok = report(sink, () => "code", "code must be a string");
  else if (
    strict &&
    isViolationsError &&
    code !== "message_body_constraint_violations" &&
    code !== "request_constraint_violations"
  ) {
    ok = report(sink, () => "code", `unknown constraint violations code ${JSON.stringify(code)}`);
  }
  if (typeof ownMember(value, "message") !== "string") ok = report(sink, () => "message", "message must be a string");
  if (typeof ownMember(value, "ticket") !== "string") ok = report(sink, () => "ticket", "ticket must be a string");
  const details = ownMember(value, "details");
  if (details !== undefined && !isJsonObject(details)) ok = report(sink, () => "details", "details must be an object");
  if (isViolationsError) return checkViolations(ownMember(value, "violations"), strict, sink) && ok;
  return ok;
}
