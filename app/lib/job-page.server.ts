import { data, redirect } from "react-router";
import type { Route } from "../routes/public/+types/job-detail";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { assertSameOrigin, getRequestInfo, getUser } from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";
import { getJobDetails, type JobDetails } from "#server/modules/jobs/job-details";
import { buildJobBreadcrumbs, buildJobPosting } from "#server/modules/jobs/job-structured-data";
import { savedJobIdsAmong } from "#server/modules/accounts/saved-jobs";
import { AiUnavailableError, createAiClient, isAiConfigured } from "#server/modules/ai/ai-client";
import { findAiSummary, generateAiSummary } from "#server/modules/ai/summarise-job";
import { trackedJobsAmong } from "#server/modules/applications/track-job";
import { findSimilarJobs } from "#server/modules/jobs/similar-jobs";
import { jobCardIn, similarJobsIn } from "#server/modules/jobs/job-cards-in-language";
import { createSeoDescription } from "#domain/text";
import { estimateNetPay } from "#domain/net-pay";
import type { ClosingDateBasis } from "#domain/closing-date";
import { localizedPath, splitLocalePath, type Locale } from "#domain/interface-locales";
import { storedCityNameIn } from "#domain/city-names";

// The server side of a job's page (app/routes/public/job-detail.tsx): what its loader reads and
// how its one form (the AI summary) is answered.

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

type AiSummaryState = {
  aiSummary: Awaited<ReturnType<typeof findAiSummary>>;
  /** Whether the page offers "Summarise with AI" (none yet, AI set up, a text to summarise). */
  aiOffered: boolean;
};

/** What the page shows of the job. */
function jobView(details: JobDetails, { aiSummary, aiOffered }: AiSummaryState, locale: Locale) {
  const { card, dto } = details;
  const payEstimate = dto.is_remote
    ? null
    : estimateNetPay(card.grade?.value, {
        city: dto.city,
        countryCode: dto.country_code,
        location: dto.location,
        isMultiLocation: dto.is_multi_location,
      });
  return {
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
    // The cities the multiplier names, in the page's language; the page names the country (CLDR).
    payEstimate: payEstimate && {
      ...payEstimate,
      multiplierPlace: {
        ...payEstimate.multiplierPlace,
        cities: payEstimate.multiplierPlace.cities.map((city) =>
          storedCityNameIn(city, payEstimate.multiplierPlace.countryCode, locale),
        ),
      },
    },
  };
}

export type JobView = ReturnType<typeof jobView>;

/** The job page's data: the job (404 when unknown), the visitor's star and application, similar jobs. */
export async function loadJobPage({ params, context, request }: Route.LoaderArgs) {
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
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const { card, dto } = details;
  // The AI summary of the page's language: one asked for from another language's page is not it.
  const aiSummary = await findAiSummary(getServices(context).db, card.id, locale);
  const aiOffered =
    !aiSummary && isAiConfigured(getServices(context).env) && details.descriptionHtml.trim() !== "";
  const jsonLd: unknown[] = [buildJobBreadcrumbs(details, site)];
  const posting = card.isOpen ? buildJobPosting(details, site) : null;
  if (posting) jsonLd.unshift(posting);
  return {
    site,
    now: now.toISOString(),
    // The duty station named in the page's language; the structured data above keeps the English.
    job: jobView(
      { ...details, card: jobCardIn(details.card, locale) },
      { aiSummary, aiOffered },
      locale,
    ),
    jsonLd,
    similarJobs: similarJobsIn(await findSimilarJobs(getServices(context).db, dto), locale),
    /** null when signed out (no star). */
    saved,
    /** The user's application for this job, when they track it. */
    tracked: trackedApplication
      ? { id: trackedApplication.id, status: trackedApplication.status }
      : null,
    back,
  };
}

/**
 * Why no AI summary was made, as a code the page words in its language ("job.aiErrors.<code>"),
 * with the figures the words need.
 */
export type AiSummaryProblem =
  | { code: "unknown-form" | "not-set-up" | "not-found" | "empty" }
  | { code: AiUnavailableError["reason"]; limit: number; seconds: number };

function problem(aiError: AiSummaryProblem, status: number, headers: HeadersInit = {}) {
  return data({ aiError }, { status, headers });
}

/** "Summarise with AI": makes the AI summary, then shows the page again (a 303, so a reload does not ask twice). */
export async function answerJobPageForm({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "ai-summary") {
    return problem({ code: "unknown-form" }, 400);
  }
  const { services, clientIp } = getRequestInfo(context);
  const ai = createAiClient(services.env);
  if (!ai) return problem({ code: "not-set-up" }, 404);
  const user = await getUser(request, context);
  const { locale } = splitLocalePath(new URL(request.url).pathname);
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
      // Written in the language of the page it was asked from.
      locale,
    });
    if (result.status === "not-found") return problem({ code: "not-found" }, 404);
    if (result.status === "empty") return problem({ code: "empty" }, 422);
    return redirect(`${localizedPath(`/jobs/${params.id}`, locale)}#job-summary`, 303);
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    services.logger.warn("AI summary not made", { reason: error.reason, job: params.id });
    const status = error.reason === "rate-limit" || error.reason === "budget" ? 429 : 503;
    return problem(
      {
        code: error.reason,
        limit: services.env.AI_REQUESTS_PER_HOUR,
        seconds: services.env.AI_TIMEOUT_SECONDS,
      },
      status,
      error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {},
    );
  }
}
