import type { Route } from "./+types/jobs";
import { getServices } from "#app/request-context";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { getJobsApiBody } from "#server/modules/jobs/api-bodies";
import { handleApi, jsonBodyResponse } from "./api-response";

// In production the HTTP layer answers a valid query itself, with the same getJobsApiBody and
// headers, before routing (server/http/serve-search-api.ts); this route answers in development and
// refuses a bad query with 400 naming the parameter.
export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const url = new URL(request.url);
    const query = parseJobQuery(url.searchParams);
    const body = await getJobsApiBody(getServices(context).db, query, url.pathname + url.search);
    return jsonBodyResponse(request, body);
  });
}
