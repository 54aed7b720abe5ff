import { classifyContract, type ContractType } from "./contract-types";
import { findCountryByCode } from "./countries";
import { resolveClosingDate, type ClosingDateBasis, type TenantClosingRule } from "./closing-date";
import { deadlineOptionsFor, type Deadline } from "./deadlines";
import { classifyField, type ProfessionalField } from "./fields";
import { detectGrade, type GradeSource } from "./grades";
import { readLanguageRequirements, type LanguageRequirements } from "./language-requirements";
import { detectLevel, type JobLevel } from "./levels";
import { resolveDutyStation } from "./duty-stations";
import type { FindTowns } from "./gazetteer-towns";
import { parseLocation, type ParsedLocation } from "./locations";
import { repairMojibake } from "./mojibake";
import { detectPostingLanguage } from "./posting-language";
import { matchOrganisation } from "./organisations";
import { cleanDescriptionWithText } from "./sanitize-html";
import { cleanText, isTidyConvertedText } from "./text-whitespace";
import { createExcerpt, createSummaryExcerpt, extractSubline } from "./text";

/** One posting as a source adapter hands it over: raw strings, nothing interpreted yet. */
export type RawPosting = {
  title: string;
  organization?: string | null;
  location?: string | null;
  descriptionHtml?: string | null;
  level?: string | null;
  grade?: string | null;
  contractType?: string | null;
  deadlineText?: string | null;
  expiresAt?: Date | string | null;
  closingDate?: Date | string | null;
  postedAt?: Date | string | null;
  /**
   * True when the platform's own fields (deadlineText / expiresAt / closingDate, or deliberately
   * none) are where its closing date lives and it lists only open postings: the description is then
   * read only for a labelled closing date, and one already past is a stale line that cannot expire
   * a still-listed posting.
   */
  deadlineDecided?: boolean;
  /** The tenant's documented reading of its platform date field (see domain/closing-date). */
  closingDateRule?: TenantClosingRule | null;
  link: string;
  externalId: string;
};

export type NormalisedPosting = {
  externalId: string;
  link: string;
  title: string;
  organizationName: string | null;
  organizationSlug: string | null;
  subline: string | null;
  locationDisplay: string;
  city: string | null;
  country: string | null;
  countryCode: string | null;
  isRemote: boolean;
  isMultiLocation: boolean;
  locations: ParsedLocation[];
  gradeCode: string | null;
  gradeSource: GradeSource | null;
  gradeConfidence: number | null;
  level: JobLevel | null;
  field: ProfessionalField | null;
  /** Read by classifyContract; null when the posting does not say. */
  contractType: ContractType | null;
  nationalsOnly: boolean | null;
  /** The languages the description asks for (domain/language-requirements.ts). */
  languages: LanguageRequirements;
  /** The language the posting is written in (domain/posting-language.ts); null when unsure. */
  postingLanguage: string | null;
  fieldScore: number | null;
  deadline: Deadline | null;
  /** Which evidence gave the closing date (null without one). */
  deadlineBasis: ClosingDateBasis | null;
  isExpired: boolean;
  postedAt: Date | null;
  descriptionHtml: string;
  descriptionText: string;
  summaryExcerpt: string;
};

/** The duty station of a normalised posting as a job stores it, with its country's UN M49 region. */
export function dutyStationOf(normalised: NormalisedPosting) {
  return {
    location: normalised.locationDisplay,
    city: normalised.city,
    country: normalised.country,
    countryCode: normalised.countryCode,
    region: normalised.countryCode
      ? (findCountryByCode(normalised.countryCode)?.region ?? null)
      : null,
    isRemote: normalised.isRemote,
    isMultiLocation: normalised.isMultiLocation,
  };
}

const SUMMARY_FALLBACK_LENGTH = 300;

/**
 * Interprets a raw posting: organisation, location, grade, level, field, languages, deadline and
 * cleaned description. Pure: `now` only decides isExpired. `findTowns`, a gazetteer the server
 * passes when it ingests, places towns the place list does not know (domain/gazetteer-towns.ts).
 */
export function normalisePosting(
  raw: RawPosting,
  now: Date,
  findTowns?: FindTowns,
): NormalisedPosting {
  // Title, description and location as written, where their UTF-8 was misread on the way
  // ("InformaÃ§Ã£o" in UNjobs' copies of UNDP's titles). The title without the spaces an
  // employer typed before a comma or inside brackets ("Chief of Field Office , P3",
  // "Accra Ghana ( Part-Time)"); its words are kept as written.
  const title = repairMojibake(raw.title ?? "")
    .replace(/\s+/g, " ")
    .replace(/ (?=,)/g, "")
    .replace(/([([]) /g, "$1")
    .replace(/ (?=[)\]])/g, "")
    .trim();
  // The sanitised markup and its text (htmlToText's reading of that markup), without a first
  // line that only repeats the title. Markup without a letter or digit in it (UNjobs' copy of an
  // empty UNV posting: <p>""</p>; UNICEF's feed items whose description is their title) is no
  // description.
  const sanitized = cleanDescriptionWithText(
    raw.descriptionHtml ? repairMojibake(raw.descriptionHtml) : raw.descriptionHtml,
    { title },
  );
  const { html: descriptionHtml, text: descriptionText } = /[\p{L}\p{N}]/u.test(sanitized.text)
    ? sanitized
    : { html: "", text: "" };
  // Known once, so that the steps below can skip their own whitespace passes.
  const tidy = isTidyConvertedText(descriptionText);
  const organisation = raw.organization ? matchOrganisation(raw.organization) : null;
  const organizationName = organisation?.name ?? cleanText(raw.organization);
  // The location field, or the duty station the title or description names when it is not a place.
  const location = resolveDutyStation(
    parseLocation(raw.location ? repairMojibake(raw.location) : raw.location),
    title,
    descriptionText,
    findTowns,
  );

  // The source's own grade field is read as the level field, the most trusted place for a grade.
  const grade = detectGrade({
    level: raw.grade ?? raw.level ?? null,
    title,
    description: descriptionText,
    organization: raw.organization ?? null,
    tidyDescription: tidy,
  });
  const level = detectLevel({
    title,
    gradeCode: grade?.code ?? null,
    contractText: [raw.contractType, raw.level].filter(Boolean).join(" · ") || null,
    description: descriptionText,
  });
  const field = classifyField({ title, description: descriptionText });
  const postingLanguage = detectPostingLanguage(title, descriptionText);
  const contract = classifyContract({
    title,
    gradeCode: grade?.code ?? null,
    contractText: raw.contractType ?? null,
    description: descriptionText,
    language: postingLanguage,
  });
  const closing = findDeadline(raw, descriptionText, location.countryCode, now);
  const deadline = closing?.deadline ?? null;
  const summary = createSummaryExcerpt(descriptionText, 3, { tidy });

  return {
    externalId: raw.externalId,
    link: raw.link,
    title,
    organizationName,
    organizationSlug: organisation?.slug ?? null,
    subline: extractSubline(descriptionText),
    locationDisplay: location.display,
    city: location.city,
    country: location.country,
    countryCode: location.countryCode,
    isRemote: location.isRemote,
    isMultiLocation: location.isMultiple,
    locations: location.locations,
    gradeCode: grade?.code ?? null,
    gradeSource: grade?.source ?? null,
    gradeConfidence: grade?.confidence ?? null,
    level,
    field: field?.field ?? null,
    contractType: contract.contractType,
    nationalsOnly: contract.nationalsOnly,
    languages: readLanguageRequirements(descriptionText),
    postingLanguage,
    fieldScore: field?.score ?? null,
    deadline,
    deadlineBasis: closing?.basis ?? null,
    isExpired: deadline !== null && deadline.instant.getTime() <= now.getTime(),
    postedAt: toDate(raw.postedAt),
    descriptionHtml,
    descriptionText,
    summaryExcerpt: summary || createExcerpt(descriptionText, SUMMARY_FALLBACK_LENGTH),
  };
}

/**
 * The closing date as the one resolver decides it: the platform's field (its deadline string, or its
 * dates, through the tenant's rule when one is configured) weighed against the date the posting's
 * text states.
 */
function findDeadline(
  raw: RawPosting,
  descriptionText: string,
  countryCode: string | null,
  now: Date,
) {
  const decided = raw.deadlineDecided === true;
  return resolveClosingDate({
    platform: {
      text: raw.deadlineText ?? null,
      expiresAt: raw.expiresAt ?? null,
      closingDate: raw.closingDate ?? null,
    },
    postingText: decided ? descriptionText : [descriptionText, raw.organization ?? null],
    tenantRule: raw.closingDateRule ?? null,
    listedOpen: decided,
    labelledOnly: decided,
    now,
    options: deadlineOptionsFor(raw.organization, countryCode),
  });
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
