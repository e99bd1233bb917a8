import { describe, expect, test, vi } from "vitest";
import { errorBoundary, type MessageLocalizer, notFound, parseErrorBody } from "../../../../src/index.js";

const SECRET = "s3cr3t-do-not-leak";
const newTicket = () => "t-fresh";
describe("errorBoundary", () => {
  test("passes arguments, this and the response through", async () => {
    const handler = vi.fn(function (this: unknown, request: Request, env: { readonly n: number }) {
      return new Response(`${request.method} ${env.n} ${this === undefined}`);
    });
    const wrapped = errorBoundary(handler);
    const response = await wrapped(new Request("http://x/"), { n: 1 });
    expect(await response.text()).toBe("GET 1 true");
    const bound = { wrapped, marker: 1 };
    await bound.wrapped(new Request("http://x/"), { n: 2 });
    expect(handler.mock.contexts[1]).toBe(bound);
  });

  test("a synchronous throw, a rejection and a rejected string become error responses", async () => {
    const onUnexpected = vi.fn();
    const sync = errorBoundary(
      (): Response => {
        throw new Error(SECRET);
      },
      { onUnexpected, newTicket },
    );
    const response = await sync();
    expect(response.status).toBe(500);
    expect(await response.json()).toStrictEqual({
      type: "base_error",
      code: "internal_error",
      message: "An unexpected error occurred.",
      ticket: "t-fresh",
    });
    expect(onUnexpected).toHaveBeenCalledTimes(1);
    expect((await errorBoundary(() => Promise.reject(SECRET))()).status).toBe(500);
    const rejected = await errorBoundary(async () => {
      throw notFound("user", 1);
    })();
    expect(rejected.status).toBe(404);
    expect(parseErrorBody(await rejected.json()).ok).toBe(true);
  });
});

describe("errorBoundary with a localizer", () => {
  const localize: MessageLocalizer = ({ body, headers }, acceptLanguage) => ({
    body: { ...body, message: `in ${acceptLanguage}` },
    headers: { ...headers, "content-language": "xx" },
  });
  const failing = (_request?: unknown): Response => {
    throw notFound("user_not_found", "User [42] could not be found");
  };

  test("reads the Accept-Language of the request it was given", async () => {
    const response = await errorBoundary(failing, { localize })(
      new Request("http://x/", { headers: { "accept-language": "de" } }),
    );
    expect(response.headers.get("content-language")).toBe("xx");
    expect(((await response.json()) as { message: string }).message).toBe("in de");
  });

  test("without a request, or with the option given, uses the option", async () => {
    expect(((await (await errorBoundary(failing, { localize })()).json()) as { message: string }).message).toBe(
      "in undefined",
    );
    const given = errorBoundary(failing, { localize, acceptLanguage: "fr" });
    const response = await given(new Request("http://x/", { headers: { "accept-language": "de" } }));
    expect(((await response.json()) as { message: string }).message).toBe("in fr");
  });
});
