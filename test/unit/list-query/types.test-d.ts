import { describe, expectTypeOf, test } from "vitest";
import type { BaseErrorBody, ConstraintViolationsErrorBody, ErrorBody } from "../../../src/core/body/bodies.js";
import type { ParseResult } from "../../../src/core/body/result.js";
import type { BuiltViolationDetail } from "../../../src/core/errors/build.js";
import { _detail, _syntaxBody, _violationsBody } from "../../../src/list-query/error-bodies.js";
import {
  type AttributeDeclaration,
  type CompiledListOperation,
  compileListOperation,
  type FetchPage,
  filterMatcher,
  formatListQuery,
  type ListOperation,
  type ListQuery,
  listAll,
  type PageBody,
  pages,
  paginate,
  parseListQuery,
  parsePage,
  project,
  type Selected,
  sortItems,
  validateFilter,
} from "../../../src/list-query/index.js";

interface User {
  readonly id: string;
  readonly givenName?: string;
  readonly protocol: { readonly type: string; readonly issuer: string } | null;
  readonly tags: readonly string[];
}
declare const users: readonly User[];
declare const operation: ListOperation;
declare const parsedQuery: ListQuery;
declare const user: User;
const isUser = (x: unknown): x is User => typeof x === "object" && x !== null;

describe("ListOperation: one declaration form", () => {
  test("attributes are declared in one table", () => {
    const declared = {
      attributes: {
        id: { select: true },
        givenName: { type: "string", filter: ["eq", "co"], caseSensitive: true, sort: true, select: true },
      },
    } satisfies ListOperation;
    expectTypeOf(declared).toExtend<ListOperation>();
    // @ts-expect-error: an unknown type
    const wrongType: AttributeDeclaration = { type: "text" };
    // @ts-expect-error: an unknown operator
    const wrongOperator: AttributeDeclaration = { type: "string", filter: ["like"] };
    void wrongType;
    void wrongOperator;
  });

  test("the removed three-list members are type errors", () => {
    // @ts-expect-error: sortable is gone; declare sort: true in attributes
    const sortable: ListOperation = { sortable: ["givenName"] };
    // @ts-expect-error: selectable is gone; declare select: true in attributes
    const selectable: ListOperation = { attributes: {}, selectable: ["id"] };
    // @ts-expect-error: filterable is gone; declare type and filter in attributes
    const filterable: ListOperation = { filterable: { givenName: "string" } };
    void sortable;
    void selectable;
    void filterable;
    // @ts-expect-error: also where a declaration is passed
    parseListQuery("", { sortable: ["givenName"] });
    // @ts-expect-error: also to compileListOperation
    compileListOperation({ attributes: {}, filterable: { givenName: "string" } });
  });

  test("a filterable record is no declaration: the filter and sort functions take an operation or its compiled form", () => {
    const ast = { kind: "present", attribute: "a" } as const;
    // @ts-expect-error: a record of value types is the removed filterable form
    validateFilter(ast, { a: "string" });
    // @ts-expect-error: the same for filterMatcher
    filterMatcher(ast, { a: "string" });
    // @ts-expect-error: and for sortItems
    sortItems([], [], { a: "string" });
    expectTypeOf(validateFilter).parameter(1).toEqualTypeOf<ListOperation | CompiledListOperation>();
    expectTypeOf(filterMatcher).parameter(1).toEqualTypeOf<ListOperation | CompiledListOperation | undefined>();
    expectTypeOf(sortItems).parameter(2).toEqualTypeOf<ListOperation | CompiledListOperation | undefined>();
    expectTypeOf(compileListOperation).parameter(0).toEqualTypeOf<ListOperation | CompiledListOperation>();
  });
});

describe("parseListQuery", () => {
  test("narrows to the query or the error body", () => {
    const result = parseListQuery("count=5", operation);
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<ListQuery>();
    else expectTypeOf(result.error).toExtend<ErrorBody>();
  });

  test("takes a string, URLSearchParams or a record of strings and lists", () => {
    parseListQuery(new URLSearchParams(), operation);
    parseListQuery({ count: "1", sort_by: ["a"], other: undefined }, operation);
    // @ts-expect-error a number is not a parameter source
    parseListQuery(5, operation);
  });
});

describe("paginate", () => {
  test("without fields the item type is kept", () => {
    expectTypeOf(paginate(users, { count: 10 })).toEqualTypeOf<PageBody<User>>();
  });

  test("with literal fields the items are the selection", () => {
    const body = paginate(users, { fields: ["id", "protocol.type"] });
    expectTypeOf(body.items[0]).toEqualTypeOf<
      { readonly id?: string; readonly protocol?: { readonly type?: string } } | undefined
    >();
  });

  test("with a parsed query (fields known at run time) each member is optional", () => {
    const item = paginate(users, parsedQuery).items[0];
    expectTypeOf(item).toEqualTypeOf<Selected<User, string> | undefined>();
    if (item !== undefined) expectTypeOf(item.id).toEqualTypeOf<string | undefined>();
  });

  test("a query must be a query", () => {
    // @ts-expect-error count is a number
    paginate(users, { count: "5" });
  });
});

describe("Selected", () => {
  test("picks top-level and nested paths, every member optional", () => {
    expectTypeOf<Selected<User, "id">>().toEqualTypeOf<{ readonly id?: string }>();
    expectTypeOf<Selected<User, "protocol.type" | "protocol.issuer">>().toEqualTypeOf<{
      readonly protocol?: { readonly type?: string; readonly issuer?: string };
    }>();
  });

  test("a whole value wins over paths below it", () => {
    expectTypeOf<Selected<User, "protocol" | "protocol.type">>().toEqualTypeOf<{
      readonly protocol?: { readonly type: string; readonly issuer: string } | null;
    }>();
  });

  test("arrays are kept whole", () => {
    expectTypeOf<Selected<User, "tags">>().toEqualTypeOf<{ readonly tags?: readonly string[] }>();
  });

  test("project gives the selection type", () => {
    expectTypeOf(project(user, ["id"])).toEqualTypeOf<{ readonly id?: string }>();
  });
});

describe("parsePage", () => {
  test("an item guard gives the item type", () => {
    expectTypeOf(parsePage({}, isUser)).toEqualTypeOf<ParseResult<PageBody<User>>>();
  });

  test("without a guard the items are unknown", () => {
    expectTypeOf(parsePage({})).toEqualTypeOf<ParseResult<PageBody<unknown>>>();
  });
});

describe("pages and listAll", () => {
  test("the item type comes from the guard", () => {
    const fetchPage: FetchPage<User> = async (query, signal) => {
      expectTypeOf(query.startIndex).toEqualTypeOf<number>();
      expectTypeOf(signal).toEqualTypeOf<AbortSignal>();
      return fetch(`/api/v1/users?${formatListQuery(query)}`, { signal });
    };
    expectTypeOf(pages(fetchPage, {}, { itemGuard: isUser })).toEqualTypeOf<
      AsyncGenerator<PageBody<User>, void, undefined>
    >();
    expectTypeOf(listAll(fetchPage, { count: 100 })).toEqualTypeOf<AsyncGenerator<User, void, undefined>>();
  });

  test("a fetchPage that returns parsed JSON is accepted", () => {
    const fromJson = async () => (await fetch("/x")).json();
    expectTypeOf(listAll(fromJson)).toEqualTypeOf<AsyncGenerator<unknown, void, undefined>>();
  });
});

describe("the entry's own detail and body helpers are checked like the core's builders", () => {
  test("a detail has the code's type and only the code's attributes, as strings", () => {
    expectTypeOf(_detail("too_long", { maxLength: "5" })).toEqualTypeOf<BuiltViolationDetail<"too_long">>();
    expectTypeOf(_detail("duplicate_elements")).toEqualTypeOf<BuiltViolationDetail<"duplicate_elements">>();
    // @ts-expect-error an unknown code
    _detail("no_such_code");
    // @ts-expect-error an attribute the code does not carry
    _detail("too_long", { minLength: "5" });
    // @ts-expect-error attribute values are strings on the wire
    _detail("too_long", { maxLength: 5 });
    // @ts-expect-error a code without attributes takes none
    _detail("duplicate_elements", {});
  });

  test("the bodies are the core's body types", () => {
    expectTypeOf(_violationsBody({ query: [_detail("invalid_date_time")] })).toExtend<ConstraintViolationsErrorBody>();
    expectTypeOf(_syntaxBody({ message: "m", position: 0, column: 1, expected: "x", found: "y" })).toExtend<
      BaseErrorBody & { readonly code: "invalid_request" }
    >();
  });
});
