// Field completeness of every adapter on the recorded archives: each archive replayed through its
// real adapter and the real preparation, counting per adapter how many postings have each field.
import path from "node:path";
import { detectGrade } from "#domain/grades";
import { LOCATION_MULTIPLE } from "#domain/locations";
import { htmlToText } from "#domain/text";
import { findAdapter } from "#server/ingestion/adapter-registry";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { preparePosting, type PreparedPosting } from "#server/ingestion/prepare-postings";
import { createLogger } from "#server/lib/logger";
import { PLATFORMS_DIR, readManifests } from "./eval-sources-manifest";

export const FIELDS = [
  "titleAndLink",
  "dutyStation",
  "closingDate",
  "grade",
  "description",
] as const;
export type Field = (typeof FIELDS)[number];

export const TARGETS: Record<Field, number> = {
  titleAndLink: 1,
  dutyStation: 0.98,
  closingDate: 0.95,
  grade: 0.9,
  description: 1,
};

export const FIELD_NAMES: Record<Field, string> = {
  titleAndLink: "title and link",
  dutyStation: "duty station",
  closingDate: "closing date",
  grade: "grade",
  description: "description",
};

/** Postings that have a field out of those where it is measured. */
export type Share = { have: number; of: number };

export type AdapterEvaluation = {
  adapter: string;
  archives: string[];
  postings: number;
  fields: Record<Field, Share>;
  /** Per field, the postings (title and link) measured but without it. */
  missing: Record<Field, string[]>;
  /** Postings not measured for a field because their payload holds none, with the reason. */
  notMeasured: string[];
  /** Errors the manifest expects (an archive's deliberately broken item), with the reason. */
  explained: string[];
  errors: string[];
  unmatched: string[];
};

function emptyEvaluation(adapter: string): AdapterEvaluation {
  return {
    adapter,
    archives: [],
    postings: 0,
    fields: {
      titleAndLink: { have: 0, of: 0 },
      dutyStation: { have: 0, of: 0 },
      closingDate: { have: 0, of: 0 },
      grade: { have: 0, of: 0 },
      description: { have: 0, of: 0 },
    },
    missing: { titleAndLink: [], dutyStation: [], closingDate: [], grade: [], description: [] },
    notMeasured: [],
    explained: [],
    errors: [],
    unmatched: [],
  };
}

/**
 * Replays every archive of every manifest through its real adapter and the real preparation, and
 * counts per adapter how many postings have each field (closing date, grade and description only
 * where the platform publishes them; grade only for postings whose own text states one).
 */
export async function evaluateSources(
  dir = PLATFORMS_DIR,
  now = new Date(),
  /** Filled with each prepared posting, keyed by `<platform folder>/<archive>|<external id>`. */
  rows?: Map<string, PreparedPosting["row"]>,
): Promise<AdapterEvaluation[]> {
  const byAdapter = new Map<string, AdapterEvaluation>();
  const logger = createLogger("silent");
  for (const { folder, entries } of readManifests(dir)) {
    for (const entry of entries) {
      const evaluation = byAdapter.get(entry.adapter) ?? emptyEvaluation(entry.adapter);
      byAdapter.set(entry.adapter, evaluation);
      const label = `${path.basename(folder)}/${entry.archive}`;
      evaluation.archives.push(label);
      const adapter = findAdapter(entry.adapter);
      if (!adapter) {
        evaluation.errors.push(`${label}: no adapter named "${entry.adapter}"`);
        continue;
      }
      let client;
      try {
        client = createReplayHttpClient(await readHttpArchive(path.join(folder, entry.archive)));
      } catch (error) {
        evaluation.errors.push(`${label}: ${(error as Error).message}`);
        continue;
      }
      const observed = entry.observedAt ? new Date(entry.observedAt) : now;
      let result;
      try {
        result = await adapter.run({
          source: { id: null, ...entry.source },
          http: client,
          logger,
          now: observed,
          maxPages: 50,
          maxDetails: entry.maxDetails,
        });
      } catch (error) {
        evaluation.errors.push(`${label}: the run failed: ${(error as Error).message}`);
        evaluation.unmatched.push(...client.unmatched.map((request) => `${label}: ${request}`));
        continue;
      }
      evaluation.unmatched.push(...client.unmatched.map((request) => `${label}: ${request}`));
      const expected = new Set<(typeof entry.expectedErrors)[number]>();
      for (const error of result.errors) {
        const known = entry.expectedErrors.find((item) => error.includes(item.contains));
        if (!known) evaluation.errors.push(`${label}: ${error}`);
        else {
          expected.add(known);
          evaluation.explained.push(`${label}: ${error} (${known.reason})`);
        }
      }
      for (const item of entry.expectedErrors)
        if (!expected.has(item))
          evaluation.errors.push(`${label}: the expected error "${item.contains}" did not occur`);
      const seen = new Set<string>();
      for (const raw of result.postings) {
        evaluation.postings++;
        let prepared: PreparedPosting | null = null;
        try {
          prepared = preparePosting(raw, { organization: entry.source.organization }, observed);
        } catch (error) {
          evaluation.errors.push(
            `${label}: item ${raw.externalId || raw.link}: ${(error as Error).message}`,
          );
        }
        const row = prepared?.row;
        if (row && rows) rows.set(`${label}|${raw.externalId.trim()}`, row);
        const exempt = entry.notPublished.find((item) => item.externalId === raw.externalId);
        if (exempt) seen.add(exempt.externalId);
        const count = (field: Field, has: boolean) => {
          if (exempt?.fields.includes(field as (typeof exempt.fields)[number])) {
            if (has)
              evaluation.errors.push(
                `${label}: ${raw.externalId} is listed as publishing no ${FIELD_NAMES[field]}, but has one`,
              );
            else
              evaluation.notMeasured.push(
                `${label}: ${FIELD_NAMES[field]} of ${raw.externalId} (${exempt.reason})`,
              );
            return;
          }
          evaluation.fields[field].of++;
          if (has) evaluation.fields[field].have++;
          else evaluation.missing[field].push(`${label}: ${raw.title} <${raw.link}>`);
        };
        count("titleAndLink", Boolean(row?.title && row.link));
        // A list of named places ("Kenya; Somalia") is a duty station; "Multiple locations" is not.
        count(
          "dutyStation",
          Boolean(
            row &&
            (row.countryCode ||
              row.isRemote ||
              (row.isMultiLocation && row.location !== LOCATION_MULTIPLE)),
          ),
        );
        if (entry.publishes.closingDate) count("closingDate", Boolean(row?.closingDate));
        if (entry.publishes.description)
          count("description", Boolean(row?.descriptionText?.trim()));
        if (entry.publishes.grade) {
          const statesGrade =
            Boolean(raw.grade?.trim()) ||
            detectGrade({
              level: raw.level ?? null,
              title: raw.title,
              description: htmlToText(raw.descriptionHtml),
              organization: raw.organization ?? entry.source.organization,
            }) !== null;
          if (statesGrade) count("grade", Boolean(row?.gradeCode));
        }
      }
      for (const item of entry.notPublished)
        if (!seen.has(item.externalId))
          evaluation.errors.push(`${label}: ${item.externalId} is listed but no posting has it`);
    }
  }
  return [...byAdapter.values()].sort((a, b) => a.adapter.localeCompare(b.adapter));
}
