import fs from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { parseDeadlineText } from "#domain/deadlines";
import type { FixtureSnapshot, SnapshotPosting } from "#server/db/seed/fixture-snapshot";

// Builds server/db/seed/fixture-snapshot.json from the real recorded postings in
// ../shared/fixtures/real: the cinfo-derived RSS feeds and the unjobs.org vacancy pages.
// The ingestion engine's adapters will replace this snapshot; until then it fills a new database.
const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.resolve(root, process.argv[2] ?? "../shared/fixtures/real");
const output = path.join(root, "server/db/seed/fixture-snapshot.json");

type Feed = {
  file: string;
  source: string;
  organization: string;
  locationFrom: "description" | "title-suffix" | "title-dash";
};
const FEEDS: Feed[] = [
  {
    file: "unhcr_jobs.xml",
    source: "UNHCR (Workday)",
    organization: "UNHCR",
    locationFrom: "description",
  },
  {
    file: "unicef_jobs.xml",
    source: "UNICEF (PageUp)",
    organization: "UNICEF",
    locationFrom: "title-dash",
  },
  {
    file: "worldbank_jobs.xml",
    source: "World Bank Group",
    organization: "World Bank Group",
    locationFrom: "description",
  },
  { file: "unfpa_jobs.xml", source: "UNFPA", organization: "UNFPA", locationFrom: "description" },
  {
    file: "iadb_jobs.xml",
    source: "IDB Careers",
    organization: "Inter-American Development Bank",
    locationFrom: "description",
  },
  {
    file: "mo-jobs_ebrd_jobs.xml",
    source: "EBRD via UNjobs",
    organization: "EBRD",
    locationFrom: "title-suffix",
  },
  {
    file: "mo-jobs_idb_jobs.xml",
    source: "IDB via UNjobs",
    organization: "Inter-American Development Bank",
    locationFrom: "title-suffix",
  },
];
const NOISE_TITLES = new Set(["main navigation", "pagination"]);

type RssItem = {
  title?: string;
  link?: string;
  description?: string;
  guid?: string | { "#text": string };
  pubDate?: string;
};

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (value && typeof value === "object" && "#text" in value) return String(value["#text"]).trim();
  return "";
}

function splitTitleLocation(
  title: string,
  mode: Feed["locationFrom"],
): { title: string; location: string | null } {
  if (mode === "title-suffix") {
    // "Associate Quality Engineer, Sofia, Bulgaria": the last two comma parts are the duty station.
    const parts = title.split(",").map((part) => part.trim());
    if (parts.length >= 3)
      return { title: parts.slice(0, -2).join(", "), location: parts.slice(-2).join(", ") };
  }
  if (mode === "title-dash") {
    const match = /^(.*\S)\s+-\s+([^-]+,[^-]+)$/.exec(title);
    if (match) return { title: match[1]!, location: match[2]!.trim() };
  }
  return { title, location: null };
}

function readFeed(feed: Feed): SnapshotPosting[] {
  const xml = fs.readFileSync(path.join(fixtures, "cinfo-derived-rss", feed.file), "utf8");
  const parsed = new XMLParser({ ignoreAttributes: true, processEntities: true }).parse(xml) as {
    rss: { channel: { item?: RssItem | RssItem[] } };
  };
  const items = [parsed.rss.channel.item ?? []].flat();
  const postings: SnapshotPosting[] = [];
  for (const item of items) {
    const rawTitle = text(item.title).replace(/\s+/g, " ");
    const link = text(item.link);
    if (!rawTitle || !link || NOISE_TITLES.has(rawTitle.toLowerCase())) continue;
    const description = text(item.description);
    const split = splitTitleLocation(rawTitle, feed.locationFrom);
    const location =
      split.location ??
      /Location:\s*([^.\n]+?)(?:\.\s|\.$|\n|$)/.exec(description)?.[1]?.trim() ??
      null;
    const closing = /Closing date:\s*(?:date\s*)?([^\n]+?)\.?$/im.exec(description)?.[1] ?? null;
    postings.push({
      source: feed.source,
      externalId: text(item.guid) || link,
      title: split.title,
      organization: feed.organization,
      location: location && !/^not specified$/i.test(location) ? location : null,
      descriptionHtml: description
        ? `<p>${description.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`
        : null,
      deadlineText: closing ? `Closing date: ${closing}` : null,
      postedAt: item.pubDate ? new Date(item.pubDate).toISOString() : null,
      link,
    });
  }
  return postings;
}

function extractSnippet(html: string, id: string): string | null {
  const start = html.indexOf(`<div class="t${id} fp-snippet">`);
  if (start < 0) return null;
  // Walk to the matching closing tag of the snippet's div.
  const tag = /<\/?div\b[^>]*>/gi;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(html.indexOf(">", start) + 1, match.index);
  }
  return null;
}

function readVacancyPage(file: string): SnapshotPosting | null {
  const html = fs.readFileSync(path.join(fixtures, "unjobs-org", file), "utf8");
  const url = /<!-- URL: (\S+) -->/.exec(html)?.[1];
  const id = /vacancies\/(\d+)/.exec(url ?? "")?.[1];
  const pageTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!url || !id || !pageTitle) return null;
  const heading = /^(.*?) Vacancy: (.*) \| UNjobs$/.exec(pageTitle.replace(/&amp;/g, "&"));
  if (!heading) return null;
  const [, organization, rest] = heading as unknown as [string, string, string];
  // "Title, …, City, Country[, USA]": the two last parts are the duty station.
  const parts = rest.split(",").map((part) => part.trim());
  if (parts.length > 2 && /^[A-Z]{2,3}$/.test(parts.at(-1)!)) parts.pop();
  const cut = parts.length >= 3 ? 2 : parts.length - 1;
  const location = cut > 0 ? parts.slice(-cut).join(", ") : null;
  const title = cut > 0 ? parts.slice(0, -cut).join(", ") : rest;
  const snippet = extractSnippet(html, id);
  const snippetText = (snippet ?? "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&nbsp;/g, " ")
    .replace(/[ \t]+/g, " ");
  // The first labelled date the deadline parser understands.
  const deadline = [
    ...snippetText.matchAll(
      /(Apply Before|Closing Date|Deadline(?: for applications)?(?: on)?|Application close[sd]?)\s*:?\s*([^\n]{6,80})/gi,
    ),
  ]
    .map((match) => `${match[1]} ${match[2]}`)
    .find((candidate) => parseDeadlineText(candidate) !== null);
  return {
    source: `${organization} via UNjobs`,
    externalId: `unjobs-${id}`,
    title,
    organization,
    location,
    descriptionHtml: snippet,
    deadlineText: deadline ?? null,
    postedAt: new Date(Number(id)).toISOString(),
    link: url,
  };
}

const postings: SnapshotPosting[] = [
  ...FEEDS.flatMap(readFeed),
  ...fs
    .readdirSync(path.join(fixtures, "unjobs-org"))
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map(readVacancyPage)
    .filter((posting): posting is SnapshotPosting => posting !== null),
];
const capturedAt = postings
  .map((posting) => posting.postedAt ?? "")
  .filter(Boolean)
  .sort()
  .at(-1);
const snapshot: FixtureSnapshot = { capturedAt: capturedAt ?? new Date().toISOString(), postings };
fs.writeFileSync(output, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(
  `Wrote ${postings.length} postings (captured ${snapshot.capturedAt}) to ${path.relative(root, output)}.`,
);
