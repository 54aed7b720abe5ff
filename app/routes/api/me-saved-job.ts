import type { Route } from "./+types/me-saved-job";
import { saveJob, unsaveJob } from "#server/modules/accounts/saved-jobs";
import { meError, meJson, withMe } from "./me-api";

// PUT saves the job (idempotent), DELETE removes the save; 404 for an unknown job or a save that
// is not this user's.
export function action({ request, context, params }: Route.ActionArgs) {
  return withMe(request, context, async (user, { db }) => {
    if (request.method === "PUT") {
      return (await saveJob(db, user.id, params.jobId))
        ? meJson({ job_id: params.jobId, saved: true })
        : meError(404, "Job not found");
    }
    if (request.method === "DELETE") {
      return (await unsaveJob(db, user.id, params.jobId))
        ? new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } })
        : meError(404, "Saved job not found");
    }
    return meError(405, "Use PUT or DELETE");
  });
}

export function loader() {
  return meError(405, "Use PUT or DELETE");
}
