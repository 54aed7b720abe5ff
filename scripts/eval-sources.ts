// Field completeness of every adapter on real recorded archives, and correctness against labels.
// Run: npm run eval:sources   (reads tests/fixtures/platforms/*/replay.json; prints per adapter the
// share of postings with each field beside its target, plus errors and unmatched requests; then,
// per platform, how many closing dates, duty stations, employers and contract types are right,
// wrong or missing against the values written by hand in tests/fixtures/labels/posting-labels.json).
// The work is in eval-sources-manifest (the manifests), -replay (completeness), -labels
// (correctness) and -report (the printed text).
import type { PreparedPosting } from "#server/ingestion/prepare-postings";
import { evaluateLabels, readLabels } from "./eval-sources-labels";
import { PLATFORMS_DIR } from "./eval-sources-manifest";
import { evaluateSources } from "./eval-sources-replay";
import { formatLabelReport, formatReport } from "./eval-sources-report";

try {
  const rows = new Map<string, PreparedPosting["row"]>();
  console.log(
    formatReport(
      await evaluateSources(PLATFORMS_DIR, new Date(), rows),
      process.argv.includes("--all") ? Infinity : 3,
    ),
  );
  console.log("");
  console.log(formatLabelReport(evaluateLabels(readLabels(), rows)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
