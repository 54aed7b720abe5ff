import { decodeHtmlEntities, htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { readElementByClass, readInner, toCompactText } from "../html-elements";

export type AvatureList = {
  postings: AdapterPosting[];
  errors: string[];
  itemCount: number;
  total: number | null;
};
export type AvatureDetail = {
  title: string | null;
  location: string | null;
  contractType: string | null;
  grade: string | null;
  postedAt: string | null;
  deadlineText: string | null;
  descriptionHtml: string | null;
};

/** Sections that make up the description, in page order (UNOPS careers marketplace labels). */
const DESCRIPTION_SECTIONS = [
  "Background Information",
  "Job Highlight",
  "Functions / Key Results Expected",
  "Education Requirements",
  "Experience Requirements",
  "Language Requirements",
  "Skills",
  "Competencies",
  "Contract type, level and duration",
  "Additional Considerations",
];
const JOB_LINK =
  /<a\b([^>]*\bhref\s*=\s*["']([^"']*?\bJobDetail(?:\/[^"'?#]*\/(\d+)|\?(?:[^"']*&(?:amp;)?)?jobId=(\d+))[^"']*)["'][^>]*)>([\s\S]*?)<\/a\s*>/gi;

/** Job id from an Avature job URL (`…/JobDetail/Project-Manager/29871` or `…/JobDetail?jobId=29871`). */
export function readAvatureJobId(url: string): string | null {
  return (
    /\/JobDetail\/[^?#]*\/(\d+)(?:[/?#]|$)/.exec(url)?.[1] ??
    /[?&]jobId=(\d+)/.exec(url)?.[1] ??
    null
  );
}

/** Parses a `SearchJobs` page: one posting per job id (title, link, duty station), plus the result count. */
export function parseAvatureSearchPage(
  html: string,
  pageUrl: string,
  organization: string | null,
): AvatureList {
  const links = [...html.matchAll(JOB_LINK)];
  const total = readTotal(html);
  if (
    links.length === 0 &&
    total === null &&
    !/no (?:jobs|results|opportunities)/i.test(htmlToText(html))
  )
    throw new Error("Avature SearchJobs: no job links and no result count (not a search page?)");
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  links.forEach((match, index) => {
    const id = match[3] ?? match[4] ?? "";
    const title = toCompactText(match[5] ?? "");
    // The first link of a job that carries text is its title link (logo/"Read more" links repeat it).
    if (seen.has(id) || !title) return;
    seen.add(id);
    const row = html.slice(
      (match.index ?? 0) + match[0].length,
      links[index + 1]?.index ?? html.length,
    );
    postings.push({
      title,
      externalId: id,
      link: new URL(decodeHtmlEntities(match[2] ?? ""), pageUrl).toString(),
      organization,
      location: toCompactText(readElementByClass(row, "list-item-location") ?? "") || null,
    });
  });
  for (const match of links) {
    const id = match[3] ?? match[4] ?? "";
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push(`Avature job ${id}: link has no title`);
  }
  return { postings, errors, itemCount: seen.size, total };
}

/** Parses a `JobDetail` page: labelled fields ("Duty Station(s)", "Contract Type", …) and the description sections. */
export function parseAvatureDetail(html: string): AvatureDetail {
  const field = (label: string) => {
    const value = readLabelled(html, label);
    return value === null ? null : toCompactText(value) || null;
  };
  const sections = DESCRIPTION_SECTIONS.map((label) => ({
    label,
    html: readLabelled(html, label)?.trim() ?? "",
  })).filter((section) => htmlToText(section.html) !== "");
  const location = field("Duty Station(s)") ?? field("Duty Station");
  if (location === null && sections.length === 0)
    throw new Error(
      'Avature JobDetail: neither "Duty Station(s)" nor any description section found',
    );
  const end = field("Posting End Date");
  return {
    title: toCompactText(/<h2\b[^>]*>([\s\S]*?)<\/h2\s*>/i.exec(html)?.[1] ?? "") || null,
    location,
    contractType: field("Contract Type"),
    grade: field("Contract Level"),
    postedAt: field("Posting Start Date"),
    deadlineText: end ? `Posting End Date: ${end}` : null,
    descriptionHtml: sections.length
      ? sections.map((section) => `<h3>${section.label}</h3>\n${section.html}`).join("\n")
      : null,
  };
}

/**
 * The value element after a label element whose whole text is `label`
 * (`<div class="…label">Duty Station(s)</div><div class="…value">Kyiv, Ukraine</div>`).
 */
function readLabelled(html: string, label: string): string | null {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\s+/g, "\\s+");
  const labelAt = new RegExp(`>\\s*${escaped}\\s*:?\\s*<\\/\\w+\\s*>`, "i").exec(html);
  if (!labelAt) return null;
  const from = labelAt.index + labelAt[0].length;
  const open = /^(?:\s*<\/\w+\s*>)*\s*<(\w+)\b[^>]*>/.exec(html.slice(from));
  if (!open) return /^[^<]*/.exec(html.slice(from))?.[0] ?? null;
  return readInner(html, from + open[0].length, open[1] ?? "div");
}

function readTotal(html: string): number | null {
  const plain = htmlToText(html).replace(/\s+/g, " ");
  const match =
    /\bof\s+(\d[\d,]*)\s+(?:results?|jobs?|opportunities)\b/i.exec(plain) ??
    /(\d[\d,]*)\s+(?:results?|jobs?) found\b/i.exec(plain);
  return match ? Number((match[1] ?? "").replace(/,/g, "")) : null;
}
