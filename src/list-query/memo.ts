import type { FilterNode } from "./filter-ast.js";

/**
 * The most values a {@link _Memo} keeps before it starts over.
 *
 * @internal
 */
export const _MEMO_SIZE = 64;

/**
 * The longest value a {@link _Memo} keeps, in characters.
 *
 * @internal
 */
export const _MEMO_MAX_KEY_LENGTH = 2048;

/**
 * A small bounded memo of parsed parameter values: clients send the same few
 * `sort_by`, `fields` and `query` values over and over, so a server need not
 * parse and check them each time.
 *
 * @remarks
 * Holds at most {@link _MEMO_SIZE} values of at most
 * {@link _MEMO_MAX_KEY_LENGTH} characters; when full it starts over (O(1),
 * bounded memory). Only values that parsed without a problem are kept, and
 * they are frozen, since every later request shares them.
 *
 * @internal
 */
export class _Memo<T> {
  readonly #entries = new Map<string, T>();

  /**
   * @param key - the parameter's value as sent
   * @returns the parsed value, or `undefined` when not kept
   */
  get(key: string): T | undefined {
    return this.#entries.get(key);
  }

  /**
   * Keeps a parsed (and frozen) value.
   * @param key - the parameter's value as sent
   * @param value - its parsed form, frozen by the caller
   */
  set(key: string, value: T): void {
    if (key.length > _MEMO_MAX_KEY_LENGTH) return;
    if (this.#entries.size >= _MEMO_SIZE) this.#entries.clear();
    this.#entries.set(key, value);
  }
}

/**
 * Freezes a filter tree and everything in it, without recursion.
 *
 * @internal
 */
export function _freezeFilter(ast: FilterNode): FilterNode {
  const stack: FilterNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop() as FilterNode;
    if (node.kind === "and" || node.kind === "or") {
      stack.push(...node.operands);
      Object.freeze(node.operands);
    } else if (node.kind === "not") {
      stack.push(node.operand);
    } else if (node.kind === "in") {
      Object.freeze(node.values);
    }
    Object.freeze(node);
  }
  return ast;
}
