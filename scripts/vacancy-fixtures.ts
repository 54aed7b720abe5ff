// Reads the saved unjobs.org vacancy pages (tests/fixtures/real/unjobs-org, provenance in
// tests/fixtures/real/README.md) into RawPosting objects for the extraction benchmark, and real feed
// items (RSS-sized postings) for its second mix. Pages and feeds are read with cheerio.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as cheerio from "cheerio";
import type { RawPosting } from "../domain/normalise-posting";

const VACANCY_DIR = fileURLToPath(new URL("../tests/fixtures/real/unjobs-org", import.meta.url));
const SEED_DIR = fileURLToPath(new URL("../server/db/seed", import.meta.url));

function cleanText(text: string): string | null {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean === "" ? null : clean;
}

/**
 * One unjobs.org vacancy page as a RawPosting: the title is the page's first <h2>, the description
 * the inner HTML of its `fp-snippet` block (the agency's own posting text), organisation, city and
 * country the links of its "Organization:", "City:" and "Country:" list items.
 */
export function readVacancyPage(html: string, fileName: string): RawPosting {
  const $ = cheerio.load(html);
  const chip = (label: string): string | null => {
    const item = $("#cats li")
      .filter((_, element) => $(element).text().trim().startsWith(`${label}:`))
      .first();
    return cleanText(item.find("a").first().text());
  };
  const id = /vacancy-[a-z]+-(\d+)\.html$/.exec(fileName)?.[1] ?? fileName;
  const city = chip("City");
  const country = chip("Country");
  return {
    title: cleanText($("h2").first().text()) ?? "",
    organization: chip("Organization"),
    location: [city, country].filter(Boolean).join(", ") || null,
    descriptionHtml: $("div.fp-snippet").first().html() ?? "",
    link: `https://unjobs.org/vacancies/${id}`,
    externalId: `unjobs-${id}`,
  };
}

export function loadVacancyPostings(directory = VACANCY_DIR): RawPosting[] {
  return readdirSync(directory)
    .filter((name) => name.startsWith("vacancy-") && name.endsWith(".html"))
    .sort()
    .map((name) => readVacancyPage(readFileSync(join(directory, name), "utf8"), name));
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
    const $ = cheerio.load(readFileSync(join(folder, name), "utf8"), { xml: true });
    const channel = cleanText($("channel > title").first().text()) ?? name;
    const organization = channel.split(/\s+(?:–|-)\s+|\s+Job Vacancies/)[0] ?? channel;
    $("item").each((_, element) => {
      const item = $(element);
      const field = (tag: string): string | null => cleanText(item.children(tag).first().text());
      const link = field("link") ?? "";
      postings.push({
        title: field("title") ?? "",
        organization,
        descriptionHtml: item.children("description").first().text().trim() || null,
        postedAt: field("pubDate"),
        link,
        externalId: field("guid") ?? link,
      });
    });
  }
  return { source: "server/db/seed/recordings/*.xml", postings };
}
