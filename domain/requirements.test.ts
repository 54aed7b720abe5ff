import { readFileSync } from "node:fs";
import * as cheerio from "cheerio";
import { expect, test } from "vitest";
import {
  extractLanguageRequirements,
  extractRequirements,
  MAX_ITEMS_PER_CATEGORY,
} from "./requirements";

const PAGES = new URL("../tests/fixtures/real/unjobs-org/", import.meta.url);

/** The posting block of a saved unjobs.org vacancy page (the agency's own text). */
function readPosting(name: string): string {
  const html = readFileSync(new URL(name, PAGES), "utf8");
  return cheerio.load(html)("div.fp-snippet").first().html() ?? "";
}

test("plain-text sections with the real headings are split into categories", () => {
  const text = [
    "Minimum Qualifications",
    "Education: Advanced university degree in economics, public policy or a related field.",
    "Work Experience:",
    "• A minimum of five years of progressively responsible experience in programme management.",
    "• Experience in humanitarian settings is an asset.",
    "Languages:",
    "Fluency in English is required. Knowledge of French is desirable.",
    "Competencies",
    "Professionalism",
    "Teamwork and communication",
    "Required Skills",
    "- Proficiency in data analysis with R or Python.",
    "How to apply",
    "Send your application before the deadline.",
  ].join("\n");
  expect(extractRequirements(text)).toEqual({
    education: ["Advanced university degree in economics, public policy or a related field."],
    experience: [
      "A minimum of five years of progressively responsible experience in programme management.",
      "Experience in humanitarian settings is an asset.",
    ],
    languages: ["Fluency in English is required. Knowledge of French is desirable."],
    competencies: ["Professionalism", "Teamwork and communication"],
    skills: ["Proficiency in data analysis with R or Python."],
  });
});

test("items are longer than 10 characters and at most 5 per category", () => {
  const lines = [
    "Experience:",
    "short",
    ...Array.from({ length: 8 }, (_, i) => `Item number ${i} with enough text to count`),
  ];
  const result = extractRequirements(lines.join("\n"));
  expect(result.experience).toHaveLength(MAX_ITEMS_PER_CATEGORY);
  for (const items of Object.values(result))
    for (const item of items) expect(item.length).toBeGreaterThan(10);
});

test("HTML descriptions are handled, including an umbrella 'Required Skills and Experience' section", () => {
  const html =
    "<p><strong>Required Skills and Experience:</strong></p><ul><li>Master's degree in public administration or related field.</li><li>At least 7 years of experience in procurement.</li><li>Fluency in English and Bangla is required.</li></ul><p><strong>Disclaimer</strong></p><p>We never charge fees for applications.</p>";
  const result = extractRequirements(html);
  expect(result.education).toEqual(["Master's degree in public administration or related field."]);
  expect(result.experience).toEqual(["At least 7 years of experience in procurement."]);
  expect(result.languages).toEqual(["Fluency in English and Bangla is required."]);
  expect(extractRequirements(null)).toEqual({
    education: [],
    experience: [],
    languages: [],
    competencies: [],
    skills: [],
  });
});

test("a real UNICEF posting yields education, experience and language items", () => {
  const result = extractRequirements(readPosting("vacancy-unicef-1770017547374.html"));
  expect(result.education.join(" ")).toMatch(/Bachelor|Master|degree/);
  expect(result.experience.length).toBeGreaterThanOrEqual(3);
  expect(result.languages[0]).toMatch(/Fluency in English is required/);
});

test("a real UNFPA posting yields its education, experience and competencies", () => {
  const result = extractRequirements(readPosting("vacancy-unfpa-1774727875396.html"));
  expect(result.education[0]).toMatch(/^Advanced University Degree/);
  expect(result.experience.some((item) => /five years/.test(item))).toBe(true);
  expect(result.competencies.length).toBeGreaterThanOrEqual(3);
});

test("a real Spanish UN Women posting yields Spanish sections", () => {
  const result = extractRequirements(readPosting("vacancy-unwomen-1774644887546.html"));
  expect(
    result.education.some((item) => /educación secundaria|Título universitario/.test(item)),
  ).toBe(true);
  expect(result.experience.length).toBeGreaterThan(0);
  expect(result.languages.some((item) => /Español|Inglés/.test(item))).toBe(true);
});

test("every real vacancy page extracts without throwing and respects the limits", () => {
  for (const name of [
    "adb-1771263200267",
    "afdb-1770744174826",
    "gcf-1770686608372",
    "idb-1771248615613",
    "ocha-1770708756010",
    "undp-1771227287897",
    "wfp-1774706893159",
    "worldbank-1772284625623",
  ]) {
    const result = extractRequirements(readPosting(`vacancy-${name}.html`));
    for (const items of Object.values(result)) {
      expect(items.length).toBeLessThanOrEqual(5);
      for (const item of items) expect(item.length).toBeGreaterThan(10);
    }
  }
});

test.each([
  ["Fluency in English is required.", [{ language: "English", requirement: "required" }]],
  ["Knowledge of French is an asset.", [{ language: "French", requirement: "desirable" }]],
  [
    "Fluency in English is required; knowledge of Spanish is desirable.",
    [
      { language: "English", requirement: "required" },
      { language: "Spanish", requirement: "desirable" },
    ],
  ],
  [
    "Fluency in English and French is required.",
    [
      { language: "English", requirement: "required" },
      { language: "French", requirement: "required" },
    ],
  ],
  [
    "Working knowledge of Arabic would be an advantage.",
    [{ language: "Arabic", requirement: "desirable" }],
  ],
  [
    "Excellent command of Portuguese, while Russian or Chinese is a plus.",
    [
      { language: "Portuguese", requirement: "required" },
      { language: "Russian", requirement: "desirable" },
      { language: "Chinese", requirement: "desirable" },
    ],
  ],
  [
    "Required Languages\nEnglish\n\nDesired Languages\nFrench",
    [
      { language: "English", requirement: "required" },
      { language: "French", requirement: "desirable" },
    ],
  ],
  [
    "Dominio del español es indispensable. Conocimiento de inglés es deseable.",
    [
      { language: "Spanish", requirement: "required" },
      { language: "English", requirement: "desirable" },
    ],
  ],
  ["The office is located in the English quarter.", []],
] as const)("extractLanguageRequirements(%j)", (text, expected) => {
  expect(extractLanguageRequirements(text)).toEqual(expected);
});
