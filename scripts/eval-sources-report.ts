// The printed reports of `npm run eval:sources`: field completeness per adapter beside its
// target, then right / wrong / missing per platform against the hand-written labels.
import {
  LABELLED_FIELDS,
  LABELLED_NAMES,
  type PlatformCorrectness,
  type Tally,
} from "./eval-sources-labels";
import {
  FIELD_NAMES,
  FIELDS,
  TARGETS,
  type AdapterEvaluation,
  type Field,
  type Share,
} from "./eval-sources-replay";

function formatShare(share: Share): string {
  if (share.of === 0) return "n/a";
  return `${((share.have / share.of) * 100).toFixed(1)} % (${share.have}/${share.of})`;
}

export function meetsTarget(field: Field, share: Share): boolean {
  return share.of === 0 || share.have / share.of >= TARGETS[field];
}

/** The report as printed: one block per adapter, each field beside its target. */
export function formatReport(evaluations: AdapterEvaluation[], limit = 3): string {
  if (evaluations.length === 0) return "No tests/fixtures/platforms/*/replay.json manifests found.";
  const lines: string[] = [];
  for (const evaluation of evaluations) {
    lines.push(
      `${evaluation.adapter}: ${evaluation.postings} postings from ${evaluation.archives.join(", ")}`,
    );
    for (const field of FIELDS) {
      const share = evaluation.fields[field];
      const mark = share.of === 0 ? " " : meetsTarget(field, share) ? "✓" : "✗";
      lines.push(
        `  ${mark} ${FIELD_NAMES[field].padEnd(15)} ${formatShare(share).padEnd(22)} target ${(TARGETS[field] * 100).toFixed(0)} %`,
      );
      if (meetsTarget(field, share)) continue;
      const without = evaluation.missing[field];
      for (const posting of without.slice(0, limit)) lines.push(`      without: ${posting}`);
      if (without.length > limit) lines.push(`      … and ${without.length - limit} more`);
    }
    lines.push(
      `    errors ${evaluation.errors.length}, unmatched requests ${evaluation.unmatched.length}`,
    );
    for (const error of evaluation.errors.slice(0, 5)) lines.push(`    ! ${error}`);
    if (evaluation.errors.length > 5)
      lines.push(`    … and ${evaluation.errors.length - 5} more errors`);
    for (const request of evaluation.unmatched.slice(0, 5)) lines.push(`    ? ${request}`);
    if (evaluation.unmatched.length > 5)
      lines.push(`    … and ${evaluation.unmatched.length - 5} more unmatched requests`);
    if (evaluation.explained.length > 0)
      lines.push(
        `    expected errors ${evaluation.explained.length} (a broken item kept on purpose)`,
      );
    for (const error of evaluation.explained.slice(0, limit)) lines.push(`    ~ ${error}`);
    if (evaluation.notMeasured.length > 0)
      lines.push(
        `    not measured ${evaluation.notMeasured.length} (no value in the recorded payload; the reason follows)`,
      );
    for (const item of evaluation.notMeasured.slice(0, limit)) lines.push(`    - ${item}`);
    if (evaluation.notMeasured.length > limit)
      lines.push(`    … and ${evaluation.notMeasured.length - limit} more`);
  }
  return lines.join("\n");
}

const formatTally = (tally: Tally) => `${tally.right} / ${tally.wrong} / ${tally.missing}`;

/** The correctness report: per platform and field, right / wrong / missing (and untuned only). */
export function formatLabelReport(results: PlatformCorrectness[]): string {
  const lines = [
    "Against hand-written labels (tests/fixtures/labels/posting-labels.json): right / wrong / missing",
  ];
  for (const result of results) {
    lines.push(
      `${result.platform}: ${result.postings} labelled postings (${result.untunedPostings} untuned)`,
    );
    for (const field of LABELLED_FIELDS) {
      const all = result.fields[field];
      if (all.right + all.wrong + all.missing === 0) continue;
      const untuned = result.untuned[field];
      lines.push(
        `  ${LABELLED_NAMES[field].padEnd(14)} ${formatTally(all).padEnd(12)} untuned ${formatTally(untuned)}`,
      );
    }
    for (const miss of result.misses) lines.push(`    ✗ ${miss}`);
  }
  return lines.join("\n");
}
