import { CONTRACT_TYPE_LABELS } from "#domain/contract-types";
import { findRegionFilter } from "#domain/regions";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { XMLBuilder } from "fast-xml-parser";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { matchesEntityTag } from "#server/modules/api/json-body";
import { findOrganisationBySlug, matchOrganisation } from "#domain/organisations";
import { createExcerpt, htmlToText } from "#domain/text";
import type { JobDto } from "./job-dto";
import { InvalidQueryError, parseJobQuery, type JobQuery } from "./job-query";
import { getSampleNotice } from "./sample-notice";
import { searchJobs } from "./search-jobs";

/**
 * RSS 2.0 and Atom 1.0 feeds of a job listing: `/jobs/feed.xml` and `/jobs/feed.atom` take the
 * parameters of `/jobs` (parsed by parseJobQuery, searched by searchJobs) and list the newest
 * FEED_MAX_ITEMS open jobs that match. Paging and sort are ignored and closed jobs never appear.
 * A feed lists only jobs a reader can still apply to: the recorded sample loaded at first start is
 * listed on /jobs while it is all there is, but its postings have closed, so no feed carries them
 * (a fresh start's feed is a valid feed without items).
 *
 * Feeds carry text, never markup: titles, descriptions and categories come from job sources (and
 * the channel's title from the visitor's search), so each is read as text first, tags dropped
 * and character references decoded, as a description is read for the search index. Atom says
 * so (`type="text"`); RSS readers show an item's title and description as HTML, so a "<" left in
 * the text (one the source wrote as "&lt;") is written as "&lt;" there, and they show it rather
 * than read a tag.
 */

export type FeedFormat = "rss" | "atom";

export const FEED_MAX_ITEMS = 50;

export const FEED_PATHS: Record<FeedFormat, string> = {
  rss: "/jobs/feed.xml",
  atom: "/jobs/feed.atom",
};

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

/** Shared caches may keep a feed as long as the API's listing (public, one minute). */
export const FEED_CACHE_CONTROL = "public, max-age=60, s-maxage=60";

/** Characters of the plain-text description an item carries at most. */
const SUMMARY_LENGTH = 500;

/** Listing parameters a feed does not use: it is always the first FEED_MAX_ITEMS, newest first. */
const IGNORED_PARAMETERS = ["page", "perPage", "shown", "sort", "include", "status"];

/** The listing query of a feed: its filters, open jobs only, the newest FEED_MAX_ITEMS. */
export function parseFeedQuery(params: URLSearchParams): JobQuery {
  return {
    ...parseJobQuery(params),
    page: 1,
    perPage: FEED_MAX_ITEMS,
    sort: "newest",
    status: "open",
    includeDescription: false,
  };
}

/** The feed parameters of a listing address: its filters, without empty values and paging. */
export function feedSearchParams(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(
    [...params].filter(
      ([name, value]) => value.trim() !== "" && !IGNORED_PARAMETERS.includes(name),
    ),
  );
}

/** A feed's path and query for a listing's parameters (`/jobs/feed.xml?grade=P-3`). */
export function feedPath(format: FeedFormat, params: URLSearchParams): string {
  const query = feedSearchParams(params).toString();
  return query ? `${FEED_PATHS[format]}?${query}` : FEED_PATHS[format];
}

const or = (values: readonly string[]) => values.join(" or ");

function organisationName(value: string): string {
  return findOrganisationBySlug(value)?.name ?? matchOrganisation(value)?.name ?? value;
}

/** What a listing shows, in words: "P-3 jobs in Kenya", "Open jobs". */
export function describeListing(query: JobQuery): string {
  const kinds = [
    query.remote === true ? "remote" : "",
    query.grades.length ? or(query.grades) : "",
    query.levels.length ? `${or(query.levels)}-level` : "",
    query.fields.length ? or(query.fields) : "",
    query.contractTypes.length
      ? or(query.contractTypes.map((type) => CONTRACT_TYPE_LABELS[type].toLowerCase()))
      : "",
  ].filter(Boolean);
  const parts = [kinds.length ? `${kinds.join(" ")} jobs` : "Open jobs"];
  if (query.search) parts.push(`matching “${query.search}”`);
  if (query.organizations.length) parts.push(`at ${or(query.organizations.map(organisationName))}`);
  if (query.locations.length) parts.push(`in ${or(query.locations)}`);
  if (query.regions.length)
    parts.push(`in ${or(query.regions.map((slug) => findRegionFilter(slug)?.name ?? slug))}`);
  if (query.nationalsOnly === true) parts.push("open to nationals only");
  if (query.nationalsOnly === false) parts.push("not restricted to nationals");
  if (query.remote === false) parts.push("on site");
  if (query.sources.length) parts.push(`from ${or(query.sources)}`);
  if (query.closingWithin !== null) parts.push(`closing within ${query.closingWithin} days`);
  const text = parts.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Characters XML 1.0 does not allow in a document, even escaped (C0 controls, lone surrogates, U+FFFE/F). */
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe to put in an XML document (the builder escapes `<`, `&`, `>` and quotes). */
export function xmlText(value: string): string {
  return value.replace(INVALID_XML_CHARS, "");
}

/** Text that may hold markup, as a feed carries it: its text only, without characters XML forbids. */
export function feedText(value: string): string {
  return htmlToText(xmlText(value));
}

/** Plain text as RSS readers, which read titles and descriptions as HTML, show it unchanged. */
function rssText(text: string): string {
  return text.replace(/</g, "&lt;");
}

/** A feed item: every text field is plain text, never markup (toFeedItem reads them so). */
export type FeedItem = {
  id: string;
  title: string;
  organization: string;
  location: string;
  grade: string | null;
  /** When the job was posted (first seen when the source gives no date). */
  published: Date;
  closes: Date | null;
  summary: string;
};

const CLOSING_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The plain text of an item: where, grade, closing date and the start of the posting. */
export function itemText(item: FeedItem): string {
  const where = [item.organization, item.location, item.grade].filter(Boolean).join(" · ");
  const closes = item.closes
    ? `Closes ${CLOSING_DATE.format(item.closes)}.`
    : "No closing date given.";
  return [where, closes, item.summary].filter(Boolean).join("\n\n");
}

function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A job as a feed item: every field read as text (a source may send markup in any of them). */
function toFeedItem(job: JobDto, text: string | null): FeedItem {
  return {
    id: job.id,
    title: feedText(job.title),
    organization: feedText(matchOrganisation(job.organization)?.name ?? job.organization),
    location: feedText(job.location),
    grade: job.grade_code ? feedText(job.grade_code) : null,
    published: dateOf(job.posted_date) ?? dateOf(job.first_seen_at) ?? new Date(0),
    closes: dateOf(job.expires_at),
    summary: createExcerpt(feedText(job.summary_excerpt || text || ""), SUMMARY_LENGTH),
  };
}

/**
 * The feed's jobs: the listing's first FEED_MAX_ITEMS open matches, newest first, without the
 * recorded sample's closed postings (only looked for while a sample is loaded).
 */
export async function listFeedItems(db: Database, query: JobQuery): Promise<FeedItem[]> {
  const sampleLoaded = (await getSampleNotice(db)) !== null;
  const page = await searchJobs(db, sampleLoaded ? { ...query, withoutSample: true } : query);
  if (page.items.length === 0) return [];
  const rows = await queryRows<{ id: string; head: string | null }>(
    db,
    sql`select j.id, left(j.description_text, ${SUMMARY_LENGTH * 2}) as head from jobs j
        where j.id in (${sql.join(
          page.items.map((job) => sql`${job.id}`),
          sql`, `,
        )})`,
  );
  const heads = new Map(rows.map((row) => [String(row.id), row.head]));
  return page.items.map((job) => toFeedItem(job, heads.get(job.id) ?? null));
}

export type FeedChannel = {
  siteUrl: string;
  siteName: string;
  /** "Blueboard — P-3 jobs in Kenya" */
  title: string;
  description: string;
  /** Absolute URLs of the listing page and of this feed. */
  listingUrl: string;
  selfUrl: string;
};

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: true,
  // Otherwise an attribute whose value is "true" is written without one (isPermaLink).
  suppressBooleanAttributes: false,
});

const XML_DECLARATION = { "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" } };

function categories(item: FeedItem): string[] {
  return [item.organization, item.grade, item.location].filter((value): value is string =>
    Boolean(value?.trim()),
  );
}

const itemTitle = (item: FeedItem) => `${item.title} — ${item.organization}`;
const jobUrl = (channel: FeedChannel, item: FeedItem) => `${channel.siteUrl}/jobs/${item.id}`;

/** RSS 2.0 (https://www.rssboard.org/rss-specification), with an atom:link to itself. */
export function renderRss(channel: FeedChannel, items: FeedItem[]): string {
  return builder.build({
    ...XML_DECLARATION,
    rss: {
      "@_version": "2.0",
      "@_xmlns:atom": "http://www.w3.org/2005/Atom",
      channel: {
        title: rssText(feedText(channel.title)),
        link: channel.listingUrl,
        description: rssText(feedText(channel.description)),
        language: "en",
        "atom:link": {
          "@_href": channel.selfUrl,
          "@_rel": "self",
          "@_type": FEED_CONTENT_TYPES.rss.split(";")[0],
        },
        item: items.map((item) => ({
          title: rssText(itemTitle(item)),
          link: jobUrl(channel, item),
          guid: { "@_isPermaLink": "true", "#text": jobUrl(channel, item) },
          pubDate: item.published.toUTCString(),
          description: rssText(itemText(item)),
          category: categories(item).map(rssText),
        })),
      },
    },
  });
}

/** Atom 1.0 (RFC 4287). */
export function renderAtom(channel: FeedChannel, items: FeedItem[], now: Date): string {
  const updated = (items[0]?.published ?? now).toISOString();
  return builder.build({
    ...XML_DECLARATION,
    feed: {
      "@_xmlns": "http://www.w3.org/2005/Atom",
      "@_xml:lang": "en",
      id: channel.selfUrl,
      title: feedText(channel.title),
      subtitle: feedText(channel.description),
      updated,
      author: { name: feedText(channel.siteName), uri: channel.siteUrl },
      link: [
        { "@_rel": "self", "@_type": "application/atom+xml", "@_href": channel.selfUrl },
        { "@_rel": "alternate", "@_type": "text/html", "@_href": channel.listingUrl },
      ],
      entry: items.map((item) => ({
        id: jobUrl(channel, item),
        title: { "@_type": "text", "#text": itemTitle(item) },
        published: item.published.toISOString(),
        updated: item.published.toISOString(),
        link: { "@_rel": "alternate", "@_type": "text/html", "@_href": jobUrl(channel, item) },
        summary: { "@_type": "text", "#text": itemText(item) },
        category: categories(item).map((term) => ({ "@_term": term })),
      })),
    },
  });
}

export type FeedAnswer = { status: 200 | 304 | 400; headers: Record<string, string>; body: string };

/**
 * The answer to a feed request: the feed with its ETag (304 when the client's copy is current),
 * or 400 naming the bad parameter, as /jobs and the API answer bad filters.
 */
export async function answerJobFeed(
  db: Database,
  input: {
    format: FeedFormat;
    url: URL;
    siteUrl: string;
    siteName: string;
    ifNoneMatch?: string | null;
    now?: Date;
  },
): Promise<FeedAnswer> {
  let query: JobQuery;
  try {
    query = parseFeedQuery(input.url.searchParams);
  } catch (error) {
    if (!(error instanceof InvalidQueryError)) throw error;
    return {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      body: `Some filters in this address are not valid: ${error.message}.\n`,
    };
  }
  const params = feedSearchParams(input.url.searchParams);
  const listing = params.toString() ? `/jobs?${params.toString()}` : "/jobs";
  const description = describeListing(query);
  const channel: FeedChannel = {
    siteUrl: input.siteUrl,
    siteName: input.siteName,
    title: `${input.siteName} — ${description}`,
    description: `The newest ${FEED_MAX_ITEMS} open positions on ${input.siteName}: ${description.charAt(0).toLowerCase()}${description.slice(1)}.`,
    listingUrl: `${input.siteUrl}${listing}`,
    selfUrl: `${input.siteUrl}${feedPath(input.format, params)}`,
  };
  const items = await listFeedItems(db, query);
  const xml =
    input.format === "rss"
      ? renderRss(channel, items)
      : renderAtom(channel, items, input.now ?? new Date());
  const etag = `W/"${createHash("sha256").update(xml).digest("base64url").slice(0, 27)}"`;
  const headers: Record<string, string> = {
    "Cache-Control": FEED_CACHE_CONTROL,
    ETag: etag,
    "Access-Control-Allow-Origin": "*",
  };
  if (matchesEntityTag(input.ifNoneMatch, etag)) return { status: 304, headers, body: "" };
  return {
    status: 200,
    headers: { ...headers, "Content-Type": FEED_CONTENT_TYPES[input.format] },
    body: xml,
  };
}
