import { z } from "zod";
import { htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";

/** Which `column[]` index holds which field (WHO's map is the default). */
export type TaleoColumns = {
  title: number;
  location?: number;
  grade?: number;
  contractType?: number;
  postedAt?: number;
  organization?: number;
  deadline?: number;
};

export const WHO_COLUMNS: TaleoColumns = {
  title: 0,
  location: 2,
  grade: 3,
  contractType: 4,
  postedAt: 5,
  organization: 6,
};

export type TaleoListOptions = {
  host: string;
  section: string;
  columns: TaleoColumns;
  organization: string | null;
};

export type TaleoPage = {
  postings: AdapterPosting[];
  errors: string[];
  itemCount: number;
  totalCount: number | null;
};

const cellSchema = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
const itemSchema = z.object({
  jobId: z.union([z.string(), z.number()]).optional(),
  contestNo: z.union([z.string(), z.number()]).optional(),
  column: z.array(cellSchema),
});
const pageSchema = z.object({
  requisitionList: z.array(z.unknown()),
  pagingData: z
    .object({ totalCount: z.number().optional(), currentPageNo: z.number().optional() })
    .optional(),
});

/** Parses one `searchjobs` response; a bad requisition becomes an error, a bad envelope throws. */
export function parseTaleoSearchPage(json: string, options: TaleoListOptions): TaleoPage {
  const page = pageSchema.safeParse(parseJson(json));
  if (!page.success)
    throw new Error(`Taleo searchjobs: unexpected payload (${formatIssues(page.error)})`);
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  page.data.requisitionList.forEach((raw, index) => {
    const item = itemSchema.safeParse(raw);
    if (!item.success) {
      errors.push(`Taleo requisition #${index + 1}: ${formatIssues(item.error)}`);
      return;
    }
    const posting = toPosting(item.data, options);
    if (typeof posting === "string") errors.push(`Taleo requisition #${index + 1}: ${posting}`);
    else postings.push(posting);
  });
  return {
    postings,
    errors,
    itemCount: page.data.requisitionList.length,
    totalCount: page.data.pagingData?.totalCount ?? null,
  };
}

function toPosting(
  item: z.infer<typeof itemSchema>,
  options: TaleoListOptions,
): AdapterPosting | string {
  const cell = (index: number | undefined) =>
    index === undefined ? null : readCell(item.column[index]);
  const title = cell(options.columns.title);
  const contestNo = item.contestNo === undefined ? "" : String(item.contestNo).trim();
  if (!title) return `no title in column ${options.columns.title}`;
  if (!contestNo) return `"${title}" has no contestNo`;
  return {
    title,
    externalId: contestNo,
    link: buildTaleoDetailUrl(options.host, options.section, contestNo),
    location: cell(options.columns.location),
    grade: cell(options.columns.grade),
    contractType: cell(options.columns.contractType),
    postedAt: cell(options.columns.postedAt),
    // WHO's organization column is an internal unit ("AF/ETH Ethiopia"): the configured employer wins.
    organization: options.organization ?? cell(options.columns.organization),
    deadlineText: cell(options.columns.deadline),
  };
}

export function buildTaleoDetailUrl(host: string, section: string, contestNo: string): string {
  return `https://${host}/careersection/${section}/jobdetail.ftl?job=${encodeURIComponent(contestNo)}&lang=en`;
}

/** Column cells are strings; location cells may be a JSON list ("[\"Geneva\",\"Cairo\"]"). */
function readCell(value: z.infer<typeof cellSchema> | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return joinClean(value);
  const text = String(value).trim();
  if (text.startsWith("[") && text.endsWith("]")) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list)) return joinClean(list.map(String));
    } catch {
      // not JSON: keep the text as it is
    }
  }
  return text === "" ? null : text;
}

function joinClean(values: string[]): string | null {
  const clean = values.map((value) => value.trim()).filter(Boolean);
  return clean.length ? clean.join("; ") : null;
}

/**
 * Description from a `jobdetail.ftl` page. Taleo renders it client-side from the hidden input
 * `initialHistory` (URL-encoded fields joined by "!|!"); the longest field holding markup is the
 * description. Server-rendered pages put it in `.editablesection` blocks instead. Null when neither.
 */
export function parseTaleoDetail(html: string): string | null {
  const history = /<input\b[^>]*\bid=["']initialHistory["'][^>]*>/i.exec(html)?.[0];
  const value = history ? /\bvalue=(["'])([\s\S]*?)\1/i.exec(history)?.[2] : undefined;
  if (value) {
    const fields = value.split("!|!").map(safeDecode);
    const withMarkup = fields.filter((field) => /<(p|div|ul|li|br|span|b|strong)\b/i.test(field));
    const best = withMarkup.sort((a, b) => b.length - a.length)[0];
    if (best && htmlToText(best).length > 0) return best.trim();
  }
  const sections = [
    ...html.matchAll(
      /<div\b[^>]*class=["'][^"']*\beditablesection\b[^"']*["'][^>]*>([\s\S]*?)<\/div>/gi,
    ),
  ]
    .map((match) => match[1]?.trim() ?? "")
    .filter((section) => htmlToText(section).length > 0);
  return sections.length ? sections.join("\n") : null;
}

function safeDecode(value: string): string {
  const unescaped = value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  try {
    return decodeURIComponent(unescaped.replace(/\+/g, " "));
  } catch {
    return unescaped;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Taleo searchjobs: response is not JSON (starts "${text.slice(0, 60)}")`);
  }
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}
