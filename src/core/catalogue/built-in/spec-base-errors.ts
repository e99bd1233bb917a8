/*
 * The base error codes of the spec and of its reference service's
 * operations: those a service of the spec answers that the package's own
 * machinery never sends.
 */

import type { _Assert } from "../assert.js";
import type { BaseErrorDefinitions } from "../definition.js";

/**
 * The base error codes of the spec's operations (Get User, Verify MFA
 * Challenge), with their statuses and details.
 *
 * @public
 */
export const SPEC_BASE_ERRORS = {
  user_not_found: {
    status: 404,
    title: "User not found",
    description: "No user has the identifier the request gives.",
    explanation:
      "Sent by Get User when the identifier matches no user, for instance a mistyped id or a deleted user. Check the identifier, or find the user with Query Application Users.",
    details: false,
    message: "The user could not be found.",
    since: "0.1.0",
  },
  mfa_challenge_verification_failed: {
    status: 400,
    title: "MFA challenge verification failed",
    description:
      "The code given to verify an MFA challenge is not valid; `details.attemptsRemaining` tells how many attempts are left.",
    explanation:
      "Sent by Verify MFA Challenge when the code is wrong or no attempts are left. Ask the user for the code again while `attemptsRemaining` is above 0; at 0, start a new challenge.",
    details: {
      type: "object",
      required: ["attemptsRemaining"],
      properties: {
        attemptsRemaining: { type: "integer", minimum: 0, description: "Attempts left to give a valid code." },
      },
    },
    message: {
      "": "The verification code is not valid.",
      attemptsRemaining:
        "The verification code is not valid; {attemptsRemaining, plural, =0 {no attempts remain} one {# attempt remains} other {# attempts remain}}.",
    },
    since: "0.1.0",
  },
  mfa_challenge_not_found: {
    status: 404,
    title: "MFA challenge not found",
    description: "No MFA challenge has the identifier the request gives.",
    explanation:
      "Sent by Verify MFA Challenge when the challenge's identifier in the path matches no challenge, for instance a mistyped id. Check the identifier, or start a new challenge.",
    message: "The MFA challenge could not be found.",
    since: "0.1.0",
  },
} as const;

/**
 * `SPEC_BASE_ERRORS` is a table of base error definitions.
 *
 * @internal
 */
export type _SpecBaseErrorsChecked = _Assert<typeof SPEC_BASE_ERRORS extends BaseErrorDefinitions ? true : false>;
