import type { JobPreview } from "#server/ingestion/run-ingestion";

/** The jobs a dry run found, as the admin pages show them: title (to the job's page) and facts. */
export function JobPreviewList({ jobs }: { jobs: readonly JobPreview[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
      {jobs.map((job) => (
        <li key={job.link} className="px-4 py-2">
          <a
            href={job.link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-words text-brand-700 hover:underline"
          >
            {job.title}
          </a>
          <span className="block text-slate-600">
            {[job.organization, job.location, job.grade_code, job.deadline?.slice(0, 10)]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </li>
      ))}
    </ul>
  );
}
