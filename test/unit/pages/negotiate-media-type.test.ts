import { describe, expect, test } from "vitest";
import { negotiateMediaType } from "../../../src/pages/index.js";

const PAGES = ["text/html", "text/markdown", "application/json"];

describe("negotiateMediaType", () => {
  test("a missing or blank header takes the first offered type", () => {
    expect(negotiateMediaType(undefined, PAGES)).toBe("text/html");
    expect(negotiateMediaType(null, PAGES)).toBe("text/html");
    expect(negotiateMediaType("  ", PAGES)).toBe("text/html");
  });

  test("the best quality wins, whatever the order", () => {
    expect(negotiateMediaType("text/html;q=0.5, text/markdown", PAGES)).toBe("text/markdown");
    expect(negotiateMediaType("application/json; q=0.9, text/html; q=0.1", PAGES)).toBe("application/json");
  });

  test("an exact range is more specific than type/* and */*", () => {
    expect(negotiateMediaType("*/*;q=0.1, text/*;q=0.5, text/markdown", PAGES)).toBe("text/markdown");
    expect(negotiateMediaType("text/*", PAGES)).toBe("text/html");
    expect(negotiateMediaType("*/*", PAGES)).toBe("text/html");
    expect(negotiateMediaType("text/*, application/json", PAGES)).toBe("application/json");
  });

  test("equal quality and specificity: the one the header names first", () => {
    expect(
      negotiateMediaType("application/problem+json, application/json", [
        "application/json",
        "application/problem+json",
      ]),
    ).toBe("application/problem+json");
    expect(
      negotiateMediaType("application/json, application/problem+json", [
        "application/problem+json",
        "application/json",
      ]),
    ).toBe("application/json");
  });

  test("q=0 refuses a type, and nothing acceptable gives undefined", () => {
    expect(negotiateMediaType("text/html;q=0, */*", PAGES)).toBe("text/markdown");
    expect(negotiateMediaType("image/png", PAGES)).toBeUndefined();
  });

  test("malformed ranges and q values are skipped or read as 1", () => {
    expect(negotiateMediaType("text, /html, text/, a/b/c, text/markdown;q=2", PAGES)).toBe("text/markdown");
    expect(negotiateMediaType("TEXT/MARKDOWN;Q=0.500, text/html;q=0.4", PAGES)).toBe("text/markdown");
  });

  test("reads at most 32 ranges and 4096 characters", () => {
    const many = `${Array.from({ length: 32 }, (_, i) => `x/y${i}`).join(", ")}, text/markdown`;
    expect(negotiateMediaType(many, PAGES)).toBeUndefined();
    expect(negotiateMediaType(`${" ".repeat(4096)}text/markdown`, PAGES)).toBeUndefined();
  });
});
