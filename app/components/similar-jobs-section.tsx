import { ReasonedJobList } from "#app/components/reasoned-job-list";
import { useI18n } from "#app/lib/i18n/i18n";
import { likenessReason } from "#app/lib/i18n/likeness-reason";
import type { SimilarJob } from "#server/modules/jobs/similar-jobs";

/**
 * "Similar jobs" at the foot of a job's page: other open jobs of its field, grade band, duty
 * station and organisation family, each with why it is similar, in the page's language. Nothing
 * when there are none.
 */
export function SimilarJobsSection({ jobs, now }: { jobs: SimilarJob[]; now: string }) {
  const i18n = useI18n();
  if (jobs.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-jobs"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="similar-jobs" className="text-lg font-semibold text-slate-900">
        {i18n.t("job.similar.heading")}
      </h2>
      <ReasonedJobList
        jobs={jobs.map(({ likeness, ...job }) => ({
          ...job,
          reason: likenessReason(i18n, likeness),
        }))}
        now={now}
        testId="similar-jobs"
      />
    </section>
  );
}
