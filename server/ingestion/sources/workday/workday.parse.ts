import { z } from "zod";
import type { TenantClosingRule } from "#domain/closing-date";
import { findLabelledContract } from "#domain/contract-types";
import { findCityOfCountryInText } from "#domain/duty-stations";
import { parseLocation } from "#domain/locations";
import { matchOrganisation } from "#domain/organisations";
import { htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { describeIssuesInOneLine, readItems } from "#server/ingestion/sources/json-responses";

/** Where a Workday career site lives: `https://{host}/wday/cxs/{tenant}/{site}`. */
export type WorkdaySite = { host: string; tenant: string; site: string; locale?: string };

export type WorkdayListEntry = { externalPath: string; posting: AdapterPosting };

export type WorkdayListPage = {
  /** Only meaningful on the offset-0 page; later pages may report 0. */
  total: number;
  itemCount: number;
  entries: WorkdayListEntry[];
  errors: string[];
};

export type WorkdayDetail = Partial<AdapterPosting> & { descriptionHtml: string | null };

const listSchema = z.object({
  total: z.number().int().nonnegative(),
  jobPostings: z.array(z.unknown()),
});

const listItemSchema = z.looseObject({
  title: z.string().trim().min(1),
  externalPath: z.string().startsWith("/"),
  locationsText: z.string().nullish(),
  postedOn: z.string().nullish(),
  startDate: z.string().nullish(),
  bulletFields: z.array(z.string()).nullish(),
});

const countrySchema = z.looseObject({ descriptor: z.string().nullish() }).nullish();

const detailSchema = z.object({
  jobPostingInfo: z.looseObject({
    title: z.string().nullish(),
    jobDescription: z.string().nullish(),
    location: z.string().nullish(),
    additionalLocations: z.array(z.string()).nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
    timeType: z.string().nullish(),
    jobReqId: z.string().nullish(),
    externalUrl: z.string().nullish(),
    country: countrySchema,
    jobRequisitionLocation: z
      .looseObject({ descriptor: z.string().nullish(), country: countrySchema })
      .nullish(),
  }),
  hiringOrganization: z.looseObject({ name: z.string().nullish() }).nullish(),
});

/** API base of a site; WFP's `wd3.myworkdaysite.com` uses the same cxs path. */
export function buildWorkdayApiBase({ host, tenant, site }: WorkdaySite): string {
  return `https://${host}/wday/cxs/${tenant}/${site}`;
}

/** The public page of a posting: myworkdaysite.com serves `/recruiting/{tenant}/{site}`, others `/{locale}/{site}`. */
export function buildWorkdayPublicLink(site: WorkdaySite, externalPath: string): string {
  const prefix = site.host.endsWith(".myworkdaysite.com")
    ? `/recruiting/${site.tenant}/${site.site}`
    : `/${site.locale ?? "en-US"}/${site.site}`;
  return `https://${site.host}${prefix}${externalPath}`;
}

/** Parses a `POST …/jobs` list page into list-level postings (no description yet). */
export function parseWorkdayList(
  body: string,
  site: WorkdaySite,
  now: Date,
  organization: string | null = null,
): WorkdayListPage {
  const parsed = listSchema.safeParse(parseJson(body, "list"));
  if (!parsed.success) {
    throw new Error(`Workday list has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const { accepted, refused } = readItems(
    parsed.data.jobPostings,
    listItemSchema,
    (raw, index, error) => {
      const title = (raw as { title?: unknown } | null)?.title;
      const label = typeof title === "string" ? `"${title}"` : `item ${index + 1}`;
      return `Workday ${label}: ${describeIssuesInOneLine(error)}`;
    },
  );
  const entries = accepted.map(
    ({ title, externalPath, locationsText, postedOn, startDate }): WorkdayListEntry => ({
      externalPath,
      posting: {
        title: title.trim(),
        organization,
        location: readWorkdayLocation([locationsText], null),
        descriptionHtml: null,
        // The list item's own start date when it has one; "Posted 30+ Days Ago" alone dates nothing.
        postedAt: readIsoDate(startDate) ?? resolvePostedOn(postedOn ?? null, now),
        // A list item carries no closing date and no text to read one from.
        deadlineDecided: true,
        link: buildWorkdayPublicLink(site, externalPath),
        externalId: readPostingId(externalPath),
      },
    }),
  );
  return {
    total: parsed.data.total,
    itemCount: parsed.data.jobPostings.length,
    entries,
    errors: refused,
  };
}

/** What the source knows of its tenant: its closing-date rule and the catalogue's organisation. */
export type WorkdayDetailOptions = {
  closingDateRule?: TenantClosingRule | null;
  organization?: string | null;
};

/**
 * Parses a posting's detail (`GET …{externalPath}`): description, dates, duty station, employer,
 * public URL. The closing date is left to the one resolver (domain/closing-date): `endDate` is the
 * platform's field, read through the tenant's rule when its captures show one, and the
 * description's labelled closing date is weighed against it. A listed posting is open, so a text
 * date already past when it is fetched is stale.
 */
export function parseWorkdayDetail(
  body: string,
  _now: Date,
  options: WorkdayDetailOptions = {},
): WorkdayDetail {
  const parsed = detailSchema.safeParse(parseJson(body, "detail"));
  if (!parsed.success) {
    throw new Error(`Workday detail has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const info = parsed.data.jobPostingInfo;
  const country =
    info.jobRequisitionLocation?.country?.descriptor?.trim() ||
    info.country?.descriptor?.trim() ||
    null;
  const detail: WorkdayDetail = { descriptionHtml: info.jobDescription ?? null };
  if (info.title?.trim()) detail.title = info.title.trim();
  const primary = pickWorkdayPlace(
    readRequisitionPlace(
      info.jobRequisitionLocation?.descriptor ?? null,
      [info.location, ...(info.additionalLocations ?? [])],
      country,
    ),
    info.location,
    country,
  );
  let location = readWorkdayLocation([primary, ...(info.additionalLocations ?? [])], country);
  // Only a country (the requisition's place was a building or site code): the city of that
  // country the description names ("Internships take place in Geneva, Switzerland"). A post in
  // the field names no town, so none is looked for.
  const parsedLocation = parseLocation(location);
  if (
    !(primary && readFieldPost(primary) !== undefined) &&
    parsedLocation.countryCode &&
    !parsedLocation.city &&
    parsedLocation.locations.length === 0 &&
    info.jobDescription
  ) {
    const city = findCityOfCountryInText(
      htmlToText(info.jobDescription),
      parsedLocation.countryCode,
    );
    if (city) location = `${city}, ${parsedLocation.country ?? country}`;
  }
  if (location) detail.location = location;
  const postedAt = readIsoDate(info.startDate);
  if (postedAt) detail.postedAt = postedAt;
  detail.closingDate = info.endDate?.trim() || null;
  detail.deadlineDecided = true;
  if (options.closingDateRule) detail.closingDateRule = options.closingDateRule;
  // The posting's labelled contract ("Contract Type: Special Service Agreement") says more than
  // Workday's time type ("Full time"), which stays when there is none.
  const contract = findLabelledContract(htmlToText(info.jobDescription ?? "")) ?? info.timeType;
  if (contract) detail.contractType = contract;
  if (info.externalUrl) detail.link = info.externalUrl;
  const organization = readWorkdayEmployer(
    parsed.data.hiringOrganization?.name ?? null,
    options.organization ?? null,
  );
  if (organization) detail.organization = organization;
  return detail;
}

/**
 * The more specific of the requisition's location (often "City, Country") and the posting's
 * location field (sometimes only the country): a remote marker first ("Off Site"), then the one
 * that names a city, then the one that names a country, then the field as it is.
 */
function pickWorkdayPlace(
  requisition: string | null | undefined,
  location: string | null | undefined,
  country: string | null,
): string | null {
  const candidates = [requisition, location]
    .map((value) => value?.replace(/\s+/g, " ").trim() ?? "")
    .filter((value) => value !== "")
    .map((value) => readSiteCodePlace(value, country) ?? value);
  const parsed = candidates.map((value) => ({ value, place: parseLocation(value) }));
  return (
    parsed.find((item) => item.place.isRemote)?.value ??
    parsed.find((item) => item.place.city && item.place.countryCode)?.value ??
    parsed.find((item) => item.place.countryCode)?.value ??
    location?.trim() ??
    requisition?.trim() ??
    null
  );
}

/**
 * The requisition's location, unless the posting's own locations (its location and additional
 * locations) name known cities and the requisition names none of them: then the requisition is an
 * internal record of where the post was opened ("Parsippany, New Jersey" for a post in Denver,
 * Minneapolis, Salt Lake City and Seattle; "US - Arizona - Remote" for one in San Diego and Foster
 * City) and is left out (null). A requisition that names one of those cities, or a posting whose own
 * locations name no known city (a country alone, a building code), keeps the requisition.
 */
export function readRequisitionPlace(
  requisition: string | null,
  ownLocations: (string | null | undefined)[],
  country: string | null,
): string | null {
  const ownCities = new Set(ownLocations.flatMap((value) => knownCitiesIn(value, country)));
  if (!requisition || ownCities.size === 0) return requisition;
  const requisitionCities = knownCitiesIn(requisition, country);
  return requisitionCities.some((city) => ownCities.has(city)) ? requisition : null;
}

/** The cities, with their country, a location string names (in lower case), read as the adapter reads them. */
function knownCitiesIn(value: string | null | undefined, country: string | null): string[] {
  const text = value?.replace(/\s+/g, " ").trim();
  if (!text) return [];
  const parsed = parseLocation(readSiteCodePlace(text, country) ?? text);
  return [parsed, ...parsed.locations].flatMap((place) =>
    place.city && place.countryCode ? [`${place.city.toLowerCase()}, ${place.countryCode}`] : [],
  );
}

// "C0012 Geneva Branch", "E104 - Country Office": an internal entity code before a branch name.
const ENTITY_CODE = /^[A-Z]{1,3}\d{2,}\b/;
// A legal-entity label rather than the employer's public name: a legal form ends the name, written
// short ("Ltd", "Inc.", "Kft.", "mbH") or out ("Limited by Guarantee", "Incorporated"), and may be
// followed by the country the entity is registered in ("… Limited by Guarantee - Nigeria", "… Ltd
// (Kenya)"). The forms, dots optional where companies leave them out:
const LEGAL_FORMS = [
  String.raw`inc|incorporated|llc|llp|ltd|limited(?: by guarantee)?|plc|pty`, // English
  String.raw`gmbh|m\.?b\.?h|ag|kg`, // German ("… Gesellschaft für digitale Helfer mbH")
  String.raw`s\.?a|s\.?a\.?s|s\.?a\.?r\.?l|s\.?p\.?a|s\.?r\.?l|s\.l|ltda`, // French, Italian, Spanish, Portuguese
  String.raw`b\.?v|n\.?v|oyj?|ab|a/s|aps|e?hf`, // Dutch, Finnish, Swedish, Danish, Icelandic
  String.raw`kft|zrt|sp\.? ?z ?o\.? ?o|s\.?r\.?o`, // Hungarian, Polish, Czech and Slovak
].join("|");
const LEGAL_ENTITY = new RegExp(
  String.raw`\blegal\s+entity\b|\b(?:${LEGAL_FORMS})\.?(?:\s*[-–,]\s*[\p{L}][\p{L} .'-]{1,40}|\s*\([^()]{2,40}\))?\s*$`,
  "iu",
);

/**
 * The employer to show: Workday's hiring organisation, unless it is empty, an internal entity
 * code, a legal-entity label, or a longer name with the catalogue's employer among its words (the
 * group's company in one country, "Azelis Italia S.r.l." on Azelis' board); then the catalogue
 * source's organisation (null when it has none). On a board the catalogue gives an employer, a
 * hiring organisation the registry does not know is one of the group's own companies, named
 * without its legal form ("Par Formulations" on Endo's board, "BPA USA Bio-Med Appl of
 * Pennsylvania" on Fresenius Medical Care's): the group is shown. An employer the registry knows
 * keeps its name, on its own board or on another's.
 */
export function readWorkdayEmployer(name: string | null, catalogue: string | null): string | null {
  const clean = name?.replace(/\s+/g, " ").trim() ?? "";
  const catalogueName = catalogue?.replace(/\s+/g, " ").trim() || null;
  if (
    clean !== "" &&
    !ENTITY_CODE.test(clean) &&
    !LEGAL_ENTITY.test(clean) &&
    !(catalogueName && namesAmongItsWords(clean, catalogueName)) &&
    !(catalogueName && matchOrganisation(clean) === null)
  )
    return clean;
  return catalogueName;
}

/** Whether `name` holds the words of `employer` in a row, in any case ("Elsevier Limited Company", "Elsevier"). */
function namesAmongItsWords(name: string, employer: string): boolean {
  const nameWords = wordsOf(name);
  const employerWords = wordsOf(employer);
  if (employerWords.length === 0) return false;
  return nameWords.some((_, start) =>
    employerWords.every((word, offset) => nameWords[start + offset] === word),
  );
}

/** The lower-case runs of letters and digits of a name. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Tenants whose captures show that `endDate` is the day after the last day to apply, each with
 * the evidence (tests/fixtures/platforms/workday): every posting there states its closing date in
 * its text or list, one day before `endDate`. A tenant not listed reads `endDate` as the closing
 * date itself, and the posting's own text still decides where it states another day.
 */
export const WORKDAY_DAY_AFTER_TENANTS: Record<string, string> = {
  paho: "20 details of 2026-09-13: Closing Date: September 17, 2026 with endDate 2026-09-18, and so on",
  unhcr: "JR2668710: Deadline for Applications September 20, 2026, endDate 2026-09-21",
  wto: "JR103985: Deadline: 31-12-2026, endDate 2027-01-01",
  wfp: "JR121484, JR126646: DEADLINE FOR APPLICATIONS one day before endDate",
  theglobalfund: "JR4665: Job Posting End Date 16 September 2026, endDate 2026-09-17",
  imf: "26-R8965: list says the last day to apply is 12/30/2026, endDate 2026-12-31",
};

/**
 * The closing-date rule of a Workday tenant: the source's own `closingDateRule` when set ("none"
 * turns it off), else the documented tenant table.
 */
export function workdayClosingRule(
  tenant: string,
  configured?: TenantClosingRule | "none" | null,
): TenantClosingRule | null {
  if (configured === "none") return null;
  if (configured) return configured;
  return Object.hasOwn(WORKDAY_DAY_AFTER_TENANTS, tenant.toLowerCase())
    ? "end-date-is-day-after"
    : null;
}

/**
 * The duty station(s) from Workday's location strings. A string is a place when the location
 * parser recognises a city or country in it; an unknown name is kept with the job's country added
 * ("Kuajok" → "Kuajok, South Sudan"); a short all-capital code (WTO's building "CWR") or an
 * unspecified marker ("HQ") is not a place and is dropped. With no place left, the job's own
 * country field is the duty station ("Switzerland").
 */
export function readWorkdayLocation(
  values: (string | null | undefined)[],
  country: string | null,
): string | null {
  const places: string[] = [];
  for (const raw of values) {
    const text = raw?.replace(/\s+/g, " ").trim();
    if (!text) continue;
    // Workday's list says "2 Locations" for several: the parser shows that as "Multiple locations".
    if (/^\d+ locations?$/i.test(text)) {
      places.push(text);
      continue;
    }
    const fieldPost = readFieldPost(text);
    if (fieldPost !== undefined) {
      if (fieldPost) places.push(fieldPost);
      continue;
    }
    const siteCodePlace = readSiteCodePlace(text, country);
    if (siteCodePlace) {
      places.push(siteCodePlace);
      continue;
    }
    const parsed = parseLocation(text);
    if (parsed.countryCode || parsed.isRemote) places.push(text);
    else if (!parsed.isSpecial && !isLocationCode(text))
      places.push(country ? `${text}, ${country}` : text);
  }
  const unique = [...new Set(places)];
  if (unique.length > 0) return unique.join("; ");
  return country;
}

// An employer's internal site code at the start of a location: capitals followed by digits, with
// building numbers after dashes ("HUN02-01-", GE HealthCare), or capitals, a dash and one capital
// ("IRL-G ", Medtronic). A country or state written before a dash ("US - California - …") is not one.
const SITE_CODE_PREFIX = /^[A-Z]{2,4}(?:\d+(?:-\d+)*|-[A-Z])(?:\s*-\s*|\s+)/;

/**
 * The city inside a location written as an internal site code, the city and the site's name
 * ("HUN02-01-Budapest-Vaci Greens C" → "Budapest"; "IRL-G Galway Michael Collins" with the country
 * Ireland → "Galway, Ireland"). The city is the longest run of words, at the start of the part after
 * the code, that the place list knows as a city (of the job's country, when there is one). Null
 * when the location does not start with a site code or no known city follows it: the site's name
 * alone is not a place.
 */
export function readSiteCodePlace(text: string, country: string | null): string | null {
  const code = SITE_CODE_PREFIX.exec(text);
  if (!code) return null;
  const firstPart = text.slice(code[0].length).split("-")[0] ?? "";
  const words = firstPart.trim().split(/\s+/);
  const countryCode = country ? parseLocation(country).countryCode : null;
  for (let count = words.length; count > 0; count -= 1) {
    const name = words.slice(0, count).join(" ");
    const place = parseLocation(name);
    if (!place.city || !place.countryCode) continue;
    if (countryCode && place.countryCode !== countryCode) continue;
    return country ? `${name}, ${country}` : name;
  }
  return null;
}

// A post in the field: the word "Field", then the country or a short code of the employer's.
const FIELD_POST = /^field\b\s*(?:[-–]\s*)?(?<rest>\S.*)$/i;

/**
 * A post in the field, named by no town: "Field - China" is China, "Field PS" (a code after the
 * word) is no place, so the job's own country stands. Undefined for anything else: "Field" alone
 * (the remote marker the location parser reads) and a field office named after its town ("Field
 * Office Kabul") are read as before.
 */
function readFieldPost(text: string): string | null | undefined {
  const rest = FIELD_POST.exec(text)?.groups?.rest?.trim();
  if (!rest) return undefined;
  if (isLocationCode(rest)) return null;
  const place = parseLocation(rest);
  return place.countryCode && !place.city && place.locations.length === 0 ? rest : undefined;
}

/** "CWR", "HQ2", "MCO": a code of two to six capitals/digits, not a place name. */
function isLocationCode(text: string): boolean {
  return /^[A-Z0-9]{2,6}$/.test(text);
}

/** "2026-09-11" (Workday's date fields) → itself; anything else → null. */
function readIsoDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  return Number.isNaN(Date.parse(`${match[0]}T00:00:00Z`)) ? null : match[0];
}

/**
 * "Posted Today" / "Posted Yesterday" / "Posted 3 Days Ago" → the UTC date that many days before
 * `now`. "Posted 30+ Days Ago" says only "a month or more": no date (null), as for anything else.
 */
export function resolvePostedOn(postedOn: string | null, now: Date): string | null {
  const text = postedOn?.trim().toLowerCase().replace(/\s+/g, " ") ?? "";
  const match = /^posted (today|yesterday|(\d+) days? ago)$/.exec(text);
  if (!match) return null;
  const days = match[1] === "today" ? 0 : match[1] === "yesterday" ? 1 : Number(match[2]);
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The requisition part of a path (`…/Inspector-General_JR2561448-2` → `JR2561448-2`), else the path. */
export function readPostingId(externalPath: string): string {
  const last = externalPath.split("/").at(-1) ?? "";
  const underscore = last.lastIndexOf("_");
  return underscore >= 0 && underscore < last.length - 1
    ? last.slice(underscore + 1)
    : externalPath;
}

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    const start = JSON.stringify(body.trim().slice(0, 30));
    throw new Error(`Workday ${what} is not JSON (${(error as Error).message}; starts ${start})`, {
      cause: error,
    });
  }
}
