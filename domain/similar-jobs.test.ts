import { expect, test } from "vitest";
import { describeLikeness, gradeBand, organisationFamily, surroundingsOf } from "./similar-jobs";

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
  expect(family?.name).toBe("UN funds and programmes");
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

test("the reason names what is shared, most telling first", () => {
  const names = {
    grade: "P-3",
    level: "Mid",
    city: "Nairobi",
    country: "Kenya",
    area: "Eastern Africa",
    region: "Africa",
    organisation: "UNDP",
    family: "UN funds and programmes",
  };
  expect(
    describeLikeness(
      { sameField: true, grade: "same", sameLevel: true, place: "city", organisation: null },
      names,
    ),
  ).toBe("Same field · P-3 · Nairobi");
  expect(
    describeLikeness(
      { sameField: false, grade: null, sameLevel: true, place: "area", organisation: "family" },
      names,
    ),
  ).toBe("Mid level · Eastern Africa · UN funds and programmes");
});
