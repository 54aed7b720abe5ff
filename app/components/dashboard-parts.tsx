import type { SubmissionResult } from "@conform-to/react";

// What the dashboard's sections share: their look and the outcome of their forms.

export const card = "rounded-lg border border-slate-200 bg-white p-5";
export const h2 = "text-lg font-semibold text-slate-900";
export const primary =
  "inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800";
export const secondary =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
export const inputClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
export const textLink = "font-medium text-brand-700 underline";

/**
 * A dashboard form's outcome, in the page's language; a form its schema refused adds Conform's
 * reply, whose errors its fields show.
 */
export type DashboardActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  result?: SubmissionResult<string[]>;
};

/**
 * A form's outcome beside it. A confirmation is announced by the notice at the top of the page
 * (where a page sent without JavaScript opens), so here it is plain text; a failure is an alert.
 */
export function Feedback({
  result,
  intent,
}: {
  result: DashboardActionResult | undefined;
  intent: string;
}) {
  if (!result || result.intent !== intent) return null;
  return (
    <p
      role={result.ok ? undefined : "alert"}
      className={`mt-3 text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}
    >
      {result.message}
    </p>
  );
}
