import { quoteClientText } from "api-error-model";

/**
 * An id from the path (`/api/v1/mfa-challenges/{id}/verify`) as the spec's
 * English message quotes it (`MFA challenge [{id}] could not be found`):
 * by the package's one rule for client text, capped and escaped.
 */
export function quotedId(id: string): string {
  return quoteClientText(id);
}
