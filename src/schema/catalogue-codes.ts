import type { AttributeForm } from "api-error-model";
import type { AnyCatalogue } from "api-error-model/catalogue";
import type { SchemaCodes } from "./definitions.js";

/** What the schemas list of a catalogue of one's own: read from its merged definition. */
export function codesOf(catalogue: AnyCatalogue): SchemaCodes {
  const violations = catalogue.violations as { readonly [code: string]: { readonly attributes?: readonly string[] } };
  const attributes = catalogue.attributes as {
    readonly [name: string]: { readonly description: string; readonly form?: AttributeForm };
  };
  const baseErrors = catalogue.baseErrors as { readonly [code: string]: { readonly status: number } };
  return {
    violations: Object.keys(violations),
    attributesByCode: Object.fromEntries(
      Object.entries(violations)
        .filter(([, entry]) => entry.attributes !== undefined && entry.attributes.length > 0)
        .map(([code, entry]) => [code, entry.attributes as readonly string[]]),
    ),
    attributes: Object.fromEntries(Object.entries(attributes).map(([name, entry]) => [name, entry.description])),
    forms: Object.fromEntries(Object.entries(attributes).map(([name, entry]) => [name, entry.form])),
    baseStatuses: Object.fromEntries(Object.entries(baseErrors).map(([code, entry]) => [code, entry.status])),
  };
}
