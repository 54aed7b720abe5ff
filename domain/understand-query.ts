// Query understanding: reads what a job seeker types in the search box and says what it recognised.
//
//   "UNHCR"                 → the organisation UNHCR (its acronym, name or an alias in the registry)
//   "P3", "P 3", "P-3 level", "NOB", "NO-B", "G5", "GS-5"  → a grade (canonical code, grades.ts)
//   "P3 and above", "P4+", "P-3/P-4", "P3 to P5"           → several grades
//   "Kenya", "Geneva", "Eastern Africa"                    → a country, city or region
//   "quoted phrases", -exclusions, `or`                    → kept for the text search, as typed
//
// and what is left to search as text, with British/American spellings and field abbreviations
// ("programme"/"program", "M&E"/"monitoring and evaluation") as alternatives of each word.
//
// Pure and cheap: every lookup is a Map built once when the module loads (never a plain object
// indexed by user input, so "__proto__" is only a word). No I/O.

import { CITIES } from "./cities";
import { COUNTRIES, normaliseName } from "./countries";
import { GRADE_FAMILIES, isKnownGradeCode, normaliseGradeCode } from "./grades";
import { ORGANISATIONS, type Organisation } from "./organisation-registry";
import { REGION_FILTERS } from "./regions";
import { SEARCH_SYNONYM_FAMILIES } from "./search-synonyms";

export type RecognisedOrganisation = {
  slug: string;
  /** How the listing names it: its acronym when well known ("UNHCR"), else its name. */
  name: string;
  /** The words as typed, searched as text when other words remain. */
  typed: string;
};

/** A country, city or M49 region, by the name the listing shows. */
export type Place = (
  | { kind: "country"; countryCode: string }
  | { kind: "city"; countryCode: string }
  | { kind: "region"; slug: string }
) & { name: string };

export type RecognisedPlace = Place & {
  /** The words as typed, searched as text when other words remain. */
  typed: string;
};

/** One word or phrase of the text: any of its alternatives (web-search syntax each) matches it. */
export type TextClause = { alternatives: string[]; exclude: boolean };

export type UnderstoodQuery = {
  /** The search text as typed (trimmed). */
  typed: string;
  organisations: RecognisedOrganisation[];
  /** Canonical grade codes, in ladder order. */
  grades: string[];
  /** How each grade expression reads ("P-3", "P-3 and above", "P-3, P-4"). */
  gradeLabels: string[];
  places: RecognisedPlace[];
  /**
   * The words left to search for, in web-search syntax (quoted phrases, -exclusions and `or` as
   * typed); the typed text itself when nothing was recognised; "" when nothing is left.
   */
  text: string;
  /**
   * The same words as an `or` of groups, each group clauses that must all hold, each clause any of
   * its alternatives (or, excluded, none of them). Empty when no words are left.
   */
  groups: TextClause[][];
  /** True when some clause has more than one alternative (a spelling or abbreviation). */
  expanded: boolean;
  /** The wanted words alone (no exclusions, no operators), for a typo-tolerant title match. */
  fuzzyText: string;
  /** What no result may contain: each entry the alternatives of one excluded word or phrase. */
  exclusions: string[][];
  /** True when organisations, places or grades were recognised and no other word is left. */
  recognisedOnly: boolean;
};

export type UnderstandOptions = {
  /** Search the text as typed: recognise no organisation, grade or place. */
  literal?: boolean;
};

// ---------------------------------------------------------------------------------------------
// Tokens: words, "quoted phrases", -exclusions and the `or` operator, as websearch_to_tsquery reads
// them.

type Token =
  | { kind: "word"; text: string }
  | { kind: "phrase"; text: string }
  | { kind: "exclude"; text: string; phrase: boolean }
  | { kind: "or" };

const SPACE = /\s/;

function tokenise(input: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < input.length) {
    if (SPACE.test(input.charAt(at))) {
      at += 1;
      continue;
    }
    const negated =
      input.charAt(at) === "-" && at + 1 < input.length && !SPACE.test(input.charAt(at + 1));
    if (negated) at += 1;
    if (input.charAt(at) === '"') {
      const close = input.indexOf('"', at + 1);
      const text = input.slice(at + 1, close === -1 ? input.length : close).trim();
      at = close === -1 ? input.length : close + 1;
      if (text)
        tokens.push(negated ? { kind: "exclude", text, phrase: true } : { kind: "phrase", text });
      continue;
    }
    let end = at;
    while (end < input.length && !SPACE.test(input.charAt(end)) && input.charAt(end) !== '"')
      end += 1;
    const text = input.slice(at, end);
    at = end;
    if (negated) tokens.push({ kind: "exclude", text, phrase: false });
    else if (text.toLowerCase() === "or") tokens.push({ kind: "or" });
    else tokens.push({ kind: "word", text });
  }
  return tokens;
}

function renderToken(token: Token): string {
  switch (token.kind) {
    case "word":
      return token.text;
    case "phrase":
      return `"${token.text}"`;
    case "exclude":
      return token.phrase ? `-"${token.text}"` : `-${token.text}`;
    case "or":
      return "or";
  }
}

/** A word's text without the punctuation around it ("P3," → "P3", "(Kenya)" → "Kenya"). */
function bare(text: string): string {
  return text.replace(/^[([{'‘“]+|[)\]}'’”,;:.!?]+$/g, "");
}

/** The lower-case bare text of a word token; "or" for the operator; null for anything else. */
function plainWord(token: Token | undefined): string | null {
  if (!token) return null;
  if (token.kind === "or") return "or";
  return token.kind === "word" ? bare(token.text).toLowerCase() : null;
}

function isUpperCase(text: string): boolean {
  return /[A-Z]/.test(text) && text === text.toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Grades.

/** Grade prefixes a job seeker types, before a number (P3, GS-5, NPSA 8) or, for NO, a letter. */
const GRADE_ITEM = String.raw`(P|D|GS|G|FS|NO|N0|SC|SB|NPSA|IPSA|LICA|IICA|ICS|SSA)[-.]?(\d{1,2}|[A-E])`;
const GRADE_WHOLE = new RegExp(`^${GRADE_ITEM}$`, "i");
const GRADE_PLUS = new RegExp(`^${GRADE_ITEM}\\+$`, "i");
const GRADE_PAIR = new RegExp(`^${GRADE_ITEM}(?:/|-|–)(?:${GRADE_ITEM}|(\\d{1,2}|[A-E]))$`, "i");
const GRADE_PREFIX_ALONE = /^(P|D|GS|G|FS|NO|SC|SB|NPSA|IPSA|LICA|IICA|ICS)$/i;
const GRADE_VALUE_ALONE = /^(\d{1,2}|[A-E])$/i;
/** World Bank grades (GA–GK) are read only in capitals: "GE" is a grade, "ge" is not. */
const WORLD_BANK_GRADE = /^G[A-K]$/;

const LEVEL_WORDS = new Set(["grade", "grades", "level", "levels"]);
const ABOVE_WORDS = new Set(["above", "higher", "up", "over", "more"]);
const BELOW_WORDS = new Set(["below", "lower", "under", "less"]);
const LIST_WORDS = new Set(["or", "and", "&", "/", ","]);
const RANGE_WORDS = new Set(["to", "-", "–"]);

/** Each grade's ladder, junior to senior: professional grades go on to directors and beyond. */
const LADDERS = new Map<string, readonly string[]>();
{
  const families = new Map(GRADE_FAMILIES.map((family) => [family.id, family.codes]));
  const above = new Map<string, readonly string[]>([
    ["P", ["D", "SL"]],
    ["D", ["SL"]],
  ]);
  for (const family of GRADE_FAMILIES) {
    const ladder = [
      ...family.codes,
      ...(above.get(family.id) ?? []).flatMap((id) => families.get(id) ?? []),
    ];
    for (const code of family.codes) LADDERS.set(code, ladder);
  }
}

/** The canonical code of a prefix and a value ("gs", "5" → "G-5"), or null. */
function gradeCode(prefix: string, value: string): string | null {
  const code = normaliseGradeCode(`${prefix.toUpperCase()}-${value.toUpperCase()}`);
  if (!code || !isKnownGradeCode(code)) return null;
  // A letter is a grade only for national officers (NO-A … NO-E).
  if (/^[A-E]$/i.test(value) && !code.startsWith("NO-")) return null;
  return code;
}

function gradeFromWord(text: string): string | null {
  if (WORLD_BANK_GRADE.test(text)) return text;
  const match = GRADE_WHOLE.exec(text);
  return match ? gradeCode(match[1] ?? "", match[2] ?? "") : null;
}

function ladderSlice(from: string, to: string): string[] {
  const ladder = LADDERS.get(from);
  const end = ladder?.indexOf(to) ?? -1;
  if (!ladder || end === -1) return [from, to];
  const start = ladder.indexOf(from);
  return ladder.slice(Math.min(start, end), Math.max(start, end) + 1);
}

function fromGrade(code: string, direction: "above" | "below"): string[] {
  const ladder = LADDERS.get(code) ?? [code];
  const at = ladder.indexOf(code);
  return direction === "above" ? ladder.slice(at) : ladder.slice(0, at + 1);
}

type GradeItem = { codes: string[]; label: string; end: number };

/** One grade written in one or two tokens ("P3", "P-3/P-4", "P4+", "P 3", "NO B"). */
function gradeItemAt(tokens: Token[], at: number): GradeItem | null {
  const token = tokens[at];
  if (token?.kind !== "word") return null;
  const text = bare(token.text);
  const single = gradeFromWord(text);
  if (single) return { codes: [single], label: single, end: at + 1 };
  const plus = GRADE_PLUS.exec(text);
  if (plus) {
    const code = gradeCode(plus[1] ?? "", plus[2] ?? "");
    if (code) return { codes: fromGrade(code, "above"), label: `${code} and above`, end: at + 1 };
  }
  const pair = GRADE_PAIR.exec(text);
  if (pair) {
    const first = gradeCode(pair[1] ?? "", pair[2] ?? "");
    const second = pair[5]
      ? gradeCode(pair[1] ?? "", pair[5])
      : gradeCode(pair[3] ?? "", pair[4] ?? "");
    if (first && second) {
      // "P-3/P-4" names two grades; "P3-P5" a range (the same when they are next to each other).
      const codes = text.includes("/") ? [first, second] : ladderSlice(first, second);
      const label = text.includes("/") ? `${first}, ${second}` : `${first} to ${second}`;
      return { codes, label, end: at + 1 };
    }
  }
  const next = tokens[at + 1];
  if (GRADE_PREFIX_ALONE.test(text) && next?.kind === "word") {
    const value = bare(next.text);
    // "NO B" only in capitals: "no" is a word.
    const lowerNo = text.toLowerCase() === "no" && !(isUpperCase(text) && isUpperCase(value));
    if (GRADE_VALUE_ALONE.test(value) && !lowerNo) {
      const code = gradeCode(text, value);
      if (code) return { codes: [code], label: code, end: at + 2 };
    }
  }
  return null;
}

/**
 * A whole grade expression from `at`: an optional "grade"/"level" before, one grade, then "and
 * above" / "or below" / "+", "to P5", "or P4", "level" after.
 */
function gradeExpressionAt(
  tokens: Token[],
  at: number,
): { codes: string[]; label: string; end: number } | null {
  const before = LEVEL_WORDS.has(plainWord(tokens[at]) ?? "") ? 1 : 0;
  const first = gradeItemAt(tokens, at + before);
  if (!first) return null;
  const codes = [...first.codes];
  const labels = [first.label];
  let end = first.end;
  for (;;) {
    const word = plainWord(tokens[end]);
    const following = plainWord(tokens[end + 1]);
    const single = codes.length === 1 ? codes[0] : undefined;
    if (single && (word === "and" || word === "or") && following !== null) {
      const direction = ABOVE_WORDS.has(following)
        ? "above"
        : BELOW_WORDS.has(following)
          ? "below"
          : null;
      if (direction) {
        codes.splice(0, 1, ...fromGrade(single, direction));
        labels.splice(0, 1, `${single} and ${direction}`);
        end += 2;
        continue;
      }
    }
    if (single && word === "+") {
      codes.splice(0, 1, ...fromGrade(single, "above"));
      labels.splice(0, 1, `${single} and above`);
      end += 1;
      continue;
    }
    if (word !== null && RANGE_WORDS.has(word)) {
      const last = codes.at(-1);
      const to = gradeItemAt(tokens, end + 1);
      if (last && to?.codes.length === 1 && to.codes[0]) {
        codes.push(...ladderSlice(last, to.codes[0]).filter((code) => code !== last));
        labels.push(`to ${to.codes[0]}`);
        end = to.end;
        continue;
      }
    }
    // "P3, P4" (the comma is on the first word), "P3 or P4", "P3 and P4".
    const comma = tokens[end - 1]?.kind === "word" && /,$/.test(renderToken(tokens[end - 1]!));
    const listed = word !== null && LIST_WORDS.has(word) ? gradeItemAt(tokens, end + 1) : null;
    const afterComma = comma ? gradeItemAt(tokens, end) : null;
    const more = listed ?? afterComma;
    if (more) {
      codes.push(...more.codes);
      labels.push(more.label);
      end = more.end;
      continue;
    }
    if (word !== null && LEVEL_WORDS.has(word)) {
      end += 1;
      continue;
    }
    break;
  }
  const label = labels.join(", ").replace(/, to /g, " to ");
  return { codes, label, end };
}

// ---------------------------------------------------------------------------------------------
// Organisations and places: the longest run of words that names one, by normaliseName key.

/** Registry labels that name no single employer in a search box. */
const ORGANISATION_LABELS_NEVER = new Set([
  "un",
  "united nations",
  "plan",
  // The Democratic Republic of the Congo, far more often than the Danish Refugee Council.
  "drc",
  // Both the ICRC and the IFRC.
  "red cross",
  "red crescent",
]);

/** Labels that are also ordinary words or other things' abbreviations: recognised in capitals only. */
const CAPITALS_ONLY = new Set([
  "who",
  "care",
  "shape",
  "ec",
  "esa",
  "ema",
  "mc",
  "icc",
  "itc",
  "sci",
  "wb",
  "imo",
  "pam",
  "ops",
  "bad",
  "bid",
  "dos",
  "ida",
  "cpi",
  "us",
  "car",
  "opt",
]);

/** City names that are also English words or first names, left to the text search. */
const CITY_LABELS_NEVER = new Set([
  "man",
  "nice",
  "bol",
  "gore",
  "mongo",
  "male",
  "kaya",
  "dori",
  "obo",
  "rio",
  "bria",
  "beni",
  "tana",
  "kl",
  "osh",
  "sour",
  "tyre",
  "van",
  "bama",
  "buka",
  "lae",
  "shire",
  "sana",
  "ibb",
  "wau",
  "bor",
  "yei",
  "renk",
  "hamilton",
  "douglas",
  "plymouth",
  "stanley",
  "victoria",
  "kingston",
  "dsm",
  "ny",
  "dc",
  "valley",
  "west island",
  "sydney",
  "perth",
  "adelaide",
  "cali",
  "nasir",
  "kobe",
  "tete",
  "tamale",
  "hama",
  "sumy",
  "santiago",
  "george town",
  "saint george s",
  "st george s",
]);

/** Everyday names of regions that are not M49 names, by the M49 slug they mean. */
const REGION_ALIASES: readonly (readonly [string, string])[] = [
  ["east africa", "eastern-africa"],
  ["west africa", "western-africa"],
  ["central africa", "middle-africa"],
  ["north africa", "northern-africa"],
  ["latin america", "latin-america-and-the-caribbean"],
  ["south east asia", "south-eastern-asia"],
  ["southeast asia", "south-eastern-asia"],
  ["south asia", "southern-asia"],
  ["east asia", "eastern-asia"],
  ["north america", "northern-america"],
];

type Entry =
  | { kind: "organisation"; organisation: Organisation; capitalsOnly: boolean }
  | { kind: "place"; place: Place; capitalsOnly: boolean };

const ENTRIES = new Map<string, Entry>();

function addEntry(key: string, entry: Entry) {
  if (key && !ENTRIES.has(key)) ENTRIES.set(key, entry);
}

for (const organisation of ORGANISATIONS) {
  const labels = [
    organisation.acronym,
    organisation.name,
    organisation.shortName,
    ...organisation.aliases,
  ];
  for (const label of labels) {
    const key = normaliseName(label);
    if (ORGANISATION_LABELS_NEVER.has(key)) continue;
    const isPrimary = label === organisation.acronym || label === organisation.shortName;
    // Short aliases ("HCR", "PAM", "OPS") are acronyms in other languages and often other words.
    const capitalsOnly =
      CAPITALS_ONLY.has(key) || (!key.includes(" ") && key.length <= 3 && !isPrimary);
    addEntry(key, { kind: "organisation", organisation, capitalsOnly });
  }
}
for (const region of REGION_FILTERS) {
  addEntry(normaliseName(region.name), {
    kind: "place",
    place: { kind: "region", slug: region.slug, name: region.name },
    capitalsOnly: false,
  });
}
{
  const bySlug = new Map(REGION_FILTERS.map((region) => [region.slug, region]));
  for (const [alias, slug] of REGION_ALIASES) {
    const region = bySlug.get(slug);
    if (region)
      addEntry(alias, {
        kind: "place",
        place: { kind: "region", slug, name: region.name },
        capitalsOnly: false,
      });
  }
}
for (const country of COUNTRIES) {
  for (const label of [country.name, country.officialName, ...country.aliases]) {
    const key = normaliseName(label);
    addEntry(key, {
      kind: "place",
      place: { kind: "country", countryCode: country.code, name: country.name },
      // "US", "CAR", "oPt": ordinary words in lower case.
      capitalsOnly:
        CAPITALS_ONLY.has(key) || (key.length <= 3 && !["uk", "usa", "uae"].includes(key)),
    });
  }
}
for (const city of CITIES) {
  for (const label of [city.name, ...city.aliases]) {
    const key = normaliseName(label);
    if (CITY_LABELS_NEVER.has(key)) continue;
    addEntry(key, {
      kind: "place",
      place: { kind: "city", countryCode: city.countryCode, name: city.name },
      capitalsOnly: key.length <= 3,
    });
  }
}

/** The most words a registry label or synonym has: the longest run worth looking up. */
const LONGEST_LABEL = Math.min(
  12,
  Math.max(
    ...[...ENTRIES.keys()].map((key) => key.split(" ").length),
    ...SEARCH_SYNONYM_FAMILIES.flat().map((form) => normaliseName(form).split(" ").length),
  ),
);

/** The words `at` … `at + length` as typed, when they are all plain words. */
function wordRun(tokens: Token[], at: number, length: number): string | null {
  const words: string[] = [];
  for (let index = at; index < at + length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== "word") return null;
    words.push(token.text);
  }
  return words.join(" ");
}

function entryAt(tokens: Token[], at: number): { entry: Entry; typed: string; end: number } | null {
  for (let length = LONGEST_LABEL; length >= 1; length -= 1) {
    const typed = wordRun(tokens, at, length);
    if (typed === null) continue;
    const entry = ENTRIES.get(normaliseName(typed));
    if (!entry) continue;
    if (entry.capitalsOnly && !isUpperCase(bare(typed))) continue;
    return { entry, typed: bare(typed), end: at + length };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Spellings and abbreviations.

/** Each form's alternatives, by normaliseName key: words as they are, several words as a phrase. */
const ALTERNATIVES = new Map<string, string[]>();
for (const family of SEARCH_SYNONYM_FAMILIES) {
  const alternatives = family.map((form) =>
    /^[a-z]+$/i.test(form) ? form.toLowerCase() : `"${form}"`,
  );
  for (const form of family) {
    const key = normaliseName(form);
    if (!ALTERNATIVES.has(key)) ALTERNATIVES.set(key, alternatives);
  }
}

/**
 * Words that say nothing once an organisation, a grade or a place has been recognised: the words
 * of a sentence around it ("jobs at UNHCR in Kenya") and English stop words, which the text search
 * ignores (left alone, they would make a query that matches nothing).
 */
const FILLER_WORDS = new Set([
  "job",
  "jobs",
  "vacancy",
  "vacancies",
  "position",
  "positions",
  "post",
  "posts",
  "opening",
  "openings",
  "career",
  "careers",
  "opportunity",
  "opportunities",
  "in",
  "at",
  "with",
  "for",
  "of",
  "the",
  "based",
  "a",
  "an",
  "and",
  "on",
  "to",
  "by",
  "from",
  "as",
  "is",
  "are",
  "any",
  "all",
  "only",
  "please",
  "-",
  "–",
  ",",
  "&",
]);

/** The clauses of one `or`-free run of tokens, with the alternatives of each word or run of words. */
function clausesOf(tokens: Token[]): TextClause[] {
  const clauses: TextClause[] = [];
  let at = 0;
  while (at < tokens.length) {
    const token = tokens[at]!;
    if (token.kind === "phrase") {
      clauses.push({ alternatives: [`"${token.text}"`], exclude: false });
      at += 1;
      continue;
    }
    if (token.kind === "exclude") {
      const known = token.phrase ? undefined : ALTERNATIVES.get(normaliseName(token.text));
      clauses.push({
        alternatives: known ?? [token.phrase ? `"${token.text}"` : token.text],
        exclude: true,
      });
      at += 1;
      continue;
    }
    if (token.kind === "or") {
      at += 1;
      continue;
    }
    let matched = false;
    for (let length = Math.min(LONGEST_LABEL, tokens.length - at); length >= 1; length -= 1) {
      const typed = wordRun(tokens, at, length);
      const known = typed === null ? undefined : ALTERNATIVES.get(normaliseName(typed));
      if (!known) continue;
      clauses.push({ alternatives: known, exclude: false });
      at += length;
      matched = true;
      break;
    }
    if (!matched) {
      clauses.push({ alternatives: [token.text], exclude: false });
      at += 1;
    }
  }
  return clauses;
}

function splitOnOr(tokens: Token[]): Token[][] {
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.kind === "or") groups.push([]);
    else groups.at(-1)!.push(token);
  }
  return groups.filter((group) => group.length > 0);
}

// ---------------------------------------------------------------------------------------------

/**
 * What a search box text asks for. Recognises organisations, grades and places (unless `literal`),
 * and gives the rest as text with its spelling and abbreviation alternatives. A quoted phrase, an
 * exclusion and the `or` operator are never read as an organisation, grade or place. When a word
 * `or` is left between other words, nothing is recognised (the `or` could not be kept right).
 */
export function understandQuery(
  typedText: string,
  options: UnderstandOptions = {},
): UnderstoodQuery {
  const typed = typeof typedText === "string" ? typedText.trim() : "";
  const tokens = tokenise(typed);
  const recognised = options.literal ? null : recognise(tokens);
  const rest = recognised?.rest ?? tokens;
  const anything =
    recognised !== null &&
    (recognised.organisations.length > 0 ||
      recognised.places.length > 0 ||
      recognised.grades.length > 0);
  const left = anything ? rest.filter((token) => !FILLER_WORDS.has(plainWord(token) ?? "")) : rest;
  const meaningful = left.some((token) => token.kind !== "or");
  const groups = meaningful ? splitOnOr(left).map(clausesOf) : [];
  const exclusions = groups.flat().filter((clause) => clause.exclude);
  return {
    typed,
    organisations: anything ? recognised.organisations : [],
    grades: anything ? recognised.grades : [],
    gradeLabels: anything ? recognised.gradeLabels : [],
    places: anything ? recognised.places : [],
    text: !meaningful ? "" : anything ? left.map(renderToken).join(" ") : typed,
    groups,
    expanded: groups.some((group) => group.some((clause) => clause.alternatives.length > 1)),
    fuzzyText: left
      .flatMap((token) => (token.kind === "word" || token.kind === "phrase" ? [token.text] : []))
      .join(" "),
    exclusions: exclusions.map((clause) => clause.alternatives),
    recognisedOnly:
      anything && !left.some((token) => token.kind === "word" || token.kind === "phrase"),
  };
}

type Recognised = {
  organisations: RecognisedOrganisation[];
  grades: string[];
  gradeLabels: string[];
  places: RecognisedPlace[];
  rest: Token[];
};

function recognise(tokens: Token[]): Recognised | null {
  const organisations = new Map<string, RecognisedOrganisation>();
  const places = new Map<string, RecognisedPlace>();
  const grades = new Set<string>();
  const gradeLabels: string[] = [];
  const rest: Token[] = [];
  // The kind of the item just recognised, so that "UNHCR or UNICEF" and "P3 or P4" read as lists.
  let previous: "organisation" | "place" | null = null;
  let at = 0;
  while (at < tokens.length) {
    const grade = gradeExpressionAt(tokens, at);
    if (grade) {
      for (const code of grade.codes) grades.add(code);
      gradeLabels.push(grade.label);
      at = grade.end;
      previous = null;
      continue;
    }
    const found = entryAt(tokens, at);
    if (found) {
      const { entry, typed } = found;
      if (entry.kind === "organisation") {
        const { slug, shortName } = entry.organisation;
        if (!organisations.has(slug)) organisations.set(slug, { slug, name: shortName, typed });
      } else {
        const key = `${entry.place.kind}:${entry.place.name}`;
        if (!places.has(key)) places.set(key, { ...entry.place, typed });
      }
      // "UNHCR or UNICEF", "UNHCR and UNICEF": the word between two of a kind is part of the list.
      const between = plainWord(rest.at(-1));
      if (previous === entry.kind && (between === "or" || between === "and" || between === "&"))
        rest.pop();
      at = found.end;
      previous = entry.kind;
      continue;
    }
    const token = tokens[at]!;
    rest.push(token);
    if (token.kind !== "or" && !["and", "&"].includes(plainWord(token) ?? "")) previous = null;
    at += 1;
  }
  // An `or` left among the words would change meaning once a recognised item is taken out of them.
  if (rest.some((token) => token.kind === "or")) return null;
  const ordered = [...grades].sort(
    (a, b) => ladderPosition(a) - ladderPosition(b) || a.localeCompare(b),
  );
  return {
    organisations: [...organisations.values()],
    grades: ordered,
    gradeLabels,
    places: [...places.values()],
    rest,
  };
}

const GRADE_POSITION = new Map<string, number>();
GRADE_FAMILIES.flatMap((family) => family.codes).forEach((code, index) =>
  GRADE_POSITION.set(code, index),
);

function ladderPosition(code: string): number {
  return GRADE_POSITION.get(code) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * What the listing says it understood, in parts: "UNHCR jobs", "grade P-3", "in or about Kenya".
 * An organisation or place that other words narrow down comes first rather than alone ("UNHCR
 * jobs first"). Empty when nothing was recognised.
 */
export function describeUnderstanding(understood: UnderstoodQuery): string[] {
  const first = understood.recognisedOnly ? "" : " first";
  const parts: string[] = [];
  if (understood.organisations.length)
    parts.push(`${understood.organisations.map((o) => o.name).join(" or ")} jobs${first}`);
  if (understood.grades.length) {
    const plural = understood.grades.length > 1 ? "grades" : "grade";
    parts.push(`${plural} ${understood.gradeLabels.join(", ")}`);
  }
  // A place matches the jobs there and the jobs that name it.
  const places = understood.places.map((place) => place.name).join(" or ");
  if (places)
    parts.push(understood.recognisedOnly ? `in or about ${places}` : `in ${places} first`);
  return parts;
}
