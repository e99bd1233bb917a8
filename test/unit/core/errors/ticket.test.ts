import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  newTicket,
  parseErrorBody,
  toResponse,
  violation,
  violations,
} from "../../../../src/index.js";
import { parseFilter, parseListQuery } from "../../../../src/list-query/index.js";
import { fromStandardSchemaIssues } from "../../../../src/validators/standard-schema/index.js";
import { fromZodError } from "../../../../src/validators/zod/index.js";
import { toProblemResponse } from "../../../../src/views/index.js";
import { listUsers } from "../../../support/list-query-fixtures.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const realCrypto = globalThis.crypto;

/** Every public call that makes a ticket, each fed bad input where it parses input. */
async function ticketsFromThePublicSurface(): Promise<string[]> {
  const tickets: string[] = [];
  tickets.push(baseError({ code: "invalid_request", message: "bad" }).ticket);
  tickets.push(constraintViolationsError({ violations: { email: [violation("blank")] } }).ticket);
  const collected = violations().add("email", violation("blank")).toError();
  tickets.push(collected?.ticket ?? "missing");
  const filter = parseFilter("a eq");
  tickets.push(filter.ok ? "parsed" : filter.error.ticket);
  const query = parseListQuery("count=x", listUsers);
  tickets.push(query.ok ? "parsed" : query.error.ticket);
  for (const thrown of [new Error("boom"), "a string", null]) {
    const body = await toResponse(thrown).json();
    tickets.push(parseErrorBody(body).ok ? body.ticket : "not a body");
    tickets.push((await toProblemResponse(thrown).json()).ticket);
  }
  const notFound = new ApiError(baseError({ code: "user_not_found", message: "User [u1] could not be found" }));
  tickets.push((await toResponse(notFound).json()).ticket);
  tickets.push(fromStandardSchemaIssues([{ message: "bad", path: ["email"] }]).ticket);
  const zodResult = z.object({ email: z.string() }).safeParse({});
  tickets.push(zodResult.success ? "parsed" : fromZodError(zodResult.error).ticket);
  return tickets;
}

function expectUniqueUuids(tickets: readonly string[]): void {
  for (const ticket of tickets) expect(ticket).toMatch(UUID_V4);
  expect(new Set(tickets).size).toBe(tickets.length);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("newTicket and everything that makes a ticket, whatever Web Crypto the runtime has", () => {
  test("with crypto.randomUUID: it is used", async () => {
    expect(globalThis.crypto).toBe(realCrypto);
    const spy = vi.spyOn(realCrypto, "randomUUID");
    expectUniqueUuids(await ticketsFromThePublicSurface());
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  test("without crypto.randomUUID (a plain-http browser page): built from getRandomValues, nothing throws", async () => {
    const getRandomValues = vi.fn((array: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(array));
    vi.stubGlobal("crypto", { getRandomValues });
    expectUniqueUuids(await ticketsFromThePublicSurface());
    expect(getRandomValues).toHaveBeenCalled();
    expectUniqueUuids(Array.from({ length: 2000 }, newTicket));
  });

  test("without crypto at all: unique within the process, in the UUID v4 format", async () => {
    vi.stubGlobal("crypto", undefined);
    expect(globalThis.crypto).toBeUndefined();
    expectUniqueUuids(await ticketsFromThePublicSurface());
    expectUniqueUuids(Array.from({ length: 2000 }, newTicket));
  });

  test("without crypto and with a Math.random that always answers the same: still unique (the counter)", () => {
    vi.stubGlobal("crypto", undefined);
    const random = vi.spyOn(Math, "random").mockReturnValue(0.5);
    expectUniqueUuids(Array.from({ length: 2000 }, newTicket));
    random.mockRestore();
  });

  test("a Web Crypto whose calls throw (a broken polyfill) falls back instead of throwing", async () => {
    const broken = () => {
      throw new TypeError("Illegal invocation");
    };
    vi.stubGlobal("crypto", { randomUUID: broken, getRandomValues: broken });
    expectUniqueUuids(await ticketsFromThePublicSurface());
  });

  test("getRandomValues gives one hex digit per byte (its low four bits), in the version 4, variant 10 layout, then the counter", () => {
    vi.stubGlobal("crypto", {
      getRandomValues: (array: Uint8Array) => {
        array.fill(0xff);
        return array;
      },
    });
    expect(newTicket()).toMatch(/^ffffffff-ffff-4fff-bfff-ffff[0-9a-f]{8}$/);
    vi.stubGlobal("crypto", {
      getRandomValues: (array: Uint8Array) => {
        array.forEach((_, i) => {
          array[i] = i;
        });
        return array;
      },
    });
    expect(newTicket()).toMatch(/^01234567-89ab-4cde-b012-3[0-9a-f]{11}$/);
  });
});

describe("design decision Ticket", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("crypto.randomUUID() by default, for the builders and the safe 500", async () => {
    const spy = vi.spyOn(globalThis.crypto, "randomUUID").mockReturnValue("00000000-0000-4000-8000-000000000000");
    expect(baseError({ code: "x", message: "m" }).ticket).toBe("00000000-0000-4000-8000-000000000000");
    expect(constraintViolationsError({ violations: { a: violation("blank") } }).ticket).toBe(
      "00000000-0000-4000-8000-000000000000",
    );
    expect(((await toResponse(null).json()) as { ticket: string }).ticket).toBe("00000000-0000-4000-8000-000000000000");
    expect(spy).toHaveBeenCalledTimes(3);
  });

  test("injectable: a given ticket is used", async () => {
    expect(baseError({ code: "x", message: "m", ticket: "abc" }).ticket).toBe("abc");
    expect(((await toResponse(null, { newTicket: () => "abc" }).json()) as { ticket: string }).ticket).toBe("abc");
  });

  test("always present on every body", () => {
    expect(typeof baseError({ code: "x", message: "m" }).ticket).toBe("string");
    expect(typeof violations().add("a", violation("blank")).toError()?.ticket).toBe("string");
  });
});
