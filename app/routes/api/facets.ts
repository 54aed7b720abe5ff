import type { Route } from "./+types/facets";
import { getServices } from "#app/request-context";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { getFacets } from "#server/modules/jobs/get-facets";
import { handleApi, jsonResponse } from "./api-response";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseJobQuery(new URL(request.url).searchParams);
    return jsonResponse(await getFacets(getServices(context).db, query));
  });
}
