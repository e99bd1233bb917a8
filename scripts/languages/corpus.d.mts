// Types of corpus.mjs (plain ESM, not part of the package), for the TypeScript that imports it.

/** One body of the corpus: a unique name and its JSON text. */
export interface CorpusBody {
  readonly name: string;
  readonly text: string;
}

/** A body with the verdicts of a TypeScript parser, lenient and strict. */
export interface JudgedBody extends CorpusBody {
  readonly lenient: boolean;
  readonly strict: boolean;
}

/** The corpus: valid and invalid error bodies as JSON text, names unique. */
export function bodyCorpus(): CorpusBody[];

/** The corpus with each body's verdicts from `parseErrorBody`, lenient and strict. */
export function withVerdicts(
  parseErrorBody: (value: unknown, options?: { strict?: boolean }) => { readonly ok: boolean },
): JudgedBody[];
