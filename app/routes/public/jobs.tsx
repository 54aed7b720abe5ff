import { Link, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/jobs";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { serverTranslator } from "#server/modules/i18n/plain-translator";
import { pageMeta } from "#app/seo";
import { JobFilterPanel, RemoveIcon, type ListingFocus } from "#app/components/job-filter-panel";
import { JobResults } from "#app/components/job-results";
import {
  SearchCorrectionNotice,
  SearchSuggestionLink,
} from "#app/components/search-suggestion-link";
import {
  EmptyListing,
  InvalidListing,
  ListingFailed,
  SaveSearchSection,
  UnderstandingNotice,
} from "#app/components/listing-notices";
import {
  DEFAULT_PER_PAGE,
  InvalidQueryError,
  MAX_LOCATIONS,
  parseJobQuery,
} from "#server/modules/jobs/job-query";
import { searchJobCards } from "#server/modules/jobs/job-card-data";
import { jobCardPageIn } from "#server/modules/jobs/job-cards-in-language";
import { getFacets } from "#server/modules/jobs/get-facets";
import { buildListingFilters } from "#server/modules/jobs/listing-filters";
import { canonicalListingParams, countFilterValues } from "#server/modules/jobs/listing-address";
import { searchUnderstanding } from "#server/modules/jobs/search-understanding";
import { describeListing, feedPath } from "#server/modules/jobs/job-feed";
import { getUser } from "#app/lib/account.server";
import { savedJobIdsAmong } from "#server/modules/accounts/saved-jobs";
import { SaveJobStar } from "#app/components/save-job-star";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { listingTotalText } from "#app/lib/i18n/listing-labels";
import {
  DEFAULT_LOCALE,
  localizedPath,
  splitLocalePath,
  type Locale,
} from "#domain/interface-locales";
import { withoutNotice } from "#domain/page-notices";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["account", "job", "jobs"] } satisfies I18nHandle;

/**
 * The filter panel of an address with a bad value: the other filters as they were, so the form can
 * be corrected. Locations refused (more than allowed) stay in the field, with how many were given.
 */
function filtersAfterError(params: URLSearchParams, error: InvalidQueryError, locale: Locale) {
  const rest = new URLSearchParams(params);
  rest.delete(error.parameter);
  let query;
  try {
    query = parseJobQuery(rest);
  } catch {
    query = parseJobQuery(new URLSearchParams());
  }
  const filters = buildListingFilters(query, null, locale);
  if (error.parameter !== "location") return filters;
  const given = params
    .getAll("location")
    .flatMap((value) => value.split(","))
    .filter((value) => value.trim() !== "").length;
  return {
    ...filters,
    location: params.getAll("location").join(", "),
    locationsRefused: given > MAX_LOCATIONS ? given : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const site = getSiteInfo(context);
  const url = new URL(request.url);
  const params = url.searchParams;
  // The listing in the page's language: /jobs, /fr/jobs…
  const { locale } = splitLocalePath(url.pathname);
  const listing = localizedPath("/jobs", locale);
  // A GET form sent without JavaScript names every field, empty or not (?search=&location=):
  // such addresses redirect to the same listing without the empty parameters.
  const filled = [...params].filter(([, value]) => value.trim() !== "");
  if (filled.length < [...params].length) {
    const query = new URLSearchParams(filled).toString();
    throw redirect(query ? `${listing}?${query}` : listing);
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
        filters: filtersAfterError(params, error, locale),
        canonical: listing,
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
      // The cards' places named in the page's language.
      page: page && jobCardPageIn(page, locale),
      filters: buildListingFilters(query, facets, locale),
      // A listing after Load More (`shown`) is the same listing: its canonical address has no `shown`.
      canonical: canonicalQuery ? `${listing}?${canonicalQuery}` : listing,
      step: query.step,
      // More than one filter value in total: crawlable for its links, not indexed.
      robots: countFilterValues(query) > 1 ? "noindex, follow" : undefined,
      signedIn: user !== null,
      savedIds,
      resultsFailed: page === null,
      // What the search box was read as (the corrected search when the page shows it), with the
      // link that reads it the other way.
      understanding: searchUnderstanding(query, params, page?.correction?.query, locale),
      // RSS and Atom feeds of this listing (same filters), linked from the page head. The feeds are
      // written in English: an English page names what they hold, another says they are in English.
      feeds: (["rss", "atom"] as const).map((format) => {
        const name = format === "rss" ? "RSS" : "Atom";
        return {
          format,
          href: `${site.siteUrl}${feedPath(format, params)}`,
          title:
            locale === DEFAULT_LOCALE
              ? `${site.siteName} — ${describeListing(query)} (${name})`
              : serverTranslator(locale)("jobs.feedLink", { site: site.siteName, format: name }),
        };
      }),
    },
    // Not a page to cache or index while its results are missing.
    { status: page ? 200 : 500 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = metaTranslator(matches);
  const page = loaderData?.page;
  const feedLinks = (loaderData?.feeds ?? []).map(({ format, href, title }) => ({
    tagName: "link",
    rel: "alternate",
    type: `application/${format}+xml`,
    title,
    href,
  }));
  const tags = pageMeta({
    site: loaderData?.site,
    title: page ? listingTotalText(i18n, page, "openJobs") : i18n.t("jobs.title"),
    description: i18n.t("jobs.metaDescription"),
    path: loaderData?.canonical ?? localizedPath("/jobs", i18n.locale),
    robots: loaderData?.robots,
  });
  return [...tags, ...feedLinks];
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { page, error, now, filters, signedIn, savedIds, resultsFailed, understanding, step } =
    loaderData;
  const i18n = useI18n();
  const { t, href } = i18n;
  const location = useLocation();
  // Without the notice a form left in the address (`?notice=`): links built from it do not repeat it.
  const search = withoutNotice(location.search);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("jobs.title")}</h1>
        {filters.activeCount > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 ps-2.5 pe-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
            {t("jobs.activeFilters", { count: filters.activeCount })}
            <Link
              to={href("/jobs")}
              state={{ focus: "results" } satisfies ListingFocus}
              aria-label={t("jobs.clearAllFilters")}
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
            {t("jobs.source", { source })}
          </span>
        ))}
      </div>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {page ? listingTotalText(i18n, page) : ""}
      </p>
      {understanding && <UnderstandingNotice understanding={understanding} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr] lg:gap-8">
        <aside className="lg:self-start" aria-label={t("jobs.filtersLabel")}>
          {/* Saving the search ends the filter column (inside the disclosure on small screens). */}
          <JobFilterPanel filters={filters} search={search}>
            <SaveSearchSection
              signedIn={signedIn}
              search={search}
              returnTo={`${location.pathname}${location.search}`}
            />
          </JobFilterPanel>
        </aside>
        <section id="results" tabIndex={-1} className="min-w-0" aria-label={t("jobs.resultsLabel")}>
          <SearchCorrectionNotice correction={page?.correction} currentSearch={search} />
          <SearchSuggestionLink suggestion={page?.suggestion} currentSearch={location.search} />
          {resultsFailed ? (
            <ListingFailed search={location.search} />
          ) : error ? (
            <InvalidListing error={error} />
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
            <EmptyListing filtered={filters.activeCount > 0} />
          )}
        </section>
      </div>
    </div>
  );
}
