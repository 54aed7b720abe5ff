import { XMLParser } from "fast-xml-parser";
import { z } from "zod";
import { escapeHtml } from "#domain/text";
import { cleanText } from "#domain/text-whitespace";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { describeIssues, readItems } from "#server/ingestion/sources/json-responses";
import { readXmlFeed, withoutEmptyElements } from "#server/ingestion/sources/xml-documents";

/** How to read one company's feed: its careers host, the language asked for, the employer. */
export type PersonioFeedOptions = {
  /** `{company}.jobs.personio.com` (or `.de`): a position's page is `https://{host}/job/{id}`. */
  host: string;
  /** The language the feed was asked in; the position's page is linked in the same one. */
  language: string | null;
  /** The employer to assume; else the position's own `subcompany` (the legal entity hiring). */
  organization: string | null;
};

export type PersonioPositions = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

const text = z.string().nullish();
const sectionSchema = z.object({ name: text, value: text });
const positionSchema = z.object({
  id: z.string().trim().min(1),
  name: z.string().trim().min(1),
  subcompany: text,
  office: text,
  additionalOffices: z.object({ office: z.array(text).nullish() }).nullish(),
  department: text,
  recruitingCategory: text,
  jobDescriptions: z.object({ jobDescription: z.array(sectionSchema).nullish() }).nullish(),
  employmentType: text,
  seniority: text,
  schedule: text,
  createdAt: text,
});
type Position = z.infer<typeof positionSchema>;

const feedSchema = z.object({
  "workzag-jobs": z.union([z.object({ position: z.array(z.unknown()).optional() }), z.literal("")]),
});

const LISTS = new Set([
  "workzag-jobs.position",
  "workzag-jobs.position.additionalOffices.office",
  "workzag-jobs.position.jobDescriptions.jobDescription",
]);

// Repeated elements are always lists, so one position (or one office) reads like several. Every
// value stays a string: "0042" is an id, not a number. Empty elements read as "".
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, path) => LISTS.has(String(path)),
});

/**
 * Parses a company's Personio feed (`GET https://{host}/xml`): every published position of the
 * company in one document, `<workzag-jobs><position>…</position>…</workzag-jobs>`. A position
 * without an id or a name becomes an error; a document that is not such a feed throws.
 */
export function parsePersonioPositions(
  xml: string,
  options: PersonioFeedOptions,
): PersonioPositions {
  const document = readXmlFeed(
    xml,
    "Personio feed",
    parser,
    feedSchema,
    "no <workzag-jobs> root element",
  );
  const root = document["workzag-jobs"];
  const positions = root === "" ? [] : (root.position ?? []);
  const { accepted, refused } = readItems(
    positions.map((raw) => withoutEmptyElements(raw, ["additionalOffices", "jobDescriptions"])),
    positionSchema,
    (raw, index, error) =>
      `Personio position #${index + 1}${describeId(raw)}: ${describeIssues(error)}`,
  );
  return {
    postings: accepted.map((position) => toPosting(position, options)),
    errors: refused,
    itemCount: positions.length,
  };
}

/** The public page of a position, in the language the feed was read in. */
export function buildPersonioJobLink(host: string, id: string, language: string | null): string {
  const page = `https://${host}/job/${encodeURIComponent(id)}`;
  return language ? `${page}?language=${encodeURIComponent(language)}` : page;
}

function toPosting(position: Position, options: PersonioFeedOptions): AdapterPosting {
  return {
    title: cleanText(position.name) ?? position.name,
    externalId: position.id,
    link: buildPersonioJobLink(options.host, position.id, options.language),
    organization: options.organization ?? cleanText(position.subcompany),
    location: formatPersonioOffices(position),
    contractType: describeEmploymentType(describePersonioEmployment(position)),
    level: describeCode(position.seniority),
    descriptionHtml: buildDescription(position),
    postedAt: cleanText(position.createdAt),
  };
}

/**
 * The duty stations: the position's office, then its additional offices, each once, joined with
 * "; " ("Berlin; Frankfurt am Main"). An office is written as the company names it ("Remote",
 * "Zürich"); null when the position names none.
 */
export function formatPersonioOffices(position: {
  office?: string | null;
  additionalOffices?: { office?: (string | null | undefined)[] | null } | null;
}): string | null {
  const offices = [position.office, ...(position.additionalOffices?.office ?? [])]
    .map(cleanText)
    .filter((office): office is string => office !== null);
  const seen = new Set<string>();
  const unique = offices.filter((office) => {
    const key = office.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length ? unique.join("; ") : null;
}

/**
 * The employment type and the hours as the contract words read them: a permanent post with fixed
 * hours is that many hours on the staff ("permanent" + "full-time" → "full-time permanent"); any
 * other type (intern, trainee, freelance, temporary…) is said alone, its code in words.
 */
export function describePersonioEmployment(position: {
  employmentType?: string | null;
  schedule?: string | null;
}): string | null {
  const type = describeCode(position.employmentType);
  const hours = describeCode(position.schedule);
  if (type === "permanent" && (hours === "full-time" || hours === "part-time"))
    return `${hours} permanent`;
  return type;
}

/**
 * The position's text: each section of `jobDescriptions` under its own heading, in the feed's
 * order; a section without text is left out. Null when the feed sends no section (a company may
 * publish its positions without their texts).
 */
function buildDescription(position: Position): string | null {
  const sections = (position.jobDescriptions?.jobDescription ?? []).flatMap((section) => {
    const body = section.value?.trim();
    if (!body) return [];
    const heading = cleanText(section.name);
    return [heading ? `<h3>${escapeHtml(heading)}</h3>\n${body}` : body];
  });
  return sections.length ? sections.join("\n") : null;
}

/** A platform code in words: "full-or-part-time" stays, "working_student" → "working student". */
function describeCode(code: string | null | undefined): string | null {
  const value = cleanText(code);
  return value ? value.replace(/_/g, " ") : null;
}

function describeId(raw: unknown): string {
  const id = typeof raw === "object" && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === "string" && id.trim() ? ` (id ${id.trim()})` : "";
}
