import { isJsonObject } from "./json-object.js";

/**
 * Hears what the body walk finds, for `parseErrorBody` to explain a failure:
 * a member that breaks a rule. Where: the body's member `member` (`""` for
 * the body itself) when `key` is absent; the list of violation `key` when
 * `index` is absent; attribute `name` of the `constraintAttributes` of its
 * detail `index` when `name` is given; else member `member` of that detail
 * (`""` for the detail itself). Without one, the walk allocates nothing.
 *
 * Positional arguments, not one record: the record costs 22 bytes (gzip) in
 * the guards' bundle, whose size floor stays ("guards with the code list" in
 * .size-limit.json, 1.85 KB; measured 1872 B with the record).
 */
export type BodySink = (member: string, key?: string, index?: number, name?: string) => void;

type Members = { readonly [key: string]: unknown };

/** Reports a problem to the sink, if any; always `false`, the verdict. */
function problem(sink: BodySink | undefined, member: string, key?: string, index?: number, name?: string): false {
  sink?.(member, key, index, name);
  return false;
}

/**
 * Whether plain reads of the members named in this file find own members
 * only: the prototype is `null`, or `Object.prototype` (what `JSON.parse`
 * makes) holding none of those names. Call it after reading the members: V8
 * then knows the object's map and answers this check from it ("check parsed
 * body", isErrorBody against ajv: 0.41x for a base error, 0.85x for 3
 * violations, 1.01x for 200; asked before the reads, 0.77x, 1.21x and 1.18x).
 * The names are written out, not looped over: V8 answers constant names from
 * the prototype's map (with a loop, 3.9x for a base error).
 */
function readsOnlyOwn(object: object): boolean {
  const proto: object | null = Object.getPrototypeOf(object);
  // Stryker disable ConditionalExpression: equivalent, both only choose between the fast reads and the own copy, which agree whenever the fast path is taken.
  return (
    proto === null ||
    (proto === Object.prototype &&
      // Stryker restore ConditionalExpression
      !(
        "type" in proto ||
        "code" in proto ||
        "message" in proto ||
        "ticket" in proto ||
        "details" in proto ||
        "violations" in proto ||
        "constraintAttributes" in proto
      ))
  );
}

/**
 * A null-prototype copy of the own members of `object` that this file reads:
 * for an object whose plain reads could find inherited members (a class
 * instance, an `Object.create` chain, a polluted `Object.prototype`), so that
 * one checking path serves both kinds. Rare, and it reads each member once.
 */
function ownCopy(object: object): Members {
  const copy: Record<string, unknown> = Object.create(null);
  for (const name of ["type", "code", "message", "ticket", "details", "violations", "constraintAttributes"]) {
    if (Object.hasOwn(object, name)) copy[name] = (object as Record<string, unknown>)[name];
  }
  return copy;
}

/**
 * The one walk of an error body's rules, behind the guards, `ApiError` and
 * `parseErrorBody`: the spec's required members with their types, lenient
 * about the catalogue (unknown codes and attribute names are allowed). Own
 * members only: a polluted prototype supplies no member.
 *
 * @remarks
 * Without a sink it builds no strings and allocates nothing for a plain
 * object, so the guards stay small and fast; with one, it reports every
 * problem (see {@link BodySink}). The rare case (members that could be
 * inherited) walks a copy of the own members: one set of rules for both.
 */
export function isBodyShape(value: unknown, sink?: BodySink): boolean {
  if (typeof value !== "object" || value === null) return problem(sink, "");
  const object = value as Members;
  const type = object["type"];
  const code = object["code"];
  const message = object["message"];
  const ticket = object["ticket"];
  const details = object["details"];
  // Arrays (their prototype is Array.prototype, unless it was changed) are
  // turned away after the reads, where the check costs a tenth of the walk,
  // not a fifth; objects whose plain reads could find inherited members are
  // walked again as a copy of their own members.
  if (!readsOnlyOwn(object) || Array.isArray(object)) return isOwnBodyShape(object, sink);
  const violationsError = type === "constraint_violations_error";
  let ok = violationsError || type === "base_error" || problem(sink, "type");
  if (typeof code !== "string") ok = problem(sink, "code");
  if (typeof message !== "string") ok = problem(sink, "message");
  if (typeof ticket !== "string") ok = problem(sink, "ticket");
  if (details !== undefined && !isJsonObject(details)) ok = problem(sink, "details");
  if (violationsError && !isViolationsShape(object["violations"], sink)) ok = false;
  return ok;
}

/**
 * `isBodyShape` for an object whose plain reads could find inherited members
 * (every array among them): a copy of its own members. A function of its
 * own, so that `isBodyShape` has no recursion and V8 inlines it whole into
 * the guards ("check parsed body: base error", isErrorBody against ajv:
 * 0.41x, and 0.85x with the recursion written in `isBodyShape`).
 */
function isOwnBodyShape(object: object, sink: BodySink | undefined): boolean {
  return Array.isArray(object) ? problem(sink, "") : isBodyShape(ownCopy(object), sink);
}

// Ownership is asked only of a key whose value fails: the answer is the same
// as checking own keys first (an inherited key can never fail a body), and a
// valid body saves one property lookup per key ("check parsed body",
// isErrorBody against ajv: 1.21x rather than 1.58x for 3 violations, 1.18x
// rather than 1.42x for 200). A sink may hear of an inherited key's
// problems: it drops them (see validate-body.ts).
function isViolationsShape(violations: unknown, sink: BodySink | undefined): boolean {
  if (!isJsonObject(violations)) return problem(sink, "violations");
  let ok = true;
  for (const key in violations) {
    if (!isDetailList(violations[key], key, sink)) ok = !Object.hasOwn(violations, key) && ok;
  }
  return ok;
}

function isDetailList(list: unknown, key: string, sink: BodySink | undefined): boolean {
  if (!Array.isArray(list)) return problem(sink, "", key);
  let ok = true;
  for (let i = 0; i < list.length; i++) {
    let detail = list[i] as unknown as Members;
    if (!isJsonObject(detail)) ok = problem(sink, "", key, i);
    else {
      let code = detail["code"];
      // After the read of `code`, when V8 knows the detail's map (see readsOnlyOwn);
      // before that of constraintAttributes, which only some details have.
      if (!readsOnlyOwn(detail)) {
        detail = ownCopy(detail);
        code = detail["code"];
      }
      if (typeof code !== "string") ok = problem(sink, "code", key, i);
      const attributes = detail["constraintAttributes"];
      if (attributes === undefined) {
        // A detail without attributes.
      } else if (!isJsonObject(attributes)) ok = problem(sink, "constraintAttributes", key, i);
      else {
        for (const name in attributes) {
          if (typeof attributes[name] !== "string" && Object.hasOwn(attributes, name)) {
            ok = problem(sink, "", key, i, name);
          }
        }
      }
    }
  }
  return ok;
}
