import type { ParseIssue, ParseResult } from "api-error-model";
import { isJsonObject, ownMember } from "../core/body/json-object.js";

/**
 * The pagination response body of a queryable operation.
 *
 * @public
 */
export interface PageBody<T> {
  /** The total number of results matching the query, on every page. */
  readonly totalResults: number;
  /** The 1-based index of the first item of this page in the whole result. */
  readonly startIndex: number;
  /** The page size of the query: the effective `count`, even when fewer items came back. */
  readonly itemsPerPage: number;
  /** The items of this page, in sort order (the spec's field table calls this list `itemsList`). */
  readonly items: readonly T[];
}

const NUMBER_MEMBERS = ["totalResults", "startIndex", "itemsPerPage"] as const;

/** The issues of the three number members, read by `read`: each a non-negative integer, `startIndex` at least 1. */
function numberIssues(read: (name: (typeof NUMBER_MEMBERS)[number]) => unknown): ParseIssue[] {
  const issues: ParseIssue[] = [];
  for (const name of NUMBER_MEMBERS) {
    const value = read(name);
    const min = name === "startIndex" ? 1 : 0;
    if (!Number.isInteger(value) || (value as number) < min) {
      const found = value === undefined ? "nothing" : typeof value === "number" ? value : typeof value;
      issues.push({ path: name, message: `${name} must be an integer >= ${min}, got ${found}` });
    }
  }
  return issues;
}

/** A fresh page body with the three numbers of `body` and `items`. */
function pageOf<T>(body: Omit<PageBody<unknown>, "items">, items: readonly T[]): PageBody<T> {
  return { totalResults: body.totalResults, startIndex: body.startIndex, itemsPerPage: body.itemsPerPage, items };
}

/** A failed parse with one issue about the whole body. */
function bodyIssue(message: string): ParseResult<never> {
  return { ok: false, issues: [{ path: "", message }] };
}

/**
 * Builds a page body.
 *
 * @param init - the three numbers and the items of the page
 * @returns a fresh page body with exactly the four members
 * @throws TypeError when a number is not a non-negative integer, `startIndex` is below 1, or `items` is not an array
 *
 * @example
 * ```ts
 * page({ totalResults: 120, startIndex: 51, itemsPerPage: 50, items: users.slice(50, 100) });
 * ```
 * @public
 */
/*@__NO_SIDE_EFFECTS__*/
export function page<T>(init: PageBody<T>): PageBody<T> {
  const problem =
    numberIssues((name) => init[name])[0]?.message ??
    (Array.isArray(init.items) ? undefined : "items must be an array");
  if (problem !== undefined) throw new TypeError(`page: ${problem}`);
  return pageOf(init, init.items);
}

/** Reads a page body; may throw on a hostile object, which parsePage catches. */
function readPage(value: unknown, itemGuard: ((item: unknown) => boolean) | undefined): ParseResult<PageBody<unknown>> {
  if (!isJsonObject(value)) return bodyIssue("a page body must be a JSON object");
  const body = value;
  const issues = numberIssues((name) => ownMember(body, name));
  // The spec's field table says `itemsList`, its example `items`: take either, `items` first.
  const key = Object.hasOwn(body, "items") ? "items" : Object.hasOwn(body, "itemsList") ? "itemsList" : undefined;
  const items = key === undefined ? undefined : body[key];
  if (!Array.isArray(items)) {
    issues.push({ path: key ?? "items", message: "items must be an array" });
  } else if (itemGuard !== undefined) {
    for (let index = 0; index < items.length; index++) {
      let accepted = false;
      try {
        accepted = itemGuard(items[index]) === true;
      } catch {
        // A guard that throws rejects the item.
      }
      if (!accepted) issues.push({ path: `${key}[${index}]`, message: `item ${index} was rejected by the item guard` });
    }
  }
  if (issues.length > 0) return { ok: false, issues: issues as [ParseIssue, ...ParseIssue[]] };
  return { ok: true, value: pageOf(body as unknown as PageBody<unknown>, (items as unknown[]).slice()) };
}

/**
 * Reads a pagination response body from parsed JSON, without trusting it.
 *
 * @remarks
 * Takes the list from `items`, or from `itemsList` (the label of the spec's
 * field table) when `items` is absent, and returns it as `items`. Checks that
 * `totalResults`, `startIndex` and `itemsPerPage` are non-negative integers
 * (`startIndex` at least 1) and, with `itemGuard`, every item, reporting each
 * index that fails (a guard that throws fails). Other members are dropped.
 * Reads own members only and never throws.
 *
 * @param value - parsed JSON, typically `await response.json()`
 * @param itemGuard - a check of each item; its type guard gives the item type
 * @returns `{ ok: true, value }` with a fresh page body, or `{ ok: false, issues }`
 *
 * @example
 * ```ts
 * const result = parsePage(await response.json(), isUser);
 * if (result.ok) for (const user of result.value.items) console.log(user.givenName);
 * ```
 * @public
 */
export function parsePage<T>(value: unknown, itemGuard: (item: unknown) => item is T): ParseResult<PageBody<T>>;
/**
 * Reads a pagination response body from parsed JSON, without trusting it.
 *
 * @param value - parsed JSON
 * @param itemGuard - a check of each item
 * @returns `{ ok: true, value }` with a fresh page body, or `{ ok: false, issues }`
 * @public
 */
export function parsePage(value: unknown, itemGuard?: (item: unknown) => boolean): ParseResult<PageBody<unknown>>;
export function parsePage(value: unknown, itemGuard?: (item: unknown) => boolean): ParseResult<PageBody<unknown>> {
  try {
    return readPage(value, itemGuard);
  } catch {
    return bodyIssue("the page body could not be read");
  }
}
