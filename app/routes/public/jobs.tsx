import { Link, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/jobs";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JobFilterPanel, RemoveIcon, type ListingFocus } from "#app/components/job-filter-panel";
import { JobResults } from "#app/components/job-results";
import {
  SearchCorrectionNotice,
  SearchSuggestionLink,
} from "#app/components/search-suggestion-link";
import { DEFAULT_PER_PAGE, InvalidQueryError, parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobCards } from "#server/modules/jobs/job-card-data";
import { getFacets } from "#server/modules/jobs/get-facets";
import {
  buildListingFilters,
  canonicalListingParams,
  countFilterValues,
  searchUnderstanding,
} from "#server/modules/jobs/listing-filters";
import { describeListing, feedPath } from "#server/modules/jobs/job-feed";
import { getUser } from "#app/lib/account.server";
import { savedJobIdsAmong } from "#server/modules/accounts/saved-jobs";
import { SaveJobStar } from "#app/components/save-job-star";
import { SaveSearchBox } from "#app/components/save-search-box";
import { describeListingTotal } from "#domain/listing-count";
import { withoutNotice } from "#domain/page-notices";

/**
 * The filter panel of an address with a bad value: the other filters as they were, so the form can
 * be corrected. Locations refused (more than allowed) stay in the field, with the reason beside it.
 */
function filtersAfterError(params: URLSearchParams, error: InvalidQueryError) {
  const rest = new URLSearchParams(params);
  rest.delete(error.parameter);
  let query;
  try {
    query = parseJobQuery(rest);
  } catch {
    query = parseJobQuery(new URLSearchParams());
  }
  const filters = buildListingFilters(query, null);
  if (error.parameter !== "location") return filters;
  return {
    ...filters,
    location: params.getAll("location").join(", "),
    locationError: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const site = getSiteInfo(context);
  const params = new URL(request.url).searchParams;
  // A GET form sent without JavaScript names every field, empty or not (?search=&location=):
  // such addresses redirect to the same listing without the empty parameters.
  const filled = [...params].filter(([, value]) => value.trim() !== "");
  if (filled.length < [...params].length) {
    const query = new URLSearchParams(filled).toString();
    throw redirect(query ? `/jobs?${query}` : "/jobs");
  }
  const now = new Date();
  let query;
  try {
    query = parseJobQuery(params);
  } catch (error) {
    if (!(error instanceof InvalidQueryError)) throw error;
    return data(
      {
        site,
        now: now.toISOString(),
        error: error.message,
        page: null,
        filters: filtersAfterError(params, error),
        canonical: "/jobs",
        robots: "noindex, follow",
        signedIn: false,
        savedIds: [] as string[],
        resultsFailed: false,
        feeds: null,
        understanding: null,
        step: DEFAULT_PER_PAGE,
      },
      { status: 400 },
    );
  }
  const [page, facets, user] = await Promise.all([
    // A failed results query fails the results only: the filters still render, with a retry.
    searchJobCards(db, query, now).catch((error: unknown) => {
      logger.error("job search failed", { error });
      return null;
    }),
    getFacets(db, { ...query, page: 1 }).catch((error: unknown) => {
      logger.error("facets failed", { error });
      return null;
    }),
    getUser(request, context),
  ]);
  const savedIds =
    user && page
      ? await savedJobIdsAmong(
          db,
          user.id,
          page.items.map((job) => job.id),
        )
      : [];
  const canonicalQuery = canonicalListingParams(query).toString();
  return data(
    {
      site,
      now: now.toISOString(),
      error: null,
      page,
      filters: buildListingFilters(query, facets),
      // A listing after Load More (`shown`) is the same listing: its canonical address has no `shown`.
      canonical: canonicalQuery ? `/jobs?${canonicalQuery}` : "/jobs",
      step: query.step,
      // More than one filter value in total: crawlable for its links, not indexed.
      robots: countFilterValues(query) > 1 ? "noindex, follow" : undefined,
      signedIn: user !== null,
      savedIds,
      resultsFailed: page === null,
      // What the search box was read as (the corrected search when the page shows it), with the
      // link that reads it the other way.
      understanding: searchUnderstanding(query, params, page?.correction?.query),
      // RSS and Atom feeds of this listing (same filters), linked from the page head.
      feeds: {
        title: describeListing(query),
        rss: feedPath("rss", params),
        atom: feedPath("atom", params),
      },
    },
    // Not a page to cache or index while its results are missing.
    { status: page ? 200 : 500 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.page;
  const feeds = loaderData?.feeds;
  const siteUrl = loaderData?.site.siteUrl ?? "";
  const siteName = loaderData?.site.siteName ?? "Blueboard";
  const feedLinks = feeds
    ? (["rss", "atom"] as const).map((format) => ({
        tagName: "link",
        rel: "alternate",
        type: format === "rss" ? "application/rss+xml" : "application/atom+xml",
        title: `${siteName} — ${feeds.title} (${format === "rss" ? "RSS" : "Atom"})`,
        href: `${siteUrl}${feeds[format]}`,
      }))
    : [];
  const tags = pageMeta({
    site: loaderData?.site,
    title: page ? describeListingTotal(page, "open job") : "Jobs",
    description:
      "Browse open positions across the UN system, international organisations, development banks, EU agencies and NGOs. Filter by region, location, contract type, field, level, grade and organization.",
    path: loaderData?.canonical ?? "/jobs",
    robots: loaderData?.robots,
  });
  return [...tags, ...feedLinks];
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { page, error, now, filters, signedIn, savedIds, resultsFailed, understanding, step } =
    loaderData;
  const location = useLocation();
  // Without the notice a form left in the address (`?notice=`): links built from it do not repeat it.
  const search = withoutNotice(location.search);
  const saveSearch = (
    <section aria-labelledby="save-search-heading" className="border-t border-slate-200 p-4">
      <h2 id="save-search-heading" className="text-base font-semibold text-slate-900">
        Save this search
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Get new matching jobs by e-mail every morning.
        {signedIn ? "" : " Sign in to save searches and alerts."}
      </p>
      {signedIn ? (
        <SaveSearchBox search={search} />
      ) : (
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(`/jobs${location.search}`)}`}
          className="mt-3 inline-flex min-h-9 items-center rounded-md border border-brand-700 px-3.5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Sign in to save this search
        </Link>
      )}
    </section>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Jobs</h1>
        {filters.activeCount > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
            {filters.activeCount} {filters.activeCount === 1 ? "filter" : "filters"} active
            <Link
              to="/jobs"
              state={{ focus: "results" } satisfies ListingFocus}
              aria-label="Clear all filters"
              className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <RemoveIcon />
            </Link>
          </span>
        )}
        {filters.sources.map((source) => (
          <span
            key={source}
            className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          >
            Source: {source}
          </span>
        ))}
      </div>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {page ? describeListingTotal(page) : ""}
      </p>
      {understanding && (
        <p className="mt-1 text-sm text-slate-700">
          {understanding.literal ? (
            <>
              Searching the text as typed —{" "}
              <Link
                to={understanding.href}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                show {understanding.parts.join(" · ")} instead
              </Link>
            </>
          ) : (
            <>
              Showing {understanding.parts.join(" · ")} —{" "}
              <Link
                to={understanding.href}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                search all text instead
              </Link>
            </>
          )}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr] lg:gap-8">
        <aside className="lg:self-start" aria-label="Search filters">
          {/* Saving the search ends the filter column (inside the disclosure on small screens). */}
          <JobFilterPanel filters={filters} search={search}>
            {saveSearch}
          </JobFilterPanel>
        </aside>
        <section id="results" tabIndex={-1} className="min-w-0" aria-label="Results">
          <SearchCorrectionNotice correction={page?.correction} currentSearch={search} />
          <SearchSuggestionLink suggestion={page?.suggestion} currentSearch={location.search} />
          {resultsFailed ? (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-6 text-center"
            >
              <p className="font-medium text-red-800">An unexpected error occurred</p>
              <p className="mt-1 text-sm text-red-800">
                The jobs could not be loaded. Your filters are kept.
              </p>
              {/* A link to this same address: it loads the results again, with or without JavaScript. */}
              <Link
                to={`/jobs${location.search}`}
                state={{ focus: "results" } satisfies ListingFocus}
                preventScrollReset
                className="mt-4 inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-100"
              >
                Try Again
              </Link>
            </div>
          ) : error ? (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            >
              <p className="font-medium">Some filters in this address are not valid: {error}.</p>
              <Link to="/jobs" className="mt-2 inline-flex font-medium underline">
                Show all jobs
              </Link>
            </div>
          ) : page && page.total > 0 && page.items.length > 0 ? (
            <JobResults
              key={search}
              page={page}
              search={search}
              step={step}
              now={now}
              savedIds={signedIn ? savedIds : undefined}
              renderSaveSlot={
                signedIn
                  ? (job, saved) => <SaveJobStar jobId={job.id} title={job.title} saved={saved} />
                  : undefined
              }
            />
          ) : (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-medium text-slate-900">No jobs found matching your criteria</p>
              <p className="mt-1 text-sm text-slate-600">
                Try adjusting your filters to see more results
              </p>
              {filters.activeCount > 0 && (
                <Link
                  to="/jobs"
                  className="mt-4 inline-flex text-sm font-medium text-brand-700 hover:underline"
                >
                  Show all jobs
                </Link>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
