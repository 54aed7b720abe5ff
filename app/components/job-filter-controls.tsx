import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { FilterGroup } from "#server/modules/jobs/listing-filters";
import type { ListingChoice } from "#server/modules/jobs/listing-choices";
import { useRuntime } from "#app/lib/hydration";
import { useI18n } from "#app/lib/i18n/i18n";
import {
  choiceOptionLabel,
  filterOptionLabel,
  type ChoiceName,
} from "#app/lib/i18n/listing-labels";

// The controls of the /jobs filter form (job-filter-panel.tsx), in the page's language: their
// links and navigations stay in it (useI18n's `href`).

/**
 * The location state of a listing navigation started from the filters: the id of the element to
 * focus once the new listing has rendered (the control the user worked, or where it went), so
 * keyboard and screen-reader users are not dropped on the body (WCAG 2.4.3).
 */
export type ListingFocus = { focus: string };

/** Where focus goes when the chosen element is gone or hidden (e.g. in a closed disclosure). */
const FALLBACK_FOCUS = "results";

export function useListingFocus() {
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

/**
 * The listing URL (in English, "/jobs?…") with one value added to or removed from a filter; the
 * page resets to 1. Links give it to `href` to stay in the page's language.
 */
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

export function Chip({ to, label, focus }: { to: string; label: string; focus: string }) {
  const { t, href } = useI18n();
  return (
    <Link
      to={href(to)}
      state={{ focus } satisfies ListingFocus}
      preventScrollReset
      aria-label={t("jobs.filters.remove", { label })}
      className="inline-flex min-h-7 max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 ps-3 pe-2 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
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
  const { t } = useI18n();
  if (!runtime || waiting === null) return null;
  return (
    <button
      type="button"
      onClick={() => apply(waiting)}
      className="h-10 shrink-0 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {t("jobs.filters.apply")}
      <span className="sr-only"> {label}</span>
    </button>
  );
}

/** The "nationals only" choices, each with the catalog key of its label ("jobs.filters.nationals.*"). */
const NATIONALS_CHOICES = [
  { value: "", key: "any" },
  { value: "true", key: "only" },
  { value: "false", key: "leaveOut" },
] as const;

/** The "nationals only" filter: one value (any, only, leave out), with a chip when set. */
export function NationalsOnlySelect({ value, search }: { value: boolean | null; search: string }) {
  const navigate = useNavigate();
  const { t, href, intlLocale } = useI18n();
  const selectId = "filter-nationalsOnly";
  const current = value === null ? "" : String(value);
  const apply = (next: string) => {
    const without = listingHref(search, { key: "nationalsOnly", remove: current });
    const added = listingHref(without.slice("/jobs".length).replace(/^\?/, ""), {
      key: "nationalsOnly",
      add: next,
    });
    void navigate(href(next ? added : without), {
      state: { focus: selectId } satisfies ListingFocus,
      preventScrollReset: true,
    });
  };
  const { waiting, handlers } = useDeferredChoice(current, apply);
  const chosen = NATIONALS_CHOICES.find((choice) => choice.value === current);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">
        {t("jobs.filters.nationals.legend")}
      </legend>
      {value !== null && chosen && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("jobs.filters.nationals.chosen")}>
          <li className="max-w-full">
            <Chip
              to={listingHref(search, { key: "nationalsOnly", remove: current })}
              label={t(`jobs.filters.nationals.${chosen.key}`)}
              focus={selectId}
            />
          </li>
        </ul>
      )}
      <label htmlFor={selectId} className="sr-only">
        {t("jobs.filters.nationals.who")}
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
              {t(`jobs.filters.nationals.${choice.key}`)}
            </option>
          ))}
        </select>
        <ApplyButton
          label={t("jobs.filters.nationals.legend").toLocaleLowerCase(intlLocale)}
          waiting={waiting}
          apply={apply}
        />
      </div>
    </fieldset>
  );
}

export function MultiSelect({ group, search }: { group: FilterGroup; search: string }) {
  const navigate = useNavigate();
  const i18n = useI18n();
  const { t, intlLocale } = i18n;
  const label = t(`jobs.filters.group.${group.key}.label`);
  const addLabel = t(`jobs.filters.group.${group.key}.add`);
  const selectId = `filter-${group.key}`;
  const apply = (value: string) =>
    void navigate(i18n.href(listingHref(search, { key: group.key, add: value })), {
      state: { focus: selectId } satisfies ListingFocus,
      preventScrollReset: true,
    });
  // The dropdown adds a value; its placeholder ("") adds none.
  const { waiting, handlers } = useDeferredChoice("", apply);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {group.selected.length > 0 && (
        <ul
          className="mt-2 flex flex-wrap gap-1.5"
          aria-label={t(`jobs.filters.group.${group.key}.chosen`)}
        >
          {group.selected.map((option) => (
            <li key={option.value} className="max-w-full">
              {/* Keeps the value when the form is submitted without JavaScript. */}
              <input type="hidden" name={group.key} value={option.value} />
              <Chip
                to={listingHref(search, { key: group.key, remove: option.value })}
                label={filterOptionLabel(i18n, group.key, option).trimStart()}
                focus={selectId}
              />
            </li>
          ))}
        </ul>
      )}
      {group.options.length > 0 && (
        <>
          <label htmlFor={selectId} className="sr-only">
            {addLabel}
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
              <option value="">{`${addLabel}…`}</option>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.count === null
                    ? filterOptionLabel(i18n, group.key, option)
                    : t("jobs.filters.option", {
                        label: filterOptionLabel(i18n, group.key, option),
                        count: option.count,
                      })}
                </option>
              ))}
            </select>
            <ApplyButton
              label={label.toLocaleLowerCase(intlLocale)}
              waiting={waiting}
              apply={apply}
            />
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
export function ChoiceSelect({
  id,
  name,
  label,
  choice,
  search,
  hasKeywords,
}: {
  id: string;
  name: ChoiceName;
  label: string;
  choice: ListingChoice;
  search: string;
  /** The listing searches keywords: its default order is by relevance. */
  hasKeywords: boolean;
}) {
  const i18n = useI18n();
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
            {choiceOptionLabel(i18n, name, option, hasKeywords)}
          </option>
        ))}
      </select>
    </div>
  );
}
