import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-job";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { jobFormSummary } from "#app/lib/admin-form-reply.server";
import { AdminJobForm } from "#app/components/admin-job-form";
import { AdminNotice } from "#app/components/admin-notice";
import { formatAdminTime } from "#app/components/email-status-badge";
import { jobFormSchema } from "#domain/job-posting-form";
import {
  deleteJob,
  getJobForAdmin,
  MANUAL_SOURCE,
  updateJob,
} from "#server/modules/admin/job-admin";
import { jobFormValuesOf } from "#server/modules/admin/job-form-columns";
import { readForm } from "#app/lib/request-body.server";
import { withNotice } from "#domain/page-notices";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const row = await getJobForAdmin(getRequestInfo(context).services.db, params.id);
  if (!row) throw data({ reason: "not-found" }, { status: 404 });
  return {
    job: {
      id: row.id,
      title: row.title,
      source: row.source,
      externalId: row.externalId,
      status: row.status,
      // A crawled job: the admin's edits win over the next crawl of its source.
      crawled: row.source !== MANUAL_SOURCE,
      createdAt: row.createdAt.toISOString(),
    },
    values: jobFormValuesOf(row),
    // The confirmation step before a delete: a page of its own, so it works without JavaScript.
    confirmDelete: new URL(request.url).searchParams.get("delete") === "confirm",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = getRequestInfo(context).services;
  const form = await readForm(request);
  if (form.get("intent") === "delete") {
    if (!(await deleteJob(db, admin, params.id)))
      return data({ deleteRefused: "Failed to delete job: it no longer exists." }, 404);
    throw redirect(withNotice("/admin/jobs", "admin-job-deleted"));
  }
  const submission = parseWithZod(form, { schema: jobFormSchema });
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ formErrors: [jobFormSummary(submission.error)] }) },
      400,
    );
  const changed = await updateJob(db, admin, params.id, submission.value);
  if (!changed)
    return data(
      { result: submission.reply({ formErrors: ["Failed to update job: it no longer exists."] }) },
      404,
    );
  throw redirect(withNotice("/admin/jobs", "admin-job-updated"));
}

export default function AdminJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, values, confirmDelete } = loaderData;
  const busy = useNavigation().state === "submitting";
  if (confirmDelete) {
    return (
      <section
        aria-labelledby="delete-heading"
        className="max-w-xl rounded-lg border border-red-200 bg-white p-4 sm:p-6"
      >
        <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
          Delete Job Posting?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          “{job.title}” will be deleted permanently, with its listings and every saved copy. This
          cannot be undone.
        </p>
        {actionData && "deleteRefused" in actionData && (
          <div className="mt-4">
            <AdminNotice ok={false} message={actionData.deleteRefused} />
          </div>
        )}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-md bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              Delete permanently
            </button>
          </Form>
          <Link
            to={`/admin/jobs/${job.id}`}
            className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:underline"
          >
            Keep the job
          </Link>
        </div>
      </section>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">Edit “{job.title}”</h2>
          <p className="mt-1 text-sm break-all text-slate-600">
            {job.source} · {job.externalId} · {job.status} · created{" "}
            {formatAdminTime(job.createdAt)} UTC
          </p>
          {job.crawled && (
            <p className="mt-1 text-sm text-slate-600">
              Fields you change here keep your values when the source is crawled again.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={`/jobs/${job.id}`}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            View on the site
          </Link>
          <Link
            to={`/admin/jobs/${job.id}?delete=confirm`}
            className="inline-flex min-h-11 items-center rounded-md border border-red-300 bg-white px-4 text-sm font-medium text-red-800 hover:bg-red-50"
          >
            Delete job
          </Link>
        </div>
      </div>
      <div className="mt-6">
        <AdminJobForm
          defaultValue={values}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          submitLabel="Save changes"
          busy={busy}
        />
      </div>
    </>
  );
}
