import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseFilter } from "../../../src/list-query/index.js";
import { attributeSegments, isCoreSchemaUrn, isSchemaUrn } from "../../../src/list-rules/schema-urn.js";

const CORE = "urn:ietf:params:scim:schemas:core:2.0:User";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

describe("attributeSegments: the members a name reads (RFC 7643 section 3.3)", () => {
  test.each<[string, string[]]>([
    ["userName", ["userName"]],
    ["name.givenName", ["name", "givenName"]],
    ["manager.$ref", ["manager", "$ref"]],
    [`${CORE}:name.givenName`, ["name", "givenName"]],
    [`${CORE.toUpperCase()}:userName`, ["userName"]],
    ["urn:ietf:params:scim:schemas:core:2.0:Group:members", ["members"]],
    [`${ENTERPRISE}:manager.displayName`, [ENTERPRISE, "manager", "displayName"]],
    [`${ENTERPRISE}:employeeNumber`, [ENTERPRISE, "employeeNumber"]],
    ["urn:example:Ext:a", ["urn:example:Ext", "a"]],
    // No lexer gives it, but the rule holds: the member keyed by the text before the colon.
    [":a", ["", "a"]],
  ])("%s reads %j", (name, segments) => {
    expect(attributeSegments(name)).toStrictEqual(segments);
  });
});

describe("schema URNs", () => {
  test("a URN is what a filter can write before an attribute name", () => {
    for (const urn of [CORE, ENTERPRISE, "urn:x", "a.b:c+d~e%20/f@g", "URN:x:", "_:y"])
      expect(isSchemaUrn(urn), urn).toBe(true);
    for (const urn of ["", "urn", ":x", "1:x", "urn:$ref", "urn:a b", "a..b:c", "urn:é"])
      expect(isSchemaUrn(urn), urn).toBe(false);
  });

  test("RFC 7643's core schemas, ignoring ASCII case", () => {
    expect(isCoreSchemaUrn(CORE)).toBe(true);
    expect(isCoreSchemaUrn("URN:IETF:PARAMS:SCIM:SCHEMAS:CORE:2.0:Group")).toBe(true);
    expect(isCoreSchemaUrn(ENTERPRISE)).toBe(false);
    expect(isCoreSchemaUrn("urn:example:core:2.0:User")).toBe(false);
  });
});

describe("the URN rule agrees with the lexer", () => {
  test("every URN a declaration may name is read back from a filter as that URN (property)", () => {
    const unit = fc.constantFrom(..."aZ_09-.:+~%/@$ é[".split(""), "urn", "ietf", "core");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit, maxLength: 12 }),
          fc
            .tuple(fc.constantFrom("urn", "a.b", "_", "URN:IETF:params:scim:schemas:core:2.0"), fc.string({ unit }))
            .map(([head, rest]) => `${head}:${rest}`),
        ),
        (urn) => {
          if (!isSchemaUrn(urn)) return;
          const parsed = parseFilter(`${urn}:level pr`);
          expect(parsed.ok && parsed.value).toStrictEqual({ kind: "present", attribute: `${urn}:level` });
          expect(attributeSegments(`${urn}:level`)).toStrictEqual(isCoreSchemaUrn(urn) ? ["level"] : [urn, "level"]);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
