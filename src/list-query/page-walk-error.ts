const brand: unique symbol = Symbol.for("api-error-model.PageWalkError") as never;

/**
 * Why {@link pages} (and {@link listAll}) stopped a walk with a
 * {@link PageWalkError}.
 *
 * - `start_index_repeated`: a page starts before the index asked for (the
 *   server sent items it had sent already, or went back).
 * - `start_index_skipped`: a page starts after the index asked for (items
 *   between were never sent).
 * - `too_many_pages`: the walk read `maxPages` pages and the server still had
 *   more (a total that never ends, or keeps growing).
 * - `page_too_large`: a page's body is longer than `maxBodyBytes`; the rest
 *   of it was cancelled.
 *
 * @public
 */
export type PageWalkErrorReason = "start_index_repeated" | "start_index_skipped" | "too_many_pages" | "page_too_large";

/**
 * A page walk that stopped because the server does not page as it should:
 * see {@link PageWalkErrorReason}. Thrown by {@link pages} and
 * {@link listAll}; the pages before it were yielded.
 *
 * @example
 * ```ts
 * try {
 *   for await (const user of listAll(fetchPage)) console.log(user);
 * } catch (error) {
 *   if (isPageWalkError(error) && error.reason === "start_index_skipped") console.error(error.message);
 * }
 * ```
 * @public
 */
export class PageWalkError extends Error {
  /** Always `"PageWalkError"`, a literal that survives minification. */
  override readonly name = "PageWalkError" as const;
  /** Why the walk stopped. */
  readonly reason: PageWalkErrorReason;
  /** The `startIndex` of the page that was asked for. */
  readonly requestedStartIndex: number;
  /** The page's own `startIndex`, for `start_index_repeated` and `start_index_skipped`. */
  readonly receivedStartIndex: number | undefined;
  /** How many pages the walk had yielded. */
  readonly pages: number;

  /**
   * Describes a walk that stopped.
   *
   * @param init - the reason, the start index asked for, the page's own, and the pages yielded
   */
  constructor(init: {
    readonly reason: PageWalkErrorReason;
    readonly requestedStartIndex: number;
    readonly receivedStartIndex?: number | undefined;
    readonly pages: number;
  }) {
    const received = init.receivedStartIndex === undefined ? "" : `, the page starts at ${init.receivedStartIndex}`;
    super(
      `pages: ${init.reason.replaceAll("_", " ")} (start index ${init.requestedStartIndex} asked${received}, ${init.pages} pages read)`,
    );
    this.reason = init.reason;
    this.requestedStartIndex = init.requestedStartIndex;
    this.receivedStartIndex = init.receivedStartIndex;
    this.pages = init.pages;
    Object.defineProperty(this, brand, { value: true });
  }
}

/**
 * Tells whether `value` is a {@link PageWalkError}, from any copy of this
 * package.
 *
 * @param value - anything
 * @returns `true` for a `PageWalkError`
 * @public
 */
export function isPageWalkError(value: unknown): value is PageWalkError {
  try {
    return typeof value === "object" && value !== null && (value as { [brand]?: unknown })[brand] === true;
  } catch {
    return false;
  }
}
