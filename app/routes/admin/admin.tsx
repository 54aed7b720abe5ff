import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin";
import { getRequestInfo, getUser } from "#app/lib/account.server";
import { getAdminStats } from "#server/modules/admin/get-admin-stats";

// Admin rights are checked here, on the server, for every request: signed out goes to sign in,
// a signed-in user without the admin role gets 403 and nothing of the data.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user) throw redirect("/auth?redirectTo=/admin");
  if (user.role !== "admin") return data({ allowed: false as const, stats: null }, { status: 403 });
  const stats = await getAdminStats(getRequestInfo(context).services.db, new Date());
  return { allowed: true as const, stats };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.allowed ? "Admin" : "Access Denied"} | Blueboard` },
  { name: "robots", content: "noindex" },
];

const LABELS = [
  ["open_jobs", "Open jobs"],
  ["total_jobs", "All jobs"],
  ["jobs_this_week", "Jobs first seen this week"],
  ["total_users", "Users"],
  ["new_users_this_week", "New users this week"],
  ["active_searches", "Active saved searches"],
  ["total_saved_jobs", "Saved jobs"],
] as const;

export default function Admin({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed || !loaderData.stats) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Access Denied</h1>
        <p className="mt-2 text-slate-600">
          You don't have permission to access the admin dashboard.
        </p>
        <Link
          to="/dashboard"
          className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white"
        >
          Go to your dashboard
        </Link>
      </section>
    );
  }
  const { stats } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome back, Admin</h1>
      <p className="mt-2 text-slate-600">
        Manage jobs, users, and monitor system statistics from this central dashboard.
      </p>
      <h2 className="mt-10 text-lg font-semibold text-slate-900">System Statistics</h2>
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
    </section>
  );
}
