// The employers' own career platforms, seeded as sources on first start (admins edit them
// afterwards). The sources are source-catalog.json, one entry each (its shape and checks in
// source-catalog.schema.ts; docs/sources.md cites where each endpoint was confirmed).

import entries from "./source-catalog.json" with { type: "json" };
import type { CatalogEntry } from "./source-catalog.schema";

export type CatalogSource = Omit<CatalogEntry, "comment">;

const catalog = (entries as CatalogEntry[]).map(
  ({ comment: _comment, ...source }): CatalogSource => source,
);

// careers.un.org carries the Secretariat and other entities; `dept.name` says whose opening it is.
// Each entity configured as its own source (a un-careers source with `departments`) is left out of
// the Secretariat's source (the un-careers source without them), so each opening is read once; the
// departments that source lists itself are the ones left to the entities' own sites.
const entityDepartments = catalog.flatMap(({ metadata }) =>
  metadata.adapter === "un-careers" && Array.isArray(metadata.departments)
    ? (metadata.departments as string[])
    : [],
);

export const SOURCE_CATALOG: CatalogSource[] = catalog.map((source) => {
  const { metadata } = source;
  if (metadata.adapter !== "un-careers" || metadata.departments !== undefined) return source;
  const ownSites = Array.isArray(metadata.excludeDepartments)
    ? (metadata.excludeDepartments as string[])
    : [];
  return {
    ...source,
    metadata: { ...metadata, excludeDepartments: [...entityDepartments, ...ownSites] },
  };
});
