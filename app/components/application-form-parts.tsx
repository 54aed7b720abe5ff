import type { ReactNode } from "react";
import { useI18n } from "#app/lib/i18n/i18n";
import { formMessageText, type ApplicationFormResult } from "#app/lib/application-form-result";

// The look shared by the parts of an application's page and its forms' outcome.

export const CARD = "rounded-lg border border-slate-200 bg-white p-5";
export const H2 = "text-lg font-semibold text-slate-900";
export const LABEL = "block text-sm font-medium text-slate-800";
export const INPUT = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
export const PRIMARY =
  "inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800";
export const SECONDARY =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** One card of an application's page: a section named by its heading (whose id is `${id}-heading`). */
export function ApplicationSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${CARD} mt-6`}>
      <h2 id={`${id}-heading`} className={H2}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A form's outcome beside it. A confirmation is announced by the notice at the top of the page
 * (where a page sent without JavaScript opens), so here it is plain text; a failure is an alert.
 */
export function Feedback({
  result,
  intent,
}: {
  result: ApplicationFormResult | undefined;
  intent: string;
}) {
  const { t } = useI18n();
  if (!result || result.intent !== intent) return null;
  return (
    <p
      role={result.ok ? undefined : "alert"}
      className={`mt-3 text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}
    >
      {formMessageText(t, result.message)}
    </p>
  );
}
