import type { Route } from "./+types/facets";
import { getServices } from "#app/request-context";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { getFacetsApiBody } from "#server/modules/jobs/api-bodies";
import { handleApi, jsonBodyResponse } from "./api-response";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const url = new URL(request.url);
    const query = parseJobQuery(url.searchParams);
    const body = await getFacetsApiBody(getServices(context).db, query, url.pathname + url.search);
    return jsonBodyResponse(request, body);
  });
}
