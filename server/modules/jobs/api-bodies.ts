import type { Database } from "#server/db/create-db";
import { measureJsonBody, serialiseJsonBody, type JsonBody } from "#server/modules/api/json-body";
import { getFacets } from "./get-facets";
import { withSearchText, type JobQuery } from "./job-query";
import { cached, filterKey, peekCachedByAlias, rememberCacheAlias } from "./jobs-cache";
import { searchJobs } from "./search-jobs";
import { understoodSearch } from "./understood-query";

/**
 * The serialised bodies of GET /api/v1/jobs (a page of searchJobs plus `understood`, what the
 * search text was read as) and /api/v1/facets, kept in the jobs cache (TTL and
 * invalidation as for totals and facets, see jobs-cache.ts): a repeated request costs no query,
 * no DTO mapping and no JSON.stringify. `url` is the request's path and query; remembering it lets
 * the HTTP layer answer the same URL from the cache without parsing it again (findCachedApiBody).
 */
export async function getJobsApiBody(
  db: Database,
  query: JobQuery,
  url?: string,
): Promise<JsonBody> {
  const key = JSON.stringify([
    filterKey(query),
    query.page,
    query.perPage,
    query.sort,
    query.includeDescription,
  ]);
  const body = await cached(
    db,
    "jobs-body",
    key,
    async () => {
      const page = await searchJobs(db, query);
      // A corrected search is read as the corrected text.
      const searched = page.correction ? withSearchText(query, page.correction.query) : query;
      return serialiseJsonBody({ ...page, understood: understoodSearch(searched) });
    },
    { size: measureJsonBody },
  );
  if (url) rememberCacheAlias(db, url, "jobs-body", key);
  return body;
}

export async function getFacetsApiBody(
  db: Database,
  query: JobQuery,
  url?: string,
): Promise<JsonBody> {
  const key = filterKey(query);
  const body = await cached(
    db,
    "facets-body",
    key,
    async () => serialiseJsonBody(await getFacets(db, query)),
    { size: measureJsonBody },
  );
  if (url) rememberCacheAlias(db, url, "facets-body", key);
  return body;
}

/** The cached body for a request's path and query, when a route computed it within the TTL. */
export function findCachedApiBody(db: Database, url: string): JsonBody | undefined {
  return peekCachedByAlias<JsonBody>(db, url);
}
