import type { ReactNode } from "react";
import { Link } from "react-router";
import type { JobCardData } from "#server/modules/jobs/job-card-data";
import type { Crumb } from "#app/lib/structured-data";
import { Breadcrumbs } from "./breadcrumbs";
import { JobCard } from "./job-card";
import { useI18n } from "#app/lib/i18n/i18n";

// Building blocks shared by the location, organization and field landing pages, in the page's
// language (the "landing" catalog).

export function LandingHero({
  crumbs,
  title,
  description,
  media,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  description: string;
  media?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
        <Breadcrumbs crumbs={crumbs} tone="dark" label={t("landing.breadcrumb")} />
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-5">
          {media && <div className="shrink-0">{media}</div>}
          <div className="min-w-0">
            <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              {title}
            </h1>
            <p className="mt-3 max-w-3xl text-base text-brand-100 sm:text-lg">{description}</p>
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}

/** A row of figures under the hero title. */
export function StatGrid({ stats }: { stats: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="mt-8 grid max-w-4xl grid-cols-[repeat(2,minmax(0,1fr))] gap-3 sm:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-lg bg-white/10 px-4 py-3 ring-1 ring-white/15">
          <dt className="text-xs font-medium tracking-wide text-brand-100 uppercase">
            {stat.label}
          </dt>
          <dd className="mt-1 text-xl font-semibold text-balance text-white">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "123+" for a count of open positions, in the page's digits; a plain 0 when there are none. */
export function formatActiveCount(total: number, intlLocale: string): string {
  const number = new Intl.NumberFormat(intlLocale).format(total);
  return total > 0 ? `${number}+` : number;
}

export function SideCard({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="render-when-visible rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

export type ChipLink = { label: string; to: string; count?: number };

/** Links shown as chips; each has a 24 px minimum target (WCAG 2.5.8). */
export function ChipLinks({ items, label }: { items: ChipLink[]; label?: string }) {
  const { t, intlLocale } = useI18n();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className="inline-flex min-h-7 items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
          >
            {item.label}
            {item.count !== undefined && (
              <span className="text-xs text-slate-600">
                <span aria-hidden="true">{item.count.toLocaleString(intlLocale)}</span>
                <span className="sr-only">{`(${t("landing.openCount", { count: item.count })})`}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A list of employers with their open-job counts, each linking to its organization page. */
export function OrganizationList({
  items,
}: {
  items: { name: string; slug: string; count: number }[];
}) {
  const { t, href, intlLocale } = useI18n();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.slug}>
          <Link
            to={href(`/organization/${item.slug}`)}
            className="flex items-center justify-between gap-3 py-2 text-slate-800 hover:text-brand-700"
          >
            <span className="min-w-0 hover:underline">{item.name}</span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <span aria-hidden="true">{item.count.toLocaleString(intlLocale)}</span>
              <span className="sr-only">{t("landing.openCount", { count: item.count })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BrowseAllJobsLink() {
  const { t, href } = useI18n();
  return (
    <Link
      to={href("/jobs")}
      className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {t("common.carousel.browseAll")}
    </Link>
  );
}

/**
 * A landing page's count, calling only jobs one can apply to open: "12 open positions"; "92
 * sample postings, all closed" when every job is a recorded sample posting; "3 open positions and
 * 92 closed sample postings" when both are listed (as the listing says it).
 */
function landingTotalText(
  t: (key: string, values?: Record<string, string | number>) => string,
  total: number,
  sampleTotal: number,
): string {
  const sample = Math.min(sampleTotal, total);
  if (sample <= 0) return t("landing.openCount", { count: total });
  if (sample === total) return t("jobs.count.sampleOnly", { count: sample });
  return t("jobs.count.availableAndSample", {
    available: t("landing.openCount", { count: total - sample }),
    sample: t("jobs.count.closedSample", { count: sample }),
  });
}

/** The job cards of a landing page, or its empty state. */
export function LandingJobs({
  heading,
  jobs,
  total,
  sampleTotal = 0,
  now,
  moreLink,
  empty,
}: {
  heading: string;
  jobs: JobCardData[];
  total: number;
  /** How many of `total` are recorded sample postings, closed at their employers' sites. */
  sampleTotal?: number;
  now: string;
  moreLink: { to: string; label: string };
  empty: ReactNode;
}) {
  const { t } = useI18n();
  const listed = landingTotalText(t, total, sampleTotal);
  return (
    <section aria-labelledby="landing-jobs-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="landing-jobs-heading"
          className="text-xl font-semibold tracking-tight text-slate-900"
        >
          {heading}
        </h2>
        {jobs.length > 0 && (
          <p className="text-sm text-slate-600">
            {jobs.length === total
              ? t("landing.showing", { total: listed })
              : t("landing.showingNewest", { count: jobs.length, total: listed })}
          </p>
        )}
      </div>
      {jobs.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          {empty}
        </div>
      ) : (
        <>
          <ul className="job-list mt-4 grid grid-cols-[minmax(0,1fr)] gap-3 xl:grid-cols-[repeat(2,minmax(0,1fr))]">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
          {total > jobs.length && (
            <div className="mt-6">
              <Link
                to={moreLink.to}
                className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                {moreLink.label}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
