/**
 * The reference server answers error messages in the language of Accept-Language, over real HTTP:
 * every code it sends is the catalogue's, in the package's locales (it keeps no table of its own),
 * with Content-Language and Vary.
 */
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SHIPPED_LOCALES } from "../../../examples/reference-server/locales.js";
import { OPENAPI_DOCUMENT } from "../../../examples/reference-server/operations.js";
import { type Reply, send, startTestServer, type TestServer, testData } from "../../support/e2e.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(testData(), { maxBodyBytes: 1000, corsOrigins: ["https://app.example"] });
});
afterAll(() => server.close());

const GERMAN = { "accept-language": "de-DE, de;q=0.9, en;q=0.5" };

function languageOf(reply: Reply): { readonly language: string | null; readonly vary: string[] } {
  return {
    language: reply.headers.get("content-language"),
    vary: (reply.headers.get("vary") ?? "").split(/\s*,\s*/).map((token) => token.toLowerCase()),
  };
}

function messageOf(reply: Reply): string {
  return (reply.json as { message: string }).message;
}

describe("German Accept-Language", () => {
  test("a known code of the package: its German sentence, Content-Language de, Vary Accept-Language", async () => {
    const reply = await send(server, "GET", "/api/v1/users/nobody", undefined, GERMAN);
    expect(reply.status).toBe(404);
    expect(messageOf(reply)).toBe("Der Benutzer wurde nicht gefunden.");
    expect(languageOf(reply).language).toBe("de");
    expect(languageOf(reply).vary).toContain("accept-language");
  });

  test("unknown routes and 405: the package's sentences, quoting nothing of the request", async () => {
    const notFound = await send(server, "GET", "/nowhere", undefined, GERMAN);
    expect(messageOf(notFound)).toBe("Keine Operation passt zu Methode und Pfad der Anfrage.");
    const notAllowed = await send(server, "DELETE", "/api/v1/users", undefined, GERMAN);
    expect(messageOf(notAllowed)).toBe("Die Methode ist für diese Ressource nicht erlaubt.");
    expect(notAllowed.headers.get("allow")).toBe("GET, HEAD, POST");
    for (const reply of [notFound, notAllowed]) expect(languageOf(reply).language).toBe("de");
  });

  test("the server's own codes, with the values of the error and the request's id", async () => {
    const tooLarge = await send(server, "POST", "/api/v1/users", { userName: "x".repeat(2000) }, GERMAN);
    expect(tooLarge.status).toBe(413);
    expect(messageOf(tooLarge)).toBe("Der Anfragetext ist größer als 1.000 Byte.");
    const notJson = await send(server, "POST", "/api/v1/tenants", "{}", { ...GERMAN, "content-type": "text/plain" });
    expect(notJson.status).toBe(415);
    expect(messageOf(notJson)).toBe(
      "Der Medientyp des Anfragetexts wird nicht unterstützt; senden Sie ihn als application/json oder application/*+json.",
    );
    const challenge = await send(server, "POST", "/api/v1/mfa-challenges/nope/verify", { code: "1" }, GERMAN);
    expect(messageOf(challenge)).toBe("Die MFA-Challenge wurde nicht gefunden.");
    for (const reply of [tooLarge, notJson, challenge]) {
      expect(languageOf(reply).language).toBe("de");
      expect(languageOf(reply).vary).toContain("accept-language");
    }
  });

  test("in English, the catalogue's English sentences, the spec's wording for its ids", async () => {
    const english = { "accept-language": "en" };
    expect(messageOf(await send(server, "GET", "/nowhere", undefined, english))).toBe(
      "No operation matches the method and path of the request.",
    );
    expect(messageOf(await send(server, "DELETE", "/api/v1/users", undefined, english))).toBe(
      "The method is not allowed for this resource.",
    );
    const tooLarge = await send(server, "POST", "/api/v1/users", { userName: "x".repeat(2000) }, english);
    expect(messageOf(tooLarge)).toBe("The request body is larger than 1,000 bytes.");
    const challenge = await send(server, "POST", "/api/v1/mfa-challenges/nope/verify", { code: "1" }, english);
    expect(messageOf(challenge)).toBe("MFA challenge [nope] could not be found");
  });

  test("a constraint violations error: the German message, the details as they are", async () => {
    const reply = await send(server, "POST", "/api/v1/users", {}, GERMAN);
    expect(reply.status).toBe(400);
    expect(messageOf(reply)).toBe("Der Anfragetext enthält ungültige Werte.");
    expect(languageOf(reply).language).toBe("de");
  });

  test("a long id is quoted capped, in the spec's English wording", async () => {
    const id = "a".repeat(2000);
    const english = { "accept-language": "en" };
    const message = messageOf(
      await send(server, "POST", `/api/v1/mfa-challenges/${id}/verify`, { code: "1" }, english),
    );
    expect(message.length).toBeLessThan(320);
    expect(message).toContain("…]");
  });
});

describe("negotiation", () => {
  test("q-values choose the language of the answer", async () => {
    const german = await send(server, "GET", "/nowhere", undefined, { "accept-language": "en;q=0.3, de;q=0.8" });
    expect(languageOf(german).language).toBe("de");
    const english = await send(server, "GET", "/nowhere", undefined, { "accept-language": "de;q=0.3, en;q=0.8" });
    expect(messageOf(english)).toBe("No operation matches the method and path of the request.");
    expect(languageOf(english).language).toBe("en");
  });

  test("an unknown language, or none, is English (the server's own wording), with Vary", async () => {
    for (const headers of [{ "accept-language": "tlh, x-klingon;q=0.5" }, {}]) {
      const reply = await send(server, "GET", "/api/v1/users/nobody", undefined, headers);
      expect(messageOf(reply)).toBe("User [nobody] could not be found");
      expect(languageOf(reply).language).toBe("en");
      expect(languageOf(reply).vary).toContain("accept-language");
    }
  });

  test("Vary keeps the CORS middleware's Origin", async () => {
    const reply = await send(server, "GET", "/nowhere", undefined, { ...GERMAN, origin: "https://app.example" });
    expect(languageOf(reply).vary).toEqual(expect.arrayContaining(["accept-language", "origin"]));
  });

  test("concurrent requests in two locales do not mix", async () => {
    const tags = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? "de" : "en-XA"));
    const replies = await Promise.all(
      tags.map((tag, index) =>
        send(server, "POST", `/api/v1/mfa-challenges/m${index}x/verify`, { code: "1" }, { "accept-language": tag }),
      ),
    );
    replies.forEach((reply, index) => {
      expect(languageOf(reply).language).toBe(tags[index]);
      expect(messageOf(reply).startsWith(tags[index] === "de" ? "Die MFA-Challenge" : "[Ţĥé ṀƑÅ")).toBe(true);
    });
  });

  test("hostile headers never throw, and nothing of them is echoed", async () => {
    const url = new URL(server.url);
    const hostile = [
      "x".repeat(8000),
      ",".repeat(4000),
      "de;q=abc, *;q=-1, de;q=0.5;q=1",
      "__proto__, constructor;q=0.9",
      "de-".repeat(1500),
      "\u00ff\u00fe; q=\u00e9",
    ];
    for (const value of hostile) {
      const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: url.hostname, port: url.port, path: "/nowhere", headers: { "accept-language": value } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
            );
          },
        );
        request.on("error", reject);
        request.end();
      });
      expect(reply.status).toBe(404);
      expect(reply.text).not.toContain(value.slice(0, 12));
    }
  });
});

describe("the server's codes", () => {
  test("have no table of their own: every shipped locale writes them from its data", () => {
    const folder = new URL("../../../examples/reference-server/", import.meta.url);
    expect(readdirSync(folder).filter((name) => /message/.test(name))).toStrictEqual([]);
    expect(SHIPPED_LOCALES.length).toBeGreaterThanOrEqual(21);
  });

  test("every shipped locale answers a 404 in its own words", async () => {
    for (const locale of SHIPPED_LOCALES) {
      const reply = await send(server, "GET", "/nowhere", undefined, { "accept-language": locale.tag });
      expect(languageOf(reply).language, locale.tag).toBe(locale.tag);
      if (locale.tag !== "en") expect(messageOf(reply), locale.tag).not.toMatch(/No operation matches/);
    }
  });
});

describe("the OpenAPI document", () => {
  test("every operation takes Accept-Language; every error answer has Content-Language and Vary", () => {
    const paths = OPENAPI_DOCUMENT["paths"] as Record<string, Record<string, Record<string, unknown>>>;
    const tags = SHIPPED_LOCALES.map((locale) => locale.tag);
    for (const item of Object.values(paths)) {
      for (const operation of Object.values(item)) {
        const parameters = operation["parameters"] as { name: string; in: string }[];
        expect(parameters).toContainEqual(expect.objectContaining({ name: "Accept-Language", in: "header" }));
        for (const [status, response] of Object.entries(operation["responses"] as Record<string, object>)) {
          const headers = (response as { headers?: Record<string, { schema: { enum?: string[] } }> }).headers;
          if (/^[45]/.test(status)) {
            expect(headers?.["Content-Language"]?.schema.enum).toStrictEqual(tags);
            expect(headers).toHaveProperty("Vary");
          } else expect(headers ?? {}).not.toHaveProperty("Content-Language");
        }
      }
    }
  });
});
