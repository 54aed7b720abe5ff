import * as cheerio from "cheerio";
import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import { findLabelledContract } from "#domain/contract-types";
import { findCountryByCode } from "#domain/countries";
import { decodeHtmlEntities, htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";

export type SuccessFactorsOptions = {
  organization: string | null;
  /** Numeric dates are day first (UNESCO "18/03/2026"): the deadline text gets "(DD/MM/YYYY)". */
  dayFirst: boolean;
  /** Field → CSS class of the list's cells (RMK custom columns differ per site). */
  columns?: Partial<
    Record<"location" | "postedAt" | "grade" | "contractType" | "deadline", string>
  >;
};
export type SuccessFactorsList = {
  postings: AdapterPosting[];
  errors: string[];
  itemCount: number;
  total: number | null;
  /** Jobs whose place cell names one place and says more follow ("Helsinki, FI, 00500 +1 more…"). */
  morePlaces: string[];
};
export type SuccessFactorsDetail = {
  descriptionHtml: string | null;
  /** Every place the job page names, "; " between them. */
  location: string | null;
  /** The page's labelled job fields ("Employment Type: Regular Full Time"), one per line. */
  fieldsText: string;
};

// A place cell cut short: "Helsinki, FI, 00500 +1 more…".
const MORE_PLACES = /\s*\+\s*\d+\s*more\b[.…]*\s*$/i;

const DEFAULT_COLUMNS = { location: "jobLocation", postedAt: "jobDate" };
const str = z
  .union([z.string(), z.number(), z.object({ "#text": z.union([z.string(), z.number()]) })])
  .transform((value) => String(typeof value === "object" ? value["#text"] : value).trim());
const linkValue = z.union([
  str,
  z.object({ "@_href": z.string() }).transform((link) => link["@_href"]),
]);
const itemSchema = z.object({
  title: str.pipe(z.string().min(1)),
  link: z
    .union([
      linkValue,
      z
        .array(linkValue)
        .min(1)
        .transform((links) => links[0] ?? ""),
    ])
    .pipe(z.string().url()),
  description: str.optional(),
  content: str.optional(),
  summary: str.optional(),
  pubDate: str.optional(),
  updated: str.optional(),
  id: str.optional(),
  guid: z.unknown().optional(),
  location: str.optional(),
  employer: str.optional(),
  job_type: str.optional(),
  expiration_date: str.optional(),
});
const xml = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  isArray: (name) => name === "item" || name === "entry",
  parseTagValue: false,
});

/** Job id from an RMK job URL (`/job/Paris-Programme-Specialist/1234567801/`). */
export function readSuccessFactorsJobId(url: string): string | null {
  return /\/job\/[^?#]*?\/(\d+)\/?(?:[?#]|$)/.exec(url)?.[1] ?? null;
}

/** Parses an RMK feed: `/services/rss/category/?catid=` (RSS 2.0) or `googlefeed.xml` (RSS or Atom, g: fields). */
export function parseSuccessFactorsFeed(
  body: string,
  options: SuccessFactorsOptions,
): SuccessFactorsList {
  let doc: unknown;
  try {
    doc = xml.parse(body, true);
  } catch (error) {
    throw new Error(
      `SuccessFactors feed: not well-formed XML (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const rss = z
    .object({ rss: z.object({ channel: z.object({ item: z.array(z.unknown()).default([]) }) }) })
    .safeParse(doc);
  const atom = z
    .object({ feed: z.object({ entry: z.array(z.unknown()).default([]) }) })
    .safeParse(doc);
  const items = rss.success
    ? rss.data.rss.channel.item
    : atom.success
      ? atom.data.feed.entry
      : null;
  if (!items)
    throw new Error(
      "SuccessFactors feed: neither <rss><channel> nor an Atom <feed> in the payload",
    );
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  items.forEach((raw, index) => {
    const item = itemSchema.safeParse(raw);
    if (!item.success) {
      errors.push(
        `SuccessFactors feed item #${index + 1}: ${z.prettifyError(item.error).replace(/\s+/g, " ")}`,
      );
      return;
    }
    const data = item.data;
    const id = readSuccessFactorsJobId(data.link) ?? data.id ?? null;
    if (!id) {
      errors.push(`SuccessFactors feed item #${index + 1}: no job id in ${data.link}`);
      return;
    }
    const { title, location } = splitTitleLocation(
      decodeHtmlEntities(data.title).replace(/\s+/g, " ").trim(),
    );
    const deadlineText = markDayFirst(data.expiration_date ?? null, options.dayFirst);
    postings.push({
      title,
      externalId: id,
      link: data.link,
      organization: data.employer || options.organization,
      location: expandCountryCode(data.location || null) ?? location,
      // The feed's job type, else the description's labelled row ("Contract type: Fixed Term").
      contractType:
        data.job_type ||
        findLabelledContract(htmlToText(data.description || data.content || data.summary || "")) ||
        null,
      deadlineText,
      // The feed's own expiration date is the closing date; the description only when it has none.
      ...(deadlineText ? { deadlineDecided: true } : {}),
      postedAt: data.pubDate || data.updated || null,
      descriptionHtml: data.description || data.content || data.summary || null,
    });
  });
  return { postings, errors, itemCount: items.length, total: null, morePlaces: [] };
}

/** `/job/Paris-Programme-Specialist/2611309802/` → "2611309802" (an href, not markup). */
const JOB_HREF = /\/job\/[^?#]*?\/(\d+)\/?(?:[?#]|$)/;

/**
 * The "(Vientiane, LA)" RMK adds to feed titles: the title without it, and the place with the ISO
 * country code spelt out ("Vientiane, Lao PDR"). Titles without such a suffix are left alone.
 */
export function splitTitleLocation(title: string): { title: string; location: string | null } {
  const match = /^(.*\S)\s*\(([^()]+?),\s*([A-Z]{2})\)$/.exec(title);
  const country = match ? findCountryByCode(match[3] ?? "") : null;
  if (!match || !country) return { title, location: null };
  return { title: match[1] ?? title, location: `${(match[2] ?? "").trim()}, ${country.name}` };
}

/**
 * RMK writes a place as "City[, State], CC[, postcode]": the two-letter code is the country, whether
 * it ends the field ("Paris, FR") or stands before the postcode ("Diegem, BE, 1831", "Jaipur, RJ, IN,
 * 302033"). It is spelt out and the postcode dropped ("Paris, France", "Jaipur, RJ, India"), so that
 * a town in no list keeps its country and a country code is never read as a US state. Anything else
 * is unchanged.
 */
function expandCountryCode(location: string | null): string | null {
  const match = location
    ? /^(.*\S),\s*([A-Z]{2})(?:,\s*([A-Za-z0-9][A-Za-z0-9 -]*))?$/.exec(location.trim())
    : null;
  const [, place = "", code = "", postcode] = match ?? [];
  // A postcode has a digit ("1083 HP", "LT-11341", "B3J 2X8").
  if (!match || (postcode !== undefined && !/\d/.test(postcode))) return location;
  const country = findCountryByCode(code);
  return country ? `${place}, ${country.name}` : location;
}

/** Parses an RMK HTML list (`/go/…/` or `/search/?q=`). Every job is rendered ~3× (table, tablet, phone): one posting per id. */
export function parseSuccessFactorsList(
  html: string,
  pageUrl: string,
  options: SuccessFactorsOptions,
): SuccessFactorsList {
  const $ = cheerio.load(html);
  const total = readTotal($);
  type Selection = ReturnType<typeof $>;
  const byId = new Map<string, { href: string; title: string; rows: Selection[] }>();
  $("a[href]").each((_, anchor) => {
    const href = $(anchor).attr("href") ?? "";
    const id = JOB_HREF.exec(href)?.[1];
    if (!id) return;
    const entry = byId.get(id) ?? { href, title: "", rows: [] };
    entry.title ||= compact($(anchor).text());
    // The rendering's row: a table row or list tile, else the anchor's parent.
    const closest = $(anchor).closest("tr, li");
    const row = closest.length > 0 ? closest : $(anchor).parent();
    if (!entry.rows.some((known) => known.get(0) === row.get(0))) entry.rows.push(row);
    byId.set(id, entry);
  });
  if (byId.size === 0 && total === null && !/no (?:jobs|results|search results)/i.test($.text()))
    throw new Error(
      "SuccessFactors list: no job links and no result count (not an RMK list page?)",
    );
  const columns = { ...DEFAULT_COLUMNS, ...options.columns };
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  const morePlaces: string[] = [];
  for (const [id, entry] of byId) {
    if (!entry.title) {
      errors.push(`SuccessFactors list job ${id}: link has no title`);
      continue;
    }
    const cell = (name: string | undefined) => {
      if (!name) return null;
      for (const row of entry.rows) {
        const text = row
          .find(`.${name}`)
          .toArray()
          .map((element) => compact($(element).text()))
          .find(Boolean);
        if (text) return text;
      }
      return null;
    };
    const { title, location } = splitTitleLocation(entry.title);
    const deadlineText = markDayFirst(cell(columns.deadline), options.dayFirst);
    const place = cell(columns.location);
    if (place && MORE_PLACES.test(place)) morePlaces.push(id);
    postings.push({
      title,
      externalId: id,
      link: new URL(entry.href, pageUrl).toString(),
      organization: options.organization,
      location: expandCountryCode(place?.replace(MORE_PLACES, "") || null) ?? location,
      postedAt: cell(columns.postedAt),
      grade: cell(columns.grade),
      contractType: cell(columns.contractType),
      deadlineText,
      ...(deadlineText ? { deadlineDecided: true } : {}),
    });
  }
  return { postings, errors, itemCount: byId.size, total, morePlaces };
}

/**
 * Parses an RMK job page: every `.jobdescription` block, else every `itemprop="description"`
 * block (ILO pages have two: the post header and the conditions), in page order; every place it
 * names (`.jobGeoLocation`, one per place); and its labelled job fields (`.joblayouttoken-label`
 * and the value after it: "Employment Type: Regular Full Time", "Work Area: Software-Design").
 */
export function parseSuccessFactorsDetail(html: string): SuccessFactorsDetail {
  const $ = cheerio.load(html);
  let blocks = $(".jobdescription");
  if (blocks.length === 0) blocks = $('[itemprop="description"]');
  if (blocks.length === 0) throw new Error("SuccessFactors job page: no jobdescription block");
  const parts = blocks
    .toArray()
    .map((block) => ($(block).html() ?? "").trim())
    .filter((part) => compact(cheerio.load(part, null, false).text()) !== "");
  const places = $(".jobGeoLocation")
    .toArray()
    .map((element) => expandCountryCode(compact($(element).text()) || null))
    .filter((place): place is string => place !== null);
  const fields = $(".joblayouttoken-label")
    .toArray()
    .map((label) => {
      const name = compact($(label).text()).replace(/:$/, "");
      const value = compact($(label).next().text());
      return name && value ? `${name}: ${value}` : "";
    })
    .filter(Boolean);
  return {
    descriptionHtml: parts.length > 0 ? parts.join("\n") : null,
    location: places.length > 0 ? [...new Set(places)].join("; ") : null,
    fieldsText: fields.join("\n"),
  };
}

function compact(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** "18/03/2026" → "18/03/2026 (DD/MM/YYYY)", the domain deadline parser's explicit day-first marker. */
function markDayFirst(value: string | null, dayFirst: boolean): string | null {
  const clean = value?.replace(/\s+/g, " ").trim() || null;
  return clean && dayFirst && /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(clean)
    ? `${clean} (DD/MM/YYYY)`
    : clean;
}

/** "Results 1 – 25 of 112" from the pagination label, else from the page text. */
function readTotal($: cheerio.CheerioAPI): number | null {
  const label = $(".paginationLabel").first();
  const plain = compact(label.length > 0 ? label.text() : $("body").text());
  const match =
    /\bof\s+(\d[\d,]*)\b/i.exec(plain) ?? /(\d[\d,]*)\s+(?:jobs?|results?)\b/i.exec(plain);
  return match ? Number((match[1] ?? "").replace(/,/g, "")) : null;
}
