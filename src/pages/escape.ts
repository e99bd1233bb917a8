/*
 * Writing catalogue text into HTML and Markdown: every character that could
 * start markup is escaped; a `code` span of the catalogue's text (its
 * descriptions write code names between backticks) becomes `<code>`.
 */

const HTML_ESCAPES: { readonly [character: string]: string } = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] as string);
}

/** Catalogue text as HTML: escaped, its backtick spans as `<code>`. */
export function inlineHtml(text: string): string {
  return text
    .split("`")
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join("");
}

/** Text made safe for Markdown: every character that could start markup is backslash-escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~&]/g, (character) => `\\${character}`).replace(/\r?\n/g, " ");
}

/** Text as a Markdown code span, fenced by more backticks than it holds in a row. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`;
}

/** Catalogue text as Markdown: escaped, its backtick spans kept as code spans. */
export function inlineMarkdown(text: string): string {
  return text
    .split("`")
    .map((part, index) => (index % 2 === 1 ? codeSpan(part) : escapeMarkdown(part)))
    .join("");
}
