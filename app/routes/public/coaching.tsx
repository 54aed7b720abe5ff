import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/coaching";
import { assertSameOrigin, getRequestInfo } from "#app/lib/account.server";
import { HoneypotField } from "#app/components/honeypot-field";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { FieldErrors, FormField } from "#app/components/form-field";
import {
  COACHING_LANGUAGES,
  COACHING_SITUATIONS,
  MAX_COACHING_GOAL,
} from "#domain/coaching-choices";
import { coachingRequestSchema, type CoachingRequestInput } from "#domain/coaching-form";
import { HONEYPOT_FIELD } from "#server/modules/accounts/throttle";
import { createCoachingRequest } from "#server/modules/coaching/coaching-requests";
import { readForm } from "#app/lib/request-body.server";
import { localizedPath } from "#domain/interface-locales";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { requestLocale, serverTranslator } from "#server/modules/i18n/plain-translator";
import { translateCoachingReply } from "#app/lib/coaching-messages.server";
import { coachingLanguageLabel, coachingSituationLabel } from "#app/lib/i18n/coaching-labels";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["coaching"] } satisfies I18nHandle;

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Sends an e-mail to the address typed in: only from our own pages.
  assertSameOrigin(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: coachingRequestSchema });
  // The errors answer in the language of the page the form was sent from.
  const locale = requestLocale(request);
  const t = serverTranslator(locale);
  if (submission.status !== "success")
    return data(
      { ok: false as const, result: translateCoachingReply(submission.reply(), t) },
      { status: 400 },
    );
  const result = await createCoachingRequest(
    {
      db: services.db,
      mailer: services.mailer,
      siteUrl: services.env.siteUrl,
      mailFrom: services.env.MAIL_FROM,
    },
    submission.value,
    {
      ip: clientIp,
      honeypot: form.get(HONEYPOT_FIELD),
      // The acknowledgement is written in the language of the page the request came from.
      locale,
    },
  );
  if (!result.ok) {
    // Only the limit is left to refuse a request the schema accepted: said at the address.
    const limited = "limited" in result;
    return data(
      {
        ok: false as const,
        result: translateCoachingReply(
          submission.reply({
            fieldErrors: Object.fromEntries(
              Object.entries(result.errors).map(([field, message]) => [field, [message]]),
            ),
          }),
          t,
        ),
      },
      { status: limited ? 429 : 400 },
    );
  }
  if (result.emailError) {
    services.logger.error("coaching confirmation e-mail not delivered", {
      error: result.emailError,
    });
  }
  return { ok: true as const, name: result.name, email: result.email };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    site: loaderData?.site,
    title: t("coaching.title"),
    description: t("coaching.description"),
    path: localizedPath("/coaching", locale),
  });
};

// The offers and the steps, by their keys in the "coaching" catalogs.
const OFFERS = ["review", "interview", "p11", "planning"] as const;
const STEPS = ["request", "call", "plan", "work"] as const;

const selectClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base aria-invalid:border-red-700";

export default function Coaching({ actionData }: Route.ComponentProps) {
  const i18n = useI18n();
  const { t, rich, href } = i18n;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const lastResult: SubmissionResult<string[]> | undefined =
    actionData && !actionData.ok ? actionData.result : undefined;
  // The server checks the request (the page has no script for most visitors): Conform wires the
  // reply's values, errors and their ARIA links to the fields.
  const [form, fields] = useForm<Record<keyof CoachingRequestInput, string>>({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    defaultValue: { preferredLanguage: "English" },
  });
  const errorCount = Object.values(lastResult?.error ?? {}).filter(
    (messages) => messages && messages.length > 0,
  ).length;

  return (
    <>
      {/* The thank-you opens the page the form's POST answers with, where a page without
          JavaScript starts: not below the fold at the form. */}
      {actionData?.ok && (
        <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">
          <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5">
            <p className="text-lg font-semibold text-emerald-900">
              {t("coaching.thanks.heading", { name: actionData.name })}
            </p>
            <p className="mt-2 text-slate-800">
              {t("coaching.thanks.text", { email: actionData.email })}
            </p>
          </div>
        </div>
      )}
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-medium text-brand-100">{t("coaching.hero.eyebrow")}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t("coaching.hero.heading")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t("coaching.hero.intro")}</p>
          <a
            href="#request"
            className="mt-8 inline-flex rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("coaching.hero.cta")}
          </a>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t("coaching.offers.heading")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {OFFERS.map((offer) => (
              <li key={offer} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">
                  {t(`coaching.offers.${offer}.title`)}
                </h3>
                <p className="mt-2 text-sm text-slate-700">{t(`coaching.offers.${offer}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t("coaching.steps.heading")}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-lg border border-slate-200 bg-white p-5">
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">
                  <span className="sr-only">
                    {t("coaching.steps.label", { number: index + 1 })}{" "}
                  </span>
                  {t(`coaching.steps.${step}.title`)}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{t(`coaching.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="pricing-heading"
          className="rounded-lg border border-slate-200 bg-white p-6"
        >
          <h2 id="pricing-heading" className="text-xl font-semibold text-slate-900">
            {t("coaching.pricing.heading")}
          </h2>
          <p className="mt-2 text-slate-700">{t("coaching.pricing.text")}</p>
        </section>

        <section
          aria-labelledby="free-heading"
          className="rounded-lg border border-slate-200 bg-white p-6"
        >
          <h2 id="free-heading" className="text-xl font-semibold text-slate-900">
            {t("coaching.free.heading")}
          </h2>
          <p className="mt-2 text-slate-700">
            {rich("coaching.free.text", {
              jobs: (chunks: ReactNode[]) => (
                <Link to={href("/jobs")} className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
              planner: (chunks: ReactNode[]) => (
                <Link to={href("/planner")} className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>

        <section id="request" aria-labelledby="request-heading" className="scroll-mt-20">
          <h2 id="request-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t("coaching.form.heading")}
          </h2>
          {actionData?.ok ? (
            <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
              {t("coaching.form.sent")}
            </p>
          ) : (
            <Form
              method="post"
              {...getFormProps(form)}
              noValidate
              className="mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
            >
              <HoneypotField />
              {errorCount > 0 && (
                <p
                  role="alert"
                  className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                >
                  {t("coaching.form.errorSummary", { count: errorCount })}
                </p>
              )}
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField
                  field={fields.name}
                  label={t("coaching.form.name")}
                  required
                  autoComplete="name"
                />
                <FormField
                  field={fields.email}
                  label={t("coaching.form.email")}
                  type="email"
                  required
                  autoComplete="email"
                />
              </div>
              <div>
                <label
                  htmlFor={fields.currentSituation.id}
                  className="text-sm font-medium text-slate-800"
                >
                  {t("coaching.form.situation")}
                </label>
                <select
                  {...getSelectProps(fields.currentSituation)}
                  key={fields.currentSituation.key}
                  defaultValue={fields.currentSituation.initialValue ?? ""}
                  className={selectClass}
                >
                  <option value="" disabled>
                    {t("coaching.form.situationPlaceholder")}
                  </option>
                  {COACHING_SITUATIONS.map((situation) => (
                    <option key={situation} value={situation}>
                      {coachingSituationLabel(i18n, situation)}
                    </option>
                  ))}
                </select>
                <FieldErrors
                  id={fields.currentSituation.errorId}
                  errors={fields.currentSituation.errors}
                />
              </div>
              <div>
                <label htmlFor={fields.goal.id} className="text-sm font-medium text-slate-800">
                  {t("coaching.form.goal")}
                </label>
                <p id={fields.goal.descriptionId} className="text-sm text-slate-600">
                  {t("coaching.form.goalHint")}
                </p>
                <textarea
                  {...getTextareaProps(fields.goal, { ariaDescribedBy: fields.goal.descriptionId })}
                  key={fields.goal.key}
                  rows={5}
                  maxLength={MAX_COACHING_GOAL}
                  className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700"
                />
                <FieldErrors id={fields.goal.errorId} errors={fields.goal.errors} />
              </div>
              <div>
                <label
                  htmlFor={fields.preferredLanguage.id}
                  className="text-sm font-medium text-slate-800"
                >
                  {t("coaching.form.language")}
                </label>
                <select
                  {...getSelectProps(fields.preferredLanguage)}
                  key={fields.preferredLanguage.key}
                  defaultValue={fields.preferredLanguage.initialValue ?? "English"}
                  className={`${selectClass} sm:max-w-xs`}
                >
                  {COACHING_LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {coachingLanguageLabel(i18n, language)}
                    </option>
                  ))}
                </select>
                <FieldErrors
                  id={fields.preferredLanguage.errorId}
                  errors={fields.preferredLanguage.errors}
                />
              </div>
              <p className="text-sm text-slate-600">
                {rich("coaching.form.privacy", {
                  link: (chunks: ReactNode[]) => (
                    <Link to={href("/privacy")} className="text-brand-700 underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
              <button
                type="submit"
                disabled={busy}
                className="h-11 rounded-md bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
              >
                {busy ? t("coaching.form.sending") : t("coaching.form.send")}
              </button>
            </Form>
          )}
        </section>

        <section
          id="contact"
          aria-labelledby="contact-heading"
          className="scroll-mt-20 text-sm text-slate-700"
        >
          <h2 id="contact-heading" className="text-base font-semibold text-slate-900">
            {t("coaching.contact.heading")}
          </h2>
          <p className="mt-1">
            {t("coaching.contact.text", { other: coachingSituationLabel(i18n, "Other") })}
          </p>
        </section>
      </div>
    </>
  );
}
