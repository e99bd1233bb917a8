/**
 * Every locale of the messages entry, one line each: the tests of
 * test/unit/messages/locales.test.ts, the bundle test and the gaps script
 * iterate over this list. A translator adds the new locale's line here.
 */

import { de } from "../../src/messages/de/index.js";
import { enXA } from "../../src/messages/en-XA/index.js";
import type { ConstraintAttribute, KnownBaseErrorCode, Locale, ViolationCode } from "../../src/messages/index.js";
import { en } from "../../src/messages/index.js";
import { ja } from "../../src/messages/ja/index.js";
import { ko } from "../../src/messages/ko/index.js";
import { zhHans } from "../../src/messages/zh-Hans/index.js";
import { zhHant } from "../../src/messages/zh-Hant/index.js";

/** What the tests expect of one locale. */
export interface LocaleCase {
  /** The locale object, as its subpath exports it. */
  readonly locale: Locale;
  /** The export name: the tag in camel case (`ptBR`). */
  readonly name: string;
  /** How the locale writes the number 1000 (`1.000` in German, `1\u202f000` in French). */
  readonly thousand: string;
  /** Codes whose sentence may read exactly as the English one (a word both languages share); none in most. */
  readonly sameAsEnglish?: readonly (ViolationCode | KnownBaseErrorCode)[];
}

export const LOCALES: readonly LocaleCase[] = [
  { locale: en, name: "en", thousand: "1,000" },
  { locale: enXA, name: "enXA", thousand: "1,000" },
  { locale: de, name: "de", thousand: "1.000" },
  { locale: ja, name: "ja", thousand: "1,000" },
  { locale: ko, name: "ko", thousand: "1,000" },
  { locale: zhHans, name: "zhHans", thousand: "1,000" },
  { locale: zhHant, name: "zhHant", thousand: "1,000" },
];

/** Typical values of each attribute, as a server sends them. */
export const TYPICAL_ATTRIBUTES: { readonly [A in ConstraintAttribute]: string } = {
  allowedElements: "alpha,beta,gamma",
  allowedValues: "asc,desc",
  disallowedValues: "admin,root",
  invalidFieldName: "color_code",
  maxByteLength: "1000",
  maxFieldCount: "21",
  maxNestingDepth: "5",
  maxValue: "100",
  maxLength: "1000",
  maxSize: "2",
  maxDuration: "PT1H30M",
  maxFutureOffset: "P30D",
  maxPastOffset: "P1Y",
  minValue: ">0",
  minLength: "8",
  minDuration: "PT5M",
  regexPattern: "^[a-z]+$",
  requiredElements: "id,name",
};

/** Other typical values, that take another branch of a template: an exclusive bound, a date, a text that is no number. */
export const OTHER_ATTRIBUTES: { readonly [A in ConstraintAttribute]?: string } = {
  maxValue: "<2024-01-31",
  minValue: "0.5",
  maxLength: "1",
  maxDuration: "forever",
};

/** The codes whose sentence carries a count: their forms follow Intl.PluralRules. */
export const COUNT_CODES = [
  ["too_long", "maxLength"],
  ["too_short", "minLength"],
  ["size_greater_than", "maxSize"],
  ["max_field_count_exceeded", "maxFieldCount"],
  ["max_byte_length_exceeded", "maxByteLength"],
  ["max_nesting_depth_exceeded", "maxNestingDepth"],
  ["url_domain_name_too_long", "maxLength"],
] as const satisfies readonly (readonly [ViolationCode, ConstraintAttribute])[];
