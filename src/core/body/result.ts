/**
 * One problem found by a parser: where it is and what is wrong.
 *
 * @public
 */
export interface ParseIssue {
  /** Where the problem is, as a path in the grammar of `formatPath` (`""` for the whole input). */
  readonly path: string;
  /** What is wrong, in one English sentence. */
  readonly message: string;
  /** For text inputs, the 0-based character position of the problem. */
  readonly position?: number;
}

/**
 * What every parser of this package returns instead of throwing.
 *
 * @public
 */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly [ParseIssue, ...ParseIssue[]] };
