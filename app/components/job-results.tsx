import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { JobCardData, JobCardPage } from "#server/modules/jobs/job-card-data";
import { JobCard } from "./job-card";
import { useI18n } from "#app/lib/i18n/i18n";
import { totalText } from "#app/lib/i18n/listing-labels";
import { MAX_SHOWN, nextListingQuery, nextListingStep, resultAnchor } from "#domain/listing-window";

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type MoreState = "idle" | "loading" | "error";

/** The ids of the visitor's saved jobs (the private list; the card pages are publicly cached). */
async function fetchSavedJobIds(): Promise<Set<string>> {
  const response = await fetch("/api/v1/me/saved-jobs", {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { items: { jobId: string }[] };
  return new Set(body.items.map((item) => item.jobId));
}

const moreClass =
  "inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70";

/**
 * Result cards with Load More, which adds the next results below the ones shown and says so in
 * the address (`shown=50`, domain/listing-window.ts), so Back and a shared link keep the place.
 * Without JavaScript Load More is a link to that address, at the first new card (the server lists
 * them all); with JavaScript it appends the next page from the JSON API, puts the new address in
 * the history entry and moves focus to the first new card. Past MAX_SHOWN results it is a link to
 * the next page.
 */
export function JobResults({
  page,
  search,
  step,
  now,
  savedIds,
  renderSaveSlot,
}: {
  page: JobCardPage;
  /** Signed-in visitors: which of the server-rendered cards they have saved. */
  savedIds?: readonly string[];
  /** The save star for a card (signed-in visitors only). */
  renderSaveSlot?: (job: JobCardData, saved: boolean) => ReactNode;
  /** The listing's query string, without "?". */
  search: string;
  /** Results Load More adds at a time. */
  step: number;
  now: string;
}) {
  const i18n = useI18n();
  const { t, href } = i18n;
  const [extra, setExtra] = useState<JobCardData[]>([]);
  // Saved state of the appended cards, read from the private saved-jobs list on each Load More.
  const [extraSaved, setExtraSaved] = useState<ReadonlySet<string>>(() => new Set());
  const [hasMore, setHasMore] = useState(page.hasMore);
  const [state, setState] = useState<MoreState>("idle");
  // The first card a Load More in place added: focused once it is rendered.
  const [focusPosition, setFocusPosition] = useState<number | null>(null);
  // Re-rendered after hydration (Load More turns from a link into a button); the cards are
  // memoised so that second render does not walk all of them again.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (focusPosition !== null) document.getElementById(resultAnchor(focusPosition))?.focus();
  }, [focusPosition]);

  const first = (page.page - 1) * page.perPage + 1;
  const items = useMemo(() => [...page.items, ...extra], [page.items, extra]);
  const next = nextListingStep({ first, count: items.length }, step, page.page > 1);
  const nextQuery = nextListingQuery(search, next);
  const previous = new URLSearchParams(search);
  if (page.page > 2) previous.set("page", String(page.page - 1));
  else previous.delete("page");
  const previousQuery = previous.toString();

  const loadMore = async () => {
    if (next.kind !== "more") return;
    setState("loading");
    // The page of `step` results the first new one is on (an address may show any number).
    const params = new URLSearchParams(search);
    params.delete("shown");
    params.set("page", String(Math.floor((next.firstNew - 1) / step) + 1));
    // The cards name their places in the page's language.
    if (i18n.locale !== "en") params.set("locale", i18n.locale);
    try {
      const [response, saved] = await Promise.all([
        fetch(`/api/v1/job-cards?${params.toString()}`, {
          headers: { Accept: "application/json" },
        }),
        // Without the list the stars would wrongly read "not saved": a failure here fails too.
        savedIds ? fetchSavedJobIds() : null,
      ]);
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      const more = (await response.json()) as JobCardPage;
      if (saved) setExtraSaved(saved);
      const added = more.items.filter((job) => !items.some((seen) => seen.id === job.id));
      setExtra((list) => [...list, ...added]);
      setHasMore(more.hasMore);
      setState("idle");
      if (added.length) setFocusPosition(next.firstNew);
      // The address says how many are shown, as the link without JavaScript would: a reload or
      // Back from a job lists them all again.
      const shown = Math.min(items.length + added.length, MAX_SHOWN);
      const query = nextListingQuery(search, { ...next, shown });
      window.history.replaceState(window.history.state, "", href(`/jobs?${query}`));
    } catch {
      setState("error");
    }
  };

  const cards = useMemo(
    () =>
      items.map((job, index) => (
        <li
          key={job.id}
          id={resultAnchor(first + index)}
          tabIndex={-1}
          className="min-w-0 scroll-mt-24 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <JobCard
            job={job}
            now={now}
            headingLevel={2}
            saveSlot={renderSaveSlot?.(
              job,
              Boolean(savedIds?.includes(job.id)) || extraSaved.has(job.id),
            )}
          />
        </li>
      )),
    [items, first, now, renderSaveSlot, savedIds, extraSaved],
  );
  const last = first + items.length - 1;
  return (
    <>
      {page.page > 1 && (
        <p className="mb-4 text-sm">
          <Link
            to={href(previousQuery ? `/jobs?${previousQuery}` : "/jobs")}
            className="font-medium text-brand-700 hover:underline"
          >
            {t("jobs.results.previous")}
          </Link>
          <span className="text-slate-600">{` · ${t("jobs.results.page", { page: page.page })}`}</span>
        </p>
      )}
      <ol className="job-list grid gap-3" aria-label={t("jobs.results.list")} start={first}>
        {cards}
      </ol>
      <div className="mt-6 flex flex-col items-center gap-3">
        {state === "error" && (
          <div
            role="alert"
            className="w-full rounded-lg border border-red-200 bg-red-50 p-4 text-center"
          >
            <p className="text-sm font-medium text-red-800">{t("jobs.results.failed")}</p>
            <button
              type="button"
              onClick={() => void loadMore()}
              className="mt-3 inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-100"
            >
              {t("jobs.results.retry")}
            </button>
          </div>
        )}
        {hasMore &&
          state !== "error" &&
          (next.kind === "page" ? (
            <Link
              to={href(`/jobs?${nextQuery}#${resultAnchor(next.firstNew)}`)}
              className={moreClass}
            >
              {t("jobs.results.next")}
            </Link>
          ) : hydrated ? (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={state === "loading"}
              className={moreClass}
            >
              {state === "loading" && <Spinner />}
              {state === "loading" ? t("jobs.results.loading") : t("jobs.results.loadMore")}
            </button>
          ) : (
            <a
              href={href(`/jobs?${nextQuery}#${resultAnchor(next.firstNew)}`)}
              className={moreClass}
            >
              {t("jobs.results.loadMore")}
            </a>
          ))}
        <p role="status" className="text-sm text-slate-600">
          {first > 1
            ? t("jobs.results.showingRange", {
                first,
                last,
                total: totalText(i18n, page, "positions"),
              })
            : items.length > step
              ? t("jobs.results.showing", {
                  shown: items.length,
                  total: totalText(i18n, page, "positions"),
                })
              : ""}
        </p>
      </div>
    </>
  );
}
