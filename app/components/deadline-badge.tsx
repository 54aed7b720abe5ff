import { describeDeadline } from "#domain/deadline-badge";

const TONES = {
  expired: "bg-slate-900 text-white ring-slate-900",
  urgent: "bg-red-50 text-red-800 ring-red-200",
  soon: "bg-amber-50 text-amber-900 ring-amber-200",
  open: "bg-emerald-50 text-emerald-800 ring-emerald-200",
} as const;

/**
 * The deadline badge (domain `describeDeadline`), with the full date as a tooltip. `now` comes from the
 * loader so the server and the browser render the same text.
 */
export function DeadlineBadge({
  expiresAt,
  closingDate,
  now,
}: {
  expiresAt: string | null;
  /** The day the posting names as its last (YYYY-MM-DD), shown in "Closes …". */
  closingDate?: string | null;
  now: string;
}) {
  if (!expiresAt) return null;
  const deadline = describeDeadline(new Date(expiresAt), new Date(now), closingDate);
  if (!deadline) return null;
  return (
    <span
      title={`Deadline: ${deadline.fullDate}`}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[deadline.tone]}`}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="h-3 w-3" fill="currentColor">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8.75 4.5v3.19l2.03 2.03-1.06 1.06L7.25 8.31V4.5h1.5Z" />
      </svg>
      {deadline.text}
      <span className="sr-only"> (deadline {deadline.fullDate})</span>
    </span>
  );
}
