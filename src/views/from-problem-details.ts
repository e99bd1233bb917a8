import type { ConstraintAttributes, ErrorBody, ParseResult, ViolationDetail } from "api-error-model";
import { isJsonObject, setOwn } from "../core/body/json-object.js";
import { formatPath } from "../core/body/path.js";
import type { IssueSink } from "../core/body/validate-body.js";
import { guardedParse, report } from "./issues.js";
import { keyFromPointer } from "./json-pointer.js";

type JsonObject = { readonly [key: string]: unknown };

/** An own member only: inherited names are never read. */
function own(object: JsonObject, name: string): unknown {
  return Object.hasOwn(object, name) ? object[name] : undefined;
}

/** The members that can name where a violation is, in the order they are tried. */
const LOCATIONS = ["key", "pointer", "parameter", "header"] as const;

function readKey(entry: JsonObject, index: number, sink: IssueSink): string | undefined {
  for (const name of LOCATIONS) {
    const value = own(entry, name);
    if (value === undefined) continue;
    if (typeof value !== "string") {
      report(sink, formatPath(["errors", index, name]), `${name} must be a string`);
      return undefined;
    }
    if (name !== "pointer") return value;
    const key = keyFromPointer(value);
    if (key === undefined) report(sink, formatPath(["errors", index, name]), "pointer is not a JSON Pointer");
    return key;
  }
  report(sink, formatPath(["errors", index]), "an error needs a pointer, a parameter or a header");
  return undefined;
}

function readAttributes(value: unknown, index: number, sink: IssueSink): ConstraintAttributes {
  const out: Record<string, string> = {};
  if (!isJsonObject(value)) {
    report(sink, formatPath(["errors", index, "constraintAttributes"]), "constraintAttributes must be an object");
    return out;
  }
  for (const name of Object.keys(value)) {
    const attribute = value[name];
    if (typeof attribute === "string") setOwn(out, name, attribute);
    else {
      report(
        sink,
        formatPath(["errors", index, "constraintAttributes", name]),
        "a constraint attribute value must be a string",
      );
    }
  }
  return out as ConstraintAttributes;
}

/** Reads one entry of `errors` into `violations`, grouped by key in the order keys first appear. */
function readError(entry: unknown, index: number, violations: Record<string, unknown>, sink: IssueSink): void {
  if (!isJsonObject(entry)) {
    report(sink, formatPath(["errors", index]), "an error must be an object");
    return;
  }
  const code = own(entry, "code");
  if (typeof code !== "string") report(sink, formatPath(["errors", index, "code"]), "code must be a string");
  const key = readKey(entry, index, sink);
  const attributes = own(entry, "constraintAttributes");
  const detail: ViolationDetail =
    attributes === undefined
      ? { code: code as string }
      : { code: code as string, constraintAttributes: readAttributes(attributes, index, sink) };
  if (key === undefined) return;
  if (Object.hasOwn(violations, key)) (violations[key] as ViolationDetail[]).push(detail);
  else setOwn(violations, key, [detail]);
}

function readProblem(value: unknown, sink: IssueSink): ErrorBody {
  if (!isJsonObject(value)) {
    report(sink, "", "a Problem Details document must be a JSON object");
    return undefined as never;
  }
  const code = own(value, "code");
  const message = own(value, "detail");
  const ticket = own(value, "ticket");
  const details = own(value, "details");
  const errors = own(value, "errors");
  if (typeof code !== "string") report(sink, "code", "code must be a string");
  if (typeof message !== "string") report(sink, "detail", "detail must be a string: it carries the error's message");
  if (typeof ticket !== "string") report(sink, "ticket", "ticket must be a string");
  if (details !== undefined && !isJsonObject(details)) report(sink, "details", "details must be an object");
  const head = { code, message, ticket } as { code: string; message: string; ticket: string };
  const tail = details === undefined ? {} : { details: details as JsonObject };
  if (errors === undefined) return { type: "base_error", ...head, ...tail };
  const violations: Record<string, unknown> = {};
  if (!Array.isArray(errors)) report(sink, "errors", "errors must be an array");
  else for (let i = 0; i < errors.length; i++) readError(errors[i], i, violations, sink);
  return { type: "constraint_violations_error", ...head, ...tail, violations: violations as never };
}

/**
 * Reads an RFC 9457 Problem Details document back into an error body: the
 * inverse of {@link toProblemDetails}.
 *
 * @remarks
 * Never throws, reads own members only, writes nothing to its input and
 * takes time linear in its size. It needs the extension members
 * `toProblemDetails` writes: `code`, `ticket` and `detail` (the message),
 * and `details` when there are any. A document with an `errors` array is a
 * constraint violations error, one without is a base error; `type`, `title`,
 * `status` and `instance` are not read. Each entry of `errors` needs a
 * `code` and one of `key`, `pointer` (a JSON Pointer, in URI fragment form or
 * plain; a canonical index token is read as an array index), `parameter` or
 * `header`, tried in that order; its `detail` is not read (it is made from
 * the code again). Entries with the same key are grouped in the order they
 * come. For every body the builders make,
 * `fromProblemDetails(toProblemDetails(body))` gives the body back.
 *
 * @param value - anything, such as a parsed `application/problem+json` response
 * @returns `{ ok: true, value }` with the error body, or `{ ok: false, issues }`
 *
 * @example
 * ```ts
 * const result = fromProblemDetails(await response.json());
 * if (result.ok && isConstraintViolationsError(result.value)) console.log(result.value.violations);
 * ```
 * @public
 */
export function fromProblemDetails(value: unknown): ParseResult<ErrorBody> {
  return guardedParse((sink) => readProblem(value, sink));
}
