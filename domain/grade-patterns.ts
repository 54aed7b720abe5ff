// Regular-expression rules that recognise grade tokens. Kept apart from grades.ts so the table can
// be read on its own. Each rule states how much context it needs:
//   "strict"   distinctive prefix (NPSA, IICA...): a word boundary is enough;
//   "short"    one or two letters + digit (P3, G5, D1, NOB): boundary, upper case, and no deny-word
//              around it, so "P3 programme", "the G7", "SDG 3", "G20", "COP28" never match;
//   "labelled" ambiguous codes (GF, TI2, PL4, CON, a bare letter) accepted only right after a
//              "Grade:"/"Level:" label or inside the posting's own grade field.

export type GradeRuleKind = "strict" | "short" | "labelled";

export type GradeRule = {
  id: string;
  kind: GradeRuleKind;
  pattern: RegExp;
  toCode: (match: RegExpMatchArray) => string;
  /** Band codes quoted as equivalences ("NOB/ICS9"): used only when nothing else matched. */
  isFallback?: boolean;
  /** Only for the level field (its whole text is known to be a grade). */
  levelOnly?: boolean;
  /** Only in the title or the level field, never in the description (where it means something else). */
  notInDescription?: boolean;
  /** Extra evidence needed in the organisation name. */
  organizationPattern?: RegExp;
};

const START = String.raw`(?<![A-Za-z0-9])`;
const END = String.raw`(?![A-Za-z0-9])`;
const SEP = String.raw`\s?-?\s?`;

function build(body: string, flags = "g"): RegExp {
  return new RegExp(`${START}${body}${END}`, flags);
}

/** A rule pattern without its leading and trailing boundary checks. */
export function patternBody(pattern: RegExp): string {
  let body = pattern.source;
  if (body.startsWith(START)) body = body.slice(START.length);
  return body.endsWith(END) ? body.slice(0, -END.length) : body;
}

/** The same pattern matching only where it is told to start (lastIndex). */
export function stickyVersion(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, `${pattern.flags.replace("g", "")}y`);
}

function group(match: RegExpMatchArray, index: number): string {
  return (match[index] ?? "").toUpperCase();
}

function withNumber(prefix: string, separator = "-") {
  return (match: RegExpMatchArray) => `${prefix}${separator}${Number(group(match, 1))}`;
}

export const GRADE_RULES: readonly GradeRule[] = [
  {
    id: "npsa",
    kind: "strict",
    pattern: build(`NPSA${SEP}(\\d{1,2})`, "gi"),
    toCode: withNumber("NPSA"),
  },
  {
    id: "ipsa",
    kind: "strict",
    pattern: build(`IPSA${SEP}(\\d{1,2})`, "gi"),
    toCode: withNumber("IPSA"),
  },
  {
    id: "iica",
    kind: "strict",
    pattern: build(`IICA${SEP}(\\d)`, "gi"),
    toCode: withNumber("IICA"),
  },
  {
    id: "lica",
    kind: "strict",
    pattern: build(`LICA${SEP}(\\d{1,2})`, "gi"),
    toCode: withNumber("LICA"),
  },
  {
    id: "ics",
    kind: "strict",
    pattern: build(`ICS${SEP}(\\d{1,2})`, "gi"),
    toCode: withNumber("ICS"),
    isFallback: true,
  },
  { id: "ssa-n", kind: "strict", pattern: build(`SSA${SEP}(\\d{1,2})`), toCode: withNumber("SSA") },
  { id: "ssa", kind: "strict", pattern: build(`SSA`), toCode: () => "SSA" },
  { id: "sb", kind: "strict", pattern: build(`SB${SEP}([1-5])`), toCode: withNumber("SB") },
  { id: "gcf", kind: "strict", pattern: build(`GCF-([A-K])`), toCode: (m) => `GCF-${group(m, 1)}` },
  { id: "intern", kind: "strict", pattern: build(`I-([12])`), toCode: withNumber("I") },
  // The Global Fund's grade levels as its titles write them: "Specialist, … - GL D - Defined
  // Duration until December 2028". Only in the Global Fund's postings (elsewhere "GL" is a ledger).
  {
    id: "global-fund",
    kind: "strict",
    pattern: build(`GL\\s?-?\\s?([A-F])`),
    toCode: (m) => `GL-${group(m, 1)}`,
    organizationPattern: /global fund/i,
  },
  // "GS3/4" is a two-grade range: the first grade is kept.
  {
    id: "gs",
    kind: "short",
    pattern: build(`GS${SEP}([1-7])(?:\\s?/\\s?[1-7])?`),
    toCode: withNumber("G"),
  },
  { id: "fs", kind: "short", pattern: build(`FS${SEP}([1-7])`), toCode: withNumber("FS") },
  // WFP's service contracts: "SC 5", "SC-6", "SC8" (levels 1 to 11).
  { id: "sc", kind: "short", pattern: build(`SC${SEP}(1[01]|[1-9])`), toCode: withNumber("SC") },
  {
    id: "no",
    kind: "short",
    pattern: build(`NO\\s?[-.]?\\s?([A-E])`),
    toCode: (m) => `NO-${group(m, 1)}`,
  },
  // UNICEF numbers national-officer levels (NO-1 = NO-A); "N0-3" with a zero is a real typo.
  {
    id: "no-number",
    kind: "short",
    pattern: build(`N[O0]-([1-5])`),
    toCode: (m) => `NO-${"ABCDE"[Number(group(m, 1)) - 1] ?? ""}`,
  },
  // UNICEF's titles also write it without the hyphen ("WASH and Climate Officer NO2 Temporary
  // appointment"); in a description "NO2" is nitrogen dioxide, so only titles and grade fields.
  {
    id: "no-number-joined",
    kind: "short",
    notInDescription: true,
    pattern: build(`NO([1-5])`),
    toCode: (m) => `NO-${"ABCDE"[Number(group(m, 1)) - 1] ?? ""}`,
  },
  {
    id: "p",
    kind: "short",
    pattern: build(`P-?([1-7])(?:\\s?/\\s?P?-?[1-7])?`),
    toCode: withNumber("P"),
  },
  { id: "g", kind: "short", pattern: build(`G-?([1-7])`), toCode: withNumber("G") },
  { id: "d", kind: "short", pattern: build(`D-?([12])`), toCode: withNumber("D") },
  // IMO's grade field writes "G.6", "P.4", "D.1" (recruit.imo.org `classification`).
  {
    id: "dotted",
    kind: "short",
    levelOnly: true,
    pattern: build(`([PGD])\\.\\s?([1-7])`),
    toCode: (m) => `${group(m, 1)}-${Number(group(m, 2))}`,
  },
  // The same notation in a title, in capitals and without a space: "Technical Officer (P.3)",
  // "Human Resources Payroll Associate (G.5)". Never in a description, where "D.1" and "P.4" are
  // more often a section, an annex or a page. One rule per letter: the free-text scan finds a
  // rule by the letter its pattern starts with.
  ...(["P", "G", "D"] as const).map((letter): GradeRule => ({
    id: `dotted-title-${letter.toLowerCase()}`,
    kind: "short",
    notInDescription: true,
    pattern: build(`${letter}\\.([1-7])`),
    toCode: withNumber(letter),
  })),
  // The dotted notation right after a grade label, in any text: "General Service Category, grade
  // G.5, Fixed Term", "Salary and Post Adjustment, grade P.2 in US$".
  {
    id: "dotted-labelled",
    kind: "labelled",
    pattern: build(`([PGD])\\.([1-7])`),
    toCode: (m) => `${group(m, 1)}-${Number(group(m, 2))}`,
  },
  { id: "p-spaced", kind: "labelled", pattern: build(`P\\s([1-7])`), toCode: withNumber("P") },
  { id: "g-spaced", kind: "labelled", pattern: build(`G\\s([1-7])`), toCode: withNumber("G") },
  { id: "d-spaced", kind: "labelled", pattern: build(`D\\s([12])`), toCode: withNumber("D") },
  { id: "con", kind: "labelled", pattern: build(`CON`), toCode: () => "CON" },
  { id: "senior", kind: "labelled", pattern: build(`(ASG|USG)`), toCode: (m) => group(m, 1) },
  {
    id: "world-bank",
    kind: "labelled",
    pattern: build(`G([A-K])`),
    toCode: (m) => `G${group(m, 1)}`,
  },
  {
    id: "world-bank-etc",
    kind: "labelled",
    pattern: build(`EC-?([1-3])`),
    toCode: withNumber("EC", ""),
  },
  // World Bank internships (WBG Pioneers) state a temporary grade, "Grade: T3" or "Grade: T4"; a bare
  // "T4" anywhere else (a form, a building, another employer's band) is not a grade.
  {
    id: "world-bank-temporary",
    kind: "labelled",
    pattern: build(`T([34])`),
    toCode: (m) => `T${group(m, 1)}`,
    organizationPattern: /\bworld bank\b/i,
  },
  {
    id: "adb",
    kind: "labelled",
    pattern: build(`(IS|TI|TL|NS)-?(\\d{1,2})`),
    toCode: (m) => `${group(m, 1)}${Number(group(m, 2))}`,
  },
  {
    id: "afdb",
    kind: "labelled",
    pattern: build(`(PL|EL)-?(\\d)`),
    toCode: (m) => `${group(m, 1)}${Number(group(m, 2))}`,
  },
  {
    id: "gcf-letter",
    kind: "labelled",
    pattern: build(`([A-K])`),
    toCode: (m) => `GCF-${group(m, 1)}`,
    organizationPattern: /green climate fund|\bGCF\b/i,
  },
  // The same levels after a label: "Grade: D", "Grade E".
  {
    id: "global-fund-letter",
    kind: "labelled",
    pattern: build(`([A-F])`),
    toCode: (m) => `GL-${group(m, 1)}`,
    organizationPattern: /global fund/i,
  },
  // Grade fields that hold a category word instead of a code ("International Consultant", "Grade IN").
  {
    id: "consultant-word",
    kind: "labelled",
    levelOnly: true,
    pattern: /\b(?:consultants?|consultancy|individual contractor)\b/gi,
    toCode: () => "CON",
  },
  {
    id: "intern-word",
    kind: "labelled",
    levelOnly: true,
    pattern: /\b(?:intern|internship)\b/gi,
    toCode: () => "I-1",
  },
  { id: "intern-code", kind: "labelled", pattern: build(`IN`), toCode: () => "I-1" },
];

/** A grade label directly before the token: "Grade:", "Position Grade :", "Level: Assistant/", "nivel". */
export const LABEL_BEFORE =
  /(?:grade|level|nivel|niveau|grado|category)\s*(?:\/\s*type of contract\s*)?[:：]?\s*(?:(?:consultants?|assistant|associate|officer)\s*[,/]\s*)?$/i;

/** Words that, right after a short token, show it is not a grade ("P3 programme", "G7 summit"). */
export const DENY_AFTER =
  /^\s*(?:programmes?|programs?|projects?|initiatives?|framework|plan|model|funds?|facility|phase|platform|grants?|countries|country|summit|presidency|nations|members|partnerships?|committee|lab|visa|class|licen[cs]e|\+|&|and G|-?\d)/i;

/** Words right before a short token that show it is not a grade ("the G7", "SDG 3", "Phase 1"). */
export const DENY_BEFORE =
  /(?:\bthe|\bSDG|\bphase|\blot|\broom|\bannex|\bappendix|\bcop|\bPPP\s?\/?)\s*$/i;
