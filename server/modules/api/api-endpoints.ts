import { z } from "zod";
import {
  savedJobConfirmationSchema,
  savedJobListSchema,
  savedJobSchema,
  savedSearchChangesSchema,
  savedSearchFiltersSchema,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from "#server/modules/accounts/account-api-schemas";
import { sourcesHealthResponseSchema } from "#server/modules/admin/source-health";
import { JOB_QUERY_PARAMETERS, PAGING_PARAMETERS } from "#server/modules/jobs/job-query";
import {
  facetCountSchema,
  facetsSchema,
  jobListingSchema,
  jobSchema,
  understoodSearchSchema,
} from "#server/modules/jobs/job-schemas";
import {
  SUGGESTION_QUERY_PARAMETERS,
  suggestionListSchema,
  suggestionSchema,
} from "#server/modules/jobs/suggestion-schemas";
import { apiErrorSchema } from "./api-error";
import type { QueryParameter } from "./query-parameters";

/**
 * The public API (/api/v1/...): every endpoint with its parameters, request body and answers, as
 * the zod schemas the server parses with and types from. The OpenAPI document
 * (openapi-document.ts) is made from this table and nothing else.
 */

/** Schemas the document names (components), by name; answers and bodies refer to them. */
export const API_COMPONENTS = {
  Job: jobSchema,
  JobPage: jobListingSchema,
  UnderstoodSearch: understoodSearchSchema,
  FacetCount: facetCountSchema,
  Facets: facetsSchema,
  Suggestion: suggestionSchema,
  SuggestionList: suggestionListSchema,
  Error: apiErrorSchema,
  SavedJob: savedJobSchema,
  SavedJobList: savedJobListSchema,
  SavedJobConfirmation: savedJobConfirmationSchema,
  SavedSearchFilters: savedSearchFiltersSchema,
  SavedSearch: savedSearchSchema,
  SavedSearchList: savedSearchListSchema,
  SourcesHealth: sourcesHealthResponseSchema,
};

/** Request bodies the document names; they are described as the server reads them. */
export const API_REQUEST_COMPONENTS = {
  SavedSearchInput: savedSearchInputSchema,
  SavedSearchChanges: savedSearchChangesSchema,
};

export type ApiAnswer = { description: string; schema?: z.ZodType };

export type ApiEndpoint = {
  method: "get" | "put" | "post" | "patch" | "delete";
  /** OpenAPI path template, e.g. /api/v1/jobs/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** Needs the session cookie. */
  session?: boolean;
  pathParameters?: Record<string, z.ZodType>;
  query?: Record<string, QueryParameter>;
  body?: z.ZodType;
  responses: Record<number, ApiAnswer>;
};

const error = (description: string): ApiAnswer => ({ description, schema: apiErrorSchema });
const badRequest = error("A parameter is invalid; `error.parameter` names it.");
const signedOut = error("Not signed in.");
const crossSite = error("Cross-site request.");

/** The listing's parameters without those that only page and order it. */
const filterParameters = Object.fromEntries(
  Object.entries(JOB_QUERY_PARAMETERS).filter(
    ([name]) => !(PAGING_PARAMETERS as readonly string[]).includes(name),
  ),
);

export const API_ENDPOINTS: ApiEndpoint[] = [
  {
    method: "get",
    path: "/api/v1/jobs",
    operationId: "listJobs",
    summary: "Search and filter jobs",
    query: JOB_QUERY_PARAMETERS,
    responses: {
      200: { description: "One page of jobs.", schema: jobListingSchema },
      400: badRequest,
    },
  },
  {
    method: "get",
    path: "/api/v1/jobs/{id}",
    operationId: "getJob",
    summary: "One job with its description",
    pathParameters: { id: z.guid() },
    responses: { 200: { description: "The job.", schema: jobSchema }, 404: error("No such job.") },
  },
  {
    method: "get",
    path: "/api/v1/facets",
    operationId: "getFacets",
    summary:
      "Counts per level, field, grade, organisation, contract type, M49 region and country under the filters",
    description:
      "Each facet ignores its own filter, so its counts show what choosing another value would add.",
    query: filterParameters,
    responses: { 200: { description: "Facet counts.", schema: facetsSchema }, 400: badRequest },
  },
  {
    method: "get",
    path: "/api/v1/suggestions",
    operationId: "suggest",
    summary: "Organisations, places and job titles for what is typed in the search box",
    description:
      "Each word typed must begin a word of the suggestion (its name, acronym or alias), without regard to case or accents: `gen` finds Geneva, `unh` UNHCR. Each suggestion carries the /jobs parameter it sets and the count of open jobs.",
    query: SUGGESTION_QUERY_PARAMETERS,
    responses: {
      200: { description: "Suggestions, best first.", schema: suggestionListSchema },
      400: badRequest,
    },
  },
  {
    method: "get",
    path: "/api/v1/me/saved-jobs",
    operationId: "listSavedJobs",
    summary: "The signed-in user's saved jobs",
    session: true,
    responses: {
      200: { description: "Saved jobs, newest first.", schema: savedJobListSchema },
      401: signedOut,
    },
  },
  {
    method: "put",
    path: "/api/v1/me/saved-jobs/{jobId}",
    operationId: "saveJob",
    summary: "Save a job (idempotent)",
    session: true,
    pathParameters: { jobId: z.guid() },
    responses: {
      200: { description: "Saved.", schema: savedJobConfirmationSchema },
      401: signedOut,
      403: crossSite,
      404: error("No such job."),
    },
  },
  {
    method: "delete",
    path: "/api/v1/me/saved-jobs/{jobId}",
    operationId: "unsaveJob",
    summary: "Remove a saved job",
    session: true,
    pathParameters: { jobId: z.guid() },
    responses: {
      204: { description: "Removed." },
      401: signedOut,
      403: crossSite,
      404: error("This user has not saved that job."),
    },
  },
  {
    method: "get",
    path: "/api/v1/me/saved-searches",
    operationId: "listSavedSearches",
    summary: "The signed-in user's saved searches",
    session: true,
    responses: {
      200: { description: "Saved searches, newest first.", schema: savedSearchListSchema },
      401: signedOut,
    },
  },
  {
    method: "post",
    path: "/api/v1/me/saved-searches",
    operationId: "createSavedSearch",
    summary: "Save a search (at most 25 per user)",
    session: true,
    body: savedSearchInputSchema,
    responses: {
      201: { description: "Created.", schema: savedSearchSchema },
      400: error("A filter is invalid."),
      401: signedOut,
      403: crossSite,
      409: error(
        "The user already has 25 saved searches, or a saved search with the same filters.",
      ),
    },
  },
  {
    method: "patch",
    path: "/api/v1/me/saved-searches/{id}",
    operationId: "updateSavedSearch",
    summary: "Rename, pause or resume a saved search",
    session: true,
    pathParameters: { id: z.guid() },
    body: savedSearchChangesSchema,
    responses: {
      200: { description: "Updated.", schema: savedSearchSchema },
      401: signedOut,
      403: crossSite,
      404: error("Not this user's search."),
    },
  },
  {
    method: "delete",
    path: "/api/v1/me/saved-searches/{id}",
    operationId: "deleteSavedSearch",
    summary: "Delete a saved search",
    session: true,
    pathParameters: { id: z.guid() },
    responses: {
      204: { description: "Deleted." },
      401: signedOut,
      403: crossSite,
      404: error("Not this user's search."),
    },
  },
  {
    method: "get",
    path: "/api/v1/sources/health",
    operationId: "getSourcesHealth",
    summary: "Health of every ingestion source (admins only)",
    description:
      "Per source: latest run and latest complete crawl, jobs found per run, field completeness of its open jobs, failed runs in a row; `failing` flags three or more.",
    session: true,
    responses: {
      200: { description: "Every source, active ones first.", schema: sourcesHealthResponseSchema },
      401: signedOut,
      403: error("Signed in without the admin role."),
    },
  },
];
