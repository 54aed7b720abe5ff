import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { SearchCombobox } from "./search-combobox";
import type {
  FilterGroup,
  ListingChoice,
  ListingFilters,
} from "#server/modules/jobs/listing-filters";
import { useRuntime } from "#app/lib/hydration";

/**
 * The location state of a listing navigation started from the filters: the id of the element to
 * focus once the new listing has rendered (the control the user worked, or where it went), so
 * keyboard and screen-reader users are not dropped on the body (WCAG 2.4.3).
 */
export type ListingFocus = { focus: string };

/** Where focus goes when the chosen element is gone or hidden (e.g. in a closed disclosure). */
const FALLBACK_FOCUS = "results";

function useListingFocus() {
  const location = useLocation();
  const target = (location.state as Partial<ListingFocus> | null)?.focus;
  useEffect(() => {
    if (!target) return;
    for (const id of [target, FALLBACK_FOCUS]) {
      const element = document.getElementById(id);
      element?.focus();
      if (element && document.activeElement === element) return;
    }
    // Once per navigation (a new location key), not on every render.
  }, [location.key, target]);
}

/** The listing URL with one value added to or removed from a filter; the page resets to 1. */
export function listingHref(
  current: string,
  change: { key: string; add?: string; remove?: string },
): string {
  const params = new URLSearchParams();
  // Rebuilt without the page (a changed filter starts at page 1) and without empty values
  // (the dropdowns submit "" when the form is sent without JavaScript). A removed value also
  // leaves a comma-separated list ("location=Geneva, Nairobi").
  for (const [key, value] of new URLSearchParams(current)) {
    if (key === "page" || !value.trim()) continue;
    if (key === change.key && change.remove !== undefined) {
      const kept = value
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "" && part !== change.remove);
      if (kept.length) params.append(key, kept.join(", "));
      continue;
    }
    params.append(key, value);
  }
  if (change.add !== undefined && !params.getAll(change.key).includes(change.add)) {
    params.append(change.key, change.add);
  }
  const query = params.toString();
  return query ? `/jobs?${query}` : "/jobs";
}

/** The small cross of a control that removes a filter (a chip, or all filters at once). */
export function RemoveIcon() {
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

function Chip({ to, label, focus }: { to: string; label: string; focus: string }) {
  return (
    <Link
      to={to}
      state={{ focus } satisfies ListingFocus}
      preventScrollReset
      aria-label={`Remove ${label}`}
      className="inline-flex min-h-7 max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
    >
      <span className="min-w-0 truncate">{label}</span>
      <RemoveIcon />
    </Link>
  );
}

/**
 * A dropdown that, with JavaScript, applies a choice made with a pointer at once and one made with
 * the keyboard on Enter or the Apply button: the arrow keys move through the options of a closed
 * dropdown without leaving the page (WCAG 3.2.2 On Input). `current` is the value the page already
 * shows (a multi-choice dropdown's placeholder, ""): choosing it applies nothing. `waiting` is the
 * keyboard choice that Enter or Apply would apply, else null. Without JavaScript the form's one
 * Search button sends it.
 */
function useDeferredChoice(current: string, apply: (value: string) => void) {
  const pointer = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const waiting = pending !== null && pending !== current ? pending : null;
  return {
    waiting,
    handlers: {
      onPointerDown: () => (pointer.current = true),
      onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
        pointer.current = false;
        if (event.key === "Enter" && waiting !== null) {
          event.preventDefault();
          apply(waiting);
        }
      },
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        const value = event.currentTarget.value;
        if (pointer.current && value !== current) apply(value);
        else setPending(value);
      },
    },
  };
}

/**
 * Applies one dropdown's keyboard choice, right after it: with the runtime it appears only while a
 * keyboard choice waits (see above) and applies it. A page without the runtime has none: its
 * filter panel is one form with one Search button, which applies every choice at once.
 */
function ApplyButton({
  label,
  waiting,
  apply,
}: {
  label: string;
  waiting: string | null;
  apply: (value: string) => void;
}) {
  const runtime = useRuntime();
  if (!runtime || waiting === null) return null;
  return (
    <button
      type="button"
      onClick={() => apply(waiting)}
      className="h-10 shrink-0 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      Apply<span className="sr-only"> {label}</span>
    </button>
  );
}

const NATIONALS_CHOICES = [
  { value: "", label: "Any recruitment" },
  { value: "true", label: "Only jobs for nationals" },
  { value: "false", label: "Leave out jobs for nationals only" },
] as const;

/** The "nationals only" filter: one value (any, only, leave out), with a chip when set. */
function NationalsOnlySelect({ value, search }: { value: boolean | null; search: string }) {
  const navigate = useNavigate();
  const selectId = "filter-nationalsOnly";
  const current = value === null ? "" : String(value);
  const apply = (next: string) => {
    const without = listingHref(search, { key: "nationalsOnly", remove: current });
    const href = next
      ? listingHref(without.slice("/jobs".length).replace(/^\?/, ""), {
          key: "nationalsOnly",
          add: next,
        })
      : without;
    void navigate(href, {
      state: { focus: selectId } satisfies ListingFocus,
      preventScrollReset: true,
    });
  };
  const { waiting, handlers } = useDeferredChoice(current, apply);
  const chosen = NATIONALS_CHOICES.find((choice) => choice.value === current);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Nationals only</legend>
      {value !== null && chosen && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Chosen recruitment filter">
          <li className="max-w-full">
            <Chip
              to={listingHref(search, { key: "nationalsOnly", remove: current })}
              label={chosen.label}
              focus={selectId}
            />
          </li>
        </ul>
      )}
      <label htmlFor={selectId} className="sr-only">
        Who may apply
      </label>
      <div className="mt-2 flex gap-2">
        <select
          key={search}
          id={selectId}
          name="nationalsOnly"
          defaultValue={current}
          {...handlers}
          className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
        >
          {NATIONALS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <ApplyButton label="nationals only" waiting={waiting} apply={apply} />
      </div>
    </fieldset>
  );
}

function MultiSelect({ group, search }: { group: FilterGroup; search: string }) {
  const navigate = useNavigate();
  const selectId = `filter-${group.key}`;
  const apply = (value: string) =>
    void navigate(listingHref(search, { key: group.key, add: value }), {
      state: { focus: selectId } satisfies ListingFocus,
      preventScrollReset: true,
    });
  // The dropdown adds a value; its placeholder ("") adds none.
  const { waiting, handlers } = useDeferredChoice("", apply);
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
              <Chip
                to={listingHref(search, { key: group.key, remove: option.value })}
                label={option.label}
                focus={selectId}
              />
            </li>
          ))}
        </ul>
      )}
      {group.options.length > 0 && (
        <>
          <label htmlFor={selectId} className="sr-only">
            {group.addLabel}
          </label>
          <div className="mt-2 flex gap-2">
            <select
              key={search}
              id={selectId}
              name={group.key}
              defaultValue=""
              {...handlers}
              className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
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
            <ApplyButton label={group.label.toLowerCase()} waiting={waiting} apply={apply} />
          </div>
        </>
      )}
    </fieldset>
  );
}

/**
 * A one-value control of the form (sort, closing within, place of work): a labelled dropdown that
 * the form's Search button applies with the rest, with or without JavaScript. Its default option
 * has the value "", which the form leaves out of the address.
 */
function ChoiceSelect({
  id,
  name,
  label,
  choice,
  search,
}: {
  id: string;
  name: string;
  label: string;
  choice: ListingChoice;
  search: string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        // A new listing resets the dropdown to what the address says.
        key={search}
        id={id}
        name={name}
        defaultValue={choice.value}
        className="mt-1 h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
      >
        {choice.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The /jobs filter panel: a plain GET form (works without JavaScript: dropdowns add a value on
 * "Search", chips are links that remove theirs); with JavaScript a dropdown choice made with a
 * pointer applies at once, one made with the keyboard on Enter or Apply. After each filter change
 * focus returns to the control used. `children` end the panel (outside its form).
 */
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
  useListingFocus();
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
          const used = document.activeElement?.id;
          void navigate(query ? `/jobs?${query}` : "/jobs", {
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
            Filters
          </h2>
          {filters.activeCount > 0 && (
            <Link
              to="/jobs"
              state={{ focus: "jobs-search" } satisfies ListingFocus}
              preventScrollReset
              className="rounded text-sm font-medium text-brand-700 hover:underline"
            >
              Clear All
            </Link>
          )}
        </div>
        <div>
          <label htmlFor="jobs-search" className="text-sm font-medium text-slate-800">
            Keywords
          </label>
          <SearchCombobox
            id="jobs-search"
            name="search"
            defaultValue={filters.search}
            placeholder="job title, description, skills"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="jobs-location" className="text-sm font-medium text-slate-800">
            Locations
          </label>
          <p id="jobs-location-hint" className="text-xs text-slate-600">
            Cities or countries, up to {filters.maxLocations}, separated by commas
          </p>
          {filters.locations.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Chosen locations">
              {filters.locations.map((location) => (
                <li key={location} className="max-w-full">
                  <Chip
                    to={listingHref(search, { key: "location", remove: location })}
                    label={location}
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
            placeholder="City or country"
            aria-describedby={
              filters.locationError
                ? "jobs-location-hint jobs-location-error"
                : "jobs-location-hint"
            }
            aria-invalid={filters.locationError ? true : undefined}
            className={inputClass}
          />
          {filters.locationError && (
            <p id="jobs-location-error" className="mt-1 text-sm text-red-700">
              {filters.locationError}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          <ChoiceSelect
            id="jobs-sort"
            name="sort"
            label="Sort by"
            choice={filters.sort}
            search={search}
          />
          <ChoiceSelect
            id="jobs-closing-within"
            name="closingWithin"
            label="Closing"
            choice={filters.closingWithin}
            search={search}
          />
          <ChoiceSelect
            id="jobs-remote"
            name="remote"
            label="Place of work"
            choice={filters.remote}
            search={search}
          />
          <ChoiceSelect
            id="jobs-posting-language"
            name="postingLanguage"
            label="Posting language"
            choice={filters.postingLanguage}
            search={search}
          />
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
          Search
        </button>
      </Form>
      {children}
    </details>
  );
}
