// Plain-text helpers for job descriptions: HTML → text, excerpts, the title cut at 70 characters, the SEO
// description, the Directorate-General/Domain sub-line, and an extractive summary.

import { decodeHTMLAttribute, escapeUTF8 } from "entities";
import { Parser } from "htmlparser2";
import { pickSummarySentences } from "./summary-sentences";
import { normaliseTextWhitespace } from "./text-whitespace";

export const TITLE_MAX_LENGTH = 70;
export const SEO_DESCRIPTION_LENGTH = 160;
const ELLIPSIS = "…";

/**
 * Decodes HTML character references (named, decimal and hexadecimal) in a text or attribute value
 * taken out of markup, with the `entities` package's full HTML5 table. It decodes as a parser does
 * inside an attribute value: a legacy name without its ";" is decoded ("&copy 2026") unless a
 * letter, digit or "=" follows, so links keep their query parameters ("?id=1&region=5").
 */
export function decodeHtmlEntities(text: string): string {
  return text.includes("&") ? decodeHTMLAttribute(text) : text;
}

/**
 * Escapes text for HTML or XML markup written as a string, in an element or a quoted attribute:
 * `&`, `<`, `>`, `"` and `'` become character references, nothing else changes (the `entities`
 * package's escapeUTF8). What React renders is escaped by React; this is for markup built by hand
 * (descriptions assembled from a source's fields, sitemaps, images).
 */
export function escapeHtml(text: string): string {
  return escapeUTF8(text);
}

/** Elements whose content is never text for a reader. */
const HIDDEN_TAGS = new Set(["script", "style", "noscript", "template", "iframe"]);
/** Elements that stand on their own lines: their start and end each become a line break. */
const BLOCK_TAGS = new Set([
  "p",
  "div",
  "br",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "section",
  "article",
  "header",
  "footer",
  "blockquote",
  "pre",
  "dd",
  "dt",
  "dl",
  "hr",
]);

/** Elements without content or end tag: the parser reports them closed right after they open. */
const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/** What the start (or end) of an element adds to the text. */
function tagText(name: string, closing: boolean): string {
  if (name === "li") return closing ? "" : "\n• ";
  if (name === "td" || name === "th") return " ";
  if (!BLOCK_TAGS.has(name)) return "";
  // <br> and <hr> are one line break: the parser reports their end right after their start.
  return closing && VOID_TAGS.has(name) ? "" : "\n";
}

/**
 * HTML → plain text, read with htmlparser2 (the parser decodes character references and closes
 * elements as browsers do): block elements become line breaks, list items start a line with "• ",
 * table cells are apart by a space, script/style/noscript/template/iframe content and comments are
 * dropped, soft hyphens are removed, carriage returns are line breaks; then normaliseTextWhitespace
 * tidies the whitespace.
 */
export function htmlToText(html: string | null | undefined): string {
  return html ? readHtmlText(html).text : "";
}

/**
 * htmlToText's reading of html, and whether the parser closed every element exactly where the
 * markup closes it (no element closed because another one started, or because an end tag further
 * out or the end of the input came first; empty elements like <br> aside). Markup written by a
 * serializer that reads back this way parses to the tree it was written from.
 */
export function readHtmlText(html: string): { text: string; closedAsWritten: boolean } {
  const pieces: string[] = [];
  let hidden = 0;
  let closedAsWritten = true;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN_TAGS.has(name)) hidden += 1;
        else if (hidden === 0) {
          const text = tagText(name, false);
          if (text !== "") pieces.push(text);
        }
      },
      onclosetag(name, isImplied) {
        if (isImplied && !VOID_TAGS.has(name)) closedAsWritten = false;
        if (HIDDEN_TAGS.has(name)) hidden = Math.max(0, hidden - 1);
        else if (hidden === 0) {
          const text = tagText(name, true);
          if (text !== "") pieces.push(text);
        }
      },
      ontext(text) {
        if (hidden === 0) pieces.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  // A soft hyphen (&shy;) only marks where a word may break: it is no part of the word. A carriage
  // return, alone or before a line feed, is a line break, as a browser reads HTML.
  let text = pieces.join("");
  if (text.includes("\u00ad")) text = text.replace(/\u00ad/g, "");
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  return {
    text: normaliseTextWhitespace(text),
    closedAsWritten,
  };
}

/**
 * The text of markup produced by sanitizeJobHtml. There is one HTML → text path: this is
 * htmlToText, kept under its own name for the callers that read stored sanitised descriptions.
 */
export function sanitizedHtmlToText(html: string | null | undefined): string {
  return htmlToText(html);
}

function collapse(text: string): string {
  // Every whitespace run becomes one space (single spaces are left alone: same result, less work).
  return text.replace(/\s{2,}|[^\S ]/g, " ").trim();
}

/** Cuts to at most maxLength characters (ellipsis included) on a word boundary. */
export function createExcerpt(text: string | null | undefined, maxLength: number): string {
  const clean = collapse(text ?? "");
  if (maxLength <= 0) return "";
  if (clean.length <= maxLength) return clean;
  const room = clean.slice(0, Math.max(0, maxLength - 1));
  const boundary = /\s/.test(clean.charAt(room.length)) ? room.length : room.search(/\s\S*$/);
  const cut = (boundary > maxLength * 0.5 ? room.slice(0, boundary) : room).replace(
    /[\s,;:.\-–—]+$/,
    "",
  );
  return `${cut}${ELLIPSIS}`;
}

/** Titles are cut to 70 characters plus an ellipsis when longer. */
export function truncateTitle(title: string | null | undefined): string {
  const clean = collapse(title ?? "");
  return clean.length > TITLE_MAX_LENGTH
    ? `${clean.slice(0, TITLE_MAX_LENGTH).trimEnd()}${ELLIPSIS}`
    : clean;
}

/** The SEO description: the first 160 characters of the description with markup stripped. */
export function createSeoDescription(html: string | null | undefined): string {
  return createExcerpt(htmlToText(html), SEO_DESCRIPTION_LENGTH);
}

function hasMarkup(text: string | null | undefined): boolean {
  return text != null && text.includes("<") && /<[a-z][^>]*>/i.test(text);
}

const SUBLINE_LABEL = /d(?:irectorate[- ]general|omain)/i;

/** The card's sub-line: the values of lines labelled "Directorate-General" or "Domain", joined by " · ". */
export function extractSubline(text: string | null | undefined): string | null {
  const plain = hasMarkup(text) ? htmlToText(text) : (text ?? "");
  const values: string[] = [];
  // Cheap necessary condition first: the line pattern below is slow on long text.
  if (!SUBLINE_LABEL.test(plain)) return null;
  for (const match of plain.matchAll(
    /^[ \t•*-]*(Directorate[- ]General|Domain)\s*[:：\-–]\s*(.+)$/gim,
  )) {
    const value = collapse(match[2] ?? "");
    if (value && !values.includes(value)) values.push(value);
  }
  return values.length ? values.join(" · ") : null;
}

/**
 * Whether a summary is most of the text it was taken from: at least three fifths of its length
 * (white space collapsed). Shown beside a short description, such a summary only repeats it.
 */
export function summaryRepeatsText(
  summary: string | null | undefined,
  text: string | null | undefined,
): boolean {
  const excerpt = collapse(summary ?? "");
  const whole = collapse(text ?? "");
  return excerpt.length > 0 && whole.length > 0 && excerpt.length >= whole.length * 0.6;
}

/**
 * Extractive "Generate Summary": the 2–3 most informative sentences from the purpose/background part of
 * the posting (or the whole text when no such heading exists), kept in their original order.
 * options.tidy: text is known to be tidy (isTidyConvertedText), which saves a pass over it.
 */
export function createSummaryExcerpt(
  text: string | null | undefined,
  maxSentences = 3,
  options: { tidy?: boolean } = {},
): string {
  const markup = hasMarkup(text);
  const plain = markup ? htmlToText(text) : (text ?? "");
  if (!plain.trim()) return "";
  const tidy = !markup && options.tidy === true;
  return createExcerpt(pickSummarySentences(plain, maxSentences, tidy), 700);
}
