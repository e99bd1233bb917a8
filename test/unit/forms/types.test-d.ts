import { describe, expectTypeOf, test } from "vitest";
import { type FormPath, forEachViolation, toFormPath } from "../../../src/forms/index.js";
import type { ErrorBody } from "../../../src/index.js";

/**
 * The path type of react-hook-form (`Path<T>` of react-hook-form 7), written
 * out here: its published types import React, which this package does not
 * install. Object keys joined by `.`, array elements as `${number}`.
 */
type Primitive = string | number | boolean | bigint | symbol | null | undefined | Date;
type PathOf<T> = T extends readonly (infer U)[]
  ? `${number}` | (U extends Primitive ? never : `${number}.${PathOf<U>}`)
  : {
      [K in keyof T & string]: T[K] extends Primitive ? K : K | `${K}.${PathOf<T[K]>}`;
    }[keyof T & string];

interface UserForm {
  readonly email: string;
  readonly phones: readonly { readonly number: string; readonly kind: string }[];
  readonly protocol: { readonly type: string };
}

describe("toFormPath", () => {
  test("a literal key gives a literal form path that react-hook-form's path type takes", () => {
    const phone = toFormPath("phones[0].number");
    expectTypeOf(phone).toEqualTypeOf<"phones.0.number">();
    expectTypeOf(phone).toExtend<PathOf<UserForm>>();
    expectTypeOf(toFormPath("protocol.type")).toExtend<PathOf<UserForm>>();
    expectTypeOf(toFormPath("email")).toEqualTypeOf<"email">();
    expectTypeOf<FormPath<"a[0][1].b">>().toEqualTypeOf<"a.0.1.b">();
    expectTypeOf<FormPath<"[2].b">>().toEqualTypeOf<"2.b">();
  });

  test("the violation key itself is no react-hook-form path", () => {
    expectTypeOf<"phones[0].number">().not.toExtend<PathOf<UserForm>>();
  });

  test("keys a form cannot hold give undefined; a key that is no literal string | undefined", () => {
    expectTypeOf(toFormPath("")).toEqualTypeOf<undefined>();
    expectTypeOf(toFormPath('["a.b"]')).toEqualTypeOf<undefined>();
    expectTypeOf(toFormPath("a[-1]")).toEqualTypeOf<undefined>();
    expectTypeOf(toFormPath("a" as string)).toEqualTypeOf<string | undefined>();
  });
});

describe("forEachViolation", () => {
  test("visits (formPath, detail, message, key)", () => {
    forEachViolation({} as ErrorBody, (formPath, detail, message, key) => {
      expectTypeOf(formPath).toEqualTypeOf<string | undefined>();
      expectTypeOf(detail.code).toBeString();
      expectTypeOf(message).toEqualTypeOf<string>();
      expectTypeOf(key).toEqualTypeOf<string>();
    });
  });
});
