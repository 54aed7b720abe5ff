import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import { decodeHtmlEntities, htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { readElementByAttribute, readElementByClass, toCompactText } from "../html-elements";

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
};
export type SuccessFactorsDetail = { descriptionHtml: string | null; location: string | null };

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
    postings.push({
      title: decodeHtmlEntities(data.title).replace(/\s+/g, " "),
      externalId: id,
      link: data.link,
      organization: data.employer || options.organization,
      location: data.location || null,
      contractType: data.job_type || null,
      deadlineText: markDayFirst(data.expiration_date ?? null, options.dayFirst),
      postedAt: data.pubDate || data.updated || null,
      descriptionHtml: data.description || data.content || data.summary || null,
    });
  });
  return { postings, errors, itemCount: items.length, total: null };
}

const JOB_ANCHOR =
  /<a\b([^>]*\bhref\s*=\s*["']([^"']*\/job\/[^"']*?\/(\d+)\/?(?:\?[^"']*)?)["'][^>]*)>([\s\S]*?)<\/a\s*>/gi;

/** Parses an RMK HTML list (`/go/…/` or `/search/?q=`). Every job is rendered ~3× (table, tablet, phone): one posting per id. */
export function parseSuccessFactorsList(
  html: string,
  pageUrl: string,
  options: SuccessFactorsOptions,
): SuccessFactorsList {
  const anchors = [...html.matchAll(JOB_ANCHOR)];
  const total = readTotal(html);
  if (
    anchors.length === 0 &&
    total === null &&
    !/no (?:jobs|results|search results)/i.test(htmlToText(html))
  )
    throw new Error(
      "SuccessFactors list: no job links and no result count (not an RMK list page?)",
    );
  const columns = { ...DEFAULT_COLUMNS, ...options.columns };
  const byId = new Map<string, { href: string; title: string; segments: string[] }>();
  anchors.forEach((match, index) => {
    const id = match[3] ?? "";
    const entry = byId.get(id) ?? {
      href: decodeHtmlEntities(match[2] ?? ""),
      title: "",
      segments: [],
    };
    entry.title ||= toCompactText(match[4] ?? "");
    entry.segments.push(
      html.slice((match.index ?? 0) + match[0].length, anchors[index + 1]?.index ?? html.length),
    );
    byId.set(id, entry);
  });
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  for (const [id, entry] of byId) {
    if (!entry.title) {
      errors.push(`SuccessFactors list job ${id}: link has no title`);
      continue;
    }
    const cell = (name: string | undefined) =>
      name
        ? (entry.segments
            .map((segment) => toCompactText(readElementByClass(segment, name) ?? ""))
            .find(Boolean) ?? null)
        : null;
    postings.push({
      title: entry.title,
      externalId: id,
      link: new URL(entry.href, pageUrl).toString(),
      organization: options.organization,
      location: cell(columns.location),
      postedAt: cell(columns.postedAt),
      grade: cell(columns.grade),
      contractType: cell(columns.contractType),
      deadlineText: markDayFirst(cell(columns.deadline), options.dayFirst),
    });
  }
  return { postings, errors, itemCount: byId.size, total };
}

/** Parses an RMK job page: the `.jobdescription` / `itemprop="description"` block and the geo location. */
export function parseSuccessFactorsDetail(html: string): SuccessFactorsDetail {
  const description =
    readElementByClass(html, "jobdescription") ??
    readElementByAttribute(html, "itemprop", "description");
  if (description === null) throw new Error("SuccessFactors job page: no jobdescription block");
  return {
    descriptionHtml: description.trim() || null,
    location: toCompactText(readElementByClass(html, "jobGeoLocation") ?? "") || null,
  };
}

/** "18/03/2026" → "18/03/2026 (DD/MM/YYYY)", the domain deadline parser's explicit day-first marker. */
function markDayFirst(value: string | null, dayFirst: boolean): string | null {
  const clean = value?.replace(/\s+/g, " ").trim() || null;
  return clean && dayFirst && /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(clean)
    ? `${clean} (DD/MM/YYYY)`
    : clean;
}

function readTotal(html: string): number | null {
  const label = readElementByClass(html, "paginationLabel");
  const plain = htmlToText(label ?? html).replace(/\s+/g, " ");
  const match =
    /\bof\s+(\d[\d,]*)\b/i.exec(plain) ?? /(\d[\d,]*)\s+(?:jobs?|results?)\b/i.exec(plain);
  return match ? Number((match[1] ?? "").replace(/,/g, "")) : null;
}
