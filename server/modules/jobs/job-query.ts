import { z } from "zod";
import { JOB_LEVELS } from "#domain/levels";
import {
  FIELD_SLUGS,
  PROFESSIONAL_FIELDS,
  findFieldBySlug,
  type ProfessionalField,
} from "#domain/fields";
import { normaliseGradeCode } from "#domain/grades";
import { CONTRACT_TYPES } from "#domain/contract-types";
import { LANGUAGE_DEFINITIONS, findLanguageCode } from "#domain/language-requirements";
import { REGION_FILTERS, findRegionFilter } from "#domain/regions";
import { understandQuery } from "#domain/understand-query";
import { DEFAULT_PER_PAGE, MAX_SHOWN } from "#domain/listing-window";
import {
  choice,
  choiceOr,
  flag,
  integer,
  integerOr,
  list,
  parseOrRefuse,
  querySchemaShape,
  queryReader,
  type QueryValues,
  refuse,
  text,
} from "#server/modules/api/query-parameters";

export { InvalidQueryError } from "#server/modules/api/query-parameters";

export const JOB_SORTS = ["relevance", "newest", "deadline"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_STATUS_FILTERS = ["open", "expired", "closed", "all"] as const;
export const LANGUAGE_NEED_FILTERS = ["required", "asset"] as const;
/** The languages a posting may be written in that the listing filters on (ISO 639-1). */
export const POSTING_LANGUAGE_FILTERS = ["en", "fr", "es"] as const;

export const MAX_PER_PAGE = 100;
export { DEFAULT_PER_PAGE, MAX_SHOWN };
export const MAX_PAGE = 400;
/** Locations one listing (and one saved search) can combine. */
export const MAX_LOCATIONS = 10;

/** A value of a closed list, matched without regard to case; otherwise `message(raw)`. */
function known<const T extends readonly [string, ...string[]]>(
  values: T,
  message: (raw: string) => string,
  find: (raw: string) => string | undefined = (raw) =>
    values.find((value) => value.toLowerCase() === raw.toLowerCase()),
) {
  return z.preprocess(
    (raw) => find(raw as string) ?? raw,
    z.enum(values, { error: (issue) => message(String(issue.input)) }),
  );
}

function findField(raw: string): ProfessionalField | undefined {
  const lowered = raw.toLowerCase();
  return (
    PROFESSIONAL_FIELDS.find((field) => field.toLowerCase() === lowered) ??
    findFieldBySlug(lowered) ??
    undefined
  );
}

const fieldSlugs = PROFESSIONAL_FIELDS.map((field) => FIELD_SLUGS[field]) as [string, ...string[]];
const languageCodes = LANGUAGE_DEFINITIONS.map((language) => language.code) as [
  string,
  ...string[],
];
const regionSlugs = REGION_FILTERS.map((region) => region.slug) as [string, ...string[]];

/**
 * The parameters of the job listing (`/api/v1/jobs`, `/api/v1/facets`, `/jobs`, its feeds and saved
 * searches), each defined once: how it is read, what a bad value answers, and how the OpenAPI
 * document describes it. A bad value is refused with a 400 naming the first bad parameter in this
 * order. A new parameter is a line here and a line in `toJobQuery` below.
 */
export const JOB_QUERY_PARAMETERS = {
  search: text(
    200,
    'Keywords in web-search syntax ("quoted phrase", or, -exclude); accent-insensitive, typo-tolerant on titles. `q` is an alias. Organisations ("UNHCR", "UN Refugee Agency"), grades ("P3", "NO-B", "P4 and above") and places ("Kenya", "Geneva") it names are recognised: alone they filter, among other words their jobs rank first. British and American spellings and field abbreviations ("M&E", "HR", "WASH") find each other.',
  ),
  level: list(40, {
    description: "Job level, in any case.",
    item: (name) => known(JOB_LEVELS, () => `${name} must be one of: ${JOB_LEVELS.join(", ")}`),
  }),
  field: list(80, {
    description:
      "Professional field, by slug (as published) or by a name without a comma, in any case.",
    item: () =>
      known(
        fieldSlugs,
        (raw) => `field "${raw}" is not a known professional field`,
        (raw) => {
          const field = findField(raw);
          return field && FIELD_SLUGS[field];
        },
      ).transform((slug) => findFieldBySlug(slug)!),
  }),
  grade: list(20, {
    description: "Grade code such as P-3, G-6, NO-B; case and hyphen are normalised.",
    item: () =>
      z
        .string()
        .transform(
          (raw, ctx) =>
            normaliseGradeCode(raw) ?? refuse(ctx, `grade "${raw}" is not a known grade code`, raw),
        ),
  }),
  remote: flag("Only remote (true) or only on-site (false) jobs."),
  location: list(120, {
    description: `City, country name or ISO code; matches the duty station. At most ${MAX_LOCATIONS} locations (more answer 400).`,
    maxItems: (name) => [
      MAX_LOCATIONS,
      {
        error: (issue) =>
          `${name} accepts at most ${MAX_LOCATIONS} locations (${(issue.input as unknown[]).length} given)`,
      },
    ],
  }),
  region: list(80, {
    description:
      "UN M49 region, sub-region or intermediate region, by slug or name (africa, sub-saharan-africa, eastern-africa, western-europe…); matches the duty station's country.",
    item: () =>
      known(
        regionSlugs,
        (raw) =>
          `region "${raw}" is not a UN M49 region or sub-region (e.g. africa, eastern-africa, western-europe)`,
        (raw) => findRegionFilter(raw)?.slug,
      ),
  }),
  contract: list(40, {
    description:
      "Contract type, read from the posting's title, grade and text: staff (international), national (nationally recruited: NO, G, NPSA grades), temporary (TA), consultant (consultancies, individual contractors), internship, volunteer. Jobs whose contract type is not known match no contract filter.",
    item: (name) =>
      known(
        CONTRACT_TYPES,
        () => `${name} must be one of: ${CONTRACT_TYPES.join(", ")}`,
        (raw) => CONTRACT_TYPES.find((type) => type === raw.toLowerCase()),
      ),
  }),
  language: list(40, {
    description:
      "A language the posting asks for, by ISO 639-1 code (en, fr, es, ar, zh, ru, pt, de…) or English name, in any case: jobs that ask for any of them.",
    item: () =>
      known(
        languageCodes,
        (raw) =>
          `language "${raw}" is not a known language (an ISO 639-1 code such as en, fr, es, ar, zh, ru, pt, or its English name)`,
        (raw) => findLanguageCode(raw) ?? undefined,
      ),
  }),
  // Checked always, applied only with a language (removing the last language chip keeps it).
  languageNeed: choice(
    LANGUAGE_NEED_FILTERS,
    "With `language`: only jobs that require the language (`required`) or only those that count it an asset (`asset`); ignored without `language`.",
  ),
  postingLanguage: choice(
    POSTING_LANGUAGE_FILTERS,
    "The language the posting is written in (`en`, `fr` or `es`), as read from its title and description; not the languages it asks for (see `language`).",
  ),
  sort: choice(
    JOB_SORTS,
    "`relevance` (the default with a search; without one it orders as `newest`), `newest` (latest posted first) or `deadline` (closing soonest first).",
  ),
  literal: flag(
    "true: search the text as typed, recognising no organisation, grade or place in it and never listing a corrected search in its place (spellings and abbreviations still find each other).",
  ),
  page: integerOr(1, 1, MAX_PAGE),
  perPage: integerOr(DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
  shown: integer(
    1,
    MAX_SHOWN,
    `The first this many results in one answer (at most ${MAX_SHOWN}), in place of \`page\`: the address of a listing after Load More, which adds \`perPage\` results at a time. Past ${MAX_SHOWN} the listing goes on with \`page\`.`,
  ),
  source: list(120, { description: "Source name." }),
  organization: list(160, { description: "Organisation slug, acronym or name." }),
  nationalsOnly: flag(
    'true: only jobs open to nationals only (National Officer grades, national consultants, "nationals only" in the posting); false: leaves those jobs out.',
  ),
  closingWithin: integer(1, 365, "Only jobs whose deadline falls within this many days."),
  status: choiceOr(
    JOB_STATUS_FILTERS,
    "open",
    "`open` (default): active and not past the deadline.",
  ),
  include: list(40, {
    description:
      "`description` adds each job's sanitised HTML description; other values are ignored.",
  }),
};

/** Parameters that only page and order the listing; `/api/v1/facets` ignores them. */
export const PAGING_PARAMETERS = ["page", "perPage", "shown", "sort", "include"] as const;

const unique = <T>(values: T[]) => [...new Set(values)];

/** The listing's filters and paging, parsed and normalised, from the parameters' values. */
function toJobQuery(values: QueryValues<typeof JOB_QUERY_PARAMETERS>) {
  const search = values.search?.trim() || null;
  const literal = values.literal === true;
  const shown = values.shown ?? null;
  return {
    // `shown` lists the first results at once: one page as long as them.
    page: shown ? 1 : values.page,
    perPage: shown ?? values.perPage,
    /** Results Load More adds at a time (the page size asked for, also with `shown`). */
    step: values.perPage,
    /** How many results the address lists from the first (Load More); null: a page of them. */
    shown,
    search,
    sources: values.source,
    locations: values.location,
    /** UN M49 region, sub-region or intermediate-region slugs (domain/regions.ts). */
    regions: unique(values.region),
    organizations: values.organization,
    fields: unique(values.field),
    levels: unique(values.level),
    grades: unique(values.grade),
    contractTypes: unique(values.contract),
    /** ISO 639-1 codes: jobs that ask for any of these languages. */
    languages: unique(values.language),
    /** With `languages`: only jobs that require them, or only those that count them an asset; null: either. */
    languageNeed: values.language.length ? (values.languageNeed ?? null) : null,
    /** The language the postings are written in (ISO 639-1); null: any. */
    postingLanguage: values.postingLanguage ?? null,
    /** true: only jobs open to nationals only; false: leaves those out; null: no filter. */
    nationalsOnly: values.nationalsOnly ?? null,
    sort: values.sort ?? (search ? "relevance" : "newest"),
    closingWithin: values.closingWithin ?? null,
    remote: values.remote ?? null,
    status: values.status,
    includeDescription: values.include.includes("description"),
    /** `literal=1`: search the text as typed, recognising no organisation, grade or place in it. */
    literal,
    /** What the search text asks for (domain/understand-query.ts); null without a search. */
    understood: search ? understandQuery(search, { literal }) : null,
  };
}

/** The listing's query parameters as one schema: raw values in, JobQuery out. */
export const jobQuerySchema = z
  .object(querySchemaShape(JOB_QUERY_PARAMETERS))
  .transform(toJobQuery);

/** Filters and paging of the job listing, parsed and normalised. */
export type JobQuery = z.output<typeof jobQuerySchema> & {
  /**
   * Leaves out the recorded sample loaded at first start: postings that have closed on their
   * employers' sites and can no longer be applied for, though listed while they are the sample
   * (the feeds, and counts of what is available, set it). Never set from an address.
   */
  withoutSample?: boolean;
};

/** The query with another search text, read again as the listing reads it (same `literal`). */
export function withSearchText(query: JobQuery, search: string): JobQuery {
  return { ...query, search, understood: understandQuery(search, { literal: query.literal }) };
}

const readJobQueryValues = queryReader(JOB_QUERY_PARAMETERS, { search: "q" });

/** Parses listing parameters; throws InvalidQueryError naming the bad parameter. */
export function parseJobQuery(params: URLSearchParams): JobQuery {
  return parseOrRefuse(jobQuerySchema.safeParse(readJobQueryValues(params)));
}
