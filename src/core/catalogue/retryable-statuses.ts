/*
 * Which failures are worth sending again: read from the built-in catalogue,
 * whose base errors say `retryable` (a 429, a 503). A code is answered with
 * one status, so its status decides for every code that shares it.
 */

import { type CataloguedStatus, RETRYABLE_STATUSES } from "./tables.js";

/**
 * The methods whose request may be sent again after a network failure (RFC
 * 9110 section 9.2.2: idempotent), in upper case. A request that may have
 * reached the server and has effects of its own (`POST`, `PATCH`) is never
 * sent twice by this package.
 *
 * @public
 */
export const IDEMPOTENT_METHODS: readonly string[] = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"];

/** Whether a failure with `status` is worth retrying: its row of {@link RETRYABLE_STATUSES}, `false` when it has none. */
export function isRetryableStatus(status: number): boolean {
  return Object.hasOwn(RETRYABLE_STATUSES, status) && RETRYABLE_STATUSES[status as CataloguedStatus];
}
