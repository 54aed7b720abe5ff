// Field completeness of every adapter on real recorded archives, and correctness against labels.
// Run: npm run eval:sources   (reads tests/fixtures/platforms/*/replay.json; prints per adapter the
// share of postings with each field beside its target, plus errors and unmatched requests; then,
// per platform, how many closing dates, duty stations, employers and contract types are right,
// wrong or missing against the values written by hand in tests/fixtures/labels/posting-labels.json)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { findCity } from "#domain/cities";
import { detectGrade } from "#domain/grades";
import { matchOrganisation } from "#domain/organisations";
import { LOCATION_MULTIPLE } from "#domain/locations";
import { htmlToText } from "#domain/text";
import { findAdapter } from "#server/ingestion/adapter-registry";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { preparePosting, type PreparedPosting } from "#server/ingestion/prepare-postings";
import { createLogger } from "#server/lib/logger";

export const PLATFORMS_DIR = fileURLToPath(
  new URL("../tests/fixtures/platforms/", import.meta.url),
);

/** One archive to replay: the manifest format every platform folder's `replay.json` holds. */
const manifestSchema = z.array(
  z.object({
    archive: z.string().min(1),
    adapter: z.string().min(1),
    source: z.object({
      name: z.string().min(1),
      baseUrl: z.url(),
      organization: z.string().nullable(),
      metadata: z.record(z.string(), z.unknown()).default({}),
    }),
    publishes: z.object({ closingDate: z.boolean(), grade: z.boolean(), description: z.boolean() }),
    /**
     * Detail requests the run may make (default 500). An archive that holds a list but not every
     * detail says so here (0: list only), so the run asks only for what was recorded.
     */
    maxDetails: z.number().int().nonnegative().default(500),
    /** When the payloads were observed: the run's "now" (relative dates, deadlines already past). */
    observedAt: z.iso.datetime({ offset: true }).optional(),
    /**
     * Postings whose own payload holds no value for a field (checked by hand, the reason says
     * where): not measured for it. A listed posting that is missing, or has the field, is an error.
     */
    notPublished: z
      .array(
        z.object({
          externalId: z.string().min(1),
          fields: z.array(z.enum(["dutyStation", "closingDate", "grade", "description"])).min(1),
          reason: z.string().min(10),
        }),
      )
      .default([]),
    /** Errors the archive holds on purpose (a broken item): counted apart, with the reason. */
    expectedErrors: z
      .array(z.object({ contains: z.string().min(1), reason: z.string().min(10) }))
      .default([]),
  }),
);
export type ReplayManifest = z.infer<typeof manifestSchema>;

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

const LABELS: Record<Field, string> = {
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

/** Reads every `<dir>/*\/replay.json`; a manifest that is not valid is an error naming its file. */
export function readManifests(dir = PLATFORMS_DIR): { folder: string; entries: ReplayManifest }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "replay.json")),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = path.join(dir, name, "replay.json");
      const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          `${file}: ${issue?.message ?? "invalid"} at ${issue?.path.join(".") || "top level"}`,
        );
      }
      return { folder: path.join(dir, name), entries: parsed.data };
    });
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
                `${label}: ${raw.externalId} is listed as publishing no ${LABELS[field]}, but has one`,
              );
            else
              evaluation.notMeasured.push(
                `${label}: ${LABELS[field]} of ${raw.externalId} (${exempt.reason})`,
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

function formatShare(share: Share): string {
  if (share.of === 0) return "n/a";
  return `${((share.have / share.of) * 100).toFixed(1)} % (${share.have}/${share.of})`;
}

export function meetsTarget(field: Field, share: Share): boolean {
  return share.of === 0 || share.have / share.of >= TARGETS[field];
}

/** The report as printed: one block per adapter, each field beside its target. */
export function formatReport(evaluations: AdapterEvaluation[], limit = 3): string {
  if (evaluations.length === 0) return "No tests/fixtures/platforms/*/replay.json manifests found.";
  const lines: string[] = [];
  for (const evaluation of evaluations) {
    lines.push(
      `${evaluation.adapter}: ${evaluation.postings} postings from ${evaluation.archives.join(", ")}`,
    );
    for (const field of FIELDS) {
      const share = evaluation.fields[field];
      const mark = share.of === 0 ? " " : meetsTarget(field, share) ? "✓" : "✗";
      lines.push(
        `  ${mark} ${LABELS[field].padEnd(15)} ${formatShare(share).padEnd(22)} target ${(TARGETS[field] * 100).toFixed(0)} %`,
      );
      if (meetsTarget(field, share)) continue;
      const without = evaluation.missing[field];
      for (const posting of without.slice(0, limit)) lines.push(`      without: ${posting}`);
      if (without.length > limit) lines.push(`      … and ${without.length - limit} more`);
    }
    lines.push(
      `    errors ${evaluation.errors.length}, unmatched requests ${evaluation.unmatched.length}`,
    );
    for (const error of evaluation.errors.slice(0, 5)) lines.push(`    ! ${error}`);
    if (evaluation.errors.length > 5)
      lines.push(`    … and ${evaluation.errors.length - 5} more errors`);
    for (const request of evaluation.unmatched.slice(0, 5)) lines.push(`    ? ${request}`);
    if (evaluation.unmatched.length > 5)
      lines.push(`    … and ${evaluation.unmatched.length - 5} more unmatched requests`);
    if (evaluation.explained.length > 0)
      lines.push(
        `    expected errors ${evaluation.explained.length} (a broken item kept on purpose)`,
      );
    for (const error of evaluation.explained.slice(0, limit)) lines.push(`    ~ ${error}`);
    if (evaluation.notMeasured.length > 0)
      lines.push(
        `    not measured ${evaluation.notMeasured.length} (no value in the recorded payload; the reason follows)`,
      );
    for (const item of evaluation.notMeasured.slice(0, limit)) lines.push(`    - ${item}`);
    if (evaluation.notMeasured.length > limit)
      lines.push(`    … and ${evaluation.notMeasured.length - limit} more`);
  }
  return lines.join("\n");
}

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
const LABELLED_NAMES: Record<LabelledField, string> = {
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

function sameEmployer(label: string, row: PreparedPosting["row"]): boolean {
  const expected = matchOrganisation(label);
  if (expected && row.organizationSlug) return expected.slug === row.organizationSlug;
  return fold(label) === fold(row.organization);
}

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
    if (!row || (!row.countryCode && !row.isRemote)) return { verdict: "missing", found: "none" };
    const found = row.isRemote ? "remote" : `${row.city ?? "no city"}, ${row.countryCode}`;
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

const formatTally = (tally: Tally) => `${tally.right} / ${tally.wrong} / ${tally.missing}`;

/** The correctness report: per platform and field, right / wrong / missing (and untuned only). */
export function formatLabelReport(results: PlatformCorrectness[]): string {
  const lines = [
    "Against hand-written labels (tests/fixtures/labels/posting-labels.json): right / wrong / missing",
  ];
  for (const result of results) {
    lines.push(
      `${result.platform}: ${result.postings} labelled postings (${result.untunedPostings} untuned)`,
    );
    for (const field of LABELLED_FIELDS) {
      const all = result.fields[field];
      if (all.right + all.wrong + all.missing === 0) continue;
      const untuned = result.untuned[field];
      lines.push(
        `  ${LABELLED_NAMES[field].padEnd(14)} ${formatTally(all).padEnd(12)} untuned ${formatTally(untuned)}`,
      );
    }
    for (const miss of result.misses) lines.push(`    ✗ ${miss}`);
  }
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const rows = new Map<string, PreparedPosting["row"]>();
    console.log(
      formatReport(
        await evaluateSources(PLATFORMS_DIR, new Date(), rows),
        process.argv.includes("--all") ? Infinity : 3,
      ),
    );
    console.log("");
    console.log(formatLabelReport(evaluateLabels(readLabels(), rows)));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
