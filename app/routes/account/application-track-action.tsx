import { withNotice } from "#domain/page-notices";
import { redirect } from "react-router";
import type { Route } from "./+types/application-track-action";
import {
  assertSameOrigin,
  getRequestInfo,
  getUser,
  safeRedirectPath,
} from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";
import { trackJob } from "#server/modules/applications/tracked-applications";

// "Track this application" on a job page and on the saved jobs: starts tracking the job (or finds
// the application already tracking it) and opens the application's page. A plain form post.

export function loader() {
  return redirect("/account/applications");
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await readForm(request);
  const jobId = form.get("jobId");
  const user = await getUser(request, context);
  if (!user) {
    const back = safeRedirectPath(form.get("redirectTo"), "/account/applications");
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`, 303);
  }
  const { db } = getRequestInfo(context).services;
  const id = await trackJob(db, user.id, typeof jobId === "string" ? jobId : "");
  if (!id) throw new Response("Job not found.", { status: 404 });
  throw redirect(withNotice(`/account/applications/${id}`, "application-tracked"), 303);
}
