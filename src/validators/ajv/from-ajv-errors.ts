import type {
  ConstraintViolationsCode,
  ConstraintViolationsErrorBody,
  PathSegment,
  ViolationCode,
  ViolationDetail,
} from "api-error-model";
import { formatPath } from "../../core/body/path.js";
import { type BridgeErrorOptions, DEFAULT_FALLBACK_CODE, DetailsByKey } from "../shared/bridge-body.js";
import { AJV_KEYWORDS, type AjvErrorLike, PROPERTY_PARAMS, REPEATING_KEYWORDS } from "./ajv-keywords.js";

/**
 * The part of a request that was validated, as Fastify names it in
 * `error.validationContext`.
 *
 * @public
 */
export type RequestPart = "body" | "querystring" | "params" | "headers";

/**
 * Options of {@link fromAjvErrors}.
 *
 * @public
 */
export interface FromAjvErrorsOptions extends Omit<BridgeErrorOptions, "code"> {
  /**
   * The validated part: `body` (the default) gives
   * `message_body_constraint_violations` and keys in the path grammar
   * (`address.city`, `phones[0].number`); `querystring`, `params` and
   * `headers` give `request_constraint_violations` and keys by the wire name
   * (a header's in lower case).
   */
  readonly part?: RequestPart;
  /** Your mapping, tried first; `undefined` falls back to the built-in table. */
  readonly mapError?: (error: AjvErrorLike) => ViolationDetail | undefined;
  /** The code of an error the table has no code for; `disallowed_enum` by default. */
  readonly fallback?: ViolationCode;
}

/** The segments of a JSON Pointer; a segment of digits only (no leading zero) is read as an array index. */
function pointerSegments(pointer: string): PathSegment[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((raw) => {
      const segment = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      return /^(?:0|[1-9][0-9]{0,15})$/.test(segment) && Number.isSafeInteger(Number(segment))
        ? Number(segment)
        : segment;
    });
}

/** The key of a violation: the path grammar for a body; the wire name first for the other parts. */
function keyOf(segments: readonly PathSegment[], part: RequestPart): string {
  if (part === "body") return formatPath(segments);
  const [first, ...rest] = segments;
  if (first === undefined) return "";
  const name = part === "headers" ? String(first).toLowerCase() : String(first);
  // formatPath writes the rest after a placeholder identifier, which is then cut off.
  return name + formatPath(["_", ...rest]).slice(1);
}

/**
 * Turns ajv's validation errors (Fastify's `error.validation`, or
 * `validate.errors` of your own ajv) into a constraint violations error body.
 *
 * @remarks
 * One violation per error, under the key of its `instancePath`
 * (`/address/city` is `address.city`, `/phones/0/number` is
 * `phones[0].number`; a segment of digits only is read as an array index);
 * a missing required property, an additional property and a property name
 * under the property's own key. Each keyword maps to a catalogue code with
 * its constraint attributes, through the table `AJV_KEYWORDS` (see
 * docs/node.md); nothing is dropped but the repeating `if` errors: a keyword
 * without a code gets `fallback`. ajv is not imported.
 *
 * @param errors - ajv errors (none, or only `if` errors, give the fallback under the key `""`)
 * @param options - the validated part, your mapping, the fallback code, message and ticket
 * @returns a constraint violations error body
 * @throws TypeError when `mapError` returns a detail with an unknown code or attribute
 *
 * @example
 * ```ts
 * if (!validate(body)) throw new ApiError(fromAjvErrors(validate.errors ?? []));
 * ```
 * @public
 */
export function fromAjvErrors(
  errors: readonly AjvErrorLike[],
  options: FromAjvErrorsOptions = {},
): ConstraintViolationsErrorBody & { readonly code: ConstraintViolationsCode } {
  const part = options.part ?? "body";
  const fallback: ViolationDetail = { code: options.fallback ?? DEFAULT_FALLBACK_CODE };
  const details = new DetailsByKey();
  let found = false;
  for (const error of errors) {
    const keyword = error.keyword;
    if (REPEATING_KEYWORDS.has(keyword)) continue;
    const params = error.params ?? {};
    const segments = pointerSegments(error.instancePath ?? "");
    const property = Object.hasOwn(PROPERTY_PARAMS, keyword) ? params[PROPERTY_PARAMS[keyword] as string] : undefined;
    if (typeof property === "string") segments.push(property);
    const detail =
      options.mapError?.(error) ??
      // Stryker disable next-line OptionalChaining: equivalent, hasOwn found the function; `?.` is for the index type.
      (Object.hasOwn(AJV_KEYWORDS, keyword) ? AJV_KEYWORDS[keyword]?.(params, error) : undefined) ??
      fallback;
    details.add(keyOf(segments, part), detail);
    found = true;
  }
  // Only repeating errors, or none: the body must still name a violation.
  if (!found) details.add("", fallback);
  const code = part === "body" ? "message_body_constraint_violations" : "request_constraint_violations";
  // toError skips an absent message or ticket.
  // Stryker disable next-line StringLiteral: equivalent, the name is only in the error for no issues, and the fallback above leaves none such.
  return details.toError("fromAjvErrors", {
    code,
    message: options.message,
    ticket: options.ticket,
    catalogue: options.catalogue,
  } as BridgeErrorOptions);
}
