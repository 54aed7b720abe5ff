// Plain-text helpers for job descriptions: HTML → text, excerpts, title cut (spec §2/§9), SEO and
// structured-data descriptions, the Directorate-General/Domain sub-line, and an extractive summary.

export const TITLE_MAX_LENGTH = 70;
export const SEO_DESCRIPTION_LENGTH = 160;
export const STRUCTURED_DATA_DESCRIPTION_LENGTH = 500;
const ELLIPSIS = "…";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  aacute: "á",
  agrave: "à",
  acirc: "â",
  iacute: "í",
  oacute: "ó",
  ocirc: "ô",
  uacute: "ú",
  ntilde: "ñ",
  ccedil: "ç",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  szlig: "ß",
  deg: "°",
  laquo: "«",
  raquo: "»",
  shy: "",
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const value =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff
        ? String.fromCodePoint(value)
        : "";
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? match;
  });
}

const BLOCK_TAGS =
  "p|div|br|li|ul|ol|h[1-6]|tr|table|thead|tbody|section|article|header|footer|blockquote|pre|dd|dt|dl|hr";
const BLOCK_TAG_PATTERN = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi");

/** HTML → plain text: block elements become line breaks, list items get "• ", entities are decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return normaliseTextWhitespace(
    decodeHtmlEntities(
      html
        .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ")
        .replace(/<!--[\s\S]*?-->/g, " ")
        .replace(/<\/li\s*>/gi, "")
        .replace(/<li\b[^>]*>/gi, "\n• ")
        .replace(/<\/?(?:td|th)\b[^>]*>/gi, " ")
        .replace(BLOCK_TAG_PATTERN, "\n")
        .replace(/<[^>]*>/g, ""),
    ),
  );
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
 * &amp; &lt; &gt;): the same text in one scan instead of a chain of regular expressions. Other
 * markup must go through htmlToText.
 */
export function sanitizedHtmlToText(html: string | null | undefined): string {
  if (!html) return "";
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
    if (gt === -1) return htmlToText(html); // not sanitiser output after all
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

const EMPTY_BULLET = /•\s*$/my;

/**
 * Whitespace clean-up of htmlToText (one regex pass, then a look at each bullet): a run of
 * spaces/tabs/no-break spaces becomes one space; a run that holds line breaks becomes those line
 * breaks without the spaces around them, at most two in a row; lines holding only a bullet are
 * emptied; the ends are trimmed. (Same result as
 * the replace chain [ \t\f\v\u00a0\u202f]+ → " ", " *\n *" → "\n", "\n{3,}" → "\n\n", /^•\s*$/gm → "".)
 */
function normaliseTextWhitespace(text: string): string {
  const collapsed = text.replace(WHITESPACE_RUN, collapseWhitespaceRun);
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
  return (from === 0 ? collapsed : result + collapsed.slice(from)).trim();
}

function collapse(text: string): string {
  // Every whitespace run becomes one space (single spaces are left alone: same result, less work).
  return text.replace(/\s{2,}|[^\S ]/g, " ").trim();
}

/** Cuts to at most maxLength characters (ellipsis included) on a word boundary. */
export function createExcerpt(text: string | null | undefined, maxLength: number): string {
  const clean = collapse(text ?? "");
  if (maxLength <= 0) return "";
  if (clean.length <= maxLength) return clean;
  const room = clean.slice(0, Math.max(0, maxLength - 1));
  const boundary = /\s/.test(clean.charAt(room.length)) ? room.length : room.search(/\s\S*$/);
  const cut = (boundary > maxLength * 0.5 ? room.slice(0, boundary) : room).replace(
    /[\s,;:.\-–—]+$/,
    "",
  );
  return `${cut}${ELLIPSIS}`;
}

/** Spec §2: titles are cut to 70 characters plus an ellipsis when longer. */
export function truncateTitle(title: string | null | undefined): string {
  const clean = collapse(title ?? "");
  return clean.length > TITLE_MAX_LENGTH
    ? `${clean.slice(0, TITLE_MAX_LENGTH).trimEnd()}${ELLIPSIS}`
    : clean;
}

/** Spec §2: first 160 characters of the description with markup stripped. */
export function createSeoDescription(html: string | null | undefined): string {
  return createExcerpt(htmlToText(html), SEO_DESCRIPTION_LENGTH);
}

/** Spec §2: the structured-data (JobPosting) description, 500 characters. */
export function createStructuredDataDescription(html: string | null | undefined): string {
  return createExcerpt(htmlToText(html), STRUCTURED_DATA_DESCRIPTION_LENGTH);
}

function hasMarkup(text: string | null | undefined): boolean {
  return text != null && text.includes("<") && /<[a-z][^>]*>/i.test(text);
}

const SUBLINE_LABEL = /d(?:irectorate[- ]general|omain)/i;

/** Spec §2 sub-line: the values of lines labelled "Directorate-General" or "Domain", joined by " · ". */
export function extractSubline(text: string | null | undefined): string | null {
  const plain = hasMarkup(text) ? htmlToText(text) : (text ?? "");
  const values: string[] = [];
  // Cheap necessary condition first: the line pattern below is slow on long text.
  if (!SUBLINE_LABEL.test(plain)) return null;
  for (const match of plain.matchAll(
    /^[ \t•*-]*(Directorate[- ]General|Domain)\s*[:：\-–]\s*(.+)$/gim,
  )) {
    const value = collapse(match[2] ?? "");
    if (value && !values.includes(value)) values.push(value);
  }
  return values.length ? values.join(" · ") : null;
}

const PURPOSE_HEADING =
  /\b(background|purpose|objective|context|organi[sz]ational setting|job purpose|the position|about the (?:role|job|position)|position objective|introduction|mission and objectives|description of assignment)\b/i;
const BOILERPLATE =
  /\b(apply|application|applicants?|candidates? (?:are|will)|deadline|disclaimer|fraud|fee|shortlisted|zero tolerance|equal opportunity|smoke|reasonable accommodation|click here|www\.|http|e-?mail|benefits|salary|remuneration|recruitment process|do not charge)\b/i;
const INFORMATIVE =
  /\b(responsible|lead|support|manage|coordinat|develop|provide|ensure|implement|programme|program|project|strategy|policy|team|under the (?:direct )?supervision|reports? to|will|purpose|objective)\w*/gi;

function splitSentences(text: string): string[] {
  // Text whose only whitespace is single spaces and line breaks (what htmlToText gives) needs no
  // per-sentence whitespace collapsing, only trimming: many small regular-expression runs saved.
  const plainSpacing = !/[^\S \n]| {2}/.test(text);
  return text
    .split(/\n+/)
    .flatMap((line) =>
      line.includes(".") || line.includes("!") || line.includes("?")
        ? line.split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
        : [line],
    )
    .map((sentence) => {
      const clean = sentence.charCodeAt(0) === 0x2022 ? sentence.replace(/^•\s*/, "") : sentence;
      return plainSpacing ? clean.trim() : collapse(clean);
    })
    .filter(
      (sentence) => sentence.length >= 40 && sentence.length <= 600 && /[a-z]/.test(sentence),
    );
}

/**
 * Extractive "Generate Summary": the 2–3 most informative sentences from the purpose/background part of
 * the posting (or the whole text when no such heading exists), kept in their original order.
 */
export function createSummaryExcerpt(text: string | null | undefined, maxSentences = 3): string {
  const plain = hasMarkup(text) ? htmlToText(text) : (text ?? "");
  if (!plain.trim()) return "";
  const lines = plain.split("\n");
  const start = lines.findIndex((line) => line.length < 80 && PURPOSE_HEADING.test(line));
  const focus = start >= 0 ? lines.slice(start + 1, start + 40).join("\n") : plain;
  let sentences = splitSentences(focus);
  if (sentences.length < 2) sentences = splitSentences(plain);
  const scored = sentences
    .map((sentence, index) => {
      const hits = sentence.match(INFORMATIVE)?.length ?? 0;
      const lengthScore = Math.min(sentence.length, 250) / 250;
      const penalty = BOILERPLATE.test(sentence) ? 3 : 0;
      return { sentence, index, score: hits + lengthScore - penalty - index * 0.05 };
    })
    .filter((entry) => entry.score > 0);
  const chosen = [...scored].sort((a, b) => b.score - a.score).slice(0, Math.max(1, maxSentences));
  const summary = chosen
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence)
    .join(" ");
  return createExcerpt(summary, 700);
}
