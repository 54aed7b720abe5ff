import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useNavigation } from "react-router";
import { SamePageForm } from "#app/components/same-page-form";
import type { Route } from "./+types/dashboard";
import {
  assertSameOrigin,
  cookieHeaders,
  getRequestInfo,
  requireUser,
} from "#app/lib/account.server";
import { callAuthEndpoint } from "#server/modules/accounts/request-auth";
import { listSavedJobs } from "#server/modules/accounts/saved-jobs";
import {
  MAX_SAVED_SEARCHES,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "#server/modules/accounts/saved-searches";
import {
  deleteAccount,
  getProfile,
  updateAlertSettings,
  updateUserLocale,
  updateProfile,
} from "#server/modules/accounts/profile";
import { describeSavedSearch } from "#server/modules/accounts/describe-saved-search";
import { revokeAllSessions } from "#server/modules/accounts/sessions";
import { REMINDER_WINDOW_DAYS } from "#server/modules/alerts/send-deadline-reminders";
import { readForm } from "#app/lib/request-body.server";
import { alertSettingsFormSchema, profileFormSchema } from "#domain/account-settings-form";
import {
  translateAlertSettingsReply,
  translateProfileReply,
} from "#app/lib/account-settings-messages.server";
import { requestLocale, serverTranslator } from "#server/modules/i18n/plain-translator";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { PageNotice } from "#app/components/page-notice";
import { countApplications, listDueNext } from "#server/modules/applications/list-applications";
import { trackedJobsAmong } from "#server/modules/applications/track-job";
import { APPLICATION_STATUSES } from "#domain/application-tracker";
import { findJobsForYou } from "#server/modules/career/jobs-for-you";
import { listedJobIn } from "#server/modules/jobs/job-cards-in-language";
import { JobsForYouList } from "#app/components/jobs-for-you-section";
import { LanguageSetting } from "#app/components/language-setting";
import { isLocale, localizedPath } from "#domain/interface-locales";
import {
  Feedback,
  card,
  h2,
  primary,
  secondary,
  type DashboardActionResult,
} from "#app/components/dashboard-parts";
import { SavedJobsSection } from "#app/components/dashboard-saved-jobs";
import { SavedSearchesSection } from "#app/components/dashboard-saved-searches";
import { AlertSettingsSection, ProfileSection } from "#app/components/dashboard-settings";
import {
  ApplicationsSection,
  CvSection,
  DeleteAccountSection,
  ExportSection,
} from "#app/components/dashboard-account-data";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["account", "applications", "cv", "job"] } satisfies I18nHandle;

/** How many of the jobs for you the dashboard shows; the rest are on /account/jobs-for-you. */
const JOBS_FOR_YOU_ON_DASHBOARD = 5;

/** How many applications' next dates the dashboard lists; all are on /account/applications. */
const DUE_NEXT_ON_DASHBOARD = 3;

// What the account service answers when a confirmation link does not work: each has its words in
// the catalogs ("account.dashboard.verification.<code>").
const VERIFICATION_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getRequestInfo(context).services;
  const locale = requestLocale(request);
  const [profile, savedJobs, savedSearches, applicationCounts, dueNext, jobsForYou] =
    await Promise.all([
      getProfile(db, user.id, user.name),
      listSavedJobs(db, user.id),
      listSavedSearches(db, user.id),
      countApplications(db, user.id),
      listDueNext(db, user.id, new Date(), DUE_NEXT_ON_DASHBOARD),
      findJobsForYou(db, user.id),
    ]);
  const tracked = await trackedJobsAmong(
    db,
    user.id,
    savedJobs.map((job) => job.jobId),
  );
  const params = new URL(request.url).searchParams;
  const error = params.get("error");
  return {
    user: { name: user.name, email: user.email, locale: user.locale },
    profile,
    // Each job's employer and place named in the page's language, as its card would name them.
    savedJobs: savedJobs.map((job) => {
      const application = tracked.get(job.jobId);
      const { organizationName, location } = listedJobIn(
        { organizationName: job.organization, location: job.location },
        locale,
      );
      return {
        ...job,
        organization: organizationName,
        location,
        tracked: application ? { id: application.id, status: application.status } : null,
      };
    }),
    jobsForYou: { ...jobsForYou, jobs: jobsForYou.jobs.map((job) => listedJobIn(job, locale)) },
    savedSearches: savedSearches.map((search) => ({
      ...search,
      criteria: describeSavedSearch(
        {
          searchKeyword: search.search_keyword,
          organizationFilter: search.organization_filter,
          locationFilter: search.location_filter,
          sourceFilter: search.source_filter,
          filters: search.filters,
        },
        requestLocale(request),
      ),
    })),
    applications: {
      total: applicationCounts.total,
      byStatus: APPLICATION_STATUSES.flatMap((status) => {
        const count = applicationCounts.byStatus[status];
        return count ? [{ status, count }] : [];
      }),
      dueNext: dueNext.map(({ id, title, organization, nextDue }) => ({
        id,
        title,
        organization,
        nextDue,
      })),
    },
    // Passed as data: a value import of the module in the component would pull the schema into
    // the browser bundle.
    maxSavedSearches: MAX_SAVED_SEARCHES,
    reminderDays: REMINDER_WINDOW_DAYS,
    now: new Date().toISOString(),
    // Only the account service's known answers: no text from the address reaches the page.
    error: error && VERIFICATION_ERRORS.has(error) ? error : null,
    // The confirmation link of the e-mail address leads here with verified=1.
    addressConfirmed: !error && params.get("verified") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const { db } = services;
  const locale = requestLocale(request);
  const t = serverTranslator(locale);
  const form = await readForm(request);
  const intentValue = form.get("intent");
  const intent = typeof intentValue === "string" ? intentValue : "";
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const done = (key: string): DashboardActionResult => ({ intent, ok: true, message: t(key) });
  const fail = (message: string, status = 400) =>
    data<DashboardActionResult>({ intent, ok: false, message }, { status });
  // A form its schema refused: the errors at its fields, and a summary beside its button.
  const refuse = (result: SubmissionResult<string[]>, summary: string) =>
    data<DashboardActionResult>(
      { intent, ok: false, message: t(summary), result },
      { status: 400 },
    );
  const signOut = () =>
    callAuthEndpoint(services.auth, {
      request,
      siteUrl: services.env.siteUrl,
      clientIp,
      path: "/sign-out",
    });

  switch (intent) {
    case "profile": {
      const submission = parseWithZod(form, { schema: profileFormSchema });
      if (submission.status !== "success")
        return refuse(
          translateProfileReply(submission.reply(), t),
          "account.dashboard.profile.check",
        );
      await updateProfile(db, user.id, submission.value);
      return done("account.dashboard.profile.saved");
    }
    case "alerts": {
      const submission = parseWithZod(form, { schema: alertSettingsFormSchema });
      if (submission.status !== "success")
        return refuse(
          translateAlertSettingsReply(submission.reply(), t),
          "account.dashboard.alerts.check",
        );
      await updateAlertSettings(db, user.id, submission.value);
      return done("account.dashboard.alerts.saved");
    }
    case "language": {
      const chosen = field("locale");
      if (!isLocale(chosen)) return fail(t("account.dashboard.language.choose"));
      await updateUserLocale(db, user.id, chosen);
      return done("account.dashboard.language.saved");
    }
    case "toggle-search": {
      const updated = await updateSavedSearch(db, user.id, field("id"), {
        isActive: field("active") === "true",
      });
      if (!updated) return fail(t("account.dashboard.search.notFound"), 404);
      return done(
        updated.is_active ? "account.dashboard.search.on" : "account.dashboard.search.paused",
      );
    }
    case "delete-search": {
      if (!(await deleteSavedSearch(db, user.id, field("id"))))
        return fail(t("account.dashboard.search.notFound"), 404);
      return done("account.dashboard.search.deleted");
    }
    case "sign-out": {
      const result = await signOut();
      await revokeAllSessions(db, user.id);
      throw redirect(localizedPath("/", locale), { headers: cookieHeaders(result.setCookies) });
    }
    case "delete-account": {
      // The page's own word, or the English one, which every page once asked for.
      const word = t("account.dashboard.delete.word");
      const typed = field("confirm").trim();
      if (typed !== word && typed !== "DELETE")
        return fail(t("account.dashboard.delete.notConfirmed", { word }));
      const result = await signOut();
      await deleteAccount(db, user.id);
      throw redirect(localizedPath("/?account=deleted", locale), {
        headers: cookieHeaders(result.setCookies),
      });
    }
    default:
      return fail(t("account.dashboard.unknownForm"));
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("account.dashboard.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t, rich } = useI18n();
  const { user, profile, jobsForYou, now, error } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result: DashboardActionResult | undefined = actionData;
  // What the last form changed, else the confirmed address: at the top of the page.
  const topNotice = result?.ok
    ? { ok: true, text: result.message }
    : loaderData.addressConfirmed
      ? { ok: true, text: t("account.notices.address-confirmed") }
      : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {t("account.dashboard.heading")}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {rich("account.dashboard.signedInAs", {
              name: user.name,
              email: user.email,
              strong: (chunks) => <strong data-testid="user-name">{chunks}</strong>,
            })}
          </p>
        </div>
        <SamePageForm>
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className={secondary}>
            {t("account.dashboard.signOut")}
          </button>
        </SamePageForm>
      </div>
      {topNotice && (
        <div className="mt-4">
          <PageNotice message={topNotice} />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t(`account.dashboard.verification.${error}`)}
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="jobs-for-you-heading" className={`${card} lg:col-span-2`}>
          <h2 id="jobs-for-you-heading" className={h2}>
            {t("account.dashboard.jobsForYou.heading")}
          </h2>
          <JobsForYouList data={jobsForYou} now={now} limit={JOBS_FOR_YOU_ON_DASHBOARD} />
        </section>
        <ApplicationsSection {...loaderData.applications} />
        <SavedJobsSection savedJobs={loaderData.savedJobs} now={now} />
        <SavedSearchesSection
          savedSearches={loaderData.savedSearches}
          maxSavedSearches={loaderData.maxSavedSearches}
          result={result}
        />
        <CvSection />
        <ProfileSection profile={profile} busy={busy} result={result} />
        <AlertSettingsSection
          profile={profile}
          busy={busy}
          result={result}
          reminderDays={loaderData.reminderDays}
        />
        <LanguageSetting
          locale={user.locale}
          busy={busy}
          className={card}
          headingClass={h2}
          buttonClass={primary}
          feedback={<Feedback result={result} intent="language" />}
        />
        <ExportSection />
        <DeleteAccountSection result={result} />
      </div>
    </div>
  );
}
