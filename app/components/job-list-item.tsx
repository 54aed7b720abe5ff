import { Link } from "react-router";
import type { JobDto } from "#server/modules/jobs/job-dto";
import { DeadlineBadge } from "./deadline-badge";

function Chip({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
    >
      {children}
    </Link>
  );
}

export function JobListItem({ job, now }: { job: JobDto; now: string }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <p className="text-sm font-medium text-slate-600">{job.organization}</p>
      <h2 className="mt-1 text-base font-semibold text-slate-900">
        <Link to={`/jobs/${job.id}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{job.location}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {job.grade_code && (
          <Chip to={`/jobs?grade=${encodeURIComponent(job.grade_code)}`}>{job.grade_code}</Chip>
        )}
        {job.level && <Chip to={`/jobs?level=${encodeURIComponent(job.level)}`}>{job.level}</Chip>}
        {job.professional_field && (
          <Chip to={`/jobs?field=${encodeURIComponent(job.professional_field)}`}>
            {job.professional_field}
          </Chip>
        )}
        <DeadlineBadge expiresAt={job.expires_at} closingDate={job.closing_date} now={now} />
      </div>
    </article>
  );
}
