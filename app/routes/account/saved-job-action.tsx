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
import { localizedPath, splitLocalePath } from "#domain/interface-locales";

// The save star's form target: it saves or unsaves a job for the signed-in user. Without
// JavaScript the browser follows the redirect back to the page, which says at its top what
// changed; with it, a fetcher reads the JSON and shows a toast. Either way the words are the
// notice's (`notice`, "account.notices.<code>" in the catalogs), said in the page's language.

export type SaveJobResult =
  | { ok: true; saved: boolean; notice: "job-saved" | "job-removed" }
  | { ok: false; signIn?: string; notice: "job-not-saved" | "sign-in-required" };

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
    // The sign-in page in the language of the page the star was on.
    const signIn = localizedPath(
      `/auth?notice=save&redirectTo=${encodeURIComponent(returnTo)}`,
      splitLocalePath(returnTo.split(/[?#]/)[0] ?? "/").locale,
    );
    if (!wantsJson) throw redirect(signIn);
    return data<SaveJobResult>({ ok: false, signIn, notice: "sign-in-required" }, { status: 401 });
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
        ? { ok: true, saved: false, notice: "job-removed" }
        : { ok: true, saved: true, notice: "job-saved" };
  } catch (error) {
    logger.warn("saving a job failed", { error: String(error) });
    result = { ok: false, notice: "job-not-saved" };
  }
  // Without JavaScript: back to the page, which says at its top what changed.
  if (!wantsJson) throw redirect(withNotice(returnTo, result.ok ? result.notice : "job-not-saved"));
  return data(result, { status: result.ok ? 200 : 400 });
}
