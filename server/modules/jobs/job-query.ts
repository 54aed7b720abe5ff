import { JOB_LEVELS, type JobLevel } from "#domain/levels";
import { PROFESSIONAL_FIELDS, findFieldBySlug, type ProfessionalField } from "#domain/fields";
import { normaliseGradeCode } from "#domain/grades";
import { CONTRACT_TYPES, type ContractType } from "#domain/contract-types";
import { findLanguageCode, type LanguageNeed } from "#domain/language-requirements";
import { findRegionFilter } from "#domain/regions";
import { understandQuery, type UnderstoodQuery } from "#domain/understand-query";

export const JOB_SORTS = ["relevance", "newest", "deadline"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_STATUS_FILTERS = ["open", "expired", "closed", "all"] as const;
export const LANGUAGE_NEED_FILTERS = ["required", "asset"] as const;

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 25;
export const MAX_PAGE = 400;
/** Locations one listing (and one saved search) can combine. */
export const MAX_LOCATIONS = 10;

/** Filters and paging of the job listing, parsed and normalised. */
export type JobQuery = {
  page: number;
  perPage: number;
  search: string | null;
  sources: string[];
  locations: string[];
  /** UN M49 region, sub-region or intermediate-region slugs (domain/regions.ts). */
  regions: string[];
  organizations: string[];
  fields: ProfessionalField[];
  levels: JobLevel[];
  grades: string[];
  contractTypes: ContractType[];
  /** ISO 639-1 codes: jobs that ask for any of these languages. */
  languages: string[];
  /** With `languages`: only jobs that require them, or only those that count them an asset; null: either. */
  languageNeed: LanguageNeed | null;
  /** true: only jobs open to nationals only; false: leaves those out; null: no filter. */
  nationalsOnly: boolean | null;
  sort: JobSort;
  closingWithin: number | null;
  remote: boolean | null;
  status: (typeof JOB_STATUS_FILTERS)[number];
  includeDescription: boolean;
  /** `literal=1`: search the text as typed, recognising no organisation, grade or place in it. */
  literal: boolean;
  /** What the search text asks for (domain/understand-query.ts); null without a search. */
  understood: UnderstoodQuery | null;
  /**
   * Leaves out the recorded sample loaded at first start: postings that have closed on their
   * employers' sites and can no longer be applied for, though listed while they are the sample
   * (the feeds, and counts of what is available, set it). Never set from an address.
   */
  withoutSample?: boolean;
};

export class InvalidQueryError extends Error {
  override name = "InvalidQueryError";
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

function findField(raw: string): ProfessionalField | null {
  const lowered = raw.toLowerCase();
  return (
    PROFESSIONAL_FIELDS.find((field) => field.toLowerCase() === lowered) ?? findFieldBySlug(lowered)
  );
}

function parseInteger(
  name: string,
  raw: string | null,
  min: number,
  max: number,
  fallback: number | null,
) {
  if (raw === null || raw.trim() === "") return fallback;
  if (!/^\d+$/.test(raw.trim()))
    throw new InvalidQueryError(name, `${name} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new InvalidQueryError(name, `${name} must be between ${min} and ${max}`);
  }
  return value;
}

function readBoolean(params: URLSearchParams, name: string): boolean | null {
  const raw = params.get(name)?.trim().toLowerCase();
  if (!raw) return null;
  if (["true", "1", "yes"].includes(raw)) return true;
  if (["false", "0", "no"].includes(raw)) return false;
  throw new InvalidQueryError(name, `${name} must be true or false`);
}

function readAll(params: URLSearchParams, name: string, max: number): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  const unique = [...new Set(values)];
  if (unique.length > 25) throw new InvalidQueryError(name, `${name} accepts at most 25 values`);
  for (const value of unique) {
    // Values are trimmed and non-empty here; only the length is left to check.
    if (value.length > max) {
      throw new InvalidQueryError(name, `${name} values must be at most ${max} characters`);
    }
  }
  return unique;
}

function readOne<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | null {
  const raw = params.get(name)?.trim();
  if (!raw) return null;
  const found = allowed.find((value) => value === raw.toLowerCase());
  if (!found) throw new InvalidQueryError(name, `${name} must be one of: ${allowed.join(", ")}`);
  return found;
}

/** Parses listing parameters; throws InvalidQueryError naming the bad parameter. */
export function parseJobQuery(params: URLSearchParams): JobQuery {
  const search = params.get("search") ?? params.get("q");
  if (search !== null && search.length > 200) {
    throw new InvalidQueryError("search", "search must be at most 200 characters");
  }
  const levels = readAll(params, "level", 40).map((raw) => {
    const level = JOB_LEVELS.find((candidate) => candidate.toLowerCase() === raw.toLowerCase());
    if (!level)
      throw new InvalidQueryError("level", `level must be one of: ${JOB_LEVELS.join(", ")}`);
    return level;
  });
  const fields = readAll(params, "field", 80).map((raw) => {
    const field = findField(raw);
    if (!field)
      throw new InvalidQueryError("field", `field "${raw}" is not a known professional field`);
    return field;
  });
  const grades = readAll(params, "grade", 20).map((raw) => {
    const grade = normaliseGradeCode(raw);
    if (!grade) throw new InvalidQueryError("grade", `grade "${raw}" is not a known grade code`);
    return grade;
  });
  const remote = readBoolean(params, "remote");
  const locations = readAll(params, "location", 120);
  if (locations.length > MAX_LOCATIONS) {
    throw new InvalidQueryError(
      "location",
      `location accepts at most ${MAX_LOCATIONS} locations (${locations.length} given)`,
    );
  }
  const regions = readAll(params, "region", 80).map((raw) => {
    const region = findRegionFilter(raw);
    if (!region)
      throw new InvalidQueryError(
        "region",
        `region "${raw}" is not a UN M49 region or sub-region (e.g. africa, eastern-africa, western-europe)`,
      );
    return region.slug;
  });
  const contractTypes = readAll(params, "contract", 40).map((raw) => {
    const type = CONTRACT_TYPES.find((candidate) => candidate === raw.toLowerCase());
    if (!type)
      throw new InvalidQueryError(
        "contract",
        `contract must be one of: ${CONTRACT_TYPES.join(", ")}`,
      );
    return type;
  });
  const languages = readAll(params, "language", 40).map((raw) => {
    const code = findLanguageCode(raw);
    if (!code)
      throw new InvalidQueryError(
        "language",
        `language "${raw}" is not a known language (an ISO 639-1 code such as en, fr, es, ar, zh, ru, pt, or its English name)`,
      );
    return code;
  });
  // Checked always, applied only with a language (removing the last language chip keeps it).
  const languageNeed = readOne(params, "languageNeed", LANGUAGE_NEED_FILTERS);
  const trimmedSearch = search?.trim() || null;
  const sort = readOne(params, "sort", JOB_SORTS) ?? (trimmedSearch ? "relevance" : "newest");
  const literal = readBoolean(params, "literal") === true;
  return {
    page: parseInteger("page", params.get("page"), 1, MAX_PAGE, 1) ?? 1,
    perPage:
      parseInteger("perPage", params.get("perPage"), 1, MAX_PER_PAGE, DEFAULT_PER_PAGE) ??
      DEFAULT_PER_PAGE,
    search: trimmedSearch,
    sources: readAll(params, "source", 120),
    locations,
    regions: [...new Set(regions)],
    organizations: readAll(params, "organization", 160),
    fields: [...new Set(fields)],
    levels: [...new Set(levels)],
    grades: [...new Set(grades)],
    contractTypes: [...new Set(contractTypes)],
    languages: [...new Set(languages)],
    languageNeed: languages.length ? languageNeed : null,
    nationalsOnly: readBoolean(params, "nationalsOnly"),
    sort,
    closingWithin: parseInteger("closingWithin", params.get("closingWithin"), 1, 365, null),
    remote,
    status: readOne(params, "status", JOB_STATUS_FILTERS) ?? "open",
    includeDescription: readAll(params, "include", 40).includes("description"),
    literal,
    understood: trimmedSearch ? understandQuery(trimmedSearch, { literal }) : null,
  };
}
