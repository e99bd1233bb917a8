import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  BASE_ERROR_STATUS,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  parseErrorBody,
  VIOLATION_CODES,
} from "../../../src/index.js";
import { parsePage } from "../../../src/list-query/page.js";
import {
  type BodyJsonSchemas,
  type JsonSchema,
  type JsonValue,
  jsonSchemas,
  strictJsonSchemas,
} from "../../../src/schema/index.js";
import {
  builtBaseError,
  builtPage,
  builtViolationsError,
  compile,
  nearlyErrorBody,
  nearlyPage,
  refsIn,
  resolvePointer,
} from "../../support/schema.js";

type Validators = { readonly [K in keyof BodyJsonSchemas]: (value: unknown) => boolean };

function validators(schemas: BodyJsonSchemas): Validators {
  const compiled = {
    baseError: compile(schemas.baseError),
    constraintViolationsError: compile(schemas.constraintViolationsError),
    errorBody: compile(schemas.errorBody),
    pageBody: compile(schemas.pageBody),
  };
  return {
    baseError: (value) => compiled.baseError(value),
    constraintViolationsError: (value) => compiled.constraintViolationsError(value),
    errorBody: (value) => compiled.errorBody(value),
    pageBody: (value) => compiled.pageBody(value),
  };
}

const lenient = validators(jsonSchemas);
const strict = validators(strictJsonSchemas);
const variants = [
  ["lenient", lenient],
  ["strict", strict],
] as const;

const body = {
  type: "constraint_violations_error",
  code: "message_body_constraint_violations",
  message: "The request body has constraint violations.",
  ticket: "t-1",
  violations: { email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }] },
};
const base = { type: "base_error", code: "user_not_found", message: "User [1] could not be found", ticket: "t-2" };
const pageBody = { totalResults: 3, startIndex: 1, itemsPerPage: 50, items: [{ id: "1" }] };

type Key = string | number;
type Node = { [key: Key]: Node };

/** A deep copy of `value` with the member at `path` replaced. */
function replaced(value: unknown, path: readonly Key[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Node;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Node, copy);
  parent[path.at(-1) as Key] = replacement as Node;
  return copy;
}

/** A deep copy of `value` without the member at `path`. */
function removed(value: unknown, path: readonly Key[]): unknown {
  const copy = structuredClone(value) as Node;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Node, copy);
  delete parent[path.at(-1) as Key];
  return copy;
}

/** The JSON value at `path` in a schema, or `undefined`. */
function at(schema: JsonValue, ...path: readonly Key[]): unknown {
  let node: unknown = schema;
  for (const key of path) node = typeof node === "object" && node !== null ? (node as Node)[key] : undefined;
  return node;
}

describe("the documents", () => {
  test.each(Object.entries({ ...jsonSchemas }))(
    "%s compiles with every ajv strict option on (lenient)",
    (_, schema) => {
      expect(() => compile(schema)).not.toThrow();
    },
  );

  test.each(Object.entries({ ...strictJsonSchemas }))(
    "%s compiles with every ajv strict option on (strict)",
    (_, schema) => {
      expect(() => compile(schema)).not.toThrow();
    },
  );

  test("each declares JSON Schema 2020-12 and a title, and has no $id (so one ajv can compile several)", () => {
    for (const schema of [...Object.values(jsonSchemas), ...Object.values(strictJsonSchemas)]) {
      expect(schema["$schema"]).toBe("https://json-schema.org/draft/2020-12/schema");
      expect(typeof schema["title"]).toBe("string");
      expect(Object.hasOwn(schema, "$id")).toBe(false);
    }
  });

  test("each is self-contained: every $ref points into its own $defs, and every $def is used", () => {
    for (const schema of [...Object.values(jsonSchemas), ...Object.values(strictJsonSchemas)]) {
      const refs = refsIn(schema);
      for (const ref of refs) {
        expect(ref.startsWith("#/$defs/")).toBe(true);
        expect(resolvePointer(schema, ref)).toBeDefined();
      }
      const defs = Object.keys((schema["$defs"] ?? {}) as JsonSchema);
      expect([...new Set(refs.map((ref) => ref.slice("#/$defs/".length)))].sort()).toStrictEqual(defs.sort());
    }
  });

  test("the page body needs no $defs", () => {
    expect(Object.hasOwn(jsonSchemas.pageBody, "$defs")).toBe(false);
    expect(Object.hasOwn(strictJsonSchemas.pageBody, "$defs")).toBe(false);
  });

  test("are JSON: a round trip through JSON changes nothing", () => {
    for (const schema of [...Object.values(jsonSchemas), ...Object.values(strictJsonSchemas)]) {
      expect(JSON.parse(JSON.stringify(schema))).toStrictEqual(schema);
    }
  });
});

describe("generated from the catalogue", () => {
  test("the strict ViolationCode is exactly VIOLATION_CODES; the lenient one lists them and takes any string", () => {
    expect(at(strictJsonSchemas.errorBody, "$defs", "ViolationCode", "enum")).toStrictEqual([...VIOLATION_CODES]);
    expect(at(jsonSchemas.errorBody, "$defs", "ViolationCode", "anyOf")).toStrictEqual([
      { type: "string", enum: [...VIOLATION_CODES] },
      { type: "string" },
    ]);
  });

  test("ConstraintAttributes names exactly CONSTRAINT_ATTRIBUTES, each a string", () => {
    for (const schema of [jsonSchemas.errorBody, strictJsonSchemas.errorBody]) {
      const properties = at(schema, "$defs", "ConstraintAttributes", "properties") as JsonSchema;
      expect(Object.keys(properties)).toStrictEqual([...CONSTRAINT_ATTRIBUTES]);
      for (const name of CONSTRAINT_ATTRIBUTES) expect(at(properties, name, "type")).toBe("string");
    }
  });

  test("ConstraintAttributes describes every row of CODE_ATTRIBUTES", () => {
    const description = at(jsonSchemas.errorBody, "$defs", "ConstraintAttributes", "description") as string;
    for (const [code, names] of Object.entries(CODE_ATTRIBUTES)) {
      expect(description).toContain(`${code}: ${names.join(" or ")}`);
    }
  });

  test("the constraint violations code is CONSTRAINT_VIOLATIONS_CODES (strict), or lists them (lenient)", () => {
    expect(at(strictJsonSchemas.constraintViolationsError, "properties", "code", "enum")).toStrictEqual([
      ...CONSTRAINT_VIOLATIONS_CODES,
    ]);
    expect(at(jsonSchemas.constraintViolationsError, "properties", "code", "anyOf", 0, "enum")).toStrictEqual([
      ...CONSTRAINT_VIOLATIONS_CODES,
    ]);
  });

  test("the base error code lists every BASE_ERROR_STATUS code with its status", () => {
    expect(at(jsonSchemas.baseError, "properties", "code", "anyOf", 0, "enum")).toStrictEqual(
      Object.keys(BASE_ERROR_STATUS),
    );
    for (const schema of [jsonSchemas.baseError, strictJsonSchemas.baseError]) {
      const description = at(schema, "properties", "code", "description") as string;
      for (const [code, status] of Object.entries(BASE_ERROR_STATUS))
        expect(description).toContain(`${code} (${status})`);
    }
  });

  test("every violation code and every attribute name passes the strict schema", () => {
    for (const code of VIOLATION_CODES) {
      expect(strict.errorBody(replaced(body, ["violations", "email"], [{ code }]))).toBe(true);
    }
    for (const name of CONSTRAINT_ATTRIBUTES) {
      const detail = { code: "too_long", constraintAttributes: { [name]: "1" } };
      expect(strict.errorBody(replaced(body, ["violations", "email"], [detail]))).toBe(true);
    }
  });
});

describe("bodies the builders make", () => {
  test("every constraint violations error the builders make is valid under both variants, as is and through JSON", () => {
    fc.assert(
      fc.property(builtViolationsError, (built) => {
        for (const [, v] of variants) {
          expect(v.errorBody(built)).toBe(true);
          expect(v.constraintViolationsError(built)).toBe(true);
          expect(v.baseError(built)).toBe(false);
          expect(v.errorBody(JSON.parse(JSON.stringify(built)))).toBe(true);
        }
      }),
    );
  });

  test("every base error the builders make is valid under both variants, as is and through JSON", () => {
    fc.assert(
      fc.property(builtBaseError, (built) => {
        for (const [, v] of variants) {
          expect(v.errorBody(built)).toBe(true);
          expect(v.baseError(built)).toBe(true);
          expect(v.constraintViolationsError(built)).toBe(false);
          expect(v.errorBody(JSON.parse(JSON.stringify(built)))).toBe(true);
        }
      }),
    );
  });

  test("every page body page() makes is valid under both variants", () => {
    fc.assert(
      fc.property(builtPage, (built) => {
        expect(lenient.pageBody(built)).toBe(true);
        expect(strict.pageBody(built)).toBe(true);
      }),
    );
  });
});

describe("the lenient schemas accept exactly what the parsers accept", () => {
  test("errorBody accepts x exactly when parseErrorBody(x) is ok", () => {
    fc.assert(
      fc.property(nearlyErrorBody, (value) => {
        expect(lenient.errorBody(value)).toBe(parseErrorBody(value).ok);
      }),
      { numRuns: 500 },
    );
  });

  test("errorBody accepts no JSON value that parseErrorBody rejects, and the other way round", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(lenient.errorBody(value)).toBe(parseErrorBody(value).ok);
      }),
    );
  });

  test("pageBody accepts x exactly when parsePage(x) is ok", () => {
    fc.assert(
      fc.property(nearlyPage, (value) => {
        expect(lenient.pageBody(value)).toBe(parsePage(value).ok);
      }),
      { numRuns: 500 },
    );
  });

  test("one meaning of strict: strict errorBody accepts x exactly when parseErrorBody(x, { strict: true }) is ok", () => {
    fc.assert(
      fc.property(nearlyErrorBody, (value) => {
        expect(strict.errorBody(value)).toBe(parseErrorBody(value, { strict: true }).ok);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(strict.errorBody(value)).toBe(parseErrorBody(value, { strict: true }).ok);
      }),
    );
  });
});

describe("broken error bodies", () => {
  test.each([
    ["a missing ticket", removed(body, ["ticket"])],
    ["a ticket that is not a string", replaced(body, ["ticket"], 1)],
    ["a missing message", removed(body, ["message"])],
    ["a missing code", removed(body, ["code"])],
    ["a code that is not a string", replaced(body, ["code"], 400)],
    ["an unknown type", replaced(body, ["type"], "error")],
    ["a missing type", removed(body, ["type"])],
    ["missing violations", removed(body, ["violations"])],
    ["violations that are a list", replaced(body, ["violations"], [])],
    ["a violation list that is an object", replaced(body, ["violations", "email"], { code: "blank" })],
    ["a detail that is not an object", replaced(body, ["violations", "email"], ["blank"])],
    ["a detail without a code", replaced(body, ["violations", "email"], [{}])],
    ["a detail code that is not a string", replaced(body, ["violations", "email"], [{ code: 1 }])],
    [
      "an attribute value that is not a string",
      replaced(body, ["violations", "email", 0, "constraintAttributes", "maxLength"], 200),
    ],
    ["attributes that are a list", replaced(body, ["violations", "email", 0, "constraintAttributes"], ["200"])],
    ["details that are a list", replaced(body, ["details"], [])],
    ["details that are null", replaced(body, ["details"], null)],
    ["a base error without ticket", removed(base, ["ticket"])],
    ["a base error with a numeric message", replaced(base, ["message"], 1)],
    ["not an object", "error"],
    ["null", null],
  ])("are rejected under both variants: %s", (_, value) => {
    expect(lenient.errorBody(value)).toBe(false);
    expect(strict.errorBody(value)).toBe(false);
  });

  test.each([
    ["an unknown violation code", replaced(body, ["violations", "email"], [{ code: "brand_new" }])],
    [
      "an unknown attribute name",
      replaced(body, ["violations", "email", 0, "constraintAttributes"], { maxWidth: "3" }),
    ],
    ["an unknown constraint violations code", replaced(body, ["code"], "brand_new_violations")],
    ["an extra member on the body", replaced(body, ["extra"], 1)],
    ["an extra member on a detail", replaced(body, ["violations", "email", 0, "extra"], 1)],
    ["an extra member on a base error", replaced(base, ["extra"], 1)],
    ["no violations", replaced(body, ["violations"], {})],
    ["an empty violation list", replaced(body, ["violations", "email"], [])],
    ["empty constraint attributes", replaced(body, ["violations", "email", 0, "constraintAttributes"], {})],
    ["an empty base error code", replaced(base, ["code"], "")],
  ])("are rejected by the strict variant, accepted by the lenient one (a newer server): %s", (_, value) => {
    expect(strict.errorBody(value)).toBe(false);
    expect(lenient.errorBody(value)).toBe(true);
    // And the same by parseErrorBody: one meaning of strict.
    expect(parseErrorBody(value, { strict: true }).ok).toBe(false);
    expect(parseErrorBody(value).ok).toBe(true);
  });

  test("the well-formed samples pass both variants", () => {
    for (const [, v] of variants) {
      expect(v.errorBody(body)).toBe(true);
      expect(v.errorBody(base)).toBe(true);
      expect(v.errorBody({ ...base, details: { attemptsRemaining: 2 } })).toBe(true);
      expect(v.errorBody({ ...body, details: {} })).toBe(true);
    }
  });
});

describe("broken page bodies", () => {
  test.each([
    ["startIndex 0", { ...pageBody, startIndex: 0 }],
    ["a negative totalResults", { ...pageBody, totalResults: -1 }],
    ["a negative itemsPerPage", { ...pageBody, itemsPerPage: -1 }],
    ["a fractional itemsPerPage", { ...pageBody, itemsPerPage: 1.5 }],
    ["a numeric string", { ...pageBody, totalResults: "3" }],
    ["items that are not a list", { ...pageBody, items: {} }],
    ["no items", { totalResults: 3, startIndex: 1, itemsPerPage: 50 }],
    ["no totalResults", { startIndex: 1, itemsPerPage: 50, items: [] }],
  ])("are rejected under both variants: %s", (_, value) => {
    expect(lenient.pageBody(value)).toBe(false);
    expect(strict.pageBody(value)).toBe(false);
  });

  test("a list under itemsList (the spec's other label) passes the lenient variant only", () => {
    const value = { totalResults: 3, startIndex: 1, itemsPerPage: 50, itemsList: [] };
    expect(lenient.pageBody(value)).toBe(true);
    expect(strict.pageBody(value)).toBe(false);
    expect(lenient.pageBody({ ...value, itemsList: {} })).toBe(false);
  });

  test("an extra member passes the lenient variant only", () => {
    expect(lenient.pageBody({ ...pageBody, next: "x" })).toBe(true);
    expect(strict.pageBody({ ...pageBody, next: "x" })).toBe(false);
  });

  test("the sample passes both variants", () => {
    expect(lenient.pageBody(pageBody)).toBe(true);
    expect(strict.pageBody(pageBody)).toBe(true);
  });
});
