import { createHash } from "node:crypto";
import { z } from "zod";
import { dutyStationOf, normalisePosting } from "#domain/normalise-posting";
import { languageColumns } from "#server/db/language-columns";
import { UNDETERMINED_LANGUAGE } from "#domain/posting-language";
import { webUrlOrNull, webUrlsOnly } from "#domain/web-url";
import type { NewJobRow } from "#server/db/schema";
import { findKnownTowns } from "./known-towns";
import type { AdapterPosting } from "./source-adapter";

/** A normalised posting ready to store, with what identifies it. */
export type PreparedPosting = {
  externalId: string;
  link: string;
  alternateLinks: string[];
  contentHash: string;
  dedupeKey: string | null;
  row: Omit<NewJobRow, "source" | "sourceId" | "externalId">;
};

const PostingSchema = z.object({
  externalId: z.string().trim().min(1, "has no id").max(300, "id is longer than 300 characters"),
  title: z.string().trim().min(2, "has no title").max(500, "title is longer than 500 characters"),
  // Every link is an http(s) address, whichever adapter brought it: a posting whose own link is
  // not one is refused, and other links of the vacancy (an "apply" page) that are not are dropped.
  link: z.string().transform((value, context) => {
    const link = webUrlOrNull(value);
    if (link !== null) return link;
    context.addIssue({ code: "custom", message: "link is not an http(s) URL" });
    return z.NEVER;
  }),
  alternateLinks: z.array(z.string()).transform(webUrlsOnly),
  organization: z.string().trim().min(1, "has no organisation"),
});

function hash(value: string): string {
  return createHash("sha256").update(value).digest("hex").slice(0, 32);
}

function normaliseTitleForMatching(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Normalises and validates one adapter posting. Throws an Error whose message names the problem
 * (the pipeline records it against the item and carries on).
 */
export function preparePosting(
  raw: AdapterPosting,
  defaults: { organization: string | null },
  now: Date,
): PreparedPosting {
  // The GeoNames towns place a town the place list does not know where the posting's fields allow.
  const normalised = normalisePosting(
    { ...raw, organization: raw.organization || defaults.organization },
    now,
    findKnownTowns,
  );
  const organization =
    normalised.organizationName ?? raw.organization ?? defaults.organization ?? "";
  const checked = PostingSchema.safeParse({
    externalId: raw.externalId,
    title: normalised.title,
    link: raw.link,
    alternateLinks: raw.alternateLinks ?? [],
    organization,
  });
  if (!checked.success)
    throw new Error(checked.error.issues.map((issue) => issue.message).join("; "));
  const { link, alternateLinks } = checked.data;

  const expiresAt = normalised.deadline?.instant ?? null;
  const closingDate = normalised.deadline?.localDate ?? null;
  const row: PreparedPosting["row"] = {
    title: normalised.title,
    organization,
    organizationSlug: normalised.organizationSlug,
    ...dutyStationOf(normalised),
    description: normalised.descriptionHtml,
    descriptionText: normalised.descriptionText,
    link,
    professionalField: normalised.field,
    level: normalised.level,
    gradeCode: normalised.gradeCode,
    gradeSource: normalised.gradeSource,
    gradeConfidence: normalised.gradeConfidence,
    contractType: normalised.contractType,
    nationalsOnly: normalised.nationalsOnly,
    ...languageColumns(normalised.languages),
    postingLanguage: normalised.postingLanguage ?? UNDETERMINED_LANGUAGE,
    expiresAt,
    closingDate,
    closingDateBasis: closingDate ? normalised.deadlineBasis : null,
    postedDate: normalised.postedAt ?? now,
    summaryExcerpt: normalised.summaryExcerpt || null,
    status: expiresAt && expiresAt <= now ? "expired" : "active",
  };
  const contentHash = hash(
    JSON.stringify([
      row.title,
      row.organization,
      row.location,
      row.description,
      row.link,
      closingDate,
      row.closingDateBasis,
      expiresAt?.toISOString() ?? null,
      row.gradeCode,
      row.level,
      row.professionalField,
      row.contractType,
      row.nationalsOnly,
    ]),
  );
  const canMatchAcrossSources = Boolean(
    normalised.organizationSlug && (closingDate || normalised.countryCode),
  );
  const dedupeKey = canMatchAcrossSources
    ? hash(
        [
          normalised.organizationSlug,
          normaliseTitleForMatching(row.title),
          normalised.countryCode ?? "",
          closingDate ?? "",
        ].join("|"),
      )
    : null;
  return {
    externalId: raw.externalId.trim(),
    link,
    alternateLinks,
    contentHash,
    dedupeKey,
    row,
  };
}
