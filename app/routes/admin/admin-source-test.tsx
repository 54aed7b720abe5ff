import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-source-test";
import { getRequestInfo } from "#app/lib/account.server";
import { AdminNotice } from "#app/components/admin-notice";
import { adminInputClass } from "#app/components/admin-form-fields";
import { JobPreviewList } from "#app/components/job-preview-list";
import { listSourcesForAdmin } from "#server/modules/admin/source-admin";
import { adapterGroups, SOURCE_FORM_TYPES } from "#server/modules/admin/source-form";
import { testIngestion, type TestRunResult } from "#server/modules/admin/test-source-ingestion";
import { readForm } from "#app/lib/request-body.server";

export async function loader({ context }: Route.LoaderArgs) {
  const sources = await listSourcesForAdmin(getRequestInfo(context).services.db);
  return {
    sources: sources.map((source) => ({ id: source.id, name: source.name })),
    types: SOURCE_FORM_TYPES,
    adapters: adapterGroups(),
  };
}

type ActionResult = TestRunResult & { mode: "source" | "url"; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestInfo(context);
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const mode = text("mode") === "source" ? "source" : "url";
  const values = {
    sourceId: text("sourceId"),
    url: text("url"),
    type: text("type") || "rss",
    adapter: text("adapter"),
    metadata: text("metadata"),
  };
  const result = await testIngestion(
    {
      db: services.db,
      http: services.http,
      logger: services.logger,
      env: services.env,
      allowPrivateHosts: services.env.INGEST_ALLOW_PRIVATE_HOSTS,
    },
    mode === "source"
      ? { sourceId: values.sourceId }
      : {
          url: values.url,
          type: values.type,
          adapter: values.adapter,
          metadata: values.metadata,
        },
  );
  const body: ActionResult = { ...result, mode, values };
  return result.ok ? body : data(body, 400);
}

const button =
  "min-h-11 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

/** Dry runs of a stored source or of a pasted URL: nothing is written. */
export default function AdminSourceTest({ loaderData, actionData }: Route.ComponentProps) {
  const { sources, types, adapters } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("mode") : null;
  const values = actionData?.values;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/sources" className="text-brand-700 hover:underline">
          ← All sources
        </Link>
      </p>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">Test ingestion</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        A dry run fetches and parses the source as a real run would, and writes nothing: no jobs, no
        run history.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Form
          method="post"
          aria-labelledby="stored-heading"
          className="grid content-start gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h3 id="stored-heading" className="text-base font-semibold text-slate-900">
            A stored source
          </h3>
          <input type="hidden" name="mode" value="source" />
          <div>
            <label htmlFor="sourceId" className="text-sm font-medium text-slate-800">
              Source
            </label>
            <select
              id="sourceId"
              name="sourceId"
              defaultValue={values?.sourceId ?? ""}
              required
              className={adminInputClass}
            >
              <option value="">Choose a source</option>
              {sources.map((source) => (
                <option key={source.id} value={source.id}>
                  {source.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <button type="submit" disabled={Boolean(pending)} className={button}>
              {pending === "source" ? "Running…" : "Dry run this source"}
            </button>
          </div>
        </Form>

        <Form
          method="post"
          aria-labelledby="url-heading"
          className="grid content-start gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h3 id="url-heading" className="text-base font-semibold text-slate-900">
            A URL
          </h3>
          <input type="hidden" name="mode" value="url" />
          <div>
            <label htmlFor="url" className="text-sm font-medium text-slate-800">
              URL
            </label>
            <input
              id="url"
              name="url"
              type="url"
              required
              placeholder="https://"
              defaultValue={values?.url ?? ""}
              className={adminInputClass}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="type" className="text-sm font-medium text-slate-800">
                Type
              </label>
              <select
                id="type"
                name="type"
                defaultValue={values?.type ?? "rss"}
                className={adminInputClass}
              >
                {types.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="adapter" className="text-sm font-medium text-slate-800">
                Adapter
              </label>
              <select
                id="adapter"
                name="adapter"
                defaultValue={values?.adapter ?? ""}
                className={adminInputClass}
              >
                <option value="">By type (RSS feeds only)</option>
                {adapters.map((group) => (
                  <optgroup key={group.type} label={group.label}>
                    {group.adapters.map((adapter) => (
                      <option key={adapter.name} value={adapter.name}>
                        {adapter.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          </div>
          <div>
            <label htmlFor="metadata" className="text-sm font-medium text-slate-800">
              Options (JSON, optional)
            </label>
            <p id="metadata-hint" className="text-sm text-slate-600">
              For example <code className="font-mono">{'{"organization": "UNOPS"}'}</code>.
            </p>
            <textarea
              id="metadata"
              name="metadata"
              rows={3}
              spellCheck={false}
              defaultValue={values?.metadata ?? ""}
              aria-describedby="metadata-hint"
              className={`${adminInputClass} py-2 font-mono`}
            />
          </div>
          <div>
            <button type="submit" disabled={Boolean(pending)} className={button}>
              {pending === "url" ? "Running…" : "Dry run this URL"}
            </button>
          </div>
        </Form>
      </div>

      {actionData && (
        <section aria-labelledby="result-heading" className="mt-8 space-y-4">
          <h3 id="result-heading" className="text-base font-semibold text-slate-900">
            Result
          </h3>
          <AdminNotice ok={actionData.ok} message={actionData.message} />
          {actionData.itemsFetched > 0 && (
            <p className="text-sm text-slate-700">
              {actionData.itemsFetched} items fetched, {actionData.jobsFound} jobs found.
            </p>
          )}
          {actionData.errors.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-slate-900">Errors</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-red-800">
                {actionData.errors.map((error, index) => (
                  <li key={index}>{error}</li>
                ))}
              </ul>
              {actionData.moreErrors > 0 && (
                <p className="mt-1 text-sm text-slate-700">and {actionData.moreErrors} more</p>
              )}
            </div>
          )}
          {actionData.preview.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-slate-900">Sample jobs</h4>
              <JobPreviewList jobs={actionData.preview} />
            </div>
          )}
        </section>
      )}
    </>
  );
}
