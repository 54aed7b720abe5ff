import { ReasonedJobList, type ReasonedJob } from "#app/components/reasoned-job-list";

/**
 * "Similar jobs" at the foot of a job's page: other open jobs of its field, grade band, duty
 * station and organisation family, each with why it is similar. Nothing when there are none.
 */
export function SimilarJobsSection({ jobs, now }: { jobs: ReasonedJob[]; now: string }) {
  if (jobs.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-jobs"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="similar-jobs" className="text-lg font-semibold text-slate-900">
        Similar jobs
      </h2>
      <ReasonedJobList jobs={jobs} now={now} testId="similar-jobs" />
    </section>
  );
}
