/**
 * List queries of queryable operations: the `start_index`, `count`,
 * `sort_by`, `fields` and `query` parameters, the filter language of
 * `query`, pagination on the server and page walking on the client.
 *
 * @packageDocumentation
 */

// --- filter language (filter-*.ts, compare.ts, attribute-path.ts) ---

// --- parameters, pagination, pages (params.ts, format-params.ts, paginate.ts, page.ts, pages.ts, operation.ts) ---
