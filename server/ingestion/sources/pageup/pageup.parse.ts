import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import { decodeHtmlEntities, htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  readAttribute,
  readElementByClass,
  readElementById,
  toCompactText,
} from "../html-elements";

export type PageUpList = {
  postings: AdapterPosting[];
  errors: string[];
  itemCount: number;
  total: number | null;
};
export type PageUpDetail = {
  title: string | null;
  jobNo: string | null;
  contractType: string | null;
  location: string | null;
  postedAt: string | null;
  deadlineText: string | null;
  descriptionHtml: string | null;
};

const text = z.union([z.string(), z.number()]).transform(String);
/** The plain RSS 2.0 elements of an item. */
const itemSchema = z.object({
  title: text.pipe(z.string().trim().min(1)),
  link: z.string().trim().url(),
  description: text.optional(),
  pubDate: z.string().optional(),
});
/** The `http://pageuppeople.com/` namespace elements of an item (`<job:refNo>`, `<job:description>`…). */
const pageUpFieldsSchema = z.object({
  refNo: text.optional(),
  description: text.optional(),
  closingDate: text.optional(),
  location: text.optional(),
  workType: text.optional(),
  applyLink: text.optional(),
});
const PAGEUP_NAMESPACE = /^https?:\/\/(?:www\.)?pageuppeople\.com\/?$/i;
const xml = new XMLParser({
  // Prefixes are kept: an item carries both the RSS `<description>` (a teaser) and PageUp's
  // `<job:description>` (the whole advert), which a prefix-less reading would merge into one.
  removeNSPrefix: false,
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  isArray: (name) => name === "item",
  parseTagValue: false,
  trimValues: true,
});

/** Job id from a PageUp job URL (`/671/cw/en-us/job/589340/slug`). */
export function readPageUpJobId(url: string): string | null {
  return /\/job\/(\d+)(?:[/?#]|$)/.exec(url)?.[1] ?? null;
}

type XmlNode = Record<string, unknown>;
const isNode = (value: unknown): value is XmlNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An element's text: `<x>text</x>`, `<x a="1">text</x>` (`#text`), `<x/>` (empty); repeated elements give the first. */
function elementText(value: unknown): string | undefined {
  if (Array.isArray(value)) return elementText(value[0]);
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (isNode(value)) return elementText(value["#text"]) ?? "";
  return undefined;
}

/** Prefixes bound to PageUp's namespace on the given elements (`xmlns:job="http://pageuppeople.com/"`). */
function pageUpPrefixes(...elements: unknown[]): Set<string> {
  const prefixes = new Set<string>();
  for (const element of elements) {
    if (!isNode(element)) continue;
    for (const [key, value] of Object.entries(element)) {
      const match = /^@_xmlns:(.+)$/.exec(key);
      if (match?.[1] && typeof value === "string" && PAGEUP_NAMESPACE.test(value.trim()))
        prefixes.add(match[1]);
    }
  }
  return prefixes;
}

/** Splits an item into its plain RSS elements and its PageUp-namespace elements (by local name). */
function splitItem(raw: unknown, prefixes: Set<string>) {
  const plain: Record<string, string | undefined> = {};
  const pageUp: Record<string, string | undefined> = {};
  if (!isNode(raw)) return { plain, pageUp };
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith("@_")) continue;
    const colon = key.indexOf(":");
    if (colon === -1) plain[key] = elementText(value);
    else if (prefixes.has(key.slice(0, colon))) pageUp[key.slice(colon + 1)] = elementText(value);
  }
  return { plain, pageUp };
}

/**
 * PageUp's `<job:location>`: comma-separated "Parent|Place" paths ("VIC|Melbourne,WA|Perth",
 * "Eastern and Southern Africa Region|Uganda"); the duty station is the last, most specific part
 * of each path. A value without "|" is kept as it is.
 */
export function readPageUpLocation(value: string | undefined): string | null {
  const clean = value?.replace(/\s+/g, " ").trim();
  if (!clean) return null;
  if (!clean.includes("|")) return clean;
  const places = clean
    .split(/,(?=[^,]*\|)/)
    .map((path) => path.split("|").at(-1)?.trim() ?? "")
    .filter(Boolean);
  return [...new Set(places)].join("; ") || null;
}

/**
 * Parses PageUp RSS (`…/en/rss`, `…/latest_jobs.rss`). PageUp's own fields live in the
 * `http://pageuppeople.com/` namespace next to the RSS ones: `job:description` (the whole
 * advert, preferred over the RSS teaser), `job:refNo`, `job:closingDate`, `job:location`,
 * `job:workType`, `job:applyLink`; each is optional.
 */
export function parsePageUpRss(body: string, organization: string | null): PageUpList {
  let document: unknown;
  try {
    document = xml.parse(body, true);
  } catch (error) {
    throw new Error(
      `PageUp RSS: not well-formed XML (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const rss = isNode(document) ? document["rss"] : undefined;
  const channel = isNode(rss) ? rss["channel"] : undefined;
  if (!isNode(channel)) throw new Error("PageUp RSS: no <rss><channel> in the payload");
  const items = Array.isArray(channel["item"]) ? (channel["item"] as unknown[]) : [];
  const declared = pageUpPrefixes(rss, channel);
  // A feed that never declares the namespace still uses PageUp's usual `job:` prefix.
  const prefixes = declared.size > 0 ? declared : new Set(["job"]);
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  items.forEach((raw, index) => {
    const { plain, pageUp } = splitItem(raw, new Set([...prefixes, ...pageUpPrefixes(raw)]));
    const item = itemSchema.safeParse(plain);
    const fields = pageUpFieldsSchema.parse(pageUp);
    const id = item.success ? fields.refNo?.trim() || readPageUpJobId(item.data.link) : null;
    if (!item.success || !id) {
      errors.push(
        `PageUp RSS item #${index + 1}: ${item.success ? `no job id in ${item.data.link}` : z.prettifyError(item.error).replace(/\s+/g, " ")}`,
      );
      return;
    }
    const data = item.data;
    const applyLink = fields.applyLink?.trim();
    postings.push({
      title: decodeHtmlEntities(data.title).replace(/\s+/g, " ").trim(),
      externalId: id,
      link: data.link,
      ...(applyLink && applyLink !== data.link ? { alternateLinks: [applyLink] } : {}),
      organization,
      location: readPageUpLocation(fields.location),
      contractType: fields.workType?.trim() || null,
      deadlineText: fields.closingDate?.trim() || null,
      postedAt: data.pubDate?.trim() || null,
      descriptionHtml: fields.description?.trim() || data.description?.trim() || null,
    });
  });
  return { postings, errors, itemCount: items.length, total: null };
}

const JOB_ANCHOR =
  /<a\b([^>]*\bhref\s*=\s*["']([^"']*\/job\/(\d+)(?:\/[^"'?#]*)?)["'][^>]*)>([\s\S]*?)<\/a\s*>/gi;

/** Parses a listing page (`…/listing/?page=N&page-items=20`): one posting per job id, plus the total. */
export function parsePageUpListing(
  html: string,
  pageUrl: string,
  organization: string | null,
): PageUpList {
  const anchors = [...html.matchAll(JOB_ANCHOR)].filter(
    (match) => !/\/apply\/?$/i.test(match[2] ?? ""),
  );
  const total = readTotal(html);
  if (
    anchors.length === 0 &&
    total === null &&
    !/no (?:jobs|results|vacancies)/i.test(htmlToText(html))
  )
    throw new Error("PageUp listing: no job links and no result count (not a listing page?)");
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  anchors.forEach((match, index) => {
    const id = match[3] ?? "";
    const title = toCompactText(match[4] ?? "");
    // The first link of a job that carries text is its title link.
    if (seen.has(id) || !title) return;
    seen.add(id);
    // The row: from this link to the next job link.
    const row = html.slice(
      (match.index ?? 0) + match[0].length,
      anchors[index + 1]?.index ?? html.length,
    );
    const close = /<time\b[^>]*>/i.exec(readElementByClass(row, "close-date") ?? "")?.[0];
    postings.push({
      title,
      externalId: id,
      link: new URL(decodeHtmlEntities(match[2] ?? ""), pageUrl).toString(),
      organization,
      location: toCompactText(readElementByClass(row, "location") ?? "") || null,
      deadlineText:
        (close && readAttribute(close, "datetime")) ||
        toCompactText(readElementByClass(row, "close-date") ?? "") ||
        null,
      descriptionHtml: readElementByClass(row, "summary")?.trim() || null,
    });
  });
  for (const match of anchors) {
    const id = match[3] ?? "";
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push(`PageUp listing job ${id}: link has no title`);
  }
  return { postings, errors, itemCount: seen.size, total };
}

const HEADER_LABELS = [
  "Job no:",
  "Position type:",
  "Location:",
  "Division/Equivalent:",
  "School/Unit:",
  "Department/Office:",
  "Categories:",
];
const FOOTER_LABELS = ["Advertised:", "Application close:"];

/** Parses a job page by its labels ("Job no:", "Position type:", "Location:", … "Application close:"). */
export function parsePageUpDetail(page: string): PageUpDetail {
  const html = readElementById(page, "job-details") ?? page;
  const found = findLabels(html, [...HEADER_LABELS, ...FOOTER_LABELS]);
  if (!found.some((label) => label.label === "Job no:" || label.label === "Application close:"))
    throw new Error('PageUp job page: neither "Job no:" nor "Application close:" found');
  const section = (label: string) => {
    const at = found.findIndex((entry) => entry.label === label);
    return at === -1 ? null : html.slice(found[at]!.end, found[at + 1]?.start ?? html.length);
  };
  const value = (label: string) => {
    const body = section(label);
    return body === null ? null : toCompactText(firstBlock(body)) || null;
  };
  const dateOf = (label: string) => {
    const time = /<time\b[^>]*>/i.exec(firstBlock(section(label) ?? ""))?.[0];
    return (time && readAttribute(time, "datetime")) || value(label);
  };
  const lastHeader = [...found].reverse().find((entry) => HEADER_LABELS.includes(entry.label));
  const advertised = found.find((entry) => entry.label === "Advertised:");
  let descriptionHtml: string | null = null;
  if (lastHeader) {
    const body = html.slice(lastHeader.end, advertised?.start ?? html.length);
    const rest = body.slice(firstBlock(body).length);
    descriptionHtml = trimTags(rest) || null;
  }
  // The visible text keeps the Windows zone name ("E. Africa Standard Time") the deadline parser reads.
  const close = value("Application close:");
  const posted = dateOf("Advertised:");
  return {
    title: toCompactText(/<h2\b[^>]*>([\s\S]*?)<\/h2\s*>/i.exec(html)?.[1] ?? "") || null,
    jobNo: value("Job no:"),
    contractType: value("Position type:"),
    location: value("Location:"),
    // "Feb 02 2026 E. Africa Standard Time": the date part only (the zone name is not parseable by Date).
    postedAt: posted ? (/^[A-Z][a-z]{2} \d{1,2} \d{4}/.exec(posted)?.[0] ?? posted) : null,
    deadlineText: close ? `Application close: ${close}` : null,
    descriptionHtml,
  };
}

/** Each label found as the whole text of an element (`<b>Job no:</b>`), in document order. */
function findLabels(html: string, labels: string[]) {
  const found: { label: string; start: number; end: number }[] = [];
  for (const label of labels) {
    const pattern = new RegExp(
      `>\\s*(${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\s+/g, "\\s+")})\\s*<`,
      "i",
    );
    const match = pattern.exec(html);
    if (match)
      found.push({ label, start: match.index + 1, end: match.index + match[0].length - 1 });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The HTML up to the end of the first block (`</p>`, `</div>`, `<br>`…), after leading close tags. */
function firstBlock(html: string): string {
  const body = html.replace(/^(?:\s*<\/[^>]+>)+/, "");
  const end = /<\/(?:p|div|li|dd|td|h[1-6])\s*>|<br\b[^>]*>/i.exec(body);
  return html.slice(0, html.length - body.length + (end ? end.index + end[0].length : body.length));
}

function trimTags(html: string): string {
  return html
    .replace(/^(?:\s*<\/[^>]+>)+/, "")
    .replace(/(?:<[a-z][^>]*>\s*)+$/i, "")
    .trim();
}

function readTotal(html: string): number | null {
  const plain = htmlToText(html).replace(/\s+/g, " ");
  const match =
    /(\d[\d,]*)\s+(?:jobs?|results?|vacancies|positions|opportunities)\b/i.exec(plain) ??
    /\bof\s+(\d[\d,]*)\b/i.exec(plain);
  return match ? Number((match[1] ?? "").replace(/,/g, "")) : null;
}
