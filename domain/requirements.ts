// Requirement bullets read from a job description: per category (education, experience, languages,
// competencies, skills), at most 5 items each, items longer than 10 characters, using the section
// headings found in real vacancy pages (UNICEF "Minimum requirements:", UNFPA "Job Requirements",
// UNDP "Required Skills and Experience:", WFP "QUALIFICATIONS & EXPERIENCE REQUIRED:", UNHCR
// "Required Languages", IDB "What you'll need", UN Women "Required Qualifications", Spanish headings…).

import { htmlToText } from "./text";

export type Requirements = {
  education: string[];
  experience: string[];
  languages: string[];
  competencies: string[];
  skills: string[];
};
export type RequirementCategory = keyof Requirements;
export type LanguageRequirement = { language: string; requirement: "required" | "desirable" };

export const MAX_ITEMS_PER_CATEGORY = 5;
const MIN_ITEM_LENGTH = 11;
const MAX_ITEM_LENGTH = 400;

const CATEGORY_HEADINGS: [RequirementCategory, RegExp][] = [
  [
    "languages",
    /^(?:required |desired |working )?(?:languages?|language requirements?|language skills|idiomas|langues?)\b/i,
  ],
  [
    "education",
    /^(?:required |minimum )?(?:certifications?|education(?:al)?(?: background| requirements?| level| and certifications?| & certifications?| & work experience)?|required education level|academic (?:qualifications?|background)|educaci[oó]n(?: y certificaciones)?|formation|degree)\b/i,
  ],
  [
    "competencies",
    /^(?:core |functional |required |technical |managerial |behavioural |behavioral |cross-functional (?:&|and) technical |value-based )?(?:competenc(?:ies|y)|core values|values|competencias(?: fundamentales| funcionales)?|valores fundamentales|compétences|competencies and values|wbg culture attributes)\b/i,
  ],
  [
    "experience",
    /^(?:work |professional |relevant |required |desired |minimum |knowledge and |general |specific )?(?:experience|experiencia|expérience)\b|^years of experience|^knowledge and experience/i,
  ],
  [
    "skills",
    /^(?:required |desired |technical |key |other )?(?:skills|knowledge(?: (?:&|and) skills)?|abilities)\b|^required knowledge (?:&|and) skills|^desired skills and experience|^functional capabilities/i,
  ],
];
const UMBRELLA =
  /^(?:minimum |required |desired |essential )?(?:qualifications?|requirements?)(?: and experience| & experience| required| and competencies)?\b|^(?:required )?skills and experience|^qualifications (?:and|&) experience|^minimum requirements|^job requirements|^to qualify|^what you.ll need|^you will need|^eligibility criteria|^assignment requirements|^calificaciones m[ií]nimas|^selection criteria|^desirables?\b|^profile\b|^additional qualifications|^job\s*-\s*specific qualifications?/i;
const OTHER_HEADING =
  /^(?:duties|responsibilities|key (?:functions|results|accountabilities)|background|purpose|job purpose|organi[sz]ational setting|scope of work|terms and conditions|terms of reference|compensation|benefits|what we offer|how to apply|how you can make a difference|about|disclaimer|remarks|statements|diversity|reasonable accommodation|no fee|other information|additional (?:information|considerations)|contract|note|important|work environment|unfpa work environment|wfp leadership framework|reminders|deliverables|our culture|type of contract|age limit|information on living|background information|advertised|application close|otras consideraciones|declaraciones|diversidad|assessment|special notice|united nations considerations|functional clearance|certifications?)\b/i;

const LANGUAGES: [string, RegExp][] = [
  ["English", /\b(?:english|anglais|ingl[eé]s)\b/i],
  ["French", /\b(?:french|fran[cç]ais|franc[eé]s)\b/i],
  ["Spanish", /\b(?:spanish|espagnol|espa[nñ]ol|castellano)\b/i],
  ["Arabic", /\b(?:arabic|arabe|[aá]rabe)\b/i],
  ["Chinese", /\b(?:chinese|mandarin|chinois|chino)\b/i],
  ["Russian", /\b(?:russian|russe|ruso)\b/i],
  ["Portuguese", /\b(?:portuguese|portugais|portugu[eé]s)\b/i],
  ["German", /\b(?:german|allemand|alem[aá]n)\b/i],
  ["Italian", /\b(?:italian|italien)\b/i],
  ["Japanese", /\bjapanese\b/i],
  ["Korean", /\bkorean\b/i],
  ["Hindi", /\bhindi\b/i],
  ["Swahili", /\b(?:kiswahili|swahili)\b/i],
  ["Amharic", /\bamharic\b/i],
  ["Dari", /\bdari\b/i],
  ["Pashto", /\bpasht[ou]\b/i],
  ["Urdu", /\burdu\b/i],
  ["Bengali", /\b(?:bengali|bangla)\b/i],
  ["Turkish", /\bturkish\b/i],
  ["Ukrainian", /\bukrainian\b/i],
  ["Persian", /\b(?:persian|farsi)\b/i],
  ["Indonesian", /\b(?:bahasa indonesia|indonesian)\b/i],
  ["Burmese", /\b(?:burmese|myanmar language)\b/i],
  ["Somali", /\bsomali\b/i],
  ["Hausa", /\bhausa\b/i],
  ["Tigrinya", /\btigrinya\b/i],
  ["Dutch", /\bdutch\b/i],
  ["Vietnamese", /\bvietnamese\b/i],
  ["Thai", /\bthai\b/i],
  ["Nepali", /\bnepali\b/i],
  ["Tetum", /\btetum\b/i],
  ["Khmer", /\bkhmer\b/i],
  ["Lao", /\blao language\b/i],
  ["Sinhala", /\bsinhala\b/i],
  ["Tamil", /\btamil\b/i],
  ["Kurdish", /\bkurdish\b/i],
  ["Hebrew", /\bhebrew\b/i],
  ["Romanian", /\bromanian\b/i],
  ["Serbian", /\bserbian\b/i],
  ["Albanian", /\balbanian\b/i],
  ["Georgian", /\bgeorgian language\b/i],
  ["Armenian", /\barmenian language\b/i],
  ["Uzbek", /\buzbek\b/i],
  ["Kazakh", /\bkazakh\b/i],
  ["Kyrgyz", /\bkyrgyz\b/i],
  ["Tajik", /\btajik\b/i],
  ["Mongolian", /\bmongolian\b/i],
  ["Malagasy", /\bmalagasy\b/i],
  ["Kinyarwanda", /\bkinyarwanda\b/i],
  ["Lingala", /\blingala\b/i],
  ["Wolof", /\bwolof\b/i],
  ["Haitian Creole", /\b(?:haitian creole|kreyol|kreyòl|cr[eé]ole)\b/i],
  ["Filipino", /\b(?:filipino|tagalog)\b/i],
];
const DESIRABLE =
  /\b(?:desirable|desired|asset|advantage|advantageous|preferred|preferable|an added|plus|nice to have|would be|d[eé]seable|deseable|atout|souhait|ventaja|valorar[aá]|valora)\b/i;
const REQUIRED =
  /\b(?:required|requires?|fluen\w*|must|essential|excellent|proficien\w*|mandatory|command of|working knowledge|requis|exig|obligatoire|requerid\w*|indispensable|dominio|excelente)\b/i;

function toText(description: string): string {
  return /<[a-z][^>]*>/i.test(description) ? htmlToText(description) : description;
}

function classifyHeading(heading: string): RequirementCategory | "umbrella" | "other" | null {
  const text = heading
    .replace(/^[•*\-\d.)\s]+/, "")
    .replace(/[:：]\s*$/, "")
    .trim();
  if (!text || text.length > 70 || text.split(/\s+/).length > 6) return null;
  if (UMBRELLA.test(text)) return "umbrella";
  for (const [category, pattern] of CATEGORY_HEADINGS) if (pattern.test(text)) return category;
  if (OTHER_HEADING.test(text)) return "other";
  return null;
}

function classifyLine(line: string): RequirementCategory | null {
  if (
    /\b(?:degree|bachelor|master|ph\.?d|doctorate|university|diploma|graduate|licenciatura|t[ií]tulo|dipl[oô]me)\b/i.test(
      line,
    )
  )
    return "education";
  if (
    LANGUAGES.slice(0, 7).some(([, pattern]) => pattern.test(line)) &&
    (REQUIRED.test(line) || DESIRABLE.test(line))
  )
    return "languages";
  if (
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|ten)\+?\s*(?:\(\d+\)\s*)?(?:years?|ans|años)\b|\bexperience\b/i.test(
      line,
    )
  )
    return "experience";
  if (/\bcompetenc/i.test(line)) return "competencies";
  if (
    /\b(?:skills?|proficiency in|knowledge of|ability to|familiarity with|proficient in)\b/i.test(
      line,
    )
  )
    return "skills";
  return null;
}

const WORDY_CATEGORIES = new Set<RequirementCategory>([
  "education",
  "experience",
  "languages",
  "skills",
]);
const EMPTY_ITEM = /^(?:not available|not applicable|n\/a|none)\.?$/i;

function cleanItem(line: string): string {
  const item = line
    .replace(/^[\s•*·\-–—]+|^\(?[a-z0-9]{1,2}[.)]\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  return item.length > MAX_ITEM_LENGTH
    ? `${item.slice(0, MAX_ITEM_LENGTH - 1).replace(/\s+\S*$/, "")}…`
    : item;
}

/** Requirement bullets by category from a job description (plain text or HTML). */
export function extractRequirements(description: string | null | undefined): Requirements {
  const result: Requirements = {
    education: [],
    experience: [],
    languages: [],
    competencies: [],
    skills: [],
  };
  if (!description) return result;
  const add = (category: RequirementCategory, raw: string) => {
    const item = cleanItem(raw);
    const list = result[category];
    const wordy = WORDY_CATEGORIES.has(category) && item.split(/\s+/).length < 3;
    if (
      item.length >= MIN_ITEM_LENGTH &&
      !wordy &&
      !EMPTY_ITEM.test(item) &&
      list.length < MAX_ITEMS_PER_CATEGORY &&
      !list.includes(item)
    )
      list.push(item);
  };
  let section: RequirementCategory | "umbrella" | "other" | null = null;
  const handle = (line: string, depth: number): void => {
    const inline = /^([^:：]{3,70})[:：]+\s*(.*)$/.exec(line);
    const headingKind = classifyHeading(inline ? (inline[1] ?? "") : line);
    if (headingKind && (inline || (line.length <= 70 && !/[.;]$/.test(line)))) {
      section = headingKind;
      const rest = inline?.[2]?.trim() ?? "";
      if (rest && depth < 3) handle(rest, depth + 1);
      return;
    }
    if (section === null || section === "other") return;
    const category = section === "umbrella" ? classifyLine(line) : section;
    const mentionsLanguage =
      findLanguages(line).length > 0 ||
      /\b(?:languages?|idioma|langue|fluen|level [a-c]\b|un level)/i.test(line);
    if (category && (category !== "languages" || mentionsLanguage)) add(category, line);
  };
  for (const rawLine of toText(description).split("\n")) {
    const line = rawLine.trim();
    if (line) handle(line, 0);
  }
  return result;
}

/** Languages named in the text, in the order they first appear. */
export function findLanguages(text: string): string[] {
  return LANGUAGES.map(([language, pattern]) => ({ language, index: text.search(pattern) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)
    .map(({ language }) => language);
}

/** Languages named in the text, each "required" or "desirable" ("fluency in English is required", "French is an asset"). */
export function extractLanguageRequirements(
  text: string | null | undefined,
): LanguageRequirement[] {
  const found = new Map<string, LanguageRequirement["requirement"]>();
  const record = (language: string, requirement: LanguageRequirement["requirement"]) => {
    if (found.get(language) !== "required") found.set(language, requirement);
  };
  if (!text) return [];
  let headingDefault: LanguageRequirement["requirement"] | null = null;
  for (const rawLine of toText(text).split("\n")) {
    const line = rawLine.trim();
    if (!line) continue;
    if (/^(?:required|essential) languages?\b/i.test(line)) headingDefault = "required";
    else if (/^(?:desired|desirable|additional) languages?\b|^desirables?\b/i.test(line))
      headingDefault = "desirable";
    else if (line.length <= 70 && classifyHeading(line) && !/^languages?\b/i.test(line))
      headingDefault = null;
    for (const sentence of line.split(/(?<=[.;!?])\s+/)) {
      const clauses = sentence.split(
        /;|,\s*(?:while|whereas|but|and)\s+|\s+(?:while|whereas|but)\s+|,\s*(?=(?:knowledge|fluency|proficiency|working knowledge)\b)/i,
      );
      clauses.forEach((clause, index) => {
        const languages = findLanguages(clause);
        if (!languages.length) return;
        const later =
          clauses.slice(index + 1).find((next) => DESIRABLE.test(next) || REQUIRED.test(next)) ??
          "";
        const context =
          DESIRABLE.test(clause) || REQUIRED.test(clause)
            ? clause
            : findLanguages(later).length
              ? ""
              : later;
        const requirement = DESIRABLE.test(context)
          ? "desirable"
          : REQUIRED.test(context)
            ? "required"
            : headingDefault;
        if (requirement) languages.forEach((language) => record(language, requirement));
      });
    }
  }
  return [...found].map(([language, requirement]) => ({ language, requirement }));
}
