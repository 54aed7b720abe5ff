import { Link } from "react-router";
import type {
  InternationalGrade,
  LanguageAdvice,
  NationalPosts,
  NextGradeAdvice,
  NextGradeRoute,
} from "#domain/career-eligibility";
import type { PlannerJobs } from "#server/modules/career/career-planner";
import { useI18n } from "#app/lib/i18n/i18n";
import { placeLabel } from "#app/lib/i18n/data-labels";
import { countryLabel } from "#app/lib/i18n/planner-labels";

/** What the planner found for a profile, as the loader hands it to the page. */
export type PlannerResult = {
  grades: InternationalGrade[];
  next: NextGradeAdvice | null;
  national: NationalPosts | null;
  languages: LanguageAdvice | null;
  jobs: PlannerJobs;
  shareHref: string;
};

const GRADE_CHIP =
  "inline-flex min-h-9 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100";
const CARD = "rounded-lg border border-slate-200 bg-white p-5";
const TEXT = "mt-1 text-sm text-slate-700";

const LANGUAGE_KEYS: Record<LanguageAdvice, string> = {
  "working-language": "workingLanguage",
  "second-language": "secondLanguage",
};

/** A way to the next grade in words: the degree it takes, if any, and the years still missing. */
function routeKey(route: NextGradeRoute): string {
  const degree =
    route.degree === "advanced" ? "advanced" : route.degree === "first-level" ? "firstLevel" : null;
  if (!degree) return "years";
  return route.moreYears > 0 ? `${degree}AndYears` : degree;
}

/** Which of the profile's choices narrow the job search, for the sentence that says so. */
function searchScope(hasFields: boolean, hasStations: boolean): string {
  if (hasFields && hasStations) return "both";
  if (hasFields) return "fields";
  return hasStations ? "stations" : "grades";
}

export function PlannerResults({
  result,
  hasFields,
  hasStations,
}: {
  result: PlannerResult;
  hasFields: boolean;
  hasStations: boolean;
}) {
  const i18n = useI18n();
  const { t, rich, href, locale, intlLocale } = i18n;
  const { grades, next, national, jobs } = result;
  const country = national
    ? countryLabel(locale, intlLocale, national.country)
    : (jobs.national?.countryName ?? "");
  const scope = searchScope(hasFields, hasStations);
  const international = jobs.international;

  return (
    <section
      id="results"
      aria-labelledby="results-heading"
      className="mt-10 scroll-mt-20 space-y-8"
    >
      <h2 id="results-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
        {t("planner.results.heading")}
      </h2>
      <div className={CARD}>
        <h3 className="text-lg font-semibold text-slate-900">
          {t("planner.results.gradesHeading")}
        </h3>
        {grades.length > 0 ? (
          <>
            <p className={TEXT}>{t("planner.results.gradesIntro")}</p>
            <ul aria-label={t("planner.results.gradesLabel")} className="mt-3 flex flex-wrap gap-2">
              {grades.map((grade) => (
                <li key={grade}>
                  <Link to={href(`/jobs?grade=${grade}`)} className={GRADE_CHIP}>
                    {grade}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={TEXT}>{t("planner.results.noGrade")}</p>
        )}
        {national && (
          <p className="mt-4 text-sm text-slate-700">
            {t(
              national.grades.some((grade) => grade.startsWith("NO-"))
                ? "planner.results.nationalOfficer"
                : "planner.results.nationalGeneralService",
              { country },
            )}
          </p>
        )}
      </div>

      <div className={CARD}>
        <h3 className="text-lg font-semibold text-slate-900">
          {next
            ? t("planner.results.nextHeading", { grade: next.grade })
            : t("planner.results.nextStepHeading")}
        </h3>
        {next ? (
          <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-800">
            {next.routes.map((route) => (
              <li key={`${route.degree}-${route.moreYears}`}>
                {t(`planner.results.route.${routeKey(route)}`, { count: route.moreYears })}
              </li>
            ))}
          </ul>
        ) : (
          <p className={TEXT}>{t("planner.results.top")}</p>
        )}
        {result.languages && (
          <p className="mt-3 text-sm text-slate-700">
            {t(`planner.results.${LANGUAGE_KEYS[result.languages]}`)}
          </p>
        )}
      </div>

      <div className={CARD}>
        <h3 className="text-lg font-semibold text-slate-900">{t("planner.results.jobsHeading")}</h3>
        {international ? (
          <>
            <p className={TEXT}>
              {international.total === 0
                ? t("planner.results.jobsNone", { scope })
                : t("planner.results.jobsCount", { count: international.total, scope })}
            </p>
            {international.items.length > 0 && (
              <ul className="mt-3 divide-y divide-slate-100">
                {international.items.map((job) => (
                  <li key={job.id} className="py-3">
                    <Link
                      to={href(`/jobs/${job.id}`)}
                      className="font-medium break-words text-brand-800 hover:underline"
                    >
                      {job.displayTitle}
                    </Link>
                    <p className="text-sm break-words text-slate-600">
                      {[
                        job.grade?.value,
                        job.organizationName,
                        placeLabel(i18n, intlLocale, job.location, job.flagCode),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={href(international.href)}
              className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t(
                international.total === 0
                  ? "planner.results.openSearch"
                  : international.total === 1
                    ? "planner.results.seeIt"
                    : "planner.results.seeAll",
              )}
            </Link>
          </>
        ) : (
          <p className={TEXT}>{t("planner.results.noInternational")}</p>
        )}
        {jobs.national && (
          <p className="mt-4 text-sm text-slate-700">
            {rich("planner.results.national", {
              count: jobs.national.total,
              country,
              fields: hasFields ? "yes" : "no",
              link: (chunks) => (
                <Link
                  to={href(jobs.national?.href ?? "/jobs")}
                  className="text-brand-700 underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>

      <p className="text-sm text-slate-600">
        {rich("planner.results.share", {
          link: (chunks) => (
            <Link to={href(result.shareHref)} className="break-words text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
