import { ENRICHMENT_FIELDS, type EnrichmentField } from "./enrichment-fields";

export type Range = { min: number; max: number; default: number | null };

/** The old per-source backfill tools, each kept as a preset with its validation ranges
 * (a value outside its range is refused, naming the range). */
export type EnrichmentPreset = {
  name: PresetName;
  title: string;
  /** Which jobs it takes. */
  description: string;
  /** Fixed for a preset; a custom run names its own. */
  fields: readonly EnrichmentField[];
  /** The level follows a changed grade when the grade alone implies it (P-2 → Entry). */
  levelFollowsGrade: boolean;
  /** Only jobs of this organisation (registry slug). */
  organization: string | null;
  /** Only jobs of the sources that use this adapter. */
  adapter: string | null;
  /** A window: jobs first seen within this many days. */
  days: Range | null;
  /** A limit: this many jobs, newest first. */
  limit: Range | null;
};

export const PRESET_NAMES = [
  "grade",
  "classification",
  "unops-grade",
  "wfp-grade",
  "un-careers",
  "iom",
  "contract-type",
  "custom",
] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

const YEAR: Range = { min: 1, max: 365, default: null };
const MANY: Range = { min: 1, max: 5000, default: null };

export const ENRICHMENT_PRESETS: Record<PresetName, EnrichmentPreset> = {
  grade: {
    name: "grade",
    title: "Grade backfill",
    description: "Jobs of every source, or of one, first seen in the last days.",
    fields: ["grade"],
    levelFollowsGrade: true,
    organization: null,
    adapter: null,
    days: { ...YEAR, default: 7 },
    limit: null,
  },
  classification: {
    name: "classification",
    title: "Classification backfill",
    description: "Jobs of every source, or of one, first seen in the last days.",
    fields: ["field"],
    levelFollowsGrade: false,
    organization: null,
    adapter: null,
    days: { ...YEAR, default: 90 },
    limit: null,
  },
  "unops-grade": {
    name: "unops-grade",
    title: "UNOPS grade backfill",
    description: "The newest UNOPS jobs.",
    fields: ["grade"],
    levelFollowsGrade: true,
    organization: "unops",
    adapter: null,
    days: null,
    limit: { min: 1, max: 500, default: 50 },
  },
  "wfp-grade": {
    name: "wfp-grade",
    title: "WFP grade backfill",
    description: "The newest WFP jobs.",
    fields: ["grade", "level", "field", "deadline", "summary"],
    levelFollowsGrade: false,
    organization: "wfp",
    adapter: null,
    days: null,
    limit: { min: 1, max: 500, default: 100 },
  },
  "un-careers": {
    name: "un-careers",
    title: "UN Careers backfill",
    description:
      "Jobs of the sources that use the UN Careers adapter: all of them, unless you give a window or a limit.",
    fields: ENRICHMENT_FIELDS,
    levelFollowsGrade: false,
    organization: null,
    adapter: "un-careers",
    days: YEAR,
    limit: MANY,
  },
  iom: {
    name: "iom",
    title: "IOM grade and summary enrichment",
    description: "IOM jobs: all of them, unless you give a window or a limit.",
    fields: ["grade", "summary"],
    levelFollowsGrade: true,
    organization: "iom",
    adapter: null,
    days: YEAR,
    limit: MANY,
  },
  "contract-type": {
    name: "contract-type",
    title: "Contract type backfill",
    description:
      "Contract type and nationals only, read from title, grade and description: all open jobs, unless you give a window or a limit.",
    fields: ["contract"],
    levelFollowsGrade: false,
    organization: null,
    adapter: null,
    days: YEAR,
    limit: MANY,
  },
  custom: {
    name: "custom",
    title: "Custom run",
    description:
      "Any source or organisation, and a window or a limit (or neither, for all matching jobs). You choose the fields.",
    fields: [],
    levelFollowsGrade: false,
    organization: null,
    adapter: null,
    days: YEAR,
    limit: MANY,
  },
};

/** "1–365, default 7" */
export function describeRange(range: Range): string {
  return `${range.min}–${range.max}${range.default === null ? "" : `, default ${range.default}`}`;
}
