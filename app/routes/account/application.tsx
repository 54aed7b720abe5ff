import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/application";
import { assertSameOrigin, getRequestInfo, requireUser } from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";
import { PageNotice } from "#app/components/page-notice";
import { formatDay, formatZonedTime } from "#app/components/application-dates";
import { useI18n, metaTranslator } from "#app/lib/i18n/i18n";
import {
  applicationFormError,
  formMessageText,
  type ApplicationFormResult,
  type FormMessage,
} from "#app/lib/application-form-result";
import { ApplicationStatusSection } from "#app/components/application-status-section";
import { ApplicationDatesSection } from "#app/components/application-dates-section";
import {
  ApplicationDetailsSection,
  StopTrackingSection,
} from "#app/components/application-details-section";
import { CARD } from "#app/components/application-form-parts";
import {
  EVENT_NOTE_MAX,
  NOTES_MAX,
  REFERENCE_MAX,
  addApplicationEvent,
  applicationDetailsSchema,
  applicationEventSchema,
  changeStatus,
  removeApplicationEvent,
  updateApplicationDetails,
} from "#server/modules/applications/update-application";
import { getApplication, preferredTimeZone } from "#server/modules/applications/list-applications";
import { stopTracking } from "#server/modules/applications/track-job";
import { isApplicationStatus } from "#domain/application-tracker";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["applications"] } satisfies I18nHandle;

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
  const done = (message: FormMessage): ApplicationFormResult => ({ intent, ok: true, message });
  const fail = (message: FormMessage, status = 400) =>
    data<ApplicationFormResult>({ intent, ok: false, message }, { status });
  const notFound = () => fail({ key: "applications.results.notFound" }, 404);

  switch (intent) {
    case "status": {
      const status = field("status");
      if (!isApplicationStatus(status)) return fail({ key: "applications.errors.status" });
      if (!(await changeStatus(db, user.id, params.id, status))) return notFound();
      return done({ key: "applications.results.statusSet", values: { status } });
    }
    case "details": {
      const parsed = applicationDetailsSchema.safeParse({
        referenceNumber: field("referenceNumber"),
        notes: field("notes"),
      });
      if (!parsed.success) return fail(applicationFormError(parsed.error.issues));
      if (!(await updateApplicationDetails(db, user.id, params.id, parsed.data))) return notFound();
      return done({ key: "applications.results.detailsSaved" });
    }
    case "add-event": {
      const parsed = applicationEventSchema.safeParse({
        kind: field("kind"),
        date: field("date"),
        time: field("time"),
        timeZone: field("timeZone"),
        note: field("note"),
      });
      if (!parsed.success) return fail(applicationFormError(parsed.error.issues));
      if (!(await addApplicationEvent(db, user.id, params.id, parsed.data))) return notFound();
      return done({ key: "applications.results.eventAdded", values: { kind: parsed.data.kind } });
    }
    case "remove-event": {
      // The event must belong to this application as well as to this user.
      const application = await getApplication(db, user.id, params.id, new Date());
      const eventId = field("eventId");
      if (!application?.events.some((event) => event.id === eventId)) return notFound();
      await removeApplicationEvent(db, user.id, eventId);
      return done({ key: "applications.results.eventRemoved" });
    }
    case "stop": {
      if (!(await stopTracking(db, user.id, params.id))) return notFound();
      const { locale } = splitLocalePath(new URL(request.url).pathname);
      throw redirect(localizedPath("/account/applications", locale), 303);
    }
    default:
      return fail({ key: "applications.results.unknownForm" });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaTranslator(matches);
  return [
    {
      title: loaderData
        ? t("applications.detail.metaTitle", { title: loaderData.application.title })
        : t("applications.detail.metaFallback"),
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application, timeZone, timeZones, limits } = loaderData;
  const { t, rich, href, intlLocale } = useI18n();
  const result: ApplicationFormResult | undefined = actionData;
  const day = (iso: string) => formatDay(iso, intlLocale);
  const closes = application.closingDate ?? application.expiresAt;
  const next = application.nextDue;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {result?.ok && (
        <div className="mb-4">
          <PageNotice message={{ ok: true, text: formMessageText(t, result.message) }} />
        </div>
      )}
      <Link
        to={href("/account/applications")}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {t("applications.detail.back")}
      </Link>
      <header className={`${CARD} mt-3`}>
        <p className="text-sm font-medium text-slate-700">{application.organization}</p>
        <h1 className="mt-1 text-2xl leading-tight font-semibold tracking-tight wrap-anywhere text-slate-900">
          {application.title}
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          {rich("applications.detail.status", {
            status: t(`applications.statuses.${application.status}`),
            date: day(application.statusChangedAt),
            strong: (chunks) => <strong data-testid="application-status">{chunks}</strong>,
          })}
          {closes ? ` ${t("applications.detail.closes", { date: day(closes) })}` : ""}
        </p>
        {next && (
          <p className="mt-1 text-sm text-slate-700">
            {rich("applications.detail.next", {
              what: t(`applications.events.${next.kind}`),
              when:
                next.kind === "closing"
                  ? day(next.startsAt)
                  : formatZonedTime(next.startsAt, next.timeZone, intlLocale),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        )}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {application.jobId ? (
            <Link
              to={href(`/jobs/${application.jobId}`)}
              className="font-medium text-brand-700 underline"
            >
              {t("applications.detail.jobLink")}
            </Link>
          ) : (
            <span className="text-slate-600">{t("applications.detail.jobGone")}</span>
          )}
          <a
            href={application.link}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="font-medium text-brand-700 underline"
          >
            {t("applications.detail.employerPosting")}
          </a>
        </p>
      </header>
      <ApplicationStatusSection application={application} result={result} />
      <ApplicationDatesSection
        events={application.events}
        timeZone={timeZone}
        timeZones={timeZones}
        noteMax={limits.eventNote}
        result={result}
      />
      <ApplicationDetailsSection application={application} limits={limits} result={result} />
      <StopTrackingSection result={result} />
    </div>
  );
}
