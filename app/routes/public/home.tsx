import { Form, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/home";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JsonLd } from "#app/components/json-ld";
import { LatestJobsCarousel } from "#app/components/latest-jobs-carousel";
import { SearchCombobox } from "#app/components/search-combobox";
import { LogoBadgeMark } from "#app/components/org-logo";
import { pickVariedLatest } from "#server/modules/landing/pick-varied-latest";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobCards } from "#server/modules/jobs/job-card-data";
import { ORGANISATIONS } from "#domain/organisations";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import { organisationShortNameIn } from "#domain/organisation-words";
import { jobCardsIn } from "#server/modules/jobs/job-cards-in-language";
import { availableTotal } from "#domain/listing-count";
import { organisationBadge } from "#domain/logo-badges";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common` (`job`: the More Info
// dialog's requirements).
export const handle = { i18n: ["home", "job"] } satisfies I18nHandle;

const STRIP_SLUGS = [
  "undp",
  "unicef",
  "wfp",
  "who",
  "unhcr",
  "fao",
  "ilo",
  "unesco",
  "iom",
  "un-secretariat",
  "unfpa",
  "un-women",
  "unops",
  "world-bank",
  "imf",
  "oecd",
  "iaea",
  "ifad",
  "ocha",
  "unep",
];

// Questions and answers: "home.faq.q1" and "home.faq.a1" in the catalogs, and so on.
const FAQ = ["1", "2", "3", "4", "5"];

export async function loader({ context, request }: Route.LoaderArgs) {
  const now = new Date();
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  // The newest 60, of which 12 with as many employers as they hold (pickVariedLatest).
  const latest = await searchJobCards(
    getServices(context).db,
    parseJobQuery(new URLSearchParams({ perPage: "60" })),
    now,
  );
  const bySlug = new Map(ORGANISATIONS.map((organisation) => [organisation.slug, organisation]));
  const organisations = STRIP_SLUGS.flatMap((slug) => {
    const organisation = bySlug.get(slug);
    return organisation
      ? [
          {
            slug,
            // As the employer names itself in the page's language: PNUD, OMS, ONU Femmes in French.
            shortName: organisationShortNameIn(organisation, locale),
            badge: organisationBadge(organisation),
            careersUrl: organisation.careersUrl,
          },
        ]
      : [];
  });
  return {
    site: getSiteInfo(context),
    now: now.toISOString(),
    // Their places named in the page's language.
    latest: jobCardsIn(pickVariedLatest(latest.items, 12), locale),
    // Only jobs one can apply to: the recorded sample's postings have closed.
    total: availableTotal(latest),
    organisations,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    site: loaderData?.site,
    title: t("home.title"),
    description: t("common.meta.description"),
    path: localizedPath("/", locale),
  });
};

// Each title and text is "home.features.<key>Title" and "…Text" in the catalogs.
const FEATURES: { key: string; icon: string; href?: string }[] = [
  { key: "aggregator", icon: "M4 6h16M4 12h16M4 18h10" },
  {
    key: "alerts",
    icon: "M12 3a6 6 0 0 0-6 6v3l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0",
  },
  {
    key: "coaching",
    icon: "M12 3v3M12 18v3M3 12h3M18 12h3M6 6l2 2M16 16l2 2M6 18l2-2M16 8l2-2",
    href: "/coaching",
  },
  { key: "planner", icon: "M4 19h16M6 16V9M11 16V5M16 16v-4", href: "/planner" },
];

// Each title and text is "home.steps.<key>Title" and "…Text" in the catalogs.
const STEPS: { key: string; href?: string }[] = [
  { key: "find" },
  { key: "qualify", href: "/planner" },
  { key: "apply" },
];

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, now, organisations, total } = loaderData;
  const revalidator = useRevalidator();
  const { t, rich, href, intlLocale } = useI18n();
  const faqJsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ.map((entry) => ({
      "@type": "Question",
      name: t(`home.faq.q${entry}`),
      acceptedAnswer: { "@type": "Answer", text: t(`home.faq.a${entry}`) },
    })),
  };
  const strip = (copy: number) =>
    organisations.map((organisation) => (
      <li key={`${copy}-${organisation.slug}`} className="shrink-0">
        <a
          href={organisation.careersUrl}
          target="_blank"
          rel="noopener"
          tabIndex={copy === 0 ? undefined : -1}
          className="flex h-14 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand-200 hover:text-brand-800"
        >
          <LogoBadgeMark badge={organisation.badge} size={32} />
          {organisation.shortName}
          {copy === 0 && <span className="sr-only">{t("home.careersSite")}</span>}
        </a>
      </li>
    ));
  return (
    <>
      <JsonLd data={faqJsonLd} />
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-medium text-brand-100">{t("home.strapline")}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            {t("home.heading")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t("home.lead", { total })}</p>
          <Form
            method="get"
            action={href("/jobs")}
            role="search"
            className="mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              {t("home.search.label")}
            </label>
            <div className="min-w-0 flex-1">
              <SearchCombobox
                id="home-search"
                name="search"
                placeholder={t("home.search.placeholder")}
                className="h-12 w-full rounded-md bg-white px-4 text-base text-slate-900 placeholder:text-slate-600"
              />
            </div>
            <button
              type="submit"
              className="h-12 rounded-md bg-brand-900 px-6 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-brand-800"
            >
              {t("home.search.submit")}
            </button>
          </Form>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to={href("/jobs")}
              className="rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("home.findJobs")}
            </Link>
            <a
              href="#features"
              className="rounded-md px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/50 hover:bg-white/10"
            >
              {t("home.howItWorksLink")}
            </a>
          </div>
          <p className="mt-6 text-sm text-brand-100">
            {rich("home.signUpLine", {
              link: (chunks) => (
                <Link
                  to={href("/auth?mode=sign-up")}
                  className="font-semibold text-white underline underline-offset-2 hover:no-underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="organisations-heading"
        className="border-b border-slate-200 bg-white py-6"
      >
        <h2 id="organisations-heading" className="sr-only">
          {t("home.organisationsHeading")}
        </h2>
        <div className="logo-strip-frame relative mx-auto max-w-7xl overflow-x-auto px-4 sm:px-6">
          <ul className="logo-strip flex w-max gap-3">
            {strip(0)}
            <li aria-hidden="true" className="contents">
              <ul className="contents">{strip(1)}</ul>
            </li>
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="latest-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t("home.latestHeading")}
          </h2>
        </div>
        <div className="mt-4">
          <LatestJobsCarousel jobs={latest} now={now} loading={revalidator.state === "loading"} />
        </div>
        <div className="mt-6 text-center">
          <Link
            to={href("/jobs")}
            className="inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("home.viewAll")}
          </Link>
        </div>
      </section>

      <section
        id="features"
        aria-labelledby="features-heading"
        className="render-when-visible bg-white py-14"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2
            id="features-heading"
            className="text-2xl font-semibold tracking-tight text-slate-900"
          >
            {t("home.howItWorks")}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{t("home.howItWorksText")}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.key} className="rounded-lg border border-slate-200 bg-slate-50 p-5">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-brand-700 text-white">
                  <Icon path={feature.icon} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">
                  {feature.href ? (
                    <Link
                      to={href(feature.href)}
                      className="text-brand-800 underline hover:no-underline"
                    >
                      {t(`home.features.${feature.key}Title`)}
                    </Link>
                  ) : (
                    t(`home.features.${feature.key}Title`)
                  )}
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  {t(`home.features.${feature.key}Text`)}
                </p>
              </li>
            ))}
          </ul>
          <ol className="mt-10 grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.key} className="flex gap-4 rounded-lg border border-slate-200 p-5">
                <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800">
                  {(index + 1).toLocaleString(intlLocale)}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {step.href ? (
                      <Link
                        to={href(step.href)}
                        className="text-brand-800 underline hover:no-underline"
                      >
                        {t(`home.steps.${step.key}Title`)}
                      </Link>
                    ) : (
                      t(`home.steps.${step.key}Title`)
                    )}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{t(`home.steps.${step.key}Text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="render-when-visible mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="rounded-lg bg-brand-800 p-6 text-white">
          <h2 className="text-lg font-semibold">{t("home.promo.deadlineTitle")}</h2>
          <p className="mt-2 text-sm text-brand-100">{t("home.promo.deadlineText")}</p>
          <Link
            to={href("/auth?mode=sign-up")}
            className="mt-4 inline-flex rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("home.promo.signUp")}
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t("home.promo.blogTitle")}</h2>
          <p className="mt-2 text-sm text-slate-600">{t("home.promo.blogText")}</p>
          <Link
            to={href("/blog")}
            className="mt-4 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("home.promo.blogLink")}
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t("home.promo.coachingTitle")}</h2>
          <p className="mt-2 text-sm text-slate-600">{t("home.promo.coachingText")}</p>
          <Link
            to={href("/coaching")}
            className="mt-4 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("home.promo.coachingLink")}
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="faq-heading"
        className="render-when-visible mx-auto max-w-3xl px-4 pb-8 sm:px-6"
      >
        <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          {t("home.faqHeading")}
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {FAQ.map((entry) => (
            <details key={entry} className="group p-4">
              <summary className="cursor-pointer font-medium text-slate-900">
                {t(`home.faq.q${entry}`)}
              </summary>
              <p className="mt-2 text-sm text-slate-700">{t(`home.faq.a${entry}`)}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
