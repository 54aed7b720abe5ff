import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { decodeHtmlEntities } from "#domain/text";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import {
  describeIssues,
  describeItemId,
  parseJsonBody,
  readItems,
} from "#server/ingestion/sources/json-responses";

const named = z.object({ name: z.string().nullish() });
/**
 * The board's custom fields ("Employment Type", "Division", "Min salary", …): each a name and a
 * value that is text, a list of texts (a multi-select) or null. A field of another shape is left
 * unread rather than refusing its job.
 */
const customField = z.object({
  name: z.string().nullish(),
  value: z
    .union([z.string(), z.array(z.string())])
    .nullish()
    .catch(null),
});
const jobSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().trim().min(1),
  absolute_url: z.string().url(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  application_deadline: z.string().nullish().catch(null),
  company_name: z.string().nullish(),
  location: named.nullish(),
  content: z.string().nullish(),
  departments: z.array(named).nullish(),
  offices: z.array(named.extend({ location: z.string().nullish() })).nullish(),
  metadata: z.array(customField).nullish().catch(null),
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
  const contract = readEmploymentType(job.metadata);
  const deadline = job.application_deadline?.trim();
  return {
    title: job.title,
    externalId: String(job.id),
    link: job.absolute_url,
    organization: job.company_name ?? organization,
    location: job.location?.name?.trim() || offices.join("; ") || null,
    ...(contract ? { contractType: contract } : {}),
    descriptionHtml: job.content ? unescapeHtml(job.content) : null,
    postedAt: job.first_published ?? job.updated_at ?? null,
    // The job's own closing date, when the employer set one ("2026-10-08T00:45:00-04:00"): a moment
    // with its zone offset, whose calendar day is read in that offset. Most boards leave it null.
    ...(deadline ? { closingDate: deadline, deadlineDecided: true } : {}),
  };
}

/**
 * The job's contract as its board's custom field "Employment Type" names it ("Full-Time:
 * Experienced", "Summer Internship", "Contractor"), in the words the contract classifier reads.
 * Boards name their fields freely: only that name is read, so fields about the department, the
 * pay, the office or the kind of requisition ("Req Type", "Worker Sub Type") are not taken for it.
 */
function readEmploymentType(fields: z.infer<typeof customField>[] | null | undefined) {
  const field = fields?.find(
    (candidate) => candidate.name?.replace(/\s+/g, " ").trim().toLowerCase() === "employment type",
  );
  const value = Array.isArray(field?.value) ? field.value.join(", ") : field?.value;
  return describeEmploymentType(value);
}

/**
 * Greenhouse sends `content` HTML-escaped once ("&lt;p&gt;…&amp;nbsp;"): one decoding pass undoes
 * exactly that level, so entities of the HTML itself ("&nbsp;") survive for the sanitiser.
 */
export function unescapeHtml(text: string): string {
  return decodeHtmlEntities(text);
}
