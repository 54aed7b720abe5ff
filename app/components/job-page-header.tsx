import { Link } from "react-router";
import type { ApplicationStatus } from "#domain/application-tracker";
import type { JobView } from "#app/lib/job-page.server";
import { ApplyLink } from "#app/components/job-card";
import { ColourDot, filterHref } from "#app/components/job-chips";
import { CountryFlag } from "#app/components/country-flag";
import { DeadlineBadge } from "#app/components/deadline-badge";
import { JobLanguages } from "#app/components/job-languages";
import { OrgLogo } from "#app/components/org-logo";
import { formatRecordedDay } from "#app/components/sample-notice";
import { SaveJobSignInLink, SaveJobStar } from "#app/components/save-job-star";
import { TrackApplicationButton } from "#app/components/track-application-button";
import { useI18n } from "#app/lib/i18n/i18n";
import {
  employerTextLang,
  fieldLabel,
  levelLabel,
  postingLanguageLabels,
} from "#app/lib/i18n/data-labels";

const POSTED: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

const badgeClass =
  "inline-flex min-h-6 items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";

/**
 * The head of a job's page: employer, title and place, its chips and dates, the signed-in
 * visitor's star, "Track this application" and "Add to calendar", then how to apply (or that it
 * has closed).
 */
export function JobPageHeader({
  job,
  now,
  location,
  saved,
  tracked,
}: {
  job: JobView;
  now: string;
  /** The duty station in the page's language. */
  location: string;
  /** Whether the signed-in visitor saved the job; null when signed out. */
  saved: boolean | null;
  tracked: { id: string; status: ApplicationStatus } | null;
}) {
  const i18n = useI18n();
  const { t, href, intlLocale } = i18n;
  const { card } = job;
  const postingLanguage = card.postingLanguage
    ? postingLanguageLabels(i18n, intlLocale, card.postingLanguage.code)
    : null;
  const day = (value: string) => formatRecordedDay(value, intlLocale);
  return (
    <header className="mt-4 rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      {/* On a phone the logo sits beside the organisation's name and the title takes the card's
          whole width below them (beside the logo a long word would not fit); from 640 px the
          logo stands to the left of all of it. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 sm:items-start">
        <div className="sm:row-span-4">
          <OrgLogo
            src={card.logo.src}
            fallbackText={card.logo.fallbackText}
            badge={card.logo.badge}
            size={56}
          />
        </div>
        <Link
          to={href(filterHref("organization", card.organizationFilter))}
          className="text-sm font-medium text-slate-700 hover:text-brand-700 hover:underline"
        >
          {card.organizationName}
        </Link>
        <div className="col-span-2 mt-3 flex items-start gap-2 sm:col-span-1 sm:col-start-2 sm:mt-1">
          <h1
            dir="auto"
            lang={employerTextLang(card.textLanguage, i18n.locale)}
            className="min-w-0 text-2xl leading-tight font-semibold tracking-tight wrap-anywhere text-slate-900"
          >
            {card.title}
          </h1>
          {saved !== null && <SaveJobStar jobId={card.id} title={card.title} saved={saved} />}
          {saved === null && (
            <SaveJobSignInLink title={card.title} returnTo={href(`/jobs/${card.id}`)} />
          )}
        </div>
        {card.subline && (
          <p className="col-span-2 mt-1 text-sm text-slate-600 sm:col-span-1 sm:col-start-2">
            {card.subline}
          </p>
        )}
        <p className="col-span-2 mt-2 flex items-center gap-2 text-sm text-slate-700 sm:col-span-1 sm:col-start-2">
          <CountryFlag code={card.flagCode} />
          <Link to={href(filterHref("location", card.locationFilter))} className="hover:underline">
            {location}
          </Link>
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {card.level && (
          <Link className={badgeClass} to={href(filterHref("level", card.level.value))}>
            <ColourDot colour={card.level.colour} />
            {levelLabel(i18n, card.level.value)}
          </Link>
        )}
        {card.grade && (
          <Link className={badgeClass} to={href(filterHref("grade", card.grade.value))}>
            <ColourDot colour={card.grade.colour} />
            {card.grade.value}
          </Link>
        )}
        {card.field && (
          <Link className={badgeClass} to={href(filterHref("field", card.field.slug))}>
            <ColourDot colour={card.field.colour} />
            {fieldLabel(i18n, card.field)}
          </Link>
        )}
        {card.postingLanguage?.filter && (
          <Link
            className={badgeClass}
            to={href(filterHref("postingLanguage", card.postingLanguage.filter))}
            aria-label={postingLanguage?.filterLabel}
            data-testid="posting-language"
          >
            {postingLanguage?.label}
          </Link>
        )}
        {card.postingLanguage && !card.postingLanguage.filter && (
          <span
            className="inline-flex min-h-6 items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
            data-testid="posting-language"
          >
            {postingLanguage?.label}
          </span>
        )}
        {!job.sampleRecordedOn && (
          <DeadlineBadge expiresAt={card.expiresAt} closingDate={card.closingDate} now={now} />
        )}
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {t("common.posted.on", {
          date: new Intl.DateTimeFormat(intlLocale, POSTED).format(new Date(job.postedDate)),
        })}
      </p>
      {job.languages && (
        <p className="mt-1 text-sm text-slate-700" data-testid="job-languages">
          <span className="font-medium">{t("job.languages")}</span>{" "}
          <JobLanguages sentence={job.languages} needs={job.languageNeeds} />
        </p>
      )}
      {job.closingDateNote && (
        <p className="mt-1 text-xs text-slate-600" data-testid="closing-date-basis">
          {t(job.closingDateNote)}
        </p>
      )}
      {job.sampleRecordedOn && (
        <p className="mt-1 text-xs text-amber-800" data-testid="sample-dates">
          {card.closingDate
            ? t("job.sampleClosedOn", {
                recorded: day(job.sampleRecordedOn),
                closed: day(card.closingDate),
              })
            : t("job.sampleNoLongerOpen", { recorded: day(job.sampleRecordedOn) })}
        </p>
      )}
      {(card.isOpen && (card.closingDate || card.expiresAt)) || saved !== null ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {saved !== null && (
            <TrackApplicationButton
              jobId={card.id}
              title={card.title}
              tracked={tracked}
              returnTo={href(`/jobs/${card.id}`)}
            />
          )}
          {card.isOpen && (card.closingDate || card.expiresAt) && (
            // A document request: the answer is an .ics file, not a page of this app.
            <a
              href={`/jobs/${card.id}/calendar.ics`}
              download
              type="text/calendar"
              className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
              aria-label={t("job.addToCalendarLabel", { title: card.title })}
            >
              {t("job.addToCalendar")}
            </a>
          )}
        </div>
      ) : null}
      {card.isOpen ? (
        card.applyUrl && (
          <div className="mt-5">
            <ApplyLink
              href={card.applyUrl}
              via={card.applyVia}
              className="px-5 py-2.5 tracking-wide"
            >
              {t("job.applyNow")}
            </ApplyLink>
            <p className="mt-2 text-xs text-slate-600">
              {card.applyVia ? t("job.applyVia", { site: card.applyVia }) : t("job.applyEmployer")}{" "}
              {t("job.noFee")}
            </p>
          </div>
        )
      ) : (
        <p
          role="status"
          className="mt-5 rounded-md border border-slate-300 bg-slate-100 p-4 text-sm font-medium text-slate-800"
        >
          {t("job.closed")}{" "}
          <Link
            to={href(filterHref("organization", card.organizationFilter))}
            className="text-brand-700 underline"
          >
            {t("job.seeOpenJobs", { organization: card.organizationName })}
          </Link>
        </p>
      )}
    </header>
  );
}
