import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDeadlineText } from "#domain/deadlines";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { decodeHtmlEntities } from "#domain/text";

type SnapshotPosting = AdapterPosting & { source: string; postedAt: string | null };
type FixtureSnapshot = { capturedAt: string; postings: SnapshotPosting[] };

// Builds server/db/seed/recorded-vacancy-pages.json from the real vacancy pages recorded from
// UNjobs, copied into tests/fixtures/real/unjobs-org. On first start they go through the ingestion
// pipeline next to the recorded RSS feeds (server/db/seed/recordings/, run by the rss adapter).
const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.resolve(root, process.argv[2] ?? "tests/fixtures/real");
const output = path.join(root, "server/db/seed/recorded-vacancy-pages.json");

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

/**
 * A UNjobs page heading after "<Organisation> Vacancy: ", as title and duty station: "Title, …, City,
 * Country[, USA]" ends with the two parts of the duty station; several duty stations between " / "
 * ("…, Abidjan, Côte d'Ivoire / Rabbat, Morocco / Accra, Ghana") go back to the first one's city.
 */
export function splitPageHeading(rest: string): { title: string; location: string | null } {
  const parts = rest.split(",").map((part) => part.trim());
  if (parts.length > 2 && /^[A-Z]{2,3}$/.test(parts.at(-1)!)) parts.pop();
  let cut = parts.length >= 3 ? 2 : parts.length - 1;
  while (cut > 0 && parts.length - cut > 1 && parts.at(-cut)!.includes(" / ")) cut += 1;
  return cut > 0
    ? { title: parts.slice(0, -cut).join(", "), location: parts.slice(-cut).join(", ") }
    : { title: rest, location: null };
}

function readVacancyPage(file: string): SnapshotPosting | null {
  const html = fs.readFileSync(path.join(fixtures, "unjobs-org", file), "utf8");
  const url = /<!-- URL: (\S+) -->/.exec(html)?.[1];
  const id = /vacancies\/(\d+)/.exec(url ?? "")?.[1];
  const pageTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!url || !id || !pageTitle) return null;
  const heading = /^(.*?) Vacancy: (.*) \| UNjobs$/.exec(decodeHtmlEntities(pageTitle));
  if (!heading) return null;
  const [, organization, rest] = heading as unknown as [string, string, string];
  const { title, location } = splitPageHeading(rest);
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

function buildSnapshot(): void {
  const postings: SnapshotPosting[] = [
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
  const snapshot: FixtureSnapshot = {
    capturedAt: capturedAt ?? new Date().toISOString(),
    postings,
  };
  fs.writeFileSync(output, `${JSON.stringify(snapshot, null, 1)}\n`);
  console.log(
    `Wrote ${postings.length} postings (captured ${snapshot.capturedAt}) to ${path.relative(root, output)}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  buildSnapshot();
