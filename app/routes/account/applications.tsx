import { Form, Link, data } from "react-router";
import type { Route } from "./+types/applications";
import { assertSameOrigin, getRequestInfo, requireUser } from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";
import { formatDay, formatZonedTime } from "#app/components/application-dates";
import { listApplications } from "#server/modules/applications/tracked-applications";
import {
  calendarTokenCreatedAt,
  createCalendarToken,
  revokeCalendarToken,
} from "#server/modules/applications/calendar-feed";
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from "#domain/application-tracker";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getRequestInfo(context).services;
  const now = new Date();
  const [applications, calendarSince] = await Promise.all([
    listApplications(db, user.id, now),
    calendarTokenCreatedAt(db, user.id),
  ]);
  const groups = APPLICATION_STATUSES.map((status) => ({
    status,
    label: APPLICATION_STATUS_LABELS[status],
    items: applications.filter((item) => item.status === status),
  })).filter((group) => group.items.length > 0);
  return { groups, total: applications.length, calendarSince };
}

type ActionResult = { ok: boolean; message: string; feedUrl?: string };

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const { db, env } = getRequestInfo(context).services;
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "calendar-create": {
      const token = await createCalendarToken(db, user.id);
      return {
        ok: true,
        message: "Your calendar address is ready. Copy it now: it is shown only once.",
        feedUrl: `${env.siteUrl}/account/calendar/${token}.ics`,
      } satisfies ActionResult;
    }
    case "calendar-revoke": {
      await revokeCalendarToken(db, user.id);
      return {
        ok: true,
        message: "Calendar address turned off: calendars using it get nothing more.",
      } satisfies ActionResult;
    }
    default:
      return data<ActionResult>({ ok: false, message: "Unknown form." }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Your applications | Blueboard" },
  { name: "robots", content: "noindex" },
];

const card = "rounded-lg border border-slate-200 bg-white p-5";
const secondary =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
const primary =
  "inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800";

const STATUS_TONES: Record<ApplicationStatus, string> = {
  interested: "bg-slate-100 text-slate-800",
  preparing: "bg-amber-100 text-amber-900",
  applied: "bg-brand-50 text-brand-800",
  assessment: "bg-violet-100 text-violet-900",
  interview: "bg-indigo-100 text-indigo-900",
  offer: "bg-emerald-100 text-emerald-900",
  "not-selected": "bg-slate-200 text-slate-700",
  withdrawn: "bg-slate-200 text-slate-700",
};

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, total, calendarSince } = loaderData;
  const result: ActionResult | undefined = actionData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">
        Your applications
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {total === 0
          ? "Nothing tracked yet."
          : `${total} tracked ${total === 1 ? "application" : "applications"}, by status.`}{" "}
        Use “Track this application” on a job page or on your saved jobs to follow a job here.
      </p>

      {groups.length === 0 ? (
        <p className={`${card} mt-6 text-sm text-slate-700`}>
          Track a job to keep its status, your notes, the employer&apos;s reference number and the
          dates of tests and interviews in one place.{" "}
          <Link to="/jobs" className="font-medium text-brand-700 underline">
            Browse jobs
          </Link>
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          {groups.map((group) => (
            <section
              key={group.status}
              aria-labelledby={`status-${group.status}`}
              className={card}
              data-testid={`status-group-${group.status}`}
            >
              <h2
                id={`status-${group.status}`}
                className="flex items-center gap-2 text-lg font-semibold text-slate-900"
              >
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_TONES[group.status]}`}
                >
                  {group.label}
                </span>
                <span className="text-sm font-normal text-slate-600">({group.items.length})</span>
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {group.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3">
                    <div className="min-w-0 flex-1 basis-full sm:basis-0">
                      <Link
                        to={`/account/applications/${item.id}`}
                        className="font-medium wrap-anywhere text-brand-800 hover:underline"
                      >
                        {item.title}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {item.organization}
                        {item.referenceNumber ? ` · Ref. ${item.referenceNumber}` : ""}
                        {` · since ${formatDay(item.statusChangedAt)}`}
                      </p>
                    </div>
                    <p className="text-sm text-slate-700 sm:text-right">
                      {item.nextDue ? (
                        <>
                          <span className="font-medium">Next: {item.nextDue.label}</span>
                          <br />
                          {item.nextDue.label === "Posting closes"
                            ? formatDay(item.nextDue.startsAt)
                            : formatZonedTime(item.nextDue.startsAt, item.nextDue.timeZone)}
                        </>
                      ) : (
                        <span className="text-slate-500">Nothing due</span>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <section aria-labelledby="calendar-heading" className={`${card} mt-6`}>
        <h2 id="calendar-heading" className="text-lg font-semibold text-slate-900">
          Calendar feed
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          A private address your calendar app can subscribe to: every test, interview and deadline
          of your applications, and the closing dates of your tracked and saved jobs. Anyone with
          the address can read it, so keep it to yourself; turn it off or make a new one at any
          time.
        </p>
        {result && (
          <p
            role={result.ok ? "status" : "alert"}
            className={`mt-3 text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}
          >
            {result.message}
          </p>
        )}
        {result?.feedUrl && (
          <div className="mt-3">
            <label htmlFor="feed-url" className="block text-sm font-medium text-slate-800">
              Your calendar address
            </label>
            <input
              id="feed-url"
              readOnly
              value={result.feedUrl}
              data-testid="calendar-feed-url"
              className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
            />
          </div>
        )}
        <p className="mt-3 text-sm text-slate-600">
          {calendarSince
            ? `A calendar address is on (made ${formatDay(calendarSince)}).`
            : "No calendar address is on."}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="calendar-create" />
            <button type="submit" className={primary}>
              {calendarSince ? "Make a new address" : "Make a calendar address"}
            </button>
          </Form>
          {calendarSince && (
            <Form method="post">
              <input type="hidden" name="intent" value="calendar-revoke" />
              <button type="submit" className={secondary}>
                Turn off the address
              </button>
            </Form>
          )}
        </div>
        {calendarSince && (
          <p className="mt-2 text-xs text-slate-600">
            Making a new address turns the old one off. Only a fingerprint of it is stored, so it
            cannot be shown again.
          </p>
        )}
      </section>
    </div>
  );
}
