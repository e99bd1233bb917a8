import { describe, expect, test } from "vitest";
import {
  DEFAULT_FILTER_OPERATORS,
  FILTER_OPERATOR_CLASSES,
  FILTER_OPERATORS,
  type FilterOperatorClass,
  formatFilter,
  parseFilter,
} from "../../../src/list-query/index.js";

const CLASSES: readonly FilterOperatorClass[] = ["equality", "substring", "order", "membership", "presence"];

describe("FILTER_OPERATOR_CLASSES", () => {
  test("its keys are the operators of FILTER_OPERATORS, each once, in the same order", () => {
    expect(Object.keys(FILTER_OPERATOR_CLASSES)).toStrictEqual([...FILTER_OPERATORS]);
  });

  test("every operator has exactly one class, and every class has an operator", () => {
    const grouped = CLASSES.map((operatorClass) =>
      FILTER_OPERATORS.filter((operator) => FILTER_OPERATOR_CLASSES[operator] === operatorClass),
    );
    expect(grouped.flat().sort()).toStrictEqual([...FILTER_OPERATORS].sort());
    expect(grouped).toStrictEqual([["eq", "ne"], ["sw", "co", "ew"], ["lt", "le", "gt", "ge"], ["in", "nin"], ["pr"]]);
  });

  test("an operator appended to FILTER_OPERATORS without a class is found", () => {
    const unclassified = (operators: readonly string[]) =>
      operators.filter((operator) => !Object.hasOwn(FILTER_OPERATOR_CLASSES, operator));
    expect(unclassified(FILTER_OPERATORS)).toStrictEqual([]);
    expect(unclassified([...FILTER_OPERATORS, "xx"])).toStrictEqual(["xx"]);
  });

  test("each operator parses into the term of its class: pr present, in and nin a list, the rest one value", () => {
    for (const operator of FILTER_OPERATORS) {
      const operatorClass = FILTER_OPERATOR_CLASSES[operator];
      const text =
        operatorClass === "presence"
          ? `a ${operator}`
          : operatorClass === "membership"
            ? `a ${operator} (1)`
            : `a ${operator} 1`;
      const parsed = parseFilter(text);
      expect(parsed.ok && parsed.value.kind).toBe(
        operatorClass === "presence" ? "present" : operatorClass === "membership" ? "in" : "compare",
      );
      if (parsed.ok) expect(formatFilter(parsed.value)).toBe(text);
    }
  });

  test("the defaults of filter: true follow the classes: substring only on strings, co and ew opt-in", () => {
    for (const [type, operators] of Object.entries(DEFAULT_FILTER_OPERATORS)) {
      const classes = new Set(operators.map((operator) => FILTER_OPERATOR_CLASSES[operator]));
      expect(classes.has("substring")).toBe(type === "string");
      expect(classes.has("order")).toBe(type !== "boolean");
      expect([...classes].filter((c) => c === "equality" || c === "presence")).toStrictEqual(["equality", "presence"]);
      expect(operators.filter((operator) => operator === "co" || operator === "ew")).toStrictEqual([]);
    }
  });
});
