import {
  BLOCK_TAGS,
  BOLD_TAGS,
  HEADING_TAGS,
  ITALIC_TAGS,
  LABEL_WORDS,
  holdsInlineTextOnly,
  isBlankParagraph,
  isBoldParagraph,
  isHeadingElement,
  italicLabelOf,
} from "./description-blocks";
import {
  elementsOf,
  holdsBlankTextOnly,
  holdsTextOnly,
  isBare,
  isBlankText,
  isElement,
  type MarkupElement,
  type MarkupNode,
  type MarkupTree,
  nextSiblingPastBlanks,
  previousSiblingPastBlanks,
  removeElement,
  textNodesOf,
  textOf,
  trimTextStart,
} from "./markup-tree";

// Clean-up steps for what an employer's application form or advert template leaves in a
// description: field names without a value, table rows of a blank field, lists left empty,
// yes-or-no answers that lost their question, unfilled template instructions.

/** Past empty paragraphs: another field name, a bold paragraph or a heading element. */
function isFollowedByNameOrHeading(node: MarkupNode): boolean {
  let next = nextSiblingPastBlanks(node);
  while (next && isBlankParagraph(next)) next = nextSiblingPastBlanks(next);
  if (!isElement(next)) return false;
  if (HEADING_TAGS.has(next.name)) return true;
  const first = next.firstChild;
  return (
    next.name === "p" &&
    isElement(first) &&
    (ITALIC_TAGS.has(first.name) || BOLD_TAGS.has(first.name))
  );
}

/**
 * Drops the field names of a form that are followed by the next field name or heading instead
 * of a value: UNHCR's postings end with its form's fields in italics (a paragraph that is one
 * italic phrase), each followed by its value, and keep "Certifications" and "Work Experience" when
 * they have none. Only a name of at most four capitalised words goes; an italic sentence stays.
 */
export function dropValuelessFormLabels(tree: MarkupTree): boolean {
  const valueless = elementsOf(tree, (element) => {
    const italic = italicLabelOf(element);
    if (!italic || !isFollowedByNameOrHeading(element)) return false;
    const words = textOf(italic).trim();
    return words !== "" && words.split(/\s+/).length <= 4 && LABEL_WORDS.test(words);
  });
  for (const label of valueless) removeElement(label);
  return valueless.length > 0;
}

/** A cell of nothing but white space and line breaks. */
function isBlankCell(node: MarkupNode): boolean {
  return (
    isElement(node) &&
    node.name === "td" &&
    isBare(node) &&
    node.children.every(
      (child) => isBlankText(child) || (isElement(child) && child.name === "br" && isBare(child)),
    )
  );
}

/** The text of a table row's first cell when only blank cells follow it. */
function unansweredLabelOf(row: MarkupElement): string | null {
  if (row.name !== "tr" || !isBare(row)) return null;
  const [label, ...values] = row.children.filter((child) => !isBlankText(child));
  if (
    !isElement(label) ||
    (label.name !== "td" && label.name !== "th") ||
    !isBare(label) ||
    !holdsInlineTextOnly(label) ||
    values.length === 0 ||
    !values.every(isBlankCell)
  )
    return null;
  return textOf(label).trim();
}

/**
 * Drops the table rows that name a field and leave its value blank: the World Bank's postings
 * lay their fields out as a table and keep "Preferred Language(s):" with an empty cell beside it
 * when none is preferred. A row whose label does not end in a colon (a table's own layout) stays.
 */
export function dropUnansweredFieldRows(tree: MarkupTree): boolean {
  const unanswered = elementsOf(tree, (row) => {
    const label = unansweredLabelOf(row);
    return label !== null && /[\p{L}\p{N})]\s*:$/u.test(label);
  });
  for (const row of unanswered) removeElement(row);
  return unanswered.length > 0;
}

/** A paragraph or list item of nothing but commas: the empty items of a list joined by ", ". */
function isJoinedNothing(node: MarkupNode | null): node is MarkupElement {
  return (
    isElement(node) &&
    (node.name === "p" || node.name === "li") &&
    isBare(node) &&
    holdsTextOnly(node) &&
    /^[\s,]*,[\s,]*$/.test(textOf(node))
  );
}

/** Two headings written alike: elements of one heading level, or two one-bold-phrase paragraphs. */
function isSameKindOfHeading(
  node: MarkupNode | null,
  heading: MarkupElement,
): node is MarkupElement {
  if (!isElement(node)) return false;
  if (isBoldParagraph(heading)) return isBoldParagraph(node);
  return isHeadingElement(node) && node.name === heading.name;
}

/**
 * Drops the paragraphs and list items that are nothing but commas, with the heading right above
 * them (a heading element, or a paragraph that is one bold phrase): the list under that heading is
 * empty. UNHCR's form joins each language's name and level with ", ", so a language list it left
 * empty reads "Required Languages , ," (in its Workday postings and in UNjobs' copies of them).
 * A heading written like that heading and standing right above it goes too, as it heads nothing:
 * UNHCR's "Standard Job Description" when the posting has none (its affiliate postings, and UNjobs'
 * copies of them, go straight on to "Required Languages"). The white space after what goes, goes
 * with it. A comma inside text, or a heading above content, stays.
 */
export function dropEmptyJoinedLists(tree: MarkupTree): boolean {
  const joined = elementsOf(tree, isJoinedNothing);
  for (const first of joined) {
    // Already dropped with the run of its siblings before it.
    if (!first.parent) continue;
    const run: MarkupNode[] = [];
    const above = previousSiblingPastBlanks(first);
    if (isElement(above) && (isHeadingElement(above) || isBoldParagraph(above))) {
      // A heading of the same kind right above that heading has nothing under it either.
      const emptyAbove = previousSiblingPastBlanks(above);
      const start = isSameKindOfHeading(emptyAbove, above) ? emptyAbove : above;
      for (let node: MarkupNode | null = start; node && node !== first; node = node.next)
        run.push(node);
    }
    let last: MarkupNode = first;
    for (let node: MarkupNode | null = first; node; node = node.next) {
      if (isJoinedNothing(node)) last = node;
      else if (!isBlankText(node)) break;
    }
    for (let node: MarkupNode | null = first; node; node = node.next) {
      run.push(node);
      if (node === last) break;
    }
    const after = last.next;
    for (const node of run) removeElement(node);
    trimTextStart(after);
  }
  return joined.length > 0;
}

// A form's yes-or-no answer on its own, with the stray quotation marks a copy may leave on it.
const ANSWER_ONLY = /^\s*["“”]*\s*(?:yes|no|oui|non|sí)\s*["“”]*\s*$/i;

/** A paragraph that names a field or asks a question: what an answer may follow. */
function asksForAnswer(node: MarkupNode | null): boolean {
  if (!isElement(node)) return false;
  const name = node.name;
  const text = textOf(node);
  if (BOLD_TAGS.has(name) || isBoldParagraph(node) || italicLabelOf(node)) return true;
  return isHeadingElement(node) || /[:?：？]\s*$/.test(text);
}

/**
 * Drops the paragraphs that are only a yes-or-no answer when no field name or question stands
 * above them: the answer lost its question. UNjobs' copies of UNHCR's postings move the form's
 * field names away from their values, so the value of "Remote" ends up as a lone 'No"' (with a
 * stray quote) under "This position doesn't require a functional clearance", while "Remote" itself
 * ends the text. An answer right under its field name ("Remote", "Remote:", "Is it remote?") stays.
 */
export function dropOrphanedAnswers(tree: MarkupTree): boolean {
  const orphaned = elementsOf(tree, (element) => {
    if (element.name !== "p" || !holdsTextOnly(element) || !ANSWER_ONLY.test(textOf(element)))
      return false;
    let above = previousSiblingPastBlanks(element);
    while (above && isBlankParagraph(above)) above = previousSiblingPastBlanks(above);
    return !asksForAnswer(above);
  });
  for (const answer of orphaned) removeElement(answer);
  return orphaned.length > 0;
}

// An instruction of the employer's advert template left in place of the text it asks for
// ("• Provide a short description of the objective of the office/department here.").
const TEMPLATE_INSTRUCTION =
  /^[•·\-–*\s]*(?:provide|insert|enter|add|write)\s+(?:a\s+|an\s+|the\s+)?(?:short\s+|brief\s+)?(?:description|summary|overview)\s+of\s[^.!?]{3,120}?\s+here\s*\.?$/i;

/**
 * Drops the lines that are an advert template's instructions left unfilled: PAHO's consultancy
 * template asks "Provide a short description of the objective of the office/department here." and
 * some adverts keep it as it is. A line is a text node on its own between line breaks or in its
 * own paragraph or list item; it goes with the line break after it (or before it, at the end),
 * and a paragraph or list item it leaves empty goes too. An instruction inside a sentence stays.
 */
export function dropTemplateInstructions(tree: MarkupTree): boolean {
  const isBreak = (node: MarkupNode | null) => isElement(node) && node.name === "br";
  // What ends a line: a line break, a block, or the end of the element.
  const endsLine = (node: MarkupNode | null) =>
    node === null || isBreak(node) || (isElement(node) && BLOCK_TAGS.has(node.name));
  const instructions = textNodesOf(tree).filter((node) => {
    if (!TEMPLATE_INSTRUCTION.test(node.data.trim())) return false;
    const before = previousSiblingPastBlanks(node);
    const after = nextSiblingPastBlanks(node);
    return endsLine(before) && endsLine(after);
  });
  for (const node of instructions) {
    const parent = node.parent;
    const after = nextSiblingPastBlanks(node);
    const before = previousSiblingPastBlanks(node);
    if (isBreak(after)) removeElement(after!);
    else if (isBreak(before)) removeElement(before!);
    removeElement(node);
    if (
      isElement(parent) &&
      (parent.name === "p" || parent.name === "li") &&
      holdsBlankTextOnly(parent)
    )
      removeElement(parent);
  }
  return instructions.length > 0;
}
