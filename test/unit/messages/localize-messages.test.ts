import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  type ErrorBody,
  JSON_CONTENT_TYPE,
  type LocalizedAnswer,
  toHttpResponse,
  violation,
} from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { enXA } from "../../../src/messages/en-XA/index.js";
import { en, localizeMessages } from "../../../src/messages/index.js";
import { fuzz, runs } from "../../support/fuzz.js";

const HEADERS = { "content-type": JSON_CONTENT_TYPE };
const userNotFound: ErrorBody = baseError({
  code: "user_not_found",
  message: "User [42] could not be found",
  ticket: "t",
});
const answer = (body: ErrorBody, headers: Record<string, string> = HEADERS): LocalizedAnswer => ({ body, headers });

describe("localizeMessages", () => {
  const localize = localizeMessages([de, enXA]);

  test("a known code in the negotiated locale, with Content-Language and Vary", () => {
    expect(localize(answer(userNotFound), "de-CH, de;q=0.9, en;q=0.5")).toStrictEqual({
      body: { ...userNotFound, message: "Der Benutzer wurde nicht gefunden." },
      headers: { ...HEADERS, "content-language": "de", vary: "Accept-Language" },
    });
    const violations = constraintViolationsError({ violations: { email: violation("blank") } });
    expect(localize(answer(violations), "de").body.message).toBe(
      de.phrases.violationsMessages.message_body_constraint_violations,
    );
  });

  test("q-values choose; English (the source language) keeps the body's own message", () => {
    expect(localize(answer(userNotFound), "en;q=0.9, de;q=0.8").body).toBe(userNotFound);
    expect(localize(answer(userNotFound), "en;q=0.5, de;q=0.8").headers["content-language"]).toBe("de");
    // English is offered: en-US finds it, not the pseudo-locale en-XA.
    expect(localize(answer(userNotFound), "en-US, en-XA;q=0.5").headers["content-language"]).toBe("en");
    expect(localize(answer(userNotFound), "en-XA").headers["content-language"]).toBe("en-XA");
    for (const header of [undefined, "", "ja", "*;q=0", "de;q=0"]) {
      expect(localize(answer(userNotFound), header)).toStrictEqual({
        body: userNotFound,
        headers: { ...HEADERS, "content-language": "en", vary: "Accept-Language" },
      });
    }
  });

  test("English offered in the list is the one negotiated, in your order", () => {
    const englishFirst = localizeMessages([en, de]);
    expect(englishFirst(answer(userNotFound), "*").headers["content-language"]).toBe("en");
    expect(englishFirst(answer(userNotFound), "de").headers["content-language"]).toBe("de");
  });

  test("a code the locale does not know keeps its message, in the source language", () => {
    const own = baseError({ code: "tenant_suspended", message: "The tenant is suspended" });
    expect(localize(answer(own), "de").headers["content-language"]).toBe("en");
    expect(localize(answer(own), "de").body).toBe(own);
  });

  test("the deprecated option messages still gives your sentences, and translate wins over it", () => {
    const own = baseError({ code: "tenant_suspended", message: "The tenant is suspended" });
    const old = localizeMessages([de], { messages: (body, locale) => `${locale.tag}: ${body.code}` });
    expect(old(answer(own), "de").body.message).toBe("de: tenant_suspended");
    const both = localizeMessages([de], { messages: () => "old", translate: () => "new" });
    expect(both(answer(own), "de").body.message).toBe("new");
  });

  test("your sentences for your own codes come first; sourceLanguage names your language", () => {
    const own = baseError({ code: "tenant_suspended", message: "Der Mandant ist gesperrt." });
    const localizeOwn = localizeMessages([de, enXA], {
      sourceLanguage: "de",
      translate: (body, locale) => (body.code === "tenant_suspended" ? `${locale.tag}: suspended` : undefined),
    });
    expect(localizeOwn(answer(own), "en-XA").body.message).toBe("en-XA: suspended");
    expect(localizeOwn(answer(own), "de")).toStrictEqual({
      body: own,
      headers: { ...HEADERS, "content-language": "de", vary: "Accept-Language" },
    });
    expect(localizeOwn(answer(userNotFound), "en-XA").headers["content-language"]).toBe("en-XA");
  });

  test("Vary is merged: kept when it names Accept-Language or is *, else extended", () => {
    const vary = (value: string) => localize(answer(userNotFound, { ...HEADERS, vary: value }), "de").headers["vary"];
    expect(vary("Origin")).toBe("Origin, Accept-Language");
    expect(vary("origin, accept-language")).toBe("origin, accept-language");
    expect(vary("*")).toBe("*");
    expect(vary(" ")).toBe("Accept-Language");
  });

  test("through a boundary: the German message and headers, never the header's text", () => {
    const { headers, body } = toHttpResponse(new ApiError(userNotFound, { status: 404 }), {
      localize,
      acceptLanguage: "de, x-secret",
    });
    expect(headers).toStrictEqual({ ...HEADERS, "content-language": "de", vary: "Accept-Language" });
    expect(body).toContain("Der Benutzer wurde nicht gefunden.");
    expect(body).not.toContain("secret");
  });
});

fuzz("localizeMessages on any header", () => {
  test("never throws, answers an offered language, and never quotes the header", () => {
    const localize = localizeMessages([de, enXA]);
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (header) => {
        const { body, headers } = localize(answer(userNotFound), `${header}`);
        expect(["en", "de", "en-XA"]).toContain(headers["content-language"]);
        if (header.length > 8 && !["en", "de", "en-XA"].some((tag) => header.includes(tag)))
          expect(body.message).not.toContain(header);
      }),
      { numRuns: runs(200) },
    );
  });
});
