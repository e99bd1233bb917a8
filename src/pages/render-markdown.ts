/*
 * A code's page and the index as Markdown (CommonMark with GitHub's
 * tables): the same content as the HTML, every text of the catalogue
 * escaped.
 */

import { codeSpan, escapeMarkdown, inlineMarkdown } from "./escape.js";
import { languageName, type PageLinks } from "./links.js";
import type { ErrorCodeKind, ErrorIndexEntry, ErrorPageData, ErrorPageField } from "./page-data.js";
import { aboutKind, kindHeading } from "./render-html.js";
import type { PageWords } from "./words.js";

/** A link whose target is written between angle brackets, so that any character of it is safe. */
function link(text: string, href: string): string {
  return `[${text}](<${href.replace(/[<>\n]/g, encodeURIComponent)}>)`;
}

/** A table of attributes or details members. */
function fieldsTable(words: PageWords, fields: readonly ErrorPageField[]): string {
  return [
    `| ${escapeMarkdown(words.name)} | ${escapeMarkdown(words.form)} | ${escapeMarkdown(words.meaning)} |`,
    "| --- | --- | --- |",
    ...fields.map(
      (field) => `| ${codeSpan(field.name)} | ${codeSpan(field.form)} | ${inlineMarkdown(field.description)} |`,
    ),
  ].join("\n");
}

/** The table of a code's messages. */
function messagesTable(words: PageWords, page: ErrorPageData): string {
  return [
    `| ${escapeMarkdown(words.language)} | ${escapeMarkdown(words.message)} |`,
    "| --- | --- |",
    ...page.messages.map(
      (m) =>
        `| ${escapeMarkdown(languageName(m.locale, words))} ${codeSpan(m.locale)} | ${escapeMarkdown(m.message)} |`,
    ),
  ].join("\n");
}

/** The attributes of a violation code: a table, or the sentence that says it has none. */
function attributesPart(words: PageWords, page: ErrorPageData): string {
  return page.attributes.length === 0 ? escapeMarkdown(words.noAttributes) : fieldsTable(words, page.attributes);
}

/** The violation code of the same name, inside a base error's page. */
function alsoViolation(words: PageWords, violation: ErrorPageData | undefined): string[] {
  if (violation === undefined) return [];
  return [
    `## ${escapeMarkdown(words.alsoViolation)}`,
    escapeMarkdown(words.aboutViolation),
    inlineMarkdown(violation.description),
    ...(violation.explanation === undefined ? [] : [inlineMarkdown(violation.explanation)]),
    `### ${escapeMarkdown(words.attributes)}`,
    attributesPart(words, violation),
    `### ${escapeMarkdown(words.messages)}`,
    messagesTable(words, violation),
  ];
}

/** A code's page as Markdown. */
export function pageMarkdown(page: ErrorPageData, words: PageWords, links: PageLinks): string {
  const facts = [
    `- **${escapeMarkdown(words.status)}:** ${page.status}`,
    ...(page.retryable === undefined
      ? []
      : [`- **${escapeMarkdown(words.retryable)}:** ${escapeMarkdown(page.retryable ? words.yes : words.no)}`]),
    ...(page.since === undefined ? [] : [`- **${escapeMarkdown(words.since)}:** ${escapeMarkdown(page.since)}`]),
  ];
  const deprecated = page.deprecated;
  const blocks = [
    `# ${escapeMarkdown(words.errorCode)} ${codeSpan(page.code)}`,
    escapeMarkdown(aboutKind(page.kind, words)),
    facts.join("\n"),
    ...(deprecated === undefined
      ? []
      : [
          `## ${escapeMarkdown(words.deprecated)}`,
          [
            `- **${escapeMarkdown(words.since)}:** ${escapeMarkdown(deprecated.since)}`,
            ...(deprecated.replacement === undefined
              ? []
              : [
                  `- **${escapeMarkdown(words.replacement)}:** ${link(codeSpan(deprecated.replacement), links.href(deprecated.replacement))}`,
                ]),
            ...(deprecated.reason === undefined
              ? []
              : [`- **${escapeMarkdown(words.reason)}:** ${inlineMarkdown(deprecated.reason)}`]),
          ].join("\n"),
        ]),
    `## ${escapeMarkdown(words.meaning)}`,
    inlineMarkdown(page.description),
    ...(page.explanation === undefined
      ? []
      : [`## ${escapeMarkdown(words.explanation)}`, inlineMarkdown(page.explanation)]),
    ...(page.kind === "violation" ? [`## ${escapeMarkdown(words.attributes)}`, attributesPart(words, page)] : []),
    ...(page.details.length === 0 ? [] : [`## ${escapeMarkdown(words.details)}`, fieldsTable(words, page.details)]),
    `## ${escapeMarkdown(words.example)}`,
    `\`\`\`\`json\n${JSON.stringify(page.example, null, 2)}\n\`\`\`\``,
    `## ${escapeMarkdown(words.messages)}`,
    messagesTable(words, page),
    ...alsoViolation(words, page.violation),
    link(escapeMarkdown(words.allCodes), links.href(undefined)),
  ];
  return `${blocks.join("\n\n")}\n`;
}

/** The index as Markdown: the codes by kind, each linked to its page. */
export function indexMarkdown(entries: readonly ErrorIndexEntry[], words: PageWords, links: PageLinks): string {
  const kinds: readonly ErrorCodeKind[] = ["violation", "baseError", "constraintViolations"];
  const blocks = [`# ${escapeMarkdown(words.allCodes)}`];
  for (const kind of kinds) {
    const lines = entries
      .filter((entry) => entry.kind === kind)
      .map(
        (entry) =>
          `- ${link(codeSpan(entry.code), links.href(entry.code))}: ${inlineMarkdown(entry.description)}${entry.deprecated === undefined ? "" : ` (${escapeMarkdown(words.deprecated)})`}`,
      );
    if (lines.length > 0) blocks.push(`## ${escapeMarkdown(kindHeading(kind, words))}`, lines.join("\n"));
  }
  return `${blocks.join("\n\n")}\n`;
}

/** The page for a name the catalogue does not have, as Markdown. */
export function notFoundMarkdown(words: PageWords, links: PageLinks, nearest: string | undefined): string {
  const blocks = [`# ${escapeMarkdown(words.notFound)}`];
  if (nearest !== undefined) {
    blocks.push(`${escapeMarkdown(words.didYouMean)} ${link(codeSpan(nearest), links.href(nearest))}?`);
  }
  blocks.push(link(escapeMarkdown(words.allCodes), links.href(undefined)));
  return `${blocks.join("\n\n")}\n`;
}
