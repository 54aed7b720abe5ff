import { describeUnderstanding, understandQuery } from "#domain/understand-query";
import type { JobQuery } from "./job-query";

/** A place the search text named, as the API reports it. */
export type UnderstoodPlace =
  | { kind: "country"; name: string; countryCode: string }
  | { kind: "city"; name: string; countryCode: string }
  | { kind: "region"; name: string; region: string };

/**
 * What the search text was read as, for API clients: the organisations, grades and places taken
 * from it (each filters alone, or ranks its jobs first among other words), the words left for the
 * full-text match, and the sentence parts /jobs shows ("UNHCR jobs", "grade P-3"). With
 * `literal=1` nothing is taken and the text is searched as typed.
 */
export type UnderstoodSearch = {
  /** The search text as typed (trimmed). */
  typed: string;
  literal: boolean;
  organisations: { slug: string; name: string }[];
  /** Canonical grade codes, in ladder order ("P-3", "P-4"). */
  grades: string[];
  places: UnderstoodPlace[];
  /** The words left for the full-text match, in web-search syntax; "" when none are left. */
  text: string;
  /** True when the recognised parts are all the text says, so they act as filters. */
  recognisedOnly: boolean;
  /** How /jobs says it: "UNHCR jobs", "grade P-3", "in or about Kenya"; empty when nothing was taken. */
  description: string[];
};

/** The reading of the query's search text; null when it has none. */
export function understoodSearch(query: JobQuery): UnderstoodSearch | null {
  if (!query.search) return null;
  const understood = query.understood ?? understandQuery(query.search, { literal: query.literal });
  return {
    typed: understood.typed,
    literal: query.literal,
    organisations: understood.organisations.map(({ slug, name }) => ({ slug, name })),
    grades: [...understood.grades],
    places: understood.places.map((place): UnderstoodPlace => {
      if (place.kind === "region") return { kind: "region", name: place.name, region: place.slug };
      return { kind: place.kind, name: place.name, countryCode: place.countryCode };
    }),
    text: understood.text,
    recognisedOnly: understood.recognisedOnly,
    description: describeUnderstanding(understood),
  };
}
