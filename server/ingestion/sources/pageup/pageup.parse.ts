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
const itemSchema = z.object({
  title: text.pipe(z.string().trim().min(1)),
  link: z.string().trim().url(),
  description: text.optional(),
  guid: z.unknown().optional(),
  pubDate: z.string().optional(),
  refNo: text.optional(),
  closingDate: z.string().optional(),
  location: text.optional(),
  workType: text.optional(),
  category: z.unknown().optional(),
  applyLink: z.string().optional(),
});
const feedSchema = z.object({
  rss: z.object({ channel: z.object({ item: z.array(z.unknown()).default([]) }) }),
});
const xml = new XMLParser({
  removeNSPrefix: true,
  isArray: (name) => name === "item",
  parseTagValue: false,
  trimValues: true,
});

/** Job id from a PageUp job URL (`/671/cw/en-us/job/589340/slug`). */
export function readPageUpJobId(url: string): string | null {
  return /\/job\/(\d+)(?:[/?#]|$)/.exec(url)?.[1] ?? null;
}

/** Parses PageUp RSS (`…/en/rss`, `…/latest_jobs.rss`; pageuppeople.com namespace fields optional). */
export function parsePageUpRss(body: string, organization: string | null): PageUpList {
  let feed;
  try {
    feed = feedSchema.safeParse(xml.parse(body, true));
  } catch (error) {
    throw new Error(
      `PageUp RSS: not well-formed XML (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  if (!feed.success) throw new Error("PageUp RSS: no <rss><channel> in the payload");
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  feed.data.rss.channel.item.forEach((raw, index) => {
    const item = itemSchema.safeParse(raw);
    const id = item.success ? item.data.refNo?.trim() || readPageUpJobId(item.data.link) : null;
    if (!item.success || !id) {
      errors.push(
        `PageUp RSS item #${index + 1}: ${item.success ? `no job id in ${item.data.link}` : z.prettifyError(item.error).replace(/\s+/g, " ")}`,
      );
      return;
    }
    const data = item.data;
    postings.push({
      title: decodeHtmlEntities(data.title).replace(/\s+/g, " ").trim(),
      externalId: id,
      link: data.link,
      ...(data.applyLink && data.applyLink !== data.link
        ? { alternateLinks: [data.applyLink] }
        : {}),
      organization,
      location: data.location?.trim() || null,
      contractType: data.workType?.trim() || null,
      deadlineText: data.closingDate?.trim() || null,
      postedAt: data.pubDate?.trim() || null,
      descriptionHtml: data.description?.trim() || null,
    });
  });
  return { postings, errors, itemCount: feed.data.rss.channel.item.length, total: null };
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
