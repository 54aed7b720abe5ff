import { Link } from "react-router";
import { ReasonedJobList, type ReasonedJob } from "#app/components/reasoned-job-list";
import { useI18n } from "#app/lib/i18n/i18n";
import { jobFitReason } from "#app/lib/i18n/cv-match-labels";
import type { JobFit } from "#domain/job-fit";

export type JobsForYouData = {
  basis: { cv: boolean; profile: boolean };
  jobs: (Omit<ReasonedJob, "reason" | "details"> & { fit: JobFit })[];
};

/** What the list is made from: the key of its sentence. */
function basisKey(basis: JobsForYouData["basis"]): string {
  if (basis.cv && basis.profile) return "applications.jobsForYou.basisBoth";
  if (basis.cv) return "applications.jobsForYou.basisCv";
  return "applications.jobsForYou.basisProfile";
}

const textLink = "font-medium text-brand-700 underline";

/**
 * "Jobs for you": open jobs that fit the user's CV and planner profile, each with its reason; or,
 * without either, how to get such a list. `limit` shows the first few (the dashboard), with a link
 * to the full list.
 */
export function JobsForYouList({
  data,
  now,
  limit,
}: {
  data: JobsForYouData;
  now: string;
  limit?: number;
}) {
  const translator = useI18n();
  const { t, rich, href } = translator;
  if (!data.basis.cv && !data.basis.profile) {
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="jobs-for-you-empty">
        {rich("applications.jobsForYou.needsCv", {
          cv: (chunks) => (
            <Link to={href("/account/cv")} className={textLink}>
              {chunks}
            </Link>
          ),
          planner: (chunks) => (
            <Link to={href("/planner")} className={textLink}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }
  // Each job's reason worded in the page's language; the met requirements as the posting says them.
  const shown = (limit === undefined ? data.jobs : data.jobs.slice(0, limit)).map(
    ({ fit, ...job }): ReasonedJob => ({
      ...job,
      reason: jobFitReason(translator, fit),
      details: fit.cv?.quotes ?? [],
    }),
  );
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{t(basisKey(data.basis))}</p>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="jobs-for-you-none">
          {t("applications.jobsForYou.none")}
        </p>
      ) : (
        <ReasonedJobList jobs={shown} now={now} testId="jobs-for-you" />
      )}
      {limit !== undefined && data.jobs.length > limit && (
        <p className="mt-2 text-sm">
          <Link
            to={href("/account/jobs-for-you")}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t("applications.jobsForYou.all", { count: data.jobs.length })}
          </Link>
        </p>
      )}
    </>
  );
}
