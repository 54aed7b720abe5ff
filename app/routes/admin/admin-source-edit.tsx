import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-source-edit";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { validationSummary } from "#app/lib/admin-form-reply.server";
import { AdminSourceForm } from "#app/components/admin-source-form";
import { getSourceRow } from "#server/modules/admin/source-admin";
import { isCatalogSource, updateSource } from "#server/modules/admin/source-edit";
import {
  adapterGroups,
  SOURCE_FORM_TYPES,
  parseSourceForm,
  sourceFormValuesOf,
} from "#server/modules/admin/source-form";
import { readForm } from "#app/lib/request-body.server";
import { withNotice } from "#domain/page-notices";

export async function loader({ context, params }: Route.LoaderArgs) {
  const row = await getSourceRow(getRequestInfo(context).services.db, params.id);
  if (!row) throw data({ reason: "not-found" }, { status: 404 });
  return {
    source: { id: row.id, name: row.name, catalog: isCatalogSource(row.name) },
    values: sourceFormValuesOf(row),
    types: SOURCE_FORM_TYPES,
    adapters: adapterGroups(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { services } = getRequestInfo(context);
  const submission = await parseSourceForm(await readForm(request), services.env);
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ formErrors: [validationSummary(submission.error)] }) },
      400,
    );
  const saved = await updateSource(services.db, admin, params.id, submission.value);
  if (!saved.ok)
    return data(
      {
        result: submission.reply({
          formErrors: [
            `Failed to update source: ${saved.message.replace(/^Failed to update source: /, "")}`,
          ],
          ...(saved.field ? { fieldErrors: { [saved.field]: [saved.message] } } : {}),
        }),
      },
      saved.status,
    );
  throw redirect(withNotice("/admin/sources", "admin-source-updated"));
}

export default function AdminSourceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { source } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="text-sm">
        <Link to={`/admin/sources/${source.id}`} className="text-brand-700 hover:underline">
          ← {source.name}
        </Link>
      </p>
      <h2 className="mt-4 text-lg font-semibold break-words text-slate-900">
        Edit “{source.name}”
      </h2>
      {source.catalog && (
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          This source comes from the catalog. Your changes stay when the server starts again; its
          name stays too, since the catalog is matched by name.
        </p>
      )}
      <div className="mt-6">
        <AdminSourceForm
          defaultValue={loaderData.values}
          lastResult={actionData?.result}
          types={loaderData.types}
          adapters={loaderData.adapters}
          submitLabel="Save changes"
          busy={busy}
        />
      </div>
    </>
  );
}
