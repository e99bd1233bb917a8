import { asciiLower, findName, type NameIndex, nameIndex } from "../list-rules/name-index.js";
import { isPathExpression } from "../list-rules/path-expression.js";
import { attributeSegments, isCoreSchemaUrn, isSchemaUrn } from "../list-rules/schema-urn.js";
import type { ValueType } from "./compare.js";
import {
  _operatorsOfClass,
  FILTER_OPERATOR_CLASSES,
  FILTER_OPERATORS,
  type FilterOperator,
  type FilterOperatorClass,
  isFilterOperator,
  isOperatorOfClass,
} from "./filter-ast.js";

/** The value types that allow each class of operator under `filter: true`. */
const DEFAULT_TYPES = {
  equality: ["string", "number", "boolean", "date-time"],
  substring: ["string"],
  order: ["string", "number", "date-time"],
  membership: ["string", "number", "date-time"],
  presence: ["string", "number", "boolean", "date-time"],
} as const satisfies Readonly<Record<FilterOperatorClass, readonly ValueType[]>>;

/** The SCIM forms an operation enables per attribute: `filter: true` leaves them out. */
const OPT_IN: readonly FilterOperator[] = ["co", "ew"];

/** The operators `filter: true` allows on a value type, in the order of {@link FILTER_OPERATORS}. */
function defaultsOf(type: ValueType): readonly FilterOperator[] {
  return FILTER_OPERATORS.filter(
    (operator) =>
      !OPT_IN.includes(operator) &&
      (DEFAULT_TYPES[FILTER_OPERATOR_CLASSES[operator]] as readonly ValueType[]).includes(type),
  );
}

/**
 * The operators an attribute allows when its declaration says `filter: true`,
 * per value type, in the order of `FILTER_OPERATORS`.
 *
 * @remarks
 * Strings allow the documented set `eq ne sw lt le gt ge in nin`; numbers and
 * date-times the same without `sw`; booleans `eq ne`. Every type also allows
 * `pr` (present), which only asks whether a value is there. The SCIM forms
 * `co` and `ew` parse, but an operation enables them per attribute (they
 * cannot use an index the way `sw` can). Each operator is allowed or not by
 * its class (`FILTER_OPERATOR_CLASSES`).
 *
 * @public
 */
export const DEFAULT_FILTER_OPERATORS: Readonly<Record<ValueType, readonly FilterOperator[]>> = {
  string: defaultsOf("string"),
  number: defaultsOf("number"),
  boolean: defaultsOf("boolean"),
  "date-time": defaultsOf("date-time"),
};

/**
 * The type of a declared attribute: a value type, or `complex` for an
 * attribute whose values are objects with declared sub-attributes (SCIM's
 * `emails: [{ value, type, primary }]`).
 *
 * @public
 */
export type AttributeType = ValueType | "complex";

/**
 * How clients may filter on an attribute: `true` for the type's
 * {@link DEFAULT_FILTER_OPERATORS}, a list of operators, or `false` (the
 * default) for not at all.
 *
 * @public
 */
export type FilterPermission = boolean | readonly FilterOperator[];

/**
 * A sub-attribute of a `complex` attribute: its value type, or the type with
 * its filter operators and case rule.
 *
 * @public
 */
export type SubAttributeDeclaration =
  | ValueType
  | {
      /** The value type. */
      readonly type: ValueType;
      /** The operators allowed on the sub-attribute; the type's defaults when absent or `true`. */
      readonly filter?: FilterPermission;
      /** Whether string comparisons respect case; `false` when absent. */
      readonly caseSensitive?: boolean;
    };

/**
 * What an operation declares about one attribute: its type and what clients
 * may do with it.
 *
 * @public
 */
export interface AttributeDeclaration {
  /** The value type; decides which filter literals fit and how values sort and compare. Required to filter. */
  readonly type?: AttributeType;
  /** Whether, and with which operators, `query` may name the attribute; `false` when absent. */
  readonly filter?: FilterPermission;
  /** Whether string comparisons respect case (filter and sort tie-breaks aside); `false` when absent. */
  readonly caseSensitive?: boolean;
  /** Whether `sort_by` may name the attribute; `false` when absent. */
  readonly sort?: boolean;
  /** Whether `fields` may name the attribute; `false` when absent. */
  readonly select?: boolean;
  /** Whether the attribute holds a list of values (informative for simple types; a complex attribute's sub-attributes are read on every element either way). */
  readonly multiValued?: boolean;
  /** The sub-attributes of a `complex` attribute, by name. */
  readonly attributes?: { readonly [name: string]: SubAttributeDeclaration };
}

/**
 * The attributes of an operation: attribute path (dotted for nested ones) to
 * its {@link AttributeDeclaration}. An extension schema's attribute that
 * items keep under the member keyed by the schema's URN (RFC 7643 section
 * 3.3) is named by the URN, `:` and its path
 * (`urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager`);
 * filters name it so, and it cannot be sortable or selectable (`sort_by` and
 * `fields` hold no URN).
 *
 * @public
 */
export type AttributeDeclarations = { readonly [path: string]: AttributeDeclaration };

/**
 * One attribute of a {@link CompiledListOperation}: its declaration with
 * every default filled in.
 *
 * @public
 */
export interface CompiledAttribute {
  /** The path as declared (`emails.value` for a sub-attribute reached through its complex attribute). */
  readonly name: string;
  /**
   * The members the path reads: `name` split at `.`; for an extension's
   * attribute named by its schema URN, the URN first
   * (`["urn:...:enterprise:2.0:User", "manager", "displayName"]`).
   */
  readonly path: readonly string[];
  /** The declared type; `undefined` when none is declared (values then sort by {@link compareValues} without a type). */
  readonly type: AttributeType | undefined;
  /** Whether `query` may name the attribute (an attribute declared with no operators is filterable by none). */
  readonly filter: boolean;
  /** The operators `query` may use on the attribute; empty when it is not filterable. */
  readonly operators: readonly FilterOperator[];
  /** Whether string comparisons respect case. */
  readonly caseSensitive: boolean;
  /** Whether `sort_by` may name the attribute. */
  readonly sort: boolean;
  /** Whether `fields` may name the attribute. */
  readonly select: boolean;
  /** Whether the attribute is declared multi-valued, or lies under a complex attribute. */
  readonly multiValued: boolean;
  /** For a complex attribute: its sub-attributes, named by dotted path (`emails.value`). */
  readonly attributes?: readonly CompiledAttribute[];
  /**
   * For a complex attribute: the sub-attribute its elements are compared by
   * when a filter term names the attribute itself (`emails co "@example.com"`
   * compares each element's `value`, as RFC 7644 does).
   */
  readonly compareBy?: CompiledAttribute;
  /** For a sub-attribute named by its dotted path (`emails.value`): the complex attribute it belongs to. */
  readonly parent?: CompiledAttribute;
}

/**
 * A {@link ListOperation} compiled once: every attribute with its defaults,
 * the `count` limits, the filter limits and the default order. What
 * `parseListQuery`, `validateFilter`, `filterMatcher`, `sortItems` and
 * `paginate` read, and what a translation to another query language (SQL)
 * can follow.
 *
 * @public
 */
export interface CompiledListOperation {
  /** Every declared attribute, in declaration order; the sub-attributes of a complex attribute follow it, named by dotted path. */
  readonly attributes: readonly CompiledAttribute[];
  /**
   * The attribute a client's name stands for: the name as declared, else the
   * one equal to it ignoring the case of ASCII letters (nothing else folds);
   * a complex attribute's sub-attributes by dotted path (`emails.value`); a
   * schema-qualified name (`urn:...:User:userName`) through the operation's
   * `schemas`.
   */
  attribute(name: string): CompiledAttribute | undefined;
  /** The page size when `count` is absent. */
  readonly countDefault: number;
  /** The largest `count` accepted. */
  readonly countMax: number;
  /** The longest filter accepted, in characters (`Infinity` for no limit). */
  readonly maxLength: number;
  /** The deepest nesting of a filter accepted (`Infinity` for no limit). */
  readonly maxDepth: number;
  /** The order used when `sort_by` is absent; empty for the order of the data. */
  readonly defaultSort: readonly { readonly attribute: string; readonly direction: "asc" | "desc" }[];
}

/**
 * Throws the TypeError of a value that is a programming error, not bad
 * input: `${what} ${value as JSON}`.
 *
 * @internal
 */
export function _invalid(what: string, value: unknown): never {
  throw new TypeError(`${what} ${JSON.stringify(value) ?? String(value)}`);
}

/**
 * The schema URN of a declared attribute named by it
 * (`urn:...:enterprise:2.0:User:employeeNumber`), `""` for a plain path, or
 * `undefined` for a name that is neither (or that a core schema's URN
 * qualifies: those attributes are the plain names).
 */
function schemaOf(name: string): string | undefined {
  const colon = name.lastIndexOf(":");
  // Stryker disable next-line EqualityOperator: equivalent, a name starting with ":" is neither a path nor qualified by a URN.
  if (colon < 0) return isPathExpression(name) ? "" : undefined;
  const urn = name.slice(0, colon);
  return isSchemaUrn(urn) && !isCoreSchemaUrn(urn) && isPathExpression(name, colon + 1) ? urn : undefined;
}

function isValueType(value: unknown): value is ValueType {
  return typeof value === "string" && Object.hasOwn(DEFAULT_FILTER_OPERATORS, value);
}

/**
 * The operators of a filter permission for a value type.
 *
 * @throws TypeError for a permission that is not a boolean or a list of operators, or a substring operator on a type other than string
 */
function operatorsOf(where: string, type: ValueType | undefined, filter: unknown): readonly FilterOperator[] {
  if (filter === undefined || filter === false) return [];
  // A filterable attribute needs a type.
  if (type === undefined || !(filter === true || (Array.isArray(filter) && filter.every(isFilterOperator)))) {
    return _invalid(`${where}: invalid filter`, filter);
  }
  if (filter === true) return DEFAULT_FILTER_OPERATORS[type];
  if (type !== "string" && filter.some((operator) => isOperatorOfClass(operator, "substring"))) {
    // `sw`, `co` and `ew` never match a number, boolean or date-time: a client would get an empty page and no hint why.
    const substring = _operatorsOfClass(["substring"])
      .join(", ")
      .replace(/, (?=\w+$)/, " and ");
    return _invalid(`${where}: ${substring} only apply to strings, not to the type`, type);
  }
  return filter;
}

/** A declaration as read from the table, checked when compiled. */
interface Draft {
  type?: AttributeType | undefined;
  filter?: unknown;
  caseSensitive?: unknown;
  sort?: unknown;
  select?: unknown;
  multiValued?: unknown;
  attributes?: unknown;
}

/** A sub-attribute's declaration as the draft of an attribute: filterable with its type's defaults unless it says otherwise. */
function subDraft(declared: unknown, filterable: boolean): Draft {
  const draft = (isValueType(declared) ? { type: declared } : declared) as Draft;
  return typeof draft === "object" && draft !== null
    ? { type: draft.type, filter: filterable && (draft.filter ?? true), caseSensitive: draft.caseSensitive }
    : { type: undefined };
}

/**
 * One attribute, checked, with its defaults filled in, added to `out`; a
 * complex one is followed by its sub-attributes, named by dotted path.
 */
function compileAttribute(name: string, draft: Draft, out: CompiledAttribute[], parent?: CompiledAttribute): void {
  const where = `ListOperation.attributes.${name}`;
  const { type, filter, caseSensitive = false, sort = false, select = false, multiValued = false, attributes } = draft;
  const complex = type === "complex";
  const schema = schemaOf(name);
  if (
    schema === undefined ||
    // `sort_by` and `fields` hold no `:`: an extension's attribute is for filters only.
    (schema !== "" && (sort || select)) ||
    !(parent ? isValueType(type) : type === undefined || complex || isValueType(type)) ||
    typeof caseSensitive !== "boolean" ||
    typeof sort !== "boolean" ||
    typeof select !== "boolean" ||
    typeof multiValued !== "boolean" ||
    (complex && sort) ||
    (attributes !== undefined && !(complex && typeof attributes === "object" && attributes !== null))
  ) {
    return void _invalid(`${where}: invalid declaration`, draft);
  }
  const filterable = filter !== undefined && filter !== false;
  const compiled: CompiledAttribute = {
    name,
    path: attributeSegments(name),
    type,
    filter: filterable,
    operators: complex ? [] : operatorsOf(where, type, filter),
    caseSensitive,
    sort,
    select,
    multiValued: multiValued || parent !== undefined,
    ...(parent && { parent }),
  };
  out.push(compiled);
  if (!complex) return;
  const subs = Object.entries(attributes ?? {}).map(([sub, declared]) => {
    if (sub.includes(".") || sub.includes(":")) _invalid(`${where}: invalid declaration`, sub);
    compileAttribute(`${name}.${sub}`, subDraft(declared, filterable), out, compiled);
    return out[out.length - 1] as CompiledAttribute;
  });
  // Named itself, a complex attribute compares its elements by `value` (RFC 7644), and `pr` asks for a non-empty element.
  const compareBy = subs.find((sub) => sub.name === `${name}.value`);
  if (
    filterable &&
    !compareBy &&
    !(filter === true || (Array.isArray(filter) && filter.every((op) => isOperatorOfClass(op, "presence"))))
  ) {
    // Without a `value` to compare by, only presence can be asked.
    return void _invalid(`${where}: invalid filter`, filter);
  }
  const own = compiled as { -readonly [K in keyof CompiledAttribute]: CompiledAttribute[K] };
  own.attributes = subs;
  if (filterable) {
    // `filter: true` takes the operators of `value`; a list is checked against its type.
    own.operators = !compareBy
      ? _operatorsOfClass(["presence"])
      : filter === true
        ? compareBy.operators
        : operatorsOf(where, compareBy.type as ValueType, filter);
    if (compareBy) {
      own.compareBy = compareBy;
      own.caseSensitive = compareBy.caseSensitive;
    }
  }
}

/**
 * The members of the three-list form, removed before 0.1.0, and what to
 * declare instead: a declaration that still uses one is a mistake to report,
 * not a list to ignore.
 */
const REMOVED_MEMBERS = {
  sortable: "sort: true",
  selectable: "select: true",
  filterable: 'type and filter (filter: true, or a list of operators such as ["eq", "sw"])',
} as const;

/**
 * The declarations of an operation's `attributes`, in declaration order.
 *
 * @throws TypeError for a removed member of the three-list form, or a table that is not an object of objects
 */
function draftsOf(operation: { readonly attributes?: unknown }): [name: string, draft: Draft][] {
  for (const [member, replacement] of Object.entries(REMOVED_MEMBERS)) {
    if ((operation as Record<string, unknown>)[member] !== undefined) {
      throw new TypeError(
        `ListOperation.${member} is not supported: declare ${replacement} on each attribute in ListOperation.attributes`,
      );
    }
  }
  const { attributes } = operation;
  if (attributes === undefined) return [];
  if (typeof attributes !== "object" || attributes === null) _invalid("ListOperation.attributes: invalid", attributes);
  return Object.entries(attributes).map(([name, declared]) =>
    typeof declared === "object" && declared !== null
      ? [name, declared as Draft]
      : _invalid(`ListOperation.attributes.${name}: invalid`, declared),
  );
}

/**
 * The schemas an operation serves: URN (ASCII-lower-cased) to the prefix of
 * its attributes' declared paths (`""` for the core schema, `"enterprise."`
 * for an extension declared as `enterprise`).
 */
function schemasOf(schemas: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (schemas === undefined) return out;
  if (typeof schemas !== "object" || schemas === null) return _invalid("ListOperation.schemas: invalid", schemas);
  for (const [urn, prefix] of Object.entries(schemas)) {
    if (!isSchemaUrn(urn) || typeof prefix !== "string" || (prefix !== "" && !isPathExpression(prefix))) {
      _invalid(`ListOperation.schemas.${urn}: invalid`, prefix);
    }
    out.set(asciiLower(urn), prefix && `${prefix}.`);
  }
  return out;
}

/**
 * The table of attributes and its lookup, as {@link CompiledListOperation}
 * has them.
 *
 * @internal
 */
export interface _AttributeTable {
  readonly attributes: readonly CompiledAttribute[];
  attribute(name: string): CompiledAttribute | undefined;
}

/**
 * Compiles the `attributes` of a declaration into one table with its lookup.
 *
 * @throws TypeError for a declaration that is not well-formed, or that uses a member of the removed three-list form
 * @internal
 */
export function _attributeTable(operation: {
  readonly schemas?: unknown;
  readonly attributes?: unknown;
}): _AttributeTable {
  const attributes: CompiledAttribute[] = [];
  for (const [name, draft] of draftsOf(operation)) compileAttribute(name, draft, attributes);
  const byName = new Map<string, CompiledAttribute>();
  // The first declared spelling wins; a sub-attribute's dotted path never hides a declared path.
  for (const attribute of attributes) if (!byName.has(attribute.name)) byName.set(attribute.name, attribute);
  const names: NameIndex = nameIndex(byName.keys());
  const schemas = schemasOf(operation.schemas);
  for (const { name } of attributes) {
    const colon = name.lastIndexOf(":");
    // One home per schema: an extension kept under its URN is not also a prefix of plain paths.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a plain name holds no ":", which every URN of schemas does, and no name starts with one.
    if (colon >= 0 && schemas.has(asciiLower(name.slice(0, colon)))) {
      _invalid(
        `ListOperation.attributes.${name}: its schema is mapped by ListOperation.schemas; declare the path`,
        `${schemas.get(asciiLower(name.slice(0, colon)))}${name.slice(colon + 1)}`,
      );
    }
  }
  // `urn:...:User:userName`: the URN (ignoring ASCII case) stands for a prefix of the declared paths.
  const qualified = (name: string): string | undefined => {
    const colon = name.lastIndexOf(":");
    const prefix = colon < 0 ? undefined : schemas.get(asciiLower(name.slice(0, colon)));
    return prefix === undefined ? undefined : findName(names, `${prefix}${name.slice(colon + 1)}`);
  };
  return {
    attributes,
    attribute(name) {
      const found = findName(names, name) ?? qualified(name);
      return found === undefined ? undefined : byName.get(found);
    },
  };
}
