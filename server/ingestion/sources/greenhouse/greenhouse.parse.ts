import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { decodeHtmlEntities } from "#domain/text";
import {
  describeIssues,
  describeItemId,
  parseJsonBody,
  readItems,
} from "#server/ingestion/sources/json-responses";

const named = z.object({ name: z.string().nullish() });
const jobSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().trim().min(1),
  absolute_url: z.string().url(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  company_name: z.string().nullish(),
  location: named.nullish(),
  content: z.string().nullish(),
  departments: z.array(named).nullish(),
  offices: z.array(named.extend({ location: z.string().nullish() })).nullish(),
});
const boardSchema = z.object({
  jobs: z.array(z.unknown()),
  meta: z.object({ total: z.number().int().min(0) }).nullish(),
});

export type GreenhouseBoard = {
  postings: AdapterPosting[];
  errors: string[];
  itemCount: number;
  total: number | null;
};

/** Parses `GET /v1/boards/{token}/jobs?content=true`; a bad job becomes an error, a bad envelope throws. */
export function parseGreenhouseJobs(json: string, organization: string | null): GreenhouseBoard {
  const board = boardSchema.safeParse(parseJsonBody(json, "Greenhouse jobs list"));
  if (!board.success)
    throw new Error(`Greenhouse jobs list: unexpected payload (${describeIssues(board.error)})`);
  const { accepted, refused } = readItems(
    board.data.jobs,
    jobSchema,
    (raw, index, error) =>
      `Greenhouse job #${index + 1}${describeItemId(raw)}: ${describeIssues(error)}`,
  );
  return {
    postings: accepted.map((job) => toPosting(job, organization)),
    errors: refused,
    itemCount: board.data.jobs.length,
    total: board.data.meta?.total ?? null,
  };
}

/** Parses `GET /v1/boards/{token}/jobs/{id}` (one job, content escaped) into its description HTML. */
export function parseGreenhouseJob(json: string): string | null {
  const job = z
    .object({ content: z.string().nullish() })
    .safeParse(parseJsonBody(json, "Greenhouse job"));
  if (!job.success)
    throw new Error(`Greenhouse job: unexpected payload (${describeIssues(job.error)})`);
  return job.data.content ? unescapeHtml(job.data.content) : null;
}

function toPosting(job: z.infer<typeof jobSchema>, organization: string | null): AdapterPosting {
  const offices = (job.offices ?? [])
    .map((office) => office.location || office.name)
    .filter(Boolean);
  return {
    title: job.title,
    externalId: String(job.id),
    link: job.absolute_url,
    organization: job.company_name ?? organization,
    location: job.location?.name?.trim() || offices.join("; ") || null,
    descriptionHtml: job.content ? unescapeHtml(job.content) : null,
    postedAt: job.first_published ?? job.updated_at ?? null,
  };
}

/**
 * Greenhouse sends `content` HTML-escaped once ("&lt;p&gt;…&amp;nbsp;"): one decoding pass undoes
 * exactly that level, so entities of the HTML itself ("&nbsp;") survive for the sanitiser.
 */
export function unescapeHtml(text: string): string {
  return decodeHtmlEntities(text);
}
