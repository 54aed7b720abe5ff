import { normalisePosting } from "./normalise-posting";
import { parseLocation, type ParsedLocation } from "./locations";
import {
  extractLanguageRequirements,
  extractRequirements,
  type LanguageRequirement,
  type Requirements,
} from "./requirements";

/** One input line of `npm run extract`: any of these fields, as a source would give them. */
export type ExtractInput = {
  title?: unknown;
  organization?: unknown;
  location?: unknown;
  description?: unknown;
  level?: unknown;
  grade_code?: unknown;
  expires_at?: unknown;
  closing_date?: unknown;
  link?: unknown;
};

type PlaceOutput = {
  city: string | null;
  country: string | null;
  countryCode: string | null;
  display: string;
};

export type ExtractOutput = {
  grade: { code: string; source: string; confidence: number } | null;
  level: string | null;
  field: string | null;
  location: PlaceOutput & { region: string | null; isSpecial: boolean; locations: PlaceOutput[] };
  deadline: string | null;
  deadline_date: string | null;
  organization: { name: string; slug: string | null } | null;
  requirements: Requirements;
  languages: LanguageRequirement[];
};

function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return null;
}

function toPlace(location: ParsedLocation): PlaceOutput {
  return {
    city: location.city,
    country: location.country,
    countryCode: location.countryCode,
    display: location.display,
  };
}

/**
 * What Blueboard reads from one posting: the same normalisation ingestion uses, shaped for the
 * `extract` command (an operator's tool for checking and debugging extraction).
 */
export function extractPosting(input: ExtractInput, now: Date): ExtractOutput {
  const description = text(input.description);
  const normalised = normalisePosting(
    {
      title: text(input.title) ?? "",
      organization: text(input.organization),
      location: text(input.location),
      descriptionHtml: description,
      grade: text(input.grade_code),
      level: text(input.level),
      expiresAt: text(input.expires_at),
      closingDate: text(input.closing_date),
      link: text(input.link) ?? "",
      externalId: "extract",
    },
    now,
  );
  const location = parseLocation(text(input.location));
  return {
    grade: normalised.gradeCode
      ? {
          code: normalised.gradeCode,
          source: normalised.gradeSource ?? "level",
          confidence: normalised.gradeConfidence ?? 0,
        }
      : null,
    level: normalised.level,
    field: normalised.field,
    location: {
      ...toPlace(location),
      region: location.region,
      isSpecial: location.isSpecial,
      locations: location.locations.map(toPlace),
    },
    deadline: normalised.deadline?.instant.toISOString() ?? null,
    deadline_date: normalised.deadline?.localDate ?? null,
    organization: normalised.organizationName
      ? { name: normalised.organizationName, slug: normalised.organizationSlug }
      : null,
    requirements: extractRequirements(description),
    languages: extractLanguageRequirements(normalised.descriptionText),
  };
}
