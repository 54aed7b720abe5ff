import fc from "fast-check";
import { expect, test } from "vitest";
import {
  FIELD_KEYWORDS,
  FIELD_SLUGS,
  PROFESSIONAL_FIELDS,
  classifyField,
  findFieldBySlug,
  getFieldColour,
  isProfessionalField,
  slugifyField,
} from "./fields";

test("there are exactly the 14 professional fields the profile and filters offer", () => {
  expect(PROFESSIONAL_FIELDS).toHaveLength(14);
  expect(PROFESSIONAL_FIELDS).toContain("Monitoring, Evaluation & Learning (MEL)");
  expect(PROFESSIONAL_FIELDS).toContain("Cross-cutting / Specialized Fields");
});

test("the field landing pages' everyday slugs resolve to their fields, and every slug round-trips", () => {
  expect(findFieldBySlug("public-health")).toBe("Medical & Health Services");
  expect(findFieldBySlug("economics")).toBe("Finance & Economy");
  expect(findFieldBySlug("education")).toBe("Programme & Policy Development");
  expect(findFieldBySlug("humanitarian-aid")).toBe("Crisis, Emergency & Security");
  for (const field of PROFESSIONAL_FIELDS) expect(findFieldBySlug(slugifyField(field))).toBe(field);
  expect(new Set(Object.values(FIELD_SLUGS)).size).toBe(14);
  expect(findFieldBySlug("astrology")).toBeNull();
});

test("unknown fields get the neutral grey", () => {
  expect(getFieldColour("Medical & Health Services")).toBe("rose-600");
  expect(getFieldColour(null)).toBe("gray-400");
  expect(getFieldColour("Astrology")).toBe("gray-400");
});

test.each([
  ["Finance Assistant G5, Panama City, Panama", "Finance & Economy"],
  ["Logistics Officer, NOB, Kuajok, South Sudan", "Administration & Operations"],
  ["HR Officer - Talent Acquisition (NOA) - Damascus", "Human Resources & Training"],
  ["Senior Nurse - [Open to all applicants], Harare", "Medical & Health Services"],
  ["Humanitarian Affairs Officer / Cash Coordination, Sittway", "Crisis, Emergency & Security"],
  ["Associate Developer (Java-Backend), Sofia, Bulgaria", "Innovation & Knowledge Management"],
  ["Translation Consultant (English)", "Interpretation, Translation & Language Services"],
  [
    "Planning, Monitoring and Evaluation Consultant (Retainer)",
    "Monitoring, Evaluation & Learning (MEL)",
  ],
  [
    "Programme Analyst, Women Economic Empowerment (WEE), Bujumbura",
    "Cross-cutting / Specialized Fields",
  ],
  [
    "Programme Policy Officer (Nutrition and Fortification), Kathmandu",
    "Medical & Health Services",
  ],
  ["Molecular Biologist, Ouagadougou", "Medical & Health Services"],
  // The World Bank's and the IDB's titles (the first-start sample): "IT" in capitals is
  // information technology when nothing else in the title names a field, and a resource planning
  // office is the budget's administration, not a programme.
  ["Senior IT Program Officer", "Innovation & Knowledge Management"],
  ["Resource Planning & Administration Associate", "Administration & Operations"],
  [
    "IT Workforce Development & Engagement (Associate IT Workforce Development and Engagement Officer)",
    "Human Resources & Training",
  ],
  ["Project Officer (Energy), Colombo", "Engineering & Infrastructure"],
  ["Project Analyst, Manila", "Programme & Policy Development"],
  ["Safeguards Officer (Environment), Vanuatu", "Environment & Sustainability"],
  ["Legal Associate, The Hague", "Human Rights & Legal Affairs"],
  ["External Relations Intern, Rome", "Communications & External Relations"],
  ["Fortalecimiento del enfoque de g&#233;nero", "Cross-cutting / Specialized Fields"],
  // PAHO's Workday titles (tests/fixtures/platforms/workday/paho-pahocareers.har): a nutrition
  // post was Environment (for "Food Systems"), an IT consultancy was MEL (for "Reporting").
  ["Technical Officer, Malnutrition and Food Systems", "Medical & Health Services"],
  [
    "PAHO Consultant - Workday Reporting and Integrations (ITS)",
    "Innovation & Knowledge Management",
  ],
])("title %j → %s", (title, expected) => {
  expect(classifyField({ title })?.field).toBe(expected);
});

test("weak evidence stays null", () => {
  expect(classifyField({ title: "Consultor&, La Paz, Bolivia" })).toBeNull();
  expect(classifyField({ title: "Regional and Country Support Officer" })).toBeNull();
  expect(classifyField({ description: "<p>The team values results.</p>" })).toBeNull();
});

test("title words weigh more than description words", () => {
  const description =
    "<p>Support the finance unit with budget, accounting and audit follow-up.</p>";
  expect(classifyField({ title: "Nutrition Officer", description })?.field).toBe(
    "Medical & Health Services",
  );
  expect(classifyField({ title: "Officer", description })?.field).toBe("Finance & Economy");
});

test("the keyword table is readable: lower-case keys, weights between -5 and 5", () => {
  for (const field of PROFESSIONAL_FIELDS) {
    for (const [key, weight] of Object.entries(FIELD_KEYWORDS[field])) {
      expect(key).toBe(key.toLowerCase());
      expect(Math.abs(weight)).toBeLessThanOrEqual(5);
    }
  }
});

test("property: classifyField never throws and returns a known field above the threshold", () => {
  fc.assert(
    fc.property(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 500 }),
      (title, description) => {
        const result = classifyField({ title, description });
        if (result) {
          expect(isProfessionalField(result.field)).toBe(true);
          expect(result.score).toBeGreaterThanOrEqual(6);
        }
      },
    ),
  );
});
