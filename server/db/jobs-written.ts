/**
 * A signal inside this process: "the jobs table was just written". Code that cannot depend on
 * server/modules (ingestion) announces its writes here, and whoever keeps something derived from
 * the jobs table (the jobs cache, server/modules/jobs/jobs-cache.ts) listens and forgets it.
 * Writes by other processes reach the cache through PostgreSQL notifications instead
 * (jobs-changed-listener.ts).
 */
const listeners = new Set<() => void>();

/** Calls `listener` after every announced write; returns the function that stops it. */
export function onJobsWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that the jobs table was written. */
export function announceJobsWritten(): void {
  for (const listener of listeners) listener();
}
