// The two interfaces below are copied from Standard Schema v1
// (https://standardschema.dev, `@standard-schema/spec`, MIT), whose README
// invites implementers to copy them rather than depend on the package. They
// are structural: any validator's issues fit without an import.

/**
 * A path segment object of a Standard Schema v1 issue (`{ key }`), as some
 * validators (valibot) write them; others write the bare key.
 *
 * @remarks
 * Copied from Standard Schema v1 (`StandardSchemaV1.PathSegment`), which
 * asks to be copied rather than depended on.
 *
 * @public
 */
export interface StandardSchemaPathSegment {
  /** The key representing a path segment. */
  readonly key: PropertyKey;
}

/**
 * One issue of a failed Standard Schema v1 validation: a message and the path
 * of the offending value.
 *
 * @remarks
 * Copied from Standard Schema v1 (`StandardSchemaV1.Issue`). Validators add
 * their own members (zod's `code`, valibot's `kind`), which a mapping may read
 * after narrowing; this package relies on `message` and `path` only.
 *
 * @public
 */
export interface StandardSchemaIssue {
  /** The error message of the issue. */
  readonly message: string;
  /** The path of the issue, if any. */
  readonly path?: ReadonlyArray<PropertyKey | StandardSchemaPathSegment> | undefined;
}
