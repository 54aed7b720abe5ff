import { expect, test } from "vitest";
import { extractPosting } from "./extract-posting";

const now = new Date("2026-11-21T12:00:00Z");

test("reads grade, level, field, duty station, deadline, organisation, requirements and languages", () => {
  const output = extractPosting(
    {
      title: "Programme Specialist, P-3",
      organization: "UNDP",
      location: "NAIROBI, KENYA",
      description:
        "<p>Deadline : 12/15/2026 00:00:00</p><p>Languages: Fluency in English is required; knowledge of French is desirable.</p>",
    },
    now,
  );
  expect(output).toMatchObject({
    grade: { code: "P-3", source: "title", confidence: 0.8 },
    level: "Mid",
    location: {
      display: "Nairobi, Kenya",
      city: "Nairobi",
      countryCode: "KE",
      region: "Africa",
      isSpecial: false,
      locations: [],
    },
    deadline: "2026-12-15T23:59:59.000Z",
    deadline_date: "2026-12-15",
    organization: { name: "United Nations Development Programme", slug: "undp" },
  });
  expect(output.languages).toEqual([
    { language: "English", requirement: "required" },
    { language: "French", requirement: "desirable" },
  ]);
});

test("special duty stations and multi-location lists keep their display words", () => {
  expect(extractPosting({ location: "Home based" }, now).location).toMatchObject({
    display: "Remote",
    isSpecial: true,
  });
  expect(extractPosting({ location: "n/a" }, now).location.display).toBe("Location not specified");
  expect(extractPosting({ location: "Various locations" }, now).location.display).toBe(
    "Multiple locations",
  );
  const list = extractPosting({ location: "Geneva (Switzerland), Nairobi (Kenya)" }, now).location;
  expect(list.locations.map((place) => place.countryCode)).toEqual(["CH", "KE"]);
});

test("a grade given as the grade code wins with the level's confidence; no grade gives null", () => {
  expect(extractPosting({ title: "Driver", grade_code: "GS3" }, now).grade).toEqual({
    code: "G-3",
    source: "level",
    confidence: 0.9,
  });
  expect(extractPosting({ title: "Driver" }, now).grade).toBeNull();
});

test("fields of the wrong type are ignored rather than thrown on", () => {
  const output = extractPosting(
    { title: 42, location: { city: "x" }, description: ["a"], expires_at: true },
    now,
  );
  expect(output.location.display).toBe("Location not specified");
  expect(output.deadline).toBeNull();
});
