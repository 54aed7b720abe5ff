/** The normalised fields a re-enrichment run can re-derive from what a job stores. */
export const ENRICHMENT_FIELDS = [
  "grade",
  "level",
  "field",
  "deadline",
  "location",
  "organization",
  "summary",
  "contract",
] as const;

export type EnrichmentField = (typeof ENRICHMENT_FIELDS)[number];

export const FIELD_LABELS: Record<EnrichmentField, string> = {
  grade: "Grade",
  level: "Level",
  field: "Professional field",
  deadline: "Deadline",
  location: "Location",
  organization: "Organisation",
  summary: "Summary",
  contract: "Contract type and nationals only",
};

/** One changed field of one job, as display text (null: empty). */
export type FieldChange = { field: EnrichmentField; before: string | null; after: string | null };

export type JobChange = {
  id: string;
  title: string;
  organization: string;
  source: string;
  changes: FieldChange[];
};

/** How many jobs had each field changed (the counts of the old per-source backfill tools). */
export type EnrichmentCounts = {
  gradesFound: number;
  levelsUpdated: number;
  fieldsUpdated: number;
  deadlinesFound: number;
  summariesCreated: number;
  locationsUpdated: number;
  organizationsUpdated: number;
  contractsUpdated: number;
};

export const COUNT_OF_FIELD: Record<EnrichmentField, keyof EnrichmentCounts> = {
  grade: "gradesFound",
  level: "levelsUpdated",
  field: "fieldsUpdated",
  deadline: "deadlinesFound",
  summary: "summariesCreated",
  location: "locationsUpdated",
  organization: "organizationsUpdated",
  contract: "contractsUpdated",
};

export const COUNT_LABELS: Record<keyof EnrichmentCounts, string> = {
  gradesFound: "Grades found",
  levelsUpdated: "Levels updated",
  fieldsUpdated: "Fields updated",
  deadlinesFound: "Deadlines found",
  summariesCreated: "Summaries created",
  locationsUpdated: "Locations updated",
  organizationsUpdated: "Organisations updated",
  contractsUpdated: "Contract types updated",
};

export function createEmptyCounts(): EnrichmentCounts {
  return {
    gradesFound: 0,
    levelsUpdated: 0,
    fieldsUpdated: 0,
    deadlinesFound: 0,
    summariesCreated: 0,
    locationsUpdated: 0,
    organizationsUpdated: 0,
    contractsUpdated: 0,
  };
}
