import { isSchemaUrn } from "../list-rules/schema-urn.js";
import { _nodesOf, _termKindOf, type FilterNode, type FilterValue, isFilterOperator } from "./filter-ast.js";

/**
 * A path the lexer reads back as one word: names (a letter or `_`, then
 * letters, digits, `_` or `-`; or `$ref`) joined by single periods. No
 * backtracking: a name never holds the `.` that ends it, and the two kinds
 * of name start differently.
 */
const ATTRIBUTE_PATH = /^(?:[A-Za-z_][\w-]*|\$[Rr][Ee][Ff])(?:\.(?:[A-Za-z_][\w-]*|\$[Rr][Ee][Ff]))*$/;

/** An attribute path, maybe qualified by a schema URN and `:` (split at the last `:`). */
function isAttributePath(attribute: unknown): attribute is string {
  if (typeof attribute !== "string") return false;
  const colon = attribute.lastIndexOf(":");
  return ATTRIBUTE_PATH.test(attribute.slice(colon + 1)) && (colon < 0 || isSchemaUrn(attribute.slice(0, colon)));
}

/** A tree no text can express: a programming error. */
function invalid(what: string, value: unknown): never {
  throw new TypeError(`formatFilter: invalid ${what} ${JSON.stringify(value) ?? String(value)}`);
}

function formatValue(value: FilterValue): string {
  if (typeof value === "number" && !Number.isFinite(value)) invalid("number", String(value));
  if (value !== null && !["string", "number", "boolean"].includes(typeof value)) invalid("value", typeof value);
  // JSON.stringify writes -0 as 0, which would not read back as the same number.
  return Object.is(value, -0) ? "-0" : JSON.stringify(value);
}

/** A term's text; throws for a node no text reads back as. */
function formatTerm(node: unknown): string {
  const { attribute, kind, operator, value, values } = node as Partial<Record<string, unknown>>;
  if (!isAttributePath(attribute)) invalid("attribute", attribute);
  if (kind === "present") return `${attribute} pr`;
  const isCompare = kind === "compare";
  if (!isCompare && kind !== "in") invalid("kind", kind);
  // An operator makes one kind of term: one value for `compare`, a list for `in`.
  if (!isFilterOperator(operator) || _termKindOf(operator) !== kind) invalid("operator", operator);
  if (isCompare) return `${attribute} ${operator} ${formatValue(value as FilterValue)}`;
  if (!Array.isArray(values) || values.length === 0) invalid("in list", values);
  return `${attribute} ${operator} (${values.map(formatValue).join(", ")})`;
}

/**
 * Writes a filter tree as canonical text.
 *
 * @remarks
 * Operators and keywords lower-case, single spaces, values as JSON
 * (`JSON.stringify`; `-0` stays `-0`), `in` lists as `("a", "b")`,
 * `not (...)` always with its parentheses, value paths as
 * `attribute[filter]`, and other parentheses only where
 * the tree needs them: around an `or` inside an `and`, and around an `and` or
 * `or` that is itself the operand of the same kind (which the parser would
 * otherwise merge into one chain). So `parseFilter(formatFilter(tree))` gives
 * back the same tree, and `formatFilter` of a parsed text is its canonical
 * form. Works without recursion, for trees of any depth.
 *
 * @param ast - a filter tree
 * @returns the canonical text
 * @throws TypeError for a tree no text can express: an attribute that is not a dotted path of names, a number that is not finite, an empty `in` list, an `and`/`or` with fewer than two operands, an unknown kind or operator
 *
 * @example
 * ```ts
 * formatFilter({
 *   kind: "and",
 *   operands: [
 *     { kind: "compare", attribute: "givenName", operator: "eq", value: "Ann" },
 *     { kind: "or", operands: [{ kind: "present", attribute: "email" }, { kind: "in", attribute: "status", operator: "in", values: ["ACTIVE"] }] },
 *   ],
 * }); // 'givenName eq "Ann" and (email pr or status in ("ACTIVE"))'
 * ```
 * @public
 */
export function formatFilter(ast: FilterNode): string {
  const out: string[] = [];
  // Work items: nodes still to write, or text to write as is; popped from the end.
  const work: (FilterNode | string)[] = [ast];
  while (work.length > 0) {
    const item = work.pop() as FilterNode | string;
    if (typeof item === "string") {
      out.push(item);
    } else if (item.kind === "not") {
      work.push(")", item.operand, "not (");
    } else if (item.kind === "valuePath") {
      const { attribute, filter } = item;
      if (!isAttributePath(attribute)) invalid("attribute", attribute);
      // RFC 7644: a value path holds no other.
      if (_nodesOf(filter).some((node) => node.kind === "valuePath")) invalid("nested value path", attribute);
      work.push("]", filter, `${attribute}[`);
    } else if (item.kind === "and" || item.kind === "or") {
      const { kind, operands } = item;
      if (!Array.isArray(operands) || operands.length < 2) invalid(`${kind} operands`, operands);
      const separator = ` ${kind} `;
      for (let i = operands.length - 1; i >= 0; i--) {
        const operand = operands[i] as FilterNode;
        const wrap = operand.kind === kind || (kind === "and" && operand.kind === "or");
        if (wrap) work.push(")", operand, "(");
        else work.push(operand);
        if (i > 0) work.push(separator);
      }
    } else {
      out.push(formatTerm(item));
    }
  }
  return out.join("");
}
