// Types of generate-languages.mjs (plain ESM, not part of the package), for the TypeScript that imports it.

/** The names the generated modules get. */
export interface LanguageNames {
  /** The Python module's name (`api_error_catalogue`). */
  readonly pythonModule?: string;
  /** The Go package's name (`apierrors`). */
  readonly goPackage?: string;
  /** The Java package (`apierrormodel`). */
  readonly javaPackage?: string;
}

/** One generated file, by path relative to the output folder. */
export interface GeneratedFile {
  readonly path: string;
  readonly content: string;
}

/** The Python, Go and Java files of a catalogue as data (catalogue.json, or `toJSON()`). */
export function generateLanguages(catalogueJson: unknown, options?: LanguageNames): GeneratedFile[];

/** Writes the generated files under `out`; returns their paths. */
export function writeLanguages(catalogueJson: unknown, out: string, options?: LanguageNames): string[];
