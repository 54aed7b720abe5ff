import { Link } from "react-router";
import type { Route } from "./+types/jobs-for-you";
import { getRequestInfo, requireUser } from "#app/lib/account.server";
import { JobsForYouList } from "#app/components/jobs-for-you-section";
import { findJobsForYou } from "#server/modules/career/jobs-for-you";
import { listedJobIn } from "#server/modules/jobs/job-cards-in-language";
import { splitLocalePath } from "#domain/interface-locales";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["applications", "cv"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getRequestInfo(context).services;
  const now = new Date();
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const jobsForYou = await findJobsForYou(db, user.id, now);
  return {
    // Each job's employer and place named in the page's language.
    jobsForYou: { ...jobsForYou, jobs: jobsForYou.jobs.map((job) => listedJobIn(job, locale)) },
    now: now.toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("applications.jobsForYou.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function JobsForYouPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to={href("/dashboard")} className="text-sm font-medium text-brand-700 hover:underline">
        {t("applications.jobsForYou.back")}
      </Link>
      <section
        aria-labelledby="jobs-for-you-heading"
        className="mt-4 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h1
          id="jobs-for-you-heading"
          className="text-2xl font-semibold tracking-tight text-slate-900"
        >
          {t("applications.jobsForYou.title")}
        </h1>
        <JobsForYouList data={loaderData.jobsForYou} now={loaderData.now} />
      </section>
    </div>
  );
}
