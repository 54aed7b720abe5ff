import { isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminOnly, adminUser } from "#app/lib/admin.server";
import type { HydrationHandle } from "#app/lib/hydration";
import { AccessDenied } from "#app/components/access-denied";

// Admin pages follow task progress live and open tools in place: they always load the runtime,
// whoever asks (a signed-out request is redirected by the middleware anyway).
export const handle = { hydrate: true } satisfies HydrationHandle;

/**
 * Only admins get past this, to any loader or action under /admin: the role is checked once, here,
 * and each state-changing request is written to the audit log before its action runs.
 */
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

export function loader({ context }: Route.LoaderArgs) {
  return { name: adminUser(context).name };
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin | Blueboard" },
  { name: "robots", content: "noindex" },
];

/**
 * The six admin tabs, each a URL of its own. A tab is current on its own URL and
 * under it; Settings also on the tools it links to (enrichment, e-mails, audit log).
 */
const TABS: { to: string; label: string; also?: string[] }[] = [
  { to: "/admin", label: "Statistics" },
  { to: "/admin/classification", label: "Classification" },
  { to: "/admin/sources", label: "Sources" },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/users", label: "Users" },
  {
    to: "/admin/settings",
    label: "Settings",
    also: ["/admin/enrichment", "/admin/emails", "/admin/audit", "/admin/coaching"],
  },
];

function isCurrent(tab: (typeof TABS)[number], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (tab.to === "/admin") return path === "/admin";
  return [tab.to, ...(tab.also ?? [])].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome back, Admin</h1>
      <p className="mt-2 text-slate-600">
        Manage jobs, users, and monitor system statistics from this central dashboard.
      </p>
      <nav aria-label="Admin" className="mt-6 border-b border-slate-200">
        {/* A 6-column grid; on a phone two rows of three, so every tab stays in view. */}
        <ul className="-mb-px grid grid-cols-3 sm:grid-cols-6">
          {TABS.map((tab) => {
            const current = isCurrent(tab, pathname);
            return (
              <li key={tab.to} className="min-w-0">
                <Link
                  to={tab.to}
                  aria-current={current ? "page" : undefined}
                  className={`flex min-h-11 items-center justify-center border-b-2 px-2 text-center text-sm font-medium ${
                    current
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        The admin page could not be loaded.{detail ? ` (${detail})` : ""}
      </p>
    </section>
  );
}
