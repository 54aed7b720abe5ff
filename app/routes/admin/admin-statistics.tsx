import type { Route } from "./+types/admin-statistics";
import { getRequestInfo } from "#app/lib/account.server";
import { requireAdmin } from "#app/lib/admin.server";
import { getAdminStats } from "#server/modules/admin/get-admin-stats";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { stats: await getAdminStats(getRequestInfo(context).services.db, new Date()) };
}

const LABELS = [
  ["open_jobs", "Open jobs"],
  ["total_jobs", "All jobs"],
  ["jobs_this_week", "Jobs first seen this week"],
  ["total_users", "Users"],
  ["new_users_this_week", "New users this week"],
  ["active_searches", "Active saved searches"],
  ["total_saved_jobs", "Saved jobs"],
] as const;

export default function AdminStatistics({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">System Statistics</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {LABELS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">
              {stats[key].toLocaleString("en")}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
