/*
 * The constraint attributes of the built-in catalogue, in the order of the
 * spec's table "Constraint violation attributes", then the package's own:
 * what each one means and the form of its value, which decides how a
 * message writes it.
 */

import type { _Assert } from "../assert.js";
import type { AttributeDefinitions } from "../definition.js";

/**
 * Every constraint attribute of the service interface, and those the
 * package's own machinery adds: its meaning, written for a client developer,
 * and the form of its value (a string on the wire).
 *
 * @public
 */
export const BUILT_IN_ATTRIBUTES = {
  allowedElements: {
    description: "The elements a collection may contain, comma-separated.",
    form: "list",
    since: "0.1.0",
  },
  allowedValues: {
    description: "The values the field accepts, comma-separated.",
    form: "list",
    since: "0.1.0",
  },
  disallowedValues: {
    description: "The values that are not allowed, comma-separated.",
    form: "list",
    since: "0.1.0",
  },
  invalidFieldName: {
    description: "The name of the object field that is not valid.",
    form: "text",
    since: "0.1.0",
  },
  maxByteLength: {
    description: "The largest number of bytes a field's value may take.",
    form: "count",
    since: "0.1.0",
  },
  maxFieldCount: {
    description: "The largest number of fields an object may have.",
    form: "count",
    since: "0.1.0",
  },
  maxNestingDepth: {
    description: "The largest depth to which an object may be nested.",
    form: "count",
    since: "0.1.0",
  },
  maxValue: {
    description:
      'The largest value allowed: a decimal number (`"10"`, `"-1.5"`, `"1e+21"`) or an ISO 8601 date or date-time (`"2024-01-31"`, `"2024-01-31T12:00:00.000Z"`), which the value may equal; a bound the value must stay below is the same text behind `<`: `"<10"` is less than 10, `"<2024-01-31T12:00:00.000Z"` before that instant. A validator\'s bound on other values (a string, a time) is written as the validator gives it.',
    form: "bound",
    since: "0.1.0",
  },
  maxLength: {
    description: "The largest number of characters a string may have.",
    form: "count",
    since: "0.1.0",
  },
  maxSize: {
    description: "The largest number of elements a collection may have.",
    form: "count",
    since: "0.1.0",
  },
  maxDuration: {
    description: "The longest duration allowed, as an ISO 8601 duration such as PT30M.",
    form: "duration",
    since: "0.1.0",
  },
  maxFutureOffset: {
    description: "How far in the future a date or time may be, as an ISO 8601 duration such as P30D.",
    form: "duration",
    since: "0.1.0",
  },
  maxPastOffset: {
    description: "How far in the past a date or time may be, as an ISO 8601 duration such as P1Y.",
    form: "duration",
    since: "0.1.0",
  },
  minValue: {
    description:
      'The smallest value allowed: a decimal number (`"0"`, `"-1.5"`, `"1e-7"`) or an ISO 8601 date or date-time (`"2024-01-31"`, `"2024-01-31T12:00:00.000Z"`), which the value may equal; a bound the value must stay above is the same text behind `>`: `">0"` is greater than 0, `">2024-01-31T12:00:00.000Z"` after that instant. A validator\'s bound on other values (a string, a time) is written as the validator gives it.',
    form: "bound",
    since: "0.1.0",
  },
  minLength: {
    description: "The smallest number of characters a string may have.",
    form: "count",
    since: "0.1.0",
  },
  minDuration: {
    description: "The shortest duration allowed, as an ISO 8601 duration such as PT1M.",
    form: "duration",
    since: "0.1.0",
  },
  regexPattern: {
    description: "The regular expression a string must match.",
    form: "text",
    since: "0.1.0",
  },
  requiredElements: {
    description: "The elements a collection must contain, comma-separated.",
    form: "list",
    since: "0.1.0",
  },
  // The package's own, after the spec's: what a list query's filter refusal names.
  attributePath: {
    description:
      "The attribute a list query's `query` filter names, by its path as the operation declares it (`emails.value`).",
    form: "text",
    since: "0.2.0",
  },
  valueType: {
    description: "The type a value compared with an attribute must have: string, number, boolean or date-time.",
    form: "text",
    since: "0.2.0",
  },
} as const;

/**
 * `BUILT_IN_ATTRIBUTES` is a table of attribute definitions.
 *
 * @internal
 */
export type _BuiltInAttributesChecked = _Assert<typeof BUILT_IN_ATTRIBUTES extends AttributeDefinitions ? true : false>;
