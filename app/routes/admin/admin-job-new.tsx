import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-job-new";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { jobFormSummary } from "#app/lib/admin-form-reply.server";
import { AdminJobForm, EMPTY_JOB_FORM } from "#app/components/admin-job-form";
import { jobFormSchema } from "#domain/job-posting-form";
import { createManualJob } from "#server/modules/admin/job-admin";
import { readForm } from "#app/lib/request-body.server";
import { withNotice } from "#domain/page-notices";

// A loader, so that opening this page inside the app asks the server, whose admin middleware
// checks the role.
export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const submission = parseWithZod(await readForm(request), { schema: jobFormSchema });
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ formErrors: [jobFormSummary(submission.error)] }) },
      400,
    );
  try {
    await createManualJob(getRequestInfo(context).services.db, admin, submission.value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return data(
      { result: submission.reply({ formErrors: [`Failed to create job: ${reason}`] }) },
      500,
    );
  }
  throw redirect(withNotice("/admin/jobs", "admin-job-created"));
}

export default function AdminJobNew({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Add a job posting</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        A job added by hand is listed at once and no crawl changes or closes it.
      </p>
      <div className="mt-6">
        <AdminJobForm
          defaultValue={EMPTY_JOB_FORM}
          lastResult={actionData?.result}
          submitLabel="Create job"
          busy={busy}
        />
      </div>
    </>
  );
}
