import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "./insert-jobs";
import { parseJobQuery } from "./job-query";
import {
  FEED_MAX_ITEMS,
  answerJobFeed,
  describeListing,
  feedPath,
  xmlText,
  type FeedFormat,
} from "./job-feed";

const SITE = "https://blueboard.example";
const day = 86_400_000;
const minute = 60_000;
// Markup a source may send in a title or a description, with characters XML forbids.
const HOSTILE_TITLE =
  'Officer <script>alert("x")</script><img src=x onerror=alert(1)> & co ]]> \u0001\u0008\u000B\uFFFE end';
const HOSTILE_DESCRIPTION =
  'Work <b>here</b> <img src=x onerror="alert(2)"> & there ]]> \u0001\u001F done. Written as text: &lt;img src=y onerror=alert(3)&gt;';
/** An HTML start or end tag, or a comment, as a reader that reads the text as HTML would find it. */
const MARKUP_TAG = /<[a-z!/?]/i;

let handle: DbHandle;
let ids: Record<string, string>;
const base = Date.now();

beforeAll(async () => {
  handle = await createTestDb();
  const kenyaP3 = Array.from({ length: 55 }, (_, index) =>
    buildJob({
      externalId: `ke-p3-${index}`,
      title: `Programme Officer ${index}`,
      gradeCode: "P-3",
      postedDate: new Date(base - (index + 10) * minute),
    }),
  );
  await insertJobs(handle.db, [
    ...kenyaP3,
    buildJob({
      externalId: "geneva-p4",
      title: "Legal Officer",
      gradeCode: "P-4",
      organization: "World Health Organization",
      organizationSlug: "who",
      location: "Geneva, Switzerland",
      city: "Geneva",
      country: "Switzerland",
      countryCode: "CH",
      postedDate: new Date(base - 2 * minute),
      expiresAt: new Date("2030-03-15T23:59:00Z"),
    }),
    buildJob({
      externalId: "hostile",
      title: HOSTILE_TITLE,
      gradeCode: "P-2",
      description: "<p>hostile</p>",
      descriptionText: HOSTILE_DESCRIPTION,
      postedDate: new Date(base - minute),
    }),
    buildJob({
      externalId: "closed",
      title: "Closed Officer",
      gradeCode: "P-3",
      status: "closed",
      postedDate: new Date(base),
    }),
    buildJob({
      externalId: "expired",
      title: "Expired Officer",
      gradeCode: "P-3",
      expiresAt: new Date(base - day),
      postedDate: new Date(base),
    }),
    // A posting of the first-start sample: listed while it is the sample, but closed at its
    // employer's site (no deadline moment, still active), and the newest P-3 job in Kenya here.
    buildJob({
      externalId: "sample",
      title: "Recorded Sample Officer",
      gradeCode: "P-3",
      expiresAt: null,
      postedDate: new Date(base + minute),
      sampleRecordedAt: new Date(base - 30 * day),
    }),
  ]);
  ids = Object.fromEntries(
    (
      await queryRows<{ id: string; external_id: string }>(
        handle.db,
        sql`select id, external_id from jobs`,
      )
    ).map((row) => [row.external_id, row.id]),
  );
});

afterAll(async () => {
  await handle.close();
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  // Atom has several links per feed and entry; RSS one per channel and item.
  isArray: (name, path) =>
    ["item", "entry", "category"].includes(name) ||
    (name === "link" && String(path).startsWith("feed")),
});

/** Characters XML 1.0 forbids (Char production of the spec, section 2.2). */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// RFC 822 section 5 as RSS 2.0 uses it (four-digit years allowed): "Wed, 02 Oct 2002 13:00:00 GMT".
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;
// RFC 3339 date-time (Atom's Date construct, RFC 4287 section 3.3).
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function fetchFeed(format: FeedFormat, query = "", ifNoneMatch?: string) {
  const answer = await answerJobFeed(handle.db, {
    format,
    url: new URL(`${SITE}${format === "rss" ? "/jobs/feed.xml" : "/jobs/feed.atom"}${query}`),
    siteUrl: SITE,
    siteName: "Blueboard",
    ifNoneMatch,
  });
  if (answer.status === 200) {
    expect(XMLValidator.validate(answer.body)).toBe(true);
    expect(answer.body).not.toMatch(FORBIDDEN);
  }
  return answer;
}

type RssItem = {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  pubDate: string;
  description: string;
  category?: string[];
};

async function rss(query = "") {
  const answer = await fetchFeed("rss", query);
  expect(answer.status).toBe(200);
  const document = parser.parse(answer.body) as {
    rss: {
      "@_version": string;
      channel: {
        title: string;
        link: string;
        description: string;
        "atom:link": { "@_href": string; "@_rel": string };
        item?: RssItem[];
      };
    };
  };
  return { answer, rss: document.rss, items: document.rss.channel.item ?? [] };
}

type AtomEntry = {
  id: string;
  title: { "#text": string; "@_type": string };
  updated: string;
  published: string;
  link: { "@_href": string; "@_rel": string }[];
  summary: { "#text": string; "@_type": string };
  category?: { "@_term": string }[];
};

async function atom(query = "") {
  const answer = await fetchFeed("atom", query);
  expect(answer.status).toBe(200);
  const document = parser.parse(answer.body) as {
    feed: {
      "@_xmlns": string;
      id: string;
      title: string;
      updated: string;
      author: { name: string };
      link: { "@_href": string; "@_rel": string }[];
      entry?: AtomEntry[];
    };
  };
  return { answer, feed: document.feed, entries: document.feed.entry ?? [] };
}

describe("RSS 2.0", () => {
  test("channel and items carry the required elements; at most 50 items, newest first, open only", async () => {
    const { answer, rss: document, items } = await rss();
    expect(answer.headers["Content-Type"]).toBe("application/rss+xml; charset=utf-8");
    expect(answer.headers["Cache-Control"]).toMatch(/^public, .*s-maxage=\d+/);
    expect(answer.headers.ETag).toMatch(/^W\/".+"$/);
    expect(document["@_version"]).toBe("2.0");
    expect(document.channel.title).toBe("Blueboard — Open jobs");
    expect(document.channel.link).toBe(`${SITE}/jobs`);
    expect(document.channel.description).not.toBe("");
    expect(document.channel["atom:link"]).toMatchObject({
      "@_href": `${SITE}/jobs/feed.xml`,
      "@_rel": "self",
    });
    expect(items).toHaveLength(FEED_MAX_ITEMS);
    for (const item of items) {
      expect(item.title).not.toBe("");
      expect(item.link).toMatch(new RegExp(`^${SITE}/jobs/[0-9a-f-]{36}$`));
      expect(item.guid).toEqual({ "#text": item.link, "@_isPermaLink": "true" });
      expect(item.pubDate).toMatch(RFC822);
      expect(item.title).not.toMatch(/Closed Officer|Expired Officer/);
    }
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items[0]!.link).toBe(`${SITE}/jobs/${ids.hostile}`);
    expect(items[1]!.link).toBe(`${SITE}/jobs/${ids["geneva-p4"]}`);
  });

  test("an item: title with organisation, categories, closing date and summary as plain text", async () => {
    const { items } = await rss("?organization=who");
    expect(items).toHaveLength(1);
    const [item] = items as [RssItem];
    expect(item.title).toBe("Legal Officer — World Health Organization");
    expect(item.category).toEqual(["World Health Organization", "P-4", "Geneva, Switzerland"]);
    expect(item.description).toContain("Closes 15 March 2030.");
    expect(item.description).toContain("Support the country team.");
    expect(new Date(item.pubDate).getTime()).toBe(Math.floor((base - 2 * minute) / 1000) * 1000);
  });

  test("filters are honoured and named in the title; paging, sort and status are not", async () => {
    const { rss: document, items } = await rss(
      "?grade=P-3&location=Kenya&page=3&sort=deadline&status=all",
    );
    expect(document.channel.title).toBe("Blueboard — P-3 jobs in Kenya");
    expect(document.channel.link).toBe(`${SITE}/jobs?grade=P-3&location=Kenya`);
    expect(items).toHaveLength(FEED_MAX_ITEMS);
    expect(items.map((item) => item.link)).not.toContain(`${SITE}/jobs/${ids.closed}`);
    expect(items.map((item) => item.link)).not.toContain(`${SITE}/jobs/${ids.expired}`);
    for (const item of items) expect(item.category).toContain("P-3");
    // The 50 newest of the 55 Kenyan P-3 jobs.
    expect(items[0]!.title).toMatch(/^Programme Officer 0 — /);
    expect(items.at(-1)!.title).toMatch(/^Programme Officer 49 — /);

    const { items: none } = await rss("?grade=P-5");
    expect(none).toEqual([]);
  });

  test("titles and descriptions carry text, never markup; characters XML forbids are removed", async () => {
    const { answer, items } = await rss("?grade=P-2");
    expect(answer.body).not.toContain("<script>");
    expect(answer.body).not.toContain("<img");
    expect(answer.body).not.toContain("]]> ");
    const [item] = items as [RssItem];
    // Readers show an RSS title and description as HTML: once XML-parsed, neither holds a tag.
    for (const text of [item.title, item.description, ...(item.category ?? [])])
      expect(text).not.toMatch(MARKUP_TAG);
    expect(item.title).toBe("Officer & co ]]> end — United Nations Development Programme");
    expect(item.description).toContain("Work here & there ]]> done.");
    // A tag the source wrote as text stays text: its "<" is written so an HTML reader shows it.
    expect(item.description).toContain("Written as text: &lt;img src=y onerror=alert(3)>");
  });

  test("the visitor's search in the channel title is text too", async () => {
    const { rss: feed } = await rss(
      `?q=${encodeURIComponent("<img src=x onerror=alert(4)>nurse")}`,
    );
    expect(feed.channel.title).not.toMatch(MARKUP_TAG);
    expect(feed.channel.description).not.toMatch(MARKUP_TAG);
    expect(feed.channel.title).toContain("nurse");
  });
});

describe("the recorded sample", () => {
  test("no feed lists a sample posting, which can no longer be applied for", async () => {
    for (const query of ["", "?grade=P-3&location=Kenya", "?search=Recorded%20Sample"]) {
      const { items } = await rss(query);
      const { entries } = await atom(query);
      expect(items.map((item) => item.link)).not.toContain(`${SITE}/jobs/${ids.sample}`);
      expect(entries.map((entry) => entry.id)).not.toContain(`${SITE}/jobs/${ids.sample}`);
    }
    // The Kenyan P-3 listing still fills the feed with jobs one can apply to.
    const { items } = await rss("?grade=P-3&location=Kenya");
    expect(items).toHaveLength(FEED_MAX_ITEMS);
    expect(items[0]!.title).toMatch(/^Programme Officer 0 — /);
  });

  test("a fresh start, with only the sample loaded, has valid feeds without items", async () => {
    const fresh = await createTestDb();
    try {
      await insertJobs(fresh.db, [
        buildJob({ title: "Sample One", expiresAt: null, sampleRecordedAt: new Date(base - day) }),
        buildJob({ title: "Sample Two", expiresAt: null, sampleRecordedAt: new Date(base - day) }),
      ]);
      for (const format of ["rss", "atom"] as const) {
        const answer = await answerJobFeed(fresh.db, {
          format,
          url: new URL(`${SITE}/jobs/feed.${format === "rss" ? "xml" : "atom"}`),
          siteUrl: SITE,
          siteName: "Blueboard",
        });
        expect(answer.status).toBe(200);
        expect(XMLValidator.validate(answer.body)).toBe(true);
        const document = parser.parse(answer.body) as {
          rss?: { channel: { title: string; item?: unknown[] } };
          feed?: { title: string; updated: string; entry?: unknown[] };
        };
        if (format === "rss") {
          expect(document.rss?.channel.title).toBe("Blueboard — Open jobs");
          expect(document.rss?.channel.item ?? []).toEqual([]);
        } else {
          expect(document.feed?.updated).toMatch(RFC3339);
          expect(document.feed?.entry ?? []).toEqual([]);
        }
        expect(answer.body).not.toContain("Sample One");
      }
    } finally {
      await fresh.close();
    }
  });
});

describe("Atom 1.0", () => {
  test("feed and entries carry the required elements with RFC 3339 dates", async () => {
    const { answer, feed, entries } = await atom("?grade=P-3&location=Kenya");
    expect(answer.headers["Content-Type"]).toBe("application/atom+xml; charset=utf-8");
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(`${SITE}/jobs/feed.atom?grade=P-3&location=Kenya`);
    expect(feed.title).toBe("Blueboard — P-3 jobs in Kenya");
    expect(feed.updated).toMatch(RFC3339);
    expect(feed.author.name).toBe("Blueboard");
    expect(feed.link.find((link) => link["@_rel"] === "self")?.["@_href"]).toBe(feed.id);
    expect(entries).toHaveLength(FEED_MAX_ITEMS);
    for (const entry of entries) {
      expect(entry.id).toMatch(new RegExp(`^${SITE}/jobs/[0-9a-f-]{36}$`));
      expect(entry.title["#text"]).not.toBe("");
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.published).toMatch(RFC3339);
      expect(entry.link).toEqual([expect.objectContaining({ "@_href": entry.id })]);
      expect(entry.category?.map((category) => category["@_term"])).toContain("P-3");
    }
    expect(feed.updated).toBe(entries[0]!.updated);
  });

  test("titles and summaries carry text, never markup; characters XML forbids are removed", async () => {
    const { answer, entries } = await atom("?grade=P-2");
    expect(answer.body).not.toContain("<script>");
    expect(answer.body).not.toContain("<img");
    const [entry] = entries;
    expect(entry!.title["@_type"]).toBe("text");
    expect(entry!.summary["@_type"]).toBe("text");
    expect(entry!.title["#text"]).toBe(
      "Officer & co ]]> end — United Nations Development Programme",
    );
    expect(entry!.title["#text"]).not.toMatch(MARKUP_TAG);
    expect(entry!.summary["#text"]).toContain("Work here & there ]]> done.");
    // Atom declares the text as text: what the source wrote as text is shown as written.
    expect(entry!.summary["#text"]).toContain("Written as text: <img src=y onerror=alert(3)>");
  });
});

test("an unchanged feed answers 304 to its ETag; bad parameters 400 as on /jobs", async () => {
  const first = await fetchFeed("rss", "?grade=P-4");
  const again = await fetchFeed("rss", "?grade=P-4", first.headers.ETag);
  expect(again.status).toBe(304);
  expect(again.body).toBe("");
  expect(again.headers.ETag).toBe(first.headers.ETag);

  for (const format of ["rss", "atom"] as const) {
    const bad = await fetchFeed(format, "?grade=Z-99");
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("grade");
    expect(bad.headers["Cache-Control"]).toBe("no-store");
  }
});

test("describeListing names the filters; feedPath keeps them and drops paging", () => {
  const query = parseJobQuery(
    new URLSearchParams("grade=P-3&grade=P-4&location=Kenya&organization=undp&search=water"),
  );
  expect(describeListing(query)).toBe(
    "P-3 or P-4 jobs matching “water” at United Nations Development Programme in Kenya",
  );
  expect(describeListing(parseJobQuery(new URLSearchParams("remote=true")))).toBe("Remote jobs");
  expect(feedPath("atom", new URLSearchParams("grade=P-3&page=2&perPage=10&search="))).toBe(
    "/jobs/feed.atom?grade=P-3",
  );
  expect(feedPath("rss", new URLSearchParams())).toBe("/jobs/feed.xml");
});

test("xmlText keeps tabs, new lines, astral characters; drops controls and lone surrogates", () => {
  expect(xmlText("a\tb\nc\rd 😀 é")).toBe("a\tb\nc\rd 😀 é");
  expect(xmlText("x\u0000\u0007\u001B\uFFFF\uD800y\uDC00")).toBe("xy");
});
