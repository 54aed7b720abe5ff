import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data } from "react-router";
import type { Route } from "./+types/newsletter";
import { assertSameOrigin, getRequestInfo } from "#app/lib/account.server";
import { NewsletterForm, type NewsletterActionData } from "#app/components/newsletter-form";
import { HONEYPOT_FIELD } from "#server/modules/accounts/throttle";
import { subscribeToNewsletter } from "#server/modules/newsletter/newsletter";
import { readForm } from "#app/lib/request-body.server";
import { splitLocalePath } from "#domain/interface-locales";
import { newsletterFormSchema } from "#domain/newsletter-form";

const CHECK_INBOX =
  "Thank you. Please check your inbox: we have sent a link to confirm your subscription. If it does not arrive within a few minutes, look in your spam folder.";

export async function action({ request, context }: Route.ActionArgs) {
  // Sends an e-mail to the address typed in: only from our own pages.
  assertSameOrigin(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: newsletterFormSchema });
  if (submission.status !== "success") {
    return data<NewsletterActionData>({ ok: false, result: submission.reply() }, { status: 400 });
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
      { ok: false, result: submission.reply({ fieldErrors: { email: [result.error] } }) },
      { status: result.limited ? 429 : 400 },
    );
  }
  if (result.emailError) {
    services.logger.error("newsletter confirmation e-mail not delivered", {
      error: result.emailError,
    });
  }
  return data<NewsletterActionData>({ ok: true, message: CHECK_INBOX });
}

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Blueboard" },
  { name: "robots", content: "noindex" },
];

/** The page a sign-up lands on without JavaScript, and a sign-up page of its own. */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Blueboard newsletter</h1>
      <p className="mt-2 text-slate-700">
        An occasional round-up of UN system career news, reform analysis and new articles.
      </p>
      <div className="mt-8">
        {actionData?.ok ? (
          <div className="rounded-lg border border-emerald-200 bg-white p-5">
            <p role="status" className="text-emerald-900">
              {actionData.message}
            </p>
            <Link
              to="/blog"
              className="mt-4 inline-flex text-sm font-medium text-brand-700 underline"
            >
              Back to the blog
            </Link>
          </div>
        ) : (
          <NewsletterForm answer={actionData} />
        )}
      </div>
    </section>
  );
}
