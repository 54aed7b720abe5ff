import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { sources, SourceType } from "#server/db/schema";
import { ADAPTERS, findAdapter } from "#server/ingestion/adapter-registry";
import {
  checkUrlAndAddresses,
  createSsrfGuard,
  type Resolver,
} from "#server/ingestion/http/ssrf-guard";
import { readAdapterDefaults, resolveAdapter } from "#server/ingestion/ingest-source";
import { checkSourceOptions } from "#server/ingestion/source-options";
import { ownEntry } from "#domain/own-entry";

/**
 * The admin area's source form (add and edit) and its one schema. The form's type is the coarse
 * one (RSS Feed, Web Scraper, API Integration); the adapter is chosen separately from a list grouped
 * by the type each adapter usually serves, and it is the adapter that decides how the source is
 * fetched (docs/sources.md). The base URL passes the ingestion fetcher's SSRF checks (same
 * allow-list), the metadata must be a JSON object, and the chosen adapter's own option schema must
 * accept it. The schema needs the server (DNS, the adapters), so the page shows what the action
 * answered (Conform's reply) rather than checking in the browser.
 */

/** The source types the form offers (`webforms` is not offered). */
export const SOURCE_FORM_TYPES = [
  { value: "rss", label: "RSS Feed" },
  { value: "scrape", label: "Web Scraper" },
  { value: "api", label: "API Integration" },
] as const satisfies readonly { value: SourceType; label: string }[];
export type SourceFormType = (typeof SOURCE_FORM_TYPES)[number]["value"];
const TYPE_VALUES = SOURCE_FORM_TYPES.map((type) => type.value) as [
  SourceFormType,
  ...SourceFormType[],
];

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

export const ENTER_SOURCE_NAME = "Enter the source's name.";
export const CHOOSE_SOURCE_TYPE = "Choose RSS Feed, Web Scraper or API Integration.";
export const CHOOSE_ADAPTER = "Choose an adapter from the list.";
export const BASE_URL_MESSAGE = "The base URL must be a web address (https://…).";
export const INVALID_JSON_MESSAGE = "Invalid JSON in metadata field";
export const METADATA_NOT_OBJECT = "The metadata must be a JSON object ({ … }).";

/** What a stored source becomes once the form is accepted. */
export type CheckedSource = {
  name: string;
  type: SourceFormType;
  baseUrl: string;
  metadata: Record<string, unknown> & { adapter: string };
};

export type SourceCheckOptions = {
  /** `INGEST_ALLOW_PRIVATE_HOSTS`: the fetcher's allow-list. */
  allowPrivateHosts: readonly string[];
  /** Defaults to the system's DNS (injectable so tests need none). */
  resolve?: Resolver;
  /** The configuration adapters read defaults from (ReliefWeb's appname). */
  env?: { RELIEFWEB_APPNAME?: string | undefined };
};

/** Why the fetcher would refuse this URL, or null when it would fetch it. */
export async function whyUrlRefused(
  url: string,
  options: Pick<SourceCheckOptions, "allowPrivateHosts" | "resolve">,
): Promise<string | null> {
  if (!z.url({ protocol: /^https?$/ }).safeParse(url).success) return BASE_URL_MESSAGE;
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
export function parseMetadata(text: string): Record<string, unknown> | string {
  if (text === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return INVALID_JSON_MESSAGE;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return METADATA_NOT_OBJECT;
  return value as Record<string, unknown>;
}

/** Why the chosen adapter refuses these options, or null when it takes them. */
function whyOptionsRefused(
  adapterName: string,
  metadata: Record<string, unknown>,
  env: SourceCheckOptions["env"],
): string | null {
  const adapter = findAdapter(adapterName);
  if (!adapter) return null;
  if (typeof metadata.adapter === "string" && metadata.adapter !== adapter.name)
    return `The metadata names the adapter "${metadata.adapter}" but the form chose "${adapter.name}": choose the adapter above.`;
  const defaults = ownEntry(readAdapterDefaults(env ?? {}), adapter.name);
  const problems = checkSourceOptions(adapter, { ...defaults, ...metadata });
  return problems.length > 0
    ? `The ${adapter.name} adapter does not accept these options: ${problems.join("; ")}`
    : null;
}

/** Whether an issue is one of these fields'. */
function issueOf(issue: { path?: PropertyKey[] }, ...fields: SourceFormField[]): boolean {
  return fields.some((field) => issue.path?.[0] === field);
}

/**
 * The source form's schema: the name, a type of the three, a known adapter, a base URL the fetcher
 * may fetch, metadata that is a JSON object the adapter's option schema accepts. Parse it
 * asynchronously (the base URL's host is resolved). Its output is the source to store, the
 * adapter inside its metadata.
 */
export function sourceFormSchema(options: SourceCheckOptions) {
  return z
    .object({
      name: z
        .string({ error: ENTER_SOURCE_NAME })
        .trim()
        .min(1, ENTER_SOURCE_NAME)
        .max(200, "The name can have at most 200 characters."),
      type: z.enum(TYPE_VALUES, { error: CHOOSE_SOURCE_TYPE }),
      adapter: z
        .string({ error: CHOOSE_ADAPTER })
        .trim()
        .refine((name) => findAdapter(name) !== null, CHOOSE_ADAPTER),
      baseUrl: z
        .string({ error: BASE_URL_MESSAGE })
        .trim()
        .superRefine(async (url, context) => {
          const refused = await whyUrlRefused(url, options);
          if (refused) context.addIssue({ code: "custom", message: refused });
        }),
      metadata: z
        .string()
        .trim()
        .default("")
        .transform((text, context) => {
          const metadata = parseMetadata(text);
          if (typeof metadata !== "string") return metadata;
          context.addIssue({ code: "custom", message: metadata });
          return z.NEVER;
        }),
    })
    .superRefine(
      (form, context) => {
        const refused = whyOptionsRefused(form.adapter, form.metadata, options.env);
        if (refused) context.addIssue({ code: "custom", message: refused, path: ["metadata"] });
      },
      // The adapter's verdict on the options comes with the other fields' messages, as long as
      // the adapter and the metadata themselves were read.
      { when: (payload) => !payload.issues.some((issue) => issueOf(issue, "adapter", "metadata")) },
    )
    .transform((form): CheckedSource => ({
      name: form.name,
      type: form.type,
      baseUrl: form.baseUrl,
      metadata: { ...form.metadata, adapter: form.adapter },
    }));
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

/** A JSON value with every object's keys in order (jsonb keeps its own order, the form another). */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sortedKeys(inner)]),
  );
}

/**
 * A submitted source form checked against its schema, with the hosts this server may fetch from
 * and the configuration adapters read their defaults from: Conform's submission.
 */
export function parseSourceForm(
  form: FormData,
  env: { INGEST_ALLOW_PRIVATE_HOSTS: readonly string[]; RELIEFWEB_APPNAME?: string | undefined },
) {
  return parseWithZod(form, {
    schema: sourceFormSchema({ allowPrivateHosts: env.INGEST_ALLOW_PRIVATE_HOSTS, env }),
    async: true,
  });
}
