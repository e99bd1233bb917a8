import type { AttributeForm, DetailsSchema } from "api-error-model";
import type { AnyCatalogue } from "api-error-model/catalogue";
import { BUILT_IN_LOCALE_CATALOGUE, compileLocale, type LocaleCatalogue } from "./compile-locale.js";
import { en } from "./en.js";
import type { Locale } from "./locale.js";

/**
 * Options of {@link readLocale}.
 *
 * @public
 */
export interface ReadLocaleOptions {
  /**
   * The catalogue whose codes the data may name, such as one made by
   * `defineCatalogue`; the built-in one when absent.
   */
  readonly catalogue?: AnyCatalogue;
  /**
   * The locale whose entries fill what the data lacks, such as the
   * package's `de` under your own German codes; English (`en`) when absent.
   */
  readonly base?: Locale;
}

/**
 * Why {@link readLocale} refused a locale's data: every problem, each
 * naming where it is (`violations.too_long["maxLength"]: ...`).
 *
 * @public
 */
export interface LocaleDataError {
  /** One sentence with every problem. */
  readonly message: string;
  /** The problems, one each. */
  readonly problems: readonly string[];
}

/**
 * What {@link readLocale} returns: the locale, or why its data was refused.
 *
 * @public
 */
export type ReadLocaleResult =
  | { readonly ok: true; readonly value: Locale }
  | { readonly ok: false; readonly error: LocaleDataError };

/** A team's catalogue, as a locale's data is checked against it. */
function localeCatalogue(catalogue: AnyCatalogue): LocaleCatalogue {
  const attributes = catalogue.attributes as { readonly [name: string]: { readonly form?: AttributeForm } | undefined };
  const baseErrors = catalogue.baseErrors as {
    readonly [code: string]: { readonly details?: DetailsSchema } | undefined;
  };
  return {
    isViolationCode: (code) => catalogue.rules.isViolationCode(code),
    attributesOf: (code) => catalogue.rules.attributesOf(code),
    // Asked only of the attributes its codes carry.
    formOf: (name) => (attributes[name] as { readonly form?: AttributeForm }).form ?? "text",
    baseError: (code) => {
      const definition = Object.hasOwn(baseErrors, code) ? baseErrors[code] : undefined;
      return definition === undefined ? undefined : { schema: definition.details };
    },
  };
}

/**
 * Reads a locale's data, as `messages.json` holds it, into a `Locale`, at
 * run time and without a build step: the sentences of your own codes in a
 * language, or a whole language of your own.
 *
 * @remarks
 * The data is ICU MessageFormat, keyed as the catalogue definition keys
 * English: a code's pattern, or its patterns by variant (`""`,
 * `"maxLength"`, `"maxValue:date:exclusive"`, ...), each reading only the
 * members its variant names; see docs/messages.md for the whole format.
 * Every pattern is parsed and checked against the catalogue (its codes, their
 * attributes, the base errors' details) and compiled, once. What the data
 * leaves out comes from `options.base` (English by default); a code neither
 * has is written in English. The locales the package ships are the same
 * data, compiled when the package is built.
 *
 * @param data - the locale's data, such as the parsed `messages.json`
 * @param options - the catalogue its codes are from, and the locale that fills its gaps
 * @returns `{ ok: true, value }` with the locale, or `{ ok: false, error }` with every problem
 *
 * @example
 * ```ts
 * const shopDe = readLocale(
 *   { tag: "de", violations: { sku_format_invalid: { "": "ist keine gültige SKU", skuPattern: "muss eine SKU wie {skuPattern} sein" } } },
 *   { catalogue: shop, base: de },
 * );
 * if (!shopDe.ok) throw new Error(shopDe.error.message);
 * violationMessage(shop.violation("sku_format_invalid"), { catalogue: shop, locale: shopDe.value }); // "ist keine gültige SKU"
 * ```
 * @public
 */
export function readLocale(data: unknown, options: ReadLocaleOptions = {}): ReadLocaleResult {
  const catalogue = options.catalogue === undefined ? BUILT_IN_LOCALE_CATALOGUE : localeCatalogue(options.catalogue);
  const result = compileLocale(data, catalogue, options.base ?? en);
  if (result.ok) return result;
  const problems = result.problems;
  return { ok: false, error: { message: `the locale's data is not valid: ${problems.join("; ")}`, problems } };
}
