import { Link, data } from "react-router";
import type { Route } from "./+types/job-detail";
import { getServices } from "#app/request-context";
import { DeadlineBadge } from "#app/components/deadline-badge";
import { getJobById } from "#server/modules/jobs/search-jobs";

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await getJobById(getServices(context).db, params.id);
  const now = new Date().toISOString();
  if (!job) return data({ job: null, now }, { status: 404 });
  return { job, now };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const job = loaderData?.job;
  if (!job) return [{ title: "Job not found | Blueboard" }, { name: "robots", content: "noindex" }];
  const tags = [{ title: `${job.title} at ${job.organization} | Blueboard` }];
  return job.status === "active" ? tags : [...tags, { name: "robots", content: "noindex" }];
};

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { job, now } = loaderData;
  if (!job) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Job not found</h1>
        <Link
          to="/jobs"
          className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white"
        >
          Back to jobs
        </Link>
      </section>
    );
  }
  const isOpen = job.status === "active";
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/jobs" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to listings
      </Link>
      <p className="mt-6 text-sm font-medium text-slate-600">{job.organization}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{job.title}</h1>
      <p className="mt-2 text-slate-700">{job.location}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {job.level && (
          <Link
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium"
            to={`/jobs?level=${encodeURIComponent(job.level)}`}
          >
            {job.level}
          </Link>
        )}
        {job.grade_code && (
          <Link
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium"
            to={`/jobs?grade=${encodeURIComponent(job.grade_code)}`}
          >
            {job.grade_code}
          </Link>
        )}
        {job.professional_field && (
          <Link
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium"
            to={`/jobs?field=${encodeURIComponent(job.professional_field)}`}
          >
            {job.professional_field}
          </Link>
        )}
        {isOpen && <DeadlineBadge expiresAt={job.expires_at} now={now} />}
      </div>
      {isOpen ? (
        <a
          href={job.link}
          target="_blank"
          rel="noopener"
          className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          APPLY NOW
        </a>
      ) : (
        <p
          role="status"
          className="mt-6 rounded-md border border-slate-300 bg-slate-100 p-4 text-sm text-slate-800"
        >
          This job has closed and no longer accepts applications.
        </p>
      )}
      <section className="prose mt-10 max-w-none" aria-labelledby="job-description">
        <h2 id="job-description" className="text-lg font-semibold text-slate-900">
          Job Description
        </h2>
        <div
          className="mt-3 space-y-3 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc"
          dangerouslySetInnerHTML={{ __html: job.description ?? "" }}
        />
      </section>
    </article>
  );
}
