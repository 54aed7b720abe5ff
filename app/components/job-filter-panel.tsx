import type { ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { SearchCombobox } from "./search-combobox";
import type { ListingFilters } from "#server/modules/jobs/listing-filters";
import { useI18n } from "#app/lib/i18n/i18n";
import {
  Chip,
  ChoiceSelect,
  MultiSelect,
  NationalsOnlySelect,
  listingHref,
  useListingFocus,
  type ListingFocus,
} from "./job-filter-controls";
import type { ChoiceName } from "#app/lib/i18n/listing-labels";
import { fieldErrorProps } from "#app/lib/reply-errors";

export { RemoveIcon, listingHref, type ListingFocus } from "./job-filter-controls";

/**
 * The /jobs filter panel: a plain GET form (works without JavaScript: dropdowns add a value on
 * "Search", chips are links that remove theirs); with JavaScript a dropdown choice made with a
 * pointer applies at once, one made with the keyboard on Enter or Apply. After each filter change
 * focus returns to the control used. `children` end the panel (outside its form).
 */
/** The form's dropdowns, in their order; the listing's choice of each is `filters[name]`. */
const CHOICE_SELECTS: { id: string; name: ChoiceName; labelKey: string }[] = [
  { id: "jobs-sort", name: "sort", labelKey: "jobs.filters.sortBy" },
  { id: "jobs-closing-within", name: "closingWithin", labelKey: "jobs.filters.closing" },
  { id: "jobs-remote", name: "remote", labelKey: "jobs.filters.placeOfWork" },
  {
    id: "jobs-posting-language",
    name: "postingLanguage",
    labelKey: "jobs.filters.postingLanguage",
  },
];

export function JobFilterPanel({
  filters,
  search,
  children,
}: {
  filters: ListingFilters;
  search: string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const { t, href } = useI18n();
  useListingFocus();
  const hasKeywords = filters.search !== "";
  // More locations than the listing takes: the field says so, as a refused form field does.
  const locationErrors =
    filters.locationsRefused === null
      ? undefined
      : [
          t("jobs.filters.tooManyLocations", {
            max: filters.maxLocations,
            given: filters.locationsRefused,
          }),
        ];
  const inputClass =
    "mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500";
  return (
    // Under 1024 px the panel is a disclosure (closed, so results come first); from 1024 px it is
    // always open (app.css). Without ::details-content support it stays a working disclosure.
    <details className="filter-disclosure rounded-lg border border-slate-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-4 text-base font-semibold text-slate-900">
        <span>
          {t("jobs.filters.heading")}
          {filters.activeCount > 0 && (
            <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t("jobs.filters.active", { count: filters.activeCount })}
            </span>
          )}
        </span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="filter-chevron h-5 w-5 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 7.5 10 12.5 15 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <Form
        method="get"
        action={href("/jobs")}
        aria-labelledby="filters-heading"
        onSubmit={(event) => {
          // With JavaScript: the same GET, without the empty dropdown values.
          event.preventDefault();
          const params = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget)) {
            if (typeof value === "string" && value.trim()) params.append(key, value.trim());
          }
          const query = params.toString();
          const used = document.activeElement?.id;
          void navigate(href(query ? `/jobs?${query}` : "/jobs"), {
            state: used ? ({ focus: used } satisfies ListingFocus) : undefined,
            preventScrollReset: true,
          });
        }}
        className="space-y-5 border-t border-slate-200 p-4 lg:border-t-0"
      >
        <div className="flex items-center justify-between gap-2">
          <h2
            id="filters-heading"
            className="hidden text-base font-semibold text-slate-900 lg:block"
          >
            {t("jobs.filters.heading")}
          </h2>
          {filters.activeCount > 0 && (
            <Link
              to={href("/jobs")}
              state={{ focus: "jobs-search" } satisfies ListingFocus}
              preventScrollReset
              className="rounded text-sm font-medium text-brand-700 hover:underline"
            >
              {t("jobs.filters.clearAll")}
            </Link>
          )}
        </div>
        <div>
          <label htmlFor="jobs-search" className="text-sm font-medium text-slate-800">
            {t("jobs.filters.keywords")}
          </label>
          <SearchCombobox
            id="jobs-search"
            name="search"
            defaultValue={filters.search}
            placeholder={t("jobs.filters.keywordsPlaceholder")}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="jobs-location" className="text-sm font-medium text-slate-800">
            {t("jobs.filters.locations")}
          </label>
          <p id="jobs-location-hint" className="text-xs text-slate-600">
            {t("jobs.filters.locationsHint", { max: filters.maxLocations })}
          </p>
          {filters.locations.length > 0 && (
            <ul
              className="mt-2 flex flex-wrap gap-1.5"
              aria-label={t("jobs.filters.chosenLocations")}
            >
              {filters.locations.map((location, index) => (
                <li key={location} className="max-w-full">
                  <Chip
                    to={listingHref(search, { key: "location", remove: location })}
                    label={filters.locationLabels[index] ?? location}
                    focus="jobs-location"
                  />
                </li>
              ))}
            </ul>
          )}
          <input
            id="jobs-location"
            name="location"
            type="text"
            defaultValue={filters.location}
            placeholder={t("jobs.filters.locationPlaceholder")}
            {...fieldErrorProps(locationErrors, "jobs-location-error", "jobs-location-hint")}
            className={inputClass}
          />
          {locationErrors && (
            <p id="jobs-location-error" className="mt-1 text-sm text-red-700">
              {locationErrors[0]}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {CHOICE_SELECTS.map(({ id, name, labelKey }) => (
            <ChoiceSelect
              key={name}
              id={id}
              name={name}
              label={t(labelKey)}
              choice={filters[name]}
              search={search}
              hasKeywords={hasKeywords}
            />
          ))}
        </div>
        {filters.sources.map((source) => (
          <input key={source} type="hidden" name="source" value={source} />
        ))}
        {/* Chosen with "search all text instead": the search stays as typed while filters change. */}
        {filters.literal && <input type="hidden" name="literal" value="1" />}
        {/* Kept while languages change: set from a job page's "required" link or the URL. */}
        {filters.languageNeed && (
          <input type="hidden" name="languageNeed" value={filters.languageNeed} />
        )}
        {filters.groups
          // Nothing to choose and nothing chosen (no open job has a grade, say): no control at all.
          .filter((group) => group.options.length > 0 || group.selected.length > 0)
          .map((group) => (
            // Keyed by the listing: a choice waiting for Enter does not outlive it.
            <MultiSelect key={`${group.key}:${search}`} group={group} search={search} />
          ))}
        <NationalsOnlySelect key={search} value={filters.nationalsOnly} search={search} />
        <button
          type="submit"
          className="h-10 w-full rounded-md bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("jobs.filters.submit")}
        </button>
      </Form>
      {children}
    </details>
  );
}
