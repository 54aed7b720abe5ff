import type { RouterContextProvider } from "react-router";
import type { LandingJobs } from "#server/modules/landing/get-landing-stats";
import { loadJobCards } from "#server/modules/jobs/job-card-data";
import { jobCardsIn } from "#server/modules/jobs/job-cards-in-language";
import { splitLocalePath, type Locale } from "#domain/interface-locales";
import { getServices } from "#app/request-context";
import { availableTotal } from "#domain/listing-count";

/**
 * What a landing page (a place, a field, an employer) shows of its jobs: how many match, how many
 * of them are open, how many are the recorded sample's, and the cards of the newest, their places
 * named in the page's language.
 */
export async function loadLandingJobs(
  db: Parameters<typeof loadJobCards>[0],
  jobs: LandingJobs,
  now: Date,
  locale: Locale,
) {
  return {
    total: jobs.total,
    // Only jobs one can apply to are open: the recorded sample's postings have closed.
    available: availableTotal({ ...jobs, totalIsLowerBound: false }),
    sampleTotal: jobs.sampleTotal,
    cards: jobCardsIn(await loadJobCards(db, jobs.items, now), locale),
    now: now.toISOString(),
  };
}

/** What a landing page's loader reads its page with: the database, the address's language, now. */
export function landingRequest(args: {
  context: Readonly<RouterContextProvider>;
  request: Request;
}) {
  const { locale } = splitLocalePath(new URL(args.request.url).pathname);
  return { db: getServices(args.context).db, locale, now: new Date() };
}
