import { findFamilyDefinition } from "./grade-families";
import { decodeHtmlEntities } from "./text";

/**
 * The kind of contract a posting offers. `staff`: an internationally recruited staff appointment
 * (fixed-term, continuing, P/D/FS grades, the banks' staff grades); `national`: a nationally or
 * locally recruited post (National Officer, General Service, national personnel service
 * agreements); `temporary`: a temporary appointment (TA, usually under 364 days); `consultant`:
 * consultancies and individual contractors; `internship`; `volunteer` (UN Volunteers and others).
 */
export const CONTRACT_TYPES = [
  "staff",
  "national",
  "temporary",
  "consultant",
  "internship",
  "volunteer",
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  staff: "Staff (international)",
  national: "National staff",
  temporary: "Temporary appointment",
  consultant: "Consultancy",
  internship: "Internship",
  volunteer: "Volunteer",
};

export function isContractType(value: unknown): value is ContractType {
  return typeof value === "string" && (CONTRACT_TYPES as readonly string[]).includes(value);
}

export type ContractInput = {
  title?: string | null;
  gradeCode?: string | null;
  /** The platform's own contract or appointment field, when the source has one. */
  contractText?: string | null;
  description?: string | null;
  /** The language the posting is written in (ISO 639-1), when known. */
  language?: string | null;
};

/**
 * What a posting says about its contract. Both values are null when the posting says nothing:
 * nothing is guessed. `nationalsOnly` is true when only nationals (of the duty station's country)
 * may apply, false when the post is recruited internationally, null when the text does not say.
 */
export type ContractClassification = {
  contractType: ContractType | null;
  nationalsOnly: boolean | null;
};

const INTERNSHIP =
  /\b(?:intern|interns|internship|internships|stagiaire|stage|pasant[ei]a?s?|pasantías?|pasantias?)\b/i;
const VOLUNTEER =
  /\b(?:UNV|UN Volunteers?|United Nations Volunteers?|volunteers?|voluntari[oa]s?|volontaires?)\b/i;
const CONSULTANT =
  /\b(?:consultant[es]?|consultancy|consultancies|consultor[ae]?s?|consultor[ií]a|consultoria|individual contract(?:or)?s?|individual contractor agreement|independent contractors?|contratista individual|special service agreement|freelance(?:rs?)?|free-lance(?:rs?)?|short[- ]term consultant|extended[- ]term consultant|STC|ETC)\b|\bCST\b|\bCons\. National|\bExpert\(e\) National|\b(?:Local|National|International) IC\b|^IC\b|(?<![A-Za-z])IC(?= -|:)/i;
/**
 * A trade's job name that says consultant: a sales or leasing consultant sells or lets on the
 * employer's staff, and the word says nothing of the contract. Taken out of a title before its
 * contract words are read.
 */
const TRADE_CONSULTANT = /\b(?:sales|leasing)\s+consultants?\b/gi;
/**
 * "Stage" is French for an internship and English for a theatre's ("Stage Crew", "Stage
 * Manager"). In a posting known to be written in another language than French, a title whose only
 * contract word it is yields to the platform's own contract field when there is one; otherwise it
 * still reads as an internship.
 */
const STAGE = /\bstage\b/gi;
const TEMPORARY_WORDS =
  /\b(?:temporary|short[- ]term staff|nombramiento temporal|engagement temporaire)\b/i;
// The acronyms only in capitals ("TA", not "ta").
const TEMPORARY_ACRONYM = /\b(?:TA|TJO|STS)\b/;
// A title's hours ("Sales Associate Full Time", "- Part-Time") say a post on the employer's staff,
// as a platform's full- or part-time field does.
const STAFF =
  /\b(?:full[- ]time|part[- ]time|fixed[- ]term(?: appointment| contract)?|open[- ]ended(?: appointment| contract)?|FTA|continuing appointment|international staff contract|permanent appointment|staff appointment|regular staff|plazo fijo|duraci[oó]n determinada|durée déterminée|defined duration)\b/i;
/**
 * 계약직 ("contract position") is Korean for an employee on a fixed-term employment contract, on the
 * employer's payroll (전문계약직, a professional one; 무기계약직, one without an end date): a staff post,
 * not a contractor. Korean has no word boundaries for `\b`, so the word is matched as it stands.
 */
const KOREAN_CONTRACT_EMPLOYEE = /계약직/;
// French and Swiss employment contracts by their acronyms, in capitals only: a contrat à durée
// déterminée (CDD), indéterminée (CDI) or maximale (CDM, Swiss), each on the employer's payroll.
const FRENCH_CONTRACT_ACRONYM = /\b(?:CDD|CDI|CDM)\b/;
// "(National Position)" in a title (the Near East Foundation, IsraAID) names the post so too.
const NATIONAL_POST =
  /\b(?:national contract|national position|contrataci[oó]n nacional|national officer|national programme (?:officer|specialist|analyst)|national professional officer|national staff|locally recruited|local recruitment|national personnel service agreement|personal nacional de proyecto|national project personnel|general service)\b/i;

// "National Consultant", "Local Intern", "National UNV": the person must be a national.
const NATIONAL_TITLE =
  /\b(?:national|nacional|local)\s+(?:consultant|consultancy|consultor[a]?|intern|internship|UNV|UN Volunteer|volunteer|expert|IC|officer|project personnel)\b|\b(?:consultor[a]?|consultant[e]?|expert[e]?)\s+nacional\b|\b(?:consultant(?:e)?|expert(?:e)?)\s+national\b|\bCons\. National\b|\bExpert\(e\) National|\bnational programme (?:officer|specialist|analyst)\b/i;
const INTERNATIONAL_TITLE =
  /\binternational\s+(?:consultant|consultancy|UNV|UN Volunteer|volunteer|expert|IC|specialist)\b|\b(?:consultor[a]?|experto)\s+internacional\b|\bconsultant(?:e)?\s+international\b/i;

// Explicit restrictions in the text: "(Sri Lankan Nationals only)", "only nationals of Kenya",
// "open to nationals of Ukraine only", "restricted to Ethiopian nationals".
const NATIONALS_ONLY_TEXT = [
  /\bnationals\s+only\b/i,
  /\bnational\s+(?:consultants?|candidates|applicants)\s+only\b/i,
  /\bonly\s+(?:open\s+to\s+)?(?:[A-Z][\w'-]+\s+){0,3}nationals\b/,
  /\b(?:open|available)\s+(?:only\s+)?to\s+(?:[A-Z][\w'-]+\s+){0,3}nationals(?:\s+of\s+(?:the\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})?(?:\s+(?:and\s+)?(?:only|exclusively))\b/,
  /\bopen\s+only\s+to\s+(?:[A-Z][\w'-]+\s+){0,3}nationals\b/i,
  /\b(?:restricted|limited)\s+to\s+(?:[A-Z][\w'-]+\s+){0,3}nationals\b/i,
  /\bsolo\s+(?:para\s+)?(?:personas\s+de\s+)?nacionalidad\b|\bexclusivamente\s+(?:para\s+)?(?:personas\s+)?(?:de\s+)?nacionalidad\b/i,
  /\bonly\s+(?:for\s+)?(?:candidates|applicants)\s+(?:of|with)\s+[A-Z][\w'-]+\s+nationality\b/,
];
// A post open only to the citizens or permanent residents of one country ("This role is only open to
// citizens or permanent residents of Kenya", "This position is open to Panamanian citizens or
// residents with a permanent visa"): it is recruited in that country. Residents may apply too, so
// it is no nationals-only restriction.
const CITIZENS_OR_RESIDENTS_ONLY = [
  /\bopen\s+(?:only\s+)?to\s+citizens\s+(?:or|and)\s+permanent\s+residents\s+of\s+(?:the\s+)?\p{Lu}/u,
  /\bopen\s+(?:only\s+)?to\s+\p{Lu}[\p{L}'’-]*\s+citizens\s+(?:or|and)\s+(?:permanent\s+)?residents\b/u,
];
// Programmes whose "open only to nationals of …" names donor countries, not the duty station.
const SPONSORED_PROGRAMME =
  /\b(?:junior professional officers?|JPO|associate experts?|young professionals programme)\b/i;

const DESCRIPTION_WINDOW = 20000;
const INTERNATIONAL_FAMILIES = new Set(["P", "D", "SL", "FS"]);

// A labelled contract line in the description: "Type of Contract: Fixed Term", "Job Type: Freelance",
// "Position Status: Full-time, Exempt, Regular".
const CONTRACT_LABEL =
  /(?:contract type|type of contract(?: and duration)?|type of appointment|appointment type|contract level|vacancy type|position type|position status|employment type|job type|tipo de contrato|type de contrat|worker sub-?type|category)\s*(?:[:：]|\n)\s*([^\n.;]{1,80})/gi;

/** The contract type a grade decides (see ContractType), or null. */
export function contractTypeFromGrade(code: string): ContractType | null {
  const family = findFamilyDefinition(code)?.id;
  switch (family) {
    case "P":
    case "D":
    case "SL":
    case "FS":
    case "WB":
    case "AFDB":
    case "GCF":
      return "staff";
    case "ADB":
      // National staff (NS) and technical local staff (TL, "Technical Local - Field Office" on its
      // pages) are recruited locally; IS and TI internationally.
      return code.startsWith("NS") || code.startsWith("TL") ? "national" : "staff";
    case "G":
    case "NO":
    case "NPSA":
    case "SB":
    case "SC":
      return "national";
    case "I":
    case "WB-T":
      return "internship";
    case "CON":
    case "WB-ETC":
    case "IICA":
    case "LICA":
    case "ICS":
    case "SSA":
      return "consultant";
    default:
      // IPSA (an international personnel service agreement) is none of the six.
      return null;
  }
}

/** The contract type words in a short text (title or contract field) name, most specific first. */
function contractTypeFromWords(text: string): ContractType | null {
  if (text === "") return null;
  if (INTERNSHIP.test(text)) return "internship";
  if (VOLUNTEER.test(text)) return "volunteer";
  if (CONSULTANT.test(text)) return "consultant";
  if (TEMPORARY_WORDS.test(text) || TEMPORARY_ACRONYM.test(text)) return "temporary";
  if (NATIONAL_POST.test(text)) return "national";
  if (STAFF.test(text) || KOREAN_CONTRACT_EMPLOYEE.test(text) || FRENCH_CONTRACT_ACRONYM.test(text))
    return "staff";
  return null;
}

/**
 * The value of the first labelled contract line of a text that names a contract type ("Contract
 * type: Fixed Term", "Type of Contract: Special Service Agreement", "Tipo de contrato: …"), as
 * written; null when no labelled line names one. Adapters pass it as the posting's contract field
 * when the platform has no field of its own.
 */
export function findLabelledContract(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const match of text.slice(0, DESCRIPTION_WINDOW).matchAll(CONTRACT_LABEL)) {
    const value = (match[1] ?? "").trim();
    if (value && contractTypeFromWords(value)) return value;
  }
  return null;
}

// A line of its own, or an item of a list, labelled "Contract" ("Contract: 2 years fixed-term
// contract", "• Contract length: 12 months fixed-term contract"). Only at the start of a line: in a
// sentence the word before a colon is no label.
// The three line patterns below stay regular-expression literals, each with its own copy of the
// line start: the module reaches the browser for its labels, and a bundler drops an unused literal
// but keeps a `new RegExp(…)` call.
const CONTRACT_LINE_LABEL =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?contract(?:[ \t]+(?:length|duration))?[ \t]*[:：][ \t]*([^\n.;]{1,80})/gim;

// A line of its own, or an item of a list, that begins with the words "fixed-term contract"
// ("Fixed term contract: 12 months from 01/01/2027", "• Fixed-term contract (6 months), starting as
// soon as possible"): the post is on the employer's payroll for a set time. Only at the start of a
// line: inside a sentence the words may be the general terms of every post, or another contract.
const FIXED_TERM_CONTRACT_LINE = /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?fixed[- ]term contract\b/im;

// A line of its own, or an item of a list, that begins with a contract of a set length ("One year
// contract (with possible extension) based in Cabo Delgado", "- A one-year contract with the
// intention to continue the collaboration thereafter;", "· An initial one-year contract, …"): the post is on the employer's payroll for
// that time. Only at the start of a line, as above: in a sentence the length may be another
// contract's ("The selected candidate will be offered a six-month contract").
// The length may be a range ("9-to 12-month"), and "fixed-term", "renewable" or "international" may
// come between it and "contract" ("12-month renewable contract. For international applicants: …").
// A "national contract" is left to the rule on national contracts.
const CONTRACT_OF_SET_LENGTH_LINE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?(?:an?[ \t]+)?(?:initial[ \t]+)?(?:(?:one|two|three|four|five|six|nine|twelve|\d{1,2})[- ]?(?:to|-|–)[- \t]*)?(?:one|two|three|four|five|six|nine|twelve|eighteen|\d{1,2})[- ](?:years?|months?)[- ](?:(?:fixed[- ]term|renewable|international)[ \t]+){0,2}contract\b/im;

// The same contract of a set length as the value of a labelled line, whatever the label ("-
// **Contract Type:** 9-to 12-month international contract (renewable) – Reserve Pool"), when a word
// between says what kind: a length and "contract" alone after a label are also a contractor's
// engagement ("Contract details: 6-month contract engagement, with the potential to extend or
// convert", a Greenhouse posting labelled a consultancy).
const CONTRACT_OF_SET_LENGTH_VALUE_LINE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?(?:\*\*)?\p{L}[\p{L}'’]*(?:[ \t/]+\p{L}[\p{L}'’]*){0,5}[ \t]*[:：][ \t]*(?:\*\*)?[ \t]*(?:an?[ \t]+)?(?:initial[ \t]+)?(?:(?:one|two|three|four|five|six|nine|twelve|\d{1,2})[- ]?(?:to|-|–)[- \t]*)?(?:one|two|three|four|five|six|nine|twelve|eighteen|\d{1,2})[- ](?:years?|months?)[- ](?:(?:fixed[- ]term|renewable|international)[ \t]+){1,2}contract\b/imu;

// A line of its own, or an item of a list, whose value begins with a fixed term, whatever its label
// ("Terms: Two-year Fixed Term, Full time, Accompanied", "Duration: Fixed-term employment until 31
// March 2029"): the post is on the employer's payroll for that time. The value must begin so: "…
// funded for a fixed term by the donor" after a label is a sentence about something else.
const FIXED_TERM_VALUE_LINE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?\p{L}[\p{L}'’]*(?:[ \t/]+\p{L}[\p{L}'’]*){0,5}[ \t]*[:：][ \t]*(?:(?:an?|one|two|three|four|five|six|nine|twelve|eighteen|\d{1,2})[- ](?:years?|months?)[ \t]+)?fixed[- ]?term\b/imu;

// A line of its own, or an item of a list, with any label, whose value names an open-ended contract
// ("Term: 100% (40 hours/week), open-ended contract"): a post on the employer's payroll without an
// end date. In a sentence without a label the words may be about anyone's contract.
const OPEN_ENDED_CONTRACT_LINE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?\p{L}[\p{L}'’]*(?:[ \t/]+\p{L}[\p{L}'’]*){0,5}[ \t]*[:：][^\n]*\bopen[- ]ended (?:contract|appointment)\b/imu;

// A line of its own, or an item of a list, that begins with a French employment contract by its
// acronym, with no contract label: "Poste en CDD : remplacement maternité …", "- CDD d’usage, 6 mois,
// temps plein". The acronym in capitals, after "Poste en", "Contrat (en)", or followed by French
// words of a contract (d’usage, de droit …, a length in months): "CDD" at a line's start may also
// be community-driven development ("CDD operations in fragile settings").
const FRENCH_CONTRACT_LINE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?(?:(?:[Pp]oste|[Cc]ontrat)[ \t]+(?:en[ \t]+)?(?:CDD|CDI)\b|(?:CDD|CDI)(?:[ \t]+d['’]usage\b|[ \t]+de[ \t]+droit\b|[ \t]*,?[ \t]*(?:de[ \t]+|d['’])?\d{1,2}[ \t]*mois\b))/m;

// A sentence that says the post itself is fixed-term: "This is a fixed-term role for 18 months.",
// "This is a fixed term appointment with option to renew, …". "This is" names the post being
// advertised; a sentence on the terms of every post ("candidates recruited … for a fixed term
// appointment …") or on what will be offered ("A one-year fixed-term contract will be given") does
// not begin so, and says nothing of this one.
const POST_IS_FIXED_TERM =
  /(?:^|[.!?][ \t]+|\n[ \t]*)this is an? fixed[- ]term (?:role|position|post|job|appointment|contract)\b/i;

// A sentence that says the post is a staff position: "This is a full-time staff position (not
// consultancy)", "The … Coordinator is a full-time staff position who will …". "Staff members" in the
// terms of every post, and "is not a staff position", say nothing of this one.
const POST_IS_STAFF_POSITION =
  /\bis an? (?:(?:full|part)[- ]time[ \t]+)?staff (?:position|post|role|appointment)\b/i;

// A sentence that says the post is exempt or non-exempt, the two classes of employees under the
// United States' wage law: "This is a full-time exempt position", "This is a staffed, hourly,
// non-exempt position". A tax-exempt organisation or pay exempt from tax is something else.
const POST_IS_EXEMPT =
  /\bis an? (?:[\p{L}-]+,?[ \t]+){0,3}(?:non-?)?exempt (?:position|post|role|job)\b/iu;

// A sentence that states this post's base salary: "The expected base salary for this role is
// $180,000 - $230,000 annually", "The Base Salary range for the role is included below". A base
// salary is an employee's pay (a consultant is paid a fee); "a net base salary and a post
// adjustment" said of every post, or "Competitive base salary" among the benefits, names no post.
const POST_BASE_SALARY = /\bbase salary (?:range )?for (?:this|the) (?:role|position|post|job)\b/i;

// A line of its own, or an item of a list, that begins with the words "national contract" or their
// Spanish "contratación nacional" ("• Contratación nacional." in a list of what the post offers): the
// post is hired in the country, on its national terms. Only at the start of a line, as above.
const NATIONAL_CONTRACT_LINE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?(?:national contract|contrataci[oó]n nacional)\b/imu;

// The category of staff a post belongs to, named as such: "General Service Category, grade G.5",
// "Job classification: General Service Staff". General Service and National Officers are recruited
// locally. A sentence about such posts in general ("For General Service jobs: …") names no category.
const NATIONAL_CATEGORY =
  /\b(?:general service|national (?:professional )?officer)s? category\b|\b(?:classification|category)[ \t]*[:：][ \t]*(?:general service|national (?:professional )?officer)\b/i;

function contractTypeFromLabels(description: string): ContractType | null {
  const found = contractTypeFromAppointmentLines(description);
  // A fixed-term appointment is the kind of contract; the category says who it is given to.
  return found === "staff" && NATIONAL_CATEGORY.test(description) ? "national" : found;
}

function contractTypeFromAppointmentLines(description: string): ContractType | null {
  for (const label of [CONTRACT_LABEL, CONTRACT_LINE_LABEL]) {
    for (const match of description.matchAll(label)) {
      const found = contractTypeFromWords(match[1] ?? "");
      if (found) return found;
    }
  }
  if (
    FIXED_TERM_CONTRACT_LINE.test(description) ||
    CONTRACT_OF_SET_LENGTH_LINE.test(description) ||
    CONTRACT_OF_SET_LENGTH_VALUE_LINE.test(description) ||
    FIXED_TERM_VALUE_LINE.test(description) ||
    OPEN_ENDED_CONTRACT_LINE.test(description) ||
    FRENCH_CONTRACT_LINE.test(description) ||
    POST_IS_FIXED_TERM.test(description) ||
    POST_BASE_SALARY.test(description) ||
    POST_IS_STAFF_POSITION.test(description) ||
    POST_IS_EXEMPT.test(description)
  )
    return "staff";
  return NATIONAL_CONTRACT_LINE.test(description) ? "national" : null;
}

function nationalsOnlyFromText(text: string): boolean {
  if (!NATIONALS_ONLY_TEXT.some((pattern) => pattern.test(text))) return false;
  return !SPONSORED_PROGRAMME.test(text);
}

/**
 * Reads the contract type and the nationals-only restriction from a posting. Order for the type:
 * a title naming a contract employee in Korean (계약직); words in the title, then the platform's
 * contract field (an intern or a consultant is that whatever the grade); a temporary appointment
 * named in either; then the grade; then a labelled contract line in the description ("Type of
 * Contract: …", a line of its own labelled "Contract: …", a line of its own that begins
 * "Fixed-term contract" or a contract of a set length ("A one-year contract …", "12-month renewable
 * contract"), a labelled line whose value is one with "renewable", "international" or "fixed-term"
 * before "contract" ("Contract Type: 9-to 12-month international contract"), a line with any
 * label whose value begins with a fixed term ("Terms: Two-year Fixed Term, …") or names an
 * open-ended contract ("Term: 100%, open-ended contract"), a sentence "This is a fixed-term role" (or position, post, job,
 * appointment, contract), a line that begins with a French contract acronym ("Poste en CDD : …",
 * "CDD d’usage, 6 mois"), or a line that begins "National contract" or "Contratación nacional"); a
 * staff appointment read there is a national post when the description names a General Service or
 * National Officer category; a staff post, or one whose type is not said, is national when the
 * description opens it only to the citizens or permanent residents of a country. Nationals only: a
 * national grade (NO-A…NO-E) or an explicit restriction in the title, contract field or description ("National
 * Consultant", "open to nationals of X only"); an international grade or title says false.
 */
export function classifyContract(input: ContractInput): ContractClassification {
  const title = decodeHtmlEntities(input.title ?? "");
  const contract = input.contractText ?? "";
  const description = (input.description ?? "").slice(0, DESCRIPTION_WINDOW);
  const grade = input.gradeCode ?? null;
  const byGrade = grade ? contractTypeFromGrade(grade) : null;

  const titleWords = title.replace(TRADE_CONSULTANT, " ");
  const contractType = contractTypeFromWords(contract);
  let titleType = contractTypeFromWords(titleWords);
  if (
    titleType === "internship" &&
    contractType !== null &&
    input.language != null &&
    input.language !== "fr"
  )
    titleType = contractTypeFromWords(titleWords.replace(STAGE, " "));
  // A title that names a contract employee in Korean decides over the platform's field: Korean
  // employers' English fields call that post "Contract" or "Contractor", read as a contractor.
  let type: ContractType | null = null;
  if (titleType === "staff" && KOREAN_CONTRACT_EMPLOYEE.test(titleWords)) type = "staff";
  else
    for (const candidate of [titleType, contractType]) {
      if (candidate && candidate !== "national" && candidate !== "staff") {
        type = candidate;
        break;
      }
    }
  type ??= byGrade ?? titleType ?? contractType ?? contractTypeFromLabels(description);
  // A post only the country's citizens or permanent residents may take is recruited locally,
  // whatever its term ("(Fixed-Term)" in the title, "Type of Contract: Fixed Term").
  if (
    (type === null || type === "staff") &&
    CITIZENS_OR_RESIDENTS_ONLY.some((pattern) => pattern.test(description))
  )
    type = "national";

  let nationalsOnly: boolean | null = null;
  if (
    (grade !== null && findFamilyDefinition(grade)?.id === "NO") ||
    NATIONAL_TITLE.test(title) ||
    NATIONAL_TITLE.test(contract) ||
    nationalsOnlyFromText(title) ||
    nationalsOnlyFromText(contract) ||
    nationalsOnlyFromText(description)
  ) {
    nationalsOnly = true;
  } else if (
    INTERNATIONAL_TITLE.test(title) ||
    INTERNATIONAL_TITLE.test(contract) ||
    /\binternational staff contract\b/i.test(description)
  ) {
    nationalsOnly = false;
  } else if (grade !== null && INTERNATIONAL_FAMILIES.has(findFamilyDefinition(grade)?.id ?? "")) {
    // Professional, Director and Field Service posts are recruited internationally.
    nationalsOnly = false;
  }
  return { contractType: type, nationalsOnly };
}
