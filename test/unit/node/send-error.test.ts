import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ApiError, baseError, JSON_CONTENT_TYPE } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { localizeMessages } from "../../../src/messages/index.js";
import { sendError } from "../../../src/node/index.js";
import { fuzz, runs } from "../../support/fuzz.js";
import { recorder } from "../../support/node.js";
import { expectNoSecret, thrownWithSecrets } from "../../support/secrets.js";

describe("sendError on a response-like object", () => {
  test("removes stale headers, sets the status, the headers and the length, then ends with the body", () => {
    const res = recorder();
    sendError(res, { status: 405, headers: { allow: "GET" } }, { newTicket: () => "t" });
    expect(res.statusCode).toBe(405);
    const body = res.body();
    expect(res.log).toStrictEqual([
      "-content-encoding",
      "-content-language",
      "-content-range",
      "-content-disposition",
      `content-type: ${JSON_CONTENT_TYPE}`,
      "allow: GET",
      `content-length: ${new TextEncoder().encode(body).byteLength}`,
      "end",
    ]);
    expect(JSON.parse(body)).toStrictEqual({
      type: "base_error",
      code: "method_not_allowed",
      message: "The method is not allowed for this resource.",
      ticket: "t",
    });
  });
});

describe("sendError after the headers went out", () => {
  test("ends a response still open, and leaves an ended one alone", () => {
    const open = { ...recorder(), headersSent: true, writableEnded: false };
    sendError(open, new Error("late"));
    expect(open.log).toStrictEqual(["end"]);
    const ended = { ...recorder(), headersSent: true, writableEnded: true };
    sendError(ended, new Error("late"));
    expect(ended.log).toStrictEqual([]);
  });
});

fuzz("sendError: nothing of the thrown value's secrets in the answer", () => {
  test("status, headers and body hold no piece of a secret, framework failures and ajv errors included", () => {
    fc.assert(
      fc.property(thrownWithSecrets, ({ thrown, secrets }) => {
        const res = recorder();
        sendError(res, thrown);
        expectNoSecret(String(res.statusCode), secrets);
        expectNoSecret(res.log.join("\n"), secrets);
        expectNoSecret(res.body(), secrets);
        expectNoSecret(JSON.parse(res.body()), secrets);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe("sendError with a localizer", () => {
  const localize = localizeMessages([de]);
  const notFound = new ApiError(baseError({ code: "user_not_found", message: "User [42] could not be found" }));

  test("reads Accept-Language from res.req, and merges a Vary already set", () => {
    const res = { ...recorder(), req: { headers: { "accept-language": "de" } }, getHeader: () => "Origin" };
    sendError(res, notFound, { localize });
    expect(res.log).toContain("content-language: de");
    expect(res.log).toContain("vary: Origin, Accept-Language");
    expect(JSON.parse(res.body())).toMatchObject({ message: "Der Benutzer wurde nicht gefunden." });
  });

  test("without a request or a Vary: English, and Vary alone; a getHeader that throws is ignored", () => {
    const res = {
      ...recorder(),
      getHeader: () => {
        throw new Error("no headers");
      },
    };
    sendError(res, notFound, { localize });
    expect(res.log).toContain("content-language: en");
    expect(res.log).toContain("vary: Accept-Language");
    expect(JSON.parse(res.body())).toMatchObject({ message: "User [42] could not be found" });
    const blank = { ...recorder(), getHeader: () => " " };
    sendError(blank, notFound, { localize, acceptLanguage: "de" });
    expect(blank.log).toContain("vary: Accept-Language");
  });

  test("a Vary that has Accept-Language or * is kept as it is; one set as a list is kept too", () => {
    for (const [set, sent] of [
      ["Accept-Language", "Accept-Language"],
      ["origin, accept-language", "origin, accept-language"],
      ["*", "*"],
      [["Origin", "Cookie"], "Origin, Cookie, Accept-Language"],
    ] as const) {
      const res = { ...recorder(), getHeader: () => set };
      sendError(res, notFound, { localize, acceptLanguage: "de" });
      expect(res.log, String(set)).toContain(`vary: ${sent}`);
    }
  });
});
