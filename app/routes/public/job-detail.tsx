import { Link } from "react-router";
import type { Route } from "./+types/job-detail";
import { pageMeta } from "#app/seo";
import { JobRequirements } from "#app/components/job-requirements";
import { JsonLd } from "#app/components/json-ld";
import { JobPageHeader } from "#app/components/job-page-header";
import { JobSummarySection } from "#app/components/job-summary-section";
import { NetPayEstimate } from "#app/components/net-pay-estimate";
import { SimilarJobsSection } from "#app/components/similar-jobs-section";
import { answerJobPageForm, loadJobPage } from "#app/lib/job-page.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { employerTextLang, placeLabel } from "#app/lib/i18n/data-labels";
import { localizedPath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["account", "job"] } satisfies I18nHandle;

// A job's page: its head (job-page-header.tsx), summaries, pay estimate, requirements,
// description and similar jobs; the loader and the AI summary form are in job-page.server.ts.

export function loader(args: Route.LoaderArgs) {
  return loadJobPage(args);
}

export function action(args: Route.ActionArgs) {
  return answerJobPageForm(args);
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  const job = loaderData?.job;
  const { t, locale } = metaTranslator(matches);
  if (!job) {
    return [
      { title: `${t("job.notFoundTitle")} | ${loaderData?.site.siteName ?? "Blueboard"}` },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({
    site: loaderData.site,
    title: t("job.titleAt", { title: job.card.title, organization: job.card.organizationName }),
    description: job.seoDescription,
    path: localizedPath(`/jobs/${params.id}`, locale),
    type: "article",
    // A closed or expired job stays reachable for people with the link, but leaves the index.
    robots: job.card.isOpen ? undefined : "noindex, follow",
  });
};

export default function JobDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { job, now } = loaderData;
  const i18n = useI18n();
  const { t, rich, href, intlLocale } = i18n;
  if (!job) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-5xl font-bold tracking-tight text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t("job.notFoundTitle")}</h1>
        <p className="mt-2 text-slate-600">{t("job.notFoundText")}</p>
        <Link
          to={href("/jobs")}
          className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("job.backToJobs")}
        </Link>
      </section>
    );
  }
  const { card } = job;
  const back = href("back" in loaderData ? loaderData.back : "/jobs");
  const location = placeLabel(i18n, intlLocale, card.location, job.countryCode);
  // The employer's own words keep their language on a page in another (WCAG 3.1.2).
  const textLang = employerTextLang(card.textLanguage, i18n.locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {"jsonLd" in loaderData &&
        loaderData.jsonLd.map((item, index) => <JsonLd key={index} data={item} />)}
      <Link to={back} className="text-sm font-medium text-brand-700 hover:underline">
        {t("job.back")}
      </Link>
      <JobPageHeader
        job={job}
        now={now}
        location={location}
        saved={"saved" in loaderData ? loaderData.saved : null}
        tracked={"tracked" in loaderData ? loaderData.tracked : null}
      />
      <JobSummarySection
        summary={job.summary}
        aiSummary={job.aiSummary}
        aiOffered={job.aiOffered}
        aiError={actionData?.aiError ?? null}
        textLang={textLang}
      />
      {job.payEstimate && <NetPayEstimate estimate={job.payEstimate} location={location} />}
      <div className="mt-8">
        <JobRequirements requirements={job.requirements} textLang={textLang} />
        <p className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
          {rich("job.matchCv", {
            link: (chunks) => (
              <Link
                to={`/jobs/${card.id}/cv`}
                className="font-semibold text-brand-800 underline hover:text-brand-900"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <section
        aria-labelledby="job-description"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="job-description" className="text-lg font-semibold text-slate-900">
          {t("job.description")}
        </h2>
        {job.descriptionHtml.trim() ? (
          <div
            dir="auto"
            lang={textLang}
            className="job-description mt-3"
            dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
          />
        ) : (
          <p className="mt-3 text-slate-600">{t("job.descriptionElsewhere")}</p>
        )}
      </section>
      {"similarJobs" in loaderData && (
        <SimilarJobsSection jobs={loaderData.similarJobs} now={now} />
      )}
      <Link
        to={back}
        className="mt-8 inline-flex text-sm font-medium text-brand-700 hover:underline"
      >
        {t("job.back")}
      </Link>
    </article>
  );
}
