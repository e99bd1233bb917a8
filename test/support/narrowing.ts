import { baseError, constraintViolationsError, violation } from "../../src/index.js";

/** The client-narrowing tests' constraint violations body: several codes, paths that need quoting, the whole-body key. */
export const manyViolations = constraintViolationsError({
  ticket: "t",
  violations: {
    email: [violation("blank"), violation("too_long", { maxLength: 200 })],
    "phones[0].number": violation("invalid_e164_phone_number"),
    '["a.b"]': violation("blank"),
    "": violation("empty"),
  },
});

/** The client-narrowing tests' base error body, with details. */
export const mfa = baseError({
  code: "mfa_challenge_verification_failed",
  message: "Invalid code",
  ticket: "t",
  details: { attemptsRemaining: 2 },
});
