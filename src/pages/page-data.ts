import type { ConstraintViolationsErrorBody, Deprecation, DetailsSchema, ErrorBody } from "api-error-model";
import type { AnyCatalogue, CatalogueJson } from "api-error-model/catalogue";
import type { Locale } from "api-error-model/messages";
/*
 * What a code's page says, as data: read from a catalogue and the locales,
 * the same for every format (the JSON format is this data itself).
 */

import { builtInCatalogue } from "../catalogue/index.js";
import { en, errorMessage, violationMessage } from "../messages/index.js";

/**
 * Which list of the catalogue a code is in: a violation code, a base error
 * code, or one of the two top-level codes of a constraint violations error.
 *
 * @public
 */
export type ErrorCodeKind = "violation" | "baseError" | "constraintViolations";

/**
 * A constraint attribute a violation code carries, or a member of a base
 * error's `details`, with its meaning.
 *
 * @public
 */
export interface ErrorPageField {
  /** Its name, such as `maxLength`. */
  readonly name: string;
  /** Its form (`count`, `bound`, `duration`, `list`, `text`) or, for a details member, its JSON type. */
  readonly form: string;
  /** What it means; empty when the catalogue says nothing. */
  readonly description: string;
}

/**
 * A code's message in one locale, filled with sample values.
 *
 * @public
 */
export interface ErrorPageMessage {
  /** The locale's tag, such as `de`. */
  readonly locale: string;
  /** `rtl` for a locale written right to left. */
  readonly direction: "ltr" | "rtl";
  /** The sentence. */
  readonly message: string;
}

/**
 * Everything a code's page says, in every format: the JSON format is this
 * object.
 *
 * @public
 */
export interface ErrorPageData {
  /** The code. */
  readonly code: string;
  /** Which list of the catalogue it is in. */
  readonly kind: ErrorCodeKind;
  /** Its title (a base error's problem type title; for a violation code, the code read as words). */
  readonly title: string;
  /** What it means, in one line (English, as the catalogue writes it). */
  readonly description: string;
  /** When a service sends it and how a client fixes the request (English), when the catalogue says. */
  readonly explanation?: string;
  /** The HTTP status it is answered with: a base error's, 400 for the others. */
  readonly status: number;
  /** Whether the same request may succeed when sent again unchanged (base errors only). */
  readonly retryable?: boolean;
  /** The constraint attributes a violation code carries (empty for the other kinds). */
  readonly attributes: readonly ErrorPageField[];
  /** The members of a base error's `details` its catalogue declares (empty when none). */
  readonly details: readonly ErrorPageField[];
  /** An error body that carries the code, with sample values. */
  readonly example: ErrorBody;
  /** Its message in every locale of the page, filled with the example's values. */
  readonly messages: readonly ErrorPageMessage[];
  /** The catalogue version that added it. */
  readonly since?: string;
  /** Set when it is retired, with its replacement. */
  readonly deprecated?: Deprecation;
  /** For a base error code that is also a violation code (`not_found`): the violation code's page. */
  readonly violation?: ErrorPageData;
}

/**
 * One line of the index: a code, its kind and its description.
 *
 * @public
 */
export interface ErrorIndexEntry {
  /** The code. */
  readonly code: string;
  /** Which list of the catalogue it is in. */
  readonly kind: ErrorCodeKind;
  /** What it means, in one line. */
  readonly description: string;
  /** Set when it is retired. */
  readonly deprecated?: Deprecation;
}

/** The ticket of every example body: a fixed UUID, so that pages are the same on every build. */
const EXAMPLE_TICKET = "5f2b3c4d-0000-4000-8000-000000000000";

/** Sample values of the built-in attributes whose form alone would read oddly. */
const SAMPLES: { readonly [name: string]: string } = {
  allowedElements: "read,write",
  allowedValues: "ACTIVE,INACTIVE",
  disallowedValues: "admin,root",
  requiredElements: "id,name",
  invalidFieldName: "nickname",
  attributePath: "givenName",
  valueType: "string",
  regexPattern: "^[a-z]+$",
  minValue: "1",
};

/** Sample values by form, for any other attribute. */
const FORM_SAMPLES: { readonly [form: string]: string } = {
  count: "10",
  bound: "100",
  duration: "PT30M",
  list: "a,b",
};

/** The sample value of an attribute in a catalogue. */
function sampleOf(name: string, form: string): string {
  return SAMPLES[name] ?? FORM_SAMPLES[form] ?? "example";
}

/** The catalogue as data, its lists as plain records. */
export function catalogueData(catalogue: AnyCatalogue): CatalogueJson {
  return catalogue.toJSON();
}

/** Every code of a catalogue with its kind, in the order of the catalogue's lists. */
export function indexEntries(data: CatalogueJson): ErrorIndexEntry[] {
  const lists: readonly [ErrorCodeKind, CatalogueJson[keyof CatalogueJson]][] = [
    ["violation", data.violations],
    ["baseError", data.baseErrors],
    ["constraintViolations", data.constraintViolations],
  ];
  return lists.flatMap(([kind, list]) =>
    Object.entries(list as { readonly [code: string]: { description: string; deprecated?: Deprecation } }).map(
      ([code, entry]) => ({
        code,
        kind,
        description: entry.description,
        ...(entry.deprecated === undefined ? {} : { deprecated: entry.deprecated }),
      }),
    ),
  );
}

/** The code read as words: `too_long` is "Too long". */
function codeAsWords(code: string): string {
  const words = code.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The declared members of a details schema. */
function detailsFields(schema: DetailsSchema | undefined): ErrorPageField[] {
  if (schema === undefined || schema === false) return [];
  return Object.entries(schema.properties).map(([name, member]) => ({
    name,
    form: member.type === "array" ? "string[]" : member.type,
    description: member.description ?? "",
  }));
}

/** The kind of a code in a catalogue, `undefined` when it has none of that name. */
export function kindOf(data: CatalogueJson, code: string): ErrorCodeKind | undefined {
  // A name that is both a base error and a violation code (`not_found`) is the base error's page,
  // where a problem's `type` points; the violation is a part of it.
  if (Object.hasOwn(data.baseErrors, code)) return "baseError";
  if (Object.hasOwn(data.constraintViolations, code)) return "constraintViolations";
  if (Object.hasOwn(data.violations, code)) return "violation";
  return undefined;
}

/** The direction of a locale. */
function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale.direction === "rtl" ? "rtl" : "ltr";
}

/**
 * The locales whose messages a page lists: the reader's first, then the
 * others, English always among them, each tag once.
 */
export function messageLocales(reader: Locale, locales: readonly Locale[]): Locale[] {
  const seen = new Set<string>();
  return [reader, ...locales, en].filter((locale) => {
    if (seen.has(locale.tag)) return false;
    seen.add(locale.tag);
    return true;
  });
}

/**
 * What the page of `code` says, or `undefined` when the catalogue has no
 * such code.
 */
export function pageData(
  code: string,
  catalogue: AnyCatalogue,
  data: CatalogueJson,
  locales: readonly Locale[],
): ErrorPageData | undefined {
  const kind = kindOf(data, code);
  if (kind === undefined) return undefined;
  const common = { catalogue, isolate: false } as const;
  const violation = Object.hasOwn(data.violations, code) ? violationPage(code, data, locales, common) : undefined;
  if (kind === "violation") return violation;
  return topLevelPage(code, kind, data, locales, common, violation);
}

/** The options of every message of a page. */
type Common = { readonly catalogue: AnyCatalogue; readonly isolate: false };

/** The page of a violation code. */
function violationPage(code: string, data: CatalogueJson, locales: readonly Locale[], common: Common): ErrorPageData {
  const entry = data.violations[code] as CatalogueJson["violations"][string];
  const names = entry.attributes ?? [];
  const attributes = names.map((name) => {
    // A catalogue lists only attributes it defines (defineCatalogue checks it).
    const attribute = data.attributes[name] as CatalogueJson["attributes"][string];
    return { name, form: attribute.form ?? "text", description: attribute.description };
  });
  const sample: Record<string, string> = {};
  for (const { name, form } of attributes) sample[name] = sampleOf(name, form);
  const detail = names.length === 0 ? { code } : { code, constraintAttributes: sample };
  const wrapper: ConstraintViolationsErrorBody = {
    type: "constraint_violations_error",
    code: "message_body_constraint_violations",
    message: "",
    ticket: EXAMPLE_TICKET,
    violations: { field: [detail] },
  };
  // Every catalogue knows the two constraint violations codes: the message is always there.
  const example = { ...wrapper, message: errorMessage(wrapper, common) as string };
  return {
    code,
    kind: "violation",
    title: codeAsWords(code),
    description: entry.description,
    ...(entry.explanation === undefined ? {} : { explanation: entry.explanation }),
    status: 400,
    attributes,
    details: [],
    example,
    messages: locales.map((locale) => ({
      locale: locale.tag,
      direction: directionOf(locale),
      message: violationMessage(detail, { ...common, locale }),
    })),
    ...facts(entry),
  };
}

/** The page of a base error code or a constraint violations code. */
function topLevelPage(
  code: string,
  kind: "baseError" | "constraintViolations",
  data: CatalogueJson,
  locales: readonly Locale[],
  common: Common,
  violation: ErrorPageData | undefined,
): ErrorPageData {
  const entry = (
    kind === "baseError" ? data.baseErrors[code] : data.constraintViolations[code]
  ) as CatalogueJson["baseErrors"][string];
  const body: ErrorBody =
    kind === "baseError"
      ? { type: "base_error", code, message: "", ticket: EXAMPLE_TICKET }
      : { type: "constraint_violations_error", code, message: "", ticket: EXAMPLE_TICKET, violations: {} };
  // The code is the catalogue's own: it always has a message.
  const messageIn = (locale: Locale) => errorMessage(body, { ...common, locale }) as string;
  const example: ErrorBody =
    body.type === "base_error"
      ? { ...body, message: messageIn(en) }
      : { ...body, message: messageIn(en), violations: { field: [{ code: "blank" }] } };
  return {
    code,
    kind,
    title: entry.title ?? codeAsWords(code),
    description: entry.description,
    ...(entry.explanation === undefined ? {} : { explanation: entry.explanation }),
    status: entry.status,
    retryable: entry.retryable === true,
    attributes: [],
    details: detailsFields(entry.details),
    example,
    messages: locales.map((locale) => ({
      locale: locale.tag,
      direction: directionOf(locale),
      message: messageIn(locale),
    })),
    ...facts(entry),
    ...(violation === undefined ? {} : { violation }),
  };
}

/** The lifecycle facts of an entry. */
function facts(entry: { readonly since?: string; readonly deprecated?: Deprecation }) {
  return {
    ...(entry.since === undefined ? {} : { since: entry.since }),
    ...(entry.deprecated === undefined ? {} : { deprecated: entry.deprecated }),
  };
}

/** The built-in catalogue, the default of every option. */
export const DEFAULT_CATALOGUE: AnyCatalogue = builtInCatalogue;
