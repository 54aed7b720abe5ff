import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { cleanText } from "#domain/text-whitespace";

// The careers page of the SESAR 3 Joint Undertaking (www.sesarju.eu/careers), an EU body of the
// network of EU agencies, publishing on its own Drupal site. The page's "Open Posts" block lists
// every open notice as a heading ("EXTERNAL Vacancy Notice - Budget Officer (ref. VN226)",
// "Secondment Notice - Technology & Master Planning Expert (ref. SN023)") followed by links to its
// documents (the vacancy notice is a PDF) and a bold "Deadline for applying: 30 September 2026
// 14.00 CET" line, notices being separated by rules. The notices themselves are PDFs: the list is
// all the page says of them (no duty station, grade or contract).

export const SESAR_HOST = "www.sesarju.eu";
export const SESAR_CAREERS_URL = `https://${SESAR_HOST}/careers`;

export type SesarList = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

/** A heading or label as compared: one line (cleanText), lower case. */
const fold = (text: string) => (cleanText(text) ?? "").toLowerCase();

/** "… (ref. VN226)" at the end of a heading: the notice's reference. */
const REFERENCE = /\(\s*ref\.?\s*([^()]+?)\s*\)\s*$/i;
/** "EXTERNAL Vacancy Notice - Budget Officer": the kind of notice, then the post's title. */
const KIND_AND_TITLE = /^(.*?\bnotice)\s+[-–—]\s+(.+)$/i;
/** The bold line that states the deadline ("Deadline for applying: …", "… extended to : …"). */
const DEADLINE = /^deadline for applying\b/i;

/** A notice's heading read: the kind of notice, the post's title and the reference, as written. */
export function readSesarHeading(heading: string): {
  kind: string | null;
  title: string;
  reference: string | null;
} {
  const text = cleanText(heading) ?? "";
  const reference = REFERENCE.exec(text);
  const rest = reference ? text.slice(0, reference.index).trim() : text;
  const parts = KIND_AND_TITLE.exec(rest);
  return {
    kind: parts ? parts[1]!.trim() : null,
    title: parts ? parts[2]!.trim() : rest,
    reference: reference ? reference[1]!.trim() : null,
  };
}

type Notice = { heading: AnyNode; nodes: AnyNode[] };

/**
 * Reads the careers page: one posting per notice of the "Open Posts" block, in the page's order,
 * each reference once. A notice without a link to its vacancy notice is an error line, never
 * dropped in silence. A page without the "Open Posts" heading is not the careers page and throws;
 * the block with no notice under its heading is an empty list.
 */
export function parseSesarOpenPosts(
  html: string,
  pageUrl: string,
  organization: string | null,
  dutyStation: string | null = null,
): SesarList {
  const $ = cheerio.load(html);
  const heading = $("h2")
    .toArray()
    .find((element) => fold($(element).text()) === "open posts");
  if (!heading) throw new Error('not the careers page (no "Open Posts" heading)');
  const block = $(heading).closest(".dscr-blk");
  const body = block.find(".dscr-blk--content--desc--main").first();
  if (body.length === 0) throw new Error('the "Open Posts" block has no text');

  const notices: Notice[] = [];
  let current: Notice | null = null;
  // The block's children are elements only: a heading opens a notice, a rule closes it.
  for (const node of body.children().toArray()) {
    if ($(node).is("h3")) {
      current = { heading: node, nodes: [] };
      notices.push(current);
    } else if ($(node).is("hr")) {
      current = null;
    } else if (current) {
      current.nodes.push(node);
    }
  }

  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const [index, notice] of notices.entries()) {
    const { title, reference } = readSesarHeading($(notice.heading).text());
    const parts = $(notice.nodes);
    const anchor = parts
      .find("a[href]")
      .addBack("a[href]")
      .toArray()
      .find((element) => fold($(element).text()).startsWith("vacancy notice"));
    const link = anchor ? absolute($(anchor).attr("href") ?? "", pageUrl) : null;
    if (!title || !link) {
      errors.push(
        `SESAR notice ${index + 1} ("${cleanText($(notice.heading).text()) ?? "no heading"}"): no link to its vacancy notice`,
      );
      continue;
    }
    const externalId = reference ?? new URL(link).pathname;
    if (seen.has(externalId)) continue;
    seen.add(externalId);
    const deadline = parts
      .find("strong")
      .addBack("strong")
      .toArray()
      .map((element) => cleanText($(element).text()))
      .find((text): text is string => !!text && DEADLINE.test(text));
    postings.push({
      title,
      organization,
      location: dutyStation,
      descriptionHtml: describe($, notice, pageUrl),
      // The page lists open notices only, each with its deadline line.
      ...(deadline ? { deadlineText: deadline, deadlineDecided: true } : {}),
      link,
      externalId,
    });
  }
  return { postings, errors, itemCount: notices.length };
}

/** The notice as the page shows it: its heading and what follows, links made absolute. */
function describe($: cheerio.CheerioAPI, notice: Notice, pageUrl: string): string {
  const copy = $("<div></div>");
  copy.append($(notice.heading).clone().removeAttr("class"));
  copy.append($(notice.nodes).clone());
  copy.find("a[href]").each((_, element) => {
    const href = absolute($(element).attr("href") ?? "", pageUrl);
    if (href) $(element).attr("href", href);
    else $(element).removeAttr("href");
  });
  return (copy.html() ?? "").trim();
}

function absolute(href: string, pageUrl: string): string | null {
  try {
    const url = new URL(href, pageUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
