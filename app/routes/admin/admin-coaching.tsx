import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-coaching";
import { getRequestInfo } from "#app/lib/account.server";
import { AdminNotice } from "#app/components/admin-notice";
import { formatAdminTime } from "#app/components/email-status-badge";
import {
  COACHING_REQUEST_STATUSES,
  coachingListQuerySchema,
  countCoachingRequests,
  listCoachingRequests,
  updateCoachingRequest,
  type CoachingRequestStatus,
} from "#server/modules/coaching/coaching-admin";
import { MAX_ADMIN_NOTES } from "#server/modules/coaching/coaching-options";
import { readForm } from "#app/lib/request-body.server";
import { AdminPager } from "#app/components/admin-pager";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = coachingListQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const db = getRequestInfo(context).services.db;
  const [list, counts] = await Promise.all([
    listCoachingRequests(db, query),
    countCoachingRequests(db),
  ]);
  return { ...list, counts, query, statuses: COACHING_REQUEST_STATUSES };
}

type ActionResult = { ok: boolean; message: string };

/** A status change or new notes; the admin layout's middleware writes each one to the audit log first. */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const form = await readForm(request);
  const result = await updateCoachingRequest(getRequestInfo(context).services.db, {
    intent: form.get("intent"),
    id: form.get("id"),
    status: form.get("status"),
    adminNotes: form.get("adminNotes"),
  });
  if (!result.ok) return data<ActionResult>(result, result.status);
  return result;
}

const STATUS_LABELS: Record<CoachingRequestStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

const STATUS_STYLES: Record<CoachingRequestStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-brand-50 text-brand-800",
  closed: "bg-slate-100 text-slate-700",
};

function filterHref(status: CoachingRequestStatus | undefined): string {
  return status ? `/admin/coaching?status=${status}` : "/admin/coaching";
}

export default function AdminCoaching({ loaderData, actionData }: Route.ComponentProps) {
  const { items, next, counts, query, statuses } = loaderData;
  const busy = useNavigation().state === "submitting";
  const total = counts.new + counts.contacted + counts.closed;
  const filters: { status: CoachingRequestStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: "All", count: total },
    ...statuses.map((status) => ({
      status,
      label: STATUS_LABELS[status],
      count: counts[status],
    })),
  ];
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Coaching requests</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Requests sent from the coaching page, newest first. Reply to the requester by e-mail, then
        mark the request contacted; notes are for the team only. Every change is in the audit log.
      </p>
      <nav aria-label="Coaching request status" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const current = filter.status === query.status;
            return (
              <li key={filter.label}>
                <Link
                  to={filterHref(filter.status)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${
                    current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                  }`}
                >
                  {filter.label} ({filter.count})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {actionData && (
        <div className="mt-4">
          <AdminNotice ok={actionData.ok} message={actionData.message} />
        </div>
      )}
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {query.status
            ? `No ${STATUS_LABELS[query.status].toLowerCase()} coaching requests.`
            : "No coaching requests yet."}
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`request-${item.id}`}
                className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3
                      id={`request-${item.id}`}
                      className="font-semibold break-words text-slate-900"
                    >
                      {item.name}
                    </h3>
                    <a
                      href={`mailto:${item.email}`}
                      className="text-sm break-all text-brand-700 hover:underline"
                    >
                      {item.email}
                    </a>
                  </div>
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[item.status]}`}
                  >
                    {STATUS_LABELS[item.status]}
                  </span>
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium text-slate-600">Received (UTC)</dt>
                  <dd className="text-slate-800">{formatAdminTime(item.createdAt)}</dd>
                  <dt className="font-medium text-slate-600">Situation</dt>
                  <dd className="break-words text-slate-800">{item.currentSituation}</dd>
                  <dt className="font-medium text-slate-600">Language</dt>
                  <dd className="text-slate-800">{item.preferredLanguage}</dd>
                </dl>
                <p className="mt-3 text-sm font-medium text-slate-600">Goal</p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
                  {item.goal}
                </p>
                <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 md:grid-cols-[minmax(0,14rem)_1fr]">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="id" value={item.id} />
                    <div className="min-w-0 flex-1">
                      <label
                        htmlFor={`status-${item.id}`}
                        className="text-sm font-medium text-slate-700"
                      >
                        Status
                      </label>
                      <select
                        id={`status-${item.id}`}
                        name="status"
                        defaultValue={item.status}
                        className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
                      >
                        {statuses.map((status) => (
                          <option key={status} value={status}>
                            {STATUS_LABELS[status]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={`Save status of the request from ${item.email}`}
                      className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
                    >
                      Save status
                    </button>
                  </Form>
                  <Form method="post" className="grid gap-2">
                    <input type="hidden" name="intent" value="notes" />
                    <input type="hidden" name="id" value={item.id} />
                    <label
                      htmlFor={`notes-${item.id}`}
                      className="text-sm font-medium text-slate-700"
                    >
                      Team notes
                    </label>
                    <textarea
                      id={`notes-${item.id}`}
                      name="adminNotes"
                      rows={3}
                      maxLength={MAX_ADMIN_NOTES}
                      defaultValue={item.adminNotes}
                      className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
                    />
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-xs text-slate-600">
                        Last changed {formatAdminTime(item.updatedAt)} UTC
                      </p>
                      <button
                        type="submit"
                        disabled={busy}
                        aria-label={`Save notes on the request from ${item.email}`}
                        className="min-h-10 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70"
                      >
                        Save notes
                      </button>
                    </div>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <AdminPager
        label="Coaching request pages"
        newer={null}
        older={
          next
            ? `/admin/coaching?${new URLSearchParams({
                ...(query.status ? { status: query.status } : {}),
                before: next,
              }).toString()}`
            : null
        }
      />
    </>
  );
}
