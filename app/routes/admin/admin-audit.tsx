import type { Route } from "./+types/admin-audit";
import { getRequestInfo } from "#app/lib/account.server";
import { formatAdminTime } from "#app/components/email-status-badge";
import { ScrollRegion } from "#app/components/scroll-region";
import { auditQuerySchema, listAdminActions } from "#server/modules/admin/audit-log";
import { AdminPager } from "#app/components/admin-pager";
import { AdminTableHead } from "#app/components/admin-table-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = auditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return listAdminActions(getRequestInfo(context).services.db, query);
}

/** Every action an admin took, newest first: who, what, on what, when, from where. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { items, hasMore } = loaderData;
  const last = items.at(-1);
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Audit log</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Every change an admin made (roles, sources, runs, jobs, enrichment), newest first, with the
        address it came from. Rows are written before the action runs, so refused ones are listed
        too.
      </p>
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No admin actions yet.
        </p>
      ) : (
        <ScrollRegion label="Audit log" className="mt-6">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <AdminTableHead
              columns={["When (UTC)", "Admin", "Action", "Target", "Details", "Client"]}
            />
            <tbody className="divide-y divide-slate-100">
              {items.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                    {formatAdminTime(row.createdAt)}
                  </td>
                  <td className="px-4 py-2 break-all text-slate-900">{row.actorEmail}</td>
                  <td className="px-4 py-2 text-slate-900">{row.action}</td>
                  <td className="px-4 py-2 break-all text-slate-600">{row.target ?? "—"}</td>
                  <td className="px-4 py-2 break-all text-slate-600">
                    {Object.entries(row.details)
                      .map(([name, value]) => `${name}=${value}`)
                      .join(", ") || "—"}
                  </td>
                  <td className="px-4 py-2 text-slate-600">{row.clientIp ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <AdminPager
        label="Audit log pages"
        newer={null}
        older={hasMore && last ? `/admin/audit?before=${encodeURIComponent(last.createdAt)}` : null}
      />
    </>
  );
}
