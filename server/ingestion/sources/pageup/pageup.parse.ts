import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";
import { decodeHtmlEntities } from "#domain/text";
import { isAustralianState } from "#domain/location-place-names";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import type { AdapterPosting } from "#server/ingestion/source-adapter";

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
 * of each path, followed by its parent when that is an Australian state or territory ("Gold
 * Coast, QLD"), which names the country of a town no list knows. A value without "|" is kept as
 * it is.
 */
export function readPageUpLocation(value: string | undefined): string | null {
  const clean = value?.replace(/\s+/g, " ").trim();
  if (!clean) return null;
  if (!clean.includes("|")) return clean;
  const places = clean
    .split(/,(?=[^,]*\|)/)
    .map((path) => {
      const parts = path.split("|").map((part) => part.trim());
      const place = parts.at(-1) ?? "";
      const parent = parts.at(-2);
      return place && parent && isAustralianState(parent) ? `${place}, ${parent}` : place;
    })
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
      // One work type ("Permanent Full Time") says the contract; several are kept as written.
      contractType: describeWorkTypes(fields.workType),
      deadlineText: fields.closingDate?.trim() || null,
      postedAt: data.pubDate?.trim() || null,
      descriptionHtml: fields.description?.trim() || data.description?.trim() || null,
    });
  });
  return { postings, errors, itemCount: items.length, total: null };
}

const compact = (text: string) => text.replace(/\s+/g, " ").trim();
const JOB_PATH = /\/job\/(\d+)(?:\/[^?#]*)?(?:[?#].*)?$/;

/** Parses a listing page (`…/listing/?page=N&page-items=20`): one posting per job id, plus the total. */
export function parsePageUpListing(
  html: string,
  pageUrl: string,
  organization: string | null,
): PageUpList {
  const $ = cheerio.load(html);
  const jobIdOf = (element: AnyNode) => {
    const href = $(element).attr("href") ?? "";
    return /\/apply\/?$/i.test(href) ? null : (JOB_PATH.exec(href)?.[1] ?? null);
  };
  const anchors = $("a[href]")
    .toArray()
    .filter((anchor) => jobIdOf(anchor) !== null);
  const pageText = compact($("body").text() || $.root().text());
  const total = readTotal(pageText);
  if (anchors.length === 0 && total === null && !/no (?:jobs|results|vacancies)/i.test(pageText))
    throw new Error("PageUp listing: no job links and no result count (not a listing page?)");
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const untitled: string[] = [];
  for (const anchor of anchors) {
    const id = jobIdOf(anchor)!;
    const title = compact($(anchor).text());
    // The first link of a job that carries text is its title link.
    if (seen.has(id) || !title) {
      if (!title && !seen.has(id) && !untitled.includes(id)) untitled.push(id);
      continue;
    }
    seen.add(id);
    // The job's row: the widest ancestor holding no other job's link, and the siblings after it
    // up to the next job's row (a summary row often follows the title row).
    const holdsOtherJob = (element: AnyNode) =>
      $(element)
        .find("a[href]")
        .toArray()
        .some((link) => {
          const other = jobIdOf(link);
          return other !== null && other !== id;
        });
    let row = $(anchor);
    while (
      row.parent().length &&
      !row.parent().is("body, html") &&
      !holdsOtherJob(row.parent()[0]!)
    )
      row = row.parent();
    const group: AnyNode[] = [row[0]!];
    for (let next = row.next(); next.length && !holdsOtherJob(next[0]!); next = next.next())
      group.push(next[0]!);
    const within = (selector: string) => $(group).filter(selector).add($(group).find(selector));
    const close = within(".close-date").first();
    postings.push({
      title,
      externalId: id,
      link: new URL($(anchor).attr("href") ?? "", pageUrl).toString(),
      organization,
      location: compact(within(".location").first().text()) || null,
      deadlineText:
        close.find("time[datetime]").first().attr("datetime") || compact(close.text()) || null,
      descriptionHtml: within(".summary").first().html()?.trim() || null,
    });
  }
  for (const id of untitled) {
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push(`PageUp listing job ${id}: link has no title`);
  }
  return { postings, errors, itemCount: seen.size, total };
}

/** Whether `node` sits somewhere inside `container`. */
function isInside(node: AnyNode, container: AnyNode): boolean {
  for (let at = node.parent; at; at = at.parent) if (at === container) return true;
  return false;
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
const BLOCKS = "p, li, dd, dt, td, th, tr, div, h1, h2, h3, h4, h5, h6";

/** Parses a job page by its labels ("Job no:", "Position type:", "Location:", … "Application close:"). */
export function parsePageUpDetail(page: string): PageUpDetail {
  const $ = cheerio.load(page);
  const details = $("#job-details").first();
  const root = details.length ? details : $("html");
  // Each label is an element whose whole text is the label (`<b>Job no:</b>`); its block is the
  // paragraph (or cell, item…) around it, and the value is the rest of that block.
  const labels = new Map<string, cheerio.Cheerio<AnyNode>>();
  const wanted = [...HEADER_LABELS, ...FOOTER_LABELS];
  root.find("*").each((_, element) => {
    const text = compact($(element).text()).toLowerCase();
    const label = wanted.find((entry) => entry.toLowerCase() === text);
    if (!label || labels.has(label) || $(element).children().length > 0) return;
    const block = $(element).parent().closest(BLOCKS);
    labels.set(label, block.length ? block : $(element).parent());
  });
  if (!labels.has("Job no:") && !labels.has("Application close:"))
    throw new Error('PageUp job page: neither "Job no:" nor "Application close:" found');
  const value = (label: string) => {
    const block = labels.get(label);
    if (!block) return null;
    const copy = block.clone();
    copy
      .find("*")
      .filter((_, element) => compact($(element).text()).toLowerCase() === label.toLowerCase())
      .first()
      .remove();
    return compact(copy.text()) || null;
  };
  const dateOf = (label: string) =>
    labels.get(label)?.find("time[datetime]").first().attr("datetime") || value(label);

  // The visible text keeps the Windows zone name ("E. Africa Standard Time") the deadline parser reads.
  const close = value("Application close:");
  const posted = dateOf("Advertised:");

  // The description: the blocks after the last header field, up to the "Advertised:" block
  // (which may sit inside the last of them: the page is cut there).
  let descriptionHtml: string | null = null;
  const order: AnyNode[] = root.find("*").toArray();
  const lastHeader = [...HEADER_LABELS]
    .map((label) => labels.get(label))
    .filter((block): block is cheerio.Cheerio<AnyNode> => Boolean(block))
    .reduce<cheerio.Cheerio<AnyNode> | null>(
      (last, block) => (!last || order.indexOf(block[0]!) > order.indexOf(last[0]!) ? block : last),
      null,
    );
  if (lastHeader) {
    const advertised = labels.get("Advertised:")?.[0];
    const parts: string[] = [];
    for (let next = lastHeader.next(); next.length; next = next.next()) {
      const node = next[0]!;
      if (node === advertised) break;
      if (advertised && isInside(advertised, node)) {
        let parent = advertised.parent;
        $(advertised).nextAll().remove();
        $(advertised).remove();
        while (parent && parent !== node) {
          $(parent).nextAll().remove();
          parent = parent.parent;
        }
        parts.push($.html(node));
        break;
      }
      parts.push($.html(node));
    }
    descriptionHtml = parts.join("\n").trim() || null;
  }
  return {
    title: compact(root.find("h2").first().text()) || null,
    jobNo: value("Job no:"),
    contractType: value("Position type:"),
    location: value("Location:"),
    // "Feb 02 2026 E. Africa Standard Time": the date part only (the zone name is not parseable by Date).
    postedAt: posted ? (/^[A-Z][a-z]{2} \d{1,2} \d{4}/.exec(posted)?.[0] ?? posted) : null,
    deadlineText: close ? `Application close: ${close}` : null,
    descriptionHtml,
  };
}

function readTotal(plain: string): number | null {
  const match =
    /(\d[\d,]*)\s+(?:jobs?|results?|vacancies|positions|opportunities)\b/i.exec(plain) ??
    /\bof\s+(\d[\d,]*)\b/i.exec(plain);
  return match ? Number((match[1] ?? "").replace(/,/g, "")) : null;
}

/** PageUp's `job:workType`: one type in the contract classifier's words, several as written. */
function describeWorkTypes(value: string | undefined): string | null {
  const types = (value ?? "").split(",").filter((type) => type.trim());
  if (types.length === 1) return describeEmploymentType(types[0]);
  return value?.trim() || null;
}
