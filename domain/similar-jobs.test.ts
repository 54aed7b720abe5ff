import { expect, test } from "vitest";
import {
  gradeBand,
  likenessFacets,
  m49Code,
  organisationFamily,
  surroundingsOf,
} from "./similar-jobs";
import { COUNTRIES } from "./countries";

test("a grade's band is its neighbours on its own ladder", () => {
  expect(gradeBand("P-3")).toEqual(["P-2", "P-3", "P-4"]);
  expect(gradeBand("P-1")).toEqual(["P-1", "P-2"]);
  expect(gradeBand("NO-B")).toEqual(["NO-A", "NO-B", "NO-C"]);
  // The Asian Development Bank's ladders share a family, not a scale.
  expect(gradeBand("TI1")).toEqual(["TI1", "TI2"]);
  expect(gradeBand("CON")).toEqual(["CON"]);
  expect(gradeBand("X-9")).toEqual(["X-9"]);
});

test("an organisation's family is its registry category", () => {
  const family = organisationFamily("unicef");
  expect(family?.category).toBe("fund-programme");
  expect(family?.slugs).toContain("undp");
  expect(family?.slugs).not.toContain("who");
  expect(organisationFamily("no-such-employer")).toBeNull();
  expect(organisationFamily(null)).toBeNull();
});

test("a duty station's surroundings are its M49 area and region", () => {
  const kenya = surroundingsOf("KE");
  expect(kenya.area?.name).toBe("Eastern Africa");
  expect(kenya.area?.countryCodes).toEqual(expect.arrayContaining(["KE", "UG", "TZ"]));
  expect(kenya.region).toBe("Africa");
  expect(surroundingsOf("CH").area?.name).toBe("Western Europe");
  expect(surroundingsOf(null)).toEqual({ area: null, region: null });
});

test("the facets name what is shared, most telling first", () => {
  const names = {
    grade: "P-3",
    level: "Mid",
    city: "Nairobi",
    country: "Kenya",
    countryCode: "KE",
    area: "Eastern Africa",
    region: "Africa",
    family: "fund-programme" as const,
  };
  expect(
    likenessFacets(
      { sameField: true, grade: "same", sameLevel: true, place: "city", organisation: null },
      names,
    ),
  ).toEqual({
    sameField: true,
    grade: "P-3",
    level: null,
    place: { kind: "city", name: "Nairobi" },
    organisation: null,
  });
  expect(
    likenessFacets(
      { sameField: false, grade: null, sameLevel: true, place: "area", organisation: "family" },
      names,
    ),
  ).toEqual({
    sameField: false,
    grade: null,
    level: "Mid",
    place: { kind: "area", name: "Eastern Africa", m49: "014" },
    organisation: { kind: "family", family: "fund-programme" },
  });
  expect(
    likenessFacets(
      { sameField: false, grade: "band", sameLevel: false, place: "country", organisation: "same" },
      { ...names, grade: "P-4" },
    ),
  ).toMatchObject({
    grade: "P-4",
    place: { kind: "country", name: "Kenya", code: "KE" },
    organisation: { kind: "same" },
  });
  // A place the job does not name is left out.
  expect(
    likenessFacets(
      { sameField: true, grade: null, sameLevel: false, place: "city", organisation: null },
      { ...names, city: null },
    ).place,
  ).toBeNull();
});

test("every area and region a country is set in has its M49 code", () => {
  for (const country of COUNTRIES) {
    const { area, region } = surroundingsOf(country.code);
    expect(m49Code(area!.name), area!.name).toMatch(/^(\d{3}|AQ)$/);
    expect(m49Code(region!), region!).toMatch(/^(\d{3}|AQ)$/);
  }
  expect(m49Code("Atlantis")).toBeNull();
});
