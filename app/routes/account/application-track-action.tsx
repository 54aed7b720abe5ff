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
import { plainTranslator } from "#server/modules/i18n/plain-translator";
import { trackJob } from "#server/modules/applications/track-job";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";

// "Track this application" on a job page and on the saved jobs: starts tracking the job (or finds
// the application already tracking it) and opens the application's page, in the language of the
// page the form was on (its `redirectTo`). A plain form post.

export function loader() {
  return redirect("/account/applications");
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await readForm(request);
  const jobId = form.get("jobId");
  const back = safeRedirectPath(form.get("redirectTo"), "/account/applications");
  const { locale } = splitLocalePath(back.split(/[?#]/)[0]!);
  const user = await getUser(request, context);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`, 303);
  const { db } = getRequestInfo(context).services;
  const id = await trackJob(db, user.id, typeof jobId === "string" ? jobId : "");
  if (!id)
    throw new Response(plainTranslator(locale).t("applications.track.jobNotFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const page = localizedPath(`/account/applications/${id}`, locale);
  throw redirect(withNotice(page, "application-tracked"), 303);
}
