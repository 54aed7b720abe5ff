import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard";
import {
  assertSameOrigin,
  cookieHeaders,
  getRequestInfo,
  requireUser,
} from "#app/lib/account.server";
import { DeadlineBadge } from "#app/components/deadline-badge";
import { SaveJobStar } from "#app/components/save-job-star";
import { callAuthEndpoint } from "#server/modules/accounts/request-auth";
import { listSavedJobs } from "#server/modules/accounts/saved-jobs";
import {
  MAX_SAVED_SEARCHES,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "#server/modules/accounts/saved-searches";
import {
  alertSettingsSchema,
  deleteAccount,
  getProfile,
  profileSchema,
  updateAlertSettings,
  updateUserLocale,
  updateProfile,
} from "#server/modules/accounts/profile";
import { describeSavedSearch } from "#server/modules/accounts/describe-saved-search";
import { revokeAllSessions } from "#server/modules/accounts/sessions";
import { readForm } from "#app/lib/request-body.server";
import { PAGE_NOTICES } from "#domain/page-notices";
import { PageNotice } from "#app/components/page-notice";
import { TrackApplicationButton } from "#app/components/track-application-button";
import {
  countApplications,
  trackedJobsAmong,
} from "#server/modules/applications/tracked-applications";
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from "#domain/application-tracker";
import { findJobsForYou } from "#server/modules/career/jobs-for-you";
import { JobsForYouList } from "#app/components/jobs-for-you-section";
import { LanguageSetting } from "#app/components/language-setting";
import { isLocale } from "#domain/interface-locales";

/** How many of the jobs for you the dashboard shows; the rest are on /account/jobs-for-you. */
const JOBS_FOR_YOU_ON_DASHBOARD = 5;

// What the account service answers when a confirmation link does not work, in words.
const VERIFICATION_ERRORS = new Map([
  [
    "INVALID_TOKEN",
    "This confirmation link does not work any more: it has expired or was used already. If your address is not confirmed yet, signing in sends a new link.",
  ],
  [
    "TOKEN_EXPIRED",
    "This confirmation link has expired. If your address is not confirmed yet, signing in sends a new link.",
  ],
  ["USER_NOT_FOUND", "The account this confirmation link was made for no longer exists."],
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getRequestInfo(context).services;
  const [profile, savedJobs, savedSearches, applicationCounts, jobsForYou] = await Promise.all([
    getProfile(db, user.id, user.name),
    listSavedJobs(db, user.id),
    listSavedSearches(db, user.id),
    countApplications(db, user.id),
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
    savedJobs: savedJobs.map((job) => {
      const application = tracked.get(job.jobId);
      return {
        ...job,
        tracked: application
          ? { id: application.id, statusLabel: APPLICATION_STATUS_LABELS[application.status] }
          : null,
      };
    }),
    jobsForYou,
    savedSearches: savedSearches.map((search) => ({
      ...search,
      criteria: describeSavedSearch({
        searchKeyword: search.search_keyword,
        organizationFilter: search.organization_filter,
        locationFilter: search.location_filter,
        sourceFilter: search.source_filter,
        filters: search.filters,
      }),
    })),
    applications: {
      total: applicationCounts.total,
      byStatus: APPLICATION_STATUSES.flatMap((status) => {
        const count = applicationCounts.byStatus[status];
        return count ? [{ status, label: APPLICATION_STATUS_LABELS[status], count }] : [];
      }),
    },
    // Passed as data: a value import of the module in the component would pull the schema into
    // the browser bundle.
    maxSavedSearches: MAX_SAVED_SEARCHES,
    now: new Date().toISOString(),
    // Only the account service's known answers: no text from the address reaches the page.
    error: error ? (VERIFICATION_ERRORS.get(error) ?? null) : null,
    // The confirmation link of the e-mail address leads here with verified=1.
    notice: !error && params.get("verified") === "1" ? PAGE_NOTICES["address-confirmed"] : null,
  };
}

type ActionResult = { intent: string; ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const { db } = services;
  const form = await readForm(request);
  const intentValue = form.get("intent");
  const intent = typeof intentValue === "string" ? intentValue : "";
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const fail = (message: string, status = 400) =>
    data<ActionResult>({ intent, ok: false, message }, { status });

  switch (intent) {
    case "profile": {
      const parsed = profileSchema.safeParse({
        fullName: field("fullName"),
        careerFocus: field("careerFocus"),
      });
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "Please check the form.");
      await updateProfile(db, user.id, parsed.data);
      return { intent, ok: true, message: "Profile saved." } satisfies ActionResult;
    }
    case "alerts": {
      const parsed = alertSettingsSchema.safeParse({
        alertFrequency: field("alertFrequency"),
        deadlineReminders: form.get("deadlineReminders") === "on",
        trackerReminders: form.get("trackerReminders") === "on",
      });
      if (!parsed.success) return fail("Choose daily or weekly alerts.");
      await updateAlertSettings(db, user.id, parsed.data);
      return { intent, ok: true, message: "Alert settings saved." } satisfies ActionResult;
    }
    case "language": {
      const locale = field("locale");
      if (!isLocale(locale)) return fail("Choose one of the languages offered.");
      await updateUserLocale(db, user.id, locale);
      return { intent, ok: true, message: "Language saved." } satisfies ActionResult;
    }
    case "toggle-search": {
      const updated = await updateSavedSearch(db, user.id, field("id"), {
        isActive: field("active") === "true",
      });
      if (!updated) return fail("Saved search not found.", 404);
      return {
        intent,
        ok: true,
        message: updated.is_active ? "Alerts on for this search." : "Search paused.",
      } satisfies ActionResult;
    }
    case "delete-search": {
      if (!(await deleteSavedSearch(db, user.id, field("id"))))
        return fail("Saved search not found.", 404);
      return { intent, ok: true, message: "Saved search deleted." } satisfies ActionResult;
    }
    case "sign-out": {
      const result = await callAuthEndpoint(services.auth, {
        request,
        siteUrl: services.env.siteUrl,
        clientIp,
        path: "/sign-out",
      });
      await revokeAllSessions(db, user.id);
      throw redirect("/", { headers: cookieHeaders(result.setCookies) });
    }
    case "delete-account": {
      if (field("confirm").trim() !== "DELETE")
        return fail("Type DELETE in capitals to confirm that your account should be deleted.");
      const result = await callAuthEndpoint(services.auth, {
        request,
        siteUrl: services.env.siteUrl,
        clientIp,
        path: "/sign-out",
      });
      await deleteAccount(db, user.id);
      throw redirect("/?account=deleted", { headers: cookieHeaders(result.setCookies) });
    }
    default:
      return fail("Unknown form.");
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Your dashboard | Blueboard" },
  { name: "robots", content: "noindex" },
];

const card = "rounded-lg border border-slate-200 bg-white p-5";
const h2 = "text-lg font-semibold text-slate-900";
const primary =
  "inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
const inputClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

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

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const {
    user,
    profile,
    savedJobs,
    savedSearches,
    applications,
    jobsForYou,
    maxSavedSearches,
    now,
    error,
    notice,
  } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result: ActionResult | undefined = actionData;
  // What the last form changed, else the confirmed address: at the top of the page.
  const topNotice = result?.ok ? { ok: true, text: result.message } : notice;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Your dashboard</h1>
          <p className="mt-1 text-sm text-slate-600">
            Signed in as <strong data-testid="user-name">{user.name}</strong> ({user.email})
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className={secondary}>
            Sign out
          </button>
        </Form>
      </div>
      {topNotice && (
        <div className="mt-4">
          <PageNotice message={topNotice} />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="jobs-for-you-heading" className={`${card} lg:col-span-2`}>
          <h2 id="jobs-for-you-heading" className={h2}>
            Jobs for you
          </h2>
          <JobsForYouList data={jobsForYou} now={now} limit={JOBS_FOR_YOU_ON_DASHBOARD} />
        </section>

        <section aria-labelledby="applications-heading" className={`${card} lg:col-span-2`}>
          <h2 id="applications-heading" className={h2}>
            Your applications ({applications.total})
          </h2>
          {applications.total === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              Track a job from its page or from your saved jobs to follow its status, reference
              number, notes and the dates of tests and interviews.
            </p>
          ) : (
            <ul className="mt-3 flex flex-wrap gap-2" data-testid="application-counts">
              {applications.byStatus.map((item) => (
                <li
                  key={item.status}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {item.label}: <strong>{item.count}</strong>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm">
            <Link
              to="/account/applications"
              className="font-semibold text-brand-700 hover:underline"
            >
              Your applications and calendar feed
            </Link>
          </p>
        </section>

        <section aria-labelledby="saved-jobs-heading" className={`${card} lg:col-span-2`}>
          <h2 id="saved-jobs-heading" className={h2}>
            Saved jobs ({savedJobs.length})
          </h2>
          {savedJobs.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              No saved jobs yet. Use the star on a job to keep it here.{" "}
              <Link to="/jobs" className="font-medium text-brand-700 underline">
                Browse jobs
              </Link>
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {savedJobs.map((job) => (
                <li key={job.jobId} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/jobs/${job.jobId}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {job.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {job.organization} · {job.location}
                      {job.gradeCode ? ` · ${job.gradeCode}` : ""}
                    </p>
                  </div>
                  {job.status !== "closed" ? (
                    <DeadlineBadge expiresAt={job.expiresAt} now={now} />
                  ) : (
                    // A closed job stays on the list (the sample a live crawl replaced, a posting
                    // its employer took down): it says so instead of vanishing.
                    <span className="inline-flex items-center rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-white">
                      Ended: no longer listed
                    </span>
                  )}
                  <TrackApplicationButton
                    jobId={job.jobId}
                    title={job.title}
                    tracked={job.tracked}
                    returnTo="/dashboard"
                  />
                  <SaveJobStar jobId={job.jobId} title={job.title} saved />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          id="saved-searches"
          aria-labelledby="saved-searches-heading"
          className={`${card} lg:col-span-2`}
        >
          <h2 id="saved-searches-heading" className={h2}>
            Saved searches ({savedSearches.length} of {maxSavedSearches})
          </h2>
          <Feedback result={result} intent="toggle-search" />
          <Feedback result={result} intent="delete-search" />
          {savedSearches.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              No saved searches yet. Filter the{" "}
              <Link to="/jobs" className="font-medium text-brand-700 underline">
                job listing
              </Link>{" "}
              and choose “Save this search” to get new jobs by e-mail.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {savedSearches.map((search) => (
                <li key={search.id} className="flex flex-wrap items-center gap-3 py-3">
                  {/* On a phone the name takes its own line and the controls wrap below it. */}
                  <div className="min-w-0 flex-1 basis-full sm:basis-0">
                    <p className="font-medium text-slate-900">{search.name}</p>
                    <p className="text-sm break-words text-slate-600">{search.criteria}</p>
                    <p className="text-sm text-slate-600">
                      {search.is_active ? "Active: e-mail alerts on" : "Paused: no alerts"}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="toggle-search" />
                    <input type="hidden" name="id" value={search.id} />
                    <input type="hidden" name="active" value={String(!search.is_active)} />
                    <button
                      type="submit"
                      role="switch"
                      aria-checked={search.is_active}
                      aria-label={`Alerts for ${search.name}`}
                      className={`relative inline-flex h-6 w-11 items-center rounded-full transition ${search.is_active ? "bg-brand-700" : "bg-slate-300"}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${search.is_active ? "translate-x-5" : "translate-x-0.5"}`}
                      />
                    </button>
                  </Form>
                  <Link to={`/jobs${search.query ? `?${search.query}` : ""}`} className={secondary}>
                    Run
                  </Link>
                  {/* A document request: the feed is XML, not a page of this app. */}
                  <a
                    href={`/jobs/feed.xml${search.query ? `?${search.query}` : ""}`}
                    type="application/rss+xml"
                    className={secondary}
                    aria-label={`RSS feed of ${search.name}`}
                  >
                    RSS feed
                  </a>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-search" />
                    <input type="hidden" name="id" value={search.id} />
                    <button
                      type="submit"
                      className={secondary}
                      aria-label={`Delete ${search.name}`}
                    >
                      Delete
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="cv-heading" className={`${card} lg:col-span-2`}>
          <h2 id="cv-heading" className={h2}>
            Your CV
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Upload your CV (PDF, DOCX or text) to match it against any job&apos;s requirements and
            start a cover letter from what it says. Only you can see it; delete it at any time.{" "}
            <Link to="/account/cv" className="font-semibold text-brand-700 hover:underline">
              Your CV
            </Link>
          </p>
        </section>

        <section aria-labelledby="profile-heading" className={card}>
          <h2 id="profile-heading" className={h2}>
            Profile
          </h2>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="profile" />
            <div>
              <label htmlFor="fullName" className="block text-sm font-medium text-slate-800">
                Full name
              </label>
              <input
                id="fullName"
                name="fullName"
                required
                maxLength={120}
                defaultValue={profile.fullName}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="careerFocus" className="block text-sm font-medium text-slate-800">
                Career focus
              </label>
              <input
                id="careerFocus"
                name="careerFocus"
                maxLength={200}
                defaultValue={profile.careerFocus}
                placeholder="e.g. Humanitarian logistics, P-3/P-4"
                className={inputClass}
              />
            </div>
            <button type="submit" className={primary} disabled={busy}>
              Save profile
            </button>
            <Feedback result={result} intent="profile" />
          </Form>
        </section>

        <section aria-labelledby="alerts-heading" className={card}>
          <h2 id="alerts-heading" className={h2}>
            Alert settings
          </h2>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="alerts" />
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                How often should we e-mail new jobs?
              </legend>
              {(["daily", "weekly"] as const).map((frequency) => (
                <label key={frequency} className="mt-2 flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="alertFrequency"
                    value={frequency}
                    defaultChecked={profile.alertFrequency === frequency}
                  />
                  {frequency === "daily" ? "Daily (9:00 UTC)" : "Weekly"}
                </label>
              ))}
            </fieldset>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="deadlineReminders"
                defaultChecked={profile.deadlineReminders}
              />
              Remind me 3 days before a saved job closes
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="trackerReminders"
                defaultChecked={profile.trackerReminders}
              />
              Remind me about my tracked applications: 3 days before a job I have not applied to yet
              closes, and the day before a test or interview
            </label>
            <button type="submit" className={primary} disabled={busy}>
              Save alert settings
            </button>
            <Feedback result={result} intent="alerts" />
          </Form>
        </section>

        <LanguageSetting
          locale={user.locale}
          busy={busy}
          className={card}
          headingClass={h2}
          buttonClass={primary}
          feedback={<Feedback result={result} intent="language" />}
        />

        <section aria-labelledby="export-heading" className={`${card} lg:col-span-2`}>
          <h2 id="export-heading" className={h2}>
            Download your data
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            One file with your profile, alert settings and the alerts we sent you, saved jobs, saved
            searches, tracked applications and the text read from your CV; and your applications as
            a spreadsheet.
          </p>
          <p className="mt-3 flex flex-wrap gap-3">
            {/* Document requests: files to save, not pages of this app. */}
            <a href="/account/export/data.json" download className={secondary}>
              Download my data (JSON)
            </a>
            <a href="/account/export/applications.csv" download className={secondary}>
              Download my applications (CSV)
            </a>
          </p>
        </section>

        <section
          aria-labelledby="delete-heading"
          className={`${card} border-red-200 lg:col-span-2`}
        >
          <h2 id="delete-heading" className={h2}>
            Delete your account
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            This removes your account, profile, saved jobs, saved searches and tracked applications
            for good.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="delete-account" />
            <div>
              <label htmlFor="confirm-delete" className="block text-sm font-medium text-slate-800">
                Type DELETE to confirm
              </label>
              <input id="confirm-delete" name="confirm" autoComplete="off" className={inputClass} />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-9 items-center rounded-md bg-red-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              Delete my account
            </button>
          </Form>
          <Feedback result={result} intent="delete-account" />
        </section>
      </div>
    </div>
  );
}
