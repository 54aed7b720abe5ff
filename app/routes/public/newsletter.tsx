import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data } from "react-router";
import type { Route } from "./+types/newsletter";
import { assertSameOrigin, getRequestInfo } from "#app/lib/account.server";
import { NewsletterForm, type NewsletterActionData } from "#app/components/newsletter-form";
import { HONEYPOT_FIELD } from "#server/modules/accounts/throttle";
import {
  NEWSLETTER_LIMITED_MESSAGE,
  subscribeToNewsletter,
} from "#server/modules/newsletter/newsletter";
import { readForm } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { splitLocalePath } from "#domain/interface-locales";
import { INVALID_EMAIL_MESSAGE } from "#domain/email-address-field";
import {
  NEWSLETTER_EMAIL_REQUIRED,
  NEWSLETTER_EMAIL_TOO_LONG,
  newsletterFormSchema,
} from "#domain/newsletter-form";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

// The sign-up's messages (the schema's and the limit's, written in English) answer as their keys
// in the "newsletter" catalog, so the form shows them in the language of the page it was sent
// from, with or without JavaScript. A message without a key reads as it is.
const ERROR_KEYS = new Map([
  [NEWSLETTER_EMAIL_REQUIRED, "newsletter.error.required"],
  [NEWSLETTER_EMAIL_TOO_LONG, "newsletter.error.tooLong"],
  [INVALID_EMAIL_MESSAGE, "newsletter.error.invalid"],
  [NEWSLETTER_LIMITED_MESSAGE, "newsletter.error.limited"],
]);

function errorKeys(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!reply.error) return reply;
  const error = Object.fromEntries(
    Object.entries(reply.error).map(([name, messages]) => [
      name,
      messages && messages.map((message) => ERROR_KEYS.get(message) ?? message),
    ]),
  );
  return { ...reply, error };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Sends an e-mail to the address typed in: only from our own pages.
  assertSameOrigin(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: newsletterFormSchema });
  if (submission.status !== "success") {
    return data<NewsletterActionData>(
      { ok: false, result: errorKeys(submission.reply()) },
      { status: 400 },
    );
  }
  const result = await subscribeToNewsletter(
    { db: services.db, mailer: services.mailer, siteUrl: services.env.siteUrl },
    {
      email: submission.value.email,
      source: submission.value.source ?? null,
      clientIp,
      honeypot: form.get(HONEYPOT_FIELD),
      locale: splitLocalePath(new URL(request.url).pathname).locale,
    },
  );
  if (!result.ok) {
    return data<NewsletterActionData>(
      {
        ok: false,
        result: errorKeys(submission.reply({ fieldErrors: { email: [result.error] } })),
      },
      { status: result.limited ? 429 : 400 },
    );
  }
  if (result.emailError) {
    services.logger.error("newsletter confirmation e-mail not delivered", {
      error: result.emailError,
    });
  }
  return data<NewsletterActionData>({ ok: true });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("newsletter.page.title")} | Blueboard` },
  { name: "robots", content: "noindex" },
];

/** The page a sign-up lands on without JavaScript, and a sign-up page of its own. */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">
        {t("newsletter.page.heading")}
      </h1>
      <p className="mt-2 text-slate-700">{t("newsletter.page.intro")}</p>
      <div className="mt-8">
        {actionData?.ok ? (
          <div className="rounded-lg border border-emerald-200 bg-white p-5">
            <p role="status" className="text-emerald-900">
              {t("newsletter.form.checkInbox")}
            </p>
            <Link
              to={href("/blog")}
              className="mt-4 inline-flex text-sm font-medium text-brand-700 underline"
            >
              {t("newsletter.page.backToBlog")}
            </Link>
          </div>
        ) : (
          <NewsletterForm answer={actionData} />
        )}
      </div>
    </section>
  );
}
