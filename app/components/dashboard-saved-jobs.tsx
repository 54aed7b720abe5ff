import { Link } from "react-router";
import { DeadlineBadge } from "#app/components/deadline-badge";
import { SaveJobStar } from "#app/components/save-job-star";
import { TrackApplicationButton } from "#app/components/track-application-button";
import { card, h2, textLink } from "#app/components/dashboard-parts";
import { useI18n } from "#app/lib/i18n/i18n";
import { placeLabel } from "#app/lib/i18n/data-labels";
import type { ApplicationStatus } from "#domain/application-tracker";

export type DashboardSavedJob = {
  jobId: string;
  title: string;
  organization: string;
  location: string;
  gradeCode: string | null;
  status: string;
  expiresAt: string | null;
  tracked: { id: string; status: ApplicationStatus } | null;
};

/** The dashboard's saved jobs: each with its deadline (or that it ended), tracking and star. */
export function SavedJobsSection({
  savedJobs,
  now,
}: {
  savedJobs: readonly DashboardSavedJob[];
  now: string;
}) {
  const i18n = useI18n();
  const { t, rich, href } = i18n;
  return (
    <section aria-labelledby="saved-jobs-heading" className={`${card} lg:col-span-2`}>
      <h2 id="saved-jobs-heading" className={h2}>
        {t("account.dashboard.savedJobs.heading", { count: savedJobs.length })}
      </h2>
      {savedJobs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {rich("account.dashboard.savedJobs.empty", {
            link: (chunks) => (
              <Link to={href("/jobs")} className={textLink}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {savedJobs.map((job) => (
            <li key={job.jobId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={href(`/jobs/${job.jobId}`)}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {job.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {[
                    job.organization,
                    placeLabel(i18n, i18n.intlLocale, job.location, null),
                    job.gradeCode,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              {job.status !== "closed" ? (
                <DeadlineBadge expiresAt={job.expiresAt} now={now} />
              ) : (
                // A closed job stays on the list (the sample a live crawl replaced, a posting its
                // employer took down): it says so instead of vanishing.
                <span className="inline-flex items-center rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-white">
                  {t("account.dashboard.savedJobs.ended")}
                </span>
              )}
              <TrackApplicationButton
                jobId={job.jobId}
                title={job.title}
                tracked={job.tracked}
                returnTo={href("/dashboard")}
              />
              <SaveJobStar jobId={job.jobId} title={job.title} saved />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
