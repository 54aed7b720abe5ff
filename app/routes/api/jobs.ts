import type { Route } from "./+types/jobs";
import { getServices } from "#app/request-context";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobs } from "#server/modules/jobs/search-jobs";
import { handleApi, jsonResponse } from "./api-response";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = parseJobQuery(new URL(request.url).searchParams);
    return jsonResponse(await searchJobs(getServices(context).db, query));
  });
}
