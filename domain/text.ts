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

/** HTML → plain text: block elements become line breaks, list items get "• ", entities are decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return decodeHtmlEntities(
    html
      .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<\/li\s*>/gi, "")
      .replace(/<li\b[^>]*>/gi, "\n• ")
      .replace(/<\/?(?:td|th)\b[^>]*>/gi, " ")
      .replace(new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi"), "\n")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/[ \t\f\v\u00a0\u202f]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^•\s*$/gm, "")
    .trim();
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
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

/** Spec §2 sub-line: the values of lines labelled "Directorate-General" or "Domain", joined by " · ". */
export function extractSubline(text: string | null | undefined): string | null {
  const plain = /<[a-z][^>]*>/i.test(text ?? "") ? htmlToText(text) : (text ?? "");
  const values: string[] = [];
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
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"“(])/))
    .map((sentence) => collapse(sentence.replace(/^•\s*/, "")))
    .filter(
      (sentence) => sentence.length >= 40 && sentence.length <= 600 && /[a-z]/.test(sentence),
    );
}

/**
 * Extractive "Generate Summary": the 2–3 most informative sentences from the purpose/background part of
 * the posting (or the whole text when no such heading exists), kept in their original order.
 */
export function createSummaryExcerpt(text: string | null | undefined, maxSentences = 3): string {
  const plain = /<[a-z][^>]*>/i.test(text ?? "") ? htmlToText(text) : (text ?? "");
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
