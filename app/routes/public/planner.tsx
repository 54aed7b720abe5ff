import { withNotice } from "#domain/page-notices";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/planner";
import { assertSameOrigin, getRequestInfo, getUser } from "#app/lib/account.server";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import {
  careerProfileParams,
  DEGREE_LABELS,
  DEGREES,
  describeRoute,
  eligibleGrades,
  languageAdvice,
  MAX_DUTY_STATIONS,
  MAX_YEARS,
  nationalPosts,
  nextGradeAdvice,
  parseCareerProfile,
  PROFESSIONAL_FIELDS_FOR_PLANNER,
  UN_LANGUAGES,
  type CareerProfile,
  type CareerProfileErrors,
} from "#domain/career-eligibility";
import { COUNTRIES } from "#domain/countries";
import {
  findPlannerJobs,
  getCareerProfile,
  saveCareerProfile,
} from "#server/modules/career/career-planner";
import { readForm } from "#app/lib/request-body.server";

/** The form as the visitor filled it in, to show it again. */
type FormValues = {
  years: string;
  degree: string;
  languages: string[];
  fields: string[];
  dutyStation: string;
  nationality: string;
};

const EMPTY: FormValues = {
  years: "",
  degree: "",
  languages: [],
  fields: [],
  dutyStation: "",
  nationality: "",
};

function valuesOf(profile: CareerProfile): FormValues {
  return {
    years: String(profile.yearsExperience),
    degree: profile.degree,
    languages: profile.languages,
    fields: profile.fields,
    dutyStation: profile.dutyStations.join(", "),
    nationality: profile.nationality ?? "",
  };
}

function rawValues(values: { get(name: string): unknown; getAll(name: string): unknown[] }) {
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

async function plan(context: Route.LoaderArgs["context"], profile: CareerProfile) {
  const jobs = await findPlannerJobs(getRequestInfo(context).services.db, profile);
  return {
    grades: eligibleGrades(profile),
    next: nextGradeAdvice(profile),
    national: nationalPosts(profile),
    languages: languageAdvice(profile.languages),
    jobs,
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
    if (!parsed.ok)
      return data(
        { ...base, values: rawValues(url.searchParams), errors: parsed.errors, result: null },
        { status: 400 },
      );
    return {
      ...base,
      values: valuesOf(parsed.profile),
      errors: {} as CareerProfileErrors,
      result: await plan(context, parsed.profile),
    };
  }
  const stored = user ? await getCareerProfile(getRequestInfo(context).services.db, user.id) : null;
  return {
    ...base,
    values: stored ? valuesOf(stored) : EMPTY,
    errors: {} as CareerProfileErrors,
    result: stored ? await plan(context, stored) : null,
  };
}

/** Signed in: the profile is saved to the account, then the planner shows it. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await getUser(request, context);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent("/planner")}`);
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
    return data({ errors: parsed.errors, values: rawValues(formValues) }, { status: 400 });
  await saveCareerProfile(getRequestInfo(context).services.db, user.id, parsed.profile);
  // The notice at the top of the page says it is saved; the options follow the form.
  throw redirect(withNotice("/planner", "planner-saved"));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "Career planner: which UN grades can you apply for?",
    description:
      "Enter your experience, degree, languages and fields: see the UN grades whose usual minimums you meet, the open jobs that match, and what would open the next grade.",
    path: "/planner",
  });

const GRADE_CHIP =
  "inline-flex min-h-9 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100";

export default function Planner({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: CareerProfileErrors = actionData?.errors ?? loaderData.errors;
  const values: FormValues = actionData?.values ?? loaderData.values;
  const { result, signedIn } = loaderData;
  const errorCount = Object.keys(errors).length;
  const describedBy = (field: keyof CareerProfile, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: keyof CareerProfile) =>
    errors[field] ? (
      <p id={`${field}-error`} className="mt-1 text-sm text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const inputClass = (field: keyof CareerProfile) =>
    `mt-1 block w-full rounded-md border bg-white px-3 text-base ${errors[field] ? "border-red-700" : "border-slate-400"}`;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Career planner</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Tell us about your experience and education: the planner shows the UN grades whose usual
        minimum requirements you meet, the open jobs you can apply for now, and what would open the
        next grade. It applies fixed rules, explained below; each vacancy&apos;s own requirements
        always decide.
      </p>

      <Form
        method={signedIn ? "post" : "get"}
        action="/planner"
        noValidate
        className="mt-8 space-y-6 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
      >
        {errorCount > 0 && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            Please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked below.
          </p>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor="years" className="text-sm font-medium text-slate-800">
              Years of relevant work experience
            </label>
            <input
              id="years"
              name="years"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_YEARS}
              step={1}
              required
              defaultValue={values.years}
              aria-invalid={errors.yearsExperience ? true : undefined}
              aria-describedby={describedBy("yearsExperience")}
              className={`${inputClass("yearsExperience")} h-11 sm:max-w-40`}
            />
            {fieldError("yearsExperience")}
          </div>
          <div>
            <label htmlFor="nationality" className="text-sm font-medium text-slate-800">
              Nationality <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <select
              id="nationality"
              name="nationality"
              defaultValue={values.nationality}
              aria-invalid={errors.nationality ? true : undefined}
              aria-describedby={describedBy("nationality", "nationality-hint")}
              className={`${inputClass("nationality")} h-11`}
            >
              <option value="">Not given</option>
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <p id="nationality-hint" className="mt-1 text-sm text-slate-600">
              National Officer and General Service posts are open to nationals of the country only.
            </p>
            {fieldError("nationality")}
          </div>
        </div>
        <fieldset aria-describedby={describedBy("degree")}>
          <legend className="text-sm font-medium text-slate-800">Highest degree</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {DEGREES.map((degree) => (
              <label key={degree} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="radio"
                  name="degree"
                  value={degree}
                  defaultChecked={values.degree === degree}
                  className="h-5 w-5"
                />
                {DEGREE_LABELS[degree]}
              </label>
            ))}
          </div>
          {fieldError("degree")}
        </fieldset>
        <fieldset aria-describedby={describedBy("languages")}>
          <legend className="text-sm font-medium text-slate-800">
            Official UN languages you work in
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {UN_LANGUAGES.map((language) => (
              <label key={language} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name="language"
                  value={language}
                  defaultChecked={values.languages.includes(language)}
                  className="h-5 w-5"
                />
                {language}
              </label>
            ))}
          </div>
          {fieldError("languages")}
        </fieldset>
        <fieldset aria-describedby={describedBy("fields")}>
          <legend className="text-sm font-medium text-slate-800">
            Professional fields <span className="font-normal text-slate-600">(optional)</span>
          </legend>
          <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {PROFESSIONAL_FIELDS_FOR_PLANNER.map((field) => (
              <label key={field} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name="field"
                  value={field}
                  defaultChecked={values.fields.includes(field)}
                  className="h-5 w-5 shrink-0"
                />
                <span className="min-w-0">{field}</span>
              </label>
            ))}
          </div>
          {fieldError("fields")}
        </fieldset>
        <div>
          <label htmlFor="dutyStation" className="text-sm font-medium text-slate-800">
            Preferred duty stations <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <p id="dutyStation-hint" className="text-sm text-slate-600">
            Up to {MAX_DUTY_STATIONS} cities or countries, separated by commas, for example:
            Nairobi, Geneva, Thailand.
          </p>
          <input
            id="dutyStation"
            name="dutyStation"
            type="text"
            defaultValue={values.dutyStation}
            aria-invalid={errors.dutyStations ? true : undefined}
            aria-describedby={describedBy("dutyStations", "dutyStation-hint")}
            className={`${inputClass("dutyStations")} h-11`}
          />
          {fieldError("dutyStations")}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={busy}
            className="h-11 rounded-md bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {signedIn ? "Save and show my options" : "Show my options"}
          </button>
          <p className="text-sm text-slate-600">
            {signedIn ? (
              "Your profile is saved to your account."
            ) : (
              <>
                Nothing is stored: your answers stay in the page address.{" "}
                <Link
                  to={`/auth?redirectTo=${encodeURIComponent("/planner")}`}
                  className="text-brand-700 underline"
                >
                  Sign in
                </Link>{" "}
                to save them to your account.
              </>
            )}
          </p>
        </div>
      </Form>

      {result && (
        <section
          id="results"
          aria-labelledby="results-heading"
          className="mt-10 scroll-mt-20 space-y-8"
        >
          <h2 id="results-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            Your options
          </h2>
          <div className="rounded-lg border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-semibold text-slate-900">Grades you can apply for</h3>
            {result.grades.length > 0 ? (
              <>
                <p className="mt-1 text-sm text-slate-700">
                  You meet the usual minimums of these international Professional and Director
                  grades:
                </p>
                <ul aria-label="Eligible grades" className="mt-3 flex flex-wrap gap-2">
                  {result.grades.map((grade) => (
                    <li key={grade}>
                      <Link to={`/jobs?grade=${grade}`} className={GRADE_CHIP}>
                        {grade}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-1 text-sm text-slate-700">
                No international Professional grade yet: P-1, the first, asks for a university
                degree and, with a bachelor&apos;s, two years of relevant experience.
              </p>
            )}
            {result.national && (
              <p className="mt-4 text-sm text-slate-700">
                As a national of {result.national.country.name}, you can also apply for{" "}
                {result.national.grades.some((grade) => grade.startsWith("NO-"))
                  ? "National Officer (NO-A to NO-D) and General Service (G) posts"
                  : "General Service (G) posts (National Officer posts ask for a university degree)"}{" "}
                based in {result.national.country.name}.
              </p>
            )}
          </div>

          <div className="rounded-lg border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-semibold text-slate-900">
              {result.next ? `What would open ${result.next.grade}` : "The next step"}
            </h3>
            {result.next ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {result.next.routes.map((route) => (
                  <li key={`${route.degree}-${route.moreYears}`}>{describeRoute(route)}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-700">
                You meet the usual minimums up to D-1. Senior posts beyond it (D-2 and above) are
                filled on a record of leadership rather than on years alone.
              </p>
            )}
            {result.languages && <p className="mt-3 text-sm text-slate-700">{result.languages}</p>}
          </div>

          <div className="rounded-lg border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-semibold text-slate-900">Open jobs that match now</h3>
            {result.jobs.international ? (
              <>
                <p className="mt-1 text-sm text-slate-700">
                  {result.jobs.international.total === 0
                    ? `No open job matches your grades${values.fields.length ? ", fields" : ""}${
                        values.dutyStation ? " and duty stations" : ""
                      } right now. Open the search on the jobs page to save it for an e-mail alert.`
                    : `${result.jobs.international.total.toLocaleString("en")} open ${
                        result.jobs.international.total === 1 ? "job matches" : "jobs match"
                      } your grades${values.fields.length ? ", fields" : ""}${
                        values.dutyStation ? " and duty stations" : ""
                      }.`}
                </p>
                {result.jobs.international.items.length > 0 && (
                  <ul className="mt-3 divide-y divide-slate-100">
                    {result.jobs.international.items.map((job) => (
                      <li key={job.id} className="py-3">
                        <Link
                          to={`/jobs/${job.id}`}
                          className="font-medium break-words text-brand-800 hover:underline"
                        >
                          {job.displayTitle}
                        </Link>
                        <p className="text-sm break-words text-slate-600">
                          {[job.grade?.value, job.organizationName, job.location]
                            .filter(Boolean)
                            .join(" · ")}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
                <Link
                  to={result.jobs.international.href}
                  className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {result.jobs.international.total === 0
                    ? "Open this search on the jobs page"
                    : result.jobs.international.total === 1
                      ? "See it on the jobs page"
                      : "See all of them on the jobs page"}
                </Link>
              </>
            ) : (
              <p className="mt-1 text-sm text-slate-700">
                International posts open with P-1: see what would open it above.
              </p>
            )}
            {result.jobs.national && (
              <p className="mt-4 text-sm text-slate-700">
                <Link to={result.jobs.national.href} className="text-brand-700 underline">
                  {result.jobs.national.total.toLocaleString("en")} open national{" "}
                  {result.jobs.national.total === 1 ? "post" : "posts"} in{" "}
                  {result.jobs.national.countryName}
                </Link>{" "}
                (National Officer and General Service
                {values.fields.length ? ", in your fields" : ""}).
              </p>
            )}
          </div>

          <p className="text-sm text-slate-600">
            Link to these results:{" "}
            <Link to={result.shareHref} className="break-all text-brand-700 underline">
              this planner with your answers
            </Link>
            .
          </p>
        </section>
      )}

      <section
        aria-labelledby="rules-heading"
        className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
      >
        <h2 id="rules-heading" className="text-base font-semibold text-slate-900">
          How the planner decides
        </h2>
        <p className="mt-2">
          International posts usually ask for an advanced university degree (master&apos;s or
          doctorate) and a number of years of relevant experience; a first-level degree
          (bachelor&apos;s) with two more years is usually accepted instead:
        </p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          <li>P-1: 0 years (advanced degree) or 2 (first-level)</li>
          <li>P-2: 2 or 4 years</li>
          <li>P-3: 5 or 7 years</li>
          <li>P-4: 7 or 9 years</li>
          <li>P-5: 10 or 12 years</li>
          <li>D-1: 15 or 17 years</li>
        </ul>
        <p className="mt-2">
          National Officer (NO-A to NO-D) posts are for nationals of the country where the job is
          based and ask for a university degree; General Service (G) posts are recruited locally.
          These are the UN system&apos;s usual minimums; organisations differ (some ask for more
          years at P-2 or fewer at D-1), so read each vacancy&apos;s requirements. The planner uses
          fixed rules only: no artificial intelligence.
        </p>
      </section>
    </div>
  );
}
