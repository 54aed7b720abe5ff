import { JOB_LEVELS } from "#domain/levels";
import { CONTRACT_TYPES } from "#domain/contract-types";
import { LANGUAGE_DEFINITIONS } from "#domain/language-requirements";
import { REGION_FILTERS } from "#domain/regions";
import { PROFESSIONAL_FIELDS } from "#domain/fields";
import { z } from "zod";
import { sourcesHealthResponseSchema } from "#server/modules/admin/source-health";
import {
  DEFAULT_PER_PAGE,
  JOB_SORTS,
  JOB_STATUS_FILTERS,
  LANGUAGE_NEED_FILTERS,
  MAX_LOCATIONS,
  MAX_PAGE,
  MAX_PER_PAGE,
} from "#server/modules/jobs/job-query";
import { SEARCH_TOTAL_CAP } from "#server/modules/jobs/search-jobs";

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type: [type, "null"],
  ...extra,
});
const repeated = (
  description: string,
  items: Record<string, unknown> = { type: "string" },
  maxItems?: number,
) => ({
  description: `${description} Repeat the key (or separate with commas) for several values: OR within the filter, AND across filters.`,
  schema: { type: "array", items, ...(maxItems ? { maxItems } : {}) },
  style: "form",
  explode: true,
});

const filterParameters = [
  {
    name: "search",
    in: "query",
    description:
      'Keywords in web-search syntax ("quoted phrase", or, -exclude); accent-insensitive, typo-tolerant on titles. `q` is an alias. Organisations ("UNHCR", "UN Refugee Agency"), grades ("P3", "NO-B", "P4 and above") and places ("Kenya", "Geneva") it names are recognised: alone they filter, among other words their jobs rank first. British and American spellings and field abbreviations ("M&E", "HR", "WASH") find each other.',
    schema: { type: "string", maxLength: 200 },
  },
  {
    name: "literal",
    in: "query",
    description:
      "true: search the text as typed, recognising no organisation, grade or place in it (spellings and abbreviations still find each other).",
    schema: { type: "boolean" },
  },
  { name: "source", in: "query", ...repeated("Source name.") },
  {
    name: "location",
    in: "query",
    ...repeated(
      `City, country name or ISO code; matches the duty station. At most ${MAX_LOCATIONS} locations (more answer 400).`,
      { type: "string" },
      MAX_LOCATIONS,
    ),
  },
  {
    name: "region",
    in: "query",
    ...repeated(
      "UN M49 region, sub-region or intermediate region, by slug or name (africa, sub-saharan-africa, eastern-africa, western-europe…); matches the duty station's country.",
      { type: "string", enum: REGION_FILTERS.map((region) => region.slug) },
    ),
  },
  {
    name: "contract",
    in: "query",
    ...repeated(
      "Contract type, read from the posting's title, grade and text: staff (international), national (nationally recruited: NO, G, NPSA grades), temporary (TA), consultant (consultancies, individual contractors), internship, volunteer. Jobs whose contract type is not known match no contract filter.",
      { type: "string", enum: [...CONTRACT_TYPES] },
    ),
  },
  {
    name: "nationalsOnly",
    in: "query",
    description:
      'true: only jobs open to nationals only (National Officer grades, national consultants, "nationals only" in the posting); false: leaves those jobs out.',
    schema: { type: "boolean" },
  },
  {
    name: "language",
    in: "query",
    ...repeated(
      'Language the posting asks for, by ISO 639-1 code or English name (en, fr, es, ar, zh, ru, pt, de…), read from its text ("fluency in French is required", "knowledge of Arabic is an asset"). A posting that asks for "another UN language" without naming one matches none.',
      { type: "string", enum: LANGUAGE_DEFINITIONS.map((language) => language.code) },
    ),
  },
  {
    name: "languageNeed",
    in: "query",
    description:
      "With `language`: required keeps the jobs that require the language, asset those that count it an asset; without it, either. Ignored without `language`.",
    schema: { type: "string", enum: [...LANGUAGE_NEED_FILTERS] },
  },
  { name: "organization", in: "query", ...repeated("Organisation slug, acronym or name.") },
  {
    name: "field",
    in: "query",
    ...repeated("Professional field, by name or slug.", { type: "string" }),
  },
  {
    name: "level",
    in: "query",
    ...repeated("Job level.", { type: "string", enum: [...JOB_LEVELS] }),
  },
  {
    name: "grade",
    in: "query",
    ...repeated("Grade code such as P-3, G-6, NO-B; case and hyphen are normalised."),
  },
  {
    name: "closingWithin",
    in: "query",
    description: "Only jobs whose deadline falls within this many days.",
    schema: { type: "integer", minimum: 1, maximum: 365 },
  },
  {
    name: "remote",
    in: "query",
    description: "Only remote (true) or only on-site (false) jobs.",
    schema: { type: "boolean" },
  },
  {
    name: "status",
    in: "query",
    description: "`open` (default): active and not past the deadline.",
    schema: { type: "string", enum: [...JOB_STATUS_FILTERS], default: "open" },
  },
];

const badRequest = {
  description: "A parameter is invalid; `error.parameter` names it.",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

const meError = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The sources-health response as JSON Schema (2020-12, as OpenAPI 3.1 uses), from its zod schema. */
function sourcesHealthSchemaJson() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(sourcesHealthResponseSchema);
  return schema;
}

/** The public API, described as OpenAPI 3.1; tests validate real responses against it. */
export function createOpenApiDocument(siteUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Blueboard API",
      version: "1.0.0",
      description:
        "Open jobs in the UN system, international organisations, development banks, EU agencies and NGOs.",
    },
    servers: [{ url: siteUrl }],
    paths: {
      "/api/v1/jobs": {
        get: {
          operationId: "listJobs",
          summary: "Search and filter jobs",
          parameters: [
            {
              name: "page",
              in: "query",
              schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 },
            },
            {
              name: "perPage",
              in: "query",
              schema: {
                type: "integer",
                minimum: 1,
                maximum: MAX_PER_PAGE,
                default: DEFAULT_PER_PAGE,
              },
            },
            ...filterParameters,
            {
              name: "sort",
              in: "query",
              description:
                "`relevance` (the default with a search; without one it orders as `newest`), `newest` (latest posted first) or `deadline` (closing soonest first).",
              schema: { type: "string", enum: [...JOB_SORTS] },
            },
            {
              name: "include",
              in: "query",
              description: "`description` adds each job's sanitised HTML description.",
              schema: { type: "string", enum: ["description"] },
            },
          ],
          responses: {
            "200": {
              description: "One page of jobs.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/JobPage" } } },
            },
            "400": badRequest,
          },
        },
      },
      "/api/v1/jobs/{id}": {
        get: {
          operationId: "getJob",
          summary: "One job with its description",
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: {
            "200": {
              description: "The job.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Job" } } },
            },
            "404": {
              description: "No such job.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
            },
          },
        },
      },
      "/api/v1/facets": {
        get: {
          operationId: "getFacets",
          summary:
            "Counts per level, field, grade, organisation, contract type, M49 region and country under the filters",
          description:
            "Each facet ignores its own filter, so its counts show what choosing another value would add.",
          parameters: filterParameters,
          responses: {
            "200": {
              description: "Facet counts.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Facets" } } },
            },
            "400": badRequest,
          },
        },
      },
      "/api/v1/me/saved-jobs": {
        get: {
          operationId: "listSavedJobs",
          summary: "The signed-in user's saved jobs",
          security: [{ session: [] }],
          responses: {
            "200": {
              description: "Saved jobs, newest first.",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["items"],
                    properties: {
                      items: { type: "array", items: { $ref: "#/components/schemas/SavedJob" } },
                    },
                  },
                },
              },
            },
            "401": meError("Not signed in."),
          },
        },
      },
      "/api/v1/me/saved-jobs/{jobId}": {
        parameters: [
          { name: "jobId", in: "path", required: true, schema: { type: "string", format: "uuid" } },
        ],
        put: {
          operationId: "saveJob",
          summary: "Save a job (idempotent)",
          security: [{ session: [] }],
          responses: {
            "200": { description: "Saved." },
            "401": meError("Not signed in."),
            "403": meError("Cross-site request."),
            "404": meError("No such job."),
          },
        },
        delete: {
          operationId: "unsaveJob",
          summary: "Remove a saved job",
          security: [{ session: [] }],
          responses: {
            "204": { description: "Removed." },
            "401": meError("Not signed in."),
            "403": meError("Cross-site request."),
            "404": meError("This user has not saved that job."),
          },
        },
      },
      "/api/v1/me/saved-searches": {
        get: {
          operationId: "listSavedSearches",
          summary: "The signed-in user's saved searches",
          security: [{ session: [] }],
          responses: {
            "200": {
              description: "Saved searches, newest first.",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["items"],
                    properties: {
                      items: {
                        type: "array",
                        items: { $ref: "#/components/schemas/SavedSearch" },
                      },
                    },
                  },
                },
              },
            },
            "401": meError("Not signed in."),
          },
        },
        post: {
          operationId: "createSavedSearch",
          summary: "Save a search (at most 25 per user)",
          security: [{ session: [] }],
          requestBody: {
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/SavedSearchInput" } },
            },
          },
          responses: {
            "201": {
              description: "Created.",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/SavedSearch" } },
              },
            },
            "400": meError("A filter is invalid."),
            "401": meError("Not signed in."),
            "403": meError("Cross-site request."),
            "409": meError(
              "The user already has 25 saved searches, or a saved search with the same filters.",
            ),
          },
        },
      },
      "/api/v1/sources/health": {
        get: {
          operationId: "getSourcesHealth",
          summary: "Health of every ingestion source (admins only)",
          description:
            "Per source: latest run and latest complete crawl, jobs found per run, field completeness of its open jobs, failed runs in a row; `failing` flags three or more.",
          security: [{ session: [] }],
          responses: {
            "200": {
              description: "Every source, active ones first.",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/SourcesHealth" } },
              },
            },
            "401": meError("Not signed in."),
            "403": meError("Signed in without the admin role."),
          },
        },
      },
      "/api/v1/me/saved-searches/{id}": {
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
        ],
        patch: {
          operationId: "updateSavedSearch",
          summary: "Rename, pause or resume a saved search",
          security: [{ session: [] }],
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { name: { type: "string" }, is_active: { type: "boolean" } },
                },
              },
            },
          },
          responses: {
            "200": {
              description: "Updated.",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/SavedSearch" } },
              },
            },
            "401": meError("Not signed in."),
            "403": meError("Cross-site request."),
            "404": meError("Not this user's search."),
          },
        },
        delete: {
          operationId: "deleteSavedSearch",
          summary: "Delete a saved search",
          security: [{ session: [] }],
          responses: {
            "204": { description: "Deleted." },
            "401": meError("Not signed in."),
            "403": meError("Cross-site request."),
            "404": meError("Not this user's search."),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
      schemas: {
        SourcesHealth: sourcesHealthSchemaJson(),
        SavedJob: {
          type: "object",
          required: ["jobId", "title", "organization", "location", "expiresAt", "savedAt"],
          properties: {
            jobId: { type: "string", format: "uuid" },
            title: { type: "string" },
            organization: { type: "string" },
            location: { type: "string" },
            gradeCode: { type: ["string", "null"] },
            expiresAt: { type: ["string", "null"], format: "date-time" },
            status: { type: "string" },
            savedAt: { type: "string", format: "date-time" },
          },
        },
        SavedSearchFilters: {
          type: "object",
          properties: {
            level: { type: "array", items: { type: "string" } },
            field: { type: "array", items: { type: "string" } },
            grade: { type: "array", items: { type: "string" } },
            organization: { type: "array", items: { type: "string" } },
            region: {
              type: "array",
              items: { type: "string", enum: REGION_FILTERS.map((region) => region.slug) },
            },
            contract: { type: "array", items: { type: "string", enum: [...CONTRACT_TYPES] } },
            nationalsOnly: { type: "boolean" },
            closingWithin: { type: "integer", minimum: 1, maximum: 365 },
            remote: { type: "boolean" },
            literal: {
              type: "boolean",
              description: "true: the search text is searched as typed (`literal=1`).",
            },
            sort: {
              type: "string",
              enum: [...JOB_SORTS],
              description: "The listing's order, when not its default.",
            },
          },
        },
        SavedSearchInput: {
          type: "object",
          properties: {
            name: { type: "string", maxLength: 100 },
            is_active: { type: "boolean" },
            search_keyword: { type: "string" },
            organization_filter: { type: "string" },
            location_filter: {
              type: "string",
              description: "Locations separated by commas, at most 10.",
            },
            source_filter: { type: "string" },
            filters: { $ref: "#/components/schemas/SavedSearchFilters" },
          },
        },
        SavedSearch: {
          type: "object",
          required: ["id", "user_id", "name", "is_active", "filters", "created_at", "query"],
          properties: {
            id: { type: "string", format: "uuid" },
            user_id: { type: "string" },
            name: { type: "string" },
            is_active: { type: "boolean" },
            search_keyword: { type: ["string", "null"] },
            organization_filter: { type: ["string", "null"] },
            location_filter: { type: ["string", "null"] },
            source_filter: { type: ["string", "null"] },
            filters: { $ref: "#/components/schemas/SavedSearchFilters" },
            last_alerted_at: { type: ["string", "null"], format: "date-time" },
            created_at: { type: "string", format: "date-time" },
            query: { type: "string", description: "The /jobs query string that runs it." },
          },
        },
        Job: {
          type: "object",
          additionalProperties: false,
          required: [
            "id",
            "title",
            "organization",
            "location",
            "link",
            "status",
            "source",
            "external_id",
            "posted_date",
            "created_at",
          ],
          properties: {
            id: { type: "string", format: "uuid" },
            title: { type: "string" },
            organization: { type: "string" },
            organization_id: nullable("string", { format: "uuid" }),
            organization_slug: nullable("string"),
            logo_url: nullable("string"),
            location: { type: "string", description: "Display form of the duty station." },
            city: nullable("string"),
            country: nullable("string"),
            country_code: nullable("string", { pattern: "^[A-Z]{2}$" }),
            region: nullable("string"),
            is_remote: { type: "boolean" },
            is_multi_location: { type: "boolean" },
            description: {
              type: "string",
              description: "Sanitised HTML; on the detail endpoint, or with include=description.",
            },
            link: { type: "string", description: "The employer's page for the job." },
            links: {
              type: "array",
              items: {
                type: "object",
                required: ["source", "url"],
                properties: { source: { type: "string" }, url: { type: "string" } },
              },
            },
            professional_field: nullable("string", { enum: [...PROFESSIONAL_FIELDS, null] }),
            level: nullable("string", { enum: [...JOB_LEVELS, null] }),
            grade_code: nullable("string"),
            grade_source: nullable("string", { enum: ["level", "title", "description", null] }),
            grade_confidence: nullable("number", { minimum: 0, maximum: 1 }),
            contract_type: nullable("string", {
              enum: [...CONTRACT_TYPES, null],
              description: "Read from the posting; null when it does not say.",
            }),
            nationals_only: nullable("boolean", {
              description:
                "true: only nationals may apply; false: recruited internationally; null: the posting does not say.",
            }),
            languages_required: {
              type: ["array", "null"],
              items: { type: "string" },
              description:
                "ISO 639-1 codes of the languages the posting requires; null: not read yet.",
            },
            languages_asset: {
              type: ["array", "null"],
              items: { type: "string" },
              description:
                "ISO 639-1 codes of the languages the posting counts as an asset; null: not read yet.",
            },
            language_other: nullable("string", {
              enum: ["required", "asset", null],
              description:
                'One more language the posting asks for without naming a single one ("another UN official language", "Sinhala and/or Tamil").',
            }),
            expires_at: nullable("string", {
              format: "date-time",
              description: "The deadline as a UTC instant.",
            }),
            closing_date: nullable("string", {
              format: "date",
              description: "The deadline's date as the posting states it.",
            }),
            posted_date: { type: "string", format: "date-time" },
            created_at: { type: "string", format: "date-time" },
            first_seen_at: { type: "string", format: "date-time" },
            last_seen_at: { type: "string", format: "date-time" },
            source: { type: "string" },
            external_id: { type: "string" },
            status: { type: "string", enum: ["active", "expired", "closed"] },
            summary_excerpt: nullable("string"),
          },
        },
        JobPage: {
          type: "object",
          additionalProperties: false,
          required: [
            "items",
            "total",
            "totalIsLowerBound",
            "hasMore",
            "page",
            "perPage",
            "searchMode",
            "understood",
            "suggestion",
          ],
          properties: {
            items: { type: "array", items: { $ref: "#/components/schemas/Job" } },
            total: {
              type: "integer",
              minimum: 0,
              description: `The number of matching jobs. A keyword search counts up to ${SEARCH_TOTAL_CAP.toLocaleString("en")}; past that, \`total\` is ${SEARCH_TOTAL_CAP.toLocaleString("en")} and \`totalIsLowerBound\` is true.`,
            },
            totalIsLowerBound: {
              type: "boolean",
              description: `true: more than ${SEARCH_TOTAL_CAP.toLocaleString("en")} jobs match the keyword, \`total\` is a lower bound (shown as "${SEARCH_TOTAL_CAP.toLocaleString("en")}+"); keep paging while \`hasMore\` is true.`,
            },
            hasMore: { type: "boolean" },
            page: { type: "integer", minimum: 1 },
            perPage: { type: "integer", minimum: 1, maximum: MAX_PER_PAGE },
            searchMode: {
              type: "string",
              enum: ["none", "exact", "fuzzy"],
              description:
                "`fuzzy`: nothing matched exactly, so titles similar to the words were used.",
            },
            understood: {
              oneOf: [{ $ref: "#/components/schemas/UnderstoodSearch" }, { type: "null" }],
              description: "What the search text was read as; null without a search.",
            },
            suggestion: {
              description:
                '"Did you mean": when a keyword search finds fewer than 3 jobs (or only similar titles) and a word of it matches no job, the search with that word replaced by the closest word of job titles, employers and places, and how many jobs it finds; otherwise null.',
              oneOf: [
                { type: "null" },
                {
                  type: "object",
                  additionalProperties: false,
                  required: ["query", "total"],
                  properties: {
                    query: { type: "string" },
                    total: { type: "integer", minimum: 1 },
                  },
                },
              ],
            },
          },
        },
        UnderstoodSearch: {
          type: "object",
          additionalProperties: false,
          description:
            "Organisations, grades and places taken from the search text (alone they filter; among other words their jobs rank first), and the words left for the full-text match. With `literal=true` nothing is taken.",
          required: [
            "typed",
            "literal",
            "organisations",
            "grades",
            "places",
            "text",
            "recognisedOnly",
            "description",
          ],
          properties: {
            typed: { type: "string", description: "The search text as typed, trimmed." },
            literal: { type: "boolean" },
            organisations: {
              type: "array",
              items: {
                type: "object",
                additionalProperties: false,
                required: ["slug", "name"],
                properties: { slug: { type: "string" }, name: { type: "string" } },
              },
            },
            grades: {
              type: "array",
              items: { type: "string" },
              description: "Grade codes such as P-3, NO-B, in ladder order.",
            },
            places: {
              type: "array",
              items: {
                type: "object",
                additionalProperties: false,
                required: ["kind", "name"],
                properties: {
                  kind: { type: "string", enum: ["country", "city", "region"] },
                  name: { type: "string" },
                  countryCode: { type: "string", pattern: "^[A-Z]{2}$" },
                  region: {
                    type: "string",
                    description: "UN M49 region slug (kind `region`).",
                  },
                },
              },
            },
            text: {
              type: "string",
              description:
                'The words left for the full-text match, in web-search syntax; "" when none are left.',
            },
            recognisedOnly: {
              type: "boolean",
              description: "true: the recognised parts are all the text says, and they filter.",
            },
            description: {
              type: "array",
              items: { type: "string" },
              description: 'How /jobs says it ("UNHCR jobs", "grade P-3", "in or about Kenya").',
            },
          },
        },
        FacetCount: {
          type: "object",
          additionalProperties: false,
          required: ["value", "label", "count"],
          properties: {
            value: { type: "string" },
            label: { type: "string" },
            count: { type: "integer", minimum: 1 },
          },
        },
        Facets: {
          type: "object",
          additionalProperties: false,
          required: ["level", "field", "grade", "organization", "contract", "region", "country"],
          properties: Object.fromEntries(
            ["level", "field", "grade", "organization", "contract", "region", "country"].map(
              (key) => [key, { type: "array", items: { $ref: "#/components/schemas/FacetCount" } }],
            ),
          ),
        },
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["status", "message"],
              properties: {
                status: { type: "integer" },
                message: { type: "string" },
                parameter: { type: "string" },
              },
            },
          },
        },
      },
    },
  };
}
