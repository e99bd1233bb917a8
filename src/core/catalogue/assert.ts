/**
 * Compiles only when `T` is `true`: a check of the catalogue's types that
 * runs in the type checker.
 *
 * @internal
 */
export type _Assert<T extends true> = T;
