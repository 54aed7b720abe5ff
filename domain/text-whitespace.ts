// The whitespace clean-up shared by htmlToText and sanitizedHtmlToText (the rules are stated on
// normaliseTextWhitespace), and the one-scan sanitised-markup-to-text conversion that applies them
// while it reads.

function isLineTerminator(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

/** Whitespace runs that normaliseTextWhitespace rewrites (a lone space or line break stays as is). */
const WHITESPACE_RUN = /[ \t\f\v\u00a0\u202f\n]{2,}|[\t\f\v\u00a0\u202f]/g;

function collapseWhitespaceRun(run: string): string {
  const first = run.indexOf("\n");
  if (first === -1) return " ";
  return run.indexOf("\n", first + 1) === -1 ? "\n" : "\n\n";
}

/**
 * Whitespace clean-up of htmlToText (one regex pass, then a look at each bullet): a run of
 * spaces/tabs/no-break spaces becomes one space; a run that holds line breaks becomes those line
 * breaks without the spaces around them, at most two in a row; lines holding only a bullet are
 * emptied; the ends are trimmed. (Same result as the replace chain [ \t\f\v\u00a0\u202f]+ → " ",
 * " *\n *" → "\n", "\n{3,}" → "\n\n", /^•\s*$/gm → "".)
 */
export function normaliseTextWhitespace(text: string): string {
  return removeEmptyBullets(text.replace(WHITESPACE_RUN, collapseWhitespaceRun)).trim();
}

/** Whitespace that normaliseTextWhitespace leaves as it is (what \s holds besides its run set). */
const UNTOUCHED_SPACE = /[\r\u1680\u2000-\u200a\u2028\u2029\u205f\u3000\ufeff]/;

/**
 * For text made by normaliseTextWhitespace (htmlToText, sanitizedHtmlToText), which holds no tab,
 * \v, \f or no-break space, no two spaces in a row and no space next to a line break: whether
 * its only whitespace is spaces and line breaks ("tidy" text, which other steps can read without
 * a whitespace pass of their own).
 */
export function isTidyConvertedText(text: string): boolean {
  return !UNTOUCHED_SPACE.test(text);
}

const EMPTY_BULLET = /•\s*$/my;

/** Empties the lines that hold only a bullet ("•" at a line start, then whitespace to a line end). */
function removeEmptyBullets(collapsed: string): string {
  let from = 0;
  let result = "";
  for (let i = collapsed.indexOf("•"); i !== -1; i = collapsed.indexOf("•", i + 1)) {
    if (i < from || (i > 0 && !isLineTerminator(collapsed.charCodeAt(i - 1)))) continue;
    EMPTY_BULLET.lastIndex = i;
    const bullet = EMPTY_BULLET.exec(collapsed);
    if (!bullet) continue;
    result += collapsed.slice(from, i);
    from = i + bullet[0].length;
    i = from - 1;
  }
  return from === 0 ? collapsed : result + collapsed.slice(from);
}

/**
 * What htmlToText's tag rules turn an allow-listed tag into: html[start, end) is the tag name
 * (lower case, as sanitizeJobHtml writes it). Block tags give a line break, list items a bullet, table
 * cells a space, inline tags (b, strong, i, em, u, a, caption, tfoot) nothing.
 */
function sanitizedTagText(html: string, start: number, end: number, closing: boolean): string {
  const first = html.charCodeAt(start);
  switch (end - start) {
    case 1:
      return first === 112 ? "\n" : ""; // p
    case 2: {
      const second = html.charCodeAt(start + 1);
      if (first === 108) return closing ? "" : "\n• "; // li
      if (first === 116 && (second === 100 || second === 104)) return " "; // td, th
      if (first === 101) return ""; // em
      return "\n"; // br, ul, ol, tr, h1–h6
    }
    case 5:
      return html.startsWith("tfoot", start) ? "" : "\n"; // table, thead, tbody
    default:
      return ""; // strong, caption
  }
}

/**
 * htmlToText for markup produced by sanitizeJobHtml (allow-listed tags only, text escaped with
 * &amp; &lt; &gt;). Other markup must go through htmlToText; `fallback` is called with it when the
 * input turns out not to be sanitiser output.
 */
export function convertSanitizedHtml(html: string, fallback: (html: string) => string): string {
  // Pieces are joined once at the end: a flat string scans much faster than a chain of concatenations.
  const pieces: string[] = [];
  let at = 0;
  for (;;) {
    const lt = html.indexOf("<", at);
    if (lt === -1) {
      pieces.push(html.slice(at));
      break;
    }
    if (lt > at) pieces.push(html.slice(at, lt));
    const gt = html.indexOf(">", lt);
    if (gt === -1) return fallback(html); // not sanitiser output after all
    const closing = html.charCodeAt(lt + 1) === 47;
    const nameStart = closing ? lt + 2 : lt + 1;
    let nameEnd = nameStart;
    for (let c = html.charCodeAt(nameEnd); (c >= 97 && c <= 122) || (c >= 48 && c <= 57);) {
      nameEnd += 1;
      c = html.charCodeAt(nameEnd);
    }
    const replacement = sanitizedTagText(html, nameStart, nameEnd, closing);
    if (replacement !== "") pieces.push(replacement);
    at = gt + 1;
  }
  let raw = pieces.join("");
  if (raw.includes("&"))
    raw = raw.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return normaliseTextWhitespace(raw);
}
