import { useNavigation } from "react-router";
import { SamePageForm } from "#app/components/same-page-form";
import { useI18n } from "#app/lib/i18n/i18n";
import type { AiSummaryProblem } from "#app/lib/job-page.server";

/** Why the summary was not made, in the page's language; for the provider's failures, that the posting's summary stands. */
function aiErrorText(t: ReturnType<typeof useI18n>["t"], problem: AiSummaryProblem): string {
  if (!("limit" in problem)) return t(`job.aiErrors.${problem.code}`);
  const values = { limit: problem.limit, seconds: problem.seconds };
  return `${t(`job.aiErrors.${problem.code}`, values)} ${t("job.aiErrors.summaryUnchanged")}`;
}

export type AiSummaryView = { summary: string; model: string; createdAt: string };

/**
 * The job page's summary: the AI summary when one was made for the posting's current text (marked
 * as such), else the extractive one, and, when the AI provider is configured and the posting has
 * text, a form to ask for an AI summary. The form is a plain POST, so it works without JavaScript.
 */
export function JobSummarySection({
  summary,
  aiSummary,
  aiOffered,
  aiError,
  textLang,
}: {
  summary: string | null;
  /** The `lang` of the posting's own words (the extractive summary), where it is not the page's. */
  textLang?: string | undefined;
  aiSummary: AiSummaryView | null;
  aiOffered: boolean;
  aiError: AiSummaryProblem | null;
}) {
  const navigation = useNavigation();
  const { t } = useI18n();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "ai-summary";
  if (!summary && !aiSummary && !aiOffered) return null;
  return (
    <section
      id="job-summary"
      aria-labelledby="summary-heading"
      className="mt-8 rounded-lg border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        {t("job.summary")}
      </h2>
      {aiSummary ? (
        <>
          <p dir="auto" className="mt-2 text-sm leading-relaxed text-slate-800">
            {aiSummary.summary}
          </p>
          <p className="mt-2 text-xs font-medium text-amber-900">{t("job.aiGenerated")}</p>
        </>
      ) : (
        summary && (
          <p dir="auto" lang={textLang} className="mt-2 text-sm leading-relaxed text-slate-800">
            {summary}
          </p>
        )
      )}
      {!aiSummary && aiOffered && (
        <SamePageForm className="mt-3" preventScrollReset>
          <input type="hidden" name="intent" value="ai-summary" />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-9 items-center rounded-md border border-brand-700 bg-white px-3.5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-70"
          >
            {busy ? t("job.summarising") : aiError ? t("job.tryAgain") : t("job.summarise")}
          </button>
          <span className="ms-3 text-xs text-slate-600">{t("job.summaryLimit")}</span>
          {aiError && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {aiErrorText(t, aiError)}
            </p>
          )}
        </SamePageForm>
      )}
    </section>
  );
}
