import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-source-edit";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { AdminNotice } from "#app/components/admin-notice";
import { AdminSourceForm } from "#app/components/admin-source-form";
import { getSourceRow } from "#server/modules/admin/source-admin";
import {
  adapterGroups,
  isCatalogSource,
  SOURCE_FORM_TYPES,
  sourceFormValuesOf,
  updateSource,
  validateSourceForm,
} from "#server/modules/admin/source-edit";
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
  const checked = await validateSourceForm(await readForm(request), {
    allowPrivateHosts: services.env.INGEST_ALLOW_PRIVATE_HOSTS,
    env: services.env,
  });
  if (!checked.ok) return data(checked, 400);
  const saved = await updateSource(services.db, admin, params.id, checked.source);
  if (!saved.ok)
    return data(
      {
        ok: false as const,
        message: `Failed to update source: ${saved.message.replace(/^Failed to update source: /, "")}`,
        fieldErrors: saved.field ? { [saved.field]: saved.message } : {},
        values: checked.values,
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
      {actionData && !actionData.ok && (
        <div className="mt-4">
          <AdminNotice ok={false} message={actionData.message} />
        </div>
      )}
      <div className="mt-6">
        <AdminSourceForm
          values={actionData?.values ?? loaderData.values}
          errors={actionData?.fieldErrors ?? {}}
          types={loaderData.types}
          adapters={loaderData.adapters}
          submitLabel="Save changes"
          busy={busy}
        />
      </div>
    </>
  );
}
