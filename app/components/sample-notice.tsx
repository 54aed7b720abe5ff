const RECORDED = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * Says on every page that the jobs shown are the recorded sample, not a live crawl. It sits between
 * the header and the main content in a landmark of its own, so a screen reader's landmark list
 * reaches it and nothing on the page is outside a landmark.
 */
export function SampleNotice({ recordedOn }: { recordedOn: string }) {
  return (
    <aside
      aria-label="About these postings"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      <p>
        Sample postings recorded from employers' sites on{" "}
        {RECORDED.format(new Date(`${recordedOn}T12:00:00Z`))}; dates moved forward for the
        demonstration.
      </p>
    </aside>
  );
}
