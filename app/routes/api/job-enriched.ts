import type { Route } from "./+types/job-enriched";
import { getServices } from "#app/request-context";
import { getJobDetails, type EnrichedJob } from "#server/modules/jobs/job-details";
import { errorResponse, handleApi } from "./api-response";

/** The enriched job the More Info dialog loads: card data, summary, requirements, description. */
export function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const details = await getJobDetails(getServices(context).db, params.id);
    if (!details) return errorResponse(404, "Job not found", "id");
    const { card, summary, requirements, descriptionHtml } = details;
    const body: EnrichedJob = { job: card, summary, requirements, descriptionHtml };
    return Response.json(body, { headers: { "Cache-Control": "no-cache" } });
  });
}
