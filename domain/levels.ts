import { findFamilyDefinition } from "./grade-families";

export const JOB_LEVELS = [
  "Internship",
  "Entry",
  "Mid",
  "Senior",
  "Consultant",
  "Volunteering",
] as const;

export type JobLevel = (typeof JOB_LEVELS)[number];

export const LEVEL_COLOURS: Record<JobLevel, string> = {
  Internship: "pink-500",
  Entry: "green-600",
  Mid: "blue-600",
  Senior: "purple-700",
  Consultant: "amber-500",
  Volunteering: "teal-600",
};

export type LevelInput = {
  title?: string | null;
  gradeCode?: string | null;
  contractText?: string | null;
  description?: string | null;
};

// Contract-type words outrank the grade: an "Intern" or a "Consultant" is that whatever else is said.
const INTERNSHIP =
  /\b(?:intern|interns|internship|internships|stagiaire|stage de|pasant[ei]a?|pasantia|pasante|fellowship|fellow)\b/i;
const VOLUNTEERING =
  /\b(?:UNV|UN Volunteers?|volunteers?|volunteering|voluntari[oa]s?|volontaires?|bénévole)\b/i;
const CONSULTANT =
  /\b(?:consultant[es]?|consultancy|consultancies|consultor[ae]?s?|consultor[ií]a|consultoria|individual contractors?|individual consultancy|contratista individual|special service agreement|SSA)\b|\b(?:Local|National|International) IC\b|\bCons\. National|\bExpert\(e\) National|(?<![A-Za-z])IC(?= -|:|\s*\d|,)/;
const CONSULTANT_CI =
  /\b(?:consultant[es]?|consultancy|consultor[ae]?s?|consultor[ií]a|individual contractor|contratista individual|special service agreement|acuerdo de servicios especiales)\b/i;

// Early-career programmes outrank the grade too: their recruits are hired on a mid grade (the World
// Bank Group's Young Professionals on GF, some Associate Experts on P-2 or P-3), yet the programme is
// the way into the organisation for someone at the start of a career.
const EARLY_CAREER_PROGRAMME =
  /\b(?:young professionals?(?: program(?:me)?)?|junior professional officers?|JPO|associate experts?)\b/i;

// Seniority words in titles, checked after the grade. Support roles first: a "Senior Assistant" is
// still a support post.
// "Assistant" before a senior title is the deputy of that office, not a support post: an Assistant
// General Counsel, Assistant Director, Assistant (Resident) Representative, Assistant Secretary-
// General, Assistant High Commissioner. "Assistant … Officer" stays the junior officer it is.
const ASSISTANT_TO_SENIOR =
  /\bassistant\s+(?:general\s+counsel|director|(?:resident\s+|country\s+)?representative|secretary[\s-]+general|high\s+commissioner|administrator|executive\s+director|chief\s+executive)\b/i;
const SUPPORT_ROLE =
  /\b(?:assistant|(?<!\bsenior\s+)associate(?!\s+senior)|clerk|driver|receptionist|secretary|operator|technician|mechanic|electrician|plumber|carpenter|welder|asistente|assistente|assistante?|chauffeur|conductor|auxiliar)\b/i;
const SENIOR_ROLE =
  /\b(?:general counsel|senior|sr\.?|chief|head|director|directora?|directeur|directrice|principal|lead|representative|manager|gerente|inspector general|resident coordinator|jef[ea])\b/i;
// Clinical practitioners: for them "Senior" is a step within their own occupation (an experienced
// nurse, the lead midwife of a clinic), not a management post, so a "Senior Nurse" is mid-career; a
// head, chief, manager or director of them is still Senior.
const PRACTITIONER_ROLE =
  /\b(?:nurses?|midwi(?:fe|ves)|paramedics?|pharmacists?|physiotherapists?|radiographers?|(?:laboratory|lab|medical) technologists?|phlebotomists?|enfermer[oa]s?|infirmi[eè]re?s?|sages?-femmes?)\b/i;
const SENIOR_WORD = /\b(?:senior|sr\.?)(?=\s|$)/gi;
const ENTRY_ROLE =
  /\b(?:associate|asociad[oa]|associ[ée]e?|junior|trainee|graduate|young professionals?|JPO|entry[- ]level|analyst|analista)\b/i;
const MID_ROLE =
  /\b(?:officer|specialist|adviser|advisor|coordinator|coordinador[a]?|coordinat(?:eur|rice)|economist|engineer|expert|scientist|counsel|lawyer|statistician|researcher|architect|developer|oficial|especialista|chargée?)\b/i;

const CONTRACT_LABEL =
  /(?:vacancy type|position type|contract type|type of contract|tipo de contrato|type de contrat|worker sub-?type)\s*[:：]?\s*([^.;\n]{0,60})/i;

/**
 * Picks one of the six levels. Order: internship / volunteer / consultancy words in the title or
 * contract; then an early-career programme named in the title (Entry); then the grade (documented in levelFromGrade); then seniority words in the title;
 * then a contract label in the description. Null when nothing is said.
 */
export function detectLevel(input: LevelInput): JobLevel | null {
  const title = input.title ?? "";
  const contract = input.contractText ?? "";
  const byContract = levelFromContractWords(title) ?? levelFromContractWords(contract);
  if (byContract) return byContract;
  if (EARLY_CAREER_PROGRAMME.test(title)) return "Entry";
  const byGrade = input.gradeCode ? levelFromGrade(input.gradeCode) : null;
  if (byGrade) return byGrade;
  const byTitle = levelFromTitleWords(title);
  if (byTitle) return byTitle;
  const label = input.description ? CONTRACT_LABEL.exec(input.description.slice(0, 5000)) : null;
  return label?.[1] ? levelFromContractWords(label[1]) : null;
}

function levelFromContractWords(text: string): JobLevel | null {
  if (text === "") return null;
  if (INTERNSHIP.test(text)) return "Internship";
  if (VOLUNTEERING.test(text)) return "Volunteering";
  if (CONSULTANT.test(text) || CONSULTANT_CI.test(text)) return "Consultant";
  return null;
}

// "Senior Associate" is the mid-career step above Associate in banks and funds (the IDB's
// "Systemic Risk Specialist / Senior Associate"), not a support post nor a senior one; a senior
// word elsewhere in the title still makes the post Senior.
const SENIOR_ASSOCIATE = /\bsenior\s+associates?\b/gi;

function levelFromTitleWords(title: string): JobLevel | null {
  if (/\bsenior\s+associate/i.test(title)) {
    const rest = levelFromTitleWords(title.replace(SENIOR_ASSOCIATE, " "));
    return rest === "Senior" ? "Senior" : "Mid";
  }
  if (ASSISTANT_TO_SENIOR.test(title)) return "Senior";
  if (SUPPORT_ROLE.test(title)) return "Entry";
  if (
    PRACTITIONER_ROLE.test(title) &&
    SENIOR_ROLE.test(title) &&
    !SENIOR_ROLE.test(title.replace(SENIOR_WORD, " "))
  )
    return "Mid";
  if (SENIOR_ROLE.test(title)) return "Senior";
  if (ENTRY_ROLE.test(title)) return "Entry";
  if (MID_ROLE.test(title)) return "Mid";
  return null;
}

/**
 * Grade → level. UN staff: P-1/P-2, NO-A/NO-B, G-*, FS-1..4 are Entry; P-3/P-4, NO-C/NO-D, FS-5/6
 * are Mid; P-5+, D-*, ASG/USG, NO-E, FS-7 are Senior. Intern grades (I-*, the World Bank's T3/T4) are
 * Internship. Non-staff contracts (CON, IICA, LICA, SSA,
 * World Bank EC) are Consultant. UNDP service agreements by their usual equivalence (IPSA-10 ≈ P-3,
 * NPSA-9+ ≈ NO-B...) and WFP's service contracts (SC-10+ ≈ NO-C), the Global Fund's GL A–C Entry, GL D Mid, GL E–F
 * Senior. Bank grades other than the World Bank's are left to the title.
 */
export function levelFromGrade(code: string): JobLevel | null {
  const family = findFamilyDefinition(code)?.id;
  if (!family) return null;
  const number = Number(/(\d+)$/.exec(code)?.[1] ?? Number.NaN);
  const letter = /([A-K])$/.exec(code)?.[1] ?? "";
  switch (family) {
    case "P":
      return number <= 2 ? "Entry" : number <= 4 ? "Mid" : "Senior";
    case "D":
    case "SL":
      return "Senior";
    case "G":
    case "SB":
      return "Entry";
    case "NO":
      return "AB".includes(letter) ? "Entry" : "CD".includes(letter) ? "Mid" : "Senior";
    case "FS":
      return number <= 4 ? "Entry" : number <= 6 ? "Mid" : "Senior";
    case "I":
    case "WB-T":
      return "Internship";
    case "CON":
    case "IICA":
    case "LICA":
    case "SSA":
    case "WB-ETC":
      return "Consultant";
    case "NPSA":
      return number <= 8 ? "Entry" : "Mid";
    case "SC":
      // WFP: SC-8 and SC-9 stand with NO-A and NO-B, SC-10 and SC-11 with NO-C and NO-D.
      return number <= 9 ? "Entry" : "Mid";
    case "IPSA":
    case "ICS":
      return number <= 9 ? "Entry" : number <= 11 ? "Mid" : "Senior";
    case "WB":
      return "ABCDE".includes(letter) ? "Entry" : letter === "F" ? "Mid" : "Senior";
    case "GL":
      // The Global Fund: GL A to GL C support and analyst posts, GL D specialists, GL E and F managers.
      return "ABC".includes(letter) ? "Entry" : letter === "D" ? "Mid" : "Senior";
    default:
      return null;
  }
}

export function isJobLevel(value: unknown): value is JobLevel {
  return typeof value === "string" && (JOB_LEVELS as readonly string[]).includes(value);
}

export function slugifyLevel(level: JobLevel): string {
  return level.toLowerCase();
}

export function findLevelBySlug(slug: string): JobLevel | null {
  const wanted = slug.trim().toLowerCase();
  return JOB_LEVELS.find((level) => level.toLowerCase() === wanted) ?? null;
}

export function getLevelColour(level: string | null | undefined): string {
  return isJobLevel(level) ? LEVEL_COLOURS[level] : "gray-400";
}
