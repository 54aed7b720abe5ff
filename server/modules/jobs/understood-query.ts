import { describeUnderstanding, understandQuery } from "#domain/understand-query";
import type { JobQuery } from "./job-query";
import type { UnderstoodPlace, UnderstoodSearch } from "./job-schemas";

export type { UnderstoodPlace, UnderstoodSearch } from "./job-schemas";

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
