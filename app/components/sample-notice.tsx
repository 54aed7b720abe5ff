import { useI18n } from "#app/lib/i18n/i18n";

const LONG_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};
const LONG_DATE = new Intl.DateTimeFormat("en-GB", LONG_DATE_OPTIONS);

const SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
};

/**
 * A calendar day (YYYY-MM-DD) written out, "13 September 2026", in English unless another Intl
 * locale is given ("13 septembre 2026").
 */
export function formatRecordedDay(day: string, intlLocale?: string): string {
  const format = intlLocale ? new Intl.DateTimeFormat(intlLocale, LONG_DATE_OPTIONS) : LONG_DATE;
  return format.format(new Date(`${day}T12:00:00Z`));
}

/**
 * Says on every page that the jobs shown are the recorded sample, not a live crawl: recorded on
 * their employers' sites, shown with their own dates, and closed. It sits between the header and
 * the main content in a landmark of its own, so a screen reader's landmark list reaches it and
 * nothing on the page is outside a landmark.
 */
export function SampleNotice({ recordedOn }: { recordedOn: string }) {
  const { t, intlLocale } = useI18n();
  return (
    <aside
      aria-label={t("common.sample.label")}
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      <p>{t("common.sample.notice", { date: formatRecordedDay(recordedOn, intlLocale) })}</p>
    </aside>
  );
}

/**
 * On a sample job's card, where an open job shows its deadline: the day the posting states as its
 * last, else the day it was recorded; either way it is closed.
 */
export function SampleClosedBadge({
  recordedOn,
  closingDate,
}: {
  recordedOn: string;
  closingDate: string | null;
}) {
  const { t, intlLocale } = useI18n();
  const recorded = formatRecordedDay(recordedOn, intlLocale);
  const short = (day: string) =>
    new Intl.DateTimeFormat(intlLocale, SHORT_DATE_OPTIONS).format(new Date(`${day}T12:00:00Z`));
  return (
    <span
      title={t("common.sample.recordedTitle", { date: recorded })}
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800 ring-1 ring-slate-300 ring-inset"
    >
      {closingDate
        ? t("common.sample.closed", { date: short(closingDate) })
        : t("common.sample.recorded", { date: short(recordedOn) })}
      <span className="sr-only">{t("common.sample.recordedScreenReader", { date: recorded })}</span>
    </span>
  );
}
