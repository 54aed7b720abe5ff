// The job card of every listing (search, /jobs, the landing pages). Props contract, shared with the landing pages:
//   <JobCard job={JobCardData} now={ISO string from the loader} />
// `JobCardData` comes from `#server/modules/jobs/job-card-data` (`loadJobCards(db, dtos)` in a
// loader). Optional: `headingLevel` (default 3) and `saveSlot` (the accounts issue's save star;
// nothing is rendered when it is absent).
import { Suspense, lazy, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { JobCardData } from "#server/modules/jobs/job-card-data";
import { SampleClosedBadge } from "./sample-notice";
import { DeadlineBadge } from "./deadline-badge";
import { PostedDate } from "./posted-date";
import { CountryFlag } from "./country-flag";
import { ColourDot, FilterChip } from "./job-chips";
import { OrgLogo } from "./org-logo";
import { useI18n } from "#app/lib/i18n/i18n";
import {
  contractLabel,
  fieldLabel,
  levelLabel,
  employerTextLang,
  placeLabel,
  postingLanguageLabels,
} from "#app/lib/i18n/data-labels";
import { splitLocalePath } from "#domain/interface-locales";

export type { JobCardData };

const loadDialog = () => import("./job-details-dialog");
const JobDetailsDialog = lazy(loadDialog);

export type JobCardProps = {
  job: JobCardData;
  now: string;
  headingLevel?: 2 | 3;
  /** Where the save/unsave star goes (signed-in users only); rendered as given. */
  saveSlot?: ReactNode;
};

export function ExternalIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className="h-3.5 w-3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <path d="M9 3h4v4M13 3 7 9M11 9.5V13H3V5h3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ApplyLink({
  href,
  via = null,
  describedBy,
  className = "",
  children,
}: {
  href: string;
  /** The aggregator the link goes through, said on the button; null for the employer's site. */
  via?: string | null;
  describedBy?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-describedby={describedBy}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-md whitespace-nowrap bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${className}`}
    >
      {children ?? t("common.card.applyNow")}
      {via && <span className="font-normal">{t("common.card.via", { site: via })}</span>}
      <ExternalIcon />
      <span className="sr-only">{t("common.newTab")}</span>
    </a>
  );
}

/**
 * The job page's address; from a filtered listing it carries the listing (`from`), so the job
 * page's "Back to listings" returns to the same filters.
 */
function jobPageHref(jobId: string, location: { pathname: string; search: string }) {
  const from =
    splitLocalePath(location.pathname).path === "/jobs" && location.search.length > 1
      ? `?${new URLSearchParams({ from: `/jobs${location.search}` }).toString()}`
      : "";
  return `/jobs/${jobId}${from}`;
}

const moreInfoClass =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50";

export function JobCard({ job, now, headingLevel = 3, saveSlot }: JobCardProps) {
  const titleId = useId();
  const i18n = useI18n();
  const { t } = i18n;
  const href = i18n.href(jobPageHref(job.id, useLocation()));
  const location = placeLabel(i18n, i18n.intlLocale, job.location, job.flagCode);
  const postingLanguage = job.postingLanguage
    ? postingLanguageLabels(i18n, i18n.intlLocale, job.postingLanguage.code)
    : null;
  // Server-rendered (and without JavaScript) More Info is a link to the job page; once hydrated it
  // is a button that opens the details dialog.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [open, setOpen] = useState(false);
  // Mounted on first open (the dialog code loads lazily), then kept so closing can return focus.
  const [mounted, setMounted] = useState(false);
  const moreInfo = useRef<HTMLButtonElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-start gap-3">
        <OrgLogo src={job.logo.src} fallbackText={job.logo.fallbackText} badge={job.logo.badge} />
        <div className="min-w-0 flex-1">
          <FilterChip
            filter="organization"
            value={job.organizationFilter}
            label={t("common.card.showAllJobs", { organization: job.organizationName })}
          >
            <span className="min-w-0 truncate">{job.organizationName}</span>
          </FilterChip>
          <Heading
            id={titleId}
            className="mt-1.5 text-base leading-snug font-semibold text-slate-900"
          >
            <Link
              to={href}
              title={job.displayTitle === job.title ? undefined : job.title}
              // A title in another script than the page's reads in its own direction, and in its
              // own language.
              dir="auto"
              lang={employerTextLang(job.textLanguage, i18n.locale)}
              className="hover:text-brand-700 hover:underline"
            >
              {job.displayTitle}
            </Link>
          </Heading>
          {job.subline && <p className="mt-0.5 text-sm text-slate-600">{job.subline}</p>}
        </div>
        {saveSlot}
      </div>
      <ul
        className="mt-3 flex flex-wrap items-center gap-1.5"
        aria-label={t("common.card.filters")}
      >
        <li className="max-w-full">
          <FilterChip
            filter="location"
            value={job.locationFilter}
            label={t("common.card.location", { location })}
          >
            <CountryFlag code={job.flagCode} />
            <span className="min-w-0 truncate">{location}</span>
          </FilterChip>
        </li>
        {job.field && (
          <li className="max-w-full">
            <FilterChip
              filter="field"
              value={job.field.slug}
              label={t("common.card.field", { field: fieldLabel(i18n, job.field) })}
            >
              <ColourDot colour={job.field.colour} />
              <span className="min-w-0 truncate">{fieldLabel(i18n, job.field)}</span>
            </FilterChip>
          </li>
        )}
        {job.level && (
          <li>
            <FilterChip
              filter="level"
              value={job.level.value}
              label={t("common.card.level", { level: levelLabel(i18n, job.level.value) })}
            >
              <ColourDot colour={job.level.colour} />
              {levelLabel(i18n, job.level.value)}
            </FilterChip>
          </li>
        )}
        {job.grade && (
          <li>
            <FilterChip
              filter="grade"
              value={job.grade.value}
              label={t("common.card.grade", { grade: job.grade.value })}
            >
              <ColourDot colour={job.grade.colour} />
              {job.grade.value}
            </FilterChip>
          </li>
        )}
        {job.contract && (
          <li>
            <FilterChip
              filter="contract"
              value={job.contract.value}
              label={t("common.card.contract", { contract: contractLabel(i18n, job.contract) })}
            >
              {contractLabel(i18n, job.contract)}
            </FilterChip>
          </li>
        )}
        {job.nationalsOnly && (
          <li>
            <FilterChip
              filter="nationalsOnly"
              value="true"
              label={t("common.card.nationalsOnlyLabel")}
            >
              {t("common.card.nationalsOnly")}
            </FilterChip>
          </li>
        )}
        {postingLanguage && job.postingLanguage && (
          <li data-testid="posting-language">
            {job.postingLanguage.filter ? (
              <FilterChip
                filter="postingLanguage"
                value={job.postingLanguage.filter}
                label={postingLanguage.filterLabel}
              >
                {postingLanguage.label}
              </FilterChip>
            ) : (
              <span className="inline-flex min-h-6 items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {postingLanguage.label}
              </span>
            )}
          </li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {job.sampleRecordedOn ? (
          <SampleClosedBadge recordedOn={job.sampleRecordedOn} closingDate={job.closingDate} />
        ) : (
          <DeadlineBadge expiresAt={job.expiresAt} closingDate={job.closingDate} now={now} />
        )}
        <PostedDate postedAt={job.postedAt} now={now} />
        {/* Each button keeps its words on one line; on a narrow card Apply moves below More Info. */}
        <div className="job-card-actions ms-auto flex flex-wrap items-center justify-end gap-2">
          {hydrated ? (
            <button
              ref={moreInfo}
              type="button"
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              onClick={() => {
                setMounted(true);
                setOpen(true);
              }}
              className={moreInfoClass}
            >
              {t("common.card.moreInfo")}
            </button>
          ) : (
            // The job's title completes the link's text, so the link says where it goes on its own.
            <a href={href} className={moreInfoClass}>
              {t("common.card.moreInfo")}
              <span className="sr-only">{t("common.card.about", { title: job.displayTitle })}</span>
            </a>
          )}
          {job.isOpen && job.applyUrl && (
            <ApplyLink href={job.applyUrl} via={job.applyVia} describedBy={titleId} />
          )}
        </div>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <JobDetailsDialog
            job={job}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => moreInfo.current?.focus()}
          />
        </Suspense>
      )}
    </article>
  );
}
