import type { SubmissionResult } from "@conform-to/react";
import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { HoneypotField } from "./honeypot-field";
import { useI18n } from "#app/lib/i18n/i18n";
import { fieldErrorProps } from "#app/lib/reply-errors";

/** The answer of /newsletter: the confirmation, or Conform's answer to the form. */
export type NewsletterActionData = { ok: true } | { ok: false; result: SubmissionResult<string[]> };

/**
 * The newsletter sign-up. Without JavaScript it is a plain POST to /newsletter, which answers with
 * that page and its `answer`; with JavaScript the same request runs in the background and the
 * answer shows inline. The server checks the address with the sign-up's schema (Conform's
 * `parseWithZod`) and the field shows the errors of its reply. The form sits on the blog and
 * article pages, whose hydrated script budget has no room for Conform's `useForm` (8 KB gzip), so
 * it reads the reply itself: its one field, its error and the address to show again. Its words,
 * and the errors (which the server answers as catalog keys), are in the page's language.
 */
export function NewsletterForm({
  id,
  title,
  intro,
  headingLevel = 2,
  answer,
}: {
  id?: string;
  title?: string;
  intro?: string;
  headingLevel?: 2 | 3;
  answer?: NewsletterActionData | undefined;
}) {
  const fetcher = useFetcher<NewsletterActionData>();
  const { pathname } = useLocation();
  // Posted to the page's own language, so the confirmation e-mail is written in it.
  const { t, has, href } = useI18n();
  const formId = useId();
  const headingId = `${formId}-heading`;
  const inputId = `${formId}-email`;
  const errorId = `${inputId}-error`;
  const result = fetcher.data ?? answer;
  const reply = result && !result.ok ? result.result : undefined;
  const errors = reply?.error?.email?.map((error) => (has(error) ? t(error) : error));
  const typed = reply?.initialValue?.email;
  const busy = fetcher.state !== "idle";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-lg border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <Heading id={headingId} className="text-lg font-semibold text-brand-900">
        {title ?? t("newsletter.form.title")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{intro ?? t("newsletter.form.intro")}</p>
      {result?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-emerald-200 bg-white p-3 text-sm text-emerald-900"
        >
          {t("newsletter.form.checkInbox")}
        </p>
      ) : (
        <fetcher.Form method="post" action={href("/newsletter")} className="mt-4" noValidate>
          <input type="hidden" name="source" value={pathname} />
          <HoneypotField />
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t("newsletter.form.email")}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              name="email"
              type="email"
              required
              defaultValue={typeof typed === "string" ? typed : undefined}
              {...fieldErrorProps(errors, errorId)}
              autoComplete="email"
              placeholder="name@example.org"
              className="h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base aria-invalid:border-red-700"
            />
            <button
              type="submit"
              disabled={busy}
              className="h-11 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {busy ? t("newsletter.form.subscribing") : t("newsletter.form.subscribe")}
            </button>
          </div>
          {errors?.length ? (
            <p id={errorId} role="alert" className="mt-2 text-sm text-red-800">
              {errors.join(" ")}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-slate-600">{t("newsletter.form.noSpam")}</p>
        </fetcher.Form>
      )}
    </section>
  );
}
