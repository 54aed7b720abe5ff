import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Crumb } from "#app/lib/structured-data";
import { Breadcrumbs } from "./breadcrumbs";
import { NewsletterForm } from "./newsletter-form";

export type TrendingGuide = { title: string; to: string };

/** The header of an article: breadcrumb, kicker, title, date and standfirst. */
export function ArticleHeader({
  crumbs,
  kicker,
  title,
  date,
  dateLabel,
  standfirst,
  narrow = false,
}: {
  /** Match a single-column body (max-w-3xl) instead of the body-plus-sidebar grid. */
  narrow?: boolean;
  crumbs: Crumb[];
  kicker: string;
  title: string;
  /** ISO date or year-month for <time>. */
  date: string;
  dateLabel: string;
  standfirst: string;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={`mx-auto ${narrow ? "max-w-3xl" : "max-w-6xl"} px-4 py-8 sm:px-6 sm:py-10`}>
        <Breadcrumbs crumbs={crumbs} />
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {kicker}
        </p>
        <h1 className="mt-2 max-w-4xl text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{standfirst}</p>
        <p className="mt-4 text-sm text-slate-600">
          By the Blueboard editorial team · <time dateTime={date}>{dateLabel}</time>
        </p>
      </div>
    </header>
  );
}

/** Long-form text styles, applied once to the article body. */
export const PROSE =
  "max-w-none text-[1.0625rem] leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

/** Article body with the spec's sidebar: Subscribe Free, Explore Career Coaching, trending guides. */
export function ArticleWithSidebar({
  children,
  trending,
}: {
  children: ReactNode;
  trending: TrendingGuide[];
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article className="min-w-0">
        <div className={`${PROSE} [&>:first-child]:mt-0`}>{children}</div>
        <div className="mt-12 space-y-8">
          <NewsletterForm id="subscribe" />
          <section
            id="coaching"
            aria-labelledby="coaching-heading"
            className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
          >
            <h2 id="coaching-heading" className="text-lg font-semibold text-slate-900">
              Want a second pair of eyes on your application?
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Our coaches help with competency-based interviews, the personal history form (P11) and
              planning a move within or into the UN system.
            </p>
            <Link
              to="/coaching"
              className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Explore Career Coaching
            </Link>
          </section>
        </div>
      </article>
      <aside
        aria-label="More from Blueboard"
        className="space-y-6 lg:sticky lg:top-24 lg:self-start"
      >
        <nav
          aria-labelledby="sidebar-actions-heading"
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="sidebar-actions-heading" className="text-base font-semibold text-slate-900">
            Stay ahead
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a
                href="#subscribe"
                className="flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Subscribe Free
              </a>
            </li>
            <li>
              <a
                href="#coaching"
                className="flex min-h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Explore Career Coaching
              </a>
            </li>
          </ul>
        </nav>
        <nav
          aria-labelledby="trending-heading"
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="trending-heading" className="text-base font-semibold text-slate-900">
            Trending guides
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {trending.map((guide) => (
              <li key={guide.to}>
                <Link to={guide.to} className="text-brand-700 hover:underline">
                  {guide.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="tools-heading"
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="tools-heading" className="text-base font-semibold text-slate-900">
            Free tools
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <Link to="/jobs" className="text-brand-700 hover:underline">
                Search every open UN position
              </Link>
            </li>
            <li>
              <Link to="/auth?mode=sign-up" className="text-brand-700 hover:underline">
                Create a free account for daily job alerts
              </Link>
            </li>
          </ul>
        </section>
      </aside>
    </div>
  );
}
