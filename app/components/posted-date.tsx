import { POSTED_COUNT_DAYS, POSTED_SHORT_DATE_OPTIONS, describePosted } from "#domain/posted-date";
import { useI18n } from "#app/lib/i18n/i18n";

const LONG_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
};

/**
 * "Posted 3 days ago" in a `<time datetime>` with the full date as its tooltip, in the page's
 * language (the relative words from Intl.RelativeTimeFormat: "il y a 3 jours", "ayer"). `now`
 * comes from the loader so the server and the browser render the same words.
 */
export function PostedDate({ postedAt, now }: { postedAt: string | null; now: string }) {
  const { t, intlLocale } = useI18n();
  const posted = describePosted(postedAt, new Date(now));
  if (!posted) return null;
  const text =
    posted.days <= POSTED_COUNT_DAYS
      ? t("common.posted.relative", {
          when: new Intl.RelativeTimeFormat(intlLocale, { numeric: "auto" }).format(
            -posted.days,
            "day",
          ),
        })
      : t("common.posted.on", {
          date: new Intl.DateTimeFormat(intlLocale, POSTED_SHORT_DATE_OPTIONS).format(posted.date),
        });
  const fullDate = new Intl.DateTimeFormat(intlLocale, LONG_DATE_OPTIONS).format(posted.date);
  return (
    <span className="text-xs whitespace-nowrap text-slate-600">
      <time dateTime={posted.dateTime} title={t("common.posted.on", { date: fullDate })}>
        {text}
      </time>
    </span>
  );
}
