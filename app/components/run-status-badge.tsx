import { ownEntry } from "#domain/own-entry";
const STYLES: Record<string, string> = {
  completed: "bg-emerald-50 text-emerald-800",
  partial: "bg-amber-50 text-amber-800",
  failed: "bg-red-50 text-red-800",
  running: "bg-sky-50 text-sky-800",
};

/** The status of an ingestion run. */
export function RunStatusBadge({ status, dryRun }: { status: string; dryRun?: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${ownEntry(STYLES, status) ?? "bg-slate-100 text-slate-700"}`}
    >
      {dryRun ? `${status} · dry run` : status}
    </span>
  );
}
