import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-job-new";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { AdminJobForm, EMPTY_JOB_FORM } from "#app/components/admin-job-form";
import { AdminNotice } from "#app/components/admin-notice";
import { createManualJob, validateJobForm } from "#server/modules/admin/job-admin";
import { readForm } from "#app/lib/request-body.server";
import { withNotice } from "#domain/page-notices";

// A loader, so that opening this page inside the app asks the server, whose admin middleware
// checks the role.
export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const checked = validateJobForm(await readForm(request));
  if (!checked.ok) return data(checked, 400);
  try {
    await createManualJob(getRequestInfo(context).services.db, admin, checked.values);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return data(
      {
        ok: false as const,
        message: `Failed to create job: ${reason}`,
        fieldErrors: {},
        values: checked.values,
      },
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
      {actionData && !actionData.ok && (
        <div className="mt-4">
          <AdminNotice ok={false} message={actionData.message} />
        </div>
      )}
      <div className="mt-6">
        <AdminJobForm
          values={actionData?.values ?? EMPTY_JOB_FORM}
          errors={actionData?.fieldErrors ?? {}}
          submitLabel="Create job"
          busy={busy}
        />
      </div>
    </>
  );
}
