import {
  holdsBlankTextOnly,
  holdsTextOnly,
  isBare,
  isBlankText,
  isElement,
  type MarkupElement,
  type MarkupNode,
} from "./markup-tree";

// The blocks the description clean-up steps recognise in the sanitised markup: headings (an
// element, or a paragraph that is one bold phrase), a form's field names, blank paragraphs.

export const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const INLINE_TAGS = new Set(["b", "strong", "i", "em", "u"]);
export const BOLD_TAGS = new Set(["b", "strong"]);
export const ITALIC_TAGS = new Set(["i", "em"]);

/** Elements that make a paragraph or heading more than one block of text. */
export const BLOCK_TAGS = new Set([
  ...HEADING_TAGS,
  "p",
  "li",
  "ul",
  "ol",
  "table",
  "tr",
  "td",
  "th",
]);
// A form's field name on its own ("Work Experience", "Skills"): a few capitalised words.
export const LABEL_WORDS = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|and|of|&))*$/u;

/** Text and emphasis (b, strong, i, em, u) only, at any depth. */
export function holdsInlineTextOnly(element: MarkupElement): boolean {
  return element.children.every(
    (child) =>
      !isElement(child) ||
      (INLINE_TAGS.has(child.name) && isBare(child) && holdsInlineTextOnly(child)),
  );
}

/** A heading element with only text and emphasis in it. */
export function isHeadingElement(node: MarkupNode | null): node is MarkupElement {
  return isElement(node) && HEADING_TAGS.has(node.name) && holdsInlineTextOnly(node);
}

/** A paragraph that is one bold phrase (white space around it aside). */
export function isBoldParagraph(node: MarkupNode | null): boolean {
  if (!isElement(node) || node.name !== "p") return false;
  const inner = node.children.filter((child) => !isBlankText(child));
  const [bold] = inner;
  return inner.length === 1 && isElement(bold) && BOLD_TAGS.has(bold.name) && holdsTextOnly(bold);
}

/** A paragraph of nothing but white space. */
export function isBlankParagraph(node: MarkupNode | null): boolean {
  return isElement(node) && node.name === "p" && holdsBlankTextOnly(node);
}

/** A paragraph that is one italic phrase of text: the way a form's field name is written. */
export function italicLabelOf(node: MarkupNode): MarkupElement | null {
  if (!isElement(node) || node.name !== "p" || node.children.length !== 1) return null;
  const [italic] = node.children;
  return isElement(italic) && ITALIC_TAGS.has(italic.name) && holdsTextOnly(italic) ? italic : null;
}
