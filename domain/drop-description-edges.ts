import { DomUtils } from "htmlparser2";
import {
  BLOCK_TAGS,
  BOLD_TAGS,
  HEADING_TAGS,
  LABEL_WORDS,
  holdsInlineTextOnly,
  isBlankParagraph,
  isBoldParagraph,
} from "./description-blocks";
import {
  holdsTextOnly,
  isBlankText,
  isElement,
  type MarkupNode,
  type MarkupTree,
  removeElement,
  textOf,
  trimTreeEnd,
  trimTreeStart,
} from "./markup-tree";

// Clean-up steps at the two ends of a description: a first block that only repeats the posting's
// title, and the empty headings and valueless field names that end it.

/** Text with its white space and letter case taken out, for comparing a block with a title. */
function squeezeText(text: string): string {
  return text.replace(/\s/g, "").toLowerCase();
}

/**
 * Drops the first block of a description when it only repeats the posting's title (spacing and
 * letter case aside): the employer's page heading, which the job page already shows above it
 * (the World Bank's and UNjobs' pages open with it; UNICEF's feed gives some postings nothing
 * else). The first block is, past blank paragraphs, the text before any element or one paragraph
 * or heading of text and emphasis. A first line that adds to the title (its grade, its place)
 * stays.
 */
export function dropLeadingTitle(tree: MarkupTree, title: string): boolean {
  const wanted = squeezeText(title);
  if (wanted === "") return false;
  const leading: MarkupNode[] = [];
  for (const node of tree.children) {
    leading.push(node);
    if (isBlankText(node) || isBlankParagraph(node)) continue;
    const block =
      !isElement(node) ||
      ((node.name === "p" || HEADING_TAGS.has(node.name)) && holdsInlineTextOnly(node));
    if (!block || squeezeText(textOf(node)) !== wanted) return false;
    for (const dropped of leading) removeElement(dropped);
    trimTreeStart(tree);
    return true;
  }
  return false;
}

// A field and its value on one line: a short name, a colon (perhaps after a space), then the value
// ("Duty Station: Kathmandu, Nepal", "Location : Mogadishu National Office"). Written in bold it
// still says something, so it is content rather than a heading.
const FIELD_WITH_VALUE = /^\p{L}[\p{L}\p{N}'’&/(). -]{0,40}?[ \t]*[:：][ \t]*[\p{L}\p{N}]/u;

type EndBlock = {
  /** Its place among the tree's top-level nodes. */
  index: number;
  kind: "empty" | "heading" | "label" | "content";
  /** Nothing but white space. */
  blank: boolean;
};

/** The text of a node with each element's start and end read as a space. */
function spacedTextOf(node: MarkupNode): string {
  if (!isElement(node)) return textOf(node);
  return ` ${node.children.map(spacedTextOf).join("")} `;
}

/**
 * The last block among the tree's first `end` top-level nodes, past white space: a paragraph or
 * heading without blocks inside it, or a bold run of text outside any block.
 */
function readLastBlock(tree: MarkupTree, end: number): EndBlock | null {
  const nodes = tree.children;
  let index = end - 1;
  while (index >= 0 && isBlankText(nodes[index])) index -= 1;
  const node = nodes[index];
  if (!isElement(node)) return null;
  const boldRun = BOLD_TAGS.has(node.name) && holdsTextOnly(node);
  const block =
    (node.name === "p" || HEADING_TAGS.has(node.name)) &&
    !DomUtils.findOne((inner) => BLOCK_TAGS.has(inner.name), node.children);
  if (!boldRun && !block) return null;
  const text = spacedTextOf(node).replace(/\s+/g, " ").trim();
  const heading = HEADING_TAGS.has(node.name) || boldRun || isBoldParagraph(node);
  const kind: EndBlock["kind"] = !/[\p{L}\p{N}]/u.test(text)
    ? "empty"
    : heading && text.length <= 80 && !/[.!?:;]$/.test(text) && !FIELD_WITH_VALUE.test(text)
      ? "heading"
      : text.split(" ").length <= 4 && LABEL_WORDS.test(text)
        ? "label"
        : "content";
  return { index, kind, blank: text === "" };
}

/**
 * Drops the headings that end a description with nothing after them (UNHCR's postings as UNjobs
 * copies them end with the empty sections of its form: "Additional Qualifications", its field
 * names "Skills", "Education", "Work Experience" without values, "Other information", "Remote").
 * From the end: empty paragraphs and headings (a heading element, or a paragraph that is one bold
 * phrase, but not a bold field with its value such as "Duty Station: Kathmandu, Nepal") go; field
 * names with no value go with the heading above them once an empty heading has gone, so a last
 * "Contact" heading with a name under it stays. A heading followed by content stays.
 */
export function dropTrailingEmptyHeadings(tree: MarkupTree): boolean {
  // How many top-level nodes are left, and how many as they stand after the last heading dropped
  // (empty paragraphs alone are kept).
  let current = tree.children.length;
  let kept = current;
  let droppedHeading = false;
  for (let block = readLastBlock(tree, current); block; block = readLastBlock(tree, current)) {
    if (block.kind === "empty" || block.kind === "heading") {
      current = block.index;
      if (block.kind === "heading") {
        droppedHeading = true;
        kept = current;
      }
      continue;
    }
    if (block.kind !== "label" || !droppedHeading) break;
    // A run of field names: dropped only when a heading stands right above them.
    let next = readLastBlock(tree, block.index);
    while (next && (next.kind === "label" || next.kind === "empty"))
      next = readLastBlock(tree, next.index);
    if (next?.kind !== "heading") break;
    current = next.index;
    kept = current;
  }
  if (!droppedHeading) return false;
  // Blank paragraphs right above the dropped headings go with them ("• -" is a value: it stays).
  for (let block = readLastBlock(tree, kept); block?.blank; block = readLastBlock(tree, kept))
    kept = block.index;
  for (const node of tree.children.slice(kept)) removeElement(node);
  trimTreeEnd(tree);
  return true;
}
