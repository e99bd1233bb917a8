/**
 * Every locale of the messages entry, one line each: the tests of
 * test/unit/messages/locales.test.ts, the bundle test and the gaps script
 * iterate over this list. A translator adds the new locale's line here.
 */

import type { ConstraintAttribute, KnownBaseErrorCode, ViolationCode } from "../../src/index.js";
import { ar } from "../../src/messages/ar/index.js";
import { bg } from "../../src/messages/bg/index.js";
import { bn } from "../../src/messages/bn/index.js";
import { ca } from "../../src/messages/ca/index.js";
import { cs } from "../../src/messages/cs/index.js";
import { da } from "../../src/messages/da/index.js";
import { de } from "../../src/messages/de/index.js";
import { el } from "../../src/messages/el/index.js";
import { enXA } from "../../src/messages/en-XA/index.js";
import { es } from "../../src/messages/es/index.js";
import { fa } from "../../src/messages/fa/index.js";
import { fi } from "../../src/messages/fi/index.js";
import { fr } from "../../src/messages/fr/index.js";
import { he } from "../../src/messages/he/index.js";
import { hi } from "../../src/messages/hi/index.js";
import { hu } from "../../src/messages/hu/index.js";
import { id } from "../../src/messages/id/index.js";
import type { Locale } from "../../src/messages/index.js";
import { en } from "../../src/messages/index.js";
import { it } from "../../src/messages/it/index.js";
import { ja } from "../../src/messages/ja/index.js";
import { ko } from "../../src/messages/ko/index.js";
import { ms } from "../../src/messages/ms/index.js";
import { nb } from "../../src/messages/nb/index.js";
import { nl } from "../../src/messages/nl/index.js";
import { pl } from "../../src/messages/pl/index.js";
import { ptBR } from "../../src/messages/pt-BR/index.js";
import { ro } from "../../src/messages/ro/index.js";
import { ru } from "../../src/messages/ru/index.js";
import { sk } from "../../src/messages/sk/index.js";
import { sv } from "../../src/messages/sv/index.js";
import { th } from "../../src/messages/th/index.js";
import { tr } from "../../src/messages/tr/index.js";
import { uk } from "../../src/messages/uk/index.js";
import { vi } from "../../src/messages/vi/index.js";
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
  { locale: ar, name: "ar", thousand: "1,000" },
  { locale: de, name: "de", thousand: "1.000" },
  { locale: enXA, name: "enXA", thousand: "1,000" },
  { locale: es, name: "es", thousand: "1000" },
  { locale: fr, name: "fr", thousand: "1\u202f000" },
  { locale: he, name: "he", thousand: "1,000" },
  { locale: hi, name: "hi", thousand: "1,000" },
  { locale: id, name: "id", thousand: "1.000" },
  { locale: it, name: "it", thousand: "1000" },
  { locale: ja, name: "ja", thousand: "1,000" },
  { locale: ko, name: "ko", thousand: "1,000" },
  { locale: nl, name: "nl", thousand: "1.000" },
  { locale: pl, name: "pl", thousand: "1000" },
  { locale: ptBR, name: "ptBR", thousand: "1.000" },
  { locale: ru, name: "ru", thousand: "1\u00a0000" },
  { locale: sv, name: "sv", thousand: "1\u00a0000" },
  { locale: tr, name: "tr", thousand: "1.000" },
  { locale: uk, name: "uk", thousand: "1\u00a0000" },
  { locale: zhHans, name: "zhHans", thousand: "1,000" },
  { locale: zhHant, name: "zhHant", thousand: "1,000" },
  { locale: cs, name: "cs", thousand: "1\u00a0000" },
  { locale: da, name: "da", thousand: "1.000" },
  { locale: fi, name: "fi", thousand: "1\u00a0000" },
  { locale: nb, name: "nb", thousand: "1\u00a0000" },
  { locale: el, name: "el", thousand: "1.000" },
  { locale: hu, name: "hu", thousand: "1000" },
  { locale: ro, name: "ro", thousand: "1.000" },
  { locale: sk, name: "sk", thousand: "1\u00a0000" },
  { locale: bg, name: "bg", thousand: "1000" },
  { locale: vi, name: "vi", thousand: "1.000" },
  { locale: th, name: "th", thousand: "1,000" },
  { locale: fa, name: "fa", thousand: "\u06f1\u066c\u06f0\u06f0\u06f0" },
  { locale: ms, name: "ms", thousand: "1,000" },
  { locale: bn, name: "bn", thousand: "\u09e7,\u09e6\u09e6\u09e6" },
  { locale: ca, name: "ca", thousand: "1.000" },
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
  attributePath: "emails.value",
  valueType: "number",
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
