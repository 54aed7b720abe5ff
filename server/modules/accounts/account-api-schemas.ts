import { z } from "zod";
import { CONTRACT_TYPES } from "#domain/contract-types";
import { JOB_STATUSES, type SavedSearchFilters } from "#server/db/schema";
import {
  JOB_SORTS,
  LANGUAGE_NEED_FILTERS,
  MAX_LOCATIONS,
  POSTING_LANGUAGE_FILTERS,
} from "#server/modules/jobs/job-query";

// The signed-in user's API (/api/v1/me/*): request bodies and answers as zod schemas. The routes
// read bodies with them, the server's types are inferred from them, and the OpenAPI document
// publishes them.

export const savedJobSchema = z.object({
  jobId: z.guid(),
  title: z.string(),
  organization: z.string(),
  location: z.string(),
  gradeCode: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  status: z.enum(JOB_STATUSES),
  savedAt: z.iso.datetime(),
});

export const savedJobListSchema = z.object({ items: z.array(savedJobSchema) });

/** PUT /api/v1/me/saved-jobs/{jobId}: the job is saved. */
export const savedJobConfirmationSchema = z.object({ job_id: z.guid(), saved: z.literal(true) });

/** Every filter of the listing, as a saved search keeps it (values as the listing parsed them). */
export const savedSearchFiltersSchema = z.object({
  level: z.array(z.string()).optional(),
  field: z.array(z.string()).optional(),
  grade: z.array(z.string()).optional(),
  organization: z.array(z.string()).optional(),
  region: z.array(z.string()).optional().describe("UN M49 region or sub-region slugs."),
  contract: z
    .array(z.string())
    .optional()
    .describe(`Contract types: ${CONTRACT_TYPES.join(", ")}.`),
  nationalsOnly: z.boolean().optional(),
  closingWithin: z.int().min(1).max(365).optional(),
  remote: z.boolean().optional(),
  language: z
    .array(z.string())
    .optional()
    .describe("ISO 639-1 codes of languages the postings ask for (`language`)."),
  languageNeed: z
    .enum(LANGUAGE_NEED_FILTERS)
    .optional()
    .describe("With `language`: only jobs that require it, or only those that count it an asset."),
  postingLanguage: z
    .enum(POSTING_LANGUAGE_FILTERS)
    .optional()
    .describe("The language the postings are written in (`postingLanguage`)."),
  literal: z
    .boolean()
    .optional()
    .describe("true: the search text is searched as typed (`literal=1`)."),
  sort: z.enum(JOB_SORTS).optional().describe("The listing's order, when not its default."),
});

// The stored filters (server/db/schema) and the published ones are the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const storedFiltersArePublished: Same<
  z.output<typeof savedSearchFiltersSchema>,
  SavedSearchFilters
> = true;
void storedFiltersArePublished;

export const savedSearchSchema = z.object({
  id: z.guid(),
  user_id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  search_keyword: z.string().nullable(),
  organization_filter: z.string().nullable(),
  location_filter: z.string().nullable(),
  source_filter: z.string().nullable(),
  filters: savedSearchFiltersSchema,
  last_alerted_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  query: z.string().describe("The /jobs query string that runs it."),
});

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });

/** A value of the wrong type is ignored, as if it were not sent. */
const ignoredUnless = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Strings, or one string; other values are ignored. */
const strings = z
  .preprocess(
    (value) =>
      typeof value === "string"
        ? [value]
        : Array.isArray(value)
          ? value.filter((item) => typeof item === "string")
          : [],
    z.array(z.string()),
  )
  .optional();

/**
 * POST /api/v1/me/saved-searches. Filters are checked as the listing's parameters are (a bad one
 * answers 400 naming it); a value of the wrong type is ignored, except `nationalsOnly`.
 */
export const savedSearchInputSchema = z.object({
  name: ignoredUnless(z.string()).describe(
    "At most 100 characters are kept; without one, a name is made from the filters.",
  ),
  is_active: ignoredUnless(z.boolean()).describe("Default true."),
  search_keyword: ignoredUnless(z.string()),
  organization_filter: ignoredUnless(z.string()),
  location_filter: ignoredUnless(z.string()).describe(
    `Locations separated by commas, at most ${MAX_LOCATIONS}.`,
  ),
  source_filter: ignoredUnless(z.string()),
  filters: z
    .preprocess(
      // A `filters` that is not an object is read as no filters.
      (value) => (value && typeof value === "object" ? value : {}),
      z.object({
        level: strings,
        field: strings,
        grade: strings,
        organization: strings,
        region: strings,
        contract: strings,
        nationalsOnly: z
          .boolean({ error: "filters.nationalsOnly must be true or false" })
          .optional(),
        closingWithin: ignoredUnless(z.number()),
        remote: ignoredUnless(z.boolean()),
        language: strings.describe(
          "Languages the postings ask for, by ISO 639-1 code or English name (an unknown one answers 400).",
        ),
        languageNeed: ignoredUnless(z.string()).describe(
          `With \`language\`: ${LANGUAGE_NEED_FILTERS.join(" or ")} (another answers 400).`,
        ),
        postingLanguage: ignoredUnless(z.string()).describe(
          `The language the postings are written in: ${POSTING_LANGUAGE_FILTERS.join(", ")} (another answers 400).`,
        ),
        literal: ignoredUnless(z.boolean()).describe(
          "true: the search text is searched as typed (`literal=1`).",
        ),
        sort: ignoredUnless(z.string()).describe(
          `The listing's order: ${JOB_SORTS.join(", ")} (another answers 400).`,
        ),
      }),
    )
    .optional(),
});

/** PATCH /api/v1/me/saved-searches/{id}: rename, pause or resume. */
export const savedSearchChangesSchema = z.object({
  name: ignoredUnless(z.string()),
  is_active: ignoredUnless(z.boolean()),
});

export type SavedJobItem = z.output<typeof savedJobSchema>;
export type SavedSearchDto = z.output<typeof savedSearchSchema>;
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;
