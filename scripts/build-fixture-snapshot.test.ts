import { expect, test } from "vitest";
import { splitPageHeading } from "./build-fixture-snapshot";

test.each([
  [
    "Senior Investment Specialist, Manila, Philippines",
    "Senior Investment Specialist",
    "Manila, Philippines",
  ],
  ["Programme Officer, Geneva", "Programme Officer", "Geneva"],
  ["Register as Conference Short-term Staff", "Register as Conference Short-term Staff", null],
  // AfDB's page heading (tests/fixtures/real/unjobs-org/vacancy-afdb-1773855341555.html): three
  // duty stations between " / ", which the title had swallowed but for the last one and a half.
  [
    "Driver (STS), Various Department, Abidjan, Côte d'Ivoire / Rabbat, Morocco / Accra, Ghana",
    "Driver (STS), Various Department",
    "Abidjan, Côte d'Ivoire / Rabbat, Morocco / Accra, Ghana",
  ],
])("splitPageHeading(%j)", (heading, title, location) => {
  expect(splitPageHeading(heading)).toEqual({ title, location });
});
