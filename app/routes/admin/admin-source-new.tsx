import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-source-new";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { validationSummary } from "#app/lib/admin-form-reply.server";
import { AdminSourceForm } from "#app/components/admin-source-form";
import { createSource } from "#server/modules/admin/source-edit";
import {
  adapterGroups,
  EMPTY_SOURCE_FORM,
  SOURCE_FORM_TYPES,
  parseSourceForm,
} from "#server/modules/admin/source-form";
import { readForm } from "#app/lib/request-body.server";
import { withNotice } from "#domain/page-notices";

export function loader() {
  return { values: EMPTY_SOURCE_FORM, types: SOURCE_FORM_TYPES, adapters: adapterGroups() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { services } = getRequestInfo(context);
  const submission = await parseSourceForm(await readForm(request), services.env);
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ formErrors: [validationSummary(submission.error)] }) },
      400,
    );
  const saved = await createSource(services.db, admin, submission.value);
  if (!saved.ok)
    return data(
      {
        result: submission.reply({
          formErrors: [`Failed to create source: ${saved.message}`],
          ...(saved.field ? { fieldErrors: { [saved.field]: [saved.message] } } : {}),
        }),
      },
      saved.status,
    );
  throw redirect(withNotice("/admin/sources", "admin-source-created"));
}

export default function AdminSourceNew({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Add a source</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        A new source is active: the scheduler runs it on its schedule (
        <code className="font-mono">metadata.cron</code>, daily at 04:00 UTC by default). Try a URL
        first in the{" "}
        <Link to="/admin/sources/test" className="text-brand-700 underline">
          test panel
        </Link>
        .
      </p>
      <div className="mt-6">
        <AdminSourceForm
          defaultValue={loaderData.values}
          lastResult={actionData?.result}
          types={loaderData.types}
          adapters={loaderData.adapters}
          submitLabel="Create source"
          busy={busy}
        />
      </div>
    </>
  );
}
