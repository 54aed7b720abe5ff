import type { LandingJobs } from "#server/modules/landing/get-landing-stats";
import { loadJobCards } from "#server/modules/jobs/job-card-data";
import { availableTotal } from "#domain/listing-count";

/**
 * What a landing page (a place, a field, an employer) shows of its jobs: how many match, how many
 * of them are open, how many are the recorded sample's, and the cards of the newest.
 */
export async function loadLandingJobs(
  db: Parameters<typeof loadJobCards>[0],
  jobs: LandingJobs,
  now: Date,
) {
  return {
    total: jobs.total,
    // Only jobs one can apply to are open: the recorded sample's postings have closed.
    available: availableTotal({ ...jobs, totalIsLowerBound: false }),
    sampleTotal: jobs.sampleTotal,
    cards: await loadJobCards(db, jobs.items, now),
    now: now.toISOString(),
  };
}
