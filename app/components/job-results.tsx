import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { JobCardData, JobCardPage } from "#server/modules/jobs/job-card-data";
import { JobCard } from "./job-card";
import { countOfTotal } from "#domain/plural";

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type MoreState = "idle" | "loading" | "error";

/**
 * Result cards with Load More. Without JavaScript Load More is a link to the next page (rendered
 * by the server, with a link back); with JavaScript it appends the next page from the JSON API.
 */
/** The ids of the visitor's saved jobs (the private list; the card pages are publicly cached). */
async function fetchSavedJobIds(): Promise<Set<string>> {
  const response = await fetch("/api/v1/me/saved-jobs", {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { items: { jobId: string }[] };
  return new Set(body.items.map((item) => item.jobId));
}

export function JobResults({
  page,
  search,
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
  now: string;
}) {
  const [extra, setExtra] = useState<JobCardData[]>([]);
  // Saved state of the appended cards, read from the private saved-jobs list on each Load More.
  const [extraSaved, setExtraSaved] = useState<ReadonlySet<string>>(() => new Set());
  const [lastPage, setLastPage] = useState(page.page);
  const [hasMore, setHasMore] = useState(page.hasMore);
  const [state, setState] = useState<MoreState>("idle");
  // Re-rendered after hydration (Load More turns from a link into a button); the cards are
  // memoised so that second render does not walk all of them again.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const params = new URLSearchParams(search);
  params.set("page", String(lastPage + 1));
  const nextHref = `/jobs?${params.toString()}`;
  const previous = new URLSearchParams(search);
  if (page.page > 2) previous.set("page", String(page.page - 1));
  else previous.delete("page");
  const previousQuery = previous.toString();

  const loadMore = async () => {
    setState("loading");
    try {
      const [response, saved] = await Promise.all([
        fetch(`/api/v1/job-cards?${params.toString()}`, {
          headers: { Accept: "application/json" },
        }),
        // Without the list the stars would wrongly read "not saved": a failure here fails too.
        savedIds ? fetchSavedJobIds() : null,
      ]);
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      const next = (await response.json()) as JobCardPage;
      if (saved) setExtraSaved(saved);
      setExtra((items) => [
        ...items,
        ...next.items.filter((job) => !items.some((seen) => seen.id === job.id)),
      ]);
      setLastPage(next.page);
      setHasMore(next.hasMore);
      setState("idle");
    } catch {
      setState("error");
    }
  };

  const items = useMemo(() => [...page.items, ...extra], [page.items, extra]);
  const cards = useMemo(
    () =>
      items.map((job) => (
        <li key={job.id} className="min-w-0">
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
    [items, now, renderSaveSlot, savedIds, extraSaved],
  );
  return (
    <>
      {page.page > 1 && (
        <p className="mb-4 text-sm">
          <Link
            to={previousQuery ? `/jobs?${previousQuery}` : "/jobs"}
            className="font-medium text-brand-700 hover:underline"
          >
            ← Previous page
          </Link>
          <span className="text-slate-600"> · Page {page.page}</span>
        </p>
      )}
      <ol className="job-list grid gap-3" aria-label="Jobs">
        {cards}
      </ol>
      <div className="mt-6 flex flex-col items-center gap-3" aria-live="polite">
        {state === "error" && (
          <div
            role="alert"
            className="w-full rounded-lg border border-red-200 bg-red-50 p-4 text-center"
          >
            <p className="text-sm font-medium text-red-800">An unexpected error occurred</p>
            <button
              type="button"
              onClick={() => void loadMore()}
              className="mt-3 inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-100"
            >
              Try Again
            </button>
          </div>
        )}
        {hasMore &&
          state !== "error" &&
          (hydrated ? (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={state === "loading"}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70"
            >
              {state === "loading" && <Spinner />}
              {state === "loading" ? "Loading…" : "Load More"}
            </button>
          ) : (
            <a
              href={nextHref}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Load More
            </a>
          ))}
        {items.length > page.items.length && (
          <p className="text-sm text-slate-600">
            Showing {items.length.toLocaleString("en")} of {countOfTotal(page, "position")}
          </p>
        )}
      </div>
    </>
  );
}
