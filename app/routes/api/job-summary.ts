import type { Route } from "./+types/job-summary";
import { getServices } from "#app/request-context";
import { generateJobSummary } from "#server/modules/jobs/job-summary";
import { errorResponse } from "./api-response";

/** POST: makes and stores the job's summary when it has none ("Generate Summary"). */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return errorResponse(405, "Use POST");
  // Same-origin only: the button posts from our pages; other sites may not trigger writes.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    return errorResponse(403, "Cross-site requests are not allowed");
  }
  const result = await generateJobSummary(getServices(context).db, params.id);
  switch (result.status) {
    case "not-found":
      return errorResponse(404, "Job not found", "id");
    case "empty":
      return errorResponse(422, "This posting has no text to summarise");
    default:
      return Response.json(
        { summary: result.summary, status: result.status },
        {
          status: result.status === "created" ? 201 : 200,
          headers: { "Cache-Control": "no-store" },
        },
      );
  }
}

export function loader() {
  return errorResponse(405, "Use POST");
}
