import type { CatalogueRules } from "../catalogue/rules.js";
import { isJsonObject, ownMember } from "./json-object.js";
import { formatPath, type PathSegment } from "./path.js";
import type { ParseIssue } from "./result.js";
import { isBodyShape } from "./shape.js";

type JsonObject = { readonly [key: string]: unknown };

/** The most issues one parse reports; the rest are counted in one last issue. */
export const MAX_ISSUES = 50;

/** Where a parse writes the issues it finds. */
export interface IssueSink {
  readonly issues: ParseIssue[];
  dropped: number;
}

// The path is built only when the issue is kept: a long key under many bad
// details would otherwise cost (details x key length), not linear time.
function report(sink: IssueSink, path: () => string, message: string): void {
  if (sink.issues.length < MAX_ISSUES) sink.issues.push({ path: path(), message });
  else sink.dropped++;
}

/**
 * The path of what the walk names (see `BodySink`): a body member, a
 * violation list, a detail, one of its members, or one of its attributes.
 */
function placePath(member: string, key?: string, index?: number, name?: string): string {
  const segments: PathSegment[] = key === undefined ? [] : ["violations", key];
  if (index !== undefined) segments.push(index);
  if (name !== undefined) segments.push("constraintAttributes", name);
  else if (member !== "") segments.push(member);
  return formatPath(segments);
}

/** What is wrong with what the walk names. */
function problemMessage(member: string, key?: string, index?: number, name?: string): string {
  if (name !== undefined) return "a constraint attribute value must be a string";
  if (member === "") {
    if (key === undefined) return "an error body must be a JSON object";
    return index === undefined ? "a violation list must be an array" : "a violation detail must be an object";
  }
  if (member === "type") return 'type must be "base_error" or "constraint_violations_error"';
  return `${member} must be ${member === "code" || member === "message" || member === "ticket" ? "a string" : "an object"}`;
}

/**
 * The strict mode's rules, on top of the walk's: what this package's builders
 * make, and `strictJsonSchemas` accepts. Closed objects (no member the body,
 * a detail or its attributes does not define), the catalogue's violation
 * codes, attribute names and constraint violations codes, a non-empty base
 * code, at least one violation, at least one detail per list, at least one
 * attribute in a `constraintAttributes`. Only strict mode asks them, so they
 * stay out of the guards' walk; a part the walk rejects (a list that is no
 * array, say) is skipped here.
 */
function checkStrict(value: unknown, sink: IssueSink, rules: CatalogueRules): void {
  if (!isJsonObject(value)) return;
  const type = ownMember(value, "type");
  const code = ownMember(value, "code");
  if (type === "base_error") {
    if (code === "") report(sink, () => "code", "code must not be empty");
    checkMembers(value, BASE_MEMBERS, sink);
    return;
  }
  if (type !== "constraint_violations_error") return;
  checkMembers(value, VIOLATIONS_MEMBERS, sink);
  if (typeof code === "string" && !rules.isConstraintViolationsCode(code)) {
    report(sink, () => "code", `unknown constraint violations code ${JSON.stringify(code)}`);
  }
  const violations = ownMember(value, "violations");
  if (!isJsonObject(violations)) return;
  const keys = Object.keys(violations);
  if (keys.length === 0) report(sink, () => "violations", "there must be at least one violation");
  for (const key of keys) {
    const list = violations[key];
    if (!Array.isArray(list)) continue;
    if (list.length === 0) report(sink, () => placePath("", key), "a violation list must not be empty");
    for (let i = 0; i < list.length; i++) {
      const detail: unknown = list[i];
      if (isJsonObject(detail)) checkStrictDetail(detail, key, i, sink, rules);
    }
  }
}

function checkStrictDetail(
  detail: JsonObject,
  key: string,
  index: number,
  sink: IssueSink,
  rules: CatalogueRules,
): void {
  checkMembers(detail, DETAIL_MEMBERS, sink, key, index);
  const code = ownMember(detail, "code");
  if (typeof code === "string" && !rules.isViolationCode(code)) {
    report(sink, () => placePath("code", key, index), `unknown violation code ${JSON.stringify(code)}`);
  }
  const attributes = ownMember(detail, "constraintAttributes");
  if (!isJsonObject(attributes)) return;
  const names = Object.keys(attributes);
  if (names.length === 0) {
    report(sink, () => placePath("constraintAttributes", key, index), "constraintAttributes must not be empty");
  }
  for (const name of names) {
    if (!rules.isAttribute(name)) {
      report(sink, () => placePath("", key, index, name), `unknown constraint attribute ${JSON.stringify(name)}`);
    }
  }
}

const BASE_MEMBERS: readonly string[] = ["type", "code", "message", "ticket", "details"];
const VIOLATIONS_MEMBERS: readonly string[] = [...BASE_MEMBERS, "violations"];
const DETAIL_MEMBERS: readonly string[] = ["code", "constraintAttributes"];

/** Reports every own member of `object` (the body, or detail `index` of violation `key`) that `allowed` does not list. */
function checkMembers(object: JsonObject, allowed: readonly string[], sink: IssueSink, key?: string, index?: number) {
  for (const name of Object.keys(object)) {
    if (!allowed.includes(name))
      report(sink, () => placePath(name, key, index), `unknown member ${JSON.stringify(name)}`);
  }
}

/**
 * Checks that `value` is an error body and reports every problem to `sink`:
 * the walk of `isBodyShape` with a sink that words its findings, plus, when
 * `strict`, the rules of the strict mode. Reads own keys only and writes
 * nothing but the sink.
 */
export function checkErrorBody(value: unknown, strict: CatalogueRules | undefined, sink: IssueSink): boolean {
  // The walk may tell of an inherited violation key's problems, which no body has: dropped here.
  const violations = isJsonObject(value) ? ownMember(value, "violations") : undefined;
  const ok = isBodyShape(value, (member, key, index, name) => {
    if (key !== undefined && !(isJsonObject(violations) && Object.hasOwn(violations, key))) return;
    report(sink, () => placePath(member, key, index, name), problemMessage(member, key, index, name));
  });
  if (!strict) return ok;
  const before = sink.issues.length + sink.dropped;
  checkStrict(value, sink, strict);
  return ok && sink.issues.length + sink.dropped === before;
}
