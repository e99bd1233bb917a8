import { describe, expect, test } from "vitest";
import { ApiError, baseError, constraintViolationsError, violation } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { errorMessage } from "../../../src/messages/index.js";

describe("errorMessage", () => {
  test("a known base code's sentence, in English by default and in the locale given", () => {
    const error = baseError({ code: "user_not_found", message: "whatever the server said" });
    expect(errorMessage(error)).toBe("The user could not be found.");
    expect(errorMessage(error, { locale: de })).toBe("Der Benutzer wurde nicht gefunden.");
  });

  test("reads the details of the error, also of an ApiError", () => {
    const body = baseError({
      code: "mfa_challenge_verification_failed",
      message: "m",
      details: { attemptsRemaining: 1 },
    });
    expect(errorMessage(body, { locale: de })).toBe("Der Bestätigungscode ist ungültig; noch 1 Versuch übrig.");
    expect(errorMessage(new ApiError(body))).toBe("The verification code is not valid; 1 attempt remains.");
  });

  test("a constraint violations code's message", () => {
    const error = constraintViolationsError({ violations: { a: violation("blank") } });
    expect(errorMessage(error)).toBe("The request body has constraint violations.");
    expect(errorMessage(error, { locale: de })).toBe("Der Anfragetext enthält ungültige Werte.");
  });

  test("undefined for a code the locale has no sentence for, or an inherited name", () => {
    expect(errorMessage(baseError({ code: "my_own_code", message: "m" }), { locale: de })).toBeUndefined();
    expect(errorMessage(baseError({ code: "toString", message: "m" }))).toBeUndefined();
    const odd = { ...constraintViolationsError({ violations: { a: violation("blank") } }), code: "constructor" };
    expect(errorMessage(odd)).toBeUndefined();
  });

  test("your own template wins", () => {
    const error = baseError({ code: "user_not_found", message: "m" });
    expect(errorMessage(error, { locale: de, baseMessages: { user_not_found: () => "Wer?" } })).toBe("Wer?");
  });
});
