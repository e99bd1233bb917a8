/*
 * Which failures are worth sending again: one decision per status this
 * catalogue answers with. A code is answered with one status (its row of
 * BASE_ERROR_STATUS or CLIENT_ERRORS, or CONSTRAINT_VIOLATIONS_STATUS), so
 * its status decides for it: a code added with a status of its own does not
 * compile until that status has its row here.
 */

import type { CONSTRAINT_VIOLATIONS_STATUS } from "./base-codes.js";
import type { ClientErrorStatus } from "./client-errors.js";
import type { BASE_ERROR_STATUS } from "./known-base-errors.js";

/**
 * A status this package answers with or expects from a gateway: every status
 * of `CLIENT_ERRORS`, `BASE_ERROR_STATUS` and `CONSTRAINT_VIOLATIONS_STATUS`,
 * and the 5xx statuses a server or a proxy in front of it sends.
 *
 * @public
 */
export type CataloguedStatus =
  | ClientErrorStatus
  | (typeof BASE_ERROR_STATUS)[keyof typeof BASE_ERROR_STATUS]
  | typeof CONSTRAINT_VIOLATIONS_STATUS
  | 500
  | 502
  | 503
  | 504;

/**
 * Whether a failure with this status is worth sending again, unchanged:
 * `true` for 408 (the request arrived too slowly), 429 (too many requests),
 * 502, 503 and 504 (a gateway or the server is briefly unavailable); `false`
 * for 500 (the same request most likely fails the same way) and every other
 * 4xx (the request itself must change).
 *
 * @remarks
 * A status not listed (a 4xx such as 418, a 5xx such as 501) is not retried.
 * `isRetryable` reads this table; a network failure, which has no status, is
 * retried only for an idempotent method ({@link IDEMPOTENT_METHODS}).
 *
 * @public
 */
export const RETRYABLE_STATUSES: { readonly [S in CataloguedStatus]: boolean } = {
  400: false,
  401: false,
  403: false,
  404: false,
  405: false,
  406: false,
  408: true,
  409: false,
  410: false,
  411: false,
  412: false,
  413: false,
  414: false,
  415: false,
  416: false,
  422: false,
  429: true,
  431: false,
  500: false,
  502: true,
  503: true,
  504: true,
};

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
