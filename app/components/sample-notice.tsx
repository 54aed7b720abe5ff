const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const SHORT_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day (YYYY-MM-DD) written out, "13 September 2026". */
export function formatRecordedDay(day: string): string {
  return LONG_DATE.format(new Date(`${day}T12:00:00Z`));
}

/**
 * Says on every page that the jobs shown are the recorded sample, not a live crawl: recorded on
 * their employers' sites, shown with their own dates, and closed. It sits between the header and
 * the main content in a landmark of its own, so a screen reader's landmark list reaches it and
 * nothing on the page is outside a landmark.
 */
export function SampleNotice({ recordedOn }: { recordedOn: string }) {
  return (
    <aside
      aria-label="About these postings"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      <p>
        Sample postings recorded from employers' sites up to {formatRecordedDay(recordedOn)}, shown
        with their own dates: they have closed. Live jobs replace them after the first crawl.
      </p>
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
  const recorded = formatRecordedDay(recordedOn);
  return (
    <span
      title={`Recorded from the employer's site on ${recorded}`}
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800 ring-1 ring-slate-300 ring-inset"
    >
      {closingDate
        ? `Closed ${SHORT_DATE.format(new Date(`${closingDate}T12:00:00Z`))}`
        : `Recorded ${SHORT_DATE.format(new Date(`${recordedOn}T12:00:00Z`))}`}
      <span className="sr-only"> (a recorded sample posting, recorded on {recorded})</span>
    </span>
  );
}
