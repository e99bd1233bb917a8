/**
 * One step of a valibot issue's path: the key, and where it was taken
 * (`object`, `array`, `map`, `set`, ...). Structural: valibot is not imported.
 *
 * @public
 */
export interface ValibotPathItem {
  /** The kind of value the step goes into: `object`, `array`, `map`, `set`, `unknown`. */
  readonly type: string;
  /** The key of the step: a property name, an array index, a `Map` key; `null` for a `Set` element. */
  readonly key: unknown;
  /** The value at the step. */
  readonly value?: unknown;
  /** The value the step goes into: for a `Set` element, the `Set`, whose order gives the element's position. */
  readonly input?: unknown;
}

/**
 * One valibot issue (v1), as `safeParse(...).issues` holds them.
 *
 * @remarks
 * Structural, so that valibot is neither imported nor a dependency of this
 * entry: any object with these members will do. The bridge reads `kind`,
 * `type`, `input`, `expected`, `requirement`, `message`, `path` and `issues`.
 *
 * @public
 */
export interface ValibotIssue {
  /** `schema` (a type mismatch), `validation` (a pipe action) or `transformation`. */
  readonly kind: string;
  /** The schema or action that failed: `string`, `max_length`, `email`, `check`, ... */
  readonly type: string;
  /** The value that failed. */
  readonly input: unknown;
  /** What was expected, as valibot writes it (`"<=200"`, `("a" | "b")`), or `null`. */
  readonly expected: string | null;
  /** What was received, as valibot writes it (`"undefined"`, `"1"`). */
  readonly received?: string;
  /** The message: valibot's English one, or the one the schema gave. */
  readonly message: string;
  /** The action's requirement: a bound, a pattern, a list of values. */
  readonly requirement?: unknown;
  /** Where the value is in the validated input; absent for the whole input. */
  readonly path?: readonly ValibotPathItem[] | undefined;
  /** The issues of a union's options. */
  readonly issues?: readonly ValibotIssue[] | undefined;
}
