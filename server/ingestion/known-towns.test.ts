import { describe, expect, it } from "vitest";
import { normalisePosting, type RawPosting } from "#domain/normalise-posting";
import { findKnownTowns } from "./known-towns";

const NOW = new Date("2026-10-06T12:00:00Z");

/** The duty station normalisePosting gives a posting, with the gazetteer or without it. */
function dutyStation(posting: Omit<RawPosting, "link" | "externalId">, withGazetteer = true) {
  const normalised = normalisePosting(
    { link: "https://example.org/job", externalId: "1", ...posting },
    NOW,
    withGazetteer ? findKnownTowns : undefined,
  );
  return { city: normalised.city, countryCode: normalised.countryCode };
}

describe("the GeoNames towns", () => {
  it("finds every town of a name, case and accents aside, with its country and population", () => {
    expect(findKnownTowns("denver").map((town) => town.countryCode)).toEqual([
      "US",
      "US",
      "US",
      "US",
    ]);
    expect(findKnownTowns("Denver")).toContainEqual({
      name: "Denver",
      countryCode: "US",
      population: 682545,
    });
    expect(findKnownTowns("Zurich")[0]?.name).toBe("Zürich");
    expect(findKnownTowns("Pangyo")).toEqual([]);
  });
});

describe("a place field that is a town's name alone, with no country in the posting", () => {
  it("is the town when every town of that name is in one country and the largest is a city", () => {
    // MegaCAD Deutschland GmbH's Personio row 2729221, as a crawler's test quotes it ("Captured from
    // https://megacad-gmbh.jobs.personio.com/search.json, trimmed to two"; search-index file id
    // 60292688083, its repository and commit not named by the index): office "Wiesbaden", no country.
    expect(
      dutyStation({
        title: "Werkstudent:in IT (m/w/d)",
        location: "Wiesbaden",
        organization: "MegaCAD Deutschland GmbH",
      }),
    ).toEqual({ city: "Wiesbaden", countryCode: "DE" });
    // The University of Colorado's Taleo rows (tests/fixtures/platforms/taleo/
    // colorado-searchjobs-page-1-20260831.real.json): a place column and nothing else of a place.
    expect(dutyStation({ title: "Employee Relations Partner", location: "Denver" })).toEqual({
      city: "Denver",
      countryCode: "US",
    });
    expect(
      dutyStation({
        title: "Assistant Teaching Professor, Sports Nutrition",
        location: "Colorado Springs",
      }),
    ).toEqual({ city: "Colorado Springs", countryCode: "US" });
  });

  it("is read only with the gazetteer", () => {
    expect(dutyStation({ title: "Employee Relations Partner", location: "Denver" }, false)).toEqual(
      { city: "Denver", countryCode: null },
    );
  });

  it.each([
    // Towns of that name in Brazil, Canada, the Philippines and the United States.
    ["PRN Senior Instructor Researcher", "Aurora", "University of Colorado"],
    // One town in Germany, of 4,395 people (tests/fixtures/platforms/personio/1komma5grad-positions.real.xml).
    [
      "(Junior) Technisches Auftragsmanagement / Projektkoordination / Disposition (m/w/d) - Photovoltaik, Wärmepumpen & Energiesysteme - 1KOMMA5° Riederich",
      "Riederich",
      "1KOMMA5° Riederich GmbH",
    ],
    // Names GeoNames does not have: a resort's beach (TFG Hospitality's iCIMS row 8149) and a
    // district of Seongnam (KRAFTON's Greenhouse office).
    ["Commis II", "Silver Sands Beach", "TFG Hospitality"],
    ["[Art Dept.] 모션캡처 촬영/데이터 담당 (주니어) (1년 이상 / 계약직)", "Pangyo", "KRAFTON"],
    // "Mobile" as a place says the work moves from site to site; GeoNames' one "Mobile" is the city
    // in Alabama, which employers write "Mobile, AL". (A value written for this test, not a capture.)
    ["Field Service Engineer", "Mobile", null],
  ])("leaves %j in %j without a country", (title, location, organization) => {
    expect(dutyStation({ title, location, organization }).countryCode).toBeNull();
  });
});
