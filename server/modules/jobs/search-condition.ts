import { sql, type SQL } from "drizzle-orm";
import {
  organisationSearchNames,
  type RecognisedOrganisation,
  type RecognisedPlace,
  type UnderstoodQuery,
} from "#domain/understand-query";
import { locationMatch, organizationMatch, regionMatch } from "./job-filters";
import type { JobQuery } from "./job-query";

// What the search box asks for, as SQL over table alias `j` (`jobs` or `job_search`, whose columns
// are named alike). The text is read once by understandQuery (parseJobQuery does it), so the
// listing, the feeds, the facets, the alerts and the search API all search the same way:
//
// - a recognised grade is a grade filter;
// - a recognised organisation is a filter when it is all the search says ("UNHCR", "UNHCR P3");
//   among other words ("UNHCR protection officer", "ACNUR protection") a job matches it as its
//   employer or by naming it, as typed or by any of its names ("UNHCR", "HCR", "ACNUR", its full
//   name in English, French, Spanish or Arabic), and the employer's jobs rank first;
// - a recognised place matches jobs there or jobs whose words name it; among other words the jobs
//   there rank first;
// - the remaining words are matched with the full-text index, each word also by its other
//   spellings and abbreviations ("programme"/"program", "M&E"/"monitoring and evaluation");
// - exclusions (-senior) hold for the exact match, the typo-tolerant match and listings alike.

/**
 * The text-search configurations postings are indexed with, by the language they are written in
 * (search_config_of in the database: French and Spanish postings with their own stemmers and stop
 * words, other languages without stemming, English and not yet read postings in English).
 */
const CONFIGS = ["english", "french", "spanish", "simple"] as const;
type Config = (typeof CONFIGS)[number];

/** A tsquery built with one configuration. */
type QueryIn = (config: Config) => SQL;

function websearch(text: string, config: Config): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}, immutable_unaccent(${text}))`;
}

function anyOf(alternatives: readonly string[], config: Config): SQL {
  if (alternatives.length === 1) return websearch(alternatives[0] ?? "", config);
  return sql`(${sql.join(
    alternatives.map((alternative) => websearch(alternative, config)),
    sql` || `,
  )})`;
}

/** The words as a tsquery; with alternatives, composed from one web-search query per form. */
function wordsQuery(understood: UnderstoodQuery, config: Config): SQL {
  if (!understood.expanded) return websearch(understood.text, config);
  // Custom operators share one precedence in SQL, so every operand is parenthesised.
  const groups = understood.groups.map(
    (group) =>
      sql`(${sql.join(
        group.map((clause) =>
          clause.exclude
            ? sql`(!!${anyOf(clause.alternatives, config)})`
            : anyOf(clause.alternatives, config),
        ),
        sql` && `,
      )})`,
  );
  return groups.length === 1 ? groups[0]! : sql`(${sql.join(groups, sql` || `)})`;
}

/** Each job's query: the one built with the configuration its words were indexed with. */
function queryOfEachJob(query: QueryIn): SQL {
  return sql`(case search_config_of(j.posting_language) when 'french'::regconfig then ${query("french")} when 'spanish'::regconfig then ${query("spanish")} when 'simple'::regconfig then ${query("simple")} else ${query("english")} end)`;
}

/**
 * The jobs whose words match the query as built with their own language's configuration: a French
 * search finds French postings, and an English posting matches exactly the English query it
 * matched before postings had languages. The first condition (any configuration's query) is what
 * the GIN index reads, in one scan; the second keeps, of those rows, the ones that match in their
 * own language.
 */
function wordsMatch(query: QueryIn): SQL {
  const any = sql.join(
    CONFIGS.map((config) => query(config)),
    sql` || `,
  );
  return sql`(j.search @@ (${any}) and j.search @@ ${queryOfEachJob(query)})`;
}

/** Jobs that contain none of what the query matches, in their own language. */
function wordsMiss(query: QueryIn): SQL {
  return sql`not (j.search @@ ${queryOfEachJob(query)})`;
}

function hasWords(understood: UnderstoodQuery | null): understood is UnderstoodQuery {
  return understood !== null && understood.groups.some((group) => group.some((c) => !c.exclude));
}

/** True when the search has words to match (a keyword search), not only recognised filters. */
export function hasSearchWords(query: JobQuery): boolean {
  return hasWords(query.understood);
}

function placeMatch(places: readonly RecognisedPlace[]): SQL {
  const clauses = places.map((place) => {
    switch (place.kind) {
      case "country":
        return sql`j.country_code = ${place.countryCode}`;
      case "region":
        return regionMatch([place.slug]);
      case "city":
        return locationMatch([place.name]);
    }
  });
  return sql`(${sql.join(clauses, sql` or `)})`;
}

function typedPhrase(typed: string): string {
  return `"${typed.replace(/"/g, " ")}"`;
}

/**
 * The phrases a posting names an organisation by: the words typed ("منظمه الصحه العالميه" as typed)
 * and its names in the four languages (organisationSearchNames: a handful, no aliases), each
 * once.
 */
function organisationPhrases(organisation: RecognisedOrganisation): string[] {
  const phrases = [organisation.typed, ...organisationSearchNames(organisation.slug)];
  return [...new Set(phrases.map(typedPhrase))];
}

/**
 * The recognised organisations' condition: their jobs, or (among other words) the jobs that name
 * them, all names in one tsquery per configuration so the index is read once.
 */
function organisationCondition(understood: UnderstoodQuery, narrowing: boolean): SQL | null {
  const { organisations } = understood;
  if (!organisations.length) return null;
  const employer = organizationMatch(organisations.map((organisation) => organisation.slug));
  if (narrowing) return employer;
  const phrases = organisations.flatMap(organisationPhrases);
  const named = wordsMatch((config) => anyOf(phrases, config));
  return sql`(${employer} or ${named})`;
}

/**
 * The recognised places' condition: jobs there, or jobs whose words name the place (a roster for
 * "Zanzibar" posted from Dar es Salaam), so a place never finds fewer jobs than its words did.
 */
function placeCondition(understood: UnderstoodQuery): SQL | null {
  const { places } = understood;
  if (!places.length) return null;
  const named = sql.join(
    places.map((place) => wordsMatch((config) => websearch(typedPhrase(place.typed), config))),
    sql` or `,
  );
  return sql`(${placeMatch(places)} or ${named})`;
}

/** What no result may contain, as one tsquery per configuration; null without exclusions. */
function exclusionsQuery(understood: UnderstoodQuery): QueryIn | null {
  if (!understood.exclusions.length) return null;
  const excluded = understood.exclusions.flat();
  return (config) => anyOf(excluded, config);
}

/** The conditions of the recognised grades, organisations and places (and, without words, exclusions). */
function understoodConditions(understood: UnderstoodQuery): SQL[] {
  const narrowing = !hasWords(understood);
  const conditions: SQL[] = [];
  if (understood.grades.length)
    conditions.push(
      sql`j.grade_code in (${sql.join(
        understood.grades.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  const organisations = organisationCondition(understood, narrowing);
  if (organisations) conditions.push(organisations);
  const places = placeCondition(understood);
  if (places) conditions.push(places);
  if (narrowing) {
    const excluded = exclusionsQuery(understood);
    if (excluded) conditions.push(wordsMiss(excluded));
  }
  return conditions;
}

function and(conditions: SQL[]): SQL | null {
  return conditions.length ? sql.join(conditions, sql` and `) : null;
}

/**
 * Everything the search box asks for, as one condition: the words' full-text match (when words
 * are left) and the recognised grades, organisations and places. Null without a search.
 */
export function searchCondition(query: JobQuery): SQL | null {
  const { understood } = query;
  if (!understood) return null;
  const words = hasWords(understood)
    ? [wordsMatch((config) => wordsQuery(understood, config))]
    : [];
  return and([...words, ...understoodConditions(understood)]);
}

/**
 * The typo-tolerant fallback: trigram word similarity of the wanted words to the title, with the
 * recognised conditions, and never a job that contains an excluded word ("economist -senior"
 * finds no "Senior Economist" here either).
 */
export function fuzzySearchCondition(query: JobQuery): SQL {
  const understood = query.understood;
  if (!hasWords(understood)) return sql`false`;
  const conditions = [
    sql`immutable_unaccent(${understood.fuzzyText}) <% immutable_unaccent(j.title)`,
    ...understoodConditions(understood),
  ];
  const excluded = exclusionsQuery(understood);
  if (excluded) conditions.push(wordsMiss(excluded));
  return sql.join(conditions, sql` and `);
}

/** The words the typo-tolerant match compares with titles (for its similarity order). */
export function fuzzySearchText(query: JobQuery): string {
  return query.understood?.fuzzyText ?? "";
}

/**
 * Relevance: `ts_rank` over the weighted words (title above organisation and place above text),
 * counting repeated words with diminishing weight, and for several words favouring those found
 * close together; a recognised employer or place among other words adds one, which puts its jobs
 * first (a rank of the words alone stays below one). `ts_rank_cd` (cover density) orders much the
 * same way and cost about twice as much per candidate, a sixth of a cold search's database time.
 */
export function searchRank(query: JobQuery): SQL {
  const understood = query.understood;
  if (!hasWords(understood)) return sql`0`;
  const rank = sql`ts_rank(j.search, ${queryOfEachJob((config) => wordsQuery(understood, config))}, 1)`;
  const boosts: SQL[] = [];
  if (understood.organisations.length)
    boosts.push(organizationMatch(understood.organisations.map((o) => o.slug)));
  if (understood.places.length) boosts.push(placeMatch(understood.places));
  if (!boosts.length) return rank;
  return sql`(${rank} + ${sql.join(
    boosts.map((boost) => sql`(case when ${boost} then 1 else 0 end)`),
    sql` + `,
  )})`;
}
