import { withNotice } from "#domain/page-notices";
import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-job-action";
import {
  assertSameOrigin,
  getRequestInfo,
  getUser,
  safeRedirectPath,
} from "#app/lib/account.server";
import { saveJob, unsaveJob } from "#server/modules/accounts/saved-jobs";
import { readForm } from "#app/lib/request-body.server";

// The save star's form target: it saves or unsaves a job for the signed-in user. Without JavaScript the browser follows
// the redirect back to the page; with it, a fetcher reads the JSON and shows the spec's toasts.

export type SaveJobResult =
  { ok: true; saved: boolean; message: string } | { ok: false; signIn?: string; message: string };

export function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await readForm(request);
  const jobId = form.get("jobId");
  const intent = form.get("intent");
  const returnTo = safeRedirectPath(form.get("redirectTo"), "/jobs");
  const wantsJson = form.get("js") === "1";
  const user = await getUser(request, context);
  if (!user) {
    const signIn = `/auth?notice=save&redirectTo=${encodeURIComponent(returnTo)}`;
    if (!wantsJson) throw redirect(signIn);
    return data<SaveJobResult>(
      { ok: false, signIn, message: "Sign in required: Please sign in to save jobs" },
      { status: 401 },
    );
  }
  const { db, logger } = getRequestInfo(context).services;
  let result: SaveJobResult;
  try {
    const id = typeof jobId === "string" ? jobId : "";
    const changed =
      intent === "unsave" ? await unsaveJob(db, user.id, id) : await saveJob(db, user.id, id);
    if (intent !== "unsave" && !changed) throw new Error("job not found");
    result =
      intent === "unsave"
        ? { ok: true, saved: false, message: "Job removed: Job removed from your saved list" }
        : { ok: true, saved: true, message: "Job saved: Job added to your saved list" };
  } catch (error) {
    logger.warn("saving a job failed", { error: String(error) });
    result = { ok: false, message: "Error: Failed to update saved job" };
  }
  // Without JavaScript: back to the page, which says at its top what changed.
  if (!wantsJson)
    throw redirect(
      withNotice(
        returnTo,
        !result.ok ? "job-not-saved" : result.saved ? "job-saved" : "job-removed",
      ),
    );
  return data(result, { status: result.ok ? 200 : 400 });
}
