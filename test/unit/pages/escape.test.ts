import { describe, expect, test } from "vitest";
import { codeSpan, escapeHtml, escapeMarkdown, inlineHtml, inlineMarkdown } from "../../../src/pages/escape.js";

describe("escaping catalogue text", () => {
  test("HTML: every character that could start markup or end an attribute", () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      "&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });

  test("HTML: backtick spans become code, escaped too", () => {
    expect(inlineHtml("use `<b>` or `a&b`")).toBe("use <code>&lt;b&gt;</code> or <code>a&amp;b</code>");
  });

  test("Markdown: emphasis, links, tables and HTML are escaped; a newline is a space", () => {
    expect(escapeMarkdown("*a* _b_ [c](d) <e> | f ~ & \\\nnext")).toBe(
      "\\*a\\* \\_b\\_ \\[c\\](d) \\<e\\> \\| f \\~ \\& \\\\ next",
    );
  });

  test("Markdown: a code span is fenced by more backticks than it holds, padded when it starts or ends with one", () => {
    expect(codeSpan("too_long")).toBe("`too_long`");
    expect(codeSpan("a``b")).toBe("```a``b```");
    expect(codeSpan("`x")).toBe("`` `x ``");
  });

  test("Markdown: backtick spans stay code spans", () => {
    expect(inlineMarkdown("send `maxLength` *or* less")).toBe("send `maxLength` \\*or\\* less");
  });
});
