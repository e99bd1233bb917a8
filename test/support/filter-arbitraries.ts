import fc from "fast-check";
import {
  type AttributeDeclaration,
  FILTER_OPERATORS,
  type FilterCompareOperator,
  type FilterNode,
  type FilterValue,
  isOperatorOfClass,
  type ListOperation,
  type ValueType,
} from "../../src/list-query/index.js";
import { anyString } from "./fuzz.js";

const NAME_START = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_";
const NAME_CHAR = `${NAME_START}0123456789-`;

/** A name of the grammar, keywords included. */
export const nameArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...NAME_START), fc.string({ unit: fc.constantFrom(...NAME_CHAR), maxLength: 6 }))
    .map(([first, rest]) => first + rest),
  fc.constantFrom("and", "or", "not", "NOT", "eq", "pr", "in", "nin", "true", "null", "False", "$ref", "$REF"),
);

/** A dotted attribute path. */
export const plainPathArb: fc.Arbitrary<string> = fc
  .array(nameArb, { minLength: 1, maxLength: 3 })
  .map((names) => names.join("."));

/** A dotted attribute path, sometimes qualified by a schema URN. */
export const pathArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: plainPathArb },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "urn:ietf:params:scim:schemas:core:2.0:User",
          "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
          "URN:x",
          "a.b:c+d~e%20/f@g",
        ),
        plainPathArb,
      )
      .map(([urn, path]) => `${urn}:${path}`),
  },
);

/** A JSON literal: any string (lone surrogates too), any finite number (-0 too), booleans, null. */
export const valueArb: fc.Arbitrary<FilterValue> = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(-0, 0, 1e21, 5e-324, Number.MAX_VALUE),
  fc.boolean(),
  fc.constant(null),
);

const compareOperatorArb = fc.constantFrom(
  ...FILTER_OPERATORS.filter(
    (operator): operator is FilterCompareOperator =>
      !isOperatorOfClass(operator, "membership") && !isOperatorOfClass(operator, "presence"),
  ),
);

// Nodes are plain objects, as the parser makes them.
const PLAIN = { noNullPrototype: true } as const;

/** Trees of the filter language, with the given attributes and literals. */
export function treeArb(
  attributeArb: fc.Arbitrary<string> = pathArb,
  literalArb: fc.Arbitrary<FilterValue> = valueArb,
  maxDepth = 5,
  valuePaths = true,
): fc.Arbitrary<FilterNode> {
  // A value path's filter holds none (RFC 7644).
  const inner = valuePaths
    ? [
        fc.record(
          {
            kind: fc.constant("valuePath"),
            attribute: attributeArb,
            filter: treeArb(attributeArb, literalArb, 2, false),
          },
          PLAIN,
        ),
      ]
    : [];
  const { node } = fc.letrec<{ node: FilterNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", maxDepth, withCrossShrink: true },
      ...inner,
      fc.record(
        { kind: fc.constant("compare"), attribute: attributeArb, operator: compareOperatorArb, value: literalArb },
        PLAIN,
      ),
      fc.record(
        {
          kind: fc.constant("in"),
          attribute: attributeArb,
          operator: fc.constantFrom(
            ...FILTER_OPERATORS.filter((operator) => isOperatorOfClass(operator, "membership")),
          ),
          values: fc.array(literalArb, { minLength: 1, maxLength: 4 }) as fc.Arbitrary<[FilterValue, ...FilterValue[]]>,
        },
        PLAIN,
      ),
      fc.record({ kind: fc.constant("present"), attribute: attributeArb }, PLAIN),
      fc.record(
        {
          kind: fc.constantFrom<"and" | "or">("and", "or"),
          operands: fc.array(tie("node"), { minLength: 2, maxLength: 4 }) as fc.Arbitrary<
            [FilterNode, FilterNode, ...FilterNode[]]
          >,
        },
        PLAIN,
      ),
      fc.record({ kind: fc.constant("not"), operand: tie("node") }, PLAIN),
    ) as fc.Arbitrary<FilterNode>,
  }));
  return node;
}

/** Text made of the grammar's tokens (and a few wrong ones), to reach every state of the parser. */
export const tokenSoupArb: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom("(", ")", ",", "and", "OR", "not", "not (", "eq", "Ne", "sw", "co", "ew", "lt", "le", "gt", "ge"),
      fc.constantFrom("in", "NIN", "pr", "true", "false", "null", '"x"', '"\\u00e9"', '"\\q"', '"open', "1", "-2.5e3"),
      fc.constantFrom("01", "1.", "1e", "a.", "a.b", "#", "\n", "\t", "😀", "\u0000", '"\\u12"', "1e999", "x"),
      fc.constantFrom("[", "]", "emails[", "urn:a:b", "urn:a:", "a:1", "x:y.+z", "ims[type eq 1]"),
      fc.constantFrom("$", "$ref", "$refs", "a.$ref", "$ref:", "urn:a:$ref", "urn:a:$ref:b", "urn:$ref.a:b", "x.$r"),
      fc.constantFrom("].", "].value", "emails[type pr].value", "emails[type pr].", "]. a", "].urn:a:b"),
      pathArb,
    ),
    { maxLength: 20 },
  )
  .chain((tokens) =>
    fc
      .array(fc.constantFrom(" ", "", "  "), { minLength: tokens.length, maxLength: tokens.length })
      .map((gaps) => tokens.map((t, i) => t + (gaps[i] as string)).join("")),
  );

/** Filter text made of the grammar's tokens, so that many inputs parse far, mixed with any UTF-16. */
export const filterText = fc.oneof(
  anyString,
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "username",
          "email",
          "age",
          "emailVerified",
          "createdAt",
          "name.familyName",
          "__proto__",
          "constructor.prototype",
          " eq ",
          " ne ",
          " co ",
          " sw ",
          " ew ",
          " gt ",
          " ge ",
          " lt ",
          " le ",
          " pr",
          " in ",
          " nin ",
          " and ",
          " or ",
          "not ",
          "(",
          ")",
          ",",
          '"x"',
          '"\\u00e9"',
          '"\\ud800"',
          '"',
          "\\",
          "1",
          "-1.5e3",
          "true",
          "null",
          "FALSE",
          '"2024-01-01T00:00:00Z"',
          " ",
          "\t",
          ".",
          "\ud800",
          "[",
          "]",
          "emails[",
          ":",
          "urn:ietf:params:scim:schemas:core:2.0:User:",
        ),
        anyString,
      ),
      { maxLength: 25 },
    )
    .map((parts) => parts.join("")),
);

const filterTypeArb = fc.constantFrom<ValueType>("string", "number", "boolean", "date-time");

/** An operation declaring a few filterable attributes, hostile names included, with any operators of their type. */
export const filterableArb: fc.Arbitrary<ListOperation> = fc
  .dictionary(
    fc.constantFrom("a", "A", "b", "a.b", "not", "__proto__", "constructor"),
    fc
      .record(
        {
          type: filterTypeArb,
          filter: fc.oneof(fc.constant(true), fc.subarray([...FILTER_OPERATORS])),
          caseSensitive: fc.boolean(),
        },
        { requiredKeys: ["type", "filter"] },
      )
      // sw, co and ew on a type other than string are a malformed declaration (a TypeError).
      .map(
        (declared): AttributeDeclaration =>
          declared.type === "string" || declared.filter === true
            ? declared
            : { ...declared, filter: declared.filter.filter((op) => !isOperatorOfClass(op, "substring")) },
      ),
  )
  .map((attributes) => ({ attributes }));
