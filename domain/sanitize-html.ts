// Allow-list HTML sanitiser for job descriptions, on the sanitize-html package. Keeps headings,
// paragraphs, lists, tables, basic emphasis, line breaks and links (http/https/mailto or relative
// hrefs only, always rel="nofollow noopener" target="_blank"); a <div> becomes a <p>. Everything
// else — scripts, styles, iframes, forms, event handlers, inline styles, classes,
// javascript:/data:/vbscript: and protocol-relative URLs — is removed; the text of unknown wrappers
// (<span>, <font>, …) is kept, the content of scripts, styles, forms' option lists and the like is
// not. Idempotent: sanitising the output again returns it unchanged.

import { DomUtils } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
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
  readMarkup,
  removeElement,
  textNodesOf,
  textOf,
  trimTextStart,
  trimTreeEnd,
  trimTreeStart,
  writeMarkup,
} from "./markup-tree";
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
  "hr",
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
    // Elements that stand on their own lines but are not kept become paragraphs, so that the words
    // on either side stay apart (as they are in the text read from the original).
    div: "p",
    section: "p",
    article: "p",
    header: "p",
    footer: "p",
    blockquote: "p",
    pre: "p",
    dl: "p",
    dt: "p",
    dd: "p",
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
 * left blank (dropUnansweredFieldRows), the lists its form left empty (dropEmptyJoinedLists), the
 * yes-or-no answers that lost their question (dropOrphanedAnswers), its template's unfilled
 * instructions (dropTemplateInstructions), the empty headings at its end
 * (dropTrailingEmptyHeadings) and, when a title is given, a first block that only repeats it
 * (dropLeadingTitle), and its text. The sanitised markup is read once for all these steps, and
 * written again only when one of them dropped something.
 */
export function cleanDescriptionWithText(
  html: string | null | undefined,
  options: { title?: string } = {},
): {
  html: string;
  text: string;
} {
  const sanitized = sanitizeJobHtmlWithText(html ? revealProtectedEmails(html) : html);
  if (sanitized.html === "") return sanitized;
  const tree = readMarkup(sanitized.html);
  // Each step runs on the tree the step before it left.
  const steps = [
    dropValuelessFormLabels(tree),
    dropUnansweredFieldRows(tree),
    dropEmptyJoinedLists(tree),
    dropOrphanedAnswers(tree),
    dropTemplateInstructions(tree),
    dropTrailingEmptyHeadings(tree),
    options.title === undefined ? false : dropLeadingTitle(tree, options.title),
  ];
  if (!steps.includes(true)) return sanitized;
  const trimmed = writeMarkup(tree);
  return { html: trimmed, text: readHtmlText(trimmed).text };
}

const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const INLINE_TAGS = new Set(["b", "strong", "i", "em", "u"]);
const BOLD_TAGS = new Set(["b", "strong"]);
const ITALIC_TAGS = new Set(["i", "em"]);

/** Text and emphasis (b, strong, i, em, u) only, at any depth. */
function holdsInlineTextOnly(element: MarkupElement): boolean {
  return element.children.every(
    (child) =>
      !isElement(child) ||
      (INLINE_TAGS.has(child.name) && isBare(child) && holdsInlineTextOnly(child)),
  );
}

/** A heading element with only text and emphasis in it. */
function isHeadingElement(node: MarkupNode | null): node is MarkupElement {
  return isElement(node) && HEADING_TAGS.has(node.name) && holdsInlineTextOnly(node);
}

/** A paragraph that is one bold phrase (white space around it aside). */
function isBoldParagraph(node: MarkupNode | null): boolean {
  if (!isElement(node) || node.name !== "p") return false;
  const inner = node.children.filter((child) => !isBlankText(child));
  const [bold] = inner;
  return inner.length === 1 && isElement(bold) && BOLD_TAGS.has(bold.name) && holdsTextOnly(bold);
}

/** A paragraph of nothing but white space. */
function isBlankParagraph(node: MarkupNode | null): boolean {
  return isElement(node) && node.name === "p" && holdsBlankTextOnly(node);
}

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
function dropLeadingTitle(tree: MarkupTree, title: string): boolean {
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

/** A paragraph that is one italic phrase of text: the way a form's field name is written. */
function italicLabelOf(node: MarkupNode): MarkupElement | null {
  if (!isElement(node) || node.name !== "p" || node.children.length !== 1) return null;
  const [italic] = node.children;
  return isElement(italic) && ITALIC_TAGS.has(italic.name) && holdsTextOnly(italic) ? italic : null;
}

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
function dropValuelessFormLabels(tree: MarkupTree): boolean {
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
function dropUnansweredFieldRows(tree: MarkupTree): boolean {
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
function dropEmptyJoinedLists(tree: MarkupTree): boolean {
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
function dropOrphanedAnswers(tree: MarkupTree): boolean {
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
function dropTemplateInstructions(tree: MarkupTree): boolean {
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

/** Elements that make a paragraph or heading more than one block of text. */
const BLOCK_TAGS = new Set([...HEADING_TAGS, "p", "li", "ul", "ol", "table", "tr", "td", "th"]);
// A form's field name on its own ("Work Experience", "Skills"): a few capitalised words.
const LABEL_WORDS = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|and|of|&))*$/u;

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
    : heading && text.length <= 80 && !/[.!?:;]$/.test(text)
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
 * phrase) go; field names with no value go with the heading above them once an empty heading has
 * gone, so a last "Contact" heading with a name under it stays. A heading followed by content stays.
 */
function dropTrailingEmptyHeadings(tree: MarkupTree): boolean {
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
