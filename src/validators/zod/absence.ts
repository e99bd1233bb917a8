import type { $ZodIssue } from "zod/v4/core";
import { absenceCode, valueAtPath } from "../shared/value-at-path.js";

/** Where the validated input comes from, when the caller gave it. */
export interface InputSource {
  readonly input?: unknown;
}

/**
 * zod's English messages for `invalid_type` end with what was received
 * ("Invalid input: expected string, received undefined"). Used only when
 * neither the issue nor the caller gives the input: a custom error map or
 * another locale defeats it.
 */
function absenceFromMessage(issue: $ZodIssue): "undefined" | "null" | undefined {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.message.endsWith("received undefined")) return "undefined";
  return issue.message.endsWith("received null") ? "null" : undefined;
}

/** The value the issue is about, boxed, when it is known: from the issue (`reportInput`) or the caller's input. */
function knownValue(issue: $ZodIssue, source: InputSource, ownInput: boolean): { readonly value: unknown } | undefined {
  if (ownInput && Object.hasOwn(issue, "input")) return { value: issue.input };
  if (Object.hasOwn(source, "input")) return { value: valueAtPath(source.input, issue.path) };
  return undefined;
}

/**
 * Tells whether an issue is about a missing (`undefined`) or `null` value,
 * which the catalogue has codes for, whatever type was expected.
 *
 * @remarks
 * zod drops an issue's `input` unless parsing ran with `reportInput: true`.
 * The signals, most reliable first: `expected: "nonoptional"` (always a
 * missing value); the issue's own `input`; the value at the issue's path in
 * the input the caller passed; zod's English message. Issues about keys or
 * containers (unrecognized or invalid keys, sizes, formats) are never about
 * a missing value. The own `input` of a discriminator issue is the whole
 * object and that of a refinement the refined value, not the value at the
 * issue's path, so those two use the caller's input only.
 */
export function zodAbsence(issue: $ZodIssue, source: InputSource): "undefined" | "null" | undefined {
  let known: { readonly value: unknown } | undefined;
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "nonoptional") return "undefined";
      known = knownValue(issue, source, true);
      return known === undefined ? absenceFromMessage(issue) : absenceCode(known.value);
    case "invalid_value":
      known = knownValue(issue, source, true);
      break;
    case "invalid_union":
      known = knownValue(issue, source, issue.discriminator === undefined);
      if (known === undefined) {
        // Every option saw the same value: the first option's own type issue tells what it was.
        const first = issue.errors[0]?.[0];
        return first === undefined || first.path.length > 0 ? undefined : absenceFromMessage(first);
      }
      break;
    case "custom":
      known = knownValue(issue, source, false);
      break;
    default:
      return undefined;
  }
  return known === undefined ? undefined : absenceCode(known.value);
}
