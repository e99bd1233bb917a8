import { expect, test } from "vitest";
import { fromProblemDetails } from "../../../../src/views/index.js";

test("a __proto__ key set as data is an ordinary own member: enumerable, writable, configurable", () => {
  const result = fromProblemDetails({
    code: "c",
    detail: "d",
    ticket: "t",
    errors: [{ code: "blank", pointer: "#/__proto__" }],
  });
  expect(result.ok).toBe(true);
  if (!result.ok || result.value.type !== "constraint_violations_error") return;
  expect(Object.getOwnPropertyDescriptor(result.value.violations, "__proto__")).toStrictEqual({
    value: [{ code: "blank" }],
    enumerable: true,
    writable: true,
    configurable: true,
  });
});
