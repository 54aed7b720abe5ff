import { withNotice } from "#domain/page-notices";
import { data, redirect } from "react-router";
import type { Route } from "./+types/planner";
import { assertSameOrigin, getRequestInfo, getUser } from "#app/lib/account.server";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import {
  careerProfileParams,
  eligibleGrades,
  languageAdvice,
  nationalPosts,
  nextGradeAdvice,
  parseCareerProfile,
  type CareerProfile,
  type CareerProfileErrors,
} from "#domain/career-eligibility";
import { localizedPath, type Locale } from "#domain/interface-locales";
import { jobCardsIn } from "#server/modules/jobs/job-cards-in-language";
import {
  findPlannerJobs,
  getCareerProfile,
  saveCareerProfile,
} from "#server/modules/career/career-planner";
import { readForm } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { requestLocale, serverTranslator } from "#server/modules/i18n/plain-translator";
import { translateProfileErrors } from "#app/lib/planner-messages.server";
import { PlannerForm, type PlannerFormValues } from "#app/components/planner-form";
import { PlannerResults, type PlannerResult } from "#app/components/planner-results";
import { PlannerRules } from "#app/components/planner-rules";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["planner"] } satisfies I18nHandle;

const EMPTY: PlannerFormValues = {
  years: "",
  degree: "",
  languages: [],
  fields: [],
  dutyStation: "",
  nationality: "",
};

function valuesOf(profile: CareerProfile): PlannerFormValues {
  return {
    years: String(profile.yearsExperience),
    degree: profile.degree,
    languages: profile.languages,
    fields: profile.fields,
    dutyStation: profile.dutyStations.join(", "),
    nationality: profile.nationality ?? "",
  };
}

function rawValues(values: {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}): PlannerFormValues {
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 400) : "");
  return {
    years: text(values.get("years")),
    degree: text(values.get("degree")),
    languages: values.getAll("language").map(text).slice(0, 10),
    fields: values.getAll("field").map(text).slice(0, 20),
    dutyStation: values.getAll("dutyStation").map(text).join(", "),
    nationality: text(values.get("nationality")),
  };
}

async function plan(
  context: Route.LoaderArgs["context"],
  profile: CareerProfile,
  locale: Locale,
): Promise<PlannerResult> {
  const jobs = await findPlannerJobs(getRequestInfo(context).services.db, profile);
  // The jobs' places named in the page's language.
  if (jobs.international) jobs.international.items = jobCardsIn(jobs.international.items, locale);
  return {
    grades: eligibleGrades(profile),
    next: nextGradeAdvice(profile),
    national: nationalPosts(profile),
    languages: languageAdvice(profile.languages),
    jobs,
    // In English; the page puts it in its own language.
    shareHref: `/planner?${careerProfileParams(profile).toString()}`,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = getSiteInfo(context);
  const user = await getUser(request, context);
  const url = new URL(request.url);
  const base = { site, signedIn: Boolean(user) };
  if (url.searchParams.has("years")) {
    const parsed = parseCareerProfile(url.searchParams);
    if (!parsed.ok) {
      const errors = translateProfileErrors(
        parsed.errors,
        serverTranslator(requestLocale(request)),
      );
      return data(
        { ...base, values: rawValues(url.searchParams), errors, result: null },
        { status: 400 },
      );
    }
    return {
      ...base,
      values: valuesOf(parsed.profile),
      errors: {} as CareerProfileErrors,
      result: await plan(context, parsed.profile, requestLocale(request)),
    };
  }
  const stored = user ? await getCareerProfile(getRequestInfo(context).services.db, user.id) : null;
  return {
    ...base,
    values: stored ? valuesOf(stored) : EMPTY,
    errors: {} as CareerProfileErrors,
    result: stored ? await plan(context, stored, requestLocale(request)) : null,
  };
}

/** Signed in: the profile is saved to the account, then the planner shows it. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const locale = requestLocale(request);
  const planner = localizedPath("/planner", locale);
  const user = await getUser(request, context);
  if (!user)
    throw redirect(localizedPath(`/auth?redirectTo=${encodeURIComponent(planner)}`, locale));
  const form = await readForm(request);
  const formValues = {
    get: (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    },
    getAll: (name: string) =>
      form.getAll(name).filter((value): value is string => typeof value === "string"),
  };
  const parsed = parseCareerProfile(formValues);
  if (!parsed.ok)
    return data(
      {
        errors: translateProfileErrors(parsed.errors, serverTranslator(locale)),
        values: rawValues(formValues),
      },
      { status: 400 },
    );
  await saveCareerProfile(getRequestInfo(context).services.db, user.id, parsed.profile);
  // The notice at the top of the page says it is saved; the options follow the form.
  throw redirect(withNotice(planner, "planner-saved"));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    site: loaderData?.site,
    title: t("planner.meta.title"),
    description: t("planner.meta.description"),
    path: localizedPath("/planner", locale),
  });
};

export default function Planner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors: CareerProfileErrors = actionData?.errors ?? loaderData.errors;
  const values: PlannerFormValues = actionData?.values ?? loaderData.values;
  const { result, signedIn } = loaderData;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
        {t("planner.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-slate-700">{t("planner.intro")}</p>
      <PlannerForm values={values} errors={errors} signedIn={signedIn} />
      {result && (
        <PlannerResults
          result={result}
          hasFields={values.fields.length > 0}
          hasStations={values.dutyStation !== ""}
        />
      )}
      <PlannerRules />
    </div>
  );
}
