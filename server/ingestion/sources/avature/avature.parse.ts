import * as cheerio from "cheerio";
import type { Cheerio } from "cheerio";
import type { AnyNode } from "domhandler";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { escapeHtml } from "#domain/text";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";

export type AvatureList = {
  postings: AdapterPosting[];
  errors: string[];
  /** Results on this page (postings plus unreadable rows). */
  itemCount: number;
  /** The result count the page states ("1-6 of 23 results", aria-label "23 results"), if any. */
  total: number | null;
  /** The page links a next page (`.paginationNextLink`). */
  hasNext: boolean;
  /** The page says in words that nothing matched ("No jobs found"). */
  saysEmpty: boolean;
};
export type AvatureDetail = {
  title: string | null;
  location: string | null;
  contractType: string | null;
  grade: string | null;
  postedAt: string | null;
  deadlineText: string | null;
  descriptionHtml: string | null;
  /** Every section of the page in order: its heading (if any) and its labelled or free fields. */
  sections: AvatureSection[];
};
export type AvatureSection = {
  heading: string | null;
  fields: { label: string | null; html: string; text: string }[];
};

/** Job id from an Avature job URL (`…/JobDetail/Project-Manager/29871` or `…/JobDetail?jobId=29871`). */
export function readAvatureJobId(url: string): string | null {
  return (
    /\/JobDetail\/[^?#]*\/(\d+)(?:[/?#]|$)/.exec(url)?.[1] ??
    /[?&]jobId=(\d+)/.exec(url)?.[1] ??
    null
  );
}

const compact = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Parses a `SearchJobs` page: one posting per job id (title, link, duty station), the stated result
 * count, and whether the page links a next page. Results are `article.article--result` blocks
 * when the page has them, else every `JobDetail` link of the page.
 */
export function parseAvatureSearchPage(
  html: string,
  pageUrl: string,
  organization: string | null,
): AvatureList {
  const $ = cheerio.load(html);
  const articles = $("article.article--result");
  // Without result blocks, the whole document is one block.
  const blocks = (articles.length > 0 ? articles : $("html"))
    .toArray()
    .map((element) => $(element));
  const total = readTotal($);
  const saysEmpty = /\bno (?:jobs|results|opportunities)\b/i.test(compact($("body").text()));
  const hasNext = $(".paginationNextLink").length > 0;
  const jobLinks = $("a[href]").filter((_, link) =>
    Boolean(readAvatureJobId($(link).attr("href") ?? "")),
  );
  if (jobLinks.length === 0 && total === null && !saysEmpty)
    throw new Error("Avature SearchJobs: no job links and no result count (not a search page?)");

  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const untitled = new Set<string>();
  for (const block of blocks) {
    const links = block
      .find("a[href]")
      .toArray()
      .map((link) => {
        const href = $(link).attr("href") ?? "";
        return { href, id: readAvatureJobId(href), title: compact($(link).text()) };
      })
      .filter((link): link is { href: string; id: string; title: string } => link.id !== null);
    // Several links of one job (title, logo, "Read more"): the first one with text is the title.
    const byId = new Map<string, { href: string; title: string }>();
    for (const link of links) {
      const known = byId.get(link.id);
      if (!known || (!known.title && link.title)) byId.set(link.id, link);
    }
    for (const [id, link] of byId) {
      if (seen.has(id)) continue;
      if (!link.title || /^read more$/i.test(link.title)) {
        untitled.add(id);
        continue;
      }
      seen.add(id);
      untitled.delete(id);
      const workType = articles.length > 0 ? readListWorkType(block.find("*")) : null;
      postings.push({
        title: link.title,
        externalId: id,
        link: new URL(link.href, pageUrl).toString(),
        organization,
        location: articles.length > 0 ? readListLocation($, block) : null,
        ...(workType ? { contractType: workType } : {}),
      });
    }
  }
  for (const id of untitled) errors.push(`Avature job ${id}: link has no title`);
  return {
    postings,
    errors,
    itemCount: postings.length + untitled.size,
    total,
    hasNext,
    saysEmpty: saysEmpty && postings.length === 0,
  };
}

/**
 * The duty station of a result: `.list-item-location`, else its labelled place fields, else the
 * first "•" part of its subtitle, else `.list-item-country` (portals whose rows name only the
 * country, Unifi's among them: the country is still where the job is; the job page may name the
 * city).
 */
function readListLocation($: cheerio.CheerioAPI, block: Cheerio<AnyNode>): string | null {
  const inside = block.find("*");
  const location = compact(inside.filter(".list-item-location").first().text());
  if (location) return location;
  const labelled = readLabelledPlace($, block);
  if (labelled) return labelled;
  const subtitle = compact(inside.filter(".article__header__text__subtitle").first().text());
  if (subtitle.includes("•")) {
    const place = compact(subtitle.split("•")[0] ?? "");
    if (place) return place;
  }
  return compact(inside.filter(".list-item-country").first().text()) || null;
}

// The labels of a result's place fields, in the order a place is written (town, region, country).
const PLACE_FIELD_LABELS = [
  ["city"],
  ["state/province", "state", "province", "region"],
  ["country"],
];

/**
 * A result's place written as labelled fields of its subtitle, each a bold label and its value
 * ("<p><span class="text--bold">City:</span> Plymouth</p>", then "State/Province:" and "Country:"),
 * as Xerox's portal shows them: the values joined town first ("Plymouth, Devon, United Kingdom").
 * The region and the country have fields of their own, so commas in the town's field part towns:
 * "Freiburg, Heidelberg, Ulm" is three towns, written "Freiburg; Heidelberg; Ulm" for the place
 * reader, which keeps one town named twice ("Cebu, Cebu City") as one.
 */
function readLabelledPlace($: cheerio.CheerioAPI, block: Cheerio<AnyNode>): string | null {
  const values = new Map<string, string>();
  block.find(".article__header__text__subtitle .text--bold").each((_, element) => {
    const name = compact($(element).text()).replace(/:$/, "").toLowerCase();
    // The value is what follows the label, up to the next label or the end of its element.
    const value: string[] = [];
    for (let next = element.nextSibling; next; next = next.nextSibling) {
      if ($(next).is(".text--bold")) break;
      value.push($(next).text());
    }
    const text = compact(value.join(" "));
    if (text && !values.has(name)) values.set(name, text);
  });
  const [town = "", region = "", country = ""] = PLACE_FIELD_LABELS.map(
    (names) => names.map((name) => values.get(name)).find(Boolean) ?? "",
  );
  const towns = town
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .join("; ");
  const parts = [towns, region, country].filter(Boolean);
  return values.has("city") || values.has("country") ? parts.join(", ") : null;
}

/**
 * The work type a result states in its own subtitle field (`.list-item-workType` "Permanent Full
 * Time" on Australia Post's portal, `.list-item-positionType` "Part-Time" on St. Luke's), in the
 * shared employment-type words the contract classifier reads; a value outside that list as written.
 */
function readListWorkType(inside: {
  filter(selector: string): { first(): { text(): string } };
}): string | null {
  const text = compact(
    inside
      .filter(WORK_TYPE_FIELDS.map((name) => `.list-item-${name}`).join(", "))
      .first()
      .text(),
  );
  return describeEmploymentType(text);
}

const WORK_TYPE_FIELDS = ["workType", "positionType", "employmentType", "jobType"];

/** The stated result count: "1-6 of 23 results", "23 results found", or aria-label "23 results". */
function readTotal($: cheerio.CheerioAPI): number | null {
  const candidates = $(".list-controls__text__legend, .pagination__legend")
    .toArray()
    .flatMap((element) => [$(element).attr("aria-label") ?? "", $(element).text()]);
  candidates.push($("body").text());
  for (const candidate of candidates) {
    const text = compact(candidate);
    const match =
      /\bof\s+(\d[\d,]*)\s+(?:results?|jobs?|opportunities)\b/i.exec(text) ??
      /^(\d[\d,]*)\s+results?$/i.exec(text) ??
      /(\d[\d,]*)\s+(?:results?|jobs?) found\b/i.exec(text);
    if (match) return Number((match[1] ?? "").replace(/,/g, ""));
  }
  return null;
}

/** The general information fields UNOPS shows (label text as on the page, compared case-insensitively). */
const FIELD_LABELS = {
  location: ["Duty Station(s)", "Duty Station", "Location"],
  contractType: ["Contract Type"],
  grade: ["Contract Level"],
  postedAt: ["Posting Start Date"],
  deadline: ["Posting End Date", "Closing Date", "Deadline"],
} as const;

/**
 * Parses a `JobDetail` page. Every section (`article--details`, open or collapsible) is kept in
 * page order with its heading and all its fields, labelled ("Duty Station(s)" → "Cap Haitien") or
 * free text; the description is all of them. The general information fields also fill location,
 * contract type, level (UNOPS "Contract Level", e.g. IICA 2), posting dates and the closing date.
 */
export function parseAvatureDetail(html: string): AvatureDetail {
  const $ = cheerio.load(html);
  const sections: AvatureSection[] = $(".article--details")
    .toArray()
    .map((section) => {
      const heading =
        compact($(section).find(".article__header__text__title").first().text()) || null;
      const fields = $(section)
        .find(".article__content__view__field")
        .toArray()
        .map((field) => {
          const value = $(field).find(".article__content__view__field__value").first();
          value.find("style, script").remove();
          return {
            label:
              compact($(field).find(".article__content__view__field__label").first().text()) ||
              null,
            html: (value.html() ?? "").trim(),
            text: compact(value.text()),
          };
        })
        .filter((field) => field.text !== "");
      return { heading, fields };
    })
    .filter((section) => section.fields.length > 0);

  const field = (labels: readonly string[]) => {
    const wanted = labels.map((label) => label.toLowerCase());
    for (const section of sections)
      for (const entry of section.fields)
        if (entry.label && wanted.includes(entry.label.replace(/:$/, "").toLowerCase()))
          return entry.text;
    return null;
  };
  const location = field(FIELD_LABELS.location);
  if (location === null && sections.length === 0)
    throw new Error(
      'Avature JobDetail: neither "Duty Station(s)" nor any description section found',
    );
  const end = field(FIELD_LABELS.deadline);
  return {
    title: compact($("h2").first().text()) || null,
    location,
    contractType: field(FIELD_LABELS.contractType),
    grade: field(FIELD_LABELS.grade),
    postedAt: field(FIELD_LABELS.postedAt),
    deadlineText: end ? `Posting End Date: ${end}` : null,
    descriptionHtml: sections.length ? renderSections(sections) : null,
    sections,
  };
}

const BLOCK = /<(?:p|div|ul|ol|table|h[1-6]|br)\b/i;

/**
 * The description: each section's heading as `<h3>`, a short labelled field as "Label: value" in a
 * list, a labelled field holding blocks under its label as `<h4>` (or `<h3>` when the section has
 * no heading of its own), a free field as it is.
 */
function renderSections(sections: AvatureSection[]): string {
  return sections
    .map((section) => {
      const parts: string[] = section.heading ? [`<h3>${escapeHtml(section.heading)}</h3>`] : [];
      let list: string[] = [];
      const flush = () => {
        if (list.length) parts.push(`<ul>${list.join("")}</ul>`);
        list = [];
      };
      for (const field of section.fields) {
        if (field.label && !BLOCK.test(field.html)) {
          list.push(`<li><strong>${escapeHtml(field.label)}:</strong> ${field.html}</li>`);
          continue;
        }
        flush();
        if (field.label) {
          const tag = section.heading ? "h4" : "h3";
          parts.push(`<${tag}>${escapeHtml(field.label)}</${tag}>`);
        }
        parts.push(field.html);
      }
      flush();
      return parts.join("\n");
    })
    .join("\n");
}
