import type { ParseResult, ViolationDetail, Violations } from "api-error-model";
import { isJsonObject, setOwn } from "../core/body/json-object.js";
import { formatPath } from "../core/body/path.js";
import type { IssueSink } from "../core/body/validate-body.js";
import { guardedParse, report } from "./issues.js";

function readViolation(
  entry: unknown,
  path: string,
  index: number,
  out: Record<string, unknown>,
  sink: IssueSink,
): void {
  if (!isJsonObject(entry)) {
    report(sink, formatPath([path, index]), "a field violation must be an object");
    return;
  }
  // proto3 JSON leaves out a field holding its default value, so an absent `field` is "" (the whole body).
  const field = Object.hasOwn(entry, "field") ? entry["field"] : "";
  const reason = Object.hasOwn(entry, "reason") ? entry["reason"] : undefined;
  if (typeof field !== "string") report(sink, formatPath([path, index, "field"]), "field must be a string");
  if (typeof reason !== "string" || reason === "") {
    report(sink, formatPath([path, index, "reason"]), "reason must be a non-empty string: it carries the code");
  }
  if (typeof field !== "string" || typeof reason !== "string") return;
  const detail: ViolationDetail = { code: reason.toLowerCase() };
  if (Object.hasOwn(out, field)) (out[field] as ViolationDetail[]).push(detail);
  else setOwn(out, field, [detail]);
}

function readBadRequest(value: unknown, sink: IssueSink): Violations {
  const out: Record<string, unknown> = {};
  if (!isJsonObject(value)) {
    report(sink, "", "a BadRequest must be a JSON object");
    return out as Violations;
  }
  // Proto3 JSON parsers accept both the lowerCamelCase and the original field name.
  const path = Object.hasOwn(value, "fieldViolations") ? "fieldViolations" : "field_violations";
  const list = Object.hasOwn(value, path) ? value[path] : [];
  if (!Array.isArray(list)) report(sink, path, `${path} must be an array`);
  else for (let i = 0; i < list.length; i++) readViolation(list[i], path, i, out, sink);
  return out as Violations;
}

/**
 * Reads the violations back from a Google AIP-193 `google.rpc.BadRequest`:
 * the inverse of {@link toGoogleBadRequest}, as far as a `BadRequest` goes.
 *
 * @remarks
 * Never throws, reads own members only, writes nothing to its input and
 * takes time linear in its size. Accepts `fieldViolations` and
 * `field_violations`; each field violation needs a `reason`, lower-cased back
 * into the code (`TOO_LONG` → `too_long`); an absent `field` is `""`, as
 * proto3 JSON leaves out empty strings. `description` and `localizedMessage`
 * are not read. The details have no `constraintAttributes`: a `BadRequest`
 * does not carry them. For every body the builders make, this gives back its
 * violations without their constraint attributes (no violations for a base
 * error).
 *
 * @param value - anything, such as the `BadRequest` entry of a `google.rpc.Status`'s details
 * @returns `{ ok: true, value }` with the violations, or `{ ok: false, issues }`
 *
 * @example
 * ```ts
 * fromGoogleBadRequest({ fieldViolations: [{ field: "email", reason: "TOO_LONG", description: "..." }] });
 * // { ok: true, value: { email: [{ code: "too_long" }] } }
 * ```
 * @public
 */
export function fromGoogleBadRequest(value: unknown): ParseResult<Violations> {
  return guardedParse((sink) => readBadRequest(value, sink));
}
