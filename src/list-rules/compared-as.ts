import { asciiLower } from "./name-index.js";

/**
 * What {@link comparedAs} reads of a compiled attribute (list-query's
 * `CompiledAttribute`): its type (`Type`, `"complex"` among them), whether it
 * compares case-sensitively, and the sub-attribute a complex one compares by.
 */
export interface ComparedAttribute<Type extends string> {
  readonly type: Type | undefined;
  readonly caseSensitive: boolean;
  readonly compareBy?: ComparedAttribute<Type>;
}

/**
 * How the values of an attribute compare: a complex attribute as its `value`
 * sub-attribute is declared (RFC 7644), any other as declared; no type for
 * an undeclared attribute or a complex one without `value`. The one rule
 * that the in-memory evaluator and the SQL translation both read.
 */
export function comparedAs<Type extends string>(
  attribute: ComparedAttribute<Type> | undefined,
): {
  readonly type: Exclude<Type, "complex"> | undefined;
  readonly caseSensitive: boolean;
} {
  const compared = attribute?.compareBy ?? attribute;
  return {
    type: compared?.type === "complex" ? undefined : (compared?.type as Exclude<Type, "complex"> | undefined),
    caseSensitive: compared?.caseSensitive ?? false,
  };
}

/**
 * The rule of a value path's term named `value` (ignoring ASCII case) on the
 * elements of a declared attribute that is not complex (a multi-valued simple
 * attribute: `schemas[value eq "urn:..."]`): the attribute's own, since
 * `value` names the element itself. `undefined` for any other name, or when
 * the attribute is complex or undeclared.
 */
export function elementValue<Attribute extends { readonly type: string | undefined }>(
  attribute: Attribute | undefined,
  name: string,
): Attribute | undefined {
  return attribute !== undefined && attribute.type !== "complex" && asciiLower(name) === "value"
    ? attribute
    : undefined;
}
