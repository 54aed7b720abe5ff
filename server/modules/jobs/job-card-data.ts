import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import {
  FIELD_COLOURS,
  UNKNOWN_FIELD_COLOUR,
  isProfessionalField,
  slugifyField,
} from "#domain/fields";
import { getGradeFamily } from "#domain/grades";
import { CONTRACT_TYPE_LABELS } from "#domain/contract-types";
import { languageName } from "#domain/language-requirements";
import { LEVEL_COLOURS, isJobLevel } from "#domain/levels";
import { chooseApplyLink } from "#domain/aggregators";
import {
  matchOrganisation,
  resolveApplyLink,
  resolveLogo,
  type ResolvedLogo,
} from "#domain/organisations";
import { extractSubline, truncateTitle } from "#domain/text";
import type { JobDto } from "./job-dto";
import { POSTING_LANGUAGE_FILTERS, withSearchText, type JobQuery } from "./job-query";
import { getSampleNotice } from "./sample-notice";
import { countJobMatches, searchJobs, type JobPage } from "./search-jobs";

/**
 * Everything a job card shows, computed on the server so the browser ships none of the domain
 * tables (organisation registry, countries, grade patterns) and no description HTML.
 *
 * Stable contract for every listing (`app/components/job-card.tsx`): `{ job: JobCardData; now }`.
 * Build it with `loadJobCards(db, dtos)` (looks up organisation logos and the sub-line) or, when
 * those extras are already at hand, `toJobCardData(dto, extras)`.
 */
export type JobCardData = {
  id: string;
  /** The full title (for the detail link's accessible name and tooltips). */
  title: string;
  /** The title cut to at most 70 characters plus an ellipsis. */
  displayTitle: string;
  /** Directorate-General / Domain sub-line from the description, when present. */
  subline: string | null;
  /** The organisation as the source names it (the value the organisation chip filters on). */
  organization: string;
  /** The normalised display name (registry name when known). */
  organizationName: string;
  /** Filter value for the organisation chip: the registry slug when known, else the raw name. */
  organizationFilter: string;
  logo: ResolvedLogo;
  location: string;
  /** Filter value for the location chip: the city, else the country, else the location text. */
  locationFilter: string;
  /** ISO alpha-2 code, lower case, for /flags/{code}.svg; null shows the globe. */
  flagCode: string | null;
  isRemote: boolean;
  /** `slug` is the field's URL value (field names may contain commas, which split values). */
  field: { value: string; slug: string; colour: string } | null;
  level: { value: string; colour: string } | null;
  grade: { value: string; colour: string } | null;
  /** The contract type read from the posting (its URL value and label), null when not said. */
  contract: { value: string; label: string } | null;
  /** Only nationals may apply (the posting says so). */
  nationalsOnly: boolean;
  /**
   * The language the posting is written in, when it is known and not English ("In French"); `filter`
   * is its value of the listing's posting language filter, null for a language it does not offer.
   */
  postingLanguage: { code: string; label: string; filter: string | null } | null;
  /**
   * The language the posting is written in (ISO 639-1, English too), null when unknown: the `lang`
   * of its title and text on a page in another language.
   */
  textLanguage: string | null;
  expiresAt: string | null;
  /** When the job was posted (ISO instant), shown as "Posted 3 days ago". */
  postedAt: string | null;
  /** The day the posting names as its last (YYYY-MM-DD); null when it states none. */
  closingDate: string | null;
  /**
   * The apply URL: the employer's own page when any of the job's links is there (an aggregator's
   * copy only when none is); null when the job has no link.
   */
  applyUrl: string | null;
  /** The aggregator the apply URL goes through ("UNjobs"), or null for the employer's own site. */
  applyVia: string | null;
  /** False for a job of the first-start sample: it is a recording, shown but not open. */
  isOpen: boolean;
  /** For a job of the first-start sample: the day it was recorded (YYYY-MM-DD); else null. */
  sampleRecordedOn: string | null;
};

export type JobCardExtras = {
  /** `organizations.logo_url` for the job's organization_id. */
  organizationLogoUrl?: string | null;
  /** Plain text (or HTML) the sub-line is read from; the DTO's description is used otherwise. */
  descriptionText?: string | null;
  /** Used for `isOpen`; defaults to the current time. */
  now?: Date;
  /** The day a first-start sample job was recorded (YYYY-MM-DD): it is not open. */
  sampleRecordedOn?: string | null;
};

/** Tailwind colour tokens the UI knows how to paint (see app/components/job-chips.tsx). */
function gradeColour(code: string): string {
  return getGradeFamily(code)?.colour ?? UNKNOWN_FIELD_COLOUR;
}

export function isJobOpen(job: Pick<JobDto, "status" | "expires_at">, now: Date = new Date()) {
  return job.status === "active" && (job.expires_at === null || new Date(job.expires_at) > now);
}

function postingLanguageOf(code: string | null): JobCardData["postingLanguage"] {
  if (!code || code === "en") return null;
  const filter = POSTING_LANGUAGE_FILTERS.find((value) => value === code) ?? null;
  return { code, label: `In ${languageName(code)}`, filter };
}

export function toJobCardData(dto: JobDto, extras: JobCardExtras = {}): JobCardData {
  const organisation = matchOrganisation(dto.organization);
  const field = dto.professional_field;
  const level = dto.level;
  const code = dto.country_code && /^[A-Za-z]{2}$/.test(dto.country_code) ? dto.country_code : null;
  return {
    id: dto.id,
    title: dto.title,
    displayTitle: truncateTitle(dto.title),
    subline: extractSubline(extras.descriptionText ?? dto.description ?? null),
    organization: dto.organization,
    organizationName: organisation?.name ?? dto.organization,
    organizationFilter: dto.organization_slug ?? organisation?.slug ?? dto.organization,
    logo: resolveLogo({
      jobLogoUrl: dto.logo_url,
      organizationLogoUrl: extras.organizationLogoUrl ?? null,
      organizationName: dto.organization,
    }),
    location: dto.location,
    locationFilter: dto.city ?? dto.country ?? dto.location,
    flagCode: dto.is_remote || dto.is_multi_location || !code ? null : code.toLowerCase(),
    isRemote: dto.is_remote,
    field: field
      ? isProfessionalField(field)
        ? { value: field, slug: slugifyField(field), colour: FIELD_COLOURS[field] }
        : { value: field, slug: field, colour: UNKNOWN_FIELD_COLOUR }
      : null,
    level: level
      ? { value: level, colour: isJobLevel(level) ? LEVEL_COLOURS[level] : UNKNOWN_FIELD_COLOUR }
      : null,
    grade: dto.grade_code ? { value: dto.grade_code, colour: gradeColour(dto.grade_code) } : null,
    contract: dto.contract_type
      ? { value: dto.contract_type, label: CONTRACT_TYPE_LABELS[dto.contract_type] }
      : null,
    nationalsOnly: dto.nationals_only === true,
    postingLanguage: postingLanguageOf(dto.posting_language),
    textLanguage: dto.posting_language ?? null,
    expiresAt: dto.expires_at,
    postedAt: dto.posted_date || null,
    closingDate: dto.closing_date,
    ...applyLinkOf(dto),
    isOpen: !extras.sampleRecordedOn && isJobOpen(dto, extras.now),
    sampleRecordedOn: extras.sampleRecordedOn ?? null,
  };
}

function applyLinkOf(dto: JobDto): { applyUrl: string | null; applyVia: string | null } {
  const chosen = chooseApplyLink([dto.link, ...dto.links.map((link) => link.url)]);
  const applyUrl = resolveApplyLink({ organizationName: dto.organization, link: chosen?.url });
  return { applyUrl, applyVia: applyUrl === chosen?.url ? chosen.via : null };
}

// Directorate-General / Domain lines sit in the header block of a posting.
const SUBLINE_WINDOW = 4000;

/**
 * Card data for a page of jobs: one query fetches each job's organisation logo_url (second in the
 * logo order of domain/organisations.ts) and the head of its plain-text description (for the sub-line), so listings never need
 * the description HTML.
 */
export async function loadJobCards(
  db: Database,
  jobs: JobDto[],
  now: Date = new Date(),
): Promise<JobCardData[]> {
  if (jobs.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    head: string | null;
    org_logo: string | null;
    sample_recorded_on: string | null;
  }>(
    db,
    sql`select j.id, left(j.description_text, ${SUBLINE_WINDOW}) as head, o.logo_url as org_logo,
          to_char(j.sample_recorded_at at time zone 'UTC', 'YYYY-MM-DD') as sample_recorded_on
        from jobs j left join organizations o on o.id = j.organization_id
        where j.id in (${sql.join(
          jobs.map((job) => sql`${job.id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return jobs.map((job) => {
    const row = byId.get(job.id);
    return toJobCardData(job, {
      organizationLogoUrl: row?.org_logo ?? null,
      descriptionText: row?.head ?? null,
      now,
      sampleRecordedOn: row?.sample_recorded_on ?? null,
    });
  });
}

export type JobCardPage = {
  items: JobCardData[];
  total: number;
  /** The total is a lower bound (a keyword search counts up to SEARCH_TOTAL_CAP). */
  totalIsLowerBound: boolean;
  hasMore: boolean;
  page: number;
  perPage: number;
  /** "Did you mean": the corrected search, when the search found next to nothing (search-suggestion.ts). */
  suggestion: JobPage["suggestion"];
  /** The listed jobs are those of the corrected search, not of the words as typed (search-jobs.ts). */
  correction: JobPage["correction"];
  /**
   * How many of the matches are postings of the recorded first-start sample: listed, but closed
   * at their employers' sites, so not available (0 once live jobs have replaced the sample).
   */
  sampleTotal: number;
};

/**
 * How many of a query's matches are recorded sample postings: the total less the matches without
 * them. Counted only while a sample is loaded; 0 otherwise.
 */
async function countSampleMatches(db: Database, query: JobQuery, total: number): Promise<number> {
  if ((await getSampleNotice(db)) === null) return 0;
  const available = await countJobMatches(db, { ...query, withoutSample: true });
  return Math.max(0, total - available.total);
}

/** One page of the listing as cards (the /jobs page and its Load More). */
export async function searchJobCards(
  db: Database,
  query: JobQuery,
  now: Date = new Date(),
): Promise<JobCardPage> {
  const page = await searchJobs(db, { ...query, includeDescription: false });
  return {
    items: await loadJobCards(db, page.items, now),
    total: page.total,
    totalIsLowerBound: page.totalIsLowerBound,
    sampleTotal: await countSampleMatches(
      db,
      page.correction ? withSearchText(query, page.correction.query) : query,
      page.total,
    ),
    hasMore: page.hasMore,
    page: page.page,
    perPage: page.perPage,
    suggestion: page.suggestion,
    correction: page.correction,
  };
}
