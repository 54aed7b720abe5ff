/**
 * Which languages a posting asks for, and how strongly: "Fluency in English and French is
 * required", "knowledge of Arabic is an advantage", "maîtrise du français exigée", "la connaissance
 * de l'anglais serait un atout", "Español: Dominio oral y escrito". Pure: reads the plain text of a
 * description.
 *
 * A language is either `required` or an `asset`. A posting that asks for one more language without
 * naming it ("working knowledge of another UN official language is desirable") or lets the
 * candidate pick one from a list ("Sinhala and/or Tamil", "one of the other Bank official languages
 * (Spanish, French or Portuguese)") names no specific language: that is `otherLanguage`, never a
 * guessed language. A demand that depends on circumstances the posting does not settle ("may be
 * required depending on the location", "if not English") is left out.
 */

export type LanguageNeed = "required" | "asset";
export type LanguageRequirement = { language: string; need: LanguageNeed };
export type LanguageRequirements = {
  /** The languages the posting names, in the order it first names them. */
  languages: LanguageRequirement[];
  /** One more language the posting asks for without naming a single one, or null. */
  otherLanguage: LanguageNeed | null;
};

type LanguageDefinition = { code: string; name: string; pattern: RegExp };

// ISO 639-1 codes; the words each language is written with in English, French, Spanish and
// Portuguese postings. Words that are also nationalities or places ("German", "Lao", "Thai") do not
// count before "nationals", "government", "PDR" and the like.
const NOT_A_LANGUAGE_AFTER =
  "(?![-\\s]+(?:nationals?|nationality|citizens?|government|authorities|embassy|ministry|cooperation|federal|republic|PDR|People|people|children|refugees|communities|families|society|territory|context|partners|counterparts|speaking\\s+(?:countries|region|Caribbean|Africa))\\b)";
function words(list: string): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])${NOT_A_LANGUAGE_AFTER}`,
    "iu",
  );
}

export const LANGUAGE_DEFINITIONS: readonly LanguageDefinition[] = [
  { code: "en", name: "English", pattern: words("english|anglais|ingl[eé]s|ingl[eê]s") },
  { code: "fr", name: "French", pattern: words("french|fran[cç]ais|franc[eé]s|franc[eê]s") },
  {
    code: "es",
    name: "Spanish",
    pattern: words("spanish|espagnol|espa[nñ]ol|castellano|espanhol"),
  },
  { code: "ar", name: "Arabic", pattern: words("arabic|arabe|[aá]rabe") },
  { code: "zh", name: "Chinese", pattern: words("chinese|mandarin|chinois|chino|chin[eê]s") },
  { code: "ru", name: "Russian", pattern: words("russian|russe|ruso|russo") },
  {
    code: "pt",
    name: "Portuguese",
    pattern: words("portuguese|portugais|portugu[eé]s|portugu[eê]s"),
  },
  { code: "de", name: "German", pattern: words("german|allemand|alem[aá]n|alem[aã]o") },
  { code: "it", name: "Italian", pattern: words("italian|italien|italiano") },
  { code: "ja", name: "Japanese", pattern: words("japanese|japonais|japon[eé]s") },
  { code: "ko", name: "Korean", pattern: words("korean|cor[eé]en|coreano") },
  { code: "hi", name: "Hindi", pattern: words("hindi") },
  { code: "bn", name: "Bengali", pattern: words("bengali|bangla") },
  { code: "ur", name: "Urdu", pattern: words("urdu") },
  { code: "sw", name: "Swahili", pattern: words("kiswahili|swahili") },
  { code: "am", name: "Amharic", pattern: words("amharic") },
  { code: "fa", name: "Persian", pattern: words("persian|farsi|dari") },
  { code: "ps", name: "Pashto", pattern: words("pashto|pashtu") },
  { code: "tr", name: "Turkish", pattern: words("turkish|turc") },
  { code: "uk", name: "Ukrainian", pattern: words("ukrainian|ukrainien|ucraniano") },
  { code: "id", name: "Indonesian", pattern: words("bahasa indonesia|indonesian") },
  { code: "my", name: "Burmese", pattern: words("burmese|myanmar language") },
  { code: "so", name: "Somali", pattern: words("somali") },
  { code: "ha", name: "Hausa", pattern: words("hausa") },
  { code: "ti", name: "Tigrinya", pattern: words("tigrinya") },
  { code: "nl", name: "Dutch", pattern: words("dutch|n[eé]erlandais") },
  { code: "vi", name: "Vietnamese", pattern: words("vietnamese") },
  { code: "th", name: "Thai", pattern: words("thai") },
  { code: "ne", name: "Nepali", pattern: words("nepali") },
  { code: "si", name: "Sinhala", pattern: words("sinhala|sinhalese") },
  { code: "ta", name: "Tamil", pattern: words("tamil") },
  { code: "km", name: "Khmer", pattern: words("khmer") },
  { code: "lo", name: "Lao", pattern: words("lao") },
  { code: "ku", name: "Kurdish", pattern: words("kurdish") },
  { code: "he", name: "Hebrew", pattern: words("hebrew") },
  { code: "ro", name: "Romanian", pattern: words("romanian") },
  { code: "sr", name: "Serbian", pattern: words("serbian") },
  { code: "sq", name: "Albanian", pattern: words("albanian") },
  { code: "ka", name: "Georgian", pattern: words("georgian") },
  { code: "hy", name: "Armenian", pattern: words("armenian") },
  { code: "uz", name: "Uzbek", pattern: words("uzbek") },
  { code: "kk", name: "Kazakh", pattern: words("kazakh") },
  { code: "ky", name: "Kyrgyz", pattern: words("kyrgyz") },
  { code: "tg", name: "Tajik", pattern: words("tajik") },
  { code: "mn", name: "Mongolian", pattern: words("mongolian") },
  { code: "mg", name: "Malagasy", pattern: words("malagasy") },
  { code: "rw", name: "Kinyarwanda", pattern: words("kinyarwanda") },
  { code: "ln", name: "Lingala", pattern: words("lingala") },
  { code: "wo", name: "Wolof", pattern: words("wolof") },
  { code: "ht", name: "Haitian Creole", pattern: words("haitian creole|krey[oò]l") },
  { code: "tl", name: "Filipino", pattern: words("filipino|tagalog") },
  { code: "pl", name: "Polish", pattern: words("polish") },
  { code: "el", name: "Greek", pattern: words("greek") },
];

const BY_CODE = new Map(LANGUAGE_DEFINITIONS.map((definition) => [definition.code, definition]));

/** The six official languages of the United Nations, then Portuguese and German: the filter's choices. */
export const COMMON_LANGUAGE_CODES = ["en", "fr", "es", "ar", "zh", "ru", "pt", "de"] as const;

export function isLanguageCode(value: unknown): value is string {
  return typeof value === "string" && BY_CODE.has(value);
}

/** The code of a language given by its code or English name ("fr", "French"), or null. */
export function findLanguageCode(value: string): string | null {
  const lowered = value.trim().toLowerCase();
  if (BY_CODE.has(lowered)) return lowered;
  return LANGUAGE_DEFINITIONS.find((item) => item.name.toLowerCase() === lowered)?.code ?? null;
}

/** The English name of a language code ("fr" → "French"), or the code itself when unknown. */
export function languageName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

// Words that make a statement an asset; checked before the words that make it a requirement, since
// "knowledge of French is an asset" has both.
const ASSET =
  /(?<![\p{L}])(?:desirables?|desired|an? asset|assets?|advantage|advantageous|preferred|preferably|preferable|ideally|a plus|an added|nice to have|bonus|souhaitable|souhait[ée]e?s?|atout|un plus|appr[ée]ci[ée]e?s?|deseables?|se valorar[aá]|valorar[aá]|valorable|ventaja|preferiblemente|preferentemente|de preferencia|desej[aá]vel)(?![\p{L}])/iu;
const REQUIRED =
  /(?<![\p{L}])(?:required|requires?|requirements?|essential|mandatory|must|necessary|fluen\w*|proficien\w*|command of|knowledge of|knowledge in|mastery|native|mother tongue|excellent|strong|good|effectively|skills in|level|exig\w*|requis\w*|obligatoire|indispensable|ma[iî]trise\w*|parfaite|courant\w*|connaissance|dominio|domina\w*|requerid\w*|requisitos?|imprescindible|se requiere|obligatori[oa]|fluidez|conocimientos?|excelente|nivel|flu[eê]ncia|obrigat[oó]ri[oa])(?![\p{L}])/iu;
// Without a language heading above it, a line only counts with one of these stronger words: "good"
// or "level" alone say nothing about a language in the middle of a task description.
const REQUIRED_OUTSIDE_SECTION =
  /(?<![\p{L}])(?:required|requires?|essential|mandatory|must|fluen\w*|proficien\w*|command of|knowledge of|mastery|mother tongue|exig\w*|requis\w*|obligatoire|indispensable|ma[iî]trise\w*|dominio|requerid\w*|imprescindible|se requiere|obligatori[oa]|fluidez|flu[eê]ncia)(?![\p{L}])/iu;

const OUTRIGHT_REQUIRED =
  /\b(?:required|mandatory|essential|must|requis|exig\w*|obligatoire|requerid\w*|obligatori[oa])\b/i;

// Outside a language heading, a clause must also speak of language skill: "all Ukrainian children
// acquire the competencies required" names a nationality, not a language.
const LANGUAGE_SKILL =
  /(?<![\p{L}])(?:fluen\w*|proficien\w*|command|knowledge|mastery|mother tongue|native|speak\w*|spoken|written|oral|verbal|languages?|langues?|idiomas?|lenguas?|ma[iî]trise\w*|dominio|domina\w*|connaissances?|conocimientos?|level|niveau|nivel)(?![\p{L}])/iu;

// One more, unnamed language: "another UN language", "any other official UN language", "a second
// UN language", "other languages", "one of the other Bank official languages", "an official UN
// language (…)", "otro idioma oficial de la ONU", "une autre langue officielle".
const OTHER_LANGUAGE = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:another|any other|(?<!the )other|a second|second|an additional|additional|one(?: or more)? of the other|one other)\s+(?:(?:official|working|UN|U\.N\.|United Nations|Bank|WFP|foreign)\s+){0,3}languages?(?![\p{L}])`,
    String.raw`(?<![\p{L}])an?\s+(?:(?:official|working)\s+)?(?:UN|U\.N\.|United Nations)\s+(?:(?:official|working)\s+)?languages?(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:otro|otra|segundo|segunda)\s+(?:idioma|lengua)`,
    String.raw`(?<![\p{L}])(?:une?\s+)?(?:autre|deuxi[èe]me|seconde)\s+langue`,
    String.raw`(?<![\p{L}])(?:outro|outra|segundo|segunda)\s+(?:idioma|l[ií]ngua)`,
  ].join("|"),
  "iu",
);
// "French or English, with a good working knowledge of the other": both are needed.
const WITH_THE_OTHER =
  /\bwith\s+(?:an?\s+)?(?:\w+\s+){0,3}(?:knowledge|command)\s+of\s+the\s+other\b/i;
// Demands that hang on something the posting does not settle.
const CONDITIONAL =
  /\b(?:may(?: also)? be|might be|depending on|if not|if different|as applicable|where applicable|as needed|selon le lieu|seg[uú]n)\b/i;
// "English and French are the working languages of the United Nations Secretariat."
const DESCRIPTIVE = /\bare the (?:two )?(?:working|official) languages\b/i;
// A heading that opens the language part of a posting, with what it makes the default need.
const LANGUAGE_HEADING =
  /^(?:(required|essential|mandatory|minimum|desired|desirable|preferred|additional|other|working)\s+)?(?:languages?\s*\(s\)|languages?|language requirements?|language skills|language proficiency|language knowledge|idiomas?|requisitos de idiomas?|langues?|connaissances linguistiques|comp[ée]tences linguistiques|l[ií]nguas?)(?:\s+requirements?)?\s*(?:([:：]+)\s*|$)/i;
const ASSET_HEADING = /^(?:desired|desirable|preferred|additional|other)$/i;
// A line of a UN language table ("Language Reading Writing Listening Speaking"), which keeps the
// section open though it names no language.
const SECTION_LINE = /\b(?:language|idioma|langue|level|nivel|niveau)\b/i;

type Found = { code: string; index: number; end: number };

function findNamed(text: string): Found[] {
  const found: Found[] = [];
  for (const { code, pattern } of LANGUAGE_DEFINITIONS) {
    const global = new RegExp(pattern.source, "giu");
    for (const match of text.matchAll(global))
      found.push({ code, index: match.index, end: match.index + match[0].length });
  }
  // "Bahasa Indonesia" and "Indonesian" overlap nothing else; keep the first of overlapping matches.
  return found
    .sort((a, b) => a.index - b.index)
    .filter((item, position, all) => position === 0 || item.index >= all[position - 1]!.end);
}

// Between two named languages: "or", "and/or", "ou", "o", "y/o", "et/ou", "ou/e".
const CHOICE_BETWEEN =
  /^\s*,?\s*(?:or|and\s*\/\s*or|ou|o|u|y\s*\/\s*o|et\s*\/\s*ou|e\s*\/\s*ou|either)\s*$/i;

/**
 * A statement's clauses: sentences, then the parts after ";" and before a new demand joined with a
 * comma or "and" ("Fluency in English, working knowledge of Arabic is an added advantage"; "an
 * excellent knowledge of English and preferably a good working knowledge of French").
 */
function clauses(line: string): string[] {
  return line
    .split(/(?<=[.;!?])\s+|;/)
    .flatMap((sentence) =>
      sentence.split(
        /,\s*(?=(?:(?:a |an )?(?:good |basic |strong )?(?:working )?knowledge|fluency|proficiency|preferably|ideally|while|whereas|but)\b)|\s+(?:and|while|whereas|but)\s+(?=(?:(?:a |an )?(?:good |basic |strong )?(?:working )?knowledge|preferably|ideally|fluency)\b)/i,
      ),
    )
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The language requirements a description states (see the module comment). */
export function readLanguageRequirements(text: string | null | undefined): LanguageRequirements {
  const needs = new Map<string, LanguageNeed>();
  let otherLanguage: LanguageNeed | null = null;
  const record = (code: string, need: LanguageNeed) => {
    if (needs.get(code) !== "required") needs.set(code, need);
  };
  const recordOther = (need: LanguageNeed) => {
    if (otherLanguage !== "required") otherLanguage = need;
  };
  if (!text) return { languages: [], otherLanguage: null };

  // The need a language heading sets for the lines below it, while they stay about languages.
  let sectionDefault: LanguageNeed | null = null;
  for (const rawLine of text.split("\n")) {
    let line = rawLine.replace(/^[\s•*·\-–—▪●○◦]+/, "").trim();
    if (!line) continue;
    const heading = LANGUAGE_HEADING.exec(line);
    const rest = heading ? line.slice(heading[0].length).trim() : "";
    // A qualified heading may run on without a colon ("Required Languages Fluency in English is
    // mandatory"); a bare "Language" followed by words is a table header, not a heading.
    if (heading && (heading[2] || rest === "" || heading[1])) {
      const qualifier = heading[1] ?? "";
      sectionDefault = ASSET_HEADING.test(qualifier) ? "asset" : "required";
      line = rest;
      if (!line) continue;
    } else if (
      sectionDefault !== null &&
      findNamed(line).length === 0 &&
      !OTHER_LANGUAGE.test(line) &&
      !SECTION_LINE.test(line)
    ) {
      sectionDefault = null;
    }

    for (const clause of clauses(line)) {
      if (DESCRIPTIVE.test(clause)) continue;
      const asset = ASSET.test(clause);
      const required = sectionDefault
        ? REQUIRED.test(clause)
        : REQUIRED_OUTSIDE_SECTION.test(clause);
      // Under "Desirable Languages" a line is an asset unless it says outright that it is required
      // (its table's "UN Level III" is the level wished for).
      if (!sectionDefault && !LANGUAGE_SKILL.test(clause)) continue;
      const need: LanguageNeed | null =
        asset || (sectionDefault === "asset" && !OUTRIGHT_REQUIRED.test(clause))
          ? "asset"
          : required
            ? "required"
            : sectionDefault;
      if (!need) continue;
      // Names after an unnamed "another UN language (Arabic, French…)" only illustrate it.
      const other = OTHER_LANGUAGE.exec(clause);
      const named = findNamed(other ? clause.slice(0, other.index) : clause);
      if (other && !CONDITIONAL.test(clause.slice(other.index))) recordOther(need);
      if (named.length === 0) continue;
      if (CONDITIONAL.test(clause) && !required && !asset) continue;
      const gaps = named.slice(1).map((item, index) => clause.slice(named[index]!.end, item.index));
      const choice = gaps.some((gap) => CHOICE_BETWEEN.test(gap));
      if (choice && need === "required" && !WITH_THE_OTHER.test(clause)) {
        // "Sinhala and/or Tamil": any one of them will do, so none is required as such.
        recordOther("required");
        continue;
      }
      named.forEach((item) => record(item.code, need));
    }
  }
  return {
    languages: [...needs].map(([language, need]) => ({ language, need })),
    otherLanguage,
  };
}

/**
 * The requirements as one short sentence for a job page: "English and French required; Arabic an
 * asset; one other language an asset". Empty when the posting states none.
 */
export function describeLanguageRequirements(requirements: LanguageRequirements): string {
  const names = (need: LanguageNeed) =>
    requirements.languages
      .filter((item) => item.need === need)
      .map((item) => languageName(item.language));
  const join = (list: string[]) =>
    list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
  const parts: string[] = [];
  const required = names("required");
  const asset = names("asset");
  if (required.length) parts.push(`${join(required)} required`);
  if (requirements.otherLanguage === "required") parts.push("one other language required");
  if (asset.length) parts.push(`${join(asset)} ${asset.length > 1 ? "assets" : "an asset"}`);
  if (requirements.otherLanguage === "asset") parts.push("another language an asset");
  return parts.join("; ");
}
