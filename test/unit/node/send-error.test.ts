import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { JSON_CONTENT_TYPE } from "../../../src/index.js";
import { sendError } from "../../../src/node/index.js";
import { fuzz, runs } from "../../support/fuzz.js";
import { recorder } from "../../support/node.js";
import { expectNoSecret, thrownWithSecrets } from "../../support/secrets.js";

describe("sendError on a response-like object", () => {
  test("removes stale headers, sets the status, the headers and the length, then ends with the body", () => {
    const res = recorder();
    sendError(res, { status: 405, headers: { allow: "GET" } }, { ticket: () => "t" });
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
