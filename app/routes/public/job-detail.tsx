import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/job-detail";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { DeadlineBadge } from "#app/components/deadline-badge";
import { formatRecordedDay } from "#app/components/sample-notice";
import { CountryFlag } from "#app/components/country-flag";
import { ColourDot, filterHref } from "#app/components/job-chips";
import { OrgLogo } from "#app/components/org-logo";
import { ApplyLink } from "#app/components/job-card";
import { JobRequirements } from "#app/components/job-requirements";
import { JsonLd } from "#app/components/json-ld";
import { getJobDetails } from "#server/modules/jobs/job-details";
import { buildJobBreadcrumbs, buildJobPosting } from "#server/modules/jobs/job-structured-data";
import { createSeoDescription } from "#domain/text";
import { assertSameOrigin, getRequestInfo, getUser } from "#app/lib/account.server";
import { savedJobIdsAmong } from "#server/modules/accounts/saved-jobs";
import { SaveJobSignInLink, SaveJobStar } from "#app/components/save-job-star";
import { JobSummarySection } from "#app/components/job-summary-section";
import { AiUnavailableError, createAiClient, isAiConfigured } from "#server/modules/ai/ai-client";
import { findAiSummary, generateAiSummary } from "#server/modules/ai/summarise-job";
import { NetPayEstimate } from "#app/components/net-pay-estimate";
import { estimateNetPay } from "#domain/net-pay";
import type { ClosingDateBasis } from "#domain/closing-date";
import { readForm } from "#app/lib/request-body.server";
import { TrackApplicationButton } from "#app/components/track-application-button";
import { trackedJobsAmong } from "#server/modules/applications/tracked-applications";
import { findSimilarJobs } from "#server/modules/jobs/similar-jobs";
import { SimilarJobsSection } from "#app/components/similar-jobs-section";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import {
  fieldLabel,
  levelLabel,
  placeLabel,
  postingLanguageLabels,
} from "#app/lib/i18n/data-labels";
import { JobLanguages } from "#app/components/job-languages";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["account", "job"] } satisfies I18nHandle;

/**
 * Where "Back to listings" goes: the listing the visitor came from (`?from=/jobs?…`, set by the job
 * cards of a filtered listing) when that is our own /jobs page, else /jobs.
 */
function listingBackHref(from: string | null): string {
  if (!from?.startsWith("/jobs")) return "/jobs";
  const base = "http://blueboard.invalid";
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return "/jobs";
  }
  return url.origin === base && url.pathname === "/jobs" ? `/jobs${url.search}` : "/jobs";
}

/**
 * The catalog key of a short line on where the closing date comes from, when it is not simply the
 * platform's own field: the posting's text stated it (or overruled the platform), or the
 * employer's platform date was read through the rule its postings show.
 */
function closingDateNote(basis: ClosingDateBasis | null): string | null {
  if (basis === "posting-text") return "job.closingDatePostingText";
  if (basis === "tenant-rule") return "job.closingDateTenantRule";
  return null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const site = getSiteInfo(context);
  const now = new Date();
  const details = await getJobDetails(getServices(context).db, params.id, now);
  const user = details ? await getUser(request, context) : null;
  const saved =
    user && details
      ? (await savedJobIdsAmong(getServices(context).db, user.id, [details.card.id])).length > 0
      : null;
  if (!details) return data({ site, now: now.toISOString(), job: null }, { status: 404 });
  const trackedApplication = user
    ? ((await trackedJobsAmong(getServices(context).db, user.id, [details.card.id])).get(
        details.card.id,
      ) ?? null)
    : null;
  const back = listingBackHref(new URL(request.url).searchParams.get("from"));
  const { card, dto } = details;
  const aiSummary = await findAiSummary(getServices(context).db, card.id);
  const aiOffered =
    !aiSummary && isAiConfigured(getServices(context).env) && details.descriptionHtml.trim() !== "";
  const jsonLd: unknown[] = [buildJobBreadcrumbs(details, site)];
  const posting = card.isOpen ? buildJobPosting(details, site) : null;
  if (posting) jsonLd.unshift(posting);
  return {
    site,
    now: now.toISOString(),
    job: {
      card,
      postedDate: dto.posted_date,
      sampleRecordedOn: details.sampleRecordedOn,
      closingDateNote: card.closingDate ? closingDateNote(details.closingDateBasis) : null,
      descriptionHtml: details.descriptionHtml,
      requirements: details.requirements,
      languages: details.languages,
      languageNeeds: details.languageNeeds,
      countryCode: dto.country_code,
      // A short posting's summary would repeat its description, which the page shows in full.
      summary: details.summaryRepeatsDescription ? null : details.summary,
      aiSummary,
      aiOffered,
      seoDescription: createSeoDescription(details.descriptionHtml) || dto.title,
      /** Only for a P or D grade at a duty station with a post adjustment multiplier. */
      payEstimate: dto.is_remote
        ? null
        : estimateNetPay(card.grade?.value, {
            city: dto.city,
            countryCode: dto.country_code,
            location: dto.location,
            isMultiLocation: dto.is_multi_location,
          }),
    },
    jsonLd,
    similarJobs: await findSimilarJobs(getServices(context).db, dto),
    /** null when signed out (no star). */
    saved,
    /** The user's application for this job, when they track it. */
    tracked: trackedApplication
      ? { id: trackedApplication.id, status: trackedApplication.status }
      : null,
    back,
  };
}

/** "Summarise with AI": makes the AI summary, then shows the page again (a 303, so a reload does not ask twice). */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "ai-summary") {
    return data({ aiError: "This form does not exist." }, { status: 400 });
  }
  const { services, clientIp } = getRequestInfo(context);
  const ai = createAiClient(services.env);
  if (!ai) return data({ aiError: "AI summaries are not set up on this site." }, { status: 404 });
  const user = await getUser(request, context);
  try {
    const result = await generateAiSummary({
      db: services.db,
      ai,
      jobId: params.id,
      clientIp: clientIp ?? "unknown",
      userId: user?.id ?? null,
      limits: {
        requestsPerHour: services.env.AI_REQUESTS_PER_HOUR,
        tokensPerDay: services.env.AI_TOKENS_PER_DAY,
      },
    });
    if (result.status === "not-found") return data({ aiError: "Job not found." }, { status: 404 });
    if (result.status === "empty") {
      return data({ aiError: "This posting has no text to summarise." }, { status: 422 });
    }
    const { locale } = splitLocalePath(new URL(request.url).pathname);
    return redirect(`${localizedPath(`/jobs/${params.id}`, locale)}#job-summary`, 303);
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    services.logger.warn("AI summary not made", { reason: error.reason, job: params.id });
    const status = error.reason === "rate-limit" || error.reason === "budget" ? 429 : 503;
    return data(
      { aiError: `${error.message} The posting's own summary above is unchanged.` },
      {
        status,
        headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {},
      },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  const job = loaderData?.job;
  const { t, locale } = metaTranslator(matches);
  if (!job) {
    return [
      { title: `${t("job.notFoundTitle")} | ${loaderData?.site.siteName ?? "Blueboard"}` },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({
    site: loaderData.site,
    title: t("job.titleAt", { title: job.card.title, organization: job.card.organizationName }),
    description: job.seoDescription,
    path: localizedPath(`/jobs/${params.id}`, locale),
    type: "article",
    // A closed or expired job stays reachable for people with the link, but leaves the index.
    robots: job.card.isOpen ? undefined : "noindex, follow",
  });
};

const POSTED: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

const badgeClass =
  "inline-flex min-h-6 items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";

export default function JobDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { job, now } = loaderData;
  const i18n = useI18n();
  const { t, rich, href, intlLocale } = i18n;
  if (!job) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-5xl font-bold tracking-tight text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t("job.notFoundTitle")}</h1>
        <p className="mt-2 text-slate-600">{t("job.notFoundText")}</p>
        <Link
          to={href("/jobs")}
          className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("job.backToJobs")}
        </Link>
      </section>
    );
  }
  const { card } = job;
  const back = href("back" in loaderData ? loaderData.back : "/jobs");
  const location = placeLabel(i18n, intlLocale, card.location, job.countryCode);
  const postingLanguage = card.postingLanguage
    ? postingLanguageLabels(i18n, intlLocale, card.postingLanguage.code)
    : null;
  const day = (value: string) => formatRecordedDay(value, intlLocale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {"jsonLd" in loaderData &&
        loaderData.jsonLd.map((item, index) => <JsonLd key={index} data={item} />)}
      <Link to={back} className="text-sm font-medium text-brand-700 hover:underline">
        {t("job.back")}
      </Link>
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
              className="min-w-0 text-2xl leading-tight font-semibold tracking-tight wrap-anywhere text-slate-900"
            >
              {card.title}
            </h1>
            {"saved" in loaderData && loaderData.saved !== null && (
              <SaveJobStar jobId={card.id} title={card.title} saved={loaderData.saved} />
            )}
            {"saved" in loaderData && loaderData.saved === null && (
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
            <Link
              to={href(filterHref("location", card.locationFilter))}
              className="hover:underline"
            >
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
        {(card.isOpen && (card.closingDate || card.expiresAt)) ||
        ("saved" in loaderData && loaderData.saved !== null) ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {"saved" in loaderData && loaderData.saved !== null && (
              <TrackApplicationButton
                jobId={card.id}
                title={card.title}
                tracked={loaderData.tracked}
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
                {card.applyVia
                  ? t("job.applyVia", { site: card.applyVia })
                  : t("job.applyEmployer")}{" "}
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
      <JobSummarySection
        summary={job.summary}
        aiSummary={job.aiSummary}
        aiOffered={job.aiOffered}
        aiError={actionData?.aiError ?? null}
      />
      {job.payEstimate && <NetPayEstimate estimate={job.payEstimate} location={location} />}
      <div className="mt-8">
        <JobRequirements requirements={job.requirements} />
        <p className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
          {rich("job.matchCv", {
            link: (chunks) => (
              <Link
                to={`/jobs/${card.id}/cv`}
                className="font-semibold text-brand-800 underline hover:text-brand-900"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <section
        aria-labelledby="job-description"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="job-description" className="text-lg font-semibold text-slate-900">
          {t("job.description")}
        </h2>
        {job.descriptionHtml.trim() ? (
          <div
            dir="auto"
            className="job-description mt-3"
            dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
          />
        ) : (
          <p className="mt-3 text-slate-600">{t("job.descriptionElsewhere")}</p>
        )}
      </section>
      {"similarJobs" in loaderData && (
        <SimilarJobsSection jobs={loaderData.similarJobs} now={now} />
      )}
      <Link
        to={back}
        className="mt-8 inline-flex text-sm font-medium text-brand-700 hover:underline"
      >
        {t("job.back")}
      </Link>
    </article>
  );
}
