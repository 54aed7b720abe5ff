import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { withNotice } from "#domain/page-notices";
import { ownEntry } from "#domain/own-entry";
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
  type CareerProfile,
} from "#domain/career-eligibility";
import { careerProfileSchema } from "#domain/career-profile-form";
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
import { translatePlannerReply } from "#app/lib/planner-messages.server";
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

/** What the visitor sent, to show again beside the errors (each text and list kept short). */
function sentValues(payload: Record<string, unknown>): PlannerFormValues {
  const texts = (name: string) =>
    [ownEntry(payload, name)]
      .flat()
      .map((value) => (typeof value === "string" ? value.slice(0, 400) : ""));
  return {
    years: texts("years")[0] ?? "",
    degree: texts("degree")[0] ?? "",
    languages: texts("language").slice(0, 10),
    fields: texts("field").slice(0, 20),
    dutyStation: texts("dutyStation").join(", "),
    nationality: texts("nationality")[0] ?? "",
  };
}

/** The planner's form, read with its schema: the profile, or the reply and what was sent. */
function readPlannerForm(form: FormData | URLSearchParams, request: Request) {
  const submission = parseWithZod(form, { schema: careerProfileSchema });
  if (submission.status === "success") return { ok: true as const, profile: submission.value };
  return {
    ok: false as const,
    // The errors in the language of the page the form was sent from.
    result: translatePlannerReply(submission.reply(), serverTranslator(requestLocale(request))),
    values: sentValues(submission.payload),
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
    const parsed = readPlannerForm(url.searchParams, request);
    if (!parsed.ok)
      return data(
        { ...base, values: parsed.values, reply: parsed.result, result: null },
        { status: 400 },
      );
    return {
      ...base,
      values: valuesOf(parsed.profile),
      reply: undefined,
      result: await plan(context, parsed.profile, requestLocale(request)),
    };
  }
  const stored = user ? await getCareerProfile(getRequestInfo(context).services.db, user.id) : null;
  return {
    ...base,
    values: stored ? valuesOf(stored) : EMPTY,
    reply: undefined,
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
  const parsed = readPlannerForm(await readForm(request), request);
  if (!parsed.ok) return data({ reply: parsed.result, values: parsed.values }, { status: 400 });
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
  const reply: SubmissionResult<string[]> | undefined = actionData?.reply ?? loaderData.reply;
  const values: PlannerFormValues = actionData?.values ?? loaderData.values;
  const { result, signedIn } = loaderData;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
        {t("planner.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-slate-700">{t("planner.intro")}</p>
      <PlannerForm values={values} reply={reply} signedIn={signedIn} />
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
