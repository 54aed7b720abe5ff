import { slugifyField } from "#domain/fields";
import type { JobQuery } from "./job-query";

// What a listing's address holds: how many filter values it sets, and its canonical parameters.

/** Number of filter values in the query (keyword, locations, organisations, fields, levels, grades, sources…). */
export function countFilterValues(query: JobQuery): number {
  return (
    (query.search ? 1 : 0) +
    query.locations.length +
    query.organizations.length +
    query.fields.length +
    query.levels.length +
    query.grades.length +
    query.regions.length +
    query.contractTypes.length +
    query.languages.length +
    (query.nationalsOnly === null ? 0 : 1) +
    query.sources.length +
    (query.remote === null ? 0 : 1) +
    (query.postingLanguage === null ? 0 : 1) +
    (query.closingWithin === null ? 0 : 1)
  );
}

/**
 * The canonical URL parameters of a listing, in a stable order (page kept when > 1). The order of
 * the results is left out: every order lists the same jobs.
 */
export function canonicalListingParams(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  for (const location of query.locations) params.append("location", location);
  for (const organization of [...query.organizations].sort())
    params.append("organization", organization);
  for (const field of [...query.fields].sort()) params.append("field", slugifyField(field));
  for (const level of [...query.levels].sort()) params.append("level", level);
  for (const grade of [...query.grades].sort()) params.append("grade", grade);
  for (const region of [...query.regions].sort()) params.append("region", region);
  for (const type of [...query.contractTypes].sort()) params.append("contract", type);
  for (const language of [...query.languages].sort()) params.append("language", language);
  if (query.languageNeed && query.languages.length) params.set("languageNeed", query.languageNeed);
  if (query.nationalsOnly !== null) params.set("nationalsOnly", String(query.nationalsOnly));
  for (const source of query.sources) params.append("source", source);
  if (query.closingWithin !== null) params.set("closingWithin", String(query.closingWithin));
  if (query.remote !== null) params.set("remote", String(query.remote));
  if (query.postingLanguage) params.set("postingLanguage", query.postingLanguage);
  if (query.literal && query.search) params.set("literal", "1");
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}
