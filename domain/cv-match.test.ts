import { expect, test } from "vitest";
import { cvLines, datedPeriods, degreeLevelOf, matchCv, requiredYears } from "./cv-match";

const NOW = new Date("2026-11-26T12:00:00Z");

const POSTING = [
  "Minimum Qualifications",
  "Education: Advanced university degree (Master's or equivalent) in public health, nutrition or a related field. A first-level university degree with two additional years of qualifying experience may be accepted in lieu of the advanced university degree.",
  "Work Experience:",
  "• A minimum of five years of progressively responsible experience in nutrition programme management.",
  "• Experience in humanitarian emergencies is an asset.",
  "Languages:",
  "Fluency in English is required. Knowledge of French is desirable. Knowledge of Arabic is an asset.",
  "Competencies",
  "Professionalism and accountability",
  "Required Skills",
  "- Proficiency in data analysis with Stata or R.",
  "How to apply",
  "Send your application before the deadline.",
].join("\n");

const CV = [
  "Amina Diallo",
  "Nutrition Specialist",
  "",
  "Experience",
  "Nutrition Programme Manager, Action Against Hunger, Niamey   March 2019 – present",
  "Managed a nutrition programme reaching 40,000 children in emergency settings.",
  "Nutrition Officer, Ministry of Health, Dakar   2016 – 2019",
  "Analysed survey data in Stata for the national nutrition survey.",
  "",
  "Education",
  "Master of Public Health (MPH), University of Dakar, 2014 – 2016",
  "Languages: English (fluent), French (mother tongue)",
].join("\n");

test("the CV becomes numbered lines, blank lines dropped and long paragraphs cut at sentences", () => {
  const lines = cvLines(`First line\n\n  second   line \r\n${"A sentence here. ".repeat(40)}`);
  expect(lines[0]).toEqual({ number: 1, text: "First line" });
  expect(lines[1]).toEqual({ number: 2, text: "second line" });
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.every((line) => line.text.length <= 300)).toBe(true);
});

test("degrees, required years and dated periods are read from text", () => {
  expect(degreeLevelOf("Master of Public Health (MPH)")).toBe("master");
  expect(degreeLevelOf("PhD in Economics, 2012")).toBe("doctorate");
  expect(degreeLevelOf("BA in International Relations")).toBe("bachelor");
  expect(degreeLevelOf("Managed a nutrition programme")).toBeNull();
  expect(requiredYears("at least seven (7) years of experience")).toBe(7);
  expect(requiredYears("5+ years in logistics")).toBe(5);
  expect(requiredYears("experience in logistics")).toBeNull();
  expect(datedPeriods("2016 – 2019", NOW)).toEqual([[2016 * 12, 2019 * 12 + 12]]);
  // "present" runs to the current month.
  expect(datedPeriods("March 2019 – present", NOW)).toEqual([[2019 * 12 + 2, 2026 * 12 + 11]]);
  // A date in the future or a backwards range is not a period.
  expect(datedPeriods("2030 - 2031", NOW)).toEqual([]);
  expect(datedPeriods("2019 - 2016", NOW)).toEqual([]);
});

test("each requirement of the posting is set against the CV with the lines that support it", () => {
  const match = matchCv(POSTING, CV, NOW);
  const byRequirement = (start: string) =>
    match.lines.find((line) => line.requirement.startsWith(start))!;

  const education = byRequirement("Advanced university degree");
  expect(education.status).toBe("found");
  expect(education.evidence.map((line) => line.number)).toEqual([9]);
  expect(education.note).toEqual({ code: "degree", asked: "master", shown: "master" });

  const years = byRequirement("A minimum of five years");
  expect(years.status).toBe("found");
  // Overlapping roles count once: 2016 to now is about ten years; the MPH years are not work.
  expect(years.note).toEqual({
    code: "years",
    asked: 5,
    measured: "dated",
    years: 10.9,
    fieldMissing: false,
  });
  expect(years.evidence.map((line) => line.text)).toContain(
    "Nutrition Programme Manager, Action Against Hunger, Niamey March 2019 – present",
  );

  expect(byRequirement("English")).toMatchObject({
    status: "found",
    requirement: "English",
    language: { code: "en", weight: "required" },
  });
  expect(byRequirement("English").evidence[0]?.number).toBe(10);
  expect(byRequirement("French")).toMatchObject({ status: "found" });
  expect(byRequirement("Arabic")).toMatchObject({
    status: "not-found",
    requirement: "Arabic",
    language: { code: "ar", weight: "desirable" },
    evidence: [],
  });

  const stata = byRequirement("Proficiency in data analysis");
  expect(stata.status).toBe("found");
  expect(stata.evidence[0]?.text).toBe(
    "Analysed survey data in Stata for the national nutrition survey.",
  );

  expect(byRequirement("Professionalism")).toMatchObject({ status: "not-found", evidence: [] });
  expect(match.counts).toEqual({
    found: match.lines.filter((line) => line.status === "found").length,
    partly: match.lines.filter((line) => line.status === "partly").length,
    "not-found": match.lines.filter((line) => line.status === "not-found").length,
  });
});

test("a lower degree or too few years is reported as partly met, never as met", () => {
  const cv = [
    "Bachelor of Science in Nutrition, 2020",
    "Nutrition Assistant, WFP   2022 – 2024",
    "English (fluent)",
  ].join("\n");
  const match = matchCv(POSTING, cv, NOW);
  const education = match.lines.find((line) => line.category === "education")!;
  expect(education.status).toBe("partly");
  expect(education.note).toEqual({
    code: "degree-alternative",
    asked: "master",
    accepted: "bachelor",
    shown: "bachelor",
  });
  const years = match.lines.find((line) => line.requirement.startsWith("A minimum of five"))!;
  expect(years.status).toBe("partly");
  expect(years.note).toMatchObject({ code: "years", asked: 5, measured: "dated", years: 3 });
});

test("an empty CV finds nothing and says so", () => {
  const match = matchCv(POSTING, "", NOW);
  expect(match.lines.length).toBeGreaterThan(5);
  expect(
    match.lines.every((line) => line.status === "not-found" && line.evidence.length === 0),
  ).toBe(true);
  expect(match.lines.find((line) => line.category === "education")?.note).toEqual({
    code: "no-degree",
  });
});

test("items are compared by what they say, even when the posting files them under the wrong heading", () => {
  const posting = [
    "Minimum requirements",
    "Education: Advanced university degree in public health or nutrition.",
    "A minimum of five years of experience in nutrition programme management.",
    "Proficiency in data analysis with Stata or R.",
    "Fluency in English is required.",
  ].join("\n");
  const match = matchCv(posting, CV, NOW);
  expect(match.lines.map((line) => [line.category, line.status])).toEqual([
    ["education", "found"],
    ["experience", "found"],
    ["languages", "found"],
    ["skills", "found"],
  ]);
  expect(match.lines[3]?.evidence[0]?.number).toBe(7);
});
