// Description markup read as a tree (htmlparser2) for the clean-up steps that drop parts of it,
// and written back (dom-serializer, through domutils). The tree keeps text and attribute values as
// they are written, character references included, so that writing it back gives sanitize-html's
// own markup for every part left in place (<br /> included); the text a step judges is decoded.

import { DomUtils, ElementType, parseDocument } from "htmlparser2";
import { decodeHtmlEntities } from "./text";

export type MarkupTree = ReturnType<typeof parseDocument>;
export type MarkupNode = MarkupTree["children"][number];
export type MarkupElement = Parameters<typeof DomUtils.getAttributeValue>[0];
export type MarkupText = Extract<MarkupNode, { type: typeof ElementType.Text }>;

/** Reads markup into a tree whose text keeps its character references as written. */
export function readMarkup(html: string): MarkupTree {
  return parseDocument(html, { decodeEntities: false });
}

/** Writes a tree read by readMarkup back as sanitize-html writes markup. */
export function writeMarkup(tree: MarkupTree): string {
  return DomUtils.getOuterHTML(tree, {
    decodeEntities: false,
    encodeEntities: false,
    selfClosingTags: true,
  });
}

export function isElement(node: MarkupNode | undefined | null): node is MarkupElement {
  return node != null && ElementType.isTag(node);
}

export function isText(node: MarkupNode | undefined | null): node is MarkupText {
  return node != null && node.type === ElementType.Text;
}

/** The text of a node and everything in it, character references decoded. */
export function textOf(node: MarkupNode): string {
  return decodeHtmlEntities(DomUtils.textContent(node));
}

/** A text node of nothing but white space. */
export function isBlankText(node: MarkupNode | undefined | null): boolean {
  return isText(node) && textOf(node).trim() === "";
}

/** An element with nothing in it but white space (as text: no element inside). */
export function holdsBlankTextOnly(element: MarkupElement): boolean {
  return element.children.every(isBlankText);
}

/** An element with no element inside it, only text. */
export function holdsTextOnly(element: MarkupElement): boolean {
  return element.children.every((child) => isText(child));
}

/** An element with no attributes (sanitize-html's markup keeps them only on links and cells). */
export function isBare(element: MarkupElement): boolean {
  return Object.keys(element.attribs).length === 0;
}

/** The sibling after a node, past text of nothing but white space. */
export function nextSiblingPastBlanks(node: MarkupNode): MarkupNode | null {
  let next = node.next;
  while (next && isBlankText(next)) next = next.next;
  return next;
}

/** The sibling before a node, past text of nothing but white space. */
export function previousSiblingPastBlanks(node: MarkupNode): MarkupNode | null {
  let previous = node.prev;
  while (previous && isBlankText(previous)) previous = previous.prev;
  return previous;
}

/** Removes the white space that starts a text node (the node itself when nothing else is left). */
export function trimTextStart(node: MarkupNode | null): void {
  if (!node || !isText(node)) return;
  node.data = node.data.trimStart();
  if (node.data === "") DomUtils.removeElement(node);
}

/** Removes the white space that ends the tree's last text nodes at its top level. */
export function trimTreeEnd(tree: MarkupTree): void {
  for (let last = tree.lastChild; last && isText(last); last = tree.lastChild) {
    last.data = last.data.trimEnd();
    if (last.data !== "") return;
    DomUtils.removeElement(last);
  }
}

/** Removes the white space that starts the tree's first text nodes at its top level. */
export function trimTreeStart(tree: MarkupTree): void {
  for (let first = tree.firstChild; first && isText(first); first = tree.firstChild) {
    first.data = first.data.trimStart();
    if (first.data !== "") return;
    DomUtils.removeElement(first);
  }
}

/** The elements of the tree, at any depth, that pass a test, in document order. */
export function elementsOf(tree: MarkupTree, test: (element: MarkupElement) => boolean) {
  return DomUtils.findAll(test, tree.children);
}

/** The text nodes of the tree, at any depth, in document order. */
export function textNodesOf(tree: MarkupTree): MarkupText[] {
  return DomUtils.filter(isText, tree.children) as MarkupText[];
}

export const { removeElement } = DomUtils;
