/**
 * Catalogues: one definition of violation codes, constraint attributes and
 * base errors, as data, that a team extends with its own codes
 * (`defineCatalogue`) and every part of the package reads; the package's
 * own, `coreCatalogue` and `builtInCatalogue`.
 *
 * @packageDocumentation
 */

export { builtInCatalogue, coreCatalogue } from "./built-in.js";
export type {
  AnyCatalogue,
  Catalogue,
  CatalogueAttributesInit,
  CatalogueBaseError,
  CatalogueBaseErrorInit,
  CatalogueErrorBody,
  CatalogueViolationDetail,
  CatalogueViolationsInit,
} from "./catalogue.js";
export type { CatalogueJson } from "./catalogue-json.js";
export { CATALOGUE_JSON_SCHEMA } from "./catalogue-schema.js";
export { type CatalogueDefinition, defineCatalogue } from "./define-catalogue.js";
export { type CatalogueDiff, type CatalogueDiffItem, diffCatalogues } from "./diff-catalogues.js";
