import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { JobCardData } from "#server/modules/jobs/job-card-data";
import { useRuntime } from "#app/lib/hydration";
import { useI18n } from "#app/lib/i18n/i18n";
import { JobCard } from "./job-card";

export const CAROUSEL_INTERVAL_MS = 10_000;

function SkeletonCard() {
  return (
    <div
      aria-hidden="true"
      className="h-56 animate-pulse rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex gap-3">
        <div className="h-10 w-10 rounded-md bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-3 w-1/3 rounded bg-slate-200" />
          <div className="h-4 w-5/6 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-6 h-3 w-1/2 rounded bg-slate-200" />
      <div className="mt-3 h-3 w-2/3 rounded bg-slate-200" />
    </div>
  );
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="h-5 w-5 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d={direction === "left" ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Latest opportunities" on the home page: 4 cards per slide on wide screens (2, then 1, on narrower
 * ones), looping, advancing every 10 s, paused on hover and focus, and not at all under
 * prefers-reduced-motion or after Pause. It is a scroll-snap strip, so it also works (by swiping,
 * scrolling, arrow keys on the focused strip or tabbing through its cards) without JavaScript: a
 * page without the runtime leaves out the Previous, Next and Pause buttons, which would do nothing
 * there, and says instead how many jobs the strip holds and that it scrolls. The next card always
 * shows in part at the edge, so the strip looks like one that goes on.
 */
export function LatestJobsCarousel({
  jobs,
  now,
  loading = false,
}: {
  jobs: JobCardData[];
  now: string;
  loading?: boolean;
}) {
  const runtime = useRuntime();
  const { t, href } = useI18n();
  const track = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const step = useCallback((direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const width = element.clientWidth;
    const max = element.scrollWidth - width;
    // Right to left, the strip starts at scrollLeft 0 and scrolls towards negative values.
    const sign = getComputedStyle(element).direction === "rtl" ? -1 : 1;
    const at = sign * element.scrollLeft;
    let target = at + direction * width;
    // Loop: past the end back to the start, before the start to the end.
    if (direction === 1 && at >= max - 4) target = 0;
    if (direction === -1 && at <= 4) target = max;
    element.scrollTo({ left: sign * target, behavior: reducedMotionNow() ? "auto" : "smooth" });
  }, []);

  // Memoised: hover, focus and motion state re-render the frame, not the twelve cards.
  const slides = useMemo(
    () =>
      jobs.map((job) => (
        <li key={job.id} className="w-[85%] shrink-0 snap-start px-2 sm:w-[45%] lg:w-[23%]">
          <JobCard job={job} now={now} />
        </li>
      )),
    [jobs, now],
  );

  const autoplay = !reducedMotion && !paused && !hovered && !focused && jobs.length > 1;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => step(1), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, step]);

  if (loading) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">{t("common.carousel.loading")}</span>
        {[0, 1, 2, 3].map((index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    );
  }
  if (jobs.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-slate-700">{t("common.carousel.empty")}</p>
        <Link
          to={href("/jobs")}
          className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("common.carousel.browseAll")}
        </Link>
      </div>
    );
  }
  const buttonClass =
    "inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50";
  return (
    <div
      role="region"
      aria-roledescription={t("common.carousel.roleDescription")}
      aria-label={t("common.carousel.label")}
      data-autoplay={autoplay ? "on" : "off"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="mb-3 flex min-h-10 flex-wrap items-center justify-between gap-2">
        <p id="latest-jobs-hint" className="text-sm text-slate-600">
          {t("common.carousel.count", { count: jobs.length })}
          {!runtime && (
            <>
              {" · "}
              {t("common.carousel.scrollSideways")}
              {" · "}
              <Link
                to={href("/jobs")}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                {t("common.carousel.seeAll")}
              </Link>
            </>
          )}
        </p>
        {runtime && (
          <div className="flex items-center gap-2">
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setPaused(!paused)}
                className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                {paused ? t("common.carousel.play") : t("common.carousel.pause")}
                <span className="sr-only">{t("common.carousel.automaticScrolling")}</span>
              </button>
            )}
            <button
              type="button"
              onClick={() => step(-1)}
              className={buttonClass}
              aria-label={t("common.carousel.previous")}
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              className={buttonClass}
              aria-label={t("common.carousel.next")}
            >
              <Arrow direction="right" />
            </button>
          </div>
        )}
      </div>
      {/* `relative`: the strip is the containing block of the cards' absolutely positioned
          screen-reader texts, so its scroll box clips them instead of the page growing sideways. */}
      {/* Focusable, so the arrow keys scroll it; described by the count above it. */}
      <ul
        ref={track}
        tabIndex={0}
        aria-describedby="latest-jobs-hint"
        aria-live={autoplay ? "off" : "polite"}
        className="carousel-track relative -mx-2 flex snap-x snap-mandatory overflow-x-auto rounded-lg pb-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {slides}
      </ul>
    </div>
  );
}

function reducedMotionNow(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
