import type { ClosingDateBasis } from "#domain/closing-date";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { detectGrade, getGradeFamily } from "#domain/grades";
import {
  describeLanguageRequirements,
  readLanguageRequirements,
  type LanguageRequirements,
} from "#domain/language-requirements";
import { extractRequirements, type Requirements } from "#domain/requirements";
import { languageRequirementsOf } from "#server/db/language-columns";
import { summaryRepeatsText } from "#domain/text";
import { UNKNOWN_FIELD_COLOUR } from "#domain/fields";
import { getJobById } from "./search-jobs";
import { toJobCardData, type JobCardData } from "./job-card-data";
import type { JobDto } from "./job-dto";

export type { Requirements };

export const REQUIREMENT_LABELS: Record<keyof Requirements, string> = {
  education: "Education",
  experience: "Experience",
  languages: "Languages",
  competencies: "Competencies",
  skills: "Skills",
};

/** A job with what the detail page and the More Info dialog show besides the card. */
export type JobDetails = {
  card: JobCardData;
  dto: JobDto;
  /** The stored, sanitised description HTML. */
  descriptionHtml: string;
  requirements: { category: keyof Requirements; label: string; items: string[] }[];
  summary: string | null;
  /**
   * True when the summary is most of the description (a short posting): the job page, which shows
   * the description in full, then leaves the summary out instead of showing the same text twice.
   */
  summaryRepeatsDescription: boolean;
  /** True when the grade was read from the description because the job had none. */
  gradeDetected: boolean;
  /** For a posting of the first-start sample: the day it was recorded (YYYY-MM-DD); else null. */
  sampleRecordedOn: string | null;
  /** Where the closing date came from (domain/closing-date.ts); null without one. */
  closingDateBasis: ClosingDateBasis | null;
  /**
   * The languages the posting asks for as a sentence ("English and French required; Arabic an
   * asset"); null when it names none.
   */
  languages: string | null;
  /** The same reading as data, for a page that words it in another language. */
  languageNeeds: LanguageRequirements;
};

/** The JSON of GET /api/v1/jobs/{id}/enriched (the More Info dialog). */
export type EnrichedJob = {
  job: JobCardData;
  summary: string | null;
  requirements: JobDetails["requirements"];
  descriptionHtml: string;
};

/** The "enriched job" (GET /api/v1/jobs/{id}/enriched, the More Info dialog): card data, requirements, summary and description. */
export async function getJobDetails(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<JobDetails | null> {
  const dto = await getJobById(db, id);
  if (!dto) return null;
  const [extra] = await queryRows<{
    org_logo: string | null;
    description_text: string;
    sample_recorded_on: string | null;
    closing_date_basis: ClosingDateBasis | null;
    languages_required: string[] | null;
    languages_asset: string[] | null;
    language_other: "required" | "asset" | null;
  }>(
    db,
    sql`select o.logo_url as org_logo, j.description_text,
          to_char(j.sample_recorded_at at time zone 'UTC', 'YYYY-MM-DD') as sample_recorded_on,
          j.closing_date_basis, j.languages_required, j.languages_asset, j.language_other
        from jobs j left join organizations o on o.id = j.organization_id where j.id = ${dto.id}`,
  );
  const card = toJobCardData(dto, {
    organizationLogoUrl: extra?.org_logo ?? null,
    descriptionText: extra?.description_text ?? dto.description ?? null,
    now,
    sampleRecordedOn: extra?.sample_recorded_on ?? null,
  });
  let gradeDetected = false;
  if (!card.grade) {
    // Without a stored grade, the grade falls back to one extracted from the description.
    const detected = detectGrade({
      title: dto.title,
      level: dto.level,
      description: extra?.description_text || dto.description || "",
      organization: dto.organization,
    });
    if (detected) {
      card.grade = {
        value: detected.code,
        colour: getGradeFamily(detected.code)?.colour ?? UNKNOWN_FIELD_COLOUR,
      };
      gradeDetected = true;
    }
  }
  const extracted = extractRequirements(dto.description ?? extra?.description_text ?? "");
  const requirements = (Object.keys(REQUIREMENT_LABELS) as (keyof Requirements)[])
    .map((category) => ({
      category,
      label: REQUIREMENT_LABELS[category],
      items: extracted[category],
    }))
    .filter((entry) => entry.items.length > 0);
  // The stored reading; a job stored before languages were read (not filled in yet) is read now.
  const languages =
    (extra &&
      languageRequirementsOf({
        languagesRequired: extra.languages_required,
        languagesAsset: extra.languages_asset,
        languageOther: extra.language_other,
      })) ??
    readLanguageRequirements(extra?.description_text ?? "");
  return {
    card,
    dto,
    languages: describeLanguageRequirements(languages) || null,
    languageNeeds: languages,
    descriptionHtml: dto.description ?? "",
    requirements,
    summary: dto.summary_excerpt?.trim() ? dto.summary_excerpt : null,
    summaryRepeatsDescription: summaryRepeatsText(
      dto.summary_excerpt,
      extra?.description_text ?? dto.description,
    ),
    gradeDetected,
    sampleRecordedOn: extra?.sample_recorded_on ?? null,
    closingDateBasis: extra?.closing_date_basis ?? null,
  };
}
