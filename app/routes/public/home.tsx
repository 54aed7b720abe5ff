import { Link } from "react-router";
import type { Route } from "./+types/home";
import { getServices } from "#app/request-context";
import { JobListItem } from "#app/components/job-list-item";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobs } from "#server/modules/jobs/search-jobs";

export async function loader({ context }: Route.LoaderArgs) {
  const latest = await searchJobs(
    getServices(context).db,
    parseJobQuery(new URLSearchParams({ perPage: "8" })),
  );
  return { latest, now: new Date().toISOString() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, now } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-medium text-brand-100">Independent · Updated daily</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            Every open position in the UN
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Jobs from the UN system, international organisations, development banks, EU agencies and
            NGOs, in one place.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/search"
              className="rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Find Jobs Now
            </Link>
            <Link
              to="/jobs"
              className="rounded-md px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              View all open jobs
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Latest opportunities
        </h2>
        {latest.items.length === 0 ? (
          <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">No featured jobs available at the moment.</p>
            <Link
              to="/jobs"
              className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
            >
              Browse All Jobs
            </Link>
          </div>
        ) : (
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            {latest.items.map((job) => (
              <JobListItem key={job.id} job={job} now={now} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
