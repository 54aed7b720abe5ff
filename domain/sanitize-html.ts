// Allow-list HTML sanitiser for job descriptions. Keeps headings, paragraphs, lists, tables, basic
// emphasis, line breaks and links (http/https/mailto only, always rel="nofollow noopener"
// target="_blank"). Everything else — scripts, styles, iframes, forms, event handlers, inline styles,
// classes, javascript:/data:/vbscript: URLs — is removed. Idempotent.
//
// A single-pass tokenizer + tree builder (no dependencies). It follows the HTML tokenizer rules that
// matter here (tags, attributes, comments, CDATA, doctype, raw-text elements, character references)
// and the usual implied-close rules (a <p> closes an open <p>, <li> closes <li>, <tr>/<td> close
// cells...), so real postings come out exactly as the former sanitize-html based version produced
// them. Only allowed elements reach the output, always properly nested; text is re-escaped.

import { LEGACY_ENTITIES, NAMED_ENTITIES } from "./html-entities";
import { OPEN_IMPLIES_CLOSE, OutputWriter, renderOpenTag } from "./sanitized-output";

const ALLOWED_TAGS = new Set([
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
]);

/** Disallowed elements whose whole content (text included) is dropped. */
const NON_TEXT_TAGS = new Set([
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
]);

/** Elements whose content is raw text up to the matching end tag (no markup inside). */
const RAW_TEXT_TAGS = new Set([
  "script",
  "style",
  "title",
  "textarea",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
]);

const VOID_TAGS = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/** svg/math switch to foreign content; these elements switch back to HTML inside them. */
const HTML_INTEGRATION_TAGS = new Set([
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title",
]);

// Windows-1252 meanings of numeric references in the C1 range (&#150; is an en dash).
const C1_REPLACEMENTS = [
  8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0, 381, 0, 0, 8216, 8217,
  8220, 8221, 8226, 8211, 8212, 732, 8482, 353, 8250, 339, 0, 382, 376,
];

const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const EQUALS = 61;
const DASH = 45;
const DQUOTE = 34;
const SQUOTE = 39;
const SEMICOLON = 59;
const HASH = 35;

function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
}

function isAlpha(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isAlphanumeric(c: number): boolean {
  return isAlpha(c) || (c >= 48 && c <= 57);
}

function isEndOfTagSection(c: number): boolean {
  return c === SLASH || c === GT || isWhitespace(c);
}

function codePointString(codePoint: number): string {
  if (codePoint === 0 || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff)
    return "\ufffd";
  if (codePoint >= 128 && codePoint <= 159)
    return String.fromCodePoint(C1_REPLACEMENTS[codePoint - 128] || codePoint);
  return String.fromCodePoint(codePoint);
}

/**
 * Decodes the character reference starting at html[start] ("&"). Returns the decoded text and the
 * index after it, or null when it is not a reference (the "&" is then literal text). In attribute
 * values a legacy name without ";" followed by a letter, digit or "=" stays literal (URLs' "&copy=").
 */
function decodeReference(
  html: string,
  start: number,
  end: number,
  inAttribute: boolean,
): { text: string; next: number } | null {
  let i = start + 1;
  if (i >= end) return null;
  const first = html.charCodeAt(i);
  if (first === HASH) {
    i += 1;
    const hex = i < end && (html.charCodeAt(i) | 0x20) === 120;
    if (hex) i += 1;
    const digitsStart = i;
    let value = 0;
    for (; i < end; i += 1) {
      const c = html.charCodeAt(i);
      let digit: number;
      if (c >= 48 && c <= 57) digit = c - 48;
      else if (hex && (c | 0x20) >= 97 && (c | 0x20) <= 102) digit = (c | 0x20) - 87;
      else break;
      value = Math.min(value * (hex ? 16 : 10) + digit, 0x110000);
    }
    if (i === digitsStart) return null;
    if (i < end && html.charCodeAt(i) === SEMICOLON) i += 1;
    return { text: codePointString(value), next: i };
  }
  if (!isAlphanumeric(first)) return null;
  let nameEnd = i;
  while (nameEnd < end && nameEnd - i < 32 && isAlphanumeric(html.charCodeAt(nameEnd)))
    nameEnd += 1;
  const name = html.slice(i, nameEnd);
  if (nameEnd < end && html.charCodeAt(nameEnd) === SEMICOLON) {
    const value = NAMED_ENTITIES.get(name);
    if (value !== undefined) return { text: value, next: nameEnd + 1 };
  }
  // Legacy references may omit the ";": the longest legacy name at the start wins.
  for (let length = Math.min(name.length, 6); length >= 2; length -= 1) {
    const candidate = length === name.length ? name : name.slice(0, length);
    if (!LEGACY_ENTITIES.has(candidate)) continue;
    const after = i + length;
    if (inAttribute && after < end) {
      const c = html.charCodeAt(after);
      if (c === EQUALS || isAlphanumeric(c)) return null;
    }
    return { text: NAMED_ENTITIES.get(candidate) ?? "", next: after };
  }
  return null;
}

/** Decodes character references in html[start, end). */
function decodeRange(html: string, start: number, end: number, inAttribute: boolean): string {
  let at = html.indexOf("&", start);
  if (at === -1 || at >= end) return html.slice(start, end);
  let result = "";
  let from = start;
  while (at !== -1 && at < end) {
    const reference = decodeReference(html, at, end, inAttribute);
    if (reference) {
      result += html.slice(from, at) + reference.text;
      from = reference.next;
      at = html.indexOf("&", from);
    } else at = html.indexOf("&", at + 1);
  }
  return result + html.slice(from, end);
}

/**
 * Tokenise, rebuild the element tree with the parser's implied closes (over all elements, allowed or
 * not), and pass the allowed elements and the text on to the OutputWriter.
 */
class SanitizerPass {
  readonly writer: OutputWriter;
  private readonly stack: string[] = [];
  /** Emitted tag name per stack entry ("" when the element is not in the output). */
  private readonly emitted: string[] = [];
  /** Foreign-content flags per stack entry: 1 svg/math, 2 HTML integration point, 0 neither. */
  private readonly contexts: number[] = [];
  foreign = false;
  /** Stack depth of the element whose content is being dropped, or -1. */
  private dropFrom = -1;
  // Compatibility: once a dropped <noscript> closes, everything up to its literal "</noscript" is
  // dropped as well (the former sanitiser treated noscript content as raw text).
  private noscriptEnd = -1;
  private dropUntil = -1;
  position = 0;
  /** Next "&" at or after the last text start (-1: none left), so entity scans stay linear. */
  private nextAmpersand = -2;

  constructor(
    private readonly html: string,
    withText: boolean,
  ) {
    this.writer = new OutputWriter(withText);
  }

  silent(): boolean {
    return this.dropFrom >= 0 || this.position < this.dropUntil;
  }

  private updateForeign(): void {
    this.foreign = false;
    for (let k = this.contexts.length - 1; k >= 0; k -= 1) {
      const context = this.contexts[k];
      if (context === 1) {
        this.foreign = true;
        break;
      }
      if (context === 2) break;
    }
  }

  private popElement(): void {
    const name = this.emitted.pop() ?? "";
    this.stack.pop();
    if (this.contexts.pop()) this.updateForeign();
    if (this.dropFrom === this.stack.length) {
      this.dropFrom = -1;
      if (this.noscriptEnd !== -1) this.dropUntil = this.noscriptEnd;
      this.noscriptEnd = -1;
    } else if (name !== "") {
      this.writer.close(name);
    }
  }

  closeTag(name: string): void {
    if (VOID_TAGS.has(name)) {
      if (name === "br" && !this.silent()) this.writer.empty("br", "<br />");
      return;
    }
    const at = this.stack.lastIndexOf(name);
    if (at !== -1) while (this.stack.length > at) this.popElement();
    else if (name === "p" && !this.silent()) {
      this.writer.open("p", "<p>");
      this.writer.close("p");
    }
  }

  openTag(name: string, attributes: Map<string, string> | null, selfClosing: boolean): void {
    const stack = this.stack;
    if (name === "form" && stack.includes("form")) return;
    const closes = OPEN_IMPLIES_CLOSE.get(name);
    if (closes)
      while (stack.length > 0 && closes.has(stack[stack.length - 1] ?? "")) this.popElement();
    const outName = name === "div" ? "p" : name;
    const quiet = this.silent();
    const allowed = !quiet && ALLOWED_TAGS.has(outName);
    if (VOID_TAGS.has(name)) {
      if (allowed) this.writer.empty(outName, renderOpenTag(outName, attributes));
      return;
    }
    if (!quiet && !allowed && NON_TEXT_TAGS.has(name)) {
      this.dropFrom = stack.length;
      if (name === "noscript") {
        const close = findRawTextEnd(this.html, this.position, "noscript");
        this.noscriptEnd = close === -1 ? Infinity : close;
      }
    }
    stack.push(name);
    this.emitted.push(allowed ? outName : "");
    const context = name === "svg" || name === "math" ? 1 : HTML_INTEGRATION_TAGS.has(name) ? 2 : 0;
    this.contexts.push(context);
    if (context !== 0) this.updateForeign();
    if (allowed) {
      this.writer.open(outName, renderOpenTag(outName, attributes));
    }
    if (selfClosing && this.foreign) this.popElement();
  }

  /** Text html[start, stop), character references decoded. */
  text(start: number, stop: number): void {
    this.position = start;
    if (stop <= start || this.silent()) return;
    if (this.nextAmpersand !== -1 && this.nextAmpersand < start)
      this.nextAmpersand = this.html.indexOf("&", start);
    const decoded =
      this.nextAmpersand === -1 || this.nextAmpersand >= stop
        ? this.html.slice(start, stop)
        : decodeRange(this.html, start, stop, false);
    this.writer.text(decoded);
  }

  /** Raw (undecoded) text, e.g. <xmp> content. */
  rawText(text: string): void {
    if (text !== "" && !this.silent()) this.writer.text(text);
  }

  finish(): { html: string; text: string } {
    while (this.stack.length > 0) this.popElement();
    return this.writer.finish();
  }
}

function sanitize(html: string, withText: boolean): { html: string; text: string } {
  const end = html.length;
  const pass = new SanitizerPass(html, withText);
  let i = 0;
  let textStart = 0;
  while (i < end) {
    const lt = html.indexOf("<", i);
    if (lt === -1 || lt + 1 >= end) break;
    const c = html.charCodeAt(lt + 1);
    if (isAlpha(c)) {
      // Opening tag.
      const wasForeign = pass.foreign;
      let j = lt + 2;
      while (j < end && !isEndOfTagSection(html.charCodeAt(j))) j += 1;
      let name = html.slice(lt + 1, j).toLowerCase();
      if (name === "image" && !wasForeign) name = "img";
      const keepAttributes = name === "a" || name === "td" || name === "th";
      const attributes = keepAttributes ? new Map<string, string>() : null;
      let selfClosing = false;
      let closed = false;
      // Compatibility with the former parser for input that ends inside a tag: right after a "/"
      // it kept the input's last character as text, and a cut-off tag name that could still become
      // a raw-text element name ("<scr") was kept as text; everything else there was dropped.
      const nameCut = j >= end && !wasForeign && isRawTextPrefix(name);
      let between = false;
      while (j < end) {
        const d = html.charCodeAt(j);
        if (d === GT) {
          closed = true;
          break;
        }
        if (isWhitespace(d)) {
          j += 1;
          continue;
        }
        between = false;
        if (d === SLASH) {
          between = true;
          j += 1;
          while (j < end && isWhitespace(html.charCodeAt(j))) j += 1;
          if (j < end && html.charCodeAt(j) === GT) {
            selfClosing = true;
            closed = true;
            break;
          }
          continue;
        }
        // Attribute name (a leading "=" belongs to an empty name).
        const nameStart = j;
        if (d !== EQUALS) j += 1;
        while (j < end) {
          const e = html.charCodeAt(j);
          if (e === EQUALS || isEndOfTagSection(e)) break;
          j += 1;
        }
        const attributeName = attributes ? html.slice(nameStart, j).toLowerCase() : "";
        let k = j;
        while (k < end && isWhitespace(html.charCodeAt(k))) k += 1;
        let value = "";
        if (k >= end) break;
        if (html.charCodeAt(k) === EQUALS) {
          k += 1;
          while (k < end && isWhitespace(html.charCodeAt(k))) k += 1;
          if (k >= end) break;
          const quote = html.charCodeAt(k);
          if (quote === DQUOTE || quote === SQUOTE) {
            const close = html.indexOf(quote === DQUOTE ? '"' : "'", k + 1);
            if (close === -1) {
              j = end;
              break;
            }
            if (attributes) value = decodeRange(html, k + 1, close, true);
            j = close + 1;
          } else {
            let stop = k;
            while (stop < end) {
              const e = html.charCodeAt(stop);
              if (e === GT || isWhitespace(e)) break;
              stop += 1;
            }
            if (attributes) value = decodeRange(html, k, stop, true);
            j = stop;
          }
        } else j = k;
        if (attributes && !attributes.has(attributeName)) attributes.set(attributeName, value);
      }
      pass.text(textStart, lt);
      if (!closed) {
        pass.position = end;
        pass.rawText(nameCut ? html.slice(lt + 1) : between ? html.slice(end - 1) : "");
        textStart = end;
        break;
      }
      i = textStart = j + 1;
      pass.position = lt;
      pass.openTag(name, attributes, selfClosing);
      if (!wasForeign && (RAW_TEXT_TAGS.has(name) || name === "plaintext")) {
        const contentEnd = name === "plaintext" ? -1 : findRawTextEnd(html, i, name);
        pass.rawText(html.slice(i, contentEnd === -1 ? end : contentEnd));
        if (contentEnd === -1) {
          textStart = end;
          break;
        }
        // The end tag itself is handled by the next iteration.
        i = textStart = contentEnd;
      }
      continue;
    }
    if (c === SLASH) {
      const d = lt + 2 < end ? html.charCodeAt(lt + 2) : -1;
      if (d === -1) break; // "</" at the very end stays text
      pass.text(textStart, lt);
      if (isAlpha(d)) {
        let j = lt + 3;
        while (j < end && !isEndOfTagSection(html.charCodeAt(j))) j += 1;
        if (j >= end) {
          textStart = end;
          break;
        }
        let name = html.slice(lt + 2, j).toLowerCase();
        if (name === "image" && !pass.foreign) name = "img";
        pass.position = lt;
        pass.closeTag(name);
        const gt = html.indexOf(">", j);
        // (Compatibility: an end tag cut off after its name kept the input's last character.)
        if (gt === -1) pass.rawText(html.slice(end - 1));
        i = textStart = gt === -1 ? end : gt + 1;
      } else if (d === GT) {
        i = textStart = lt + 3;
      } else {
        const gt = html.indexOf(">", lt + 2);
        i = textStart = gt === -1 ? end : gt + 1;
      }
      continue;
    }
    if (c === BANG || c === QUESTION) {
      pass.text(textStart, lt);
      i = textStart = skipMarkupDeclaration(html, lt);
      continue;
    }
    i = lt + 1; // a lone "<" is text
  }
  pass.text(textStart, end);
  return pass.finish();
}

const RAW_TEXT_NAMES = [
  "script",
  "style",
  "title",
  "textarea",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
];

function isRawTextPrefix(name: string): boolean {
  return RAW_TEXT_NAMES.some((tag) => tag.startsWith(name));
}

/** Index of "</name" (followed by whitespace, "/" or ">") closing a raw-text element, or -1. */
function findRawTextEnd(html: string, from: number, name: string): number {
  const length = name.length;
  let at = html.indexOf("</", from);
  while (at !== -1) {
    const after = at + 2 + length;
    if (
      after < html.length &&
      isEndOfTagSection(html.charCodeAt(after)) &&
      html.slice(at + 2, after).toLowerCase() === name
    )
      return at;
    at = html.indexOf("</", at + 2);
  }
  return -1;
}

/** Skips a comment, CDATA section, doctype or bogus comment starting at "<!" / "<?". */
function skipMarkupDeclaration(html: string, lt: number): number {
  const end = html.length;
  if (html.startsWith("<!--", lt)) {
    // "<!-->" and "<!--->" are complete (empty) comments.
    if (html.charCodeAt(lt + 4) === GT) return lt + 5;
    if (html.charCodeAt(lt + 4) === DASH && html.charCodeAt(lt + 5) === GT) return lt + 6;
    const close = html.indexOf("-->", lt + 4);
    return close === -1 ? end : close + 3;
  }
  if (html.startsWith("<![CDATA[", lt)) {
    const close = html.indexOf("]]>", lt + 9);
    return close === -1 ? end : close + 3;
  }
  const gt = html.indexOf(">", lt + 2);
  return gt === -1 ? end : gt + 1;
}

/** Sanitises untrusted HTML to the allow-list; sanitising the result again returns it unchanged. */
export function sanitizeJobHtml(html: string | null | undefined): string {
  return html ? sanitize(html, false).html : "";
}

/**
 * sanitizeJobHtml, and the text of its result as sanitizedHtmlToText gives it, from one pass (the
 * text is collected while the markup is written instead of being read back from it).
 */
export function sanitizeJobHtmlWithText(html: string | null | undefined): {
  html: string;
  text: string;
} {
  return html ? sanitize(html, true) : { html: "", text: "" };
}
