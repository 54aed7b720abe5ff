import { ownEntry } from "#domain/own-entry";
const STATUS_STYLES: Record<string, string> = {
  stored: "bg-slate-100 text-slate-700",
  pending: "bg-amber-50 text-amber-800",
  sent: "bg-emerald-50 text-emerald-800",
  failed: "bg-red-50 text-red-800",
};

export function EmailStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${ownEntry(STATUS_STYLES, status) ?? STATUS_STYLES.stored}`}
    >
      {status}
    </span>
  );
}

/** "2026-11-22 09:00" in UTC: the same on the server and in every admin's browser. */
export function formatAdminTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
