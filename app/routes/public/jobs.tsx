import { Form, Link, data } from "react-router";
import type { Route } from "./+types/jobs";
import { getServices } from "#app/request-context";
import { JobListItem } from "#app/components/job-list-item";
import { InvalidQueryError, parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobs } from "#server/modules/jobs/search-jobs";
import { JOB_LEVELS } from "#domain/levels";
import { PROFESSIONAL_FIELDS } from "#domain/fields";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const now = new Date().toISOString();
  try {
    const query = parseJobQuery(params);
    const page = await searchJobs(getServices(context).db, query);
    return { page, error: null, now, params: params.toString() };
  } catch (error) {
    if (!(error instanceof InvalidQueryError)) throw error;
    return data(
      { page: null, error: error.message, now, params: params.toString() },
      { status: 400 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.page ? `${loaderData.page.total.toLocaleString("en")} open jobs` : "Jobs"} | Blueboard`,
  },
];

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { page, error, now } = loaderData;
  const params = new URLSearchParams(loaderData.params);
  const nextParams = new URLSearchParams(params);
  nextParams.set("page", String((page?.page ?? 1) + 1));
  const inputClass = "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm";
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_1fr]">
      <aside>
        <Form method="get" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
          <div>
            <label htmlFor="jobs-search" className="text-sm font-medium text-slate-800">
              Keywords
            </label>
            <input
              id="jobs-search"
              name="search"
              type="search"
              defaultValue={params.get("search") ?? ""}
              placeholder="Job title, description, skills"
              className={`${inputClass} mt-1`}
            />
          </div>
          <div>
            <label htmlFor="jobs-location" className="text-sm font-medium text-slate-800">
              Location
            </label>
            <input
              id="jobs-location"
              name="location"
              type="text"
              defaultValue={params.get("location") ?? ""}
              placeholder="City or country"
              className={`${inputClass} mt-1`}
            />
          </div>
          <div>
            <label htmlFor="jobs-level" className="text-sm font-medium text-slate-800">
              Level
            </label>
            <select
              id="jobs-level"
              name="level"
              defaultValue={params.get("level") ?? ""}
              className={`${inputClass} mt-1`}
            >
              <option value="">Any level</option>
              {JOB_LEVELS.map((level) => (
                <option key={level}>{level}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="jobs-field" className="text-sm font-medium text-slate-800">
              Professional field
            </label>
            <select
              id="jobs-field"
              name="field"
              defaultValue={params.get("field") ?? ""}
              className={`${inputClass} mt-1`}
            >
              <option value="">Any field</option>
              {PROFESSIONAL_FIELDS.map((field) => (
                <option key={field}>{field}</option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="h-10 w-full rounded-md bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </Form>
      </aside>
      <section aria-labelledby="jobs-heading">
        <h1 id="jobs-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Jobs
        </h1>
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            {error}
          </p>
        ) : page && page.total > 0 ? (
          <>
            <p className="mt-1 text-sm text-slate-600">
              {page.total.toLocaleString("en")} available positions
            </p>
            <div className="mt-6 space-y-3">
              {page.items.map((job) => (
                <JobListItem key={job.id} job={job} now={now} />
              ))}
            </div>
            {page.hasMore && (
              <Link
                to={`/jobs?${nextParams.toString()}`}
                className="mt-6 inline-flex rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Load More
              </Link>
            )}
          </>
        ) : (
          <div className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-medium text-slate-900">No jobs found matching your criteria</p>
            <p className="mt-1 text-sm text-slate-600">
              Try adjusting your filters to see more results
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
