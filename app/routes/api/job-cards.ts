import type { Route } from "./+types/job-cards";
import { getServices } from "#app/request-context";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobCards } from "#server/modules/jobs/job-card-data";
import { handleApi, jsonResponse } from "./api-response";

/** The listing as job-card data (the /jobs page's Load More); same parameters as /api/v1/jobs. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseJobQuery(new URL(request.url).searchParams);
    return jsonResponse(await searchJobCards(getServices(context).db, query));
  });
}
