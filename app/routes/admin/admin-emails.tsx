import { Form, Link } from "react-router";
import type { Route } from "./+types/admin-emails";
import { getRequestInfo } from "#app/lib/account.server";
import {
  countGivenUpEmails,
  listOutboxEmails,
  OUTBOX_STATUSES,
  outboxQuerySchema,
} from "#server/modules/admin/email-outbox";
import { EmailStatusBadge, formatAdminTime } from "#app/components/email-status-badge";
import { ScrollRegion } from "#app/components/scroll-region";
import { AdminPager } from "#app/components/admin-pager";
import { AdminTableHead } from "#app/components/admin-table-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestInfo(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = outboxQuerySchema.parse(params);
  const [result, givenUp] = await Promise.all([
    listOutboxEmails(services.db, query),
    countGivenUpEmails(services.db),
  ]);
  // The statuses travel as data: a value import in the component would bundle the module's
  // database code for the browser.
  return {
    ...result,
    query,
    givenUp,
    statuses: OUTBOX_STATUSES,
    delivers: services.mailer.mode !== "outbox",
  };
}

function pageHref(query: { status?: string; to?: string }, page: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.to) params.set("to", query.to);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/emails?${search}` : "/admin/emails";
}

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { items, hasMore, query, givenUp, statuses, delivers } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">E-mail outbox</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            {delivers
              ? "Every e-mail the site sends passes through here: queued, then delivered over SMTP."
              : "No SMTP server is configured (SMTP_URL), so e-mails are kept here instead of being sent. Open one to read it, for example to pass on a confirmation link."}
          </p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            Recipient
            <input
              type="search"
              name="to"
              defaultValue={query.to ?? ""}
              placeholder="name@example.org"
              className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-normal"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            Status
            <select
              name="status"
              defaultValue={query.status ?? ""}
              className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-normal"
            >
              <option value="">Any</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Filter
          </button>
        </Form>
      </div>
      {givenUp > 0 && (
        <p
          role="status"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          {givenUp === 1
            ? "1 e-mail could not be delivered after a day of retries and was given up."
            : `${givenUp} e-mails could not be delivered after a day of retries and were given up.`}{" "}
          <Link to={pageHref({ status: "failed" }, 1)} className="font-medium underline">
            Show the failed e-mails
          </Link>{" "}
          (each lists its last error). An alert digest&rsquo;s jobs go into the user&rsquo;s next
          digest.
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No e-mails match.
        </p>
      ) : (
        <ScrollRegion label="E-mails" className="mt-6">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <AdminTableHead columns={["Created (UTC)", "To", "Subject", "Kind", "Status"]} />
            <tbody className="divide-y divide-slate-100">
              {items.map((email) => (
                <tr key={email.id}>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-600">
                    {formatAdminTime(email.createdAt)}
                  </td>
                  <td className="px-4 py-2 break-all text-slate-900">{email.to}</td>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/emails/${email.id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {email.subject}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-slate-600">{email.kind}</td>
                  <td className="px-4 py-2">
                    <EmailStatusBadge status={email.status} />
                    {email.status === "failed" && (
                      <p className="mt-1 max-w-xs text-xs text-slate-600">
                        {email.nextAttemptAt
                          ? `Next try ${formatAdminTime(email.nextAttemptAt)}`
                          : "Given up"}
                        {email.lastError ? `: ${email.lastError}` : ""}
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <AdminPager
        label="Outbox pages"
        newer={query.page > 1 ? pageHref(query, query.page - 1) : null}
        older={hasMore ? pageHref(query, query.page + 1) : null}
      />
    </>
  );
}
