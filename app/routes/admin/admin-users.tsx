import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-users";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { AdminNotice } from "#app/components/admin-notice";
import {
  listUsersForAdmin,
  setUserRoleById,
  userListQuerySchema,
} from "#server/modules/admin/user-roles";
import { ScrollRegion } from "#app/components/scroll-region";
import { readForm } from "#app/lib/request-body.server";
import { AdminPager, adminPageHref } from "#app/components/admin-pager";
import { AdminTableHead } from "#app/components/admin-table-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const query = userListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = await listUsersForAdmin(getRequestInfo(context).services.db, query);
  return { ...result, query, selfId: admin.id };
}

type ActionResult = { ok: boolean; message: string };

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const admin = adminUser(context);
  const form = await readForm(request);
  const userId = form.get("userId");
  const role = form.get("role");
  if (typeof userId !== "string" || (role !== "admin" && role !== "user"))
    return data<ActionResult>({ ok: false, message: "Failed to update user role" }, 400);
  // An admin cannot demote themselves: the last admin would lock everyone out.
  if (userId === admin.id && role !== "admin")
    return data<ActionResult>(
      { ok: false, message: "Failed to update user role: you cannot remove your own admin role." },
      409,
    );
  const updated = await setUserRoleById(getRequestInfo(context).services.db, userId, role);
  if (!updated)
    return data<ActionResult>(
      { ok: false, message: "Failed to update user role: no such user." },
      404,
    );
  return {
    ok: true,
    message: `Role Updated: ${updated.email} is now ${role === "admin" ? "an admin" : "a user"}`,
  };
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { items, hasMore, query, selfId } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">User Management</h2>
          <p className="mt-1 text-sm text-slate-600">
            Accounts, newest first, with their saved jobs and searches. Admins can open this area.
          </p>
        </div>
        <Form method="get" role="search" className="flex items-end gap-3">
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            E-mail or name
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ""}
              className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-normal"
            />
          </label>
          <button
            type="submit"
            className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </Form>
      </div>
      {actionData && (
        <div className="mt-4">
          <AdminNotice ok={actionData.ok} message={actionData.message} />
        </div>
      )}
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No accounts match.
        </p>
      ) : (
        <ScrollRegion label="Users" className="mt-6">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <AdminTableHead
              columns={["Account", "Joined (UTC)", "Saved jobs", "Saved searches", "Role"]}
            />
            <tbody className="divide-y divide-slate-100">
              {items.map((user) => (
                <tr key={user.id}>
                  <td className="px-4 py-2">
                    <span className="block font-medium break-all text-slate-900">{user.email}</span>
                    <span className="block text-xs text-slate-600">
                      {user.name}
                      {user.emailVerified ? "" : " · not verified"}
                    </span>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                    {user.createdAt.slice(0, 10)}
                  </td>
                  <td className="px-4 py-2 tabular-nums">{user.savedJobs}</td>
                  <td className="px-4 py-2 tabular-nums">{user.savedSearches}</td>
                  <td className="px-4 py-2">
                    <div className="flex items-center gap-3">
                      <span
                        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${user.role === "admin" ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"}`}
                      >
                        {user.role}
                      </span>
                      {user.id !== selfId && (
                        <Form method="post">
                          <input type="hidden" name="userId" value={user.id} />
                          <input
                            type="hidden"
                            name="role"
                            value={user.role === "admin" ? "user" : "admin"}
                          />
                          <button
                            type="submit"
                            disabled={busy}
                            aria-label={`${user.role === "admin" ? "Demote" : "Promote"} ${user.email}`}
                            className="min-h-9 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70"
                          >
                            {user.role === "admin" ? "Demote" : "Promote"}
                          </button>
                        </Form>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <AdminPager
        label="User pages"
        newer={query.page > 1 ? adminPageHref("/admin/users", query.q, query.page - 1) : null}
        older={hasMore ? adminPageHref("/admin/users", query.q, query.page + 1) : null}
      />
    </>
  );
}
