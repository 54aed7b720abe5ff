import { z } from "zod";
import { findLabelledContract } from "#domain/contract-types";
import { countryCodeInWords } from "#domain/countries";
import { parseLocation } from "#domain/locations";
import { htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssuesInOneLine,
  labelItem,
  readItems,
} from "#server/ingestion/sources/json-responses";

/** An Oracle Recruiting Cloud candidate-experience site: host and site number (CX_…). */
export type OracleSite = { host: string; siteNumber: string };

export type OracleListPage = {
  totalCount: number;
  itemCount: number;
  postings: AdapterPosting[];
  errors: string[];
};

/**
 * `listedLocation`: the place the list row gave (its primary location first), read when the detail
 * carries no primary location of its own.
 */
export type OracleDetailOptions = {
  gradeFlexIndex?: number | null;
  listedLocation?: string | null;
};

const RESOURCES = "hcmRestApi/resources/latest";

const listSchema = z.object({
  items: z
    .array(
      z.looseObject({
        TotalJobsCount: z.number().int().nonnegative(),
        requisitionList: z.array(z.unknown()).nullish(),
      }),
    )
    .min(1, "items is empty (expected one findReqs search result)"),
});

/** A work location of a requisition (`workLocation`): the building's town and country code. */
const workLocationSchema = z.looseObject({
  TownOrCity: z.string().nullish(),
  Country: z.string().nullish(),
});

const requisitionSchema = z.looseObject({
  Id: z.union([z.string().min(1), z.number().int()]).transform(String),
  Title: z.string().trim().min(1),
  PostedDate: z.string().nullish(),
  PostingEndDate: z.string().nullish(),
  PrimaryLocation: z.string().nullish(),
  PrimaryLocationCountry: z.string().nullish(),
  ShortDescriptionStr: z.string().nullish(),
  secondaryLocations: z.array(z.looseObject({ Name: z.string().nullish() })).nullish(),
  workLocation: z.array(workLocationSchema).nullish(),
});

const flexFieldSchema = z.looseObject({
  Prompt: z.string().nullish(),
  Value: z.union([z.string(), z.number()]).nullish(),
});

const detailSchema = z.object({
  items: z
    .array(
      z.looseObject({
        Id: z.union([z.string(), z.number()]).transform(String),
        Title: z.string().nullish(),
        ExternalDescriptionStr: z.string().nullish(),
        ExternalResponsibilitiesStr: z.string().nullish(),
        ExternalQualificationsStr: z.string().nullish(),
        CorporateDescriptionStr: z.string().nullish(),
        ExternalPostedStartDate: z.string().nullish(),
        ExternalPostedEndDate: z.string().nullish(),
        ContractType: z.string().nullish(),
        RequisitionType: z.string().nullish(),
        JobSchedule: z.string().nullish(),
        PrimaryLocation: z.string().nullish(),
        PrimaryLocationCountry: z.string().nullish(),
        secondaryLocations: z.array(z.looseObject({ Name: z.string().nullish() })).nullish(),
        workLocation: z.array(workLocationSchema).nullish(),
        requisitionFlexFields: z.array(flexFieldSchema).nullish(),
      }),
    )
    .min(1, "items is empty (requisition not found)"),
});

/** List URL: paging lives inside `finder` (`limit`, `offset`); top-level paging is ignored by Oracle. */
export function buildOracleListUrl(
  { host, siteNumber }: OracleSite,
  offset: number,
  limit: number,
) {
  const finder = `findReqs;siteNumber=${siteNumber},limit=${limit},offset=${offset},sortBy=POSTING_DATES_DESC`;
  return `https://${host}/${RESOURCES}/recruitingCEJobRequisitions?onlyData=true&expand=requisitionList.secondaryLocations,flexFieldsFacet.values&finder=${finder}`;
}

export function buildOracleDetailUrl({ host, siteNumber }: OracleSite, id: string): string {
  const finder = `ById;Id=%22${encodeURIComponent(id)}%22,siteNumber=${siteNumber}`;
  return `https://${host}/${RESOURCES}/recruitingCEJobRequisitionDetails?expand=all&onlyData=true&finder=${finder}`;
}

export function buildOracleApplyLink({ host, siteNumber }: OracleSite, id: string): string {
  return `https://${host}/hcmUI/CandidateExperience/en/sites/${siteNumber}/job/${id}`;
}

/** Parses one `recruitingCEJobRequisitions` page into list-level postings (short description only). */
export function parseOracleList(
  body: string,
  site: OracleSite,
  organization: string | null = null,
): OracleListPage {
  const parsed = listSchema.safeParse(parseJson(body, "list"));
  if (!parsed.success) {
    throw new Error(`Oracle list has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const search = parsed.data.items[0]!;
  const list = search.requisitionList ?? [];
  const { accepted, refused } = readItems(
    list,
    requisitionSchema,
    (raw, index, error) =>
      `Oracle ${labelItem(raw, "Id", "requisition", index, "requisition")}: ${describeIssuesInOneLine(error)}`,
  );
  const postings = accepted.map((requisition): AdapterPosting => {
    const locations = [
      readWorkLocationPlace(
        requisition.workLocation,
        requisition.PrimaryLocation,
        requisition.PrimaryLocationCountry,
      ) ?? requisition.PrimaryLocation,
      ...(requisition.secondaryLocations ?? []).map((location) => location.Name),
    ]
      .map((location) => location?.trim())
      .filter((location): location is string => !!location);
    return {
      title: requisition.Title,
      organization,
      location: locations.length > 0 ? [...new Set(locations)].join("; ") : null,
      descriptionHtml: readShortDescription(requisition.ShortDescriptionStr),
      postedAt: requisition.PostedDate ?? null,
      // The platform's posting end date is the closing date (the short description has none).
      ...(requisition.PostingEndDate?.trim()
        ? { expiresAt: requisition.PostingEndDate.trim(), deadlineDecided: true }
        : {}),
      link: buildOracleApplyLink(site, requisition.Id),
      externalId: requisition.Id,
    };
  });
  return { totalCount: search.TotalJobsCount, itemCount: list.length, postings, errors: refused };
}

/**
 * The list's short description, unless it is a lone heading (UNDP's and UNFPA's "Duties and
 * Responsibilities") or the site's unfilled template (IOM's "Apply by: DD/MM/YYYY PROVIDE A SHORT
 * SUMMARY OF THE JOB VACANCY"): neither describes the job.
 */
export function readShortDescription(value: string | null | undefined): string | null {
  const text = (value ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.split(" ").length < 5 && !/[.!?]/.test(text)) return null;
  if (/\bDD\/MM\/YYYY\b|\bprovide a short summary\b/i.test(text)) return null;
  return value ?? null;
}

/**
 * Parses `recruitingCEJobRequisitionDetails` items[0]: full description sections, the posting end date
 * (raw; rosters carry the 2069 sentinel) and grade / agency / vacancy type from the flex fields.
 */
export function parseOracleDetail(
  body: string,
  options: OracleDetailOptions = {},
): Partial<AdapterPosting> {
  const parsed = detailSchema.safeParse(parseJson(body, "detail"));
  if (!parsed.success) {
    throw new Error(`Oracle detail has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const item = parsed.data.items[0]!;
  const sections = [
    item.ExternalDescriptionStr,
    item.ExternalResponsibilitiesStr,
    item.ExternalQualificationsStr,
    item.CorporateDescriptionStr,
  ].filter((section): section is string => !!section?.trim());
  const flex = item.requisitionFlexFields ?? [];
  const detail: Partial<AdapterPosting> = {};
  if (item.Title?.trim()) detail.title = item.Title.trim();
  if (sections.length > 0) detail.descriptionHtml = sections.join("\n");
  if (item.ExternalPostedStartDate) detail.postedAt = item.ExternalPostedStartDate;
  // The detail's work location, when it names a town its primary location does not, takes the
  // primary location's place; the secondary locations stay beside it.
  const primaryLocation = item.PrimaryLocation ?? options.listedLocation?.split("; ")[0] ?? null;
  const workPlace = readWorkLocationPlace(
    item.workLocation,
    primaryLocation,
    item.PrimaryLocationCountry,
  );
  if (workPlace) {
    const secondaries = (item.secondaryLocations ?? [])
      .map((location) => location.Name?.trim())
      .filter((name): name is string => !!name);
    detail.location = [...new Set([workPlace, ...secondaries])].join("; ");
  }
  // The platform's end of posting is the closing date; the description's own "Apply Before …" is
  // read only when it is missing. Rosters' 2069 sentinel means "no deadline" (the domain drops it).
  if (item.ExternalPostedEndDate) {
    detail.expiresAt = item.ExternalPostedEndDate;
    detail.deadlineDecided = true;
  }
  const grade = findFlexValue(flex, /\bgrade\b|\bpost level\b/i, options.gradeFlexIndex ?? null);
  // IOM writes "UG" (ungraded) in the grade field of consultancies; their recruiting type
  // ("Consultant") then says what the post is.
  const ungraded = grade !== null && /^(?:UG|ungraded)$/i.test(grade);
  const recruitingType =
    findFlexValue(flex, /\brecruit(?:ing|ment) type\b/i, null) ?? item.RequisitionType?.trim();
  if (ungraded) {
    if (recruitingType) detail.grade = recruitingType;
  } else if (grade) detail.grade = grade;
  const agency = findFlexValue(flex, /\bagency\b|\borgani[sz]ation\b/i, null);
  if (agency) detail.organization = agency;
  // The hours ("Full time") name the contract only when nothing else does, as Workday's time type:
  // a contract field, else a labelled line of the description ("Contract type: …").
  const contract =
    findFlexValue(flex, /\b(vacancy|contract) type\b/i, null) ||
    item.ContractType?.trim() ||
    findLabelledContract(htmlToText(sections.join("\n"))) ||
    item.JobSchedule?.trim();
  if (contract) detail.contractType = contract;
  return detail;
}

/**
 * The place of a requisition's work location ("Wroclaw, Poland"), when its town is one the primary
 * location does not name: a work location is the building where the post is, the primary location
 * the place the requisition is filed under (only "Poland", or the region's main city "Mumbai").
 * The country is the work location's own, else the requisition's, else the one the primary location
 * names. Null when no work location names a town, or the primary location already names it
 * ("Manila" in "Manila, Philippines (the)"), or no country is known.
 */
export function readWorkLocationPlace(
  workLocations: z.infer<typeof workLocationSchema>[] | null | undefined,
  primaryLocation: string | null | undefined,
  primaryCountryCode: string | null | undefined,
): string | null {
  const work = (workLocations ?? []).find((location) => location.TownOrCity?.trim());
  const town = work?.TownOrCity?.replace(/\s+/g, " ").trim();
  if (!work || !town) return null;
  const primary = primaryLocation?.trim() ?? "";
  if (primary.toLowerCase().includes(town.toLowerCase())) return null;
  const code = work.Country?.trim() || primaryCountryCode?.trim() || "";
  const country = code ? countryCodeInWords(code.toUpperCase()) : parseLocation(primary).country;
  if (!country || /^[A-Z]{2}$/.test(country)) return null;
  return `${town}, ${country}`;
}

/** A flex field by its prompt, else (for tenants without prompts) by position. */
function findFlexValue(
  flex: z.infer<typeof flexFieldSchema>[],
  prompt: RegExp,
  index: number | null,
): string | null {
  const byPrompt = flex.find((field) => field.Prompt && prompt.test(field.Prompt));
  const field = byPrompt ?? (index === null ? undefined : flex[index]);
  const value =
    field?.Value === null || field?.Value === undefined ? "" : String(field.Value).trim();
  return value || null;
}

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    const start = JSON.stringify(body.trim().slice(0, 30));
    throw new Error(`Oracle ${what} is not JSON (${(error as Error).message}; starts ${start})`, {
      cause: error,
    });
  }
}
