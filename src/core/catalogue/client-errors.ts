/*
 * The base error a thrown client error status becomes: the generic code of
 * its status in the built-in catalogue (`generic: true` in the definition),
 * with that code's default message.
 */

import { CLIENT_ERROR_FALLBACK, CLIENT_ERRORS, type ClientErrorCode, type ClientErrorStatus } from "./tables.js";

/** The code and message of a 4xx status: its row of CLIENT_ERRORS, or the fallback. */
export function clientErrorOf(status: number): { readonly code: ClientErrorCode; readonly message: string } {
  return Object.hasOwn(CLIENT_ERRORS, status) ? CLIENT_ERRORS[status as ClientErrorStatus] : CLIENT_ERROR_FALLBACK;
}
