import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { adminAuditLog, sources, type SourceType } from "#server/db/schema";
import { ADAPTERS, findAdapter } from "#server/ingestion/adapter-registry";
import {
  checkUrlAndAddresses,
  createSsrfGuard,
  type Resolver,
} from "#server/ingestion/http/ssrf-guard";
import type { HttpClient } from "#server/ingestion/http/http-types";
import {
  ingestSource,
  readAdapterDefaults,
  resolveAdapter,
  unsavedSource,
} from "#server/ingestion/ingest-source";
import type { JobPreview } from "#server/ingestion/run-ingestion";
import { SOURCE_CATALOG } from "#server/ingestion/source-catalog";
import { checkSourceOptions } from "#server/ingestion/source-options";
import type { Logger } from "#server/lib/logger";
import type { AdminActor } from "./job-admin";
import { ownEntry } from "#domain/own-entry";

/**
 * Sources created and edited by hand in the admin area, and the test-ingestion panel. The form's
 * type is the spec's coarse one (RSS Feed, Web Scraper, API Integration); the adapter is chosen
 * separately from a list grouped by the type each adapter usually serves, and it is the adapter
 * that decides how the source is fetched (docs/sources.md). The base URL passes the ingestion
 * fetcher's SSRF checks (same allow-list), the metadata must be a JSON object, and the chosen
 * adapter's own option schema must accept it. Every create and edit is written to the admin audit
 * log with each field's value before and after.
 */

/** The spec's source types, as the form offers them (`webforms` is not offered). */
export const SOURCE_FORM_TYPES = [
  { value: "rss", label: "RSS Feed" },
  { value: "scrape", label: "Web Scraper" },
  { value: "api", label: "API Integration" },
] as const satisfies readonly { value: SourceType; label: string }[];
export type SourceFormType = (typeof SOURCE_FORM_TYPES)[number]["value"];

/** The adapters, grouped by the type each one usually serves (for the form's select). */
export function adapterGroups() {
  return SOURCE_FORM_TYPES.map((type) => ({
    type: type.value,
    label: type.label,
    adapters: ADAPTERS.filter((adapter) => adapter.type === type.value).map((adapter) => ({
      name: adapter.name,
      description: adapter.description,
    })),
  }));
}

export const SOURCE_FORM_FIELDS = ["name", "type", "adapter", "baseUrl", "metadata"] as const;
export type SourceFormField = (typeof SOURCE_FORM_FIELDS)[number];
export type SourceFormValues = Record<SourceFormField, string>;

export const EMPTY_SOURCE_FORM: SourceFormValues = {
  name: "",
  type: "rss",
  adapter: "rss",
  baseUrl: "",
  metadata: "{}",
};

export const INVALID_JSON_MESSAGE = "Invalid JSON in metadata field";

/** What a stored source becomes once the form is accepted. */
export type CheckedSource = {
  name: string;
  type: SourceFormType;
  baseUrl: string;
  metadata: Record<string, unknown> & { adapter: string };
};

export type SourceFormResult =
  | { ok: true; values: SourceFormValues; source: CheckedSource }
  | {
      ok: false;
      message: string;
      fieldErrors: Partial<Record<SourceFormField, string>>;
      values: SourceFormValues;
    };

export type SourceCheckOptions = {
  /** `INGEST_ALLOW_PRIVATE_HOSTS`: the fetcher's allow-list. */
  allowPrivateHosts: readonly string[];
  /** Defaults to the system's DNS (injectable so tests need none). */
  resolve?: Resolver;
  /** The configuration adapters read defaults from (ReliefWeb's appname). */
  env?: { RELIEFWEB_APPNAME?: string | undefined };
};

const nameSchema = z
  .string()
  .min(1, "Enter the source's name.")
  .max(200, "The name can have at most 200 characters.");

/** Why the fetcher would refuse this URL, or null when it would fetch it. */
export async function whyUrlRefused(
  url: string,
  options: Pick<SourceCheckOptions, "allowPrivateHosts" | "resolve">,
): Promise<string | null> {
  if (!z.url({ protocol: /^https?$/ }).safeParse(url).success)
    return "The base URL must be a web address (https://…).";
  const guard = createSsrfGuard({
    allowPrivateHosts: options.allowPrivateHosts,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  try {
    await checkUrlAndAddresses(guard, url);
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return /ENOTFOUND|EAI_AGAIN/.test(reason)
      ? `The base URL's host could not be found (${new URL(url).hostname}).`
      : `The base URL is not allowed: ${reason}`;
  }
}

/** Parses the metadata field: `{}` when empty; a JSON object or an error message. */
function parseMetadata(text: string): Record<string, unknown> | string {
  if (text === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return INVALID_JSON_MESSAGE;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "The metadata must be a JSON object ({ … }).";
  return value as Record<string, unknown>;
}

/**
 * Reads and checks the source form: the name, a type of the three, a known adapter, a base URL the
 * fetcher may fetch, metadata that is a JSON object the adapter's option schema accepts.
 */
export async function validateSourceForm(
  form: FormData | Record<string, unknown>,
  options: SourceCheckOptions,
): Promise<SourceFormResult> {
  const raw = form instanceof FormData ? Object.fromEntries(form) : form;
  const values = Object.fromEntries(
    SOURCE_FORM_FIELDS.map((name) => {
      const value = raw[name];
      return [name, typeof value === "string" ? value.trim() : ""];
    }),
  ) as SourceFormValues;
  const fieldErrors: Partial<Record<SourceFormField, string>> = {};

  const name = nameSchema.safeParse(values.name);
  if (!name.success) fieldErrors.name = name.error.issues[0]!.message;
  const type = SOURCE_FORM_TYPES.find((entry) => entry.value === values.type);
  if (!type) fieldErrors.type = "Choose RSS Feed, Web Scraper or API Integration.";
  const adapter = findAdapter(values.adapter);
  if (!adapter) fieldErrors.adapter = "Choose an adapter from the list.";
  const refused = await whyUrlRefused(values.baseUrl, options);
  if (refused) fieldErrors.baseUrl = refused;

  const metadata = parseMetadata(values.metadata);
  if (typeof metadata === "string") {
    fieldErrors.metadata = metadata;
  } else if (adapter) {
    if (typeof metadata.adapter === "string" && metadata.adapter !== adapter.name) {
      fieldErrors.metadata = `The metadata names the adapter "${metadata.adapter}" but the form chose "${adapter.name}": choose the adapter above.`;
    } else {
      const defaults = ownEntry(readAdapterDefaults(options.env ?? {}), adapter.name);
      const problems = checkSourceOptions(adapter, { ...defaults, ...metadata });
      if (problems.length > 0)
        fieldErrors.metadata = `The ${adapter.name} adapter does not accept these options: ${problems.join("; ")}`;
    }
  }

  const problems = Object.values(fieldErrors);
  if (problems.length > 0 || !type || !adapter || typeof metadata === "string") {
    return { ok: false, message: `Validation Error: ${problems.join(" ")}`, fieldErrors, values };
  }
  return {
    ok: true,
    values,
    source: {
      name: values.name,
      type: type.value,
      baseUrl: values.baseUrl,
      metadata: { ...metadata, adapter: adapter.name },
    },
  };
}

/** What the form shows for a stored source: the adapter in its own field, not in the JSON. */
export function sourceFormValuesOf(row: typeof sources.$inferSelect): SourceFormValues {
  const { adapter: _adapter, ...options } = row.metadata;
  let adapterName: string;
  try {
    adapterName = resolveAdapter(row).name;
  } catch {
    adapterName = "";
  }
  return {
    name: row.name,
    type: row.type,
    adapter: adapterName,
    baseUrl: row.baseUrl,
    metadata: JSON.stringify(sortedKeys(options), null, 2),
  };
}

const CATALOG_NAMES = new Set(SOURCE_CATALOG.map((source) => source.name));

/** True for a source the first start seeds from the catalog (matched by name at every start). */
export function isCatalogSource(name: string): boolean {
  return CATALOG_NAMES.has(name);
}

type Change = { before: string; after: string };
const MAX_AUDIT_VALUE = 200;

function shown(value: string): string {
  if (value === "") return "(empty)";
  return value.length > MAX_AUDIT_VALUE ? `${value.slice(0, MAX_AUDIT_VALUE)}…` : value;
}

async function recordSourceChange(
  db: Database,
  actor: AdminActor,
  action: "source created" | "source updated",
  sourceId: string,
  changes: Partial<Record<SourceFormField, Change>>,
) {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target: sourceId,
    details: Object.fromEntries(
      Object.entries(changes).map(([name, change]) => [
        name,
        `${shown(change.before)} → ${shown(change.after)}`,
      ]),
    ),
  });
}

/** A JSON value with every object's keys in order (jsonb keeps its own order, the form another). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sortedKeys(inner)]),
  );
}

/** The values compared and logged: the metadata as compact JSON (keys sorted) without the adapter. */
function comparable(source: {
  name: string;
  type: string;
  baseUrl: string;
  metadata: Record<string, unknown>;
}): SourceFormValues {
  const { adapter, ...options } = source.metadata;
  return {
    name: source.name,
    type: source.type,
    adapter: typeof adapter === "string" ? adapter : "",
    baseUrl: source.baseUrl,
    metadata: JSON.stringify(sortedKeys(options)),
  };
}

const NAME_TAKEN = "A source with this name already exists.";

async function nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(eq(sources.name, name))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export type SaveSourceResult =
  | { ok: true; id: string }
  | { ok: false; status: 404 | 409; field?: SourceFormField; message: string };

/** Stores a new source (active); its name must be free. */
export async function createSource(
  db: Database,
  actor: AdminActor,
  source: CheckedSource,
): Promise<SaveSourceResult> {
  if (await nameTaken(db, source.name))
    return { ok: false, status: 409, field: "name", message: NAME_TAKEN };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sources)
      .values({ ...source, isActive: true })
      .returning({ id: sources.id });
    const after = comparable(source);
    const changes: Partial<Record<SourceFormField, Change>> = {};
    for (const name of SOURCE_FORM_FIELDS) changes[name] = { before: "", after: after[name] };
    await recordSourceChange(tx, actor, "source created", row!.id, changes);
    return row!.id;
  });
  return { ok: true, id };
}

/**
 * Applies the form to a stored source; only what differs is logged. A catalog source keeps its
 * name: every start adds the catalog's sources that are missing by name, so a renamed one would
 * come back as a second copy (its other fields are the admin's to change, and no start
 * overwrites them).
 */
export async function updateSource(
  db: Database,
  actor: AdminActor,
  id: string,
  source: CheckedSource,
): Promise<SaveSourceResult & { changed?: SourceFormField[] }> {
  if (!z.uuid().safeParse(id).success)
    return { ok: false, status: 404, message: "Failed to update source: it no longer exists." };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sources).where(eq(sources.id, id)).for("update");
    if (!row)
      return {
        ok: false as const,
        status: 404 as const,
        message: "Failed to update source: it no longer exists.",
      };
    if (row.name !== source.name && isCatalogSource(row.name))
      return {
        ok: false as const,
        status: 409 as const,
        field: "name" as const,
        message: `“${row.name}” comes from the source catalog and keeps its name (the catalog is matched by name at every start).`,
      };
    if (row.name !== source.name && (await nameTaken(tx, source.name, id)))
      return {
        ok: false as const,
        status: 409 as const,
        field: "name" as const,
        message: NAME_TAKEN,
      };
    const before = comparable(row);
    const after = comparable(source);
    const changed = SOURCE_FORM_FIELDS.filter((name) => before[name] !== after[name]);
    if (changed.length > 0) {
      await tx
        .update(sources)
        .set({ ...source, updatedAt: new Date() })
        .where(eq(sources.id, id));
      const changes: Partial<Record<SourceFormField, Change>> = {};
      for (const name of changed) changes[name] = { before: before[name], after: after[name] };
      await recordSourceChange(tx, actor, "source updated", id, changes);
    }
    return { ok: true as const, id, changed };
  });
}

export const UNSUPPORTED_SOURCE_TYPE = "Unsupported source type";
export const TEST_RUN_ERRORS_SHOWN = 5;

export type TestRunInput =
  { sourceId: string } | { url: string; type: string; adapter: string; metadata?: string };

export type TestRunResult = {
  ok: boolean;
  message: string;
  /** The first errors of the run, then how many more there were. */
  errors: string[];
  moreErrors: number;
  preview: JobPreview[];
  itemsFetched: number;
  jobsFound: number;
};

export type TestRunDependencies = {
  db: Database;
  http: HttpClient;
  logger: Logger;
  env: { RELIEFWEB_APPNAME?: string | undefined };
  allowPrivateHosts: readonly string[];
  resolve?: Resolver;
};

const failure = (message: string): TestRunResult => ({
  ok: false,
  message,
  errors: [],
  moreErrors: 0,
  preview: [],
  itemsFetched: 0,
  jobsFound: 0,
});

/**
 * The test-ingestion panel: a dry run (the same path as a source's Dry run button, which writes
 * nothing) of a stored source, or of a pasted URL with an adapter (or with only a type, which fits
 * an adapter for RSS feeds alone). "Unsupported source type" when no adapter fits.
 */
export async function testIngestion(
  deps: TestRunDependencies,
  input: TestRunInput,
): Promise<TestRunResult> {
  let row: typeof sources.$inferSelect;
  if ("sourceId" in input) {
    const [found] = z.uuid().safeParse(input.sourceId).success
      ? await deps.db.select().from(sources).where(eq(sources.id, input.sourceId))
      : [];
    if (!found) return failure("Choose a source from the list.");
    row = found;
  } else {
    const refused = await whyUrlRefused(input.url, deps);
    if (refused) return failure(refused.replace("The base URL", "The URL"));
    const metadata = parseMetadata(input.metadata?.trim() ?? "");
    if (typeof metadata === "string") return failure(metadata);
    const url = new URL(input.url);
    row = unsavedSource({
      name: `${url.host}${url.pathname === "/" ? "" : url.pathname}`,
      type: input.type as SourceType,
      baseUrl: url.toString(),
      metadata: input.adapter ? { ...metadata, adapter: input.adapter } : metadata,
    });
  }
  try {
    resolveAdapter(row);
  } catch {
    return failure(UNSUPPORTED_SOURCE_TYPE);
  }
  const summary = await ingestSource(
    {
      db: deps.db,
      http: deps.http,
      logger: deps.logger,
      adapterDefaults: readAdapterDefaults(deps.env),
      now: new Date(),
    },
    row,
    { dryRun: true },
  );
  return {
    ok: summary.status !== "failed",
    message:
      summary.status === "failed"
        ? `Dry run failed: ${summary.errors[0] ?? "unknown error"}`
        : `Dry run completed: ${summary.jobs_found} jobs found`,
    errors: summary.errors.slice(0, TEST_RUN_ERRORS_SHOWN),
    moreErrors: Math.max(0, summary.errors.length - TEST_RUN_ERRORS_SHOWN),
    preview: summary.jobs_preview.slice(0, 3),
    itemsFetched: summary.items_fetched,
    jobsFound: summary.jobs_found,
  };
}
