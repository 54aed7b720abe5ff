import { COUNTRIES, REGIONS, type Region } from "./countries";

/** One UN M49 grouping the region filter offers: a region, a sub-region or an intermediate region. */
export type RegionFilter = {
  /** In URLs: "africa", "sub-saharan-africa", "eastern-africa". */
  slug: string;
  name: string;
  kind: "region" | "sub-region" | "intermediate-region";
  /** The region it belongs to (itself for a region). */
  region: Region;
  /** ISO alpha-2 codes of its countries and territories. */
  countryCodes: readonly string[];
};

export function slugifyRegion(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function build(): RegionFilter[] {
  const filters: RegionFilter[] = [];
  for (const region of REGIONS) {
    const inRegion = COUNTRIES.filter((country) => country.region === region);
    filters.push({
      slug: slugifyRegion(region),
      name: region,
      kind: "region",
      region,
      countryCodes: inRegion.map((country) => country.code),
    });
    const subRegions = [...new Set(inRegion.map((country) => country.subRegion))].sort();
    for (const subRegion of subRegions) {
      const inSubRegion = inRegion.filter((country) => country.subRegion === subRegion);
      // "Antarctica"-style sub-regions that equal their region are not offered twice.
      if (subRegion !== region)
        filters.push({
          slug: slugifyRegion(subRegion),
          name: subRegion,
          kind: "sub-region",
          region,
          countryCodes: inSubRegion.map((country) => country.code),
        });
      const intermediates = [
        ...new Set(inSubRegion.flatMap((country) => country.intermediateRegion ?? [])),
      ].sort();
      for (const intermediate of intermediates)
        filters.push({
          slug: slugifyRegion(intermediate),
          name: intermediate,
          kind: "intermediate-region",
          region,
          countryCodes: inSubRegion
            .filter((country) => country.intermediateRegion === intermediate)
            .map((country) => country.code),
        });
    }
  }
  return filters;
}

/** Every region filter: each region followed by its sub-regions and their intermediate regions. */
export const REGION_FILTERS: readonly RegionFilter[] = build();

const BY_KEY = new Map<string, RegionFilter>();
for (const filter of REGION_FILTERS) {
  BY_KEY.set(filter.slug, filter);
  BY_KEY.set(slugifyRegion(filter.name), filter);
}

/** A region filter by slug or name ("eastern-africa", "Eastern Africa"), case-insensitive. */
export function findRegionFilter(value: string): RegionFilter | null {
  return BY_KEY.get(slugifyRegion(value)) ?? null;
}
