// Reads the saved unjobs.org vacancy pages (shared/fixtures/real/unjobs-org) into RawPosting objects
// for the extraction benchmark (directory: $BLUEBOARD_FIXTURES or ../shared/fixtures/real), and real
// feed items (RSS-sized postings) for its second mix.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RawPosting } from "../domain/normalise-posting";

const DEFAULT_DIR = resolve(fileURLToPath(new URL("../../shared/fixtures/real", import.meta.url)));

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

function chip(html: string, label: string): string | null {
  const match = new RegExp(`${label}:\\s*<a[^>]*>([\\s\\S]*?)</a>`).exec(html);
  return match?.[1] ? decode(match[1].replace(/\s+/g, " ").trim()) : null;
}

export function loadVacancyPostings(
  directory = process.env.BLUEBOARD_FIXTURES ?? DEFAULT_DIR,
): RawPosting[] {
  const folder = join(directory, "unjobs-org");
  return readdirSync(folder)
    .filter((name) => name.startsWith("vacancy-") && name.endsWith(".html"))
    .sort()
    .map((name) => {
      const html = readFileSync(join(folder, name), "utf8");
      const id = /vacancy-[a-z]+-(\d+)\.html/.exec(name)?.[1] ?? name;
      const title = decode(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1]?.trim() ?? "");
      const description = /fp-snippet">([\s\S]*?)<div class="bmore"/.exec(html)?.[1] ?? "";
      const city = chip(html, "City");
      const country = chip(html, "Country");
      return {
        title,
        organization: chip(html, "Organization"),
        location: [city, country].filter(Boolean).join(", ") || null,
        descriptionHtml: description,
        link: `https://unjobs.org/vacancies/${id}`,
        externalId: `unjobs-${id}`,
      };
    });
}

const SEED_DIR = resolve(fileURLToPath(new URL("../server/db/seed", import.meta.url)));

function xmlText(item: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(item);
  if (!match?.[1]) return null;
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(match[1]);
  return (cdata ? cdata[1] : decode(match[1]))?.trim() ?? null;
}

/**
 * Real feed items (RSS-sized postings, short descriptions) for the second benchmark mix:
 * server/db/seed/fixture-snapshot.json when present, otherwise the recorded RSS feeds in
 * server/db/seed/recordings/*.xml. `source` says which was read.
 */
export function loadFeedPostings(seedDirectory = SEED_DIR): {
  source: string;
  postings: RawPosting[];
} {
  const snapshot = join(seedDirectory, "fixture-snapshot.json");
  if (existsSync(snapshot)) {
    const parsed = JSON.parse(readFileSync(snapshot, "utf8")) as { postings: RawPosting[] };
    return { source: "server/db/seed/fixture-snapshot.json", postings: parsed.postings };
  }
  const folder = join(seedDirectory, "recordings");
  const postings: RawPosting[] = [];
  const files = existsSync(folder)
    ? readdirSync(folder).filter((name) => name.endsWith(".xml"))
    : [];
  for (const name of files.sort()) {
    const xml = readFileSync(join(folder, name), "utf8");
    const channel = xmlText(xml.split("<item")[0] ?? "", "title") ?? name;
    const organization = channel.split(/\s+(?:–|-)\s+|\s+Job Vacancies/)[0] ?? channel;
    for (const item of xml.split("<item>").slice(1)) {
      const link = xmlText(item, "link") ?? "";
      postings.push({
        title: xmlText(item, "title") ?? "",
        organization,
        descriptionHtml: xmlText(item, "description"),
        postedAt: xmlText(item, "pubDate"),
        link,
        externalId: xmlText(item, "guid") ?? link,
      });
    }
  }
  return { source: "server/db/seed/recordings/*.xml", postings };
}
