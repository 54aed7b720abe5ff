import {
  DEADLINE_FULL_DATE_OPTIONS,
  DEADLINE_SHORT_DATE_OPTIONS,
  describeDeadline,
  type DeadlineBadge as Deadline,
} from "#domain/deadline-badge";
import { useI18n } from "#app/lib/i18n/i18n";

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
  const { t, intlLocale } = useI18n();
  if (!expiresAt) return null;
  const deadline = describeDeadline(new Date(expiresAt), new Date(now), closingDate);
  if (!deadline) return null;
  const fullDate = `${new Intl.DateTimeFormat(intlLocale, DEADLINE_FULL_DATE_OPTIONS).format(deadline.moment)} UTC`;
  return (
    <span
      title={t("common.deadline.title", { date: fullDate })}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[deadline.tone]}`}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="h-3 w-3" fill="currentColor">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8.75 4.5v3.19l2.03 2.03-1.06 1.06L7.25 8.31V4.5h1.5Z" />
      </svg>
      {deadlineText(deadline, t, intlLocale)}
      <span className="sr-only">{t("common.deadline.screenReader", { date: fullDate })}</span>
    </span>
  );
}

/** The badge's words in the page's language ("3 days left", "Clôture le 12 mars 2026"). */
function deadlineText(
  deadline: Deadline,
  t: (key: string, values?: Record<string, string | number>) => string,
  intlLocale: string,
): string {
  const { wording } = deadline;
  if (wording.kind === "passed") return t("common.deadline.passed");
  if (wording.kind === "left")
    return t(`common.deadline.${wording.unit}sLeft`, { count: wording.count });
  const day = new Intl.DateTimeFormat(intlLocale, DEADLINE_SHORT_DATE_OPTIONS).format(wording.day);
  return t("common.deadline.closes", { date: day });
}
