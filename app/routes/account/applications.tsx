import { Link, data } from "react-router";
import { SamePageForm } from "#app/components/same-page-form";
import type { Route } from "./+types/applications";
import { assertSameOrigin, getRequestInfo, requireUser } from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";
import { formatDay, formatZonedTime } from "#app/components/application-dates";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { listApplications } from "#server/modules/applications/list-applications";
import {
  calendarTokenCreatedAt,
  createCalendarToken,
  revokeCalendarToken,
} from "#server/modules/applications/calendar-feed";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#domain/application-tracker";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["applications"] } satisfies I18nHandle;

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
    items: applications.filter((item) => item.status === status),
  })).filter((group) => group.items.length > 0);
  return { groups, total: applications.length, calendarSince };
}

/** The outcome of the calendar forms, as a key of the "applications.calendar" messages. */
type ActionResult = {
  ok: boolean;
  message: "ready" | "turnedOff" | "unknownForm";
  feedUrl?: string;
};

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
        message: "ready",
        feedUrl: `${env.siteUrl}/account/calendar/${token}.ics`,
      } satisfies ActionResult;
    }
    case "calendar-revoke": {
      await revokeCalendarToken(db, user.id);
      return { ok: true, message: "turnedOff" } satisfies ActionResult;
    }
    default:
      return data<ActionResult>({ ok: false, message: "unknownForm" }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("applications.list.metaTitle") },
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
  const { t, href, intlLocale } = useI18n();
  const result: ActionResult | undefined = actionData;
  const day = (iso: string) => formatDay(iso, intlLocale);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to={href("/dashboard")} className="text-sm font-medium text-brand-700 hover:underline">
        {t("applications.list.back")}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">
        {t("applications.list.title")}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {t("applications.list.summary", { count: total })} {t("applications.list.howToTrack")}
      </p>

      {groups.length === 0 ? (
        <p className={`${card} mt-6 text-sm text-slate-700`}>
          {t("applications.list.empty")}{" "}
          <Link to={href("/jobs")} className="font-medium text-brand-700 underline">
            {t("applications.list.browseJobs")}
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
                  {t(`applications.statuses.${group.status}`)}
                </span>
                <span className="text-sm font-normal text-slate-600">
                  {t("applications.list.groupCount", { count: group.items.length })}
                </span>
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {group.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3">
                    <div className="min-w-0 flex-1 basis-full sm:basis-0">
                      <Link
                        to={href(`/account/applications/${item.id}`)}
                        className="font-medium wrap-anywhere text-brand-800 hover:underline"
                      >
                        {item.title}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {[
                          item.organization,
                          item.referenceNumber
                            ? t("applications.list.reference", { reference: item.referenceNumber })
                            : "",
                          t("applications.list.since", { date: day(item.statusChangedAt) }),
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    </div>
                    <p className="text-sm text-slate-700 sm:text-end">
                      {item.nextDue ? (
                        <>
                          <span className="font-medium">
                            {t("applications.list.next", {
                              what: t(`applications.events.${item.nextDue.kind}`),
                            })}
                          </span>
                          <br />
                          {item.nextDue.kind === "closing"
                            ? day(item.nextDue.startsAt)
                            : formatZonedTime(
                                item.nextDue.startsAt,
                                item.nextDue.timeZone,
                                intlLocale,
                              )}
                        </>
                      ) : (
                        <span className="text-slate-500">{t("applications.list.nothingDue")}</span>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <CalendarSection calendarSince={calendarSince} result={result} />
    </div>
  );
}

/** The private calendar address: made, shown once, replaced or turned off. */
function CalendarSection({
  calendarSince,
  result,
}: {
  calendarSince: string | null;
  result: ActionResult | undefined;
}) {
  const { t, intlLocale } = useI18n();
  return (
    <section aria-labelledby="calendar-heading" className={`${card} mt-6`}>
      <h2 id="calendar-heading" className="text-lg font-semibold text-slate-900">
        {t("applications.calendar.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("applications.calendar.intro")}</p>
      {result && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-3 text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}
        >
          {result.message === "unknownForm"
            ? t("applications.results.unknownForm")
            : t(`applications.calendar.${result.message}`)}
        </p>
      )}
      {result?.feedUrl && (
        <div className="mt-3">
          <label htmlFor="feed-url" className="block text-sm font-medium text-slate-800">
            {t("applications.calendar.addressLabel")}
          </label>
          <input
            id="feed-url"
            readOnly
            dir="ltr"
            value={result.feedUrl}
            data-testid="calendar-feed-url"
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
          />
        </div>
      )}
      <p className="mt-3 text-sm text-slate-600">
        {calendarSince
          ? t("applications.calendar.on", { date: formatDay(calendarSince, intlLocale) })
          : t("applications.calendar.none")}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <SamePageForm>
          <input type="hidden" name="intent" value="calendar-create" />
          <button type="submit" className={primary}>
            {calendarSince ? t("applications.calendar.makeNew") : t("applications.calendar.make")}
          </button>
        </SamePageForm>
        {calendarSince && (
          <SamePageForm>
            <input type="hidden" name="intent" value="calendar-revoke" />
            <button type="submit" className={secondary}>
              {t("applications.calendar.turnOff")}
            </button>
          </SamePageForm>
        )}
      </div>
      {calendarSince && (
        <p className="mt-2 text-xs text-slate-600">{t("applications.calendar.replaceNote")}</p>
      )}
    </section>
  );
}
