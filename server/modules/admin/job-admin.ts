import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { JOB_FORM_FIELDS, type JobFormField, type JobFormValues } from "#domain/job-posting-form";
import type { Database } from "#server/db/create-db";
import { jobs, type NewJobRow } from "#server/db/schema";
import { invalidateJobsCache } from "#server/modules/jobs/jobs-cache";
import { columnsOf, jobFormValuesOf, mergeColumns } from "./job-form-columns";
import { recordAdminChange, type AdminActor, type FieldChange } from "./record-admin-change";

/**
 * Job postings managed by hand in the admin area: create, edit and delete (the list is
 * list-jobs-for-admin.ts, the form's schema domain/job-posting-form.ts). A job made here has the
 * source `manual` (no source row: no crawl ever touches it) and an external id
 * `manual-{timestamp}-{random}`. A field edited here wins over what a later crawl of the job's
 * source detects (`jobs.admin_edited_fields`). Every change is written to the admin audit log with
 * each field's value before and after.
 */

/** The `jobs.source` of a job an admin made by hand. */
export const MANUAL_SOURCE = "manual";
export const MANUAL_EXTERNAL_ID = /^manual-\d{13}-[0-9a-f]{8}$/;

/** A new manual job's external id: `manual-{milliseconds}-{8 random hex digits}`. */
export function manualExternalId(now: Date): string {
  return `manual-${now.getTime()}-${randomBytes(4).toString("hex")}`;
}

type JobChanges = Partial<Record<JobFormField | "externalId" | "status", FieldChange>>;

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
    const changes: JobChanges = {
      externalId: { before: "", after: externalId },
      status: { before: "", after: "active" },
    };
    for (const name of JOB_FORM_FIELDS)
      if (values[name]) changes[name] = { before: "", after: values[name] };
    await recordAdminChange(tx, actor, "job created", written!.id, changes);
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
    const changes: JobChanges = {};
    for (const name of changed) changes[name] = { before: before[name], after: values[name] };
    if (update.status && update.status !== row.status)
      changes.status = { before: row.status, after: update.status };
    await recordAdminChange(tx, actor, "job updated", id, changes);
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
    const changes: JobChanges = {
      externalId: { before: `${row.source}/${row.externalId}`, after: "" },
      status: { before: row.status, after: "" },
    };
    for (const name of JOB_FORM_FIELDS)
      if (before[name]) changes[name] = { before: before[name], after: "" };
    await recordAdminChange(tx, actor, "job deleted", id, changes);
    return true;
  });
  if (deleted) invalidateJobsCache();
  return deleted;
}
