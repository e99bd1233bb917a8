import { describe, expect, test } from "vitest";
import { _attributeSegments, _isCoreSchemaUrn, _isSchemaUrn } from "../../../src/list-query/schema-urn.js";

const CORE = "urn:ietf:params:scim:schemas:core:2.0:User";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

describe("_attributeSegments: the members a name reads (RFC 7643 section 3.3)", () => {
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
  ])("%s reads %j", (name, segments) => {
    expect(_attributeSegments(name)).toStrictEqual(segments);
  });
});

describe("schema URNs", () => {
  test("a URN is what a filter can write before an attribute name", () => {
    for (const urn of [CORE, ENTERPRISE, "urn:x", "a.b:c+d~e%20/f@g", "URN:x:", "_:y"])
      expect(_isSchemaUrn(urn), urn).toBe(true);
    for (const urn of ["", "urn", ":x", "1:x", "urn:$ref", "urn:a b", "a..b:c", "urn:é"])
      expect(_isSchemaUrn(urn), urn).toBe(false);
  });

  test("RFC 7643's core schemas, ignoring ASCII case", () => {
    expect(_isCoreSchemaUrn(CORE)).toBe(true);
    expect(_isCoreSchemaUrn("URN:IETF:PARAMS:SCIM:SCHEMAS:CORE:2.0:Group")).toBe(true);
    expect(_isCoreSchemaUrn(ENTERPRISE)).toBe(false);
    expect(_isCoreSchemaUrn("urn:example:core:2.0:User")).toBe(false);
  });
});
