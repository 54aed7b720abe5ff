import { z } from "zod";
import { CONTRACT_TYPES } from "#domain/contract-types";
import { PROFESSIONAL_FIELDS } from "#domain/fields";
import { JOB_LEVELS } from "#domain/levels";
import { JOB_STATUSES } from "#server/db/schema";
import { LANGUAGE_NEED_FILTERS, MAX_SHOWN } from "./job-query";
import { SEARCH_TOTAL_CAP } from "./search-jobs";

// The answers of the public job API (/api/v1/jobs, /api/v1/jobs/{id}, /api/v1/facets) as zod
// schemas: the server's types are inferred from them and the OpenAPI document publishes them.

const instant = () => z.iso.datetime();

/** A job as the API returns it: the stored snake_case fields plus the normalised ones. */
export const jobSchema = z.object({
  id: z.guid(),
  title: z.string(),
  organization: z.string(),
  organization_id: z.guid().nullable(),
  organization_slug: z.string().nullable(),
  logo_url: z.string().nullable(),
  location: z.string().describe("Display form of the duty station."),
  city: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  region: z.string().nullable(),
  is_remote: z.boolean(),
  is_multi_location: z.boolean(),
  description: z
    .string()
    .optional()
    .describe("Sanitised HTML; on the detail endpoint, or with include=description."),
  link: z.string().describe("The employer's page for the job."),
  links: z.array(z.object({ source: z.string(), url: z.string() })),
  professional_field: z.enum(PROFESSIONAL_FIELDS).nullable(),
  level: z.enum(JOB_LEVELS).nullable(),
  grade_code: z.string().nullable(),
  grade_source: z.enum(["level", "title", "description"]).nullable(),
  grade_confidence: z.number().min(0).max(1).nullable(),
  contract_type: z
    .enum(CONTRACT_TYPES)
    .nullable()
    .describe("Read from the posting; null when it does not say."),
  nationals_only: z
    .boolean()
    .nullable()
    .describe(
      "true: only nationals may apply; false: recruited internationally; null: the posting does not say.",
    ),
  languages_required: z
    .array(z.string())
    .nullable()
    .describe("ISO 639-1 codes of the languages the posting requires; null: not read yet."),
  languages_asset: z
    .array(z.string())
    .nullable()
    .describe(
      "ISO 639-1 codes of the languages the posting counts as an asset; null: not read yet.",
    ),
  language_other: z
    .enum(LANGUAGE_NEED_FILTERS)
    .nullable()
    .describe(
      'One more language the posting asks for without naming a single one ("another UN official language", "Sinhala and/or Tamil").',
    ),
  posting_language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable()
    .describe(
      "ISO 639-1 code of the language the posting is written in; null: not read yet, or too short or unsure to tell.",
    ),
  expires_at: instant().nullable().describe("The deadline as a UTC instant."),
  closing_date: z.iso.date().nullable().describe("The deadline's date as the posting states it."),
  posted_date: instant(),
  created_at: instant(),
  first_seen_at: instant(),
  last_seen_at: instant(),
  source: z.string(),
  external_id: z.string(),
  status: z.enum(JOB_STATUSES),
  summary_excerpt: z.string().nullable(),
});

const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** A place the search text named, as the API reports it. */
export const understoodPlaceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("country"), name: z.string(), countryCode }),
  z.object({ kind: z.literal("city"), name: z.string(), countryCode }),
  z.object({
    kind: z.literal("region"),
    name: z.string(),
    region: z.string().describe("UN M49 region slug."),
  }),
]);

/**
 * What the search text was read as, for API clients: the organisations, grades and places taken
 * from it (each filters alone, or ranks its jobs first among other words), the words left for the
 * full-text match, and the sentence parts /jobs shows. With `literal=1` nothing is taken.
 */
export const understoodSearchSchema = z
  .object({
    typed: z.string().describe("The search text as typed, trimmed."),
    literal: z.boolean(),
    organisations: z.array(z.object({ slug: z.string(), name: z.string() })),
    grades: z.array(z.string()).describe("Grade codes such as P-3, NO-B, in ladder order."),
    places: z.array(understoodPlaceSchema),
    text: z
      .string()
      .describe(
        'The words left for the full-text match, in web-search syntax; "" when none are left.',
      ),
    recognisedOnly: z
      .boolean()
      .describe("true: the recognised parts are all the text says, and they filter."),
    description: z
      .array(z.string())
      .describe('How /jobs says it ("UNHCR jobs", "grade P-3", "in or about Kenya").'),
  })
  .describe(
    "Organisations, grades and places taken from the search text (alone they filter; among other words their jobs rank first), and the words left for the full-text match. With `literal=true` nothing is taken.",
  );

/** "Did you mean": the search with one word corrected, and how many jobs it finds. */
export const searchSuggestionSchema = z.object({ query: z.string(), total: z.int().min(1) });

/** The search was corrected: the results are those of `query`, not of the words as typed. */
export const searchCorrectionSchema = z.object({
  query: z
    .string()
    .describe(
      "The search whose results are listed: the typed one with its misspelt words corrected.",
    ),
  typed: z
    .string()
    .describe("The search as typed; the same request with `literal=true` searches it as typed."),
});

const cap = SEARCH_TOTAL_CAP.toLocaleString("en");

/** One page of the job listing (GET /api/v1/jobs adds `understood`). */
export const jobPageSchema = z.object({
  items: z.array(jobSchema),
  total: z
    .int()
    .min(0)
    .describe(
      `The number of matching jobs. A keyword search counts up to ${cap}; past that, \`total\` is ${cap} and \`totalIsLowerBound\` is true.`,
    ),
  totalIsLowerBound: z
    .boolean()
    .describe(
      `true: more than ${cap} jobs match the keyword, \`total\` is a lower bound (shown as "${cap}+"); keep paging while \`hasMore\` is true.`,
    ),
  hasMore: z.boolean(),
  page: z.int().min(1),
  perPage: z
    .int()
    .min(1)
    .max(MAX_SHOWN)
    .describe(
      `The page size; with \`shown\`, that many results (at most ${MAX_SHOWN}) from the first.`,
    ),
  searchMode: z
    .enum(["none", "exact", "fuzzy"])
    .describe("`fuzzy`: nothing matched exactly, so titles similar to the words were used."),
  suggestion: searchSuggestionSchema
    .nullable()
    .describe(
      '"Did you mean": when a keyword search finds fewer than 3 jobs (or only similar titles) and a word of it matches no job, the search with that word replaced by the closest word of job titles, employers and places, and how many jobs it finds; otherwise null. Null when the listing already shows that search (`correction`).',
    ),
  correction: searchCorrectionSchema
    .nullable()
    .describe(
      'Set when the listing shows the corrected search in place of the typed one: the typed search found fewer than 3 jobs (or only similar titles), "Did you mean" has a correction that finds more, and the request did not ask for the text as typed (`literal=true`). `total`, `items` and `understood` are then those of the corrected search. Null otherwise.',
    ),
});

/** GET /api/v1/jobs: one page of the listing and what its search text was read as. */
export const jobListingSchema = jobPageSchema.extend({
  understood: understoodSearchSchema
    .nullable()
    .describe("What the search text was read as; null without a search."),
});

export const facetCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.int().min(1),
});

const facetCounts = z.array(facetCountSchema);

/** Counts per value of each facet under the listing's filters. */
export const facetsSchema = z.object({
  level: facetCounts,
  field: facetCounts,
  grade: facetCounts,
  organization: facetCounts,
  contract: facetCounts,
  region: facetCounts,
  country: facetCounts,
});

export type JobDto = z.output<typeof jobSchema>;
/** One page of the listing, as searchJobs gives it. */
export type JobPage = z.output<typeof jobPageSchema>;
export type JobListing = z.output<typeof jobListingSchema>;
export type UnderstoodSearch = z.output<typeof understoodSearchSchema>;
export type UnderstoodPlace = z.output<typeof understoodPlaceSchema>;
export type SearchSuggestion = z.output<typeof searchSuggestionSchema>;
export type SearchCorrection = z.output<typeof searchCorrectionSchema>;
export type FacetCount = z.output<typeof facetCountSchema>;
export type Facets = z.output<typeof facetsSchema>;
export type FacetKey = keyof Facets;
