import type { StandardSchemaV1 } from "@standard-schema/spec";
import type * as v from "valibot";
import { describe, expectTypeOf, test } from "vitest";
import type { ConstraintViolationsCode, ConstraintViolationsErrorBody } from "../../../../src/index.js";
import { violation } from "../../../../src/index.js";
import {
  type DEFAULT_FALLBACK_CODE,
  type FromStandardSchemaIssuesOptions,
  fromStandardSchemaIssues,
  type StandardSchemaIssue,
  type StandardSchemaPathSegment,
} from "../../../../src/validators/standard-schema/index.js";

describe("fromStandardSchemaIssues types", () => {
  test("the copied interfaces are the spec's", () => {
    expectTypeOf<StandardSchemaV1.Issue>().toEqualTypeOf<StandardSchemaIssue>();
    expectTypeOf<StandardSchemaV1.PathSegment>().toEqualTypeOf<StandardSchemaPathSegment>();
  });

  test("takes the issues of a failure result, or the result", () => {
    const failure = {} as StandardSchemaV1.FailureResult;
    expectTypeOf(fromStandardSchemaIssues).toBeCallableWith(failure);
    expectTypeOf(fromStandardSchemaIssues).toBeCallableWith(failure.issues);
    // @ts-expect-error an issue needs a message
    fromStandardSchemaIssues([{ path: ["a"] }]);
  });

  test("returns a constraint violations body with a known top-level code", () => {
    expectTypeOf(fromStandardSchemaIssues([])).toEqualTypeOf<
      ConstraintViolationsErrorBody & { readonly code: ConstraintViolationsCode }
    >();
  });

  test("mapIssue receives the validator's own issue type", () => {
    interface TaggedIssue extends StandardSchemaIssue {
      readonly type: string;
    }
    fromStandardSchemaIssues([] as TaggedIssue[], {
      mapIssue: (issue) => {
        expectTypeOf(issue).toEqualTypeOf<TaggedIssue>();
        return issue.type === "email" ? violation("invalid_email") : undefined;
      },
    });
  });

  test("a validator's failure result fits as it is (valibot)", () => {
    const result = {} as StandardSchemaV1.Result<unknown>;
    if (result.issues !== undefined) expectTypeOf(fromStandardSchemaIssues).toBeCallableWith(result.issues);
    expectTypeOf<v.GenericSchema["~standard"]["validate"]>().returns.resolves.toMatchTypeOf<
      StandardSchemaV1.Result<unknown>
    >();
  });

  test("messages map to details; fallback is a catalogue code", () => {
    expectTypeOf<FromStandardSchemaIssuesOptions["messages"]>().toMatchTypeOf<
      { readonly [message: string]: { readonly code: string } } | undefined
    >();
    expectTypeOf<typeof DEFAULT_FALLBACK_CODE>().toEqualTypeOf<"disallowed_enum">();
    // @ts-expect-error not a violation code
    fromStandardSchemaIssues([], { fallback: "oops" });
  });
});
