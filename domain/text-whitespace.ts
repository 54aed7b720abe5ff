// The whitespace clean-up of htmlToText (the rules are stated on normaliseTextWhitespace), the
// check that tells later steps the text needs no whitespace pass of their own, and the clean-up of
// a short field (a name, a place, a code) as platforms send it.

/** A short field on one line: each whitespace run one space, the ends trimmed; null when empty. */
export function cleanText(value: string | null | undefined): string | null {
  const clean = value?.replace(/\s+/g, " ").trim();
  return clean ? clean : null;
}

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
 * For text made by normaliseTextWhitespace (htmlToText), which holds no tab,
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
