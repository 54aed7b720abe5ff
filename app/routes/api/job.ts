import type { Route } from "./+types/job";
import { getServices } from "#app/request-context";
import { getJobById } from "#server/modules/jobs/search-jobs";
import { errorResponse, handleApi, jsonResponse } from "./api-response";

export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const job = await getJobById(getServices(context).db, params.id);
    return job ? jsonResponse(job) : errorResponse(404, "Job not found", "id");
  });
}
