import { Link, data } from "react-router";
import type { Route } from "./+types/newsletter";
import { assertSameOrigin, getRequestInfo } from "#app/lib/account.server";
import { HoneypotField } from "#app/components/honeypot-field";
import { NewsletterForm, type NewsletterActionData } from "#app/components/newsletter-form";
import { HONEYPOT_FIELD } from "#server/modules/accounts/throttle";
import { subscribeToNewsletter } from "#server/modules/newsletter/newsletter";
import { readForm } from "#app/lib/request-body.server";
import { splitLocalePath } from "#domain/interface-locales";

const CHECK_INBOX =
  "Thank you. Please check your inbox: we have sent a link to confirm your subscription. If it does not arrive within a few minutes, look in your spam folder.";

export async function action({ request, context }: Route.ActionArgs) {
  // Sends an e-mail to the address typed in: only from our own pages.
  assertSameOrigin(request, context);
  const { services, clientIp } = getRequestInfo(context);
  const form = await readForm(request);
  const email = form.get("email");
  const source = form.get("source");
  const result = await subscribeToNewsletter(
    { db: services.db, mailer: services.mailer, siteUrl: services.env.siteUrl },
    {
      email: typeof email === "string" ? email : "",
      source: typeof source === "string" ? source : null,
      clientIp,
      honeypot: form.get(HONEYPOT_FIELD),
      locale: splitLocalePath(new URL(request.url).pathname).locale,
    },
  );
  if (!result.ok) {
    return data<NewsletterActionData>(
      {
        ok: false,
        error: result.error,
        email: typeof email === "string" ? email.slice(0, 254) : "",
      },
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
          <NoScriptAwareForm actionData={actionData} />
        )}
      </div>
    </section>
  );
}

function NoScriptAwareForm({ actionData }: { actionData: NewsletterActionData | undefined }) {
  // Without JavaScript the form's answer comes back as this page's actionData: show it here.
  if (actionData && !actionData.ok) {
    return (
      <form
        method="post"
        action="/newsletter"
        noValidate
        className="rounded-lg border border-brand-100 bg-brand-50 p-5"
      >
        <input type="hidden" name="source" value="/newsletter" />
        <HoneypotField />
        <label htmlFor="newsletter-email" className="block text-sm font-medium text-slate-800">
          E-mail address
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={actionData.email}
            aria-invalid
            aria-describedby="newsletter-email-error"
            className="h-11 min-w-0 flex-1 rounded-md border border-red-700 bg-white px-3 text-base"
          />
          <button
            type="submit"
            className="h-11 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Subscribe Now
          </button>
        </div>
        <p id="newsletter-email-error" role="alert" className="mt-2 text-sm text-red-800">
          {actionData.error}
        </p>
        <p className="mt-2 text-xs text-slate-600">No spam. Unsubscribe anytime.</p>
      </form>
    );
  }
  return <NewsletterForm />;
}
