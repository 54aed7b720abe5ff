import { describe, expect, it } from "vitest";
import { COUNTRIES, REGIONS } from "./countries";
import { REGION_FILTERS, findRegionFilter } from "./regions";

describe("REGION_FILTERS", () => {
  it("offers the five M49 regions, their sub-regions and intermediate regions", () => {
    expect(REGION_FILTERS.filter((filter) => filter.kind === "region").map((f) => f.name)).toEqual([
      ...REGIONS,
    ]);
    expect(findRegionFilter("sub-saharan-africa")).toMatchObject({
      kind: "sub-region",
      region: "Africa",
    });
    expect(findRegionFilter("Eastern Africa")).toMatchObject({
      slug: "eastern-africa",
      kind: "intermediate-region",
    });
    expect(findRegionFilter("Eastern Africa")!.countryCodes).toContain("KE");
    expect(findRegionFilter("western-europe")!.countryCodes).toContain("CH");
    expect(findRegionFilter("atlantis")).toBeNull();
  });

  it("a region holds exactly the countries of its sub-regions", () => {
    for (const region of REGION_FILTERS.filter((filter) => filter.kind === "region")) {
      const fromSubRegions = REGION_FILTERS.filter(
        (filter) => filter.kind === "sub-region" && filter.region === region.region,
      ).flatMap((filter) => filter.countryCodes);
      expect([...fromSubRegions].sort()).toEqual([...region.countryCodes].sort());
      expect(region.countryCodes.length).toBe(
        COUNTRIES.filter((country) => country.region === region.region).length,
      );
    }
  });
});
