// The More Info dialog of a job card, loaded lazily on first open so Radix stays out of the page's
// initial JavaScript. It loads the enriched job from GET /api/v1/jobs/{id}/enriched.
import { useCallback, useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "react-router";
import { useI18n } from "#app/lib/i18n/i18n";
import { employerTextLang } from "#app/lib/i18n/data-labels";
import type { EnrichedJob } from "#server/modules/jobs/job-details";
import type { JobCardData } from "#server/modules/jobs/job-card-data";
import { ApplyLink } from "./job-card";
import { OrgLogo } from "./org-logo";
import { JobRequirements } from "./job-requirements";

type Load =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; data: EnrichedJob };

const SUMMARY_PREVIEW = 280;

/** A non-OK answer, shown as "HTTP error! status: N" in the page's language. */
class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
  }
}

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, ...init });
  if (!response.ok) throw new HttpStatusError(response.status);
  return (await response.json()) as T;
}

type T = ReturnType<typeof useI18n>["t"];

function errorText(error: unknown, t: T): string {
  return error instanceof HttpStatusError
    ? t("common.card.dialog.httpError", { status: error.status })
    : t("common.card.dialog.offline");
}

function SummaryCard({
  jobId,
  summary,
  hasText,
  onSummary,
}: {
  jobId: string;
  summary: string | null;
  /** Whether the stored posting has any text to summarise: without it there is nothing to offer. */
  hasText: boolean;
  onSummary: (summary: string) => void;
}) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generate = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await fetchJson<{ summary: string }>(`/api/v1/jobs/${jobId}/summary`, {
        method: "POST",
      });
      onSummary(result.summary);
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };
  const long = (summary?.length ?? 0) > SUMMARY_PREVIEW;
  const shown =
    summary && long && !expanded
      ? `${summary.slice(0, SUMMARY_PREVIEW).replace(/\s+\S*$/, "")}…`
      : summary;
  return (
    <section
      aria-labelledby="job-summary-heading"
      className="rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h3 id="job-summary-heading" className="text-sm font-semibold text-brand-900">
        {t("common.card.dialog.summaryHeading")}
      </h3>
      {summary ? (
        <>
          <p id="job-summary-text" className="mt-2 text-sm leading-relaxed text-slate-800">
            {shown}
          </p>
          {long && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls="job-summary-text"
              onClick={() => setExpanded(!expanded)}
              className="mt-2 min-h-6 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t(expanded ? "common.card.dialog.showLess" : "common.card.dialog.showMore")}
            </button>
          )}
        </>
      ) : !hasText ? (
        <p className="mt-2 text-sm text-slate-700">{t("common.card.dialog.noText")}</p>
      ) : (
        <div className="mt-2">
          <p className="text-sm text-slate-700">{t("common.card.dialog.noSummary")}</p>
          <button
            type="button"
            onClick={() => void generate()}
            disabled={busy}
            className="mt-3 inline-flex min-h-9 items-center gap-2 rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy && <Spinner />}
            {t(busy ? "common.card.dialog.generating" : "common.card.dialog.generate")}
          </button>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {t("common.card.dialog.tryAgainAfter", { error })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

export function Spinner() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export default function JobDetailsDialog({
  job,
  open,
  onOpenChange,
  returnFocus,
}: {
  job: JobCardData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const { t, href, locale } = useI18n();
  const textLang = employerTextLang(job.textLanguage, locale);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoad({ state: "loading" });
    fetchJson<EnrichedJob>(`/api/v1/jobs/${job.id}/enriched`)
      .then((data) => !cancelled && setLoad({ state: "ready", data }))
      .catch(
        (error: unknown) => !cancelled && setLoad({ state: "error", message: errorText(error, t) }),
      );
    return () => {
      cancelled = true;
    };
  }, [open, job.id, attempt, t]);

  const card = load.state === "ready" ? load.data.job : job;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-2 top-[4vh] z-50 mx-auto flex max-h-[92vh] max-w-2xl flex-col overflow-hidden rounded-lg bg-white shadow-xl sm:inset-x-6"
        >
          <header className="flex items-start gap-3 border-b border-slate-200 p-4 sm:p-5">
            <OrgLogo
              src={card.logo.src}
              fallbackText={card.logo.fallbackText}
              badge={card.logo.badge}
              size={56}
            />
            <div className="min-w-0 flex-1">
              <Dialog.Title
                dir="auto"
                lang={textLang}
                className="text-lg leading-snug font-semibold text-slate-900"
              >
                {card.title}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">
                {/* The card's names, in the page's language. */}
                {job.organizationName}
                {" · "}
                {job.location}
              </Dialog.Description>
              <div className="mt-3 flex flex-wrap gap-2">
                {card.isOpen && card.applyUrl ? (
                  <ApplyLink href={card.applyUrl} via={card.applyVia} />
                ) : (
                  <p className="text-sm font-medium text-slate-700">
                    {t("common.card.dialog.closed")}
                  </p>
                )}
                <Dialog.Close className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
                  {t("common.card.dialog.close")}
                </Dialog.Close>
              </div>
            </div>
          </header>
          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4 sm:p-5">
            {load.state === "loading" && (
              <div role="status" className="space-y-3">
                <span className="sr-only">{t("common.card.dialog.loading")}</span>
                <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
                <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
                <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
              </div>
            )}
            {load.state === "error" && (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
                <p className="text-sm font-medium text-red-800">{load.message}</p>
                <button
                  type="button"
                  onClick={retry}
                  className="mt-3 inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-3.5 py-2 text-sm font-medium text-red-800 hover:bg-red-100"
                >
                  {t("common.card.dialog.tryAgain")}
                </button>
              </div>
            )}
            {load.state === "ready" && (
              <>
                <SummaryCard
                  jobId={job.id}
                  summary={load.data.summary}
                  hasText={load.data.descriptionHtml.trim() !== ""}
                  onSummary={(summary) =>
                    setLoad({ state: "ready", data: { ...load.data, summary } })
                  }
                />
                <JobRequirements
                  requirements={load.data.requirements}
                  headingLevel={3}
                  textLang={textLang}
                />
                <section aria-labelledby="dialog-description-heading">
                  <h3
                    id="dialog-description-heading"
                    className="text-base font-semibold text-slate-900"
                  >
                    {t("common.card.dialog.descriptionHeading")}
                  </h3>
                  {load.data.descriptionHtml.trim() ? (
                    <div
                      dir="auto"
                      lang={textLang}
                      className="job-description mt-2 text-sm"
                      dangerouslySetInnerHTML={{ __html: load.data.descriptionHtml }}
                    />
                  ) : (
                    <p className="mt-2 text-sm text-slate-600">
                      {t("common.card.dialog.descriptionElsewhere")}
                    </p>
                  )}
                </section>
                <Link
                  to={href(`/jobs/${job.id}`)}
                  className="inline-flex text-sm font-medium text-brand-700 hover:underline"
                >
                  {t("common.card.dialog.openPage")}
                </Link>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
