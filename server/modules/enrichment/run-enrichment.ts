import type { Database } from "#server/db/create-db";
import { findKnownTowns } from "#server/ingestion/known-towns";
import type { AdminEditableField } from "#server/db/schema";
import { invalidateJobsCache } from "#server/modules/jobs/jobs-cache";
import {
  COUNT_OF_FIELD,
  createEmptyCounts,
  type EnrichmentCounts,
  type EnrichmentField,
  type JobChange,
} from "./enrichment-fields";
import type { PresetName } from "./enrichment-presets";
import { EnrichmentOptionsError, type EnrichmentOptions } from "./parse-enrichment-options";
import { rederiveJob, type JobPatch } from "./rederive-job";
import { findSourcesByAdapter, loadStoredJobs, selectJobIds, writeJobPatches } from "./select-jobs";

/** The re-derived field an admin's edit of a job's field decides. */
const ENRICHMENT_FIELD_OF: Record<string, EnrichmentField | undefined> = {
  grade: "grade",
  level: "level",
  field: "field",
  deadline: "deadline",
  dutyStation: "location",
  organization: "organization",
  description: "summary",
} satisfies Partial<Record<AdminEditableField, EnrichmentField>>;

/** Jobs read, re-derived and written together: at most 100 jobs per batch. */
export const ENRICHMENT_BATCH_SIZE = 100;
/** Changed jobs listed with before → after in a result. */
export const CHANGES_SHOWN = 50;

export type EnrichmentResult = EnrichmentCounts & {
  preset: PresetName;
  dryRun: boolean;
  fields: EnrichmentField[];
  /** The source names the run was limited to; null: every source. */
  sources: string[] | null;
  organization: string | null;
  days: number | null;
  limit: number | null;
  processed: number;
  updated: number;
  /** Jobs whose re-derivation threw; the run goes on without them. */
  errors: number;
  /** The first CHANGES_SHOWN changed jobs. */
  changes: JobChange[];
};

/** Called as a run goes, so a background run can show how far it is. */
export type EnrichmentProgress = {
  /** After each batch (of ENRICHMENT_BATCH_SIZE jobs) is re-derived and written. */
  onBatch?: (progress: {
    done: number;
    total: number;
    updated: number;
    errors: number;
  }) => Promise<void>;
  /** A job whose re-derivation threw; it is counted in `errors` and skipped. */
  onJobError?: (jobId: string, error: unknown) => Promise<void> | void;
};

async function resolveSources(db: Database, options: EnrichmentOptions): Promise<string[] | null> {
  if (!options.adapter) return options.source ? [options.source] : null;
  const names = await findSourcesByAdapter(db, options.adapter);
  if (!options.source) return names;
  if (!names.includes(options.source))
    throw new EnrichmentOptionsError([
      `source ${options.source} does not use the ${options.adapter} adapter${
        names.length > 0 ? ` (those that do: ${names.join(", ")})` : ""
      }`,
    ]);
  return [options.source];
}

/**
 * Re-derives the normalised fields of stored jobs with the domain detectors, in batches of 100.
 * A dry run computes exactly the same changes and writes nothing.
 */
export async function runEnrichment(
  db: Database,
  options: EnrichmentOptions,
  now: Date = new Date(),
  progress?: EnrichmentProgress,
): Promise<EnrichmentResult> {
  const sources = await resolveSources(db, options);
  const ids = await selectJobIds(
    db,
    {
      sources,
      organization: options.organization,
      days: options.days,
      limit: options.limit,
      includeClosed: options.includeClosed,
    },
    now,
  );
  const result: EnrichmentResult = {
    preset: options.preset,
    dryRun: options.dryRun,
    fields: options.fields,
    sources,
    organization: options.organization,
    days: options.days,
    limit: options.limit,
    processed: 0,
    updated: 0,
    errors: 0,
    ...createEmptyCounts(),
    changes: [],
  };
  await progress?.onBatch?.({ done: 0, total: ids.length, updated: 0, errors: 0 });
  for (let start = 0; start < ids.length; start += ENRICHMENT_BATCH_SIZE) {
    const batch = await loadStoredJobs(db, ids.slice(start, start + ENRICHMENT_BATCH_SIZE));
    const writes: { id: string; patch: JobPatch }[] = [];
    for (const job of batch) {
      result.processed++;
      // What an admin set by hand is not re-derived (the admin's value wins, as over a crawl).
      const kept = new Set(job.adminEditedFields.map((field) => ENRICHMENT_FIELD_OF[field]));
      const fields = options.fields.filter((field) => !kept.has(field));
      let rederived: ReturnType<typeof rederiveJob>;
      try {
        rederived = rederiveJob(job, { ...options, fields }, now, findKnownTowns);
      } catch (error) {
        result.errors++;
        await progress?.onJobError?.(job.id, error);
        continue;
      }
      const { patch, changes } = rederived;
      if (changes.length === 0) continue;
      result.updated++;
      for (const change of changes) result[COUNT_OF_FIELD[change.field]]++;
      if (result.changes.length < CHANGES_SHOWN)
        result.changes.push({
          id: job.id,
          title: job.title,
          organization: job.organization,
          source: job.source,
          changes,
        });
      writes.push({ id: job.id, patch });
    }
    if (!options.dryRun) await writeJobPatches(db, writes, now);
    await progress?.onBatch?.({
      done: result.processed,
      total: ids.length,
      updated: result.updated,
      errors: result.errors,
    });
  }
  if (!options.dryRun && result.updated > 0) invalidateJobsCache();
  return result;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The toast shown when a preset's backfill ends: "Backfill Complete: Processed N jobs, updated M with grades". */
export function describeEnrichmentResult(result: EnrichmentResult): string {
  const only = result.fields.length === 1 ? result.fields[0] : null;
  const what =
    only === "grade" ? " with grades" : only === "field" ? " with professional fields" : "";
  return result.dryRun
    ? `Dry run complete: Processed ${plural(result.processed, "job")}, would update ${result.updated}${what} (nothing was written)`
    : `Backfill Complete: Processed ${plural(result.processed, "job")}, updated ${result.updated}${what}`;
}
