import { decodeHtmlEntities, htmlToText } from "#domain/text";

// Small, tolerant readers for server-rendered career pages (PageUp, SuccessFactors, Avature):
// attribute order and whitespace vary, so elements are found by regular expression and their
// inner HTML by counting nested tags of the same name.

/** Inner HTML from `from` to the close tag matching an element named `tag` (nesting counted). */
export function readInner(html: string, from: number, tag: string): string {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, match.index);
  }
  return html.slice(from);
}

function readOpened(html: string, open: RegExpExecArray | null): string | null {
  return open ? readInner(html, open.index + open[0].length, open[1] ?? "div") : null;
}

/** Inner HTML of the first element whose class list contains `name`. */
export function readElementByClass(html: string, name: string): string | null {
  return readOpened(
    html,
    new RegExp(
      `<(\\w+)\\b[^>]*\\bclass\\s*=\\s*["'](?:[^"']*\\s)?${name}(?:\\s[^"']*)?["'][^>]*>`,
      "i",
    ).exec(html),
  );
}

/** Inner HTML of the element with this id. */
export function readElementById(html: string, id: string): string | null {
  return readElementByAttribute(html, "id", id);
}

/** Inner HTML of the first element whose `attribute` equals `value`. */
export function readElementByAttribute(
  html: string,
  attribute: string,
  value: string,
): string | null {
  return readOpened(
    html,
    new RegExp(`<(\\w+)\\b[^>]*\\b${attribute}\\s*=\\s*["']${value}["'][^>]*>`, "i").exec(html),
  );
}

/** An attribute's decoded value in one start tag (quoted or not). */
export function readAttribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? decodeHtmlEntities(match[1] ?? match[2] ?? match[3] ?? "") : null;
}

/** Plain text on one line. */
export function toCompactText(html: string): string {
  return htmlToText(html).replace(/\s+/g, " ").trim();
}
