import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import {
  findTaleoField,
  parseTaleoDetail,
  parseTaleoDetailFields,
  readTaleoLocation,
  parseTaleoSearchPage,
  TALEO_LAYOUTS,
  WHO_COLUMNS,
  type TaleoColumns,
  type TaleoPage,
} from "./taleo.parse";
import { describe, readDetailPages } from "../source-requests";

const columnsSchema = z.object({
  title: z.number().int().min(0),
  location: z.number().int().min(0).optional(),
  grade: z.number().int().min(0).optional(),
  contractType: z.number().int().min(0).optional(),
  postedAt: z.number().int().min(0).optional(),
  organization: z.number().int().min(0).optional(),
  deadline: z.number().int().min(0).optional(),
});

/** `sources.metadata` for a Taleo careersection (WHO: careers.who.int, portal 101430233, section ex). */
const metadataSchema = z.object({
  host: z.string().min(1),
  portal: z.union([z.string().min(1), z.number()]).transform(String),
  section: z.string().min(1),
  /** The section's column layout: a preset ("who", "wipo") or an index per field; WHO's by default. */
  columns: z.union([z.enum(["who", "wipo"]), columnsSchema]).optional(),
  /** Numeric dates in the list are day first (DD/MM/YYYY). */
  dayFirst: z.boolean().default(false),
  organization: z.string().optional(),
  pageSize: z.number().int().min(1).max(100).default(100),
  /** Sent as the `tz`/`tzname` headers, as the career section's own page does. */
  tz: z.string().default("GMT+00:00"),
  tzname: z.string().default("UTC"),
  /**
   * Fetch jobdetail.ftl for descriptions (the list has none), at most `maxDetails` per run. The page
   * carries the description in its hidden `initialHistory` field.
   */
  fetchDetails: z.boolean().default(true),
});

export type TaleoMetadata = z.infer<typeof metadataSchema>;

/** Builds the `searchjobs` JSON body of the career section's own search page. */
export function buildTaleoSearchBody(pageNo: number, pageSize: number): Record<string, unknown> {
  return {
    multilineEnabled: true,
    sortingSelection: { sortBySelectionParam: "1", ascendingSortingOrder: "false" },
    fieldData: { fields: { KEYWORD: "", LOCATION: "" }, valid: true },
    filterSelectionParam: { searchFilterSelections: [] },
    advancedSearchFiltersSelectionParam: { searchFilterSelections: [] },
    pageNo,
    pageSize,
  };
}

export const taleoAdapter: SourceAdapter = {
  name: "taleo",
  type: "api",
  metadataSchema,
  description:
    "Oracle Taleo careersection: POST /careersection/rest/jobboard/searchjobs paged by pageNo; column layout from metadata; jobdetail.ftl descriptions (up to maxDetails).",
  run: runTaleo,
};

async function runTaleo(context: AdapterContext): Promise<AdapterResult> {
  const meta = readSourceMetadata("taleo", context.source, metadataSchema);
  const columns: TaleoColumns =
    typeof meta.columns === "string" ? TALEO_LAYOUTS[meta.columns] : (meta.columns ?? WHO_COLUMNS);
  const url = `https://${meta.host}/careersection/rest/jobboard/searchjobs?lang=en&portal=${encodeURIComponent(meta.portal)}`;
  const headers = {
    accept: "application/json, text/javascript, */*; q=0.01",
    "content-type": "application/json",
    "x-requested-with": "XMLHttpRequest",
    tz: meta.tz,
    tzname: meta.tzname,
    referer: `https://${meta.host}/careersection/${meta.section}/jobsearch.ftl?lang=en&portal=${meta.portal}`,
  };
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  for (let pageNo = 1; pageNo <= context.maxPages; pageNo++) {
    let page: TaleoPage;
    try {
      const response = await context.http.request({
        url,
        method: "POST",
        headers,
        body: buildTaleoSearchBody(pageNo, meta.pageSize),
      });
      if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
      page = parseTaleoSearchPage(response.text, {
        host: meta.host,
        section: meta.section,
        columns,
        organization: meta.organization ?? context.source.organization,
        timeZone: meta.tz,
        dayFirst: meta.dayFirst,
      });
    } catch (error) {
      const message = `taleo: searchjobs page ${pageNo} at ${url} failed: ${describe(error)}`;
      if (pageNo === 1) throw new Error(message, { cause: error });
      result.errors.push(message);
      break;
    }
    result.itemsFetched += page.itemCount;
    result.errors.push(...page.errors);
    const fresh = page.postings.filter((posting) => !seen.has(posting.externalId));
    for (const posting of fresh) seen.add(posting.externalId);
    result.postings.push(...fresh);
    if (page.postings.length > 0 && fresh.length === 0) {
      result.errors.push(`taleo: page ${pageNo} repeated earlier requisitions; stopped paging`);
      break;
    }
    const total = page.totalCount;
    // Trust totalCount when present (a server may cap pageSize); else a short page is the last.
    const exhausted =
      page.itemCount === 0 ||
      (total !== null ? result.itemsFetched >= total : page.itemCount < meta.pageSize);
    if (exhausted) {
      result.complete = true;
      break;
    }
  }
  if (meta.fetchDetails) await fetchDescriptions(context, result);
  return result;
}

/** Completes postings from jobdetail.ftl (`readDetailPages`: a 404 or 410 page is a gone job). */
function fetchDescriptions(context: AdapterContext, result: AdapterResult): Promise<void> {
  return readDetailPages(
    context,
    result,
    "taleo: detail",
    (posting) => posting.link,
    (posting, body) => {
      posting.descriptionHtml = parseTaleoDetail(body) ?? posting.descriptionHtml ?? null;
      // Sections whose list shows no place, grade or posting date (ADB: title, department, closing
      // date) still name them on the job's own page ("Job Posting: 07-Sep-2026, 11:10:28 AM").
      const fields = parseTaleoDetailFields(body);
      posting.location ??= readTaleoLocation(findTaleoField(fields, /\blocation\b/i));
      posting.grade ??= findTaleoField(fields, /\bgrade\b|\b(?:position|job) level\b/i);
      posting.postedAt ??= findTaleoField(fields, /^(?:job posting|posting date)$/i);
      // A labelled contract row ("Contract Type", "Type of Appointment", "Employment Type").
      posting.contractType ??= findTaleoField(
        fields,
        /\bcontract type\b|\btype of (?:contract|appointment|employment)\b|\b(?:appointment|employment) type\b/i,
      );
    },
  );
}
