import { randomBytes } from "node:crypto";
import { desc, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { JOB_LEVELS } from "#domain/levels";
import { dutyStationOf, normalisePosting } from "#domain/normalise-posting";
import { PROFESSIONAL_FIELDS } from "#domain/professional-fields";
import type { Database } from "#server/db/create-db";
import { escapeLikePattern } from "#server/db/like-pattern";
import { adminAuditLog, jobs, type JobRow, type NewJobRow } from "#server/db/schema";
import { invalidateJobsCache } from "#server/modules/jobs/jobs-cache";
import { escapeHtml } from "#domain/text";

/**
 * Job postings managed by hand in the admin area: a paged, searchable list, create, edit and
 * delete. A job made here has the source `manual` (no source row: no crawl ever touches it) and an
 * external id `manual-{timestamp}-{random}`. A field edited here wins over what a later crawl of the
 * job's source detects (`jobs.admin_edited_fields`). Every change is written to the admin audit
 * log with each field's value before and after.
 */

/** The `jobs.source` of a job an admin made by hand. */
export const MANUAL_SOURCE = "manual";
export const MANUAL_EXTERNAL_ID = /^manual-\d{13}-[0-9a-f]{8}$/;

export const JOB_ADMIN_PAGE_SIZE = 25;

export const jobAdminQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type JobAdminQuery = z.infer<typeof jobAdminQuerySchema>;

/** Newest first; `q` matches part of the title, organisation or source. */
export async function listJobsForAdmin(db: Database, query: JobAdminQuery) {
  const pattern = query.q ? `%${escapeLikePattern(query.q)}%` : null;
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organization: jobs.organization,
      source: jobs.source,
      status: jobs.status,
      closingDate: jobs.closingDate,
      expiresAt: jobs.expiresAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(
      pattern
        ? or(
            ilike(jobs.title, pattern),
            ilike(jobs.organization, pattern),
            ilike(jobs.source, pattern),
          )
        : undefined,
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(JOB_ADMIN_PAGE_SIZE + 1)
    .offset((query.page - 1) * JOB_ADMIN_PAGE_SIZE);
  return {
    items: rows.slice(0, JOB_ADMIN_PAGE_SIZE).map((row) => ({
      id: row.id,
      title: row.title,
      organization: row.organization,
      source: row.source,
      status: row.status,
      deadline: row.closingDate ?? row.expiresAt?.toISOString().slice(0, 10) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > JOB_ADMIN_PAGE_SIZE,
  };
}

/** The fields of the job form, as the form sends them (strings; "" for none). */
export const JOB_FORM_FIELDS = [
  "title",
  "organization",
  "link",
  "postedDate",
  "level",
  "field",
  "grade",
  "dutyStation",
  "deadline",
  "description",
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
export type JobFormValues = Record<JobFormField, string>;

export const REQUIRED_MESSAGE = "Validation Error: Title and organization are required";

const isoDate = (label: string) =>
  z.union([z.literal(""), z.iso.date(`${label} must be a date (YYYY-MM-DD).`)]);

const jobFormSchema = z.object({
  title: z.string().trim().max(500, "The title can have at most 500 characters."),
  organization: z.string().trim().max(200, "The organization can have at most 200 characters."),
  link: z.union([
    z.literal(""),
    z.url({ protocol: /^https?$/, error: "The link must be a web address (https://…)." }),
  ]),
  postedDate: isoDate("The posted date"),
  level: z.union([z.literal(""), z.enum(JOB_LEVELS, "Choose a level from the list.")]),
  field: z.union([z.literal(""), z.enum(PROFESSIONAL_FIELDS, "Choose a field from the list.")]),
  grade: z.string().trim().max(30, "The grade can have at most 30 characters."),
  dutyStation: z.string().trim().max(200, "The duty station can have at most 200 characters."),
  deadline: isoDate("The deadline"),
  description: z
    .string()
    .trim()
    .max(100_000, "The description can have at most 100,000 characters."),
});

export type JobFormResult =
  | { ok: true; values: JobFormValues }
  | {
      ok: false;
      message: string;
      fieldErrors: Partial<Record<JobFormField, string>>;
      values: JobFormValues;
    };

/** Reads and checks the job form: title and organisation required, the link a URL, dates dates. */
export function validateJobForm(form: FormData | Record<string, unknown>): JobFormResult {
  const raw = form instanceof FormData ? Object.fromEntries(form) : form;
  const values = Object.fromEntries(
    JOB_FORM_FIELDS.map((name) => {
      const value = raw[name];
      return [name, typeof value === "string" ? value.trim() : ""];
    }),
  ) as JobFormValues;
  const fieldErrors: Partial<Record<JobFormField, string>> = {};
  if (!values.title) fieldErrors.title = "Enter the job title.";
  if (!values.organization) fieldErrors.organization = "Enter the organization.";
  const parsed = jobFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as JobFormField;
      fieldErrors[name] ??= issue.message;
    }
  }
  if (fieldErrors.title || fieldErrors.organization) {
    return { ok: false, message: REQUIRED_MESSAGE, fieldErrors, values };
  }
  const problems = Object.values(fieldErrors);
  if (problems.length > 0) {
    return { ok: false, message: `Validation Error: ${problems.join(" ")}`, fieldErrors, values };
  }
  return { ok: true, values };
}

/** A new manual job's external id: `manual-{milliseconds}-{8 random hex digits}`. */
export function manualExternalId(now: Date): string {
  return `manual-${now.getTime()}-${randomBytes(4).toString("hex")}`;
}

const NO_LOCATION = "Location not specified";

/** What the form shows for a stored job. */
export function jobFormValuesOf(row: JobRow): JobFormValues {
  return {
    title: row.title,
    organization: row.organization,
    link: row.link,
    postedDate: row.postedDate.toISOString().slice(0, 10),
    level: row.level ?? "",
    field: row.professionalField ?? "",
    grade: row.gradeCode ?? "",
    dutyStation: row.location === NO_LOCATION ? "" : row.location,
    deadline: row.closingDate ?? row.expiresAt?.toISOString().slice(0, 10) ?? "",
    description: row.description,
  };
}

/** Plain text typed into the form becomes paragraphs; HTML is kept (and sanitised). */
function descriptionHtmlOf(value: string): string {
  if (value === "" || /<[a-z][^>]*>/i.test(value)) return value;
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The columns each form field decides, read through the same normalisation as a crawl. */
function columnsOf(values: JobFormValues, now: Date): Record<JobFormField, Partial<NewJobRow>> {
  const normalised = normalisePosting(
    {
      title: values.title,
      organization: values.organization,
      location: values.dutyStation || null,
      descriptionHtml: descriptionHtmlOf(values.description),
      grade: values.grade || null,
      deadlineText: values.deadline || null,
      deadlineDecided: true,
      postedAt: values.postedDate || null,
      link: values.link,
      externalId: "form",
    },
    now,
  );
  const hasLocation = values.dutyStation !== "";
  // The admin's deadline is the closing date as typed: read alone, never weighed against a date in
  // the description, and with no basis (the job page then says nothing of where it came from).
  const deadline = values.deadline
    ? normalisePosting(
        {
          title: values.title,
          organization: values.organization,
          location: values.dutyStation || null,
          deadlineText: values.deadline,
          deadlineDecided: true,
          link: values.link,
          externalId: "form",
        },
        now,
      ).deadline
    : null;
  return {
    title: { title: normalised.title },
    organization: {
      organization: normalised.organizationName ?? values.organization,
      organizationSlug: normalised.organizationSlug,
    },
    link: { link: values.link },
    postedDate: {
      postedDate: values.postedDate ? new Date(`${values.postedDate}T00:00:00Z`) : now,
    },
    level: { level: values.level || null },
    field: { professionalField: values.field || null },
    grade: values.grade
      ? {
          gradeCode: normalised.gradeCode ?? values.grade,
          gradeSource: "level",
          gradeConfidence: 1,
        }
      : { gradeCode: null, gradeSource: null, gradeConfidence: null },
    dutyStation: hasLocation
      ? dutyStationOf(normalised)
      : {
          location: NO_LOCATION,
          city: null,
          country: null,
          countryCode: null,
          region: null,
          isRemote: false,
          isMultiLocation: false,
        },
    deadline: {
      expiresAt: deadline?.instant ?? null,
      closingDate: deadline?.localDate ?? null,
      closingDateBasis: null,
    },
    description: {
      description: normalised.descriptionHtml,
      descriptionText: normalised.descriptionText,
      summaryExcerpt: normalised.summaryExcerpt || null,
    },
  };
}

export type AdminActor = { id: string; email: string };
type Change = { before: string; after: string };

const MAX_AUDIT_VALUE = 200;

function shown(value: string): string {
  if (value === "") return "(empty)";
  return value.length > MAX_AUDIT_VALUE ? `${value.slice(0, MAX_AUDIT_VALUE)}…` : value;
}

async function recordJobChange(
  db: Database,
  actor: AdminActor,
  action: "job created" | "job updated" | "job deleted",
  jobId: string,
  changes: Partial<Record<JobFormField | "externalId" | "status", Change>>,
) {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target: jobId,
    details: Object.fromEntries(
      Object.entries(changes).map(([name, change]) => [
        name,
        `${shown(change.before)} → ${shown(change.after)}`,
      ]),
    ),
  });
}

/** The columns of the given form fields, merged. */
function mergeColumns(
  columns: Record<JobFormField, Partial<NewJobRow>>,
  names: readonly JobFormField[],
): Partial<NewJobRow> {
  const merged: Partial<NewJobRow> = {};
  for (const name of names) Object.assign(merged, columns[name]);
  return merged;
}

/** Stores a new manual job (status active); returns its id and external id. */
export async function createManualJob(
  db: Database,
  actor: AdminActor,
  values: JobFormValues,
  now = new Date(),
): Promise<{ id: string; externalId: string }> {
  const columns = columnsOf(values, now);
  const externalId = manualExternalId(now);
  const row: NewJobRow = {
    // (the required columns, then what the normalisation makes of them)
    title: values.title,
    organization: values.organization,
    link: values.link,
    ...mergeColumns(columns, JOB_FORM_FIELDS),
    source: MANUAL_SOURCE,
    sourceId: null,
    externalId,
    links: values.link ? [{ source: MANUAL_SOURCE, url: values.link }] : [],
    status: "active",
    firstSeenAt: now,
    lastSeenAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const id = await db.transaction(async (tx) => {
    const [written] = await tx.insert(jobs).values(row).returning({ id: jobs.id });
    const changes: Partial<Record<JobFormField | "externalId" | "status", Change>> = {
      externalId: { before: "", after: externalId },
      status: { before: "", after: "active" },
    };
    for (const name of JOB_FORM_FIELDS)
      if (values[name]) changes[name] = { before: "", after: values[name] };
    await recordJobChange(tx, actor, "job created", written!.id, changes);
    return written!.id;
  });
  invalidateJobsCache();
  return { id, externalId };
}

export async function getJobForAdmin(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * Applies the form to a stored job: only the fields that differ from what the form showed are
 * written (with what they decide, e.g. a duty station its country and region). Returns the names
 * of the changed fields, or null when there is no such job.
 */
export async function updateJob(
  db: Database,
  actor: AdminActor,
  id: string,
  values: JobFormValues,
  now = new Date(),
): Promise<JobFormField[] | null> {
  const result = await db.transaction(async (tx) => {
    const [row] = z.uuid().safeParse(id).success
      ? await tx.select().from(jobs).where(eq(jobs.id, id)).for("update").limit(1)
      : [];
    if (!row) return null;
    const before = jobFormValuesOf(row);
    const changed = JOB_FORM_FIELDS.filter((name) => before[name] !== values[name]);
    if (changed.length === 0) return [];
    const columns = columnsOf(values, now);
    const update: Partial<NewJobRow> = {
      ...mergeColumns(columns, changed),
      // Edited fields keep the admin's values when the source is crawled again.
      adminEditedFields: [...new Set([...row.adminEditedFields, ...changed])],
      updatedAt: now,
    };
    if (changed.includes("link")) {
      // The new link replaces the old one among the job's links (others' sources stay).
      const others = row.links.filter((link) => link.url !== row.link && link.url !== values.link);
      update.links = values.link ? [{ source: row.source, url: values.link }, ...others] : others;
    }
    if (changed.includes("deadline") && row.status !== "closed") {
      const expired = update.expiresAt ? update.expiresAt.getTime() <= now.getTime() : false;
      update.status = expired ? "expired" : "active";
    }
    await tx.update(jobs).set(update).where(eq(jobs.id, id));
    const changes: Partial<Record<JobFormField | "status", Change>> = {};
    for (const name of changed) changes[name] = { before: before[name], after: values[name] };
    if (update.status && update.status !== row.status)
      changes.status = { before: row.status, after: update.status };
    await recordJobChange(tx, actor, "job updated", id, changes);
    return changed;
  });
  if (result && result.length > 0) invalidateJobsCache();
  return result;
}

/** Deletes a job for good (its listings and saved copies go with it); false when there is none. */
export async function deleteJob(db: Database, actor: AdminActor, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(jobs).where(eq(jobs.id, id)).returning();
    if (!row) return false;
    const before = jobFormValuesOf(row);
    const changes: Partial<Record<JobFormField | "externalId" | "status", Change>> = {
      externalId: { before: `${row.source}/${row.externalId}`, after: "" },
      status: { before: row.status, after: "" },
    };
    for (const name of JOB_FORM_FIELDS)
      if (before[name]) changes[name] = { before: before[name], after: "" };
    await recordJobChange(tx, actor, "job deleted", id, changes);
    return true;
  });
  if (deleted) invalidateJobsCache();
  return deleted;
}
