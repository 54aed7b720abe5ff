import * as cheerio from "cheerio";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { cleanText } from "#domain/text-whitespace";

// The vacancy site of the International Training Centre of the ILO (jobs.itcilo.org), a site of
// its own. Its list page has a "Vacancy Available" table (title linked to `view_vacancy/{id}`,
// "Vacancy N°", "Level" such as "P 2" or "G 5", "Closing Date" such as "Oct. 9, 2026", "Job
// family") and an "Internship available" section; a vacancy's page repeats those facts under
// "General Information" as labelled lines ("Grade:", "Contract Type:", "Application Deadline:",
// "Organization unit:", "Duty Station:") before the posting's text.

export const ITCILO_HOST = "jobs.itcilo.org";
export const ITCILO_LIST_URL = `https://${ITCILO_HOST}/`;

/** The public page of one vacancy. */
export function buildItciloVacancyUrl(id: string): string {
  return `https://${ITCILO_HOST}/view_vacancy/${encodeURIComponent(id)}`;
}

/**
 * The vacancy id of a link to a vacancy's page (`view_vacancy/207`, relative to the list page, or
 * absolute), or null for any other link.
 */
export function readItciloVacancyId(href: string, pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter((segment) => segment !== "");
  if (segments.length !== 2 || segments[0] !== "view_vacancy") return null;
  return /^\d+$/.test(segments[1]!) ? segments[1]! : null;
}

export type ItciloList = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

/** The list's column headings read, as the table's `<th>` cells name them. */
const COLUMNS = { title: "vacancy title", level: "level", closing: "closing date" } as const;

/** A heading or label as compared: one line (cleanText), lower case. */
const fold = (text: string) => (cleanText(text) ?? "").toLowerCase();

/**
 * Reads the list page: one posting per table row whose title links to a vacancy's page, in the
 * page's order, each vacancy once. A row without such a link is an error line, never dropped in
 * silence. A page without the "Vacancy Available" heading is not the list and throws.
 */
export function parseItciloVacancyList(
  html: string,
  pageUrl: string,
  organization: string | null,
): ItciloList {
  const $ = cheerio.load(html);
  const headings = $("h2")
    .toArray()
    .map((element) => fold($(element).text()));
  if (!headings.includes("vacancy available")) {
    throw new Error('not the vacancy list (no "Vacancy Available" heading)');
  }
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  let itemCount = 0;
  for (const table of $("table").toArray()) {
    const header = $(table)
      .find("thead th")
      .toArray()
      .map((cell) => fold($(cell).text()));
    const column = (name: string) => header.indexOf(name);
    const titleColumn = column(COLUMNS.title);
    if (titleColumn < 0) continue;
    for (const row of $(table).find("tbody tr").toArray()) {
      const cells = $(row).children("td").toArray();
      if (cells.length === 0) continue;
      itemCount += 1;
      const cellText = (index: number) =>
        index < 0 || index >= cells.length ? null : cleanText($(cells[index]).text());
      const link = $(cells[titleColumn]).find("a[href]").first();
      const id = link.length > 0 ? readItciloVacancyId(link.attr("href") ?? "", pageUrl) : null;
      const title = cleanText(link.text()) ?? cellText(titleColumn);
      if (!id || !title) {
        errors.push(
          `ITCILO list row ${itemCount} ("${title ?? "no title"}"): no link to a vacancy's page`,
        );
        continue;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      const closing = cellText(column(COLUMNS.closing));
      postings.push({
        title,
        organization,
        location: null,
        grade: cellText(column(COLUMNS.level)),
        // The list shows open vacancies only, each with its closing date.
        ...(closing ? { deadlineText: `Closing Date: ${closing}`, deadlineDecided: true } : {}),
        link: buildItciloVacancyUrl(id),
        externalId: id,
      });
    }
  }
  return { postings, errors, itemCount };
}

export type ItciloVacancyPage = {
  title: string | null;
  /** The "General Information" lines by label ("Grade", "Duty Station"), values as written. */
  fields: Map<string, string>;
  location: string | null;
  grade: string | null;
  contractType: string | null;
  deadlineText: string | null;
  descriptionHtml: string | null;
};

/**
 * Reads a vacancy's page: its title (`h1.titlevacancy`), the labelled "General Information" lines
 * and the posting's text (`.contents`, without the share links). The duty station, grade,
 * contract and deadline are the lines the page states, or null when it does not state them.
 */
export function parseItciloVacancyPage(html: string): ItciloVacancyPage {
  const $ = cheerio.load(html);
  const fields = new Map<string, string>();
  for (const line of $(".infovacancy p").toArray()) {
    const label = cleanText($(line).children("strong").first().text());
    if (!label) continue;
    const copy = $(line).clone();
    copy.children("strong").first().remove();
    const value = cleanText(copy.text());
    if (value) fields.set(label.replace(/:$/, "").trim(), value);
  }
  const contents = $(".vacancy .contents").first().clone();
  contents.find(".noprint, script, style").remove();
  const description = contents.length > 0 ? (contents.html() ?? "").trim() : "";
  const deadline = fields.get("Application Deadline") ?? null;
  return {
    title: cleanText($("h1.titlevacancy").first().text()),
    fields,
    location: fields.get("Duty Station") ?? null,
    grade: fields.get("Grade") ?? null,
    contractType: fields.get("Contract Type") ?? null,
    deadlineText: deadline ? `Application Deadline: ${deadline}` : null,
    descriptionHtml: description === "" ? null : description,
  };
}
