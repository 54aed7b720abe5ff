import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
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
import { splitLocalePath } from "#domain/interface-locales";

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Sends an e-mail to the address typed in: only from our own pages.
  assertSameOrigin(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: coachingRequestSchema });
  if (submission.status !== "success")
    return data({ ok: false as const, result: submission.reply() }, { status: 400 });
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
      locale: splitLocalePath(new URL(request.url).pathname).locale,
    },
  );
  if (!result.ok) {
    // Only the limit is left to refuse a request the schema accepted: said at the address.
    const limited = "limited" in result;
    return data(
      {
        ok: false as const,
        result: submission.reply({
          fieldErrors: Object.fromEntries(
            Object.entries(result.errors).map(([field, message]) => [field, [message]]),
          ),
        }),
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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "Career coaching for UN and international jobs",
    description:
      "One-to-one coaching for UN system and international-organisation careers: application review, competency-based interview preparation, the P11 form and career planning.",
    path: "/coaching",
  });

const OFFERS = [
  {
    title: "Application review",
    text: "A detailed read of your CV or personal history, cover letter and answers to screening questions against a specific vacancy, with concrete suggestions.",
  },
  {
    title: "Competency-based interview preparation",
    text: "Practice interviews built on the UN competency framework, with feedback on structuring examples clearly (situation, task, action, result).",
  },
  {
    title: "P11 and personal history forms",
    text: "Help turning your experience into a clear, complete P11 or Inspira profile that shows results and matches how screeners read it.",
  },
  {
    title: "Career planning across the UN system",
    text: "Understanding grades, contract types and entry routes (young professional programmes, JPOs, UNV, consultancies) and planning your next moves. The free career planner shows the grades you meet the usual minimums for.",
  },
];

const STEPS = [
  {
    title: "Send a request",
    text: "Tell us where you are and what you want to achieve, using the form below.",
  },
  {
    title: "Introductory call",
    text: "A coach replies within three working days to arrange a short call, free of charge.",
  },
  {
    title: "Agree a plan and a price",
    text: "You receive a proposal for the sessions you need and their fee. Nothing is charged before you agree.",
  },
  {
    title: "Work together",
    text: "Sessions by video call, with written feedback you can reuse for future applications.",
  },
];

const selectClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base aria-invalid:border-red-700";

export default function Coaching({ actionData }: Route.ComponentProps) {
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
            <p className="text-lg font-semibold text-emerald-900">Thank you, {actionData.name}.</p>
            <p className="mt-2 text-slate-800">
              We have received your coaching request and sent a short acknowledgement to{" "}
              {actionData.email}. A coach will reply within three working days.
            </p>
          </div>
        </div>
      )}
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-medium text-brand-100">Paid one-to-one coaching</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Career coaching for the UN system and international organisations
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Practical help from people who know how international recruitment works: from your first
            application to your next career move.
          </p>
          <a
            href="#request"
            className="mt-8 inline-flex rounded-md bg-white px-5 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Request coaching
          </a>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            What coaching covers
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {OFFERS.map((offer) => (
              <li key={offer.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{offer.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{offer.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="pricing-heading"
          className="rounded-lg border border-slate-200 bg-white p-6"
        >
          <h2 id="pricing-heading" className="text-xl font-semibold text-slate-900">
            Pricing
          </h2>
          <p className="mt-2 text-slate-700">
            Coaching is the only paid service, and no payment is taken on this site. Fees depend on
            what you need: after the free introductory call you receive a written proposal by
            e-mail, and nothing is charged until you accept it.
          </p>
        </section>

        <section
          aria-labelledby="free-heading"
          className="rounded-lg border border-slate-200 bg-white p-6"
        >
          <h2 id="free-heading" className="text-xl font-semibold text-slate-900">
            Free for every user
          </h2>
          <p className="mt-2 text-slate-700">
            There is no paid plan. Search filters that job boards often keep for a &ldquo;pro&rdquo;
            subscription are free here for everyone, signed in or not: on the{" "}
            <Link to="/jobs" className="text-brand-700 underline">
              jobs page
            </Link>{" "}
            that is the organisation filter, together with keyword search, a location box and the
            professional field, level and grade filters. Job alerts and the{" "}
            <Link to="/planner" className="text-brand-700 underline">
              career planner
            </Link>{" "}
            are free too.
          </p>
        </section>

        <section id="request" aria-labelledby="request-heading" className="scroll-mt-20">
          <h2 id="request-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            Request coaching
          </h2>
          {actionData?.ok ? (
            <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
              Your request is sent (see the top of this page).
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
                  Please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked
                  below.
                </p>
              )}
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField field={fields.name} label="Name" required autoComplete="name" />
                <FormField
                  field={fields.email}
                  label="E-mail address"
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
                  Current situation
                </label>
                <select
                  {...getSelectProps(fields.currentSituation)}
                  key={fields.currentSituation.key}
                  defaultValue={fields.currentSituation.initialValue ?? ""}
                  className={selectClass}
                >
                  <option value="" disabled>
                    Choose the closest option
                  </option>
                  {COACHING_SITUATIONS.map((situation) => (
                    <option key={situation}>{situation}</option>
                  ))}
                </select>
                <FieldErrors
                  id={fields.currentSituation.errorId}
                  errors={fields.currentSituation.errors}
                />
              </div>
              <div>
                <label htmlFor={fields.goal.id} className="text-sm font-medium text-slate-800">
                  Your goal
                </label>
                <p id={fields.goal.descriptionId} className="text-sm text-slate-600">
                  For example: an upcoming interview, a vacancy you want to apply for, or a move to
                  another organisation.
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
                  Preferred language
                </label>
                <select
                  {...getSelectProps(fields.preferredLanguage)}
                  key={fields.preferredLanguage.key}
                  defaultValue={fields.preferredLanguage.initialValue ?? "English"}
                  className={`${selectClass} sm:max-w-xs`}
                >
                  {COACHING_LANGUAGES.map((language) => (
                    <option key={language}>{language}</option>
                  ))}
                </select>
                <FieldErrors
                  id={fields.preferredLanguage.errorId}
                  errors={fields.preferredLanguage.errors}
                />
              </div>
              <p className="text-sm text-slate-600">
                We use these details only to answer your request. See our{" "}
                <a href="/privacy" className="text-brand-700 underline">
                  privacy policy
                </a>
                .
              </p>
              <button
                type="submit"
                disabled={busy}
                className="h-11 rounded-md bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
              >
                {busy ? "Sending…" : "Send request"}
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
            Other questions
          </h2>
          <p className="mt-1">
            For anything else, use the form above and choose "Other" as your situation; we read
            every message.
          </p>
        </section>
      </div>
    </>
  );
}
