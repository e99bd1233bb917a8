import type { AttributeForm, MessageDefinition } from "api-error-model";
/*
 * What `defineCatalogue` refuses: every problem of a definition at once, in
 * one TypeError, so that a team fixes its file in one pass. Definitions are
 * written by the team, not sent by clients; the checks still never trust a
 * member's type.
 */

import { isJsonObject } from "../core/body/json-object.js";
import { messageArguments } from "../internal/icu/message-arguments.js";
import { parseMessage } from "../internal/icu/parse-message.js";
import { chooseVariant, variantMembers } from "../internal/message-variant.js";

/** A code: snake case, as the spec spells every code. */
const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
/** An attribute or details member name: camel case, as the spec's attributes. */
const NAME = /^[a-z][A-Za-z0-9]*$/;
const FORMS: readonly AttributeForm[] = ["count", "bound", "duration", "list", "text"];
const MEMBER_TYPES: readonly string[] = ["string", "number", "integer", "boolean", "array"];

type Json = { readonly [key: string]: unknown };

/** What the checks know of the catalogue being defined, its parent's entries included. */
export interface DefinitionContext {
  /** The form of every attribute, the parent's and the definition's. */
  readonly forms: ReadonlyMap<string, AttributeForm>;
  /** The codes the parent already has, by kind. */
  readonly parentViolations: ReadonlySet<string>;
  readonly parentAttributes: ReadonlySet<string>;
  readonly parentBaseErrors: ReadonlySet<string>;
}

/** Collects problems, each naming where it is. */
class Problems {
  readonly list: string[] = [];
  add(where: string, what: string): void {
    this.list.push(`${where}: ${what}`);
  }
}

function checkFacts(entry: Json, where: string, problems: Problems): void {
  if (typeof entry["description"] !== "string" || entry["description"].trim() === "") {
    problems.add(where, "description must be a non-empty string");
  }
  for (const name of ["explanation", "since", "title"]) {
    if (entry[name] !== undefined && typeof entry[name] !== "string") problems.add(where, `${name} must be a string`);
  }
  const deprecated = entry["deprecated"];
  if (deprecated !== undefined) {
    if (!isJsonObject(deprecated) || typeof deprecated["since"] !== "string") {
      problems.add(where, "deprecated must be { since, replacement?, reason? }");
    } else {
      for (const name of ["replacement", "reason"]) {
        if (deprecated[name] !== undefined && typeof deprecated[name] !== "string") {
          problems.add(where, `deprecated.${name} must be a string`);
        }
      }
    }
  }
}

/**
 * Checks a message: each pattern parses, each variant key names members
 * `members` allows (an exclusive one only a bound), and a pattern reads only
 * the members its variant needs (all the code's members for a plain pattern).
 */
function checkMessage(
  message: unknown,
  where: string,
  members: ReadonlySet<string>,
  isBound: (name: string) => boolean,
  problems: Problems,
): void {
  const patterns: [string, string, ReadonlySet<string>][] = [];
  if (typeof message === "string") {
    patterns.push(["", message, members]);
  } else if (isJsonObject(message) && Object.keys(message).length > 0) {
    for (const key of Object.keys(message)) {
      const pattern = message[key];
      const variant = variantMembers(key);
      if (variant === undefined) {
        problems.add(`${where}.message[${JSON.stringify(key)}]`, 'a variant is "" or member names joined by "+"');
        continue;
      }
      for (const member of variant) {
        if (!members.has(member.name)) {
          problems.add(`${where}.message[${JSON.stringify(key)}]`, `${member.name} is not one of its members`);
        } else if ((member.exclusive || member.date) && !isBound(member.name)) {
          problems.add(
            `${where}.message[${JSON.stringify(key)}]`,
            `${member.name} is no bound, so it cannot be :exclusive or :date`,
          );
        }
      }
      if (typeof pattern !== "string") problems.add(`${where}.message[${JSON.stringify(key)}]`, "must be a string");
      else patterns.push([key, pattern, new Set(variant.map((member) => member.name))]);
    }
  } else {
    problems.add(where, "message must be a string or an object of variants");
    return;
  }
  for (const [key, pattern, allowed] of patterns) {
    const at =
      key === "" && typeof message === "string" ? `${where}.message` : `${where}.message[${JSON.stringify(key)}]`;
    const parsed = parseMessage(pattern);
    if (!parsed.ok) {
      problems.add(at, `${parsed.error.message} at position ${parsed.error.position}`);
      continue;
    }
    for (const name of messageArguments(parsed.value).keys()) {
      if (!allowed.has(name))
        problems.add(
          at,
          `reads {${name}}, which ${members.has(name) ? "this variant does not name" : "is not one of its members"}`,
        );
    }
  }
}

function checkAttribute(name: string, entry: unknown, context: DefinitionContext, problems: Problems): void {
  const where = `attributes.${name}`;
  if (!NAME.test(name))
    problems.add(where, "an attribute name is camel case: a lower-case letter, then letters and digits");
  if (context.parentAttributes.has(name)) problems.add(where, "is already defined by the catalogue it extends");
  if (!isJsonObject(entry)) {
    problems.add(where, "must be an object");
    return;
  }
  checkFacts(entry, where, problems);
  if (entry["form"] !== undefined && !FORMS.includes(entry["form"] as AttributeForm)) {
    problems.add(where, `form must be one of ${FORMS.join(", ")}`);
  }
}

function checkViolation(code: string, entry: unknown, context: DefinitionContext, problems: Problems): void {
  const where = `violations.${code}`;
  if (!CODE.test(code)) problems.add(where, "a code is snake case: lower-case letters and digits joined by _");
  if (context.parentViolations.has(code)) problems.add(where, "is already defined by the catalogue it extends");
  if (!isJsonObject(entry)) {
    problems.add(where, "must be an object");
    return;
  }
  checkFacts(entry, where, problems);
  const attributes = entry["attributes"] ?? [];
  const members = new Set<string>();
  if (!Array.isArray(attributes)) {
    problems.add(where, "attributes must be a list of attribute names");
  } else {
    for (const name of attributes) {
      if (typeof name !== "string" || !context.forms.has(name))
        problems.add(where, `${JSON.stringify(name)} is not an attribute of the catalogue`);
      else if (members.has(name)) problems.add(where, `lists ${name} twice`);
      else members.add(name);
    }
  }
  if (entry["message"] !== undefined) {
    checkMessage(entry["message"], where, members, (name) => context.forms.get(name) === "bound", problems);
  }
}

/** The names a details schema declares, after checking its shape. */
function detailsMembers(details: unknown, where: string, problems: Problems): ReadonlySet<string> | undefined {
  if (details === undefined) return undefined;
  if (details === false) return new Set();
  const properties = isJsonObject(details) ? details["properties"] : undefined;
  if (!isJsonObject(details) || details["type"] !== "object" || !isJsonObject(properties)) {
    problems.add(where, 'details must be false or { type: "object", properties, required? }');
    return new Set();
  }
  for (const name of Object.keys(properties)) {
    const member = properties[name];
    if (!isJsonObject(member) || !MEMBER_TYPES.includes(member["type"] as string)) {
      problems.add(`${where}.details.${name}`, `type must be one of ${MEMBER_TYPES.join(", ")}`);
    }
  }
  const required = details["required"] ?? [];
  if (
    !Array.isArray(required) ||
    required.some((name) => typeof name !== "string" || !Object.hasOwn(properties, name))
  ) {
    problems.add(`${where}.details`, "required must list members of properties");
  }
  return new Set(Object.keys(properties));
}

/** The text of a pattern that reads nothing, or `undefined` when it reads something. */
export function plainText(pattern: string): string | undefined {
  const parsed = parseMessage(pattern);
  return parsed.ok && parsed.value.every((part) => typeof part === "string") ? parsed.value.join("") : undefined;
}

function checkBaseError(code: string, entry: unknown, context: DefinitionContext, problems: Problems): void {
  const where = `baseErrors.${code}`;
  if (!CODE.test(code)) problems.add(where, "a code is snake case: lower-case letters and digits joined by _");
  if (context.parentBaseErrors.has(code)) problems.add(where, "is already defined by the catalogue it extends");
  if (!isJsonObject(entry)) {
    problems.add(where, "must be an object");
    return;
  }
  checkFacts(entry, where, problems);
  const status = entry["status"];
  if (typeof status !== "number" || !Number.isInteger(status) || status < 400 || status > 599) {
    problems.add(where, "status must be an integer from 400 to 599");
  }
  for (const name of ["retryable", "generic"]) {
    if (entry[name] !== undefined && typeof entry[name] !== "boolean") problems.add(where, `${name} must be a boolean`);
  }
  const members = detailsMembers(entry["details"], where, problems);
  const message = entry["message"];
  if (message === undefined) {
    problems.add(where, "message is required");
    return;
  }
  // Without a details schema the message may read any member; with one, only its members.
  const allowed = members ?? new Set(Array.from(messageNames(message)));
  checkMessage(message, where, allowed, () => false, problems);
  const plain = chooseVariant(message as MessageDefinition, () => undefined);
  if (typeof plain !== "string" || plainText(plain) === undefined) {
    problems.add(where, 'message needs a sentence without placeholders: a plain pattern or a "" variant');
  }
}

/** Every name a message's patterns and variant keys read, for a base error without a details schema. */
function messageNames(message: unknown): Set<string> {
  const names = new Set<string>();
  const patterns = typeof message === "string" ? [message] : isJsonObject(message) ? Object.values(message) : [];
  for (const key of isJsonObject(message) ? Object.keys(message) : []) {
    for (const member of variantMembers(key) ?? []) names.add(member.name);
  }
  for (const pattern of patterns) {
    const parsed = typeof pattern === "string" ? parseMessage(pattern) : undefined;
    if (parsed?.ok) for (const name of messageArguments(parsed.value).keys()) names.add(name);
  }
  return names;
}

const DEFINITION_KEYS: readonly string[] = ["extends", "attributes", "violations", "baseErrors"];

/**
 * Every problem of `definition`, given what its parent holds; an empty list
 * when it may be defined.
 */
export function definitionProblems(definition: unknown, context: DefinitionContext): readonly string[] {
  const problems = new Problems();
  if (!isJsonObject(definition)) return ["a catalogue definition must be an object"];
  for (const key of Object.keys(definition)) {
    if (!DEFINITION_KEYS.includes(key))
      problems.add(key, `is not a member of a definition (${DEFINITION_KEYS.join(", ")})`);
  }
  const sections: [string, (name: string, entry: unknown, context: DefinitionContext, problems: Problems) => void][] = [
    ["attributes", checkAttribute],
    ["violations", checkViolation],
    ["baseErrors", checkBaseError],
  ];
  for (const [section, check] of sections) {
    const entries = definition[section];
    if (entries === undefined) continue;
    if (!isJsonObject(entries)) {
      problems.add(section, "must be an object keyed by name");
      continue;
    }
    for (const name of Object.keys(entries)) check(name, entries[name], context, problems);
  }
  return problems.list;
}
