import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import { cleanText } from "#domain/text-whitespace";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { describeIssues, readItems } from "#server/ingestion/sources/json-responses";
import { readXmlFeed, withoutEmptyElements } from "#server/ingestion/sources/xml-documents";

/** How to read one company's feed: the employer to assume, else the feed's own title. */
export type TeamtailorFeedOptions = { organization: string | null };

export type TeamtailorJobs = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

const text = z.string().nullish();
const locationSchema = z.object({
  "tt:name": text,
  "tt:city": text,
  "tt:country": text,
});
const itemSchema = z.object({
  title: z.string().trim().min(1),
  link: z.url({ protocol: /^https$/ }),
  guid: text,
  description: text,
  pubDate: text,
  remoteStatus: text,
  "tt:locations": z.object({ "tt:location": z.array(locationSchema).nullish() }).nullish(),
});
type Item = z.infer<typeof itemSchema>;

const feedSchema = z.object({
  rss: z.object({
    channel: z.object({ title: text, item: z.array(z.unknown()).optional() }),
  }),
});

const LISTS = new Set(["rss.channel.item", "rss.channel.item.tt:locations.tt:location"]);

// Items and locations are always lists, so one job (or one place) reads like several. Every value
// stays a string ("0250" is a postcode); the namespace prefix stays on `tt:` elements. The escaped
// HTML of a description is unescaped once, into the markup the company wrote.
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, path) => LISTS.has(String(path)),
});

/**
 * Parses a company's Teamtailor job feed (`GET https://{company}.teamtailor.com/jobs.rss`): every
 * published job of the company in one RSS 2.0 document, its places in a `tt:` namespace. An item
 * without a title or an https link becomes an error; a document that is not such a feed throws.
 */
export function parseTeamtailorJobs(xml: string, options: TeamtailorFeedOptions): TeamtailorJobs {
  const channel = readXmlFeed(
    xml,
    "Teamtailor feed",
    parser,
    feedSchema,
    "no <rss><channel> document",
  ).rss.channel;
  const items = (channel.item ?? []).map((raw) => withoutEmptyElements(raw, ["tt:locations"]));
  const { accepted, refused } = readItems(
    items,
    itemSchema,
    (raw, index, error) => `Teamtailor item #${index + 1}: ${describeIssues(error)}`,
  );
  const organization = options.organization ?? cleanText(channel.title);
  return {
    postings: accepted.map((item) => toPosting(item, organization)),
    errors: refused,
    itemCount: items.length,
  };
}

function toPosting(item: Item, organization: string | null): AdapterPosting {
  return {
    title: cleanText(item.title) ?? item.title,
    externalId: readTeamtailorJobId(item.link) ?? cleanText(item.guid) ?? item.link,
    link: item.link,
    organization,
    location: formatTeamtailorLocations(item),
    descriptionHtml: item.description?.trim() || null,
    postedAt: readDate(item.pubDate),
  };
}

/**
 * The job's number on Teamtailor: the path of its page is `/jobs/{number}-{title words}`
 * (`/jobs/8344301-ferd-digital-internship` → "8344301"). The number stays when the title's words
 * are edited; null for a link of another shape.
 */
export function readTeamtailorJobId(link: string): string | null {
  const segments = new URL(link).pathname.split("/").filter(Boolean);
  if (segments.length !== 2 || segments[0] !== "jobs") return null;
  const number = segments[1]?.split("-")[0] ?? "";
  return /^\d+$/.test(number) ? number : null;
}

/**
 * The duty stations: "Remote" for a job whose `remoteStatus` is `fully` (its place is then where
 * the company sits: UpCloud's fully remote role names "EU" in Helsinki); else each location as
 * "City, Country" (the location's own name when it gives no city), each once, joined with "; ".
 * Null when the job names no place.
 */
export function formatTeamtailorLocations(item: {
  remoteStatus?: string | null;
  "tt:locations"?: { "tt:location"?: z.infer<typeof locationSchema>[] | null } | null;
}): string | null {
  if (cleanText(item.remoteStatus)?.toLowerCase() === "fully") return "Remote";
  const places = (item["tt:locations"]?.["tt:location"] ?? []).flatMap((location) => {
    const place = [cleanText(location["tt:city"]) ?? cleanText(location["tt:name"])]
      .concat(cleanText(location["tt:country"]))
      .filter((part): part is string => part !== null);
    return place.length ? [place.join(", ")] : [];
  });
  const unique = [...new Set(places)];
  return unique.length ? unique.join("; ") : null;
}

/** An RSS date ("Tue, 08 Sep 2026 19:07:00 +0200") as an ISO instant; null when unreadable. */
function readDate(value: string | null | undefined): string | null {
  const raw = cleanText(value);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
