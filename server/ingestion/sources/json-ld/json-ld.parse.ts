import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";
import { countryCodeInWords } from "#domain/countries";
import { isExpiryStamp } from "#domain/expiry-stamp";
import { decodeHtmlEntities } from "#domain/text";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { parseLenientJson } from "./parse-lenient-json";

export type JsonLdPageResult = { postings: AdapterPosting[]; errors: string[] };
export type SitemapResult = { pageUrls: string[]; sitemapUrls: string[] };

const scalar = z.union([z.string(), z.number()]).transform(String);
// Keys are read lower-cased (see `lowerCaseKeys`): schema.org names are camelCase, but real pages
// also publish PascalCase ("Title", "ValidThrough", "HiringOrganization.Name", "Address").
const addressSchema = z.union([
  z.string(),
  z.looseObject({
    addresslocality: scalar.optional(),
    addressregion: scalar.optional(),
    addresscountry: z
      .union([z.string(), z.looseObject({ name: z.string().optional() })])
      .optional(),
  }),
]);
const placeSchema = z.union([
  z.string(),
  z.looseObject({ address: addressSchema.optional(), name: z.string().optional() }),
]);
const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema)]);

const jobPostingSchema = z
  .looseObject({
    title: z.string().optional(),
    name: z.string().optional(),
    description: z.string().optional(),
    dateposted: z.string().optional(),
    validthrough: z.string().optional(),
    hiringorganization: z
      .union([z.string(), z.looseObject({ name: z.string().optional() })])
      .optional(),
    joblocation: oneOrMany(placeSchema).optional(),
    joblocationtype: oneOrMany(z.string()).optional(),
    employmenttype: oneOrMany(z.string()).optional(),
    identifier: z.union([scalar, z.looseObject({ value: scalar.optional() })]).optional(),
    url: z.string().optional(),
  })
  .refine(
    (posting) => !!(posting.title ?? posting.name)?.trim(),
    "JobPosting has no title or name",
  );

type JobPosting = z.infer<typeof jobPostingSchema>;

/**
 * Every schema.org JobPosting in a page's `application/ld+json` blocks (top level, arrays, `@graph`,
 * nested), whatever the case of its keys. Throws when the page has none and some block is not JSON;
 * a bad JobPosting is an error entry.
 */
export function extractJobPostings(
  html: string,
  pageUrl: string,
  organization: string | null = null,
): JsonLdPageResult {
  const { nodes, blockErrors } = readJobPostingNodes(cheerio.load(html));
  if (nodes.length === 0 && blockErrors.length > 0) {
    throw new Error(`${pageUrl}: ${blockErrors.join("; ")}`);
  }
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  nodes.forEach((node, index) => {
    const parsed = jobPostingSchema.safeParse(lowerCaseKeys(node));
    if (!parsed.success) {
      errors.push(`${pageUrl} JobPosting ${index + 1}: ${z.prettifyError(parsed.error)}`);
      return;
    }
    const fallbackId = nodes.length > 1 ? `${pageUrl}#${index + 1}` : pageUrl;
    postings.push(toPosting(parsed.data, pageUrl, fallbackId, organization));
  });
  return { postings, errors };
}

/**
 * Every schema.org JobPosting node of a loaded page's `application/ld+json` blocks (top level,
 * arrays, `@graph`, nested), as written, and one line for each block that is not JSON.
 */
export function readJobPostingNodes($: CheerioAPI): {
  nodes: Record<string, unknown>[];
  blockErrors: string[];
} {
  const blockErrors: string[] = [];
  const nodes: Record<string, unknown>[] = [];
  readJsonLdBlocks($).forEach((block, index) => {
    try {
      collectJobPostings(parseLenientJson(stripWrappers(block)), nodes);
    } catch (error) {
      blockErrors.push(
        `JSON-LD block ${index + 1} is not valid JSON (${(error as Error).message})`,
      );
    }
  });
  return { nodes, blockErrors };
}

/** The text of every `<script type="application/ld+json">` of the page, in document order. */
function readJsonLdBlocks($: CheerioAPI): string[] {
  return $("script")
    .filter((_, element) =>
      /^\s*application\/ld\+json\s*(?:;|$)/i.test($(element).attr("type") ?? ""),
    )
    .map((_, element) => $(element).text())
    .get();
}

function stripWrappers(json: string): string {
  return json
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*(\/\/)?\s*<!\[CDATA\[|(\/\/)?\s*\]\]>\s*$/g, "");
}

function collectJobPostings(node: unknown, found: Record<string, unknown>[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectJobPostings(item, found);
    return;
  }
  if (!node || typeof node !== "object") return;
  if (isJobPosting(node as Record<string, unknown>)) {
    found.push(node as Record<string, unknown>);
    return;
  }
  for (const value of Object.values(node)) collectJobPostings(value, found);
}

function isJobPosting(node: Record<string, unknown>): boolean {
  const typeKey = Object.keys(node).find((key) => key.toLowerCase() === "@type");
  const types = ([] as unknown[]).concat(typeKey ? node[typeKey] : []);
  return types.some((type) => typeof type === "string" && /(^|[/:])JobPosting$/i.test(type));
}

/**
 * A copy with every key lower-cased, at every depth, so that `Title`, `title` and `TITLE` read the
 * same. When a node holds the same key in two spellings, the first one written wins.
 */
function lowerCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerCaseKeys);
  if (!value || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (!(lower in copy)) copy[lower] = lowerCaseKeys(inner);
  }
  return copy;
}

function toPosting(
  posting: JobPosting,
  pageUrl: string,
  fallbackId: string,
  organization: string | null,
): AdapterPosting {
  const link = posting.url ? resolveUrl(posting.url, pageUrl) : pageUrl;
  const identifier =
    typeof posting.identifier === "object" ? posting.identifier.value : posting.identifier;
  const hiring =
    typeof posting.hiringorganization === "string"
      ? posting.hiringorganization
      : posting.hiringorganization?.name;
  const stated = posting.validthrough?.trim() || null;
  const validThrough = stated && !isExpiryStamp(posting.dateposted ?? null, stated) ? stated : null;
  return {
    title: (posting.title ?? posting.name ?? "").replace(/\s+/g, " ").trim(),
    organization: hiring?.trim() || organization,
    location: readLocation(posting),
    descriptionHtml: posting.description ? unescapeHtml(posting.description) : null,
    contractType: readEmploymentType(posting.employmenttype),
    postedAt: posting.dateposted ?? null,
    expiresAt: validThrough,
    // The platform's own closing date wins over a date written in the description.
    deadlineText: validThrough,
    link,
    externalId: identifier?.trim() || (posting.url ? link : fallbackId),
  };
}

/**
 * The posting's places, or "Remote" for a TELECOMMUTE posting: one worked from anywhere, whatever
 * place its jobLocation also names (where the company sits, or the one country its remote workers
 * must live in, which `applicantLocationRequirements` says as well).
 */
function readLocation(posting: JobPosting): string | null {
  const remote = ([] as string[])
    .concat(posting.joblocationtype ?? [])
    .some((type) => type.toUpperCase() === "TELECOMMUTE");
  if (remote) return "Remote";
  const places = ([] as z.infer<typeof placeSchema>[]).concat(posting.joblocation ?? []);
  const labels = places.map(formatPlace).filter((label) => label.length > 0);
  return labels.length > 0 ? [...new Set(labels)].join("; ") : null;
}

function formatPlace(place: z.infer<typeof placeSchema>): string {
  if (typeof place === "string") return place.trim();
  const address = place.address;
  if (!address) return place.name?.trim() ?? "";
  if (typeof address === "string") return address.trim();
  const stated =
    typeof address.addresscountry === "string"
      ? address.addresscountry
      : address.addresscountry?.name;
  const country = stated ? countryCodeInWords(stated.trim()) : stated;
  // Without a country, the region says where the town is ("Cherry Hill Township, NJ").
  const region = country?.trim() ? null : address.addressregion;
  return [
    address.addresslocality ?? address.addressregion,
    address.addresslocality ? region : null,
    country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}

/** Descriptions are sometimes entity-escaped HTML ("&lt;p&gt;…"); plain HTML is left as is. */
function unescapeHtml(description: string): string {
  return /&lt;[a-z/]/i.test(description) && !/<[a-z/]/i.test(description)
    ? decodeHtmlEntities(description)
    : description;
}

function resolveUrl(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

const sitemapSchema = z.union([
  z.object({ urlset: z.looseObject({ url: z.unknown().optional() }) }),
  z.object({ sitemapindex: z.looseObject({ sitemap: z.unknown().optional() }) }),
]);

const sitemapParser = new XMLParser({ parseTagValue: false, removeNSPrefix: true });

/** A sitemap's page URLs, or a sitemap index's child sitemaps. Throws on malformed XML. */
export function parseSitemap(xml: string): SitemapResult {
  const text = xml.replace(/^\uFEFF/, "").trim();
  const valid = text
    ? XMLValidator.validate(text)
    : { err: { msg: "empty document", line: 1, col: 1 } };
  if (valid !== true) {
    throw new Error(`sitemap is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const parsed = sitemapSchema.safeParse(sitemapParser.parse(text));
  if (!parsed.success)
    throw new Error("sitemap has neither <urlset> nor <sitemapindex> at its root");
  if ("urlset" in parsed.data)
    return { pageUrls: readLocs(parsed.data.urlset.url), sitemapUrls: [] };
  return { pageUrls: [], sitemapUrls: readLocs(parsed.data.sitemapindex.sitemap) };
}

function readLocs(entries: unknown): string[] {
  return ([] as unknown[])
    .concat(entries ?? [])
    .map((entry) => (entry && typeof entry === "object" ? (entry as { loc?: unknown }).loc : null))
    .filter((loc): loc is string => typeof loc === "string" && loc.trim().length > 0)
    .map((loc) => loc.trim());
}

/**
 * schema.org `employmentType` in the contract classifier's words when the posting gives one type;
 * several ("FULL_TIME, CONTRACTOR") do not say which contract is offered and are kept as written.
 */
function readEmploymentType(value: string | string[] | undefined): string | null {
  const types = ([] as string[]).concat(value ?? []).filter((type) => type.trim());
  if (types.length === 1) return describeEmploymentType(types[0]);
  return types.join(", ") || null;
}
