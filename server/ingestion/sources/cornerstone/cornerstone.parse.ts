import * as cheerio from "cheerio";
import { z } from "zod";
import { countryCodeInWords } from "#domain/countries";
import { parseDeadlineText } from "#domain/deadlines";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssuesInOneLine,
  labelItem,
  readItems,
} from "#server/ingestion/sources/json-responses";

// Cornerstone OnDemand (CSOD) public career sites: `{corp}.csod.com/ux/ats/careersite/{site}/home`.
// The page is a single-page app; its HTML carries `csod.context = {…}` with an anonymous token and
// the regional API host (`endpoints.cloud`, e.g. https://us.api.csod.com/). The job list is
// `POST {cloud}rec-job-search/external/jobs` with that token; each requisition page carries a
// schema.org JobPosting in JSON-LD (with PascalCase keys on World Bank Group pages).

export type CsodContext = { token: string; cloud: string };

export type CsodSite = {
  host: string;
  careerSiteId: number;
  corp: string;
  organization: string | null;
};

export type CsodPage = {
  postings: AdapterPosting[];
  errors: string[];
  /** Requisitions on this page, parsable or not. */
  itemCount: number;
  /** `data.totalCount`: requisitions over all pages. */
  totalCount: number;
};

/** The career site page that carries `csod.context`. */
export function buildCsodCareerSiteUrl(site: Pick<CsodSite, "host" | "careerSiteId" | "corp">) {
  return `https://${site.host}/ux/ats/careersite/${site.careerSiteId}/home?c=${encodeURIComponent(site.corp)}&lang=en-US`;
}

/** The public page of one requisition (also where applicants apply). */
export function buildCsodRequisitionUrl(
  site: Pick<CsodSite, "host" | "careerSiteId" | "corp">,
  requisitionId: string,
): string {
  return `https://${site.host}/ux/ats/careersite/${site.careerSiteId}/home/requisition/${encodeURIComponent(requisitionId)}?c=${encodeURIComponent(site.corp)}`;
}

/** The job search URL on the regional API host named by the page. */
export function buildCsodSearchUrl(cloud: string): string {
  return new URL("rec-job-search/external/jobs", cloud.endsWith("/") ? cloud : `${cloud}/`).href;
}

/** The JSON body the career site itself sends (culture en-US, so dates read M/D/YYYY). */
export function buildCsodSearchBody(careerSiteId: number, pageNumber: number, pageSize: number) {
  return {
    careerSiteId,
    careerSitePageId: careerSiteId,
    pageNumber,
    pageSize,
    cultureId: 1,
    cultureName: "en-US",
    searchText: "",
    states: [],
    countryCodes: [],
    cities: [],
    placeID: "",
    radius: null,
    postingsWithinDays: null,
    customFieldCheckboxKeys: [],
    customFieldDropdowns: [],
    customFieldRadios: [],
  };
}

const contextSchema = z.looseObject({
  token: z.string().min(1),
  endpoints: z.looseObject({ cloud: z.string().min(1) }),
});

/**
 * Reads `csod.context` from the career site page. Throws when it is missing, when it has no token
 * or API host, or when that host is not an https `*.csod.com` host (the token never leaves CSOD).
 */
export function readCsodContext(html: string): CsodContext {
  const $ = cheerio.load(html);
  let literal: string | null = null;
  $("script").each((_, element) => {
    if (literal !== null) return;
    const code = $(element).text();
    const at = code.indexOf("csod.context");
    if (at >= 0) literal = objectLiteralAfter(code, at);
  });
  if (literal === null) throw new Error("the career site page has no csod.context");
  let value: unknown;
  try {
    value = JSON.parse(literal);
  } catch (error) {
    throw new Error(`csod.context is not JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = contextSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`csod.context lacks the token or API host: ${z.prettifyError(parsed.error)}`);
  }
  const cloud = parsed.data.endpoints.cloud;
  let url: URL;
  try {
    url = new URL(cloud);
  } catch {
    throw new Error(`csod.context names an API host that is not a URL: ${cloud}`);
  }
  if (url.protocol !== "https:" || !url.hostname.endsWith(".csod.com")) {
    throw new Error(`csod.context names an API host outside csod.com: ${cloud}`);
  }
  return { token: parsed.data.token, cloud: url.href };
}

/** The `{…}` that starts after `from`, balanced over braces outside strings. */
function objectLiteralAfter(code: string, from: number): string | null {
  const start = code.indexOf("{", from);
  if (start < 0) return null;
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (quote !== null) {
      if (char === "\\") index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return code.slice(start, index + 1);
    }
  }
  return null;
}

const searchSchema = z.looseObject({
  data: z.looseObject({
    totalCount: z.number().int().nonnegative(),
    requisitions: z.array(z.unknown()),
  }),
});

const locationSchema = z.looseObject({
  city: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
});

const requisitionSchema = z.looseObject({
  requisitionId: z.union([z.number().int(), z.string().regex(/^\w+$/)]),
  displayJobTitle: z.string().trim().min(1),
  postingEffectiveDate: z.string().nullish(),
  postingExpirationDate: z.string().nullish(),
  locations: z.array(locationSchema).nullish(),
  externalDescription: z.string().nullish(),
});

/** Parses one job search answer; a bad requisition becomes an error, a bad envelope throws. */
export function parseCsodSearchPage(json: string, site: CsodSite): CsodPage {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`CSOD job search is not JSON (${(error as Error).message})`, { cause: error });
  }
  const page = searchSchema.safeParse(value);
  if (!page.success) {
    throw new Error(`CSOD job search has an unexpected shape: ${z.prettifyError(page.error)}`);
  }
  const { accepted, refused } = readItems(
    page.data.data.requisitions,
    requisitionSchema,
    (raw, index, error) =>
      `CSOD ${labelItem(raw, "requisitionId", "requisition", index)}: ${describeIssuesInOneLine(error)}`,
  );
  const postings = accepted.map((requisition): AdapterPosting => {
    const id = String(requisition.requisitionId);
    // A place names its country by its ISO code ("SE", "DE"), spelt out so that the place reader
    // knows the country of a town in no list and never takes "DE" for Delaware.
    const places = (requisition.locations ?? [])
      .map((place) =>
        [place.city, place.state, place.country && countryCodeInWords(place.country)].filter(
          (part) => !!part?.trim(),
        ),
      )
      .map((parts) => parts.join(", "))
      .filter((text) => text.length > 0);
    return {
      title: requisition.displayJobTitle,
      organization: site.organization,
      location: places.length > 0 ? places.join("; ") : null,
      descriptionHtml: requisition.externalDescription?.trim() || null,
      postedAt: usDate(requisition.postingEffectiveDate),
      expiresAt: usDate(requisition.postingExpirationDate),
      link: buildCsodRequisitionUrl(site, id),
      externalId: id,
    };
  });
  return {
    postings,
    errors: refused,
    itemCount: page.data.data.requisitions.length,
    totalCount: page.data.data.totalCount,
  };
}

/** "7/27/2026" (the en-US culture's M/D/YYYY) as "2026-07-27"; anything else is left out. */
export function usDate(text: string | null | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? "");
  if (!match) return null;
  const [, month, day, year] = match;
  const iso = `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** What a requisition page adds to the list entry. */
export type CsodRequisitionDetail = Partial<
  Pick<
    AdapterPosting,
    | "title"
    | "organization"
    | "location"
    | "descriptionHtml"
    | "grade"
    | "deadlineText"
    | "postedAt"
    | "expiresAt"
    | "deadlineDecided"
  >
>;

/**
 * Reads the schema.org JobPosting of a requisition page. CSOD writes some keys in PascalCase
 * (`Title`, `DatePosted`, `ValidThrough`, `HiringOrganization.Name`); both spellings are read.
 * World Bank Group descriptions open with a label table ("Grade:", "Closing Date:"), read too.
 * The closing date is decided by `ValidThrough` (see csodClosingText); the description is then not
 * searched for one. Throws when the page has no JobPosting.
 */
export function parseCsodRequisitionPage(html: string): CsodRequisitionDetail {
  const $ = cheerio.load(html);
  let posting: Record<string, unknown> | null = null;
  $('script[type="application/ld+json"]').each((_, element) => {
    if (posting !== null) return;
    try {
      posting = findJobPosting(JSON.parse($(element).text()));
    } catch {
      // A broken JSON-LD block is skipped; another block may hold the JobPosting.
    }
  });
  if (posting === null) throw new Error("the requisition page has no JSON-LD JobPosting");
  const read = (record: unknown, name: string): unknown => {
    if (!record || typeof record !== "object") return undefined;
    const object = record as Record<string, unknown>;
    return object[name] ?? object[name.charAt(0).toUpperCase() + name.slice(1)];
  };
  const text = (value: unknown) =>
    typeof value === "string" && value.trim() ? value.trim() : undefined;
  const rawDescription = text(read(posting, "description"));
  const description = rawDescription ? joinWrappedLines(rawDescription) : undefined;
  const labels = description ? readLabelTable(description) : new Map<string, string>();
  const places = ([] as unknown[])
    .concat(read(posting, "jobLocation") ?? [])
    .map((place) => read(place, "address"))
    .map((address) => {
      const country = read(address, "addressCountry");
      return [text(read(address, "addressLocality")), text(read(country, "name")) ?? text(country)]
        .filter((part) => part !== undefined)
        .join(", ");
    })
    .filter((place) => place.length > 0);
  const validThrough = text(read(posting, "validThrough"));
  const detail: Omit<CsodRequisitionDetail, "deadlineDecided"> = {
    title: text(read(posting, "title")),
    organization:
      labels.get("organization") ?? text(read(read(posting, "hiringOrganization"), "name")),
    location: labels.get("location") ?? (places.length > 0 ? places.join("; ") : undefined),
    descriptionHtml: description,
    grade: labels.get("grade"),
    deadlineText: csodClosingText(validThrough, labels.get("closing date")),
    postedAt: text(read(posting, "datePosted")),
    expiresAt: validThrough,
  };
  const present: CsodRequisitionDetail = {};
  for (const [key, value] of Object.entries(detail) as [keyof typeof detail, string][]) {
    if (value !== undefined) present[key] = value;
  }
  // The platform's own field decided the closing date: the description is not searched for one.
  if (validThrough !== undefined) present.deadlineDecided = true;
  return present;
}

function findJobPosting(value: unknown): Record<string, unknown> | null {
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = findJobPosting(entry);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const object = value as Record<string, unknown>;
  const type = object["@type"];
  if (type === "JobPosting" || (Array.isArray(type) && type.includes("JobPosting"))) return object;
  return findJobPosting(object["@graph"]);
}

/** "Label:" / value cells of the description's tables, keyed by lower-case label without colon. */
function readLabelTable(descriptionHtml: string): Map<string, string> {
  const $ = cheerio.load(descriptionHtml);
  const labels = new Map<string, string>();
  $("tr").each((_, row) => {
    const cells = $(row).children("td");
    if (cells.length !== 2) return;
    const label = cells.eq(0).text().replace(/\s+/g, " ").trim();
    const value = cells.eq(1).text().replace(/\s+/g, " ").trim();
    if (!label.endsWith(":") || !value) return;
    const key = label.slice(0, -1).trim().toLowerCase();
    if (!labels.has(key)) labels.set(key, value);
  });
  return labels;
}

const DAY_MS = 86_400_000;

/**
 * The closing date handed over for a requisition. `ValidThrough` is the platform's own field and
 * decides; the label table's "Closing Date:" text is used instead when it names a moment within a
 * day of it, since it carries the minute and zone and the date the posting states (World Bank:
 * "9/30/2026 (11:59pm UTC)" against ValidThrough "2026-10-01T00:00:00", one minute apart). When
 * the two disagree by more, ValidThrough wins: the requisition is still listed, so the text is
 * stale. Without ValidThrough the text is all there is.
 */
export function csodClosingText(
  validThrough: string | undefined,
  labelText: string | undefined,
): string | undefined {
  if (validThrough === undefined) return labelText;
  const field = parseDeadlineText(validThrough);
  const stated = labelText === undefined ? null : parseDeadlineText(labelText);
  if (field === null) return labelText ?? validThrough;
  if (stated === null) return validThrough;
  return Math.abs(stated.instant.getTime() - field.instant.getTime()) <= DAY_MS
    ? labelText
    : validThrough;
}

/**
 * CSOD's editor wraps long lines inside paragraphs with CR LF. In HTML those breaks are spaces, but
 * a text reading of the markup keeps them as line breaks and cuts sentences apart ("the World Bank
 * Group's / Internship Program"); every whitespace run holding one becomes one space. Markup with a
 * <pre> block, where breaks are meant, is left as it is.
 */
export function joinWrappedLines(html: string): string {
  return /<pre[\s>]/i.test(html) ? html : html.replace(/[^\S\n\r]*\r?\n\s*/g, " ");
}
