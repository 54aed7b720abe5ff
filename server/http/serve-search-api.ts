import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "#server/db/create-db";
import { answerWithJsonBody, type JsonBody } from "#server/modules/api/json-body";
import {
  findCachedApiBody,
  getFacetsApiBody,
  getJobsApiBody,
} from "#server/modules/jobs/api-bodies";
import { InvalidQueryError, parseJobQuery } from "#server/modules/jobs/job-query";
import { getSuggestionsApiBody } from "#server/modules/jobs/search-suggestions";
import { parseSuggestionQuery } from "#server/modules/jobs/suggestion-schemas";

/** The search endpoints whose bodies the HTTP layer computes itself, by path. */
const SEARCH_BODIES = new Map<string, typeof getJobsApiBody>([
  ["/api/v1/jobs", getJobsApiBody],
  ["/api/v1/facets", getFacetsApiBody],
]);

function answer(req: IncomingMessage, res: ServerResponse, body: JsonBody) {
  const reply = answerWithJsonBody(body, {
    ifNoneMatch: req.headers["if-none-match"],
    acceptEncoding: req.headers["accept-encoding"],
  });
  res.writeHead(reply.status, reply.headers);
  res.end(req.method === "HEAD" ? undefined : reply.bytes);
}

/**
 * Answers GET and HEAD requests of the job search API (`/api/v1/jobs`, `/api/v1/facets`) without
 * going through React Router, whose request pipeline took about a third of the server's CPU time
 * for a search that missed the cache (docs/benchmarks.md): from the jobs cache when the URL was
 * answered within its TTL
 * (server/modules/jobs/api-bodies.ts), otherwise by computing the body exactly as the routes
 * `app/routes/api/jobs.ts` and `facets.ts` do, which fills the cache. Same body, ETag/304 and
 * encoding as the routes. Returns false, leaving the request to the routes, for any other URL and
 * for a query the routes refuse (they answer 400 naming the parameter).
 */
export async function serveSearchApi(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
  const cachedBody = findCachedApiBody(db, req.url);
  if (cachedBody) {
    answer(req, res, cachedBody);
    return true;
  }
  const queryStart = req.url.indexOf("?");
  const pathname = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
  if (pathname === SUGGESTIONS_PATH) return serveSuggestions(db, req, res, queryStart);
  const getBody = SEARCH_BODIES.get(pathname);
  if (!getBody) return false;
  let query;
  try {
    query = parseJobQuery(new URLSearchParams(queryStart === -1 ? "" : req.url.slice(queryStart)));
  } catch (error) {
    if (error instanceof InvalidQueryError) return false;
    throw error;
  }
  answer(req, res, await getBody(db, query, req.url));
  return true;
}

const SUGGESTIONS_PATH = "/api/v1/suggestions";

/**
 * The search box's suggestions, answered from their in-memory index on every keystroke; a refused
 * query goes on to the route (app/routes/api/suggestions.ts), which answers 400.
 */
async function serveSuggestions(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  queryStart: number,
): Promise<boolean> {
  let parameters;
  try {
    parameters = parseSuggestionQuery(
      new URLSearchParams(queryStart === -1 ? "" : req.url!.slice(queryStart)),
    );
  } catch (error) {
    if (error instanceof InvalidQueryError) return false;
    throw error;
  }
  answer(req, res, await getSuggestionsApiBody(db, parameters));
  return true;
}
