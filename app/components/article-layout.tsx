import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Crumb } from "#app/lib/structured-data";
import { useI18n } from "#app/lib/i18n/i18n";
import { Breadcrumbs } from "./breadcrumbs";
import { NewsletterForm } from "./newsletter-form";

export type TrendingGuide = { title: string; to: string };

/** A year and month ("2025-09") as the page's language writes it ("septembre 2025"). */
function monthLabel(intlLocale: string, yearMonth: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** The header of an article: breadcrumb, kicker, title, date and standfirst. */
export function ArticleHeader({
  crumbs,
  kicker,
  title,
  date,
  standfirst,
  narrow = false,
}: {
  /** Match a single-column body (max-w-3xl) instead of the body-plus-sidebar grid. */
  narrow?: boolean;
  crumbs: Crumb[];
  kicker: string;
  title: string;
  /** The year and month of publication ("2025-09"). */
  date: string;
  standfirst: string;
}) {
  const { t, rich, intlLocale } = useI18n();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={`mx-auto ${narrow ? "max-w-3xl" : "max-w-6xl"} px-4 py-8 sm:px-6 sm:py-10`}>
        <Breadcrumbs crumbs={crumbs} label={t("landing.breadcrumb")} />
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {kicker}
        </p>
        <h1 className="mt-2 max-w-4xl text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{standfirst}</p>
        <p className="mt-4 text-sm text-slate-600">
          {rich("pages.articles.byline", {
            date: monthLabel(intlLocale, date),
            time: (chunks) => <time dateTime={date}>{chunks}</time>,
          })}
        </p>
      </div>
    </header>
  );
}

/** Long-form text styles, applied once to the article body. */
export const PROSE =
  "max-w-none text-[1.0625rem] leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:scroll-mt-20 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6";

/** Article body with its sidebar: Subscribe Free, Explore Career Coaching, trending guides. */
export function ArticleWithSidebar({
  children,
  trending,
}: {
  children: ReactNode;
  trending: TrendingGuide[];
}) {
  const { t, href } = useI18n();
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
              {t("pages.articles.coachingHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t("pages.articles.coachingText")}</p>
            <Link
              to={href("/coaching")}
              className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("pages.articles.exploreCoaching")}
            </Link>
          </section>
        </div>
      </article>
      <aside
        aria-label={t("pages.articles.sidebarLabel")}
        className="space-y-6 lg:sticky lg:top-24 lg:self-start"
      >
        <SidebarBox as="nav" id="sidebar-actions-heading" heading={t("pages.articles.stayAhead")}>
          <ul className="mt-3 space-y-2">
            <li>
              <a
                href="#subscribe"
                className="flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t("pages.articles.subscribeFree")}
              </a>
            </li>
            <li>
              <a
                href="#coaching"
                className="flex min-h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                {t("pages.articles.exploreCoaching")}
              </a>
            </li>
          </ul>
        </SidebarBox>
        <SidebarBox as="nav" id="trending-heading" heading={t("pages.articles.trendingGuides")}>
          <SidebarLinks
            links={trending.map((guide) => ({ to: href(guide.to), label: guide.title }))}
          />
        </SidebarBox>
        <SidebarBox as="section" id="tools-heading" heading={t("pages.articles.freeTools")}>
          <SidebarLinks
            links={[
              { to: href("/jobs"), label: t("pages.articles.searchAllJobs") },
              { to: href("/auth?mode=sign-up"), label: t("pages.articles.createAccount") },
            ]}
          />
        </SidebarBox>
      </aside>
    </div>
  );
}

/** A box of the article's sidebar, named by its heading. */
function SidebarBox({
  as: Box,
  id,
  heading,
  children,
}: {
  as: "nav" | "section";
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Box aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </Box>
  );
}

function SidebarLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="mt-3 space-y-3 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-brand-700 hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
