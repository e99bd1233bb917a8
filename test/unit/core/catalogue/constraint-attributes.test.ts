import { describe, expect, test } from "vitest";
import { CONSTRAINT_ATTRIBUTES, isConstraintAttribute } from "../../../../src/index.js";
import {
  INHERITED_NAMES,
  NON_STRINGS,
  PACKAGE_CONSTRAINT_ATTRIBUTES,
  SPEC_CONSTRAINT_ATTRIBUTES,
} from "../../../support/catalogue.js";

describe("CONSTRAINT_ATTRIBUTES", () => {
  test("equals the spec's table of constraint violation attributes exactly, in order, then the package's own", () => {
    expect([...CONSTRAINT_ATTRIBUTES]).toStrictEqual([...SPEC_CONSTRAINT_ATTRIBUTES, ...PACKAGE_CONSTRAINT_ATTRIBUTES]);
  });

  test("has 20 names, none repeated", () => {
    expect(CONSTRAINT_ATTRIBUTES.length).toBe(20);
    expect(new Set(CONSTRAINT_ATTRIBUTES).size).toBe(20);
  });
});
describe("isConstraintAttribute", () => {
  test("is true for every attribute of the spec", () => {
    for (const name of SPEC_CONSTRAINT_ATTRIBUTES) expect(isConstraintAttribute(name)).toBe(true);
  });

  test.each(INHERITED_NAMES)("is false for the inherited name %s", (name) => {
    expect(isConstraintAttribute(name)).toBe(false);
  });

  test("is false for every non-string", () => {
    for (const value of NON_STRINGS) expect(isConstraintAttribute(value)).toBe(false);
  });

  test("is false for near misses and for violation codes", () => {
    for (const value of ["maxlength", "MaxLength", "max_length", "", "too_long"]) {
      expect(isConstraintAttribute(value)).toBe(false);
    }
  });
});
