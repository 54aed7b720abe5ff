import { JOB_LEVELS, type JobLevel } from "#domain/levels";
import { PROFESSIONAL_FIELDS, findFieldBySlug, type ProfessionalField } from "#domain/fields";
import { normaliseGradeCode } from "#domain/grades";

export const JOB_SORTS = ["relevance", "newest", "deadline"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_STATUS_FILTERS = ["open", "expired", "closed", "all"] as const;

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 25;
export const MAX_PAGE = 400;

/** Filters and paging of the job listing, parsed and normalised. */
export type JobQuery = {
  page: number;
  perPage: number;
  search: string | null;
  sources: string[];
  locations: string[];
  organizations: string[];
  fields: ProfessionalField[];
  levels: JobLevel[];
  grades: string[];
  sort: JobSort;
  closingWithin: number | null;
  remote: boolean | null;
  status: (typeof JOB_STATUS_FILTERS)[number];
  includeDescription: boolean;
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
  const remoteRaw = params.get("remote")?.trim().toLowerCase();
  let remote: boolean | null = null;
  if (remoteRaw) {
    if (["true", "1", "yes"].includes(remoteRaw)) remote = true;
    else if (["false", "0", "no"].includes(remoteRaw)) remote = false;
    else throw new InvalidQueryError("remote", "remote must be true or false");
  }
  const trimmedSearch = search?.trim() || null;
  const sort = readOne(params, "sort", JOB_SORTS) ?? (trimmedSearch ? "relevance" : "newest");
  return {
    page: parseInteger("page", params.get("page"), 1, MAX_PAGE, 1) ?? 1,
    perPage:
      parseInteger("perPage", params.get("perPage"), 1, MAX_PER_PAGE, DEFAULT_PER_PAGE) ??
      DEFAULT_PER_PAGE,
    search: trimmedSearch,
    sources: readAll(params, "source", 120),
    locations: readAll(params, "location", 120),
    organizations: readAll(params, "organization", 160),
    fields: [...new Set(fields)],
    levels: [...new Set(levels)],
    grades: [...new Set(grades)],
    sort,
    closingWithin: parseInteger("closingWithin", params.get("closingWithin"), 1, 365, null),
    remote,
    status: readOne(params, "status", JOB_STATUS_FILTERS) ?? "open",
    includeDescription: readAll(params, "include", 40).includes("description"),
  };
}
