import { operationError, operationViolations } from "api-error-model/contract";
import { checkCode, member } from "./fields.js";
import { VERIFY_MFA_CHALLENGE, VERIFY_MFA_CHALLENGE_BODY } from "./operations.js";
import { quotedId } from "./quoted-id.js";
import type { JsonObject } from "./read-body.js";
import type { Store } from "./store.js";

/** 404 `mfa_challenge_not_found`: no challenge has this id. */
function challengeNotFound(id: string): Error {
  return operationError(VERIFY_MFA_CHALLENGE, "mfa_challenge_not_found", {
    // The spec's English wording, quoting the id as `User [{id}] could not be found` does; other languages the catalogue's.
    message: `MFA challenge [${quotedId(id)}] could not be found`,
  });
}

/** Reads `code`: a string, or an integer (compared by its decimal digits). */
function readCode(body: JsonObject): string {
  const found = operationViolations(VERIFY_MFA_CHALLENGE, "body");
  const code = checkCode(found, "code", member(body, "code"), VERIFY_MFA_CHALLENGE_BODY.code);
  found.throwIfAny();
  return code as string;
}

/** The challenge's id: a path parameter, checked before the body. */
export async function requireChallenge(store: Store, id: string): Promise<void> {
  if (!(await store.challengeExists(id))) throw challengeNotFound(id);
}

/**
 * Verify MFA Challenge. A wrong code costs one attempt and answers 400
 * `mfa_challenge_verification_failed` with the attempts left; once none are
 * left every code, the right one included, gets that answer with
 * `attemptsRemaining: 0`. The right code while attempts remain verifies the
 * challenge (again, if asked again) without costing an attempt. A body
 * without a usable `code` is a constraint violation and costs nothing.
 * Concurrent attempts count down one at a time (one statement reads and
 * updates the row), never below 0.
 *
 * @throws ApiError 404 `mfa_challenge_not_found`, 400 `mfa_challenge_verification_failed`, 400 constraint violations
 */
export async function verifyChallenge(
  store: Store,
  id: string,
  body: JsonObject,
): Promise<{ readonly verified: true }> {
  const code = readCode(body);
  const attempt = await store.attempt(id, code);
  if (attempt.outcome === "not_found") throw challengeNotFound(id);
  if (attempt.outcome === "verified") return { verified: true };
  const exhausted = attempt.outcome === "exhausted";
  const left = exhausted ? 0 : attempt.attemptsRemaining;
  throw operationError(VERIFY_MFA_CHALLENGE, "mfa_challenge_verification_failed", {
    message: exhausted
      ? "No attempts remain for this challenge"
      : left === 0
        ? "The code is not valid; no attempts remain"
        : `The code is not valid; ${left} attempt${left === 1 ? "" : "s"} remain${left === 1 ? "s" : ""}`,
    details: { attemptsRemaining: left },
  });
}
