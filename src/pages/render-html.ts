/*
 * A code's page and the index as HTML: one document each, readable without
 * JavaScript (the index's filter is a GET form; a small script filters as
 * you type), with its language and direction, landmarks and headings, every
 * text of the catalogue escaped.
 */

import { escapeHtml, inlineHtml } from "./escape.js";
import { languageName, type PageLinks } from "./links.js";
import type { ErrorCodeKind, ErrorIndexEntry, ErrorPageData, ErrorPageField } from "./page-data.js";
import type { PageWords } from "./words.js";

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a;background:#fff}" +
  "code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:1rem;overflow:auto}" +
  "table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:start;vertical-align:top}" +
  "a{color:#0645ad}li[hidden]{display:none}";

/** The filter's script: hides the codes whose line does not contain the text typed. */
const FILTER_SCRIPT =
  'const q=document.getElementById("q");const items=[...document.querySelectorAll("li[data-code]")];' +
  'q.addEventListener("input",()=>{const t=q.value.trim().toLowerCase();' +
  'for(const li of items)li.hidden=t!==""&&!li.textContent.toLowerCase().includes(t)});';

/** A whole document. */
function documentOf(words: PageWords, title: string, body: string, script = ""): string {
  return (
    `<!doctype html>\n<html lang="${escapeHtml(words.tag)}" dir="${words.direction}">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(title)}</title>\n` +
    `<style>${STYLE}</style>\n</head>\n<body>\n${body}${script === "" ? "" : `<script>${script}</script>\n`}</body>\n</html>\n`
  );
}

/** Catalogue text (English) inside a page of another language: marked as English. */
function english(words: PageWords, element: string, text: string): string {
  const marked = words.tag === "en" ? "" : ' lang="en" dir="ltr"';
  return `<${element}${marked}>${inlineHtml(text)}</${element}>`;
}

/** A section with its heading, labelled by it. */
function section(id: string, heading: string, content: string): string {
  return `<section aria-labelledby="${id}">\n<h2 id="${id}">${escapeHtml(heading)}</h2>\n${content}</section>\n`;
}

/** The sentence that says what a kind of code is. */
export function aboutKind(kind: ErrorCodeKind, words: PageWords): string {
  if (kind === "violation") return words.aboutViolation;
  return kind === "baseError" ? words.aboutBase : words.aboutConstraintViolations;
}

/** A table of attributes or details members. */
function fieldsTable(words: PageWords, fields: readonly ErrorPageField[]): string {
  const rows = fields
    .map(
      (field) =>
        `<tr><th scope="row"><code>${escapeHtml(field.name)}</code></th><td><code>${escapeHtml(field.form)}</code></td>${english(words, "td", field.description)}</tr>\n`,
    )
    .join("");
  return (
    `<table>\n<thead><tr><th scope="col">${escapeHtml(words.name)}</th><th scope="col">${escapeHtml(words.form)}</th>` +
    `<th scope="col">${escapeHtml(words.meaning)}</th></tr></thead>\n<tbody>\n${rows}</tbody>\n</table>\n`
  );
}

/** The navigation back to the index, a landmark. */
function header(words: PageWords, links: PageLinks): string {
  return `<header>\n<nav aria-label="${escapeHtml(words.allCodes)}"><a href="${escapeHtml(links.href(undefined))}">${escapeHtml(words.allCodes)}</a></nav>\n</header>\n`;
}

/** The links to the page in the other languages, when there are some. */
function footer(words: PageWords, links: PageLinks): string {
  const { languageHref, languages = [] } = links;
  if (languageHref === undefined || languages.length === 0) return "";
  const items = languages
    .map(
      (tag) =>
        `<li><a href="${escapeHtml(languageHref(tag))}" hreflang="${escapeHtml(tag)}" lang="${escapeHtml(tag)}">${escapeHtml(languageName(tag, { ...words, tag }))}</a></li>`,
    )
    .join("");
  return `<footer>\n<nav aria-label="${escapeHtml(words.otherLanguages)}">\n<h2>${escapeHtml(words.otherLanguages)}</h2>\n<ul>${items}</ul>\n</nav>\n</footer>\n`;
}

/** The table of a code's messages. */
function messagesTable(words: PageWords, page: ErrorPageData): string {
  return (
    `<table>\n<thead><tr><th scope="col">${escapeHtml(words.language)}</th><th scope="col">${escapeHtml(words.message)}</th></tr></thead>\n<tbody>\n` +
    page.messages
      .map(
        (m) =>
          `<tr><th scope="row">${escapeHtml(languageName(m.locale, words))} <code>${escapeHtml(m.locale)}</code></th>` +
          `<td lang="${escapeHtml(m.locale)}" dir="${m.direction}">${escapeHtml(m.message)}</td></tr>\n`,
      )
      .join("") +
    "</tbody>\n</table>\n"
  );
}

/** The attributes of a violation code: a table, or the sentence that says it has none. */
function attributesPart(words: PageWords, page: ErrorPageData): string {
  return page.attributes.length === 0
    ? `<p>${escapeHtml(words.noAttributes)}</p>\n`
    : fieldsTable(words, page.attributes);
}

/** The violation code of the same name, inside a base error's page. */
function alsoViolation(words: PageWords, violation: ErrorPageData | undefined): string {
  if (violation === undefined) return "";
  return section(
    "also-violation",
    words.alsoViolation,
    `<p>${escapeHtml(words.aboutViolation)}</p>\n${english(words, "p", violation.description)}\n` +
      (violation.explanation === undefined ? "" : `${english(words, "p", violation.explanation)}\n`) +
      `<h3>${escapeHtml(words.attributes)}</h3>\n${attributesPart(words, violation)}` +
      `<h3>${escapeHtml(words.messages)}</h3>\n${messagesTable(words, violation)}`,
  );
}

/** A code's page as HTML. */
export function pageHtml(page: ErrorPageData, words: PageWords, links: PageLinks): string {
  const facts = [
    `<dt>${escapeHtml(words.status)}</dt><dd>${page.status}</dd>`,
    ...(page.retryable === undefined
      ? []
      : [`<dt>${escapeHtml(words.retryable)}</dt><dd>${escapeHtml(page.retryable ? words.yes : words.no)}</dd>`]),
    ...(page.since === undefined ? [] : [`<dt>${escapeHtml(words.since)}</dt><dd>${escapeHtml(page.since)}</dd>`]),
  ];
  const deprecated = page.deprecated;
  const parts = [
    `<h1>${escapeHtml(words.errorCode)} <code>${escapeHtml(page.code)}</code></h1>\n`,
    `<p>${escapeHtml(aboutKind(page.kind, words))}</p>\n`,
    `<dl>${facts.join("")}</dl>\n`,
    deprecated === undefined
      ? ""
      : section(
          "deprecated",
          words.deprecated,
          `<dl><dt>${escapeHtml(words.since)}</dt><dd>${escapeHtml(deprecated.since)}</dd>` +
            (deprecated.replacement === undefined
              ? ""
              : `<dt>${escapeHtml(words.replacement)}</dt><dd><a href="${escapeHtml(links.href(deprecated.replacement))}"><code>${escapeHtml(deprecated.replacement)}</code></a></dd>`) +
            (deprecated.reason === undefined
              ? ""
              : `<dt>${escapeHtml(words.reason)}</dt>${english(words, "dd", deprecated.reason)}`) +
            "</dl>\n",
        ),
    section("meaning", words.meaning, `${english(words, "p", page.description)}\n`),
    page.explanation === undefined
      ? ""
      : section("explanation", words.explanation, `${english(words, "p", page.explanation)}\n`),
    page.kind === "violation" ? section("attributes", words.attributes, attributesPart(words, page)) : "",
    page.details.length === 0 ? "" : section("details", words.details, fieldsTable(words, page.details)),
    section(
      "example",
      words.example,
      `<pre dir="ltr"><code>${escapeHtml(JSON.stringify(page.example, null, 2))}</code></pre>\n`,
    ),
    section("messages", words.messages, messagesTable(words, page)),
    alsoViolation(words, page.violation),
  ];
  return documentOf(
    words,
    `${words.errorCode} ${page.code}`,
    `${header(words, links)}<main>\n${parts.join("")}</main>\n${footer(words, links)}`,
  );
}

/** The headings of the index's lists, by kind. */
export function kindHeading(kind: ErrorCodeKind, words: PageWords): string {
  if (kind === "violation") return words.violationCodes;
  return kind === "baseError" ? words.baseCodes : words.constraintViolationsCodes;
}

/** The index as HTML: a filter form, and the codes by kind, each linked to its page. */
export function indexHtml(
  entries: readonly ErrorIndexEntry[],
  words: PageWords,
  links: PageLinks,
  query: string,
): string {
  const kinds: readonly ErrorCodeKind[] = ["violation", "baseError", "constraintViolations"];
  const lists = kinds
    .map((kind) => {
      const items = entries
        .filter((entry) => entry.kind === kind)
        .map(
          (entry) =>
            `<li data-code="${escapeHtml(entry.code)}"><a href="${escapeHtml(links.href(entry.code))}"><code>${escapeHtml(entry.code)}</code></a>: ` +
            `${english(words, "span", entry.description)}${entry.deprecated === undefined ? "" : ` (${escapeHtml(words.deprecated)})`}</li>\n`,
        )
        .join("");
      return items === "" ? "" : section(kind, kindHeading(kind, words), `<ul>\n${items}</ul>\n`);
    })
    .join("");
  const form =
    `<form method="get" role="search">\n<label for="q">${escapeHtml(words.filter)}</label>\n` +
    `<input id="q" name="q" type="search" value="${escapeHtml(query)}" autocomplete="off">\n` +
    `<button type="submit">${escapeHtml(words.apply)}</button>\n</form>\n`;
  return documentOf(
    words,
    words.allCodes,
    `<main>\n<h1>${escapeHtml(words.allCodes)}</h1>\n${form}${lists}</main>\n${footer(words, links)}`,
    FILTER_SCRIPT,
  );
}

/** The page for a name the catalogue does not have: a link to the index and to the nearest code. */
export function notFoundHtml(words: PageWords, links: PageLinks, nearest: string | undefined): string {
  const suggestion =
    nearest === undefined
      ? ""
      : `<p>${escapeHtml(words.didYouMean)} <a href="${escapeHtml(links.href(nearest))}"><code>${escapeHtml(nearest)}</code></a>?</p>\n`;
  return documentOf(
    words,
    words.notFound,
    `${header(words, links)}<main>\n<h1>${escapeHtml(words.notFound)}</h1>\n${suggestion}</main>\n`,
  );
}
