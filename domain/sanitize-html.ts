// Allow-list HTML sanitiser for job descriptions, on the sanitize-html package. Keeps headings,
// paragraphs, lists, tables, basic emphasis, line breaks and links (http/https/mailto or relative
// hrefs only, always rel="nofollow noopener" target="_blank"); a <div> becomes a <p>. Everything
// else — scripts, styles, iframes, forms, event handlers, inline styles, classes,
// javascript:/data:/vbscript: and protocol-relative URLs — is removed; the text of unknown wrappers
// (<span>, <font>, …) is kept, the content of scripts, styles, forms' option lists and the like is
// not. Idempotent: sanitising the output again returns it unchanged.

import sanitizeHtml from "sanitize-html";
import { revealProtectedEmails } from "./protected-emails";
import { readHtmlText } from "./text";

const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "ul",
  "ol",
  "li",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "a",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "rel", "target"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Disallowed elements whose whole content (text included) is dropped, not just their tags.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
    "title",
    "head",
    "select",
    "button",
  ],
  transformTags: {
    div: "p",
    // Links always open in a new tab without handing the opener over; the source's own rel and
    // target are replaced. (The href is checked against the allowed schemes after this.)
    a: (_tagName, attribs) => {
      const attributes: Record<string, string> = { rel: "nofollow noopener", target: "_blank" };
      const href = attribs.href?.trim();
      if (href) attributes.href = href;
      return { tagName: "a", attribs: attributes };
    },
  },
  // A paragraph or list item of nothing but share buttons ("Whatsapp Facebook LinkedIn Email App"
  // closing UNICEF's pages) is the employer's page chrome, not the posting.
  exclusiveFilter: (frame) => (frame.tag === "p" || frame.tag === "li") && isShareRow(frame.text),
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

const SHARE_WORD =
  /^(?:share(?: this(?: job)?)?|whats\s?app|facebook|linkedin|twitter|x|e-?mail|app|print|copy link|telegram)$/i;

const SHARE_NETWORK = /^(?:whats\s?app|facebook|linkedin|twitter|telegram)$/i;

/** Text of share-button names only, two networks among them ("Whatsapp Facebook LinkedIn Email App"). */
function isShareRow(text: string): boolean {
  const words = text
    .replace(/share this job|share this|copy link|whats app/gi, (phrase) =>
      phrase.replace(/ /g, "_"),
    )
    .split(/[\s|·•,]+/)
    .filter(Boolean)
    .map((word) => word.replace(/_/g, " "));
  return (
    words.every((word) => SHARE_WORD.test(word)) &&
    words.filter((word) => SHARE_NETWORK.test(word)).length >= 2
  );
}

/** Passes after which the output is taken as it is (the longest chains seen under fuzzing take three). */
const MAX_PASSES = 8;

function sanitizeOnce(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * The sanitised markup and its text. One pass of sanitize-html can leave markup that a parser
 * reads differently from how it was written: nested <div>s become nested <p>s, and a <p> or <li>
 * that was apart from its like by a dropped wrapper (<p><span><p>) ends up directly inside it,
 * which reading closes implicitly. Reading the output for its text tells whether that happened;
 * only then is the output passed through again, until nothing changes. Output that reads back as
 * written sanitises to itself, so sanitising the result again returns it unchanged.
 */
function sanitize(html: string): { html: string; text: string } {
  let current = sanitizeOnce(html);
  let read = readHtmlText(current);
  if (read.closedAsWritten) return { html: current, text: read.text };
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeOnce(current);
    if (next === current) break;
    current = next;
  }
  read = readHtmlText(current);
  return { html: current, text: read.text };
}

/**
 * A posting's description as it is shown: the addresses hidden by Cloudflare's e-mail protection
 * put back (revealProtectedEmails), the sanitised markup (sanitizeJobHtmlWithText) without
 * the form's field names left without a value (dropValuelessFormLabels), the table rows of a field
 * left blank (dropUnansweredFieldRows), the lists its form left empty
 * (dropEmptyJoinedLists) and the empty headings at its end
 * (dropTrailingEmptyHeadings), and its text.
 */
export function cleanDescriptionWithText(html: string | null | undefined): {
  html: string;
  text: string;
} {
  const sanitized = sanitizeJobHtmlWithText(html ? revealProtectedEmails(html) : html);
  const trimmed = dropTrailingEmptyHeadings(
    dropEmptyJoinedLists(dropUnansweredFieldRows(dropValuelessFormLabels(sanitized.html))),
  );
  return trimmed === sanitized.html
    ? sanitized
    : { html: trimmed, text: readHtmlText(trimmed).text };
}

// The start of sanitised markup: blank paragraphs, then text before any tag or one paragraph or
// heading of inline content.
const LEADING_BLOCK =
  /^(?:\s*<p>(?:\s|&nbsp;)*<\/p>)*\s*(?:([^<]+)|<(h[1-6]|p)>((?:[^<]|<\/?(?:b|strong|i|em|u)>)*)<\/\2>)/;

function squeezeText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\s/g, "")
    .replace(/&amp;/g, "&")
    .toLowerCase();
}

/**
 * Drops the first block of a description when it only repeats the posting's title (spacing and
 * letter case aside): the employer's page heading, which the job page already shows above it
 * (the World Bank's and UNjobs' pages open with it; UNICEF's feed gives some postings nothing
 * else). A first line that adds to the title (its grade, its place) stays.
 */
export function dropLeadingTitle(html: string, title: string): string {
  const match = LEADING_BLOCK.exec(html);
  const wanted = squeezeText(title);
  if (!match || wanted === "") return html;
  return squeezeText(match[1] ?? match[3] ?? "") === wanted
    ? html.slice(match[0].length).trimStart()
    : html;
}

// A form's field name in sanitised markup: a paragraph that is one italic phrase, followed (past
// empty paragraphs) by another such name, a bold paragraph or a heading element.
const VALUELESS_FORM_LABEL =
  /<p><(i|em)>([^<]*)<\/\1><\/p>(?=(?:\s*<p>\s*<\/p>)*\s*(?:<p><(?:i|em|b|strong)>|<h[1-6]>))/g;

/**
 * Drops the field names of a form that are followed by the next field name or heading instead
 * of a value: UNHCR's postings end with its form's fields in italics, each followed by its value,
 * and keep "Certifications" and "Work Experience" when they have none. Only a name of at most four
 * capitalised words goes; an italic sentence stays.
 */
export function dropValuelessFormLabels(html: string): string {
  if (!/<p><(?:i|em)>/.test(html)) return html;
  return html.replace(VALUELESS_FORM_LABEL, (label, _tag: string, text: string) => {
    const words = text.trim();
    return words !== "" && words.split(/\s+/).length <= 4 && LABEL_WORDS.test(words) ? "" : label;
  });
}

// A table row of sanitised markup: a first cell ending in a colon, then only empty cells.
const UNANSWERED_FIELD_ROW =
  /<tr>\s*<t([dh])>((?:(?!<\/?(?:t[rdh]|table)\b)[^<]|<\/?(?:b|strong|i|em|u)>)*)<\/t\1>(?:\s*<td>(?:\s|&nbsp;|<br \/>)*<\/td>)+\s*<\/tr>/g;

/**
 * Drops the table rows that name a field and leave its value blank: the World Bank's postings
 * lay their fields out as a table and keep "Preferred Language(s):" with an empty cell beside it
 * when none is preferred. A row whose label does not end in a colon (a table's own layout) stays.
 */
export function dropUnansweredFieldRows(html: string): string {
  if (!html.includes("<tr>")) return html;
  return html.replace(UNANSWERED_FIELD_ROW, (row, _cell: string, label: string) => {
    const text = label
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim();
    return /[\p{L}\p{N})]\s*:$/u.test(text) ? "" : row;
  });
}

// A heading of sanitised markup: a heading element, or a paragraph that is one bold phrase.
const INLINE = String.raw`[^<]*(?:<\/?(?:b|strong|i|em|u)>[^<]*)*`;
const HEADING_BLOCK = String.raw`(?:<h[1-6]>${INLINE}<\/h[1-6]>|<p>\s*<(?:b|strong)>[^<]*<\/(?:b|strong)>\s*<\/p>)`;
// A paragraph or list item of nothing but commas: the empty items of a list joined by ", ".
const JOINED_NOTHING = String.raw`<(?:p|li)>[\s,]*,[\s,]*<\/(?:p|li)>`;
const EMPTY_JOINED_LIST = new RegExp(
  String.raw`(${HEADING_BLOCK}\s*)?(?:${JOINED_NOTHING}\s*)+`,
  "g",
);

/**
 * Drops the paragraphs and list items that are nothing but commas, with the heading right above
 * them: the list under that heading is empty. UNHCR's form joins each language's name and level
 * with ", ", so a language list it left empty reads "Required Languages , ," (in its Workday
 * postings and in UNjobs' copies of them). A comma inside text, or a heading above content, stays.
 */
export function dropEmptyJoinedLists(html: string): string {
  return html.replace(EMPTY_JOINED_LIST, "");
}

// The last block of sanitised markup: a paragraph or heading, or a bold run outside any block.
const LAST_BLOCK =
  /(?:<(h[1-6]|p)>((?:(?!<\/?(?:h[1-6]|p|li|ul|ol|table|tr|td|th)\b)[\s\S])*)<\/\1>|<(b|strong)>([^<]*)<\/\3>)\s*$/;
const BOLD_ONLY = /^\s*<(b|strong)>([^<]*)<\/\1>\s*$/;
// A form's field name on its own ("Work Experience", "Skills"): a few capitalised words.
const LABEL_WORDS = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|and|of|&))*$/u;

type EndBlock = {
  start: number;
  kind: "empty" | "heading" | "label" | "content";
  /** Nothing but white space. */
  blank: boolean;
};

function readLastBlock(html: string): EndBlock | null {
  const match = LAST_BLOCK.exec(html);
  if (!match) return null;
  const inner = match[2] ?? `<${match[3]}>${match[4]}</${match[3]}>`;
  const text = inner
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  const heading = match[1]?.startsWith("h") || match[3] !== undefined || BOLD_ONLY.test(inner);
  const kind: EndBlock["kind"] = !/[\p{L}\p{N}]/u.test(text)
    ? "empty"
    : heading && text.length <= 80 && !/[.!?:;]$/.test(text)
      ? "heading"
      : text.split(" ").length <= 4 && LABEL_WORDS.test(text)
        ? "label"
        : "content";
  return { start: match.index, kind, blank: text === "" };
}

/**
 * Drops the headings that end a description with nothing after them (UNHCR's postings as UNjobs
 * copies them end with the empty sections of its form: "Additional Qualifications", its field
 * names "Skills", "Education", "Work Experience" without values, "Other information", "Remote").
 * From the end: empty paragraphs and headings (a heading element, or a paragraph that is one bold
 * phrase) go; field names with no value go with the heading above them once an empty heading has
 * gone, so a last "Contact" heading with a name under it stays. A heading followed by content stays.
 */
export function dropTrailingEmptyHeadings(html: string): string {
  let current = html;
  // The markup as it stands after the last heading dropped (empty paragraphs alone are kept).
  let kept = html;
  let droppedHeading = false;
  for (let block = readLastBlock(current); block; block = readLastBlock(current)) {
    if (block.kind === "empty" || block.kind === "heading") {
      current = current.slice(0, block.start).trimEnd();
      if (block.kind === "heading") {
        droppedHeading = true;
        kept = current;
      }
      continue;
    }
    if (block.kind !== "label" || !droppedHeading) break;
    // A run of field names: dropped only when a heading stands right above them.
    let above = current.slice(0, block.start).trimEnd();
    let next = readLastBlock(above);
    while (next && (next.kind === "label" || next.kind === "empty")) {
      above = above.slice(0, next.start).trimEnd();
      next = readLastBlock(above);
    }
    if (next?.kind !== "heading") break;
    current = above.slice(0, next.start).trimEnd();
    kept = current;
  }
  if (!droppedHeading) return html;
  // Blank paragraphs right above the dropped headings go with them ("• -" is a value: it stays).
  for (let block = readLastBlock(kept); block?.blank; block = readLastBlock(kept))
    kept = kept.slice(0, block.start).trimEnd();
  return kept;
}

/** Sanitises untrusted HTML to the allow-list; sanitising the result again returns it unchanged. */
export function sanitizeJobHtml(html: string | null | undefined): string {
  return html ? sanitize(html).html : "";
}

/** sanitizeJobHtml, and the text of its result as htmlToText reads it (from the same reading). */
export function sanitizeJobHtmlWithText(html: string | null | undefined): {
  html: string;
  text: string;
} {
  return html ? sanitize(html) : { html: "", text: "" };
}
