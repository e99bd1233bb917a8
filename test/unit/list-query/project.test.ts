import { describe, expect, test } from "vitest";
import { project } from "../../../src/list-query/project.js";

describe("project", () => {
  const provider = { id: "1", name: "corp", protocol: { type: "oidc", issuer: "https://x" }, tags: ["a"] };

  test("keeps exactly the named attributes", () => {
    expect(project(provider, ["id", "name"])).toStrictEqual({ id: "1", name: "corp" });
  });

  test("nested paths keep their nesting", () => {
    expect(project(provider, ["protocol.type"])).toStrictEqual({ protocol: { type: "oidc" } });
  });

  test("several paths under one parent share it", () => {
    expect(project(provider, ["protocol.type", "id", "protocol.issuer"])).toStrictEqual({
      protocol: { type: "oidc", issuer: "https://x" },
      id: "1",
    });
  });

  test("a whole value wins over paths below it, in either order", () => {
    expect(project(provider, ["protocol", "protocol.type"])).toStrictEqual({ protocol: provider.protocol });
    expect(project(provider, ["protocol.type", "protocol"])).toStrictEqual({ protocol: provider.protocol });
  });

  test("attributes that do not exist are left out, and so are parents with nothing selected", () => {
    expect(project(provider, ["missing", "protocol.missing", "id.length"])).toStrictEqual({});
  });

  test("undefined counts as absent; null is kept", () => {
    expect(project({ a: undefined, b: null }, ["a", "b"])).toStrictEqual({ b: null });
  });

  test("arrays are kept whole and not walked into", () => {
    expect(project(provider, ["tags"])).toStrictEqual({ tags: ["a"] });
    expect(project({ emails: [{ value: "x" }] }, ["emails.value"])).toStrictEqual({});
  });

  test("values are shared with the item, not copied", () => {
    expect(project(provider, ["protocol"]).protocol).toBe(provider.protocol);
  });

  test("names match ignoring case and come out spelled as given", () => {
    expect(project({ GivenName: "Ann" }, ["givenName"])).toStrictEqual({ givenName: "Ann" });
  });

  test("inherited members are not read", () => {
    expect(project({}, ["constructor", "toString", "__proto__"])).toStrictEqual({});
  });

  test("a path named __proto__ is an own member of the result, never its prototype", () => {
    const item = JSON.parse('{"__proto__": {"polluted": true}, "x": {"__proto__": {"y": 1}}}') as unknown;
    const out = project(item, ["__proto__", "x.__proto__.y"]) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.hasOwn(out, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(out, "__proto__")?.value).toStrictEqual({ polluted: true });
    const x = out["x"] as Record<string, unknown>;
    expect(Object.getPrototypeOf(x)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(x, "__proto__")?.value).toStrictEqual({ y: 1 });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  test("an item that is not an object selects nothing", () => {
    expect(project(42, ["a"])).toStrictEqual({});
    expect(project(null, ["a"])).toStrictEqual({});
  });
});
