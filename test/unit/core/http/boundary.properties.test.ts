import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ApiError, baseError, JSON_CONTENT_TYPE, parseErrorBody, toHttpResponse } from "../../../../src/index.js";
import { type AjvErrorLike, fromAjvErrors } from "../../../../src/node/index.js";

/** A header value both node:http and Fetch accept. */
const SENDABLE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Thrown values: anything, and objects that look like framework errors, with any status and headers. */
const thrown = fc.oneof(
  fc.anything(),
  fc.record(
    {
      status: fc.oneof(fc.integer({ min: 100, max: 700 }), fc.double(), fc.string()),
      statusCode: fc.oneof(fc.integer({ min: 100, max: 700 }), fc.string()),
      message: fc.string(),
      headers: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.anything())),
      res: fc.record({ headers: fc.dictionary(fc.string(), fc.string()) }),
    },
    { requiredKeys: [] },
  ),
  fc
    .record({
      status: fc.integer({ min: 400, max: 599 }),
      expose: fc.boolean(),
      headers: fc.dictionary(fc.string(), fc.string()),
    })
    .map(
      ({ status, expose, headers }) =>
        new ApiError(baseError({ code: "c", message: "m", ticket: "t" }), { status, expose, headers }),
    ),
);

describe("toHttpResponse over every thrown value", () => {
  test("never throws; answers a 4xx or 500 error body, the JSON content type, only sendable headers", () => {
    fc.assert(
      fc.property(thrown, (value) => {
        const { status, headers, body } = toHttpResponse(value);
        expect(status === 500 || (status >= 400 && status <= 599)).toBe(true);
        expect(headers["content-type"]).toBe(JSON_CONTENT_TYPE);
        for (const [name, header] of Object.entries(headers)) {
          expect(name).toBe(name.toLowerCase());
          expect(header).toMatch(SENDABLE);
        }
        expect(parseErrorBody(JSON.parse(body)).ok).toBe(true);
      }),
    );
  });

  test("a non-ApiError with an integer 4xx status keeps it; a message never reaches the body", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 499 }), fc.string({ minLength: 8 }), (status, message) => {
        const response = toHttpResponse(Object.assign(new Error(message), { status }));
        expect(response.status).toBe(status);
        expect((JSON.parse(response.body) as { message: string }).message).not.toBe(message);
      }),
    );
  });
});

const ajvError: fc.Arbitrary<AjvErrorLike> = fc.record(
  {
    keyword: fc.oneof(
      fc.constantFrom(
        "required",
        "type",
        "maxLength",
        "minLength",
        "pattern",
        "format",
        "enum",
        "const",
        "maximum",
        "exclusiveMinimum",
        "minItems",
        "additionalProperties",
        "propertyNames",
        "if",
        "false schema",
        "__proto__",
      ),
      fc.string(),
    ),
    instancePath: fc.oneof(
      fc.constant(""),
      fc.array(fc.oneof(fc.string(), fc.nat().map(String)), { maxLength: 4 }).map((steps) => `/${steps.join("/")}`),
    ),
    params: fc.dictionary(
      fc.constantFrom(
        "limit",
        "missingProperty",
        "additionalProperty",
        "propertyName",
        "allowedValues",
        "type",
        "format",
        "pattern",
      ),
      fc.oneof(fc.string(), fc.integer(), fc.bigInt(), fc.array(fc.string()), fc.constant(null)),
    ),
  },
  { requiredKeys: ["keyword"] },
);

describe("fromAjvErrors over every list of ajv-like errors", () => {
  test("never throws and gives a constraint violations body that parseErrorBody accepts in strict mode", () => {
    fc.assert(
      fc.property(
        fc.array(ajvError, { maxLength: 8 }),
        fc.constantFrom("body", "querystring", "params", "headers"),
        (errors, part) => {
          const body = fromAjvErrors(errors, { part });
          expect(parseErrorBody(JSON.parse(JSON.stringify(body)), { strict: true }).ok).toBe(true);
          expect(Object.keys(body.violations).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
