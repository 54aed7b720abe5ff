import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import { z } from "zod";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { countryCodeInWords } from "#domain/countries";
import { isExpiryStamp } from "#domain/expiry-stamp";
import { readJobPostingNodes } from "../json-ld/json-ld.parse";

// iCIMS "classic" career portals ({prefix}-{account}.icims.com). The job list is
// `/jobs/search?pr={page}&in_iframe=1`: one `li.iCIMS_JobCardItem` per job (on some portals a
// `div.row` straight inside the `.iCIMS_JobsTable`, the same fields without the card), each a link to
// `/jobs/{id}/{slug}/job` and label/value pairs the employer configured (location, posted date,
// category, requisition number…); the page names the next one in `<link rel="next">` and leaves
// it out on the last. A job's page holds a schema.org JobPosting block and the same labelled
// header fields.

/** One search page of a portal, read. */
export type IcimsSearchPage = {
  postings: AdapterPosting[];
  errors: string[];
  /** Job cards on the page, read or not. */
  itemCount: number;
  /** The page the portal names as next (`pr`, 0-based), or null on the last page. */
  nextPage: number | null;
};

/** What a job's own page adds to its card. */
export type IcimsJobPage = {
  title: string | null;
  descriptionHtml: string | null;
  location: string | null;
  contractType: string | null;
  postedAt: string | null;
  /** The JobPosting's `validThrough` when it is a date the employer set (see `isExpiryStamp`). */
  validThrough: string | null;
};

type LabelledField = { label: string; value: string; title: string | null };

/** The portal's search page `page` (0-based), without the employer's surrounding site. */
export function buildIcimsSearchUrl(host: string, page: number): string {
  return `https://${host}/jobs/search?pr=${page}&in_iframe=1`;
}

/** A job's own page, without the employer's surrounding site. */
export function buildIcimsJobPageUrl(link: string): string {
  return `${link}?in_iframe=1`;
}

/**
 * Parses one search page. A card without a link to a job of this portal becomes an error; a page
 * without the list (an error page, another template) throws.
 */
export function parseIcimsSearchPage(
  html: string,
  host: string,
  page: number,
  organization: string | null,
): IcimsSearchPage {
  const $ = cheerio.load(html);
  // A job is an `li` card, or on some portals a row of the table's grid with no card around it.
  const cards = $("li.iCIMS_JobCardItem, .iCIMS_JobsTable > div.row").toArray();
  if (cards.length === 0 && $(".iCIMS_JobsTable").length === 0) {
    throw new Error("iCIMS search page: no job list (iCIMS_JobsTable) in the answer");
  }
  if (cards.length === 0) {
    // A table without jobs is a portal with nothing open; links to jobs outside anything read
    // here are a layout this parser does not know, and reading none of them would lose them.
    const linked = new Set(
      $(".iCIMS_JobsTable a[href]")
        .toArray()
        .flatMap((anchor) => readJobUrl($(anchor).attr("href") ?? "", host)?.id ?? []),
    );
    if (linked.size > 0) {
      throw new Error(
        `iCIMS search page ${page + 1}: the job table links to ${linked.size} job(s) outside any card or row this parser reads`,
      );
    }
  }
  const fieldsByCard = cards.map((card) => readLabelledFields($, $(card)));
  const dayFirst = readsDayFirst(
    fieldsByCard.flatMap((fields) => postedField(fields)?.title ?? []),
  );
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  cards.forEach((card, index) => {
    const job = readCardLink($, $(card), host);
    if (!job) {
      errors.push(`iCIMS search page ${page + 1}, card ${index + 1}: no link to a job of ${host}`);
      return;
    }
    const fields = fieldsByCard[index] ?? [];
    const posted = postedField(fields)?.title;
    const contractType = describeEmploymentType(employmentField(fields)?.value);
    postings.push({
      title: job.title,
      externalId: job.id,
      link: job.link,
      organization,
      location: formatIcimsLocation(locationField(fields)?.value ?? null, organization),
      postedAt: posted && dayFirst !== null ? readSlashDate(posted, dayFirst) : null,
      // The employer's own position type ("Job Type: Regular Full-Time"), when the card shows it.
      ...(contractType ? { contractType } : {}),
    });
  });
  return { postings, errors, itemCount: cards.length, nextPage: readNextPage($, host) };
}

/** The link, id and title of a card's job, when the card links to a job page of this portal. */
function readCardLink(
  $: CheerioAPI,
  card: ReturnType<CheerioAPI>,
  host: string,
): { id: string; link: string; title: string } | null {
  for (const anchor of card.find("a[href]").toArray()) {
    const job = readJobUrl($(anchor).attr("href") ?? "", host);
    if (!job) continue;
    const heading = squash($(anchor).find("h3").first().text());
    // The link's title attribute joins the id and the title: "8149 - Commis II".
    const fromTitle = ($(anchor).attr("title") ?? "").split(" - ").slice(1).join(" - ");
    const title = heading || squash(fromTitle);
    return title ? { ...job, title } : null;
  }
  return null;
}

/** A job page address of this portal, without its query (`in_iframe=1` is the embed flag). */
function readJobUrl(href: string, host: string): { id: string; link: string } | null {
  let url: URL;
  try {
    url = new URL(href, `https://${host}/`);
  } catch {
    return null;
  }
  if (url.hostname.toLowerCase() !== host.toLowerCase()) return null;
  const match = /^\/jobs\/(\d+)\/[^/]+\/job$/.exec(url.pathname);
  if (!match?.[1]) return null;
  return { id: match[1], link: `https://${url.hostname.toLowerCase()}${url.pathname}` };
}

/**
 * Every label/value pair of a card or a job page's header: a screen-reader label followed by
 * the element holding its value (location, posted date), and the configurable `dt`/`dd` block
 * (category, ID, position type…). Labels are the employer's own words, so callers match parts.
 */
function readLabelledFields($: CheerioAPI, root: ReturnType<CheerioAPI>): LabelledField[] {
  const fields: LabelledField[] = [];
  root.find("span.field-label").each((_, element) => {
    const value = $(element).next();
    if (value.length === 0) return;
    fields.push({
      label: squash($(element).text()),
      value: squash(value.clone().find(".sr-only").remove().end().text()),
      title: value.attr("title")?.trim() || null,
    });
  });
  root.find("dt.iCIMS_JobHeaderField").each((_, element) => {
    const value = $(element).next("dd");
    if (value.length === 0) return;
    fields.push({ label: squash($(element).text()), value: squash(value.text()), title: null });
  });
  return fields;
}

function findField(
  fields: LabelledField[],
  wanted: RegExp,
  unwanted?: RegExp,
): LabelledField | undefined {
  return fields.find(
    (field) => wanted.test(field.label) && !unwanted?.test(field.label) && field.value !== "",
  );
}

/**
 * The place: "Job Locations", "Location : Location", "Campus Location". A street address
 * ("Location : Address"), a postal code ("Location : Postal Code") or a site's name ("Location
 * Name": a venue, a hotel) is not one.
 */
function locationField(fields: LabelledField[]): LabelledField | undefined {
  return findField(fields, /location/i, /address|postal|zip|\bname\b/i);
}

/** "Posted Date", "Job Post Information* : Posted Date": its value is relative, its title the time. */
function postedField(fields: LabelledField[]): LabelledField | undefined {
  return fields.find((field) => /posted/i.test(field.label) && field.title);
}

/** "Position Type", "Employment Status", "Employment Type" or "Job Type". */
function employmentField(fields: LabelledField[]): LabelledField | undefined {
  return findField(fields, /position type|employment (?:status|type)|job type/i);
}

/**
 * Whether a portal writes its posted times day first ("23/07/2026 08:17") or month first
 * ("7/28/2026 2:40 PM"), judged from all its cards: a first number above 12 is a day, a second
 * above 12 a day too, and a 12-hour clock goes with the month first. Null when nothing tells.
 */
function readsDayFirst(values: string[]): boolean | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const parts = /^(\d{1,2})\/(\d{1,2})\/\d{4}/.exec(value.trim());
    if (!parts) continue;
    if (Number(parts[1]) > 12) dayFirst = true;
    if (Number(parts[2]) > 12 || /\b[AP]M\b/i.test(value)) monthFirst = true;
  }
  if (dayFirst === monthFirst) return null;
  return dayFirst;
}

/** "23/07/2026 08:17" (day first) or "7/28/2026 2:40 PM" as the ISO date "2026-07-23". */
function readSlashDate(value: string, dayFirst: boolean): string | null {
  const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value.trim());
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), parts[3]];
  const [day, month] = dayFirst ? [first, second] : [second, first];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A card's location as the portal writes it. iCIMS writes a place as country code, region and
 * town joined by hyphens ("US-TX-Seguin", "CA-ON-Sarnia"): read as the town and the country named
 * in words ("Seguin, United States", "Sarnia, Canada"), since a country's code can also be a
 * region's ("CA" is California too), and the region is left out for the same reason. A bracket
 * after the town names the site within it ("US-TX-San Antonio (San Pedro Ave)", a store's
 * street), not the town, and is left out. Any other value is an employer's own site names, kept
 * as written ("Silver Sands Beach"), except the parts that are only the employer's own name
 * ("TFG Hospitality - Ethiopia" is Ethiopia; "TFG Hospitality" alone names no place).
 */
export function formatIcimsLocation(
  value: string | null,
  organization: string | null = null,
): string | null {
  const text = value ? squash(value) : "";
  if (!text) return null;
  const coded = /^([A-Z]{2})-(?:[A-Z0-9]{1,3}-)?(.+)$/.exec(text);
  if (coded?.[1] && coded[2]) {
    const town = coded[2].replace(/\s*\([^()]*\)$/, "").trim() || coded[2].trim();
    return `${town}, ${countryCodeInWords(coded[1])}`;
  }
  const employer = organization ? foldName(organization) : "";
  if (!employer) return text;
  const parts = text.split(/\s+[-–—]\s+/);
  const places = parts.filter((part) => foldName(part) !== employer);
  if (places.length === parts.length) return text;
  return places.length > 0 ? places.join(", ") : null;
}

/** A name without case, accents or punctuation, to compare two spellings of one name. */
function foldName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The `pr` of the page's `<link rel="next">` on this host; the portal leaves it out on the last page. */
function readNextPage($: CheerioAPI, host: string): number | null {
  for (const link of $('link[rel="next"]').toArray()) {
    let url: URL;
    try {
      url = new URL($(link).attr("href") ?? "", `https://${host}/`);
    } catch {
      continue;
    }
    if (url.hostname.toLowerCase() !== host.toLowerCase()) continue;
    const value = url.searchParams.get("pr");
    if (value !== null && /^\d+$/.test(value)) return Number(value);
  }
  return null;
}

const text = z.string().nullish();
const addressSchema = z.looseObject({
  addressLocality: text,
  addressRegion: text,
  addressCountry: z.union([z.string(), z.looseObject({ name: text })]).nullish(),
});
const placeSchema = z.looseObject({ address: addressSchema.nullish() });
const jobPostingSchema = z.looseObject({
  title: text,
  description: text,
  datePosted: text,
  validThrough: text,
  employmentType: z.union([z.string(), z.array(z.string())]).nullish(),
  jobLocation: z.union([placeSchema, z.array(placeSchema)]).nullish(),
});

/**
 * Parses a job's own page: its JobPosting block (title, description, posted date, places,
 * employment type, validThrough) and its labelled header fields (the employer's own employment
 * status, which is more precise than the block's "OTHER"). A page with neither a block nor a
 * description throws.
 */
export function parseIcimsJobPage(html: string): IcimsJobPage {
  const $ = cheerio.load(html);
  const posting = readJobPosting($);
  const header = readLabelledFields($, $(".iCIMS_JobsTable").first());
  const descriptionHtml =
    clean(posting?.description) ??
    (clean(
      $(".iCIMS_InfoMsg_Job")
        .toArray()
        .map((element) => $(element).html() ?? "")
        .join("\n"),
    ) ||
      null);
  if (!posting && !descriptionHtml) {
    throw new Error("iCIMS job page: no JobPosting block and no description");
  }
  const employmentTypes = ([] as string[]).concat(posting?.employmentType ?? []);
  const postedAt = clean(posting?.datePosted);
  const validThrough = clean(posting?.validThrough);
  return {
    title: clean(posting?.title) ?? (squash($("h1.iCIMS_Header").first().text()) || null),
    descriptionHtml,
    location:
      readPlaces(posting) ?? formatIcimsLocation(locationField(header)?.value ?? null) ?? null,
    contractType:
      describeEmploymentType(employmentField(header)?.value) ??
      employmentTypes.map(describeEmploymentType).find(Boolean) ??
      null,
    postedAt,
    validThrough: validThrough && !isExpiryStamp(postedAt, validThrough) ? validThrough : null,
  };
}

/** The first JobPosting of the page's JSON-LD blocks that the schema reads. */
function readJobPosting($: CheerioAPI): z.infer<typeof jobPostingSchema> | null {
  for (const node of readJobPostingNodes($).nodes) {
    const parsed = jobPostingSchema.safeParse(node);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * Each place as "Town, Country": the block writes the country as an ISO code on iCIMS, written
 * here in words, as on the cards ("CA" would read as California).
 */
function readPlaces(posting: z.infer<typeof jobPostingSchema> | null): string | null {
  const places = ([] as z.infer<typeof placeSchema>[]).concat(posting?.jobLocation ?? []);
  const labels = places
    .map((place) => {
      const address = place.address;
      const country =
        typeof address?.addressCountry === "string"
          ? address.addressCountry
          : address?.addressCountry?.name;
      const stated = known(country);
      const countryWords = stated && countryCodeInWords(stated);
      return [known(address?.addressLocality), countryWords].filter(Boolean).join(", ");
    })
    .filter((label) => label !== "");
  return labels.length > 0 ? [...new Set(labels)].join("; ") : null;
}

/** iCIMS writes "UNAVAILABLE" in the address fields an employer left empty. */
function known(value: string | null | undefined): string | null {
  const trimmed = clean(value);
  return trimmed && trimmed.toUpperCase() !== "UNAVAILABLE" ? trimmed : null;
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function squash(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
