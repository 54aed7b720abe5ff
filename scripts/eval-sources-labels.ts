// Correctness against hand-written labels: the closing date, duty station, employer and contract
// type of real postings as each posting states them (tests/fixtures/labels/posting-labels.json),
// compared with what the adapters and the preparation produce, per platform.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { findCity } from "#domain/cities";
import { parsePlaces } from "#domain/group-location-places";
import { matchOrganisation } from "#domain/organisations";
import type { PreparedPosting } from "#server/ingestion/prepare-postings";

export const LABELS_FILE = fileURLToPath(
  new URL("../tests/fixtures/labels/posting-labels.json", import.meta.url),
);

const labelled = <T extends z.ZodType>(value: T) => z.tuple([value, z.string().min(3)]);
const labelsSchema = z.object({
  postings: z.array(
    z.object({
      platform: z.string().min(1),
      archive: z.string().min(1),
      externalId: z.string().min(1),
      untuned: z.boolean(),
      closingDate: labelled(z.iso.date().nullable()).optional(),
      dutyStation: labelled(
        z.union([
          z.object({ remote: z.literal(true) }),
          z.object({ city: z.string().nullable(), country: z.string().length(2) }),
          // A posting that states several places as equals ("based in London or Stockholm").
          z.object({
            places: z.array(z.object({ city: z.string(), country: z.string().length(2) })).min(2),
          }),
        ]),
      ).optional(),
      employer: labelled(z.string().min(1)).optional(),
      contract: labelled(z.string().nullable()).optional(),
    }),
  ),
});
export type PostingLabel = z.infer<typeof labelsSchema>["postings"][number];

export const LABELLED_FIELDS = ["closingDate", "dutyStation", "employer", "contract"] as const;
export type LabelledField = (typeof LABELLED_FIELDS)[number];
export const LABELLED_NAMES: Record<LabelledField, string> = {
  closingDate: "closing date",
  dutyStation: "duty station",
  employer: "employer",
  contract: "contract type",
};

export type Verdict = "right" | "wrong" | "missing";
export type Tally = Record<Verdict, number>;
export type PlatformCorrectness = {
  platform: string;
  postings: number;
  untunedPostings: number;
  fields: Record<LabelledField, Tally>;
  untuned: Record<LabelledField, Tally>;
  /** One line per wrong or missing value: the posting, what the label says and what came out. */
  misses: string[];
};

export function readLabels(file = LABELS_FILE): PostingLabel[] {
  return labelsSchema.parse(JSON.parse(fs.readFileSync(file, "utf8"))).postings;
}

const fold = (value: string | null | undefined) =>
  (value ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function sameCity(label: string, found: string | null): boolean {
  if (!found) return false;
  if (fold(label) === fold(found)) return true;
  const known = findCity(label);
  return known !== null && known === findCity(found);
}

/**
 * A name as the judge compares it: folded, with "United Nations" written "UN", as ReliefWeb and the
 * UN bodies themselves write it either way ("UN Relief and Works Agency …" for the registry's "United
 * Nations Relief and Works Agency …").
 */
const nameKey = (value: string | null | undefined) =>
  fold(value).replace(/\bunited nations\b/g, "un");

/**
 * The registry organisation a label names: only one whose own name, acronym, short name or alias the
 * label is, spelt with "UN" or "United Nations". A label that merely contains a registry name names
 * another employer ("IMC Trading" holds International Medical Corps' acronym) and is compared as text.
 */
function labelledOrganisation(label: string) {
  const found = matchOrganisation(label);
  if (!found) return null;
  const names = [found.name, found.acronym, found.shortName, ...(found.aliases ?? [])];
  return names.some((name) => name && nameKey(name) === nameKey(label)) ? found : null;
}

function sameEmployer(label: string, row: PreparedPosting["row"]): boolean {
  const expected = labelledOrganisation(label);
  if (expected && row.organizationSlug) return expected.slug === row.organizationSlug;
  return fold(withoutAcronym(label)) === fold(withoutAcronym(row.organization));
}

/**
 * A name without the one-word acronym or short name written after it in brackets: "Humanitarian
 * Logistics Cooperative (Hulo)" is the name a label writes as "Humanitarian Logistics Cooperative".
 */
const withoutAcronym = (value: string | null | undefined) =>
  (value ?? "").replace(/\s*\(\s*[\p{L}\p{N}&.-]{2,12}\s*\)\s*$/u, "");

/** The verdict on one labelled field of one prepared posting (a missing posting: all missing). */
export function judge(
  field: LabelledField,
  label: PostingLabel,
  row: PreparedPosting["row"] | undefined,
): { verdict: Verdict; found: string } | null {
  if (field === "closingDate" && label.closingDate) {
    const [expected] = label.closingDate;
    const found = row?.closingDate ?? null;
    if (found === expected) return { verdict: "right", found: String(found) };
    return { verdict: found === null ? "missing" : "wrong", found: String(found) };
  }
  if (field === "dutyStation" && label.dutyStation) {
    const [expected] = label.dutyStation;
    if (row?.isMultiLocation && !row.isRemote) {
      // Several places are shown as the posting's list of places: each must be one labelled.
      const shown = parsePlaces(row.location ?? "");
      const found = shown.map((place) => `${place.city ?? "no city"}, ${place.countryCode}`);
      const right =
        "places" in expected
          ? shown.length === expected.places.length &&
            expected.places.every((wanted) =>
              shown.some(
                (place) =>
                  place.countryCode === wanted.country && sameCity(wanted.city, place.city),
              ),
            )
          : // Several cities of one country labelled as that country without a city.
            "country" in expected &&
            expected.city === null &&
            shown.length > 0 &&
            shown.every((place) => place.countryCode === expected.country);
      return { verdict: right ? "right" : "wrong", found: found.join("; ") };
    }
    if (!row || (!row.countryCode && !row.isRemote)) return { verdict: "missing", found: "none" };
    const found = row.isRemote ? "remote" : `${row.city ?? "no city"}, ${row.countryCode}`;
    if ("places" in expected) return { verdict: "wrong", found };
    if ("remote" in expected) return { verdict: row.isRemote ? "right" : "wrong", found };
    const right =
      !row.isRemote &&
      row.countryCode === expected.country &&
      (expected.city === null ? row.city === null : sameCity(expected.city, row.city ?? null));
    return { verdict: right ? "right" : "wrong", found };
  }
  if (field === "employer" && label.employer) {
    if (!row?.organization) return { verdict: "missing", found: "none" };
    return {
      verdict: sameEmployer(label.employer[0], row) ? "right" : "wrong",
      found: row.organization,
    };
  }
  if (field === "contract" && label.contract) {
    const [expected] = label.contract;
    const found = row?.contractType ?? null;
    if (found === expected) return { verdict: "right", found: String(found) };
    return { verdict: found === null ? "missing" : "wrong", found: String(found) };
  }
  return null;
}

const emptyTally = (): Tally => ({ right: 0, wrong: 0, missing: 0 });

/** Per platform, the labelled fields judged right, wrong or missing (all, and untuned only). */
export function evaluateLabels(
  labels: PostingLabel[],
  rows: Map<string, PreparedPosting["row"]>,
): PlatformCorrectness[] {
  const byPlatform = new Map<string, PlatformCorrectness>();
  for (const label of labels) {
    const result = byPlatform.get(label.platform) ?? {
      platform: label.platform,
      postings: 0,
      untunedPostings: 0,
      fields: Object.fromEntries(LABELLED_FIELDS.map((f) => [f, emptyTally()])) as Record<
        LabelledField,
        Tally
      >,
      untuned: Object.fromEntries(LABELLED_FIELDS.map((f) => [f, emptyTally()])) as Record<
        LabelledField,
        Tally
      >,
      misses: [],
    };
    byPlatform.set(label.platform, result);
    result.postings++;
    if (label.untuned) result.untunedPostings++;
    const row = rows.get(`${label.archive}|${label.externalId}`);
    for (const field of LABELLED_FIELDS) {
      const judged = judge(field, label, row);
      if (!judged) continue;
      result.fields[field][judged.verdict]++;
      if (label.untuned) result.untuned[field][judged.verdict]++;
      if (judged.verdict !== "right") {
        const value = label[field]?.[0];
        result.misses.push(
          `${judged.verdict} ${LABELLED_NAMES[field]} of ${label.externalId}${label.untuned ? " (untuned)" : ""}: labelled ${JSON.stringify(value)} ("${label[field]?.[1]}"), got ${judged.found}`,
        );
      }
    }
  }
  return [...byPlatform.values()].sort((a, b) => a.platform.localeCompare(b.platform));
}
