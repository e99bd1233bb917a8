import { describe, expectTypeOf, test } from "vitest";
import {
  ApiError,
  type BaseErrorBody,
  type BuiltViolationDetail,
  type ConstraintViolationsErrorBody,
} from "../../../src/index.js";
import {
  compareValues,
  FILTER_OPERATOR_CLASSES,
  type FILTER_OPERATORS,
  type FilterCompareOperator,
  type FilterNode,
  type FilterOperator,
  type FilterOperatorClass,
  type FilterOperatorOfClass,
  type FilterSyntaxError,
  type FilterValue,
  filterMatcher,
  formatFilter,
  getAttribute,
  isFilterOperator,
  matchesFilter,
  type ParseFilterResult,
  parseFilter,
  type ValueType,
  validateFilter,
} from "../../../src/list-query/index.js";

describe("filter language types", () => {
  test("operators are a union derived from the tuple", () => {
    expectTypeOf<FilterOperator>().toEqualTypeOf<(typeof FILTER_OPERATORS)[number]>();
    expectTypeOf<FilterOperator>().toEqualTypeOf<
      "eq" | "ne" | "sw" | "co" | "ew" | "lt" | "le" | "gt" | "ge" | "in" | "nin" | "pr"
    >();
    expectTypeOf<FilterCompareOperator>().toEqualTypeOf<"eq" | "ne" | "sw" | "co" | "ew" | "lt" | "le" | "gt" | "ge">();
    expectTypeOf<FilterValue>().toEqualTypeOf<string | number | boolean | null>();
  });

  test("the operators of a class are a union derived from FILTER_OPERATOR_CLASSES", () => {
    expectTypeOf<FilterOperatorOfClass<"equality">>().toEqualTypeOf<"eq" | "ne">();
    expectTypeOf<FilterOperatorOfClass<"substring">>().toEqualTypeOf<"sw" | "co" | "ew">();
    expectTypeOf<FilterOperatorOfClass<"order">>().toEqualTypeOf<"lt" | "le" | "gt" | "ge">();
    expectTypeOf<FilterOperatorOfClass<"membership">>().toEqualTypeOf<"in" | "nin">();
    expectTypeOf<FilterOperatorOfClass<"presence">>().toEqualTypeOf<"pr">();
    expectTypeOf<FilterOperatorOfClass<FilterOperatorClass>>().toEqualTypeOf<FilterOperator>();
    expectTypeOf(FILTER_OPERATOR_CLASSES.sw).toEqualTypeOf<"substring">();
  });

  test("a table of classes that misses an operator does not type-check", () => {
    const classes: Readonly<Record<FilterOperator, FilterOperatorClass>> = FILTER_OPERATOR_CLASSES;
    expectTypeOf(classes).toEqualTypeOf<Readonly<Record<FilterOperator, FilterOperatorClass>>>();
    // @ts-expect-error: an operator appended to FILTER_OPERATORS without a class
    const appended: Readonly<Record<FilterOperator | "xx", FilterOperatorClass>> = FILTER_OPERATOR_CLASSES;
    expectTypeOf(appended).not.toBeNever();
  });

  test("isFilterOperator narrows unknown", () => {
    const x: unknown = "eq";
    if (isFilterOperator(x)) expectTypeOf(x).toEqualTypeOf<FilterOperator>();
  });

  test("nodes narrow by kind", () => {
    const node = {} as FilterNode;
    if (node.kind === "compare") {
      expectTypeOf(node.operator).toEqualTypeOf<FilterCompareOperator>();
      expectTypeOf(node.value).toEqualTypeOf<FilterValue>();
    }
    if (node.kind === "in") expectTypeOf(node.operator).toEqualTypeOf<"in" | "nin">();
    if (node.kind === "in") expectTypeOf(node.values).toEqualTypeOf<readonly [FilterValue, ...FilterValue[]]>();
    if (node.kind === "and" || node.kind === "or") {
      expectTypeOf(node.operands).toEqualTypeOf<readonly [FilterNode, FilterNode, ...FilterNode[]]>();
    }
    if (node.kind === "not") expectTypeOf(node.operand).toEqualTypeOf<FilterNode>();
    if (node.kind === "present") expectTypeOf(node).not.toHaveProperty("operator");
  });

  test("trees that break the shape do not type-check", () => {
    // @ts-expect-error: an and needs two operands
    formatFilter({ kind: "and", operands: [{ kind: "present", attribute: "a" }] });
    // @ts-expect-error: an in list is never empty
    formatFilter({ kind: "in", attribute: "a", operator: "in", values: [] });
    // @ts-expect-error: operators are lower-case
    formatFilter({ kind: "compare", attribute: "a", operator: "EQ", value: 1 });
    // @ts-expect-error: in is not a comparison operator
    formatFilter({ kind: "compare", attribute: "a", operator: "in", value: 1 });
    // @ts-expect-error: values are JSON literals
    formatFilter({ kind: "compare", attribute: "a", operator: "eq", value: undefined });
  });

  test("parseFilter's result narrows to the tree, the syntax error or the limit violation", () => {
    const result = parseFilter("a pr");
    expectTypeOf(result).toEqualTypeOf<ParseFilterResult>();
    if (result.ok) {
      expectTypeOf(result.value).toEqualTypeOf<FilterNode>();
    } else if (result.syntax !== undefined) {
      expectTypeOf(result.syntax).toEqualTypeOf<FilterSyntaxError>();
      expectTypeOf(result.error).toEqualTypeOf<BaseErrorBody & { readonly code: "invalid_request" }>();
    } else {
      expectTypeOf(result.violation).toEqualTypeOf<BuiltViolationDetail<"too_long" | "max_nesting_depth_exceeded">>();
      expectTypeOf(result.error).toEqualTypeOf<
        ConstraintViolationsErrorBody & { readonly code: "request_constraint_violations" }
      >();
    }
  });

  test("either failure body makes an ApiError without a status (both are 400s)", () => {
    const result = parseFilter("a pr");
    if (!result.ok) expectTypeOf(new ApiError(result.error).status).toEqualTypeOf<number>();
  });

  test("parseFilter options are maxLength and maxDepth", () => {
    parseFilter("a pr", { maxLength: 10, maxDepth: 2 });
    // @ts-expect-error: unknown option
    parseFilter("a pr", { depth: 2 });
  });

  test("validateFilter gives the tree or a non-empty list of violations", () => {
    const result = validateFilter(
      { kind: "present", attribute: "a" },
      { attributes: { a: { type: "string", filter: true } } },
    );
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<FilterNode>();
    else expectTypeOf(result.violations).toEqualTypeOf<readonly [BuiltViolationDetail, ...BuiltViolationDetail[]]>();
  });

  test("evaluation, comparison and attribute reading signatures", () => {
    expectTypeOf(matchesFilter).returns.toEqualTypeOf<boolean>();
    expectTypeOf(filterMatcher).returns.toEqualTypeOf<(item: unknown) => boolean>();
    expectTypeOf(compareValues).parameter(2).toEqualTypeOf<ValueType | undefined>();
    expectTypeOf(compareValues).returns.toEqualTypeOf<number>();
    expectTypeOf(getAttribute).returns.toEqualTypeOf<unknown>();
    expectTypeOf(formatFilter).returns.toEqualTypeOf<string>();
  });
});
