import { Link } from "react-router";
import { ReasonedJobList, type ReasonedJob } from "#app/components/reasoned-job-list";

export type JobsForYouData = {
  basis: { cv: boolean; profile: boolean };
  jobs: ReasonedJob[];
};

/** What the list is made from, in a sentence. */
function basisText(basis: JobsForYouData["basis"]): string {
  if (basis.cv && basis.profile)
    return "Ranked by how well your CV meets each posting's requirements and by your career planner profile.";
  if (basis.cv) return "Ranked by how well your CV meets each posting's requirements.";
  return "Ranked by your career planner profile: its fields, the grades you qualify for and your duty stations.";
}

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
  if (!data.basis.cv && !data.basis.profile) {
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="jobs-for-you-empty">
        Open jobs picked for you need your CV or your career profile.{" "}
        <Link to="/account/cv" className="font-medium text-brand-700 underline">
          Upload your CV
        </Link>{" "}
        to see the jobs whose requirements it meets, or{" "}
        <Link to="/planner" className="font-medium text-brand-700 underline">
          fill in the career planner
        </Link>{" "}
        with your fields, experience and duty stations.
      </p>
    );
  }
  const shown = limit === undefined ? data.jobs : data.jobs.slice(0, limit);
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{basisText(data.basis)}</p>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="jobs-for-you-none">
          No open job fits yet. New jobs arrive every day; your CV and profile are matched again.
        </p>
      ) : (
        <ReasonedJobList jobs={shown} now={now} testId="jobs-for-you" />
      )}
      {limit !== undefined && data.jobs.length > limit && (
        <p className="mt-2 text-sm">
          <Link to="/account/jobs-for-you" className="font-semibold text-brand-700 hover:underline">
            All {data.jobs.length} jobs for you
          </Link>
        </p>
      )}
    </>
  );
}
