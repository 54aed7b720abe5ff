import { z } from "zod";
import { ENRICHMENT_FIELDS, type EnrichmentField } from "./enrichment-fields";
import {
  describeRange,
  ENRICHMENT_PRESETS,
  PRESET_NAMES,
  type EnrichmentPreset,
  type PresetName,
  type Range,
} from "./enrichment-presets";

/** Everything a run needs, checked. */
export type EnrichmentOptions = {
  preset: PresetName;
  fields: EnrichmentField[];
  levelFollowsGrade: boolean;
  source: string | null;
  organization: string | null;
  adapter: string | null;
  days: number | null;
  limit: number | null;
  includeClosed: boolean;
  dryRun: boolean;
};

/** Parameters that are missing, out of range or not taken by the preset; each issue names one. */
export class EnrichmentOptionsError extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join("; "));
    this.name = "EnrichmentOptionsError";
  }
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
const flag = z.preprocess(
  (value) => value === true || value === "true" || value === "on" || value === "1",
  z.boolean(),
);
const inputSchema = z.object({
  preset: z.enum(PRESET_NAMES, {
    error: `preset must be one of ${PRESET_NAMES.join(", ")}`,
  }),
  days: z.preprocess(blankToUndefined, z.union([z.number(), z.string()]).optional()),
  limit: z.preprocess(blankToUndefined, z.union([z.number(), z.string()]).optional()),
  source: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, "source must be a source name of at most 200 characters").optional(),
  ),
  organization: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "organization must be an organisation slug, like wfp")
        .optional(),
    ),
  ),
  fields: z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z
      .array(
        z.enum(ENRICHMENT_FIELDS, {
          error: `fields must be among ${ENRICHMENT_FIELDS.join(", ")}`,
        }),
      )
      .optional(),
  ),
  includeClosed: flag.optional(),
  dryRun: flag.optional(),
});

export type EnrichmentInput = z.input<typeof inputSchema>;

function readWhole(
  name: "days" | "limit",
  value: number | string | undefined,
  range: Range | null,
  preset: EnrichmentPreset,
  issues: string[],
): number | null {
  if (value === undefined) return range?.default ?? null;
  if (!range) {
    const other = name === "days" ? preset.limit : preset.days;
    issues.push(
      `${name} is not a parameter of the ${preset.name} preset${
        other ? ` (it takes ${name === "days" ? "limit" : "days"} ${describeRange(other)})` : ""
      }`,
    );
    return null;
  }
  const number = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < range.min || number > range.max) {
    issues.push(
      `${name} must be a whole number from ${range.min} to ${range.max} (got ${String(value)})`,
    );
    return null;
  }
  return number;
}

/**
 * Checks the parameters of a run against its preset: ranges, what the preset fixes (organisation,
 * fields) and what it takes (days or limit). Throws EnrichmentOptionsError naming each problem.
 */
export function parseEnrichmentOptions(input: EnrichmentInput): EnrichmentOptions {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success)
    throw new EnrichmentOptionsError(parsed.error.issues.map((issue) => issue.message));
  const raw = parsed.data;
  const preset = ENRICHMENT_PRESETS[raw.preset];
  const issues: string[] = [];
  if (raw.days !== undefined && raw.limit !== undefined && preset.days && preset.limit)
    issues.push("give days or limit, not both");
  const days = readWhole("days", raw.days, preset.days, preset, issues);
  // A preset with a default window (grade, classification) uses it unless a limit is asked for.
  const limit = readWhole("limit", raw.limit, preset.limit, preset, issues);
  if (preset.organization && raw.organization && raw.organization !== preset.organization)
    issues.push(
      `organization is fixed to ${preset.organization} by the ${preset.name} preset (got ${raw.organization})`,
    );
  let fields = [...preset.fields];
  if (preset.name === "custom") {
    fields = [...new Set(raw.fields ?? [])];
    if (fields.length === 0)
      issues.push(`fields: a custom run needs at least one of ${ENRICHMENT_FIELDS.join(", ")}`);
  } else if (raw.fields && raw.fields.length > 0) {
    issues.push(`fields can only be chosen for a custom run (${preset.name} re-derives its own)`);
  }
  if (issues.length > 0) throw new EnrichmentOptionsError(issues);
  return {
    preset: preset.name,
    fields: ENRICHMENT_FIELDS.filter((field) => fields.includes(field)),
    levelFollowsGrade: preset.levelFollowsGrade,
    source: raw.source ?? null,
    organization: preset.organization ?? raw.organization ?? null,
    adapter: preset.adapter,
    days: limit !== null && raw.days === undefined ? null : days,
    limit,
    includeClosed: raw.includeClosed ?? false,
    dryRun: raw.dryRun ?? false,
  };
}

/**
 * The Grade Backfill form: a blank or invalid days value falls back to the default (7)
 * instead of refusing the run. Returns the value to use, or undefined for the default.
 */
export function readGradeFormDays(value: unknown): string | undefined {
  const range = ENRICHMENT_PRESETS.grade.days!;
  if (typeof value !== "string" || !/^\s*\d+\s*$/.test(value)) return undefined;
  const number = Number(value);
  return number >= range.min && number <= range.max ? String(number) : undefined;
}
