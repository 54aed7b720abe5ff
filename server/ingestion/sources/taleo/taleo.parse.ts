import * as cheerio from "cheerio";
import { z } from "zod";
import { findCountryByCode } from "#domain/countries";
import { htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { describeIssues, parseJsonBody } from "#server/ingestion/sources/json-responses";

/**
 * Which `column[]` index holds which field. Each career section configures its own columns, so
 * the layout comes from the source's metadata (a preset name or an explicit map).
 */
export type TaleoColumns = {
  title: number;
  location?: number;
  grade?: number;
  contractType?: number;
  postedAt?: number;
  /** The department or unit column (WHO "AF/DPC …"); used only when no employer is configured. */
  organization?: number;
  /** The closing-date column. */
  deadline?: number;
};

/** WHO (careers.who.int): title, job number, location, grade, contract type, closing date, unit. */
export const WHO_COLUMNS: TaleoColumns = {
  title: 0,
  location: 2,
  grade: 3,
  contractType: 4,
  deadline: 5,
  organization: 6,
};

/**
 * WIPO (wipo.taleo.net): title, job level, department, job number, employment type, category,
 * location, status, closing date.
 */
export const WIPO_COLUMNS: TaleoColumns = {
  title: 0,
  grade: 1,
  organization: 2,
  contractType: 4,
  location: 6,
  deadline: 8,
};

export const TALEO_LAYOUTS = { who: WHO_COLUMNS, wipo: WIPO_COLUMNS } as const;

export type TaleoListOptions = {
  host: string;
  section: string;
  columns: TaleoColumns;
  organization: string | null;
  /**
   * The zone the dates are shown in: Taleo renders list dates in the zone sent in the `tz` header
   * ("GMT+02:00"), so it is appended to the closing-date text.
   */
  timeZone?: string;
  /** Numeric dates are day first ("16/09/2026"): the closing-date text gets "(DD/MM/YYYY)". */
  dayFirst?: boolean;
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
  const page = pageSchema.safeParse(parseJsonBody(json, "Taleo searchjobs"));
  if (!page.success)
    throw new Error(`Taleo searchjobs: unexpected payload (${describeIssues(page.error)})`);
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  page.data.requisitionList.forEach((raw, index) => {
    const item = itemSchema.safeParse(raw);
    if (!item.success) {
      errors.push(`Taleo requisition #${index + 1}: ${describeIssues(item.error)}`);
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
  const deadline = cell(options.columns.deadline);
  const title = cell(options.columns.title);
  const contestNo = item.contestNo === undefined ? "" : String(item.contestNo).trim();
  if (!title) return `no title in column ${options.columns.title}`;
  if (!contestNo) return `"${title}" has no contestNo`;
  return {
    title,
    externalId: contestNo,
    link: buildTaleoDetailUrl(options.host, options.section, contestNo),
    location: readTaleoLocation(cell(options.columns.location)),
    grade: cell(options.columns.grade),
    contractType: cell(options.columns.contractType),
    postedAt: cell(options.columns.postedAt),
    // WHO's organization column is an internal unit ("AF/ETH Ethiopia"): the configured employer wins.
    organization: options.organization ?? cell(options.columns.organization),
    deadlineText: deadline ? describeDeadline(deadline, options) : null,
    // A closing-date column is the platform's own field: the description is not searched for one.
    ...(options.columns.deadline === undefined ? {} : { deadlineDecided: true }),
  };
}

/** "Sep 30, 2026, 11:59:00 PM" + the zone the list was asked in; day-first dates marked. */
function describeDeadline(text: string, options: TaleoListOptions): string {
  const marked =
    options.dayFirst && /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(text)
      ? `${text} (DD/MM/YYYY)`
      : text;
  return options.timeZone && /^(?:GMT|UTC)[+-]\d{1,2}:?\d{2}$/i.test(options.timeZone)
    ? `${marked} ${options.timeZone}`
    : marked;
}

/**
 * Taleo writes places as "Country-City" (WHO "Burkina Faso-Ouagadougou", which the location parser
 * reads) or with an ISO code: WIPO "CH-Geneva" and "Switzerland-CH-Geneva". The coded forms become
 * "Geneva, Switzerland"; anything else is kept. Several places arrive joined by "; ".
 */
export function readTaleoLocation(value: string | null): string | null {
  if (!value) return value;
  return value
    .split("; ")
    .map((place) => {
      const match = /^(?:[^-]+-)?([A-Z]{2})-(.+)$/.exec(place.trim());
      const country = match ? findCountryByCode(match[1] ?? "") : null;
      return match && country ? `${(match[2] ?? "").trim()}, ${country.name}` : place;
    })
    .join("; ");
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
 * `initialHistory`: URL-encoded fields joined by "!|!" (several values of one field by "!*!"), with
 * Taleo's own backslash escapes ("follows\\: (1)", "http\\://"); the longest field holding markup
 * is the description (WIPO's address block is a shorter one). Server-rendered pages put it in
 * `.editablesection` blocks instead. Null when neither has text.
 */
export function parseTaleoDetail(html: string): string | null {
  const $ = cheerio.load(html);
  const history = $("#initialHistory").attr("value");
  if (history) {
    const best = history
      .split(/!\|!|!\*!/)
      .map(decodeTaleoField)
      .filter(hasMarkup)
      .sort((a, b) => b.length - a.length)[0];
    if (best && htmlToText(best).length > 0) return best.trim();
  }
  const sections = $(".editablesection")
    .map((_, element) => $(element).html()?.trim() ?? "")
    .get()
    .filter((section) => htmlToText(section).length > 0);
  return sections.length ? sections.join("\n") : null;
}

/**
 * The labelled values of a `jobdetail.ftl` page ("Primary Location" → "…-India", "Position Level" →
 * "TL5"). Taleo renders them client-side: each `.contentlinepanel` holds a label span and a value
 * span, both empty in the HTML; the page script fills the labels the section names itself from
 * `fillInterface('requisitionDescriptionInterface', […])` and the values from
 * `fillList('requisitionDescriptionInterface', 'descRequisition', […])`, each array read in the order
 * of its `_hles` id list. Fixed labels ("Primary Location") are already in the HTML. Empty when the
 * page has no such script.
 */
export function parseTaleoDetailFields(html: string): Map<string, string> {
  const $ = cheerio.load(html);
  const script = $("script")
    .map((_, element) => $(element).text())
    .get()
    .join("\n");
  const fields = new Map<string, string>();
  const interfaceAt = script.indexOf("requisitionDescriptionInterface: {");
  const rowAt = script.indexOf("descRequisition: {", interfaceAt);
  if (interfaceAt < 0 || rowAt < 0) return fields;
  const interfaceIds = readJsArrayAfter(script, "_hles:", interfaceAt);
  const rowIds = readJsArrayAfter(script, "_hles:", rowAt);
  const labels = readJsArrayAfter(script, "fillInterface('requisitionDescriptionInterface',", 0);
  const values = readJsArrayAfter(
    script,
    "fillList('requisitionDescriptionInterface', 'descRequisition',",
    0,
  );
  const idOf = (id: string | undefined) =>
    (id ?? "").replace(/^requisitionDescriptionInterface\./, "");
  $(".contentlinepanel").each((_, panel) => {
    const labelSpan = $(panel).find(".subtitle").first();
    const valueSpan = $(panel).find("span.text").last();
    const labelId = idOf(labelSpan.attr("id"));
    const label =
      labelSpan.text().replace(/\s+/g, " ").trim() ||
      (labelId ? (labels[interfaceIds.indexOf(labelId)] ?? "") : "").trim();
    const valueIndex = rowIds.indexOf(idOf(valueSpan.attr("id")));
    const value = valueIndex < 0 ? "" : (values[valueIndex] ?? "").trim();
    if (label && value && !fields.has(label)) fields.set(label, value);
  });
  return fields;
}

/** The first field whose label matches, or null. */
export function findTaleoField(fields: Map<string, string>, label: RegExp): string | null {
  for (const [name, value] of fields) if (label.test(name)) return value;
  return null;
}

/** The single-quoted strings of the JS array literal that follows `marker` (from `from` on). */
function readJsArrayAfter(script: string, marker: string, from: number): string[] {
  const at = script.indexOf(marker, from);
  const open = at < 0 ? -1 : script.indexOf("[", at + marker.length);
  if (open < 0) return [];
  const values: string[] = [];
  let index = open + 1;
  while (index < script.length) {
    const char = script[index];
    if (char === "]") break;
    if (char === "/" && script[index + 1] === "*") {
      const end = script.indexOf("*/", index + 2);
      index = end < 0 ? script.length : end + 2;
    } else if (char === "'" || char === '"') {
      let value = "";
      index++;
      while (index < script.length && script[index] !== char) {
        if (script[index] === "\\" && index + 1 < script.length) index++;
        value += script[index];
        index++;
      }
      values.push(value);
      index++;
    } else index++;
  }
  return values;
}

/**
 * One `initialHistory` field as text: percent-escapes decoded (each run on its own, so a stray "%"
 * survives), then Taleo's backslash escapes undone ("\\:" → ":", "\\\\" → "\\").
 */
export function decodeTaleoField(value: string): string {
  const decoded = value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return unescapeTaleo(decoded);
}

/** Taleo escapes ":" and other separators in its values with a backslash. */
export function unescapeTaleo(value: string): string {
  return value.replace(/\\(.)/gs, "$1");
}

function hasMarkup(field: string): boolean {
  if (!field.includes("<")) return false;
  return cheerio.load(field, null, false)("*").length > 0;
}
