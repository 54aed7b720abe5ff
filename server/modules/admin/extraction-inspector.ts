import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { deadlineScanText, deriveDeadline, findDeadlineMentions } from "#domain/deadlines";
import { findDutyStationInTitle, findDutyStationMentions } from "#domain/duty-stations";
import {
  detectGradeWithEvidence,
  findGradeMatches,
  gradeScanTexts,
  type GradeMatch,
} from "#domain/grades";
import { parseLocation } from "#domain/locations";
import { normalisePosting } from "#domain/normalise-posting";
import { sanitizedHtmlToText } from "#domain/text";
import { isTidyConvertedText } from "#domain/text-whitespace";
import type { Database } from "#server/db/create-db";
import { jobs } from "#server/db/schema";

// The extraction inspector of the admin area (first written to debug IOM's grades, now for every source):
// what the real extractor of domain/ makes of the jobs stored now. Nothing here decides a value on
// its own: matches, choices and fresh values all come from the functions ingestion uses.

/** Jobs without a grade listed per source in the analysis, to open in the inspector. */
export const ANALYSIS_SAMPLE = 5;
const PAGE = 500;
const SNIPPET = 60;

export type SourceGradeAnalysis = {
  source: string;
  jobs: number;
  jobsWithGrades: number;
  jobsWithoutGrades: number;
  /** Jobs without a stored grade in which the extractor finds one today. */
  foundNowWithoutStored: number;
  /** Rule id → jobs whose grade that rule gives today (title or description). */
  patterns: { rule: string; jobs: number }[];
  sampleWithoutGrades: { id: string; title: string }[];
};

export type GradeAnalysis = { openJobs: number; sources: SourceGradeAnalysis[] };

/** The text the extractor reads of a stored job: its plain description (from the markup if empty). */
function storedText(job: { descriptionText: string; description: string }): string {
  return job.descriptionText || sanitizedHtmlToText(job.description);
}

/**
 * Per source, over its open jobs: how many have a stored grade, and which grade rule gives the grade
 * the extractor finds in each job's title and description today.
 */
export async function analyzeGrades(db: Database): Promise<GradeAnalysis> {
  const bySource = new Map<string, SourceGradeAnalysis & { counts: Map<string, number> }>();
  let lastId: string | null = null;
  let openJobs = 0;
  for (;;) {
    const rows = await db
      .select({
        id: jobs.id,
        source: jobs.source,
        title: jobs.title,
        organization: jobs.organization,
        description: jobs.description,
        descriptionText: jobs.descriptionText,
        gradeCode: jobs.gradeCode,
      })
      .from(jobs)
      .where(
        lastId ? and(eq(jobs.status, "active"), gt(jobs.id, lastId)) : eq(jobs.status, "active"),
      )
      .orderBy(asc(jobs.id))
      .limit(PAGE);
    for (const row of rows) {
      openJobs++;
      let entry = bySource.get(row.source);
      if (!entry) {
        entry = {
          source: row.source,
          jobs: 0,
          jobsWithGrades: 0,
          jobsWithoutGrades: 0,
          foundNowWithoutStored: 0,
          patterns: [],
          sampleWithoutGrades: [],
          counts: new Map(),
        };
        bySource.set(row.source, entry);
      }
      entry.jobs++;
      const text = storedText(row);
      const found = detectGradeWithEvidence({
        title: row.title,
        description: text,
        organization: row.organization,
        tidyDescription: isTidyConvertedText(text),
      });
      if (found) entry.counts.set(found.rule, (entry.counts.get(found.rule) ?? 0) + 1);
      if (row.gradeCode) entry.jobsWithGrades++;
      else {
        entry.jobsWithoutGrades++;
        if (found) entry.foundNowWithoutStored++;
        if (entry.sampleWithoutGrades.length < ANALYSIS_SAMPLE)
          entry.sampleWithoutGrades.push({ id: row.id, title: row.title });
      }
    }
    if (rows.length < PAGE) break;
    lastId = rows[rows.length - 1]!.id;
  }
  const sources = [...bySource.values()]
    .map(({ counts, ...entry }) => ({
      ...entry,
      patterns: [...counts]
        .map(([rule, count]) => ({ rule, jobs: count }))
        .sort((a, b) => b.jobs - a.jobs || a.rule.localeCompare(b.rule)),
    }))
    .sort((a, b) => b.jobs - a.jobs || a.source.localeCompare(b.source));
  return { openJobs, sources };
}

/** A match with the text around it, for showing it highlighted. */
export type Snippet = { before: string; match: string; after: string; index: number };

function snippet(text: string, index: number, end: number): Snippet {
  const from = Math.max(0, index - SNIPPET);
  const to = Math.min(text.length, end + SNIPPET);
  return {
    before: `${from > 0 ? "…" : ""}${text.slice(from, index)}`,
    match: text.slice(index, end),
    after: `${text.slice(end, to)}${to < text.length ? "…" : ""}`,
    index,
  };
}

export type GradeMatchView = Omit<GradeMatch, "match"> & { snippet: Snippet; chosen: boolean };

export type JobInspection = {
  job: {
    id: string;
    title: string;
    organization: string;
    source: string;
    location: string;
    gradeCode: string | null;
    gradeSource: string | null;
    closingDate: string | null;
  };
  grade: {
    chosen: { code: string; source: string; rule: string } | null;
    title: GradeMatchView[];
    description: GradeMatchView[];
    descriptionLength: number;
  };
  deadline: {
    extracted: string | null;
    mentions: {
      label: string;
      outcome: string;
      date: string | null;
      snippet: Snippet;
    }[];
  };
  dutyStation: {
    field: string;
    title: string | null;
    mentions: { kind: string; phrase: string; place: string | null; snippet: Snippet }[];
  };
};

export type InspectorLookup<T> = { ok: true; value: T } | { ok: false; message: string };

const JOB_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  organization: jobs.organization,
  source: jobs.source,
  location: jobs.location,
  countryCode: jobs.countryCode,
  description: jobs.description,
  descriptionText: jobs.descriptionText,
  gradeCode: jobs.gradeCode,
  gradeSource: jobs.gradeSource,
  level: jobs.level,
  professionalField: jobs.professionalField,
  closingDate: jobs.closingDate,
  expiresAt: jobs.expiresAt,
  organizationSlug: jobs.organizationSlug,
};

async function findJob(db: Database, rawId: string) {
  const id = rawId.trim();
  if (id === "") return { ok: false as const, message: "Enter a job id." };
  if (!z.uuid().safeParse(id).success)
    return {
      ok: false as const,
      message: `"${id.slice(0, 80)}" is not a job id: a job id looks like 3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.`,
    };
  const [row] = await db.select(JOB_COLUMNS).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) return { ok: false as const, message: `No job has the id ${id}.` };
  return { ok: true as const, row };
}

/**
 * Every match of every grade, deadline and duty-station pattern in a stored job's title and
 * description, where the extractor reads them, with the text around each and which one it chose.
 */
export async function inspectJob(
  db: Database,
  rawId: string,
): Promise<InspectorLookup<JobInspection>> {
  const found = await findJob(db, rawId);
  if (!found.ok) return found;
  const job = found.row;
  const text = storedText(job);
  const gradeInput = {
    title: job.title,
    description: text,
    organization: job.organization,
    tidyDescription: isTidyConvertedText(text),
  };
  const chosen = detectGradeWithEvidence(gradeInput);
  const scanned = gradeScanTexts(gradeInput);
  const gradeView = (source: "title" | "description") => {
    const scannedText = scanned[source] ?? "";
    return findGradeMatches(scannedText, source, job.organization).map(
      ({ match: _match, ...rest }): GradeMatchView => ({
        ...rest,
        snippet: snippet(scannedText, rest.index, rest.end),
        chosen:
          chosen !== null &&
          chosen.source === source &&
          chosen.index === rest.index &&
          chosen.rule === rest.rule,
      }),
    );
  };
  const deadlineText = deadlineScanText(text);
  const dayFirst = /\bEBRD\b|reconstruction and development|\bUNESCO\b/i.test(job.organization);
  const extractedDeadline = deriveDeadline(
    { description: text, organizationText: job.organization },
    "listing",
  );
  const titleStation = findDutyStationInTitle(job.title);
  return {
    ok: true,
    value: {
      job: {
        id: job.id,
        title: job.title,
        organization: job.organization,
        source: job.source,
        location: job.location,
        gradeCode: job.gradeCode,
        gradeSource: job.gradeSource,
        closingDate: job.closingDate,
      },
      grade: {
        chosen: chosen ? { code: chosen.code, source: chosen.source, rule: chosen.rule } : null,
        title: gradeView("title"),
        description: gradeView("description"),
        descriptionLength: text.length,
      },
      deadline: {
        extracted: extractedDeadline?.localDate ?? null,
        mentions: findDeadlineMentions(deadlineText, { dayFirst }).map((mention) => ({
          label: mention.label.trim(),
          outcome: mention.outcome,
          date: mention.deadline?.localDate ?? null,
          snippet: snippet(deadlineText, mention.index, mention.end),
        })),
      },
      dutyStation: {
        field: parseLocation(job.location).display,
        title: titleStation?.display ?? null,
        mentions: findDutyStationMentions(text).map((mention) => ({
          kind: mention.kind,
          phrase: mention.phrase,
          place: mention.place?.display ?? null,
          snippet: snippet(text, mention.index, mention.end),
        })),
      },
    },
  };
}

export type ExtractionComparison = {
  job: { id: string; title: string; source: string };
  currentGrade: string | null;
  extractedGrade: string | null;
  /** The extractor finds a grade, and it is the stored one. */
  extractionWorked: boolean;
  fields: { field: string; current: string | null; extracted: string | null; same: boolean }[];
};

/**
 * A stored job run through ingestion's normalisation again (normalisePosting on its stored title,
 * organisation, location and description): its stored values next to the fresh ones. The source's
 * own grade field and dates are not stored, so values that came from them may differ.
 */
export async function testExtraction(
  db: Database,
  rawId: string,
  now: Date,
): Promise<InspectorLookup<ExtractionComparison>> {
  const found = await findJob(db, rawId);
  if (!found.ok) return found;
  const job = found.row;
  const fresh = normalisePosting(
    {
      title: job.title,
      organization: job.organization,
      location: job.location,
      descriptionHtml: job.description || job.descriptionText,
      link: "",
      externalId: job.id,
    },
    now,
  );
  const grade = (code: string | null, source: string | null) =>
    code ? `${code}${source ? ` (${source})` : ""}` : null;
  const place = (display: string, countryCode: string | null) =>
    countryCode ? `${display} (${countryCode})` : display;
  const fields = [
    {
      field: "Grade",
      current: grade(job.gradeCode, job.gradeSource),
      extracted: grade(fresh.gradeCode, fresh.gradeSource),
    },
    { field: "Level", current: job.level, extracted: fresh.level },
    { field: "Professional field", current: job.professionalField, extracted: fresh.field },
    {
      field: "Deadline",
      current: job.closingDate,
      extracted: fresh.deadline?.localDate ?? null,
    },
    {
      field: "Duty station",
      current: place(job.location, job.countryCode),
      extracted: place(fresh.locationDisplay, fresh.countryCode),
    },
    {
      field: "Organisation",
      current: `${job.organization}${job.organizationSlug ? ` (${job.organizationSlug})` : ""}`,
      extracted: fresh.organizationName
        ? `${fresh.organizationName}${fresh.organizationSlug ? ` (${fresh.organizationSlug})` : ""}`
        : null,
    },
  ].map((row) => ({ ...row, same: row.current === row.extracted }));
  return {
    ok: true,
    value: {
      job: { id: job.id, title: job.title, source: job.source },
      currentGrade: job.gradeCode,
      extractedGrade: fresh.gradeCode,
      extractionWorked: fresh.gradeCode !== null && fresh.gradeCode === job.gradeCode,
      fields,
    },
  };
}
