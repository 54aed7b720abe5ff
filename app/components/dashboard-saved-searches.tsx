import { Link } from "react-router";
import { SamePageForm } from "#app/components/same-page-form";
import {
  Feedback,
  card,
  h2,
  secondary,
  textLink,
  type DashboardActionResult,
} from "#app/components/dashboard-parts";
import { useI18n } from "#app/lib/i18n/i18n";

export type DashboardSavedSearch = {
  id: string;
  name: string;
  /** The search's filters in words. */
  criteria: string;
  is_active: boolean;
  /** The listing's query string of the search (without "?"). */
  query: string;
};

/** The dashboard's saved searches: each with its alerts switch, its listing, feed and delete. */
export function SavedSearchesSection({
  savedSearches,
  maxSavedSearches,
  result,
}: {
  savedSearches: readonly DashboardSavedSearch[];
  maxSavedSearches: number;
  result: DashboardActionResult | undefined;
}) {
  const { t, rich, href } = useI18n();
  return (
    <section
      id="saved-searches"
      aria-labelledby="saved-searches-heading"
      className={`${card} lg:col-span-2`}
    >
      <h2 id="saved-searches-heading" className={h2}>
        {t("account.dashboard.savedSearches.heading", {
          count: savedSearches.length,
          max: maxSavedSearches,
        })}
      </h2>
      <Feedback result={result} intent="toggle-search" />
      <Feedback result={result} intent="delete-search" />
      {savedSearches.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {rich("account.dashboard.savedSearches.empty", {
            link: (chunks) => (
              <Link to={href("/jobs")} className={textLink}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {savedSearches.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchRow({ search }: { search: DashboardSavedSearch }) {
  const { t, href } = useI18n();
  const query = search.query ? `?${search.query}` : "";
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {/* On a phone the name takes its own line and the controls wrap below it. */}
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <p className="font-medium text-slate-900">{search.name}</p>
        <p className="text-sm break-words text-slate-600">{search.criteria}</p>
        <p className="text-sm text-slate-600">
          {t(
            search.is_active
              ? "account.dashboard.savedSearches.active"
              : "account.dashboard.savedSearches.paused",
          )}
        </p>
      </div>
      <SamePageForm>
        <input type="hidden" name="intent" value="toggle-search" />
        <input type="hidden" name="id" value={search.id} />
        <input type="hidden" name="active" value={String(!search.is_active)} />
        <button
          type="submit"
          role="switch"
          aria-checked={search.is_active}
          aria-label={t("account.dashboard.savedSearches.alertsFor", { name: search.name })}
          className={`relative inline-flex h-6 w-11 items-center rounded-full transition ${search.is_active ? "bg-brand-700" : "bg-slate-300"}`}
        >
          {/* The knob moves towards the end of the line: to the left in Arabic. */}
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${search.is_active ? "translate-x-5 rtl:-translate-x-5" : "translate-x-0.5 rtl:-translate-x-0.5"}`}
          />
        </button>
      </SamePageForm>
      <Link to={href(`/jobs${query}`)} className={secondary}>
        {t("account.dashboard.savedSearches.run")}
      </Link>
      {/* A document request: the feed is XML, not a page of this app. */}
      <a
        href={`/jobs/feed.xml${query}`}
        type="application/rss+xml"
        className={secondary}
        aria-label={t("account.dashboard.savedSearches.rssOf", { name: search.name })}
      >
        {t("account.dashboard.savedSearches.rss")}
      </a>
      <SamePageForm>
        <input type="hidden" name="intent" value="delete-search" />
        <input type="hidden" name="id" value={search.id} />
        <button
          type="submit"
          className={secondary}
          aria-label={t("account.dashboard.savedSearches.deleteNamed", { name: search.name })}
        >
          {t("account.dashboard.savedSearches.delete")}
        </button>
      </SamePageForm>
    </li>
  );
}
