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

import { ladderPosition, gradeExpressionAt } from "./read-grades";
import { entryAt, type Place } from "./read-organisations-and-places";
import { clausesOf, FILLER_WORDS, type TextClause } from "./search-text-clauses";
import { plainWord, renderToken, splitOnOr, tokenise, type Token } from "./search-tokens";

export type { Place } from "./read-organisations-and-places";
export { organisationSearchNames } from "./read-organisations-and-places";
export type { TextClause } from "./search-text-clauses";

export type RecognisedOrganisation = {
  slug: string;
  /** How the listing names it: its acronym when well known ("UNHCR"), else its name. */
  name: string;
  /** The words as typed, searched as text when other words remain. */
  typed: string;
};

export type RecognisedPlace = Place & {
  /** The words as typed, searched as text when other words remain. */
  typed: string;
};

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
