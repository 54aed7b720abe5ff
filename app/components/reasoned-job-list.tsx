import { Link } from "react-router";
import { DeadlineBadge } from "#app/components/deadline-badge";
import { SampleClosedBadge, formatRecordedDay } from "#app/components/sample-notice";
import { useI18n } from "#app/lib/i18n/i18n";
import { employerTextLang, placeLabel } from "#app/lib/i18n/data-labels";

/** A job offered for a reason: a similar job on a job's page, or a job for you on the dashboard. */
export type ReasonedJob = {
  id: string;
  title: string;
  organizationName: string;
  location: string;
  grade: string | null;
  closingDate: string | null;
  expiresAt: string | null;
  sampleRecordedOn: string | null;
  /** The language the posting is written in, null when unknown: its title's `lang`. */
  textLanguage: string | null;
  /** Why it is offered, in words. */
  reason: string;
  /** More reasons, one line each (the requirements a CV meets). */
  details?: string[];
};

/**
 * A plain list of jobs, each a link with its organisation, duty station, grade, closing date and
 * the reason it is offered. Links only: it works the same without JavaScript.
 */
export function ReasonedJobList({
  jobs,
  now,
  testId,
}: {
  jobs: ReasonedJob[];
  now: string;
  testId?: string;
}) {
  const i18n = useI18n();
  const { t, intlLocale, href } = i18n;
  return (
    <ul className="mt-3 divide-y divide-slate-100" data-testid={testId}>
      {jobs.map((job) => (
        <li key={job.id} className="py-3" data-testid={testId ? `${testId}-item` : undefined}>
          <Link
            to={href(`/jobs/${job.id}`)}
            // The employer's title reads in its own direction and language.
            dir="auto"
            lang={employerTextLang(job.textLanguage, i18n.locale)}
            className="font-medium wrap-anywhere text-brand-800 hover:underline"
          >
            {job.title}
          </Link>
          <p className="mt-0.5 text-sm text-slate-700">
            {/* The loader named the employer and the place; "Remote" and the like are our words. */}
            {[job.organizationName, placeLabel(i18n, intlLocale, job.location, null), job.grade]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {job.sampleRecordedOn ? (
              <SampleClosedBadge recordedOn={job.sampleRecordedOn} closingDate={job.closingDate} />
            ) : job.expiresAt ? (
              <DeadlineBadge expiresAt={job.expiresAt} closingDate={job.closingDate} now={now} />
            ) : job.closingDate ? (
              <span className="text-xs text-slate-600">
                {t("common.deadline.closes", {
                  date: formatRecordedDay(job.closingDate, intlLocale),
                })}
              </span>
            ) : null}
            <span className="text-xs text-slate-600" data-testid="job-reason">
              {job.reason}
            </span>
          </div>
          {job.details && job.details.length > 0 && (
            <ul className="mt-1 list-disc ps-5 text-xs text-slate-600">
              {job.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
