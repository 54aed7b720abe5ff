// Allow-list HTML sanitiser for job descriptions, on the sanitize-html package. Keeps headings,
// paragraphs, lists, tables, basic emphasis, line breaks and links (http/https/mailto or relative
// hrefs only, always rel="nofollow noopener" target="_blank"); a <div> becomes a <p>. Everything
// else — scripts, styles, iframes, forms, event handlers, inline styles, classes,
// javascript:/data:/vbscript: and protocol-relative URLs — is removed; the text of unknown wrappers
// (<span>, <font>, …) is kept, the content of scripts, styles, forms' option lists and the like is
// not. Idempotent: sanitising the output again returns it unchanged. The allow-lists are in
// sanitize-html-options.ts, the clean-up steps in drop-form-leftovers.ts and drop-description-edges.ts.

import sanitizeHtml from "sanitize-html";
import { dropLeadingTitle, dropTrailingEmptyHeadings } from "./drop-description-edges";
import {
  dropEmptyJoinedLists,
  dropOrphanedAnswers,
  dropTemplateInstructions,
  dropUnansweredFieldRows,
  dropValuelessFormLabels,
} from "./drop-form-leftovers";
import { readMarkup, writeMarkup } from "./markup-tree";
import { revealProtectedEmails } from "./protected-emails";
import { SANITIZE_OPTIONS } from "./sanitize-html-options";
import { readHtmlText } from "./text";

/** Passes after which the output is taken as it is (the longest chains seen under fuzzing take three). */
const MAX_PASSES = 8;

function sanitizeOnce(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
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
