// Plain-text helpers for job descriptions: HTML → text, excerpts, title cut (spec §2/§9), SEO and
// structured-data descriptions, the Directorate-General/Domain sub-line, and an extractive summary.

import { pickSummarySentences } from "./summary-sentences";
import { convertSanitizedHtml, normaliseTextWhitespace } from "./text-whitespace";

export const TITLE_MAX_LENGTH = 70;
export const SEO_DESCRIPTION_LENGTH = 160;
export const STRUCTURED_DATA_DESCRIPTION_LENGTH = 500;
const ELLIPSIS = "…";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  aacute: "á",
  agrave: "à",
  acirc: "â",
  iacute: "í",
  oacute: "ó",
  ocirc: "ô",
  uacute: "ú",
  ntilde: "ñ",
  ccedil: "ç",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  szlig: "ß",
  deg: "°",
  laquo: "«",
  raquo: "»",
  shy: "",
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const value =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff
        ? String.fromCodePoint(value)
        : "";
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? match;
  });
}

const BLOCK_TAGS =
  "p|div|br|li|ul|ol|h[1-6]|tr|table|thead|tbody|section|article|header|footer|blockquote|pre|dd|dt|dl|hr";
const BLOCK_TAG_PATTERN = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi");

/** HTML → plain text: block elements become line breaks, list items get "• ", entities are decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return normaliseTextWhitespace(
    decodeHtmlEntities(
      html
        .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ")
        .replace(/<!--[\s\S]*?-->/g, " ")
        .replace(/<\/li\s*>/gi, "")
        .replace(/<li\b[^>]*>/gi, "\n• ")
        .replace(/<\/?(?:td|th)\b[^>]*>/gi, " ")
        .replace(BLOCK_TAG_PATTERN, "\n")
        .replace(/<[^>]*>/g, ""),
    ),
  );
}

/**
 * htmlToText for markup produced by sanitizeJobHtml (allow-listed tags only, text escaped with
 * &amp; &lt; &gt;): the same text in one scan instead of a chain of regular expressions. Other
 * markup must go through htmlToText.
 */
export function sanitizedHtmlToText(html: string | null | undefined): string {
  return html ? convertSanitizedHtml(html, htmlToText) : "";
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

/** Spec §2: titles are cut to 70 characters plus an ellipsis when longer. */
export function truncateTitle(title: string | null | undefined): string {
  const clean = collapse(title ?? "");
  return clean.length > TITLE_MAX_LENGTH
    ? `${clean.slice(0, TITLE_MAX_LENGTH).trimEnd()}${ELLIPSIS}`
    : clean;
}

/** Spec §2: first 160 characters of the description with markup stripped. */
export function createSeoDescription(html: string | null | undefined): string {
  return createExcerpt(htmlToText(html), SEO_DESCRIPTION_LENGTH);
}

/** Spec §2: the structured-data (JobPosting) description, 500 characters. */
export function createStructuredDataDescription(html: string | null | undefined): string {
  return createExcerpt(htmlToText(html), STRUCTURED_DATA_DESCRIPTION_LENGTH);
}

function hasMarkup(text: string | null | undefined): boolean {
  return text != null && text.includes("<") && /<[a-z][^>]*>/i.test(text);
}

const SUBLINE_LABEL = /d(?:irectorate[- ]general|omain)/i;

/** Spec §2 sub-line: the values of lines labelled "Directorate-General" or "Domain", joined by " · ". */
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
