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
import { countOf } from "#domain/plural";
import { availableTotal } from "#domain/listing-count";
import { organisationBadge } from "#domain/logo-badges";

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

const FAQ = [
  {
    question: "How long does the UN hiring process take?",
    answer:
      "Hiring in the UN system often takes 3-6 months from the closing date to an offer: screening, a written test or assessment, a competency-based interview, reference checks and approval.",
  },
  {
    question: "How much experience do I need for a UN job?",
    answer:
      "It depends on the grade: internships and entry-level posts need little or none, while professional posts typically ask for 2-10+ years of relevant experience (for example P-2 around 2 years, P-3 around 5, P-4 around 7 and P-5 10 or more).",
  },
  {
    question: "Is Blueboard part of the United Nations?",
    answer:
      "No. Blueboard is independent and not affiliated with the United Nations. It gathers open positions from the official careers sites of UN entities and other international organisations, updated daily, and you always apply on the employer's own site.",
  },
  {
    question: "Can Blueboard help with my CV and cover letter?",
    answer:
      "Yes, with a free account. Upload your CV (PDF, Word DOCX or text, up to 5 MB) and open any job: each requirement the posting states (education, years of experience, languages, competencies, skills) is shown with the line of your CV that supports it, or as not found, together with a cover-letter template to complete. Where the site has an AI service set up, it can also draft a tailored letter that uses only facts from your CV and names the CV lines behind each claim. Your CV is visible to you alone, and deleting it removes the file.",
  },
  {
    question: "Does it cost anything to search and get alerts?",
    answer:
      "No. Searching, filtering, daily job alerts and the career planner are free for everyone, and Blueboard takes no payment on the site. One-to-one coaching is the only paid service: its fee is agreed with you by e-mail after a free introductory call.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
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
            shortName: organisation.shortName,
            name: organisation.name,
            badge: organisationBadge(organisation),
            careersUrl: organisation.careersUrl,
          },
        ]
      : [];
  });
  return {
    site: getSiteInfo(context),
    now: now.toISOString(),
    latest: pickVariedLatest(latest.items, 12),
    // Only jobs one can apply to: the recorded sample's postings have closed.
    total: availableTotal(latest),
    organisations,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "Every open position in the UN system",
    description:
      "Find jobs in the United Nations system, international organisations, development banks, EU agencies and NGOs. Filter by grade, level, field and duty station. Updated daily.",
    path: "/",
  });

const FEATURES: { title: string; text: string; icon: string; href?: string }[] = [
  {
    title: "Job Aggregator",
    text: "Every open position from UN agencies, funds, development banks, EU agencies and NGOs, normalised by grade, level, field and duty station.",
    icon: "M4 6h16M4 12h16M4 18h10",
  },
  {
    title: "Smart Alerts",
    text: "Save a search and get new matching jobs by e-mail every morning at 9 AM UTC.",
    icon: "M12 3a6 6 0 0 0-6 6v3l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0",
  },
  {
    title: "Career Coaching",
    text: "One-to-one help from a coach with applications, the P11 form and competency-based interviews.",
    icon: "M12 3v3M12 18v3M3 12h3M18 12h3M6 6l2 2M16 16l2 2M6 18l2-2M16 8l2-2",
    href: "/coaching",
  },
  {
    title: "Career Planner",
    text: "See the grades your experience and degree meet the usual minimums for, the open jobs that match, and what would open the next grade.",
    icon: "M4 19h16M6 16V9M11 16V5M16 16v-4",
    href: "/planner",
  },
];

const STEPS: { title: string; text: string; href?: string }[] = [
  {
    title: "Find Jobs",
    text: "Search and filter thousands of international positions in one place.",
  },
  {
    title: "Check You Qualify",
    text: "See the grades you can apply for in the career planner, then read each job's requirements.",
    href: "/planner",
  },
  {
    title: "Apply with Confidence",
    text: "Apply directly on the employer's official careers site, before the deadline.",
  },
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
  const faqJsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
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
          {copy === 0 && <span className="sr-only"> careers site (opens in a new tab)</span>}
        </a>
      </li>
    ));
  return (
    <>
      <JsonLd data={faqJsonLd} />
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-medium text-brand-100">
            Independent · Not affiliated with the UN · Updated daily
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            Every open position in the UN
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            {total > 0 ? countOf(total, "open job") : "Jobs"} from the UN system, international
            organisations, development banks, EU agencies and NGOs, in one place.
          </p>
          <Form
            method="get"
            action="/jobs"
            role="search"
            className="mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              Search jobs
            </label>
            <div className="min-w-0 flex-1">
              <SearchCombobox
                id="home-search"
                name="search"
                placeholder="Job title, organisation or duty station"
                className="h-12 w-full rounded-md bg-white px-4 text-base text-slate-900 placeholder:text-slate-600"
              />
            </div>
            <button
              type="submit"
              className="h-12 rounded-md bg-brand-900 px-6 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-brand-800"
            >
              Search
            </button>
          </Form>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/jobs"
              className="rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Find Jobs Now
            </Link>
            <a
              href="#features"
              className="rounded-md px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/50 hover:bg-white/10"
            >
              How It Works
            </a>
          </div>
          <p className="mt-6 text-sm text-brand-100">
            <Link
              to="/auth?mode=sign-up"
              className="font-semibold text-white underline underline-offset-2 hover:no-underline"
            >
              Create a free account
            </Link>{" "}
            to get daily job alerts by e-mail.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="organisations-heading"
        className="border-b border-slate-200 bg-white py-6"
      >
        <h2 id="organisations-heading" className="sr-only">
          Organisations whose jobs we list
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
            Latest opportunities
          </h2>
        </div>
        <div className="mt-4">
          <LatestJobsCarousel jobs={latest} now={now} loading={revalidator.state === "loading"} />
        </div>
        <div className="mt-6 text-center">
          <Link
            to="/jobs"
            className="inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            View all open jobs
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
            How it works
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            Blueboard is an independent job board, not affiliated with the United Nations. We gather
            vacancies from official careers sites and update them daily.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li
                key={feature.title}
                className="rounded-lg border border-slate-200 bg-slate-50 p-5"
              >
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-brand-700 text-white">
                  <Icon path={feature.icon} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">
                  {feature.href ? (
                    <Link to={feature.href} className="text-brand-800 underline hover:no-underline">
                      {feature.title}
                    </Link>
                  ) : (
                    feature.title
                  )}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
              </li>
            ))}
          </ul>
          <ol className="mt-10 grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-lg border border-slate-200 p-5">
                <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {step.href ? (
                      <Link to={step.href} className="text-brand-800 underline hover:no-underline">
                        {step.title}
                      </Link>
                    ) : (
                      step.title
                    )}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="render-when-visible mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="rounded-lg bg-brand-800 p-6 text-white">
          <h2 className="text-lg font-semibold">Never miss a deadline</h2>
          <p className="mt-2 text-sm text-brand-100">
            Free account, daily alerts for the searches you save.
          </p>
          <Link
            to="/auth?mode=sign-up"
            className="mt-4 inline-flex rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Sign up free
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            UN80 reform: what it means for your career
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Mergers, sunsets and budget cuts, and where the jobs will be.
          </p>
          <Link
            to="/blog"
            className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
          >
            Read the blog
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">One-to-one career coaching</h2>
          <p className="mt-2 text-sm text-slate-600">
            Competency-based interviews, P11 and CV reviews with people who know the system.
          </p>
          <Link
            to="/coaching"
            className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
          >
            Explore coaching
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="faq-heading"
        className="render-when-visible mx-auto max-w-3xl px-4 pb-8 sm:px-6"
      >
        <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Frequently asked questions
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {FAQ.map((entry) => (
            <details key={entry.question} className="group p-4">
              <summary className="cursor-pointer font-medium text-slate-900">
                {entry.question}
              </summary>
              <p className="mt-2 text-sm text-slate-700">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
