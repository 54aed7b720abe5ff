import { Link } from "react-router";
import { AdminCountTiles } from "#app/components/admin-count-tiles";
import { ScrollRegion } from "#app/components/scroll-region";
import {
  COUNT_LABELS,
  COUNT_OF_FIELD,
  FIELD_LABELS,
} from "#server/modules/enrichment/enrichment-fields";
import { ENRICHMENT_PRESETS } from "#server/modules/enrichment/enrichment-presets";
import type { EnrichmentResult } from "#server/modules/enrichment/run-enrichment";
import { AdminTableHead } from "#app/components/admin-table-head";

/**
 * The outcome of a re-enrichment run (dry or applied): which jobs it took, the counts of what
 * it changed, and each changed job's fields before and after.
 */
export function AdminEnrichmentResult({ result }: { result: EnrichmentResult }) {
  const counts = [
    ...new Set(
      [
        ...result.fields,
        ...(ENRICHMENT_PRESETS[result.preset].levelFollowsGrade ? ["level" as const] : []),
      ].map((field) => COUNT_OF_FIELD[field]),
    ),
  ];
  const tiles: [string, number][] = [
    ["Processed", result.processed],
    [result.dryRun ? "Would update" : "Updated", result.updated],
    ...counts.map((key): [string, number] => [COUNT_LABELS[key], result[key]]),
  ];
  return (
    <section aria-labelledby="result-heading" className="mt-4">
      <h3 id="result-heading" className="text-sm font-semibold text-slate-900">
        {result.dryRun ? "Dry run" : "Applied"}: {ENRICHMENT_PRESETS[result.preset].title}
        <span className="font-normal text-slate-600">
          {" "}
          · {result.sources ? result.sources.join(", ") || "no matching source" : "all sources"}
          {result.organization ? ` · ${result.organization}` : ""}
          {result.days !== null ? ` · first seen in the last ${result.days} days` : ""}
          {result.limit !== null ? ` · newest ${result.limit}` : ""}
        </span>
      </h3>
      <AdminCountTiles
        tiles={tiles}
        gridClassName="grid-cols-2 sm:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]"
      />
      {result.changes.length > 0 && (
        <>
          <p className="mt-4 text-sm text-slate-600">
            {result.updated > result.changes.length
              ? `The first ${result.changes.length} of ${result.updated} changed jobs:`
              : "Changed jobs:"}
          </p>
          <ScrollRegion label="Changed jobs" className="mt-2">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <AdminTableHead columns={["Job", "Field", "Before", "After"]} />
              {result.changes.map((job) => (
                <tbody key={job.id} className="border-t border-slate-100">
                  {job.changes.map((change, index) => (
                    <tr key={change.field} className="align-top">
                      {index === 0 && (
                        <th
                          scope="rowgroup"
                          rowSpan={job.changes.length}
                          className="px-4 py-2 font-normal"
                        >
                          <Link
                            to={`/jobs/${job.id}`}
                            className="font-medium text-brand-700 hover:underline"
                          >
                            {job.title}
                          </Link>
                          <span className="block text-xs text-slate-500">
                            {job.organization} · {job.source}
                          </span>
                        </th>
                      )}
                      <td className="px-4 py-2 whitespace-nowrap text-slate-700">
                        {FIELD_LABELS[change.field]}
                      </td>
                      <td className="px-4 py-2 text-slate-500">{change.before ?? "—"}</td>
                      <td className="px-4 py-2 text-slate-900">{change.after ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
}
