import { Form, Link } from "react-router";
import type { Route } from "./+types/admin-jobs";
import { getRequestInfo } from "#app/lib/account.server";
import { formatAdminTime } from "#app/components/email-status-badge";
import { ScrollRegion } from "#app/components/scroll-region";
import { jobAdminQuerySchema, listJobsForAdmin } from "#server/modules/admin/list-jobs-for-admin";
import { AdminPager, adminPageHref } from "#app/components/admin-pager";
import { AdminTableHead } from "#app/components/admin-table-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = jobAdminQuerySchema.parse(Object.fromEntries(params));
  const result = await listJobsForAdmin(getRequestInfo(context).services.db, query);
  return { ...result, query };
}

const STATUS_CLASS: Record<string, string> = {
  active: "bg-emerald-50 text-emerald-800",
  expired: "bg-amber-50 text-amber-900",
  closed: "bg-slate-100 text-slate-700",
};

/** Every job posting, newest first: search, open one to edit or delete it, or add one by hand. */
export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { items, hasMore, query } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Job postings</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Every job, newest first, whether a crawl found it or an admin added it. Open one to edit
            or delete it.
          </p>
        </div>
        <Link
          to="/admin/jobs/new"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Add a job posting
        </Link>
      </div>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="grid flex-1 gap-1 text-sm font-medium text-slate-700 sm:max-w-sm">
          Title, organization or source
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-normal"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Search
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {query.q ? "No jobs match." : "No jobs yet."}
        </p>
      ) : (
        <ScrollRegion label="Job postings" className="mt-6">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <AdminTableHead
              columns={["Title", "Organization", "Source", "Status", "Deadline", "Created (UTC)"]}
            />
            <tbody className="divide-y divide-slate-100">
              {items.map((job) => (
                <tr key={job.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/jobs/${job.id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {job.title}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-slate-700">{job.organization}</td>
                  <td className="px-4 py-2 break-all text-slate-600">{job.source}</td>
                  <td className="px-4 py-2">
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[job.status] ?? ""}`}
                    >
                      {job.status}
                    </span>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                    {job.deadline ?? "—"}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                    {formatAdminTime(job.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <AdminPager
        label="Job pages"
        newer={query.page > 1 ? adminPageHref("/admin/jobs", query.q, query.page - 1) : null}
        older={hasMore ? adminPageHref("/admin/jobs", query.q, query.page + 1) : null}
      />
    </>
  );
}
