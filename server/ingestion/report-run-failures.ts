import type { Logger } from "#server/lib/logger";
import { DISALLOWED_BY_ROBOTS } from "./http/http-types";
import type { IngestionSummary } from "./run-ingestion";

const ROBOTS_KINDS = new Set(["robots-disallowed", "robots-unavailable"]);

/**
 * Makes sure the run's errors say when robots.txt kept us from fetching (the admin's source health
 * looks for these words): one error per site, unless an error already says it.
 */
export function noteRobotsRefusals(summary: IngestionSummary): void {
  for (const group of summary.failed_requests) {
    if (group.kind !== "robots-disallowed") continue;
    if (
      summary.errors.some(
        (error) => error.includes(DISALLOWED_BY_ROBOTS) && error.includes(group.host),
      )
    )
      continue;
    summary.errors.push(
      `${group.count} request(s) to ${group.host} ${DISALLOWED_BY_ROBOTS} (first: ${group.first.url})`,
    );
    if (summary.status === "completed") summary.status = "partial";
  }
}

/** True when every failed request of a run was refused because of robots.txt. */
export function onlyRobotsFailures(summary: IngestionSummary): boolean {
  return (
    summary.failed_requests.length > 0 &&
    summary.failed_requests.every((group) => ROBOTS_KINDS.has(group.kind))
  );
}

/**
 * One concise log line per run that failed or had failed requests: source, host, kind of failure,
 * how many requests and the first message. No stack trace for an offline or refusing site; an
 * error that is not about fetching (a bug) keeps its stack.
 */
export function logRunFailure(logger: Logger, summary: IngestionSummary, thrown: unknown): void {
  const first = summary.failed_requests[0];
  const failedRequests = summary.failed_requests.reduce((sum, group) => sum + group.count, 0);
  if (first) {
    logger.warn(
      summary.status === "failed" ? "ingestion run failed" : "ingestion run had failed requests",
      {
        source: summary.source_name,
        host: first.host,
        kind: first.kind,
        failedRequests,
        error: summary.status === "failed" ? summary.errors[0] : first.first.message,
      },
    );
    return;
  }
  if (summary.status !== "failed") return;
  const expected = thrown instanceof Error && thrown.constructor === Error;
  logger.warn("ingestion run failed", {
    source: summary.source_name,
    kind: "run",
    error: expected ? thrown.message : thrown,
  });
}
