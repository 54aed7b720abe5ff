import { Form, Link, useNavigate } from "react-router";
import type { FilterGroup, ListingFilters } from "#server/modules/jobs/listing-filters";

/** The listing URL with one value added to or removed from a filter; the page resets to 1. */
export function listingHref(
  current: string,
  change: { key: string; add?: string; remove?: string },
): string {
  const params = new URLSearchParams();
  // Rebuilt without the page (a changed filter starts at page 1) and without empty values
  // (the dropdowns submit "" when the form is sent without JavaScript).
  for (const [key, value] of new URLSearchParams(current)) {
    if (key === "page" || !value.trim()) continue;
    if (key === change.key && value === change.remove) continue;
    params.append(key, value);
  }
  if (change.add !== undefined && !params.getAll(change.key).includes(change.add)) {
    params.append(change.key, change.add);
  }
  const query = params.toString();
  return query ? `/jobs?${query}` : "/jobs";
}

function RemoveIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className="h-3 w-3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
    </svg>
  );
}

function MultiSelect({ group, search }: { group: FilterGroup; search: string }) {
  const navigate = useNavigate();
  const selectId = `filter-${group.key}`;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{group.label}</legend>
      {group.selected.length > 0 && (
        <ul
          className="mt-2 flex flex-wrap gap-1.5"
          aria-label={`Chosen ${group.label.toLowerCase()}`}
        >
          {group.selected.map((option) => (
            <li key={option.value} className="max-w-full">
              {/* Keeps the value when the form is submitted without JavaScript. */}
              <input type="hidden" name={group.key} value={option.value} />
              <Link
                to={listingHref(search, { key: group.key, remove: option.value })}
                aria-label={`Remove ${option.label}`}
                className="inline-flex min-h-7 max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
              >
                <span className="min-w-0 truncate">{option.label}</span>
                <RemoveIcon />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {group.options.length > 0 && (
        <>
          <label htmlFor={selectId} className="sr-only">
            {group.addLabel}
          </label>
          <select
            key={search}
            id={selectId}
            name={group.key}
            defaultValue=""
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value) void navigate(listingHref(search, { key: group.key, add: value }));
            }}
            className="mt-2 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
          >
            <option value="">{group.addLabel}…</option>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.count === null
                  ? option.label
                  : `${option.label} (${option.count.toLocaleString("en")})`}
              </option>
            ))}
          </select>
        </>
      )}
    </fieldset>
  );
}

/**
 * The /jobs filter panel: a plain GET form (works without JavaScript: dropdowns add a value on
 * "Search", chips are links that remove theirs); with JavaScript a dropdown choice applies at once.
 */
export function JobFilterPanel({ filters, search }: { filters: ListingFilters; search: string }) {
  const navigate = useNavigate();
  const inputClass =
    "mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500";
  return (
    // Under 1024 px the panel is a disclosure (closed, so results come first); from 1024 px it is
    // always open (app.css). Without ::details-content support it stays a working disclosure.
    <details className="filter-disclosure rounded-lg border border-slate-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-4 text-base font-semibold text-slate-900">
        <span>
          Filters
          {filters.activeCount > 0 && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {filters.activeCount} active
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
        action="/jobs"
        aria-labelledby="filters-heading"
        onSubmit={(event) => {
          // With JavaScript: the same GET, without the empty dropdown values.
          event.preventDefault();
          const params = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget)) {
            if (typeof value === "string" && value.trim()) params.append(key, value.trim());
          }
          const query = params.toString();
          void navigate(query ? `/jobs?${query}` : "/jobs");
        }}
        className="space-y-5 border-t border-slate-200 p-4 lg:border-t-0"
      >
        <div className="flex items-center justify-between gap-2">
          <h2
            id="filters-heading"
            className="hidden text-base font-semibold text-slate-900 lg:block"
          >
            Filters
          </h2>
          {filters.activeCount > 0 && (
            <Link to="/jobs" className="rounded text-sm font-medium text-brand-700 hover:underline">
              Clear All
            </Link>
          )}
        </div>
        <div>
          <label htmlFor="jobs-search" className="text-sm font-medium text-slate-800">
            Keywords
          </label>
          <input
            id="jobs-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            placeholder="job title, description, skills"
            className={inputClass}
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
            defaultValue={filters.location}
            placeholder="City or country"
            className={inputClass}
          />
        </div>
        {filters.sources.map((source) => (
          <input key={source} type="hidden" name="source" value={source} />
        ))}
        {filters.groups
          // Nothing to choose and nothing chosen (no open job has a grade, say): no control at all.
          .filter((group) => group.options.length > 0 || group.selected.length > 0)
          .map((group) => (
            <MultiSelect key={group.key} group={group} search={search} />
          ))}
        <button
          type="submit"
          className="h-10 w-full rounded-md bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>
    </details>
  );
}
