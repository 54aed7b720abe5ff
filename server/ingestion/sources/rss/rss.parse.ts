import { XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";
import { findCountryByName } from "#domain/countries";
import { isPlace } from "#domain/duty-stations";
import { parseLocation } from "#domain/locations";
import { htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { readPageUpLocation } from "../pageup/pageup.parse";

/** How to read one feed: its URL (base for relative links) and the source's metadata options. */
export type FeedOptions = {
  /** `link` when the feed's guids are not stable across fetches. */
  idFrom?: "guid" | "link" | null;
  /** Items whose title matches are not postings (e.g. "Pagination" in a scraped feed). */
  excludeTitle?: RegExp | null;
  feedUrl: string;
  organization?: string | null;
  /** Applied to the title, then the description text; its named group `location` is the location. */
  locationPattern?: RegExp | null;
  /** The title ends with its location: "Title, City, Country" (suffix) or "Title - City, Country" (dash). */
  titleLocation?: "suffix" | "dash" | null;
};

export type FeedParseResult = {
  format: "rss" | "atom" | "rdf";
  postings: AdapterPosting[];
  /** Entries the feed listed, parsable or not. */
  itemCount: number;
  errors: string[];
};

type XmlNode = Record<string, unknown>;

const nodeListSchema = z.union([z.array(z.unknown()), z.looseObject({}), z.string()]).optional();

const feedSchema = z.union([
  z.object({ rss: z.object({ channel: z.looseObject({ item: nodeListSchema }) }) }),
  z.object({ feed: z.looseObject({ entry: nodeListSchema }) }),
  z.object({ RDF: z.looseObject({ item: nodeListSchema }) }),
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
});

/** Parses an RSS 2.0, RSS 1.0 (RDF) or Atom feed into postings. Throws on malformed XML or another root. */
export function parseFeed(xml: string, options: FeedOptions): FeedParseResult {
  const document = readFeedDocument(xml);
  const { format, entries, base } = locateEntries(document, options.feedUrl);
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  entries.forEach((entry, index) => {
    try {
      const posting = readEntry(entry, base, options);
      // Feeds scraped from web pages can carry navigation items; the source says which to skip.
      if (!options.excludeTitle?.test(posting.title)) postings.push(posting);
    } catch (error) {
      errors.push(`${format} item ${index + 1}: ${(error as Error).message}`);
    }
  });
  return { format, postings, itemCount: entries.length, errors };
}

function readFeedDocument(xml: string): unknown {
  const text = xml.replace(/^\uFEFF/, "").trim();
  if (!text) throw new Error("feed is empty");
  if (!text.startsWith("<"))
    throw new Error(`feed is not XML (starts with ${JSON.stringify(text.slice(0, 20))})`);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new Error(
      `feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  }
  const document: unknown = parser.parse(text);
  const parsed = feedSchema.safeParse(document);
  if (!parsed.success) {
    const roots = Object.keys(document as XmlNode).filter((key) => !key.startsWith("?"));
    throw new Error(
      `feed is neither RSS (<rss><channel>) nor Atom (<feed>): root element <${roots.join(", ") || "none"}>`,
    );
  }
  return parsed.data;
}

function locateEntries(document: unknown, feedUrl: string) {
  const root = document as XmlNode;
  if (root.rss) {
    const channel = (root.rss as XmlNode).channel as XmlNode;
    const base = resolveLink(readText(channel.link), feedUrl) ?? feedUrl;
    return { format: "rss" as const, entries: toNodes(channel.item), base };
  }
  if (root.feed) {
    const feed = root.feed as XmlNode;
    return {
      format: "atom" as const,
      entries: toNodes(feed.entry),
      base: readAtomLink(feed.link, feedUrl) ?? feedUrl,
    };
  }
  return { format: "rdf" as const, entries: toNodes((root.RDF as XmlNode).item), base: feedUrl };
}

function readEntry(entry: XmlNode, base: string, options: FeedOptions): AdapterPosting {
  const rawTitle = readText(entry.title);
  if (!rawTitle) throw new Error("missing <title>");
  const link = resolveLink(readText(entry.link), base) ?? readAtomLink(entry.link, base);
  if (!link) throw new Error(`"${rawTitle}": missing <link>`);
  // Namespace prefixes are dropped when reading, so a PageUp item's RSS teaser <description> and
  // its whole advert <job:description> arrive as one repeated element: the fullest one is the advert.
  const descriptionHtml =
    readFullestText(entry.encoded) ||
    readFullestText(entry.content) ||
    readFullestText(entry.description) ||
    readFullestText(entry.summary);
  const split = splitTitleLocation(rawTitle, options.titleLocation ?? null);
  const location =
    readPageUpLocation(readText(entry.location)) ||
    matchLocation(options.locationPattern ?? null, rawTitle, descriptionHtml) ||
    split.location;
  return {
    title: split.title,
    organization: options.organization ?? null,
    location: location || null,
    descriptionHtml: descriptionHtml || null,
    contractType: readText(entry.workType) || null,
    // The feed's own closing date (PageUp's job:closingDate) decides over a date in the text.
    deadlineText: readText(entry.closingDate) || null,
    postedAt:
      readText(entry.pubDate) ||
      readText(entry.published) ||
      readText(entry.updated) ||
      readText(entry.date) ||
      null,
    link,
    externalId:
      options.idFrom === "link"
        ? link
        : readText(entry.guid) || readText(entry.id) || readText(entry.refNo) || link,
  };
}

/** The text of an element however the XML parser shaped it (string, {#text}, repeated element). */
export function readText(node: unknown): string {
  if (typeof node === "string") return node.trim();
  if (typeof node === "number" || typeof node === "boolean") return String(node);
  if (Array.isArray(node)) return readText(node[0]);
  if (node && typeof node === "object") return readText((node as XmlNode)["#text"]);
  return "";
}

/** The longest text among repeated elements of one name (one element: its text). */
function readFullestText(node: unknown): string {
  if (!Array.isArray(node)) return readText(node);
  return node.map(readText).reduce((best, text) => (text.length > best.length ? text : best), "");
}

function toNodes(value: unknown): XmlNode[] {
  const list = Array.isArray(value) ? value : value === undefined || value === "" ? [] : [value];
  return list.map((item) =>
    item && typeof item === "object" ? (item as XmlNode) : { title: item },
  );
}

function readAtomLink(value: unknown, base: string): string | null {
  const links = (Array.isArray(value) ? value : [value]).filter(
    (link): link is XmlNode =>
      !!link && typeof link === "object" && typeof (link as XmlNode)["@_href"] === "string",
  );
  const chosen = links.find((link) => !link["@_rel"] || link["@_rel"] === "alternate") ?? links[0];
  return chosen ? resolveLink(chosen["@_href"] as string, base) : null;
}

function resolveLink(link: string, base: string): string | null {
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return link;
  try {
    return new URL(link, base).toString();
  } catch {
    return null;
  }
}

function matchLocation(pattern: RegExp | null, title: string, descriptionHtml: string): string {
  if (!pattern) return "";
  for (const text of [title, htmlToText(descriptionHtml)]) {
    const found = pattern.exec(text)?.groups?.location?.trim();
    if (found) return found;
  }
  return "";
}

/**
 * Splits "Title, City, Country" / "Title - City, Country"; a known country keeps the city before it.
 * A dash splits only when the words after it begin with a place: in "New Internship Recruitment
 * (Two Positions) - To Support Election Advocacy …, Lusaka, Zambia" they are part of the title.
 */
export function splitTitleLocation(
  title: string,
  mode: "suffix" | "dash" | null,
): { title: string; location: string } {
  if (mode === "dash") {
    const match = /^(.+?)\s+[-–—]\s+([^-–—]+)$/.exec(title);
    const location = match?.[2]?.trim() ?? "";
    const lead = location.split(",")[0]!.trim();
    return match && lead !== "" && isPlace(parseLocation(lead))
      ? { title: match[1]!.trim(), location }
      : { title, location: "" };
  }
  if (mode === "suffix") {
    const parts = title.split(",").map((part) => part.trim());
    if (parts.length < 2) return { title, location: "" };
    // Three or more places at the end are the posting's duty stations, all of them: the IDB's "HR
    // Technical Lead - SuccessFactors/SAP, Asuncion, Belize City, Bogotá, …, Tegucigalpa".
    let start = parts.length;
    while (start > 1 && isPlaceName(parts[start - 1]!)) start -= 1;
    if (parts.length - start >= 3)
      return { title: parts.slice(0, start).join(", "), location: parts.slice(start).join("; ") };
    const last = parts.length >= 3 && findCountryByName(parts.at(-1)!) ? 2 : 1;
    return { title: parts.slice(0, -last).join(", "), location: parts.slice(-last).join(", ") };
  }
  return { title, location: "" };
}

/** A known city or country on its own ("Belize City", "Miami FL"), not remote or several places. */
function isPlaceName(text: string): boolean {
  const parsed = parseLocation(text);
  return isPlace(parsed) && !parsed.isMultiple && (parsed.city !== null || parsed.country !== null);
}
