/**
 * Every sentence of a locale, rendered with sample values, one line each:
 * what test/snapshots/messages/<tag>.txt holds (test/unit/messages/snapshots.test.ts)
 * and what the compiled locales of dist/ must write alike
 * (test/integration/bundles/compiled-locales.test.ts).
 *
 * The samples are read from the locale's own data: each variant of each code
 * is rendered with values for exactly its members, so that a line depends on
 * one pattern only. A count takes a value of every plural category of the
 * language (and every `=N` a pattern names), a select every key it names; a
 * bound a number, or a date and a date-time for a `:date` variant; a
 * duration several lengths; a list one, two and three items.
 */
import type { DetailsSchema, MessageDefinition } from "../../src/core/catalogue/definition.js";
import { ATTRIBUTE_FORMS, BASE_ERROR_DETAILS_SCHEMAS } from "../../src/core/catalogue/tables.js";
import type { ConstraintAttributes, ErrorDetails } from "../../src/index.js";
import { type MessagePart, parseMessage } from "../../src/internal/icu/parse-message.js";
import { variantMembers } from "../../src/internal/message-variant.js";
import {
  describeError,
  errorMessage,
  type Locale,
  type LocaleData,
  violationMessage,
} from "../../src/messages/index.js";

/** Numbers tried for a plural category, in this order: the first of each category is its sample. */
const COUNT_CANDIDATES = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 21, 22, 100, 101, 102, 1000, 1000000, 1.5, 0.5];
const DURATIONS = ["PT30M", "PT1H", "P2D", "PT1H30M", "P1Y2M", "P1Y2M10DT2H30M"];
const LISTS = ["admin", "admin,root", "admin,root,system"];
const TEXTS: { readonly [name: string]: string } = {
  invalidFieldName: "color_code",
  regexPattern: "^[a-z]+$",
  parameter: "query",
  found: "AND",
  method: "DELETE",
  path: "/api/v1/users",
  attributePath: "emails.value",
  valueType: "number",
};

/** How each member of a pattern is read: in a plural (with the `=N` it names), in a select (with its keys), or else. */
interface Uses {
  readonly plurals: Map<string, Set<string>>;
  readonly selects: Map<string, Set<string>>;
}

function collect(parts: readonly MessagePart[], uses: Uses): void {
  for (const part of parts) {
    if (typeof part === "string" || part.kind === "pound" || part.kind === "argument") continue;
    const table = part.kind === "plural" ? uses.plurals : uses.selects;
    const keys = table.get(part.name) ?? new Set<string>();
    for (const [key, option] of Object.entries(part.options)) {
      keys.add(key);
      collect(option, uses);
    }
    table.set(part.name, keys);
  }
}

function usesOf(pattern: string): Uses {
  const uses: Uses = { plurals: new Map(), selects: new Map() };
  const parsed = parseMessage(pattern);
  if (parsed.ok) collect(parsed.value, uses);
  return uses;
}

/** One sample of each plural category of the language, and the exact values the pattern names. */
function counts(tag: string, exact: ReadonlySet<string>): string[] {
  const rules = new Intl.PluralRules(tag);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const count of COUNT_CANDIDATES) {
    const category = rules.select(count);
    if (!seen.has(category)) {
      seen.add(category);
      out.push(String(count));
    }
  }
  for (const key of exact) if (key.startsWith("=") && !out.includes(key.slice(1))) out.unshift(key.slice(1));
  return out;
}

/** The samples of one member of a variant. */
function samplesOf(
  name: string,
  form: string,
  member: { readonly exclusive: boolean; readonly date: boolean },
  uses: Uses,
  tag: string,
): string[] {
  const selected = uses.selects.get(name);
  if (selected !== undefined) return [...[...selected].filter((key) => key !== "other"), "something_else"];
  const plural = uses.plurals.get(name);
  const mark = name.startsWith("min") ? ">" : "<";
  switch (form) {
    case "count":
      return plural === undefined ? ["1000"] : counts(tag, plural);
    case "bound": {
      const values = member.date ? ["2024-01-31", "2024-01-31T12:00:00Z"] : ["100"];
      return member.exclusive ? values.map((value) => `${mark}${value}`) : values;
    }
    case "duration":
      return DURATIONS;
    case "list":
      return LISTS;
    default:
      return [TEXTS[name] ?? `${name}_value`];
  }
}

/** Every combination of the members' samples. */
function combinations(members: readonly (readonly [string, readonly string[]])[]): { [name: string]: string }[] {
  let out: { [name: string]: string }[] = [{}];
  for (const [name, samples] of members)
    out = out.flatMap((values) => samples.map((sample) => ({ ...values, [name]: sample })));
  return out;
}

/** The variants of a definition: `""` alone for a lone pattern. */
function variantsOf(message: MessageDefinition): [string, string][] {
  return typeof message === "string" ? [["", message]] : Object.entries(message);
}

/** The form of a details member, by its schema's type. */
function detailForm(schema: DetailsSchema | undefined, name: string): string {
  const type = schema === undefined || schema === false ? undefined : schema.properties[name]?.type;
  return type === "integer" || type === "number" ? "count" : type === "array" ? "list" : "text";
}

/** A details member's value as the error carries it. */
function detailValue(form: string, sample: string): ErrorDetails[string] {
  if (form === "count") return Number(sample);
  if (form === "list") return sample.split(",");
  return sample;
}

/** The head of a line: the code, the variant, and the values, if any. */
const head = (code: string, key: string, values: { readonly [name: string]: string }) =>
  [`${code} [${key}]`, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(" ");

/**
 * Every sentence of `locale` (whose data is `data`), rendered with the
 * samples, without isolation marks: one line each, `violation <code>
 * [<variant>] <values>: <sentence>`, then `base_error ...` lines, then
 * `phrase ...` lines. With `isolate`, as a right-to-left locale writes
 * them, isolation marks included.
 */
export function renderLocale(data: LocaleData, locale: Locale, isolate = false): string[] {
  const lines: string[] = [];
  const options = { locale, isolate } as const;
  for (const [code, message] of Object.entries(data.violations ?? {})) {
    for (const [key, pattern] of variantsOf(message)) {
      const uses = usesOf(pattern);
      const members = (variantMembers(key) ?? []).map(
        (member) =>
          [
            member.name,
            samplesOf(
              member.name,
              ATTRIBUTE_FORMS[member.name as keyof typeof ATTRIBUTE_FORMS],
              member,
              uses,
              locale.tag,
            ),
          ] as const,
      );
      for (const values of combinations(members)) {
        const detail = { code, constraintAttributes: values as ConstraintAttributes };
        lines.push(`violation ${head(code, key, values)}: ${violationMessage(detail, options)}`);
      }
    }
  }
  for (const [code, message] of Object.entries(data.baseErrors ?? {})) {
    const schema = Object.hasOwn(BASE_ERROR_DETAILS_SCHEMAS, code)
      ? (BASE_ERROR_DETAILS_SCHEMAS as { readonly [code: string]: DetailsSchema })[code]
      : undefined;
    for (const [key, pattern] of variantsOf(message)) {
      const uses = usesOf(pattern);
      const members = (variantMembers(key) ?? []).map(
        (member) =>
          [member.name, samplesOf(member.name, detailForm(schema, member.name), member, uses, locale.tag)] as const,
      );
      for (const values of combinations(members)) {
        const details = Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, detailValue(detailForm(schema, name), value)]),
        );
        const body = {
          type: "base_error" as const,
          code,
          message: "(the server's message)",
          ticket: "t",
          ...(key === "" ? {} : { details }),
        };
        lines.push(`base_error ${head(code, key, values)}: ${errorMessage(body, options)}`);
      }
    }
  }
  // A line around a sentence that is no pattern of the locale (a refinement's message a bridge kept), so that
  // the phrases' lines depend on the phrases alone.
  const line = (code: string, key: string) =>
    describeError(
      {
        type: "constraint_violations_error",
        code,
        message: "m",
        ticket: "t",
        violations: { [key]: [{ code: "disallowed_enum" }] },
        details: { messages: { [key]: ["<sentence>"] } },
      },
      options,
    ).join("");
  const body = "message_body_constraint_violations";
  const request = "request_constraint_violations";
  lines.push(`phrase line: ${line(body, "email")}`);
  lines.push(`phrase wholeBody: ${line(body, "")}`);
  lines.push(`phrase wholeRequest: ${line(request, "")}`);
  lines.push(
    `phrase violationsMessages.${body}: ${errorMessage({ type: "constraint_violations_error", code: body, message: "m", ticket: "t", violations: {} }, options)}`,
  );
  lines.push(
    `phrase violationsMessages.${request}: ${errorMessage({ type: "constraint_violations_error", code: request, message: "m", ticket: "t", violations: {} }, options)}`,
  );
  lines.push(`phrase unknownCode: ${violationMessage({ code: "too_spicy" }, options)}`);
  lines.push(
    `phrase unknownCode: ${violationMessage({ code: "too_spicy", constraintAttributes: { maxValue: "3", unit: "scoville" } }, options)}`,
  );
  lines.push(
    `phrase requestFailed: ${describeError({ type: "base_error", code: "teapot", message: " ", ticket: "t" }, options).join("")}`,
  );
  return lines;
}
