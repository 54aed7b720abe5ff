// The sanitiser's output: the allowed elements, written properly nested, with their text escaped,
// and alongside the same text as sanitizedHtmlToText would read it back from the markup (so that
// normalisePosting gets both from one pass).

import { normaliseTextWhitespace } from "./text-whitespace";

const FORM_TAGS = new Set([
  "input",
  "option",
  "optgroup",
  "select",
  "button",
  "datalist",
  "textarea",
]);
const P_TAG = new Set(["p"]);
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p"]);
const TABLE_SECTION_TAGS = new Set(["thead", "tbody"]);
const DDT_TAGS = new Set(["dd", "dt"]);
const RTP_TAGS = new Set(["rt", "rp"]);
/** Opening the key closes open elements of the value set on top of the stack. */
export const OPEN_IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["a", new Set(["a"])],
  ["li", new Set(["li"])],
  ["p", P_TAG],
  ["h1", HEADING_TAGS],
  ["h2", HEADING_TAGS],
  ["h3", HEADING_TAGS],
  ["h4", HEADING_TAGS],
  ["h5", HEADING_TAGS],
  ["h6", HEADING_TAGS],
  ["select", FORM_TAGS],
  ["input", FORM_TAGS],
  ["output", FORM_TAGS],
  ["button", FORM_TAGS],
  ["datalist", FORM_TAGS],
  ["textarea", FORM_TAGS],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["dd", DDT_TAGS],
  ["dt", DDT_TAGS],
  ["rt", RTP_TAGS],
  ["rp", RTP_TAGS],
  ["tbody", TABLE_SECTION_TAGS],
  ["tfoot", TABLE_SECTION_TAGS],
  ...[
    "address",
    "article",
    "aside",
    "blockquote",
    "details",
    "div",
    "dl",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "header",
    "hr",
    "main",
    "nav",
    "ol",
    "pre",
    "section",
    "table",
    "ul",
  ].map((tag): [string, ReadonlySet<string>] => [tag, P_TAG]),
]);

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

function escapeText(text: string): string {
  if (!/[&<>]/.test(text)) return text;
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(text: string): string {
  if (!/[&<>"]/.test(text)) return text;
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** http, https, mailto or a relative URL; no protocol-relative "//host" (spec of sanitize-html's launder). */
function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  let clean = href.replace(/[\x00-\x20]+/g, "");
  for (;;) {
    const open = clean.indexOf("<!--");
    if (open === -1) break;
    const close = clean.indexOf("-->", open + 4);
    if (close === -1) break;
    clean = clean.slice(0, open) + clean.slice(close + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(clean);
  if (!scheme) return !/^[/\\]{2}/.test(clean);
  return ALLOWED_SCHEMES.has((scheme[1] ?? "").toLowerCase());
}

export function renderOpenTag(name: string, attributes: Map<string, string> | null): string {
  if (name === "a") {
    const href = attributes?.get("href")?.trim();
    return href && isSafeHref(href)
      ? `<a rel="nofollow noopener" target="_blank" href="${escapeAttribute(href)}">`
      : '<a rel="nofollow noopener" target="_blank">';
  }
  if (name === "br") return "<br />";
  if (attributes === null || (name !== "td" && name !== "th")) return `<${name}>`;
  let tag = `<${name}`;
  for (const [attribute, value] of attributes) {
    const allowed =
      attribute === "colspan" ||
      attribute === "rowspan" ||
      (attribute === "scope" && name === "th");
    if (allowed && value !== "") tag += ` ${attribute}="${escapeAttribute(value)}"`;
  }
  return `${tag}>`;
}

/**
 * Writes the output. It applies the implied-close rules once more, to the allowed elements alone, as
 * parsing the output again would (an open tag closes the elements it implies on top of the stack, an
 * end tag closes up to its element, a stray </p> becomes <p></p>). The result is a fixed point: every
 * end tag written closes the innermost open element and no open tag written implies closing the one
 * around it, so sanitising the output again changes nothing (nested <div>s, which become nested
 * <p>s, are the usual case where this matters).
 */
export class OutputWriter {
  private out = "";
  private readonly stack: string[] = [];
  /** The text of the output, piece by piece (tags as htmlToText reads them, text unescaped). */
  private readonly texts: string[] = [];
  /** Pieces in texts before the first tag and up to the end of the last one (-1: no tag yet). */
  private beforeFirstTag = -1;
  private throughLastTag = -1;

  /** withText: also keep the text (else text() of finish is ""). */
  constructor(private readonly withText: boolean) {}

  private tag(html: string, name: string, closing: boolean): void {
    this.out += html;
    if (!this.withText) return;
    if (this.beforeFirstTag === -1) this.beforeFirstTag = this.texts.length;
    const text = tagText(name, closing);
    if (text !== "") this.texts.push(text);
    this.throughLastTag = this.texts.length;
  }

  private closeTop(): void {
    const name = this.stack.pop() ?? "";
    this.tag(`</${name}>`, name, true);
  }

  open(name: string, tag: string): void {
    const stack = this.stack;
    const closes = OPEN_IMPLIES_CLOSE.get(name);
    if (closes) {
      while (stack.length > 0 && closes.has(stack[stack.length - 1] ?? "")) this.closeTop();
    }
    stack.push(name);
    this.tag(tag, name, false);
  }

  close(name: string): void {
    const stack = this.stack;
    const at = stack.lastIndexOf(name);
    if (at === -1) {
      if (name === "p") {
        this.tag("<p>", "p", false);
        this.tag("</p>", "p", true);
      }
      return;
    }
    while (stack.length > at) this.closeTop();
  }

  /** An element without content (<br />). */
  empty(name: string, tag: string): void {
    this.tag(tag, name, false);
  }

  text(text: string): void {
    this.out += escapeText(text);
    if (this.withText) this.texts.push(text);
  }

  /** The markup, trimmed, and its text as sanitizedHtmlToText reads it from that markup. */
  finish(): { html: string; text: string } {
    while (this.stack.length > 0) this.closeTop();
    const html = this.out.trim();
    if (!this.withText) return { html, text: "" };
    // Trimming the markup trims the text that stands before its first tag and after its last.
    const texts = this.texts;
    if (this.beforeFirstTag === -1)
      return { html, text: normaliseTextWhitespace(texts.join("").trim()) };
    for (let k = 0; k < this.beforeFirstTag; k += 1) {
      texts[k] = (texts[k] ?? "").trimStart();
      if (texts[k] !== "") break;
    }
    for (let k = texts.length - 1; k >= this.throughLastTag; k -= 1) {
      texts[k] = (texts[k] ?? "").trimEnd();
      if (texts[k] !== "") break;
    }
    return { html, text: normaliseTextWhitespace(texts.join("")) };
  }
}

/**
 * What htmlToText turns an allowed tag into: block tags a line break, list items a bullet, table
 * cells a space, inline tags (b, strong, i, em, u, a, caption, tfoot) nothing. (Told apart by
 * length and letters, which is much cheaper than comparing whole names.)
 */
function tagText(name: string, closing: boolean): string {
  const first = name.charCodeAt(0);
  switch (name.length) {
    case 1:
      return first === 112 ? "\n" : ""; // p
    case 2: {
      const second = name.charCodeAt(1);
      if (first === 108) return closing ? "" : "\n• "; // li
      if (first === 116 && (second === 100 || second === 104)) return " "; // td, th
      if (first === 101) return ""; // em
      return "\n"; // br, ul, ol, tr, h1–h6
    }
    case 5:
      return name === "tfoot" ? "" : "\n"; // table, thead, tbody
    default:
      return ""; // strong, caption
  }
}
