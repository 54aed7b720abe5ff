import { data, Link } from "react-router";
import type { Route } from "./+types/admin-email";
import { getRequestInfo } from "#app/lib/account.server";
import { getOutboxEmail } from "#server/modules/admin/email-outbox";
import { EmailStatusBadge, formatAdminTime } from "#app/components/email-status-badge";

export async function loader({ context, params }: Route.LoaderArgs) {
  const email = await getOutboxEmail(getRequestInfo(context).services.db, params.id);
  if (!email) throw data({ reason: "not-found" }, { status: 404 });
  return { email };
}

export default function AdminEmail({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const rows: [string, string | null][] = [
    ["To", email.to],
    ["From", email.from],
    ["Kind", email.kind],
    ["Created (UTC)", formatAdminTime(email.createdAt)],
    ["Sent (UTC)", email.sentAt ? formatAdminTime(email.sentAt) : null],
    ["Attempts", String(email.attempts)],
    ["Message id", email.messageId],
    ["Last error", email.lastError],
    [
      "Next attempt (UTC)",
      email.status === "failed"
        ? email.nextAttemptAt
          ? formatAdminTime(email.nextAttemptAt)
          : "none: given up after a day of retries"
        : null,
    ],
    ["Taken over by", email.supersededBy],
  ];
  return (
    <article>
      <p className="text-sm">
        <Link to="/admin/emails" className="text-brand-700 hover:underline">
          ← All e-mails
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{email.subject}</h2>
        <EmailStatusBadge status={email.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-all text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="mt-8 text-sm font-semibold text-slate-900">Message (plain text)</h3>
      <pre className="relative mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white p-4 font-mono text-sm whitespace-pre-wrap text-slate-800">
        {email.text}
      </pre>
    </article>
  );
}
