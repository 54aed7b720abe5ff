import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/application";
import { assertSameOrigin, getRequestInfo, requireUser } from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";
import { PageNotice } from "#app/components/page-notice";
import { formatDay, formatZonedTime } from "#app/components/application-dates";
import {
  EVENT_NOTE_MAX,
  NOTES_MAX,
  REFERENCE_MAX,
  addApplicationEvent,
  applicationDetailsSchema,
  applicationEventSchema,
  changeStatus,
  getApplication,
  preferredTimeZone,
  removeApplicationEvent,
  stopTracking,
  updateApplicationDetails,
} from "#server/modules/applications/tracked-applications";
import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_EVENT_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  isApplicationStatus,
} from "#domain/application-tracker";

/** Every zone the runtime knows, UTC first: the choices of the event form. */
function timeZoneChoices(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getRequestInfo(context).services;
  const application = await getApplication(db, user.id, params.id, new Date());
  if (!application) throw data({ message: "Application not found." }, { status: 404 });
  return {
    application,
    timeZone: await preferredTimeZone(db, user.id),
    timeZones: timeZoneChoices(),
    limits: { notes: NOTES_MAX, reference: REFERENCE_MAX, eventNote: EVENT_NOTE_MAX },
  };
}

type ActionResult = { intent: string; ok: boolean; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const { db } = getRequestInfo(context).services;
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  const fail = (message: string, status = 400) =>
    data<ActionResult>({ intent, ok: false, message }, { status });
  const notFound = () => fail("Application not found.", 404);

  switch (intent) {
    case "status": {
      const status = field("status");
      if (!isApplicationStatus(status)) return fail("Choose a status from the list.");
      if (!(await changeStatus(db, user.id, params.id, status))) return notFound();
      return {
        intent,
        ok: true,
        message: `Status set to ${APPLICATION_STATUS_LABELS[status]}.`,
      } satisfies ActionResult;
    }
    case "details": {
      const parsed = applicationDetailsSchema.safeParse({
        referenceNumber: field("referenceNumber"),
        notes: field("notes"),
      });
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Please check the form.");
      if (!(await updateApplicationDetails(db, user.id, params.id, parsed.data))) return notFound();
      return { intent, ok: true, message: "Reference and notes saved." } satisfies ActionResult;
    }
    case "add-event": {
      const parsed = applicationEventSchema.safeParse({
        kind: field("kind"),
        date: field("date"),
        time: field("time"),
        timeZone: field("timeZone"),
        note: field("note"),
      });
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Please check the form.");
      if (!(await addApplicationEvent(db, user.id, params.id, parsed.data))) return notFound();
      return {
        intent,
        ok: true,
        message: `${APPLICATION_EVENT_LABELS[parsed.data.kind]} added.`,
      } satisfies ActionResult;
    }
    case "remove-event": {
      // The event must belong to this application as well as to this user.
      const application = await getApplication(db, user.id, params.id, new Date());
      const eventId = field("eventId");
      if (!application?.events.some((event) => event.id === eventId)) return notFound();
      await removeApplicationEvent(db, user.id, eventId);
      return { intent, ok: true, message: "Event removed." } satisfies ActionResult;
    }
    case "stop": {
      if (!(await stopTracking(db, user.id, params.id))) return notFound();
      throw redirect("/account/applications", 303);
    }
    default:
      return fail("Unknown form.");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.application.title}: your application | Blueboard`
      : "Application | Blueboard",
  },
  { name: "robots", content: "noindex" },
];

const card = "rounded-lg border border-slate-200 bg-white p-5";
const h2 = "text-lg font-semibold text-slate-900";
const label = "block text-sm font-medium text-slate-800";
const inputClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const primary =
  "inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/**
 * A form's outcome beside it. A confirmation is announced by the notice at the top of the page
 * (where a page sent without JavaScript opens), so here it is plain text; a failure is an alert.
 */
function Feedback({ result, intent }: { result: ActionResult | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return (
    <p
      role={result.ok ? undefined : "alert"}
      className={`mt-3 text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}
    >
      {result.message}
    </p>
  );
}

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application, timeZone, timeZones, limits } = loaderData;
  const result: ActionResult | undefined = actionData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {result?.ok && (
        <div className="mb-4">
          <PageNotice message={{ ok: true, text: result.message }} />
        </div>
      )}
      <Link
        to="/account/applications"
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        ← Your applications
      </Link>
      <header className={`${card} mt-3`}>
        <p className="text-sm font-medium text-slate-700">{application.organization}</p>
        <h1 className="mt-1 text-2xl leading-tight font-semibold tracking-tight wrap-anywhere text-slate-900">
          {application.title}
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          Status:{" "}
          <strong data-testid="application-status">
            {APPLICATION_STATUS_LABELS[application.status]}
          </strong>{" "}
          since {formatDay(application.statusChangedAt)}
          {application.closingDate || application.expiresAt
            ? ` · posting closes ${formatDay(application.closingDate ?? application.expiresAt!)}`
            : ""}
        </p>
        {application.nextDue && (
          <p className="mt-1 text-sm text-slate-700">
            Next: <strong>{application.nextDue.label}</strong>,{" "}
            {application.nextDue.label === "Posting closes"
              ? formatDay(application.nextDue.startsAt)
              : formatZonedTime(application.nextDue.startsAt, application.nextDue.timeZone)}
          </p>
        )}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {application.jobId ? (
            <Link
              to={`/jobs/${application.jobId}`}
              className="font-medium text-brand-700 underline"
            >
              Job on Blueboard
            </Link>
          ) : (
            <span className="text-slate-600">The posting is no longer on Blueboard.</span>
          )}
          <a
            href={application.link}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="font-medium text-brand-700 underline"
          >
            Employer&apos;s posting
          </a>
        </p>
      </header>

      <section aria-labelledby="status-heading" className={`${card} mt-6`}>
        <h2 id="status-heading" className={h2}>
          Status
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="status" />
          <div>
            <label htmlFor="status" className={label}>
              Where this application stands
            </label>
            <select
              id="status"
              name="status"
              defaultValue={application.status}
              className={inputClass}
            >
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {APPLICATION_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={primary}>
            Update status
          </button>
        </Form>
        <Feedback result={result} intent="status" />
        <h3 className="mt-4 text-sm font-semibold text-slate-800">History</h3>
        <ol className="mt-1 space-y-1 text-sm text-slate-700" data-testid="status-history">
          {application.history.map((item, index) => (
            <li key={`${item.changedAt}-${index}`}>
              {formatDay(item.changedAt)}: {APPLICATION_STATUS_LABELS[item.status]}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="events-heading" className={`${card} mt-6`}>
        <h2 id="events-heading" className={h2}>
          Dates
        </h2>
        <Feedback result={result} intent="remove-event" />
        {application.events.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No deadlines, tests or interviews yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100" data-testid="application-events">
            {application.events.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-3 py-2">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">
                    {APPLICATION_EVENT_LABELS[event.kind]}:{" "}
                    {formatZonedTime(event.startsAt, event.timeZone)}
                  </p>
                  {event.note && <p className="wrap-anywhere text-slate-600">{event.note}</p>}
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-event" />
                  <input type="hidden" name="eventId" value={event.id} />
                  <button
                    type="submit"
                    className={secondary}
                    aria-label={`Remove ${APPLICATION_EVENT_LABELS[event.kind].toLowerCase()} of ${formatZonedTime(event.startsAt, event.timeZone)}`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-4 text-sm font-semibold text-slate-800">Add a date</h3>
        <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add-event" />
          <div>
            <label htmlFor="event-kind" className={label}>
              What
            </label>
            <select id="event-kind" name="kind" defaultValue="interview" className={inputClass}>
              {APPLICATION_EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {APPLICATION_EVENT_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="event-zone" className={label}>
              Time zone
            </label>
            <select id="event-zone" name="timeZone" defaultValue={timeZone} className={inputClass}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="event-date" className={label}>
              Date
            </label>
            <input id="event-date" name="date" type="date" required className={inputClass} />
          </div>
          <div>
            <label htmlFor="event-time" className={label}>
              Time
            </label>
            <input
              id="event-time"
              name="time"
              type="time"
              required
              defaultValue="09:00"
              className={inputClass}
            />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="event-note" className={label}>
              Note (optional)
            </label>
            <input
              id="event-note"
              name="note"
              maxLength={limits.eventNote}
              placeholder="e.g. Written test on the online platform"
              className={inputClass}
            />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={primary}>
              Add date
            </button>
            <Feedback result={result} intent="add-event" />
          </div>
        </Form>
      </section>

      <section aria-labelledby="details-heading" className={`${card} mt-6`}>
        <h2 id="details-heading" className={h2}>
          Reference and notes
        </h2>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="details" />
          <div>
            <label htmlFor="reference" className={label}>
              Employer&apos;s reference number
            </label>
            <input
              id="reference"
              name="referenceNumber"
              maxLength={limits.reference}
              defaultValue={application.referenceNumber}
              placeholder="e.g. VA/2026/123"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="notes" className={label}>
              Notes
            </label>
            <textarea
              id="notes"
              name="notes"
              rows={6}
              maxLength={limits.notes}
              defaultValue={application.notes}
              className={inputClass}
            />
          </div>
          <button type="submit" className={primary}>
            Save reference and notes
          </button>
          <Feedback result={result} intent="details" />
        </Form>
      </section>

      <section aria-labelledby="stop-heading" className={`${card} mt-6`}>
        <h2 id="stop-heading" className={h2}>
          Stop tracking
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Deletes this application&apos;s status history, dates and notes.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="stop" />
          <button type="submit" className={secondary}>
            Stop tracking this application
          </button>
        </Form>
        <Feedback result={result} intent="stop" />
      </section>
    </div>
  );
}
