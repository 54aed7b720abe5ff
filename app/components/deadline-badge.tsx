import { describeDeadline } from "#domain/deadlines";

const TONES = {
  expired: "bg-slate-900 text-white",
  urgent: "bg-red-50 text-red-800 ring-red-200",
  soon: "bg-amber-50 text-amber-900 ring-amber-200",
  open: "bg-emerald-50 text-emerald-800 ring-emerald-200",
} as const;

/** Spec §4 badge. `now` comes from the loader so the server and the browser render the same text. */
export function DeadlineBadge({ expiresAt, now }: { expiresAt: string | null; now: string }) {
  if (!expiresAt) return null;
  const deadline = describeDeadline(new Date(expiresAt), new Date(now));
  if (!deadline) return null;
  return (
    <span
      title={deadline.fullDate}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[deadline.tone]}`}
    >
      {deadline.text}
    </span>
  );
}
