/*
 * Which Retry-After text may pass (RFC 9110 section 10.2.3), by its shape
 * alone: anchored patterns with names of letters only, so that no free text
 * rides in the field. `retry-after.ts` parses what passes; these stay apart
 * from it so that a boundary's bundle carries no date parser.
 */

/**
 * What a sender writes: delay-seconds or an IMF-fixdate (RFC 9110 section
 * 5.6.7: a sender generates only that form). A thrown value's Retry-After is
 * sent on only in this shape.
 */
export const SENT_RETRY_AFTER: RegExp = /^(?:\d{1,10}|[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT)$/;

/**
 * What a recipient reads: delay-seconds, or an HTTP-date in any of its three
 * forms (IMF-fixdate, RFC 850, asctime). A response's Retry-After is kept on
 * its error only in this shape; `retryDelay` then checks that the date exists.
 */
export const READ_RETRY_AFTER: RegExp =
  /^(?:\d+|[A-Z][a-z]{2,8}, \d\d[ -][A-Z][a-z]{2}[ -]\d\d(?:\d\d)? \d\d:\d\d:\d\d GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \d{4})$/;
