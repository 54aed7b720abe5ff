/**
 * Which results a listing address shows, and where its Load More leads. A listing shows a page of
 * results (`page`, `perPage`) or, once Load More has been used, the first `shown` results at once:
 * the address says how many are listed, so Back, a reload or a shared link keep the place. At most
 * MAX_SHOWN results are listed at once; past them the listing goes on in pages of `perPage`.
 */

/** Results a listing page shows before Load More. */
export const DEFAULT_PER_PAGE = 25;
/** The most results one address lists at once (eight times Load More from the first 25). */
export const MAX_SHOWN = 200;

/** The results an address shows: from the `first` position (1-based), `count` of them. */
export type ListingWindow = { first: number; count: number };

/** Where Load More leads: more results on the same page, or the next page past MAX_SHOWN. */
export type NextListingStep =
  | { kind: "more"; shown: number; firstNew: number }
  | { kind: "page"; page: number; firstNew: number };

/**
 * The next step of a listing that shows `window` in steps of `perPage` results. Below MAX_SHOWN it
 * lists `perPage` more (never past MAX_SHOWN); a listing of pages, or one that reached MAX_SHOWN,
 * goes to the page after the last result shown.
 */
export function nextListingStep(
  window: ListingWindow,
  perPage: number,
  inPages: boolean,
): NextListingStep {
  const last = window.first - 1 + window.count;
  if (!inPages && last < MAX_SHOWN)
    return { kind: "more", shown: Math.min(last + perPage, MAX_SHOWN), firstNew: last + 1 };
  const page = Math.floor(last / perPage) + 1;
  return { kind: "page", page, firstNew: (page - 1) * perPage + 1 };
}

/** The id of the list item of the result at a position: the anchor Load More scrolls to. */
export function resultAnchor(position: number): string {
  return `result-${position}`;
}

/**
 * The query string (without "?") of a listing's next step, from its current one: `shown` replaces
 * `page` while results are added; past MAX_SHOWN `page` replaces `shown`.
 */
export function nextListingQuery(search: string, step: NextListingStep): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("shown");
  if (step.kind === "more") params.set("shown", String(step.shown));
  else params.set("page", String(step.page));
  return params.toString();
}
