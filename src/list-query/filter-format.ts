import type { FilterNode, FilterTermNode, FilterValue } from "./filter-ast.js";
import { _FilterLexer, TOKEN_WORD } from "./filter-lexer.js";

const COMPARE_OPERATORS: readonly string[] = ["eq", "ne", "sw", "co", "ew", "lt", "le", "gt", "ge"];

/** Whether `attribute` is a path the lexer reads back as one word: names joined by `.`. */
function isAttributePath(attribute: unknown): attribute is string {
  if (typeof attribute !== "string") return false;
  const lexer = new _FilterLexer(attribute);
  return lexer.next() === TOKEN_WORD && lexer.start === 0 && lexer.end === attribute.length;
}

function formatValue(value: FilterValue): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`formatFilter: ${value} has no JSON form`);
    // JSON.stringify writes -0 as 0, which would not read back as the same number.
    return Object.is(value, -0) ? "-0" : String(value);
  }
  if (typeof value === "string" || typeof value === "boolean" || value === null) return JSON.stringify(value);
  throw new TypeError(`formatFilter: a value must be a string, number, boolean or null, got ${typeof value}`);
}

function attributeOf(node: { readonly attribute: unknown }): string {
  if (!isAttributePath(node.attribute)) {
    throw new TypeError(`formatFilter: ${JSON.stringify(node.attribute)} is not an attribute path`);
  }
  return node.attribute;
}

/** A term's text; throws for a node no text reads back as. */
function formatTerm(node: FilterTermNode): string {
  const attribute = attributeOf(node);
  if (node.kind === "present") return `${attribute} pr`;
  if (node.kind === "compare") {
    if (!COMPARE_OPERATORS.includes(node.operator)) {
      throw new TypeError(`formatFilter: ${JSON.stringify(node.operator)} is not a comparison operator`);
    }
    return `${attribute} ${node.operator} ${formatValue(node.value)}`;
  }
  if (node.kind !== "in")
    throw new TypeError(`formatFilter: unknown node kind ${JSON.stringify((node as { kind: unknown }).kind)}`);
  if (node.operator !== "in" && node.operator !== "nin") {
    throw new TypeError(`formatFilter: ${JSON.stringify(node.operator)} is not in or nin`);
  }
  if (!Array.isArray(node.values) || node.values.length === 0)
    throw new TypeError("formatFilter: an in list needs a value");
  return `${attribute} ${node.operator} (${node.values.map(formatValue).join(", ")})`;
}

/**
 * Writes a filter tree as canonical text.
 *
 * @remarks
 * Operators and keywords lower-case, single spaces, values as JSON
 * (`JSON.stringify`; `-0` stays `-0`), `in` lists as `("a", "b")`,
 * `not (...)` always with its parentheses, and other parentheses only where
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
    } else if (item.kind === "and" || item.kind === "or") {
      const { kind, operands } = item;
      if (!Array.isArray(operands) || operands.length < 2) {
        throw new TypeError(`formatFilter: ${kind} needs at least two operands`);
      }
      const separator = kind === "and" ? " and " : " or ";
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
