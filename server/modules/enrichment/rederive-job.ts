import { classifyContract } from "#domain/contract-types";
import { deriveDeadline } from "#domain/deadlines";
import { classifyField } from "#domain/fields";
import { detectGrade, normaliseGradeCode } from "#domain/grades";
import { detectLevel, levelFromGrade } from "#domain/levels";
import { resolveDutyStation } from "#domain/duty-stations";
import type { FindTowns } from "#domain/gazetteer-towns";
import { LOCATION_NOT_SPECIFIED, parseLocation } from "#domain/locations";
import { matchOrganisation } from "#domain/organisations";
import { createExcerpt, createSummaryExcerpt, sanitizedHtmlToText } from "#domain/text";
import type { JobRow } from "#server/db/schema";
import type { EnrichmentField, FieldChange } from "./enrichment-fields";
import { ownEntry } from "#domain/own-entry";

/** The columns a re-derivation reads. */
export type StoredJob = Pick<
  JobRow,
  | "id"
  | "source"
  | "title"
  | "organization"
  | "organizationSlug"
  | "location"
  | "city"
  | "country"
  | "countryCode"
  | "region"
  | "isRemote"
  | "isMultiLocation"
  | "description"
  | "descriptionText"
  | "professionalField"
  | "level"
  | "gradeCode"
  | "gradeSource"
  | "gradeConfidence"
  | "contractType"
  | "nationalsOnly"
  | "expiresAt"
  | "closingDate"
  | "status"
  | "summaryExcerpt"
  | "adminEditedFields"
>;

export type JobPatch = Partial<
  Omit<StoredJob, "id" | "source" | "description" | "adminEditedFields">
>;

export type Rederivation = { patch: JobPatch; changes: FieldChange[] };

export type RederiveOptions = { fields: readonly EnrichmentField[]; levelFollowsGrade: boolean };

// A grade read from the source's own grade field (not stored) scores 0.9, as a grade field
// does at ingestion; one of unknown
// provenance (typed in by hand, older data) is treated the same way.
const SOURCE_GIVEN_CONFIDENCE = 0.9;
// Levels that contract words decide; the contract text of the source is not stored either.
const CONTRACT_LEVELS = new Set(["Internship", "Volunteering", "Consultant"]);
const SUMMARY_FALLBACK_LENGTH = 300;

type Grade = { code: string; source: string | null; confidence: number | null };

const sameNumber = (a: number | null, b: number | null) =>
  a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-4);

function describeGrade(grade: Grade | null): string | null {
  return grade ? `${grade.code}${grade.source ? ` (${grade.source})` : ""}` : null;
}

/**
 * The grade of a job from its title and description now. A stored grade that the source gave (or
 * of unknown origin) stays unless re-detection is more confident; nothing found keeps the old one.
 */
function rederiveGrade(job: StoredJob, text: string): Grade | null {
  const stored: Grade | null = job.gradeCode
    ? { code: job.gradeCode, source: job.gradeSource, confidence: job.gradeConfidence }
    : null;
  const found = detectGrade({
    title: job.title,
    description: text,
    organization: job.organization,
  });
  const sourceGiven = stored !== null && (stored.source === "level" || stored.source === null);
  const storedConfidence = stored?.confidence ?? SOURCE_GIVEN_CONFIDENCE;
  if (found && !(sourceGiven && found.confidence <= storedConfidence + 1e-4)) return found;
  if (!stored) return null;
  // Kept: written the canonical way ("P3" → "P-3").
  return { ...stored, code: normaliseGradeCode(stored.code) ?? stored.code };
}

function rederiveLevel(
  job: StoredJob,
  text: string,
  gradeCode: string | null,
  onlyFromGrade: boolean,
): string | null {
  const detected = detectLevel({ title: job.title, gradeCode, description: text });
  if (!detected) return job.level;
  if (onlyFromGrade && (!gradeCode || detected !== levelFromGrade(gradeCode))) return job.level;
  if (job.level && CONTRACT_LEVELS.has(job.level) && !CONTRACT_LEVELS.has(detected))
    return job.level;
  return detected;
}

function describeLocation(job: Pick<StoredJob, "location" | "countryCode" | "region">): string {
  const extra = [job.countryCode, job.region].filter(Boolean).join(", ");
  return extra ? `${job.location} (${extra})` : job.location;
}

function rederiveLocation(job: StoredJob, text: string, findTowns?: FindTowns): JobPatch | null {
  const parsed = resolveDutyStation(parseLocation(job.location), job.title, text, findTowns);
  const nothing = !parsed.country && !parsed.city && !parsed.isRemote && !parsed.isMultiple;
  if (nothing || parsed.display === LOCATION_NOT_SPECIFIED) return null;
  return {
    location: parsed.display,
    city: parsed.city ?? job.city,
    country: parsed.country ?? job.country,
    countryCode: parsed.countryCode ?? job.countryCode,
    region: parsed.region ?? job.region,
    isRemote: parsed.isRemote || job.isRemote,
    isMultiLocation: parsed.isMultiple || job.isMultiLocation,
  };
}

function describeContract(job: Pick<StoredJob, "contractType" | "nationalsOnly">): string | null {
  const parts = [
    job.contractType,
    job.nationalsOnly === null ? null : job.nationalsOnly ? "nationals only" : "international",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

function changed(patch: JobPatch, job: StoredJob): boolean {
  return Object.entries(patch).some(([key, value]) => {
    const before = ownEntry(job, key);
    if (typeof value === "number" || typeof before === "number")
      return !sameNumber((value ?? null) as number | null, (before ?? null) as number | null);
    if (value instanceof Date || before instanceof Date)
      return (value as Date | null)?.getTime() !== (before as Date | null)?.getTime();
    return value !== before;
  });
}

/**
 * Re-derives the chosen normalised fields of a stored job with the domain detectors. Pure: returns
 * the columns to write and a before → after line per changed field (both empty when nothing changes).
 * Re-detection that finds nothing never erases a value; deadline and summary are only filled.
 * `findTowns`, the server's gazetteer, places a town the place list does not know, as at ingestion.
 */
export function rederiveJob(
  job: StoredJob,
  options: RederiveOptions,
  now: Date,
  findTowns?: FindTowns,
): Rederivation {
  const fields = new Set(options.fields);
  const text = job.descriptionText || sanitizedHtmlToText(job.description);
  const patch: JobPatch = {};
  const changes: FieldChange[] = [];
  const record = (field: EnrichmentField, part: JobPatch, before: string | null, after: string) => {
    if (!changed(part, job)) return;
    Object.assign(patch, part);
    changes.push({ field, before, after });
  };

  let gradeCode = job.gradeCode;
  if (fields.has("grade")) {
    const grade = rederiveGrade(job, text);
    if (grade) {
      const stored = job.gradeCode
        ? { code: job.gradeCode, source: job.gradeSource, confidence: job.gradeConfidence }
        : null;
      record(
        "grade",
        {
          gradeCode: grade.code,
          gradeSource: grade.source,
          gradeConfidence: grade.confidence,
        },
        describeGrade(stored),
        describeGrade(grade)!,
      );
      gradeCode = grade.code;
    }
  }
  const levelFollows = options.levelFollowsGrade && gradeCode !== job.gradeCode;
  if (fields.has("level") || levelFollows) {
    const level = rederiveLevel(job, text, gradeCode, !fields.has("level"));
    if (level) record("level", { level }, job.level, level);
  }
  if (fields.has("field")) {
    const field = classifyField({ title: job.title, description: text })?.field;
    if (field) record("field", { professionalField: field }, job.professionalField, field);
  }
  if (fields.has("deadline") && job.expiresAt === null) {
    const deadline = deriveDeadline(
      {
        description: text,
        organizationText: job.organization,
        closingDate: job.closingDate,
        countryCode: job.countryCode,
      },
      // A stored closing date is the source's own: it wins over a date read from the text.
      job.closingDate ? "detail" : "listing",
    );
    if (deadline) {
      const expired = deadline.instant.getTime() <= now.getTime();
      record(
        "deadline",
        {
          expiresAt: deadline.instant,
          closingDate: deadline.localDate,
          ...(expired && job.status === "active" ? { status: "expired" as const } : {}),
        },
        job.closingDate ? `${job.closingDate} (date only)` : null,
        deadline.localDate,
      );
    }
  }
  if (fields.has("location")) {
    const location = rederiveLocation(job, text, findTowns);
    if (location)
      record(
        "location",
        location,
        describeLocation(job),
        describeLocation({ ...job, ...location }),
      );
  }
  if (fields.has("organization")) {
    const organisation = matchOrganisation(job.organization);
    if (organisation)
      record(
        "organization",
        { organization: organisation.name, organizationSlug: organisation.slug },
        `${job.organization}${job.organizationSlug ? ` (${job.organizationSlug})` : ""}`,
        `${organisation.name} (${organisation.slug})`,
      );
  }
  if (fields.has("contract")) {
    // The platform's own contract field is not stored: what the title, grade and description say
    // now. A value they no longer show (read from that field at ingestion) is kept.
    const found = classifyContract({ title: job.title, gradeCode, description: text });
    const contract = {
      contractType: found.contractType ?? job.contractType,
      nationalsOnly: found.nationalsOnly ?? job.nationalsOnly,
    };
    record("contract", contract, describeContract(job), describeContract(contract) ?? "");
  }
  if (fields.has("summary") && !job.summaryExcerpt?.trim()) {
    const summary = createSummaryExcerpt(text) || createExcerpt(text, SUMMARY_FALLBACK_LENGTH);
    if (summary) record("summary", { summaryExcerpt: summary }, null, createExcerpt(summary, 120));
  }
  return { patch, changes };
}
