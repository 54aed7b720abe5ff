import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { dayFirstDate, parseImoVacancies } from "./imo-recruit.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/imo-recruit");
const REAL = readFileSync(
  path.join(FIXTURES, "current-vacancies-20260915.real-trimmed.json"),
  "utf8",
);

test("a real IMO vacancy: headquarters duty station, grade, contract, day-first dates, page link and sectioned description", () => {
  const page = parseImoVacancies(REAL, "IMO");
  expect(page.itemCount).toBe(1);
  expect(page.errors).toEqual([]);
  expect(page.postings[0]).toMatchObject({
    title: "Senior Editorial Assistant",
    organization: "IMO",
    location: "London, United Kingdom",
    grade: "G.6",
    contractType: "Permanent, Regular (General Service)",
    postedAt: "2026-09-04",
    closingDate: "2026-09-25",
    deadlineText: "25/09/2026 (DD/MM/YYYY)",
    link: "https://recruit.imo.org/vacancies/940",
    externalId: "940",
  });
  const description = page.postings[0]?.descriptionHtml ?? "";
  expect(description).toMatch(/^<h3>Purpose of the post<\/h3>/);
  expect(description).toContain("<h3>Main duties and responsibilities</h3>");
  expect(description).toContain("£48,722 net per annum");
});

test("a vacancy without title is an error; a body that is not an array throws", () => {
  const vacancies = JSON.parse(REAL) as Record<string, unknown>[];
  const broken = JSON.stringify([...vacancies, { jobVacancyId: 981, title: " " }]);
  const page = parseImoVacancies(broken, "IMO");
  expect(page.postings).toHaveLength(1);
  expect(page.itemCount).toBe(2);
  expect(page.errors[0]).toMatch(/^IMO vacancy 981:/);
  expect(() => parseImoVacancies('{"value":[]}', "IMO")).toThrow(/expected a JSON array/);
  expect(() => parseImoVacancies("<html>", "IMO")).toThrow(/not JSON/);
});

test("dayFirstDate reads DD/MM/YYYY only", () => {
  expect(dayFirstDate("04/09/2026")).toBe("2026-09-04");
  expect(dayFirstDate("31/02/2026")).toBeNull();
  expect(dayFirstDate("0001-01-01T00:00:00")).toBeNull();
  expect(dayFirstDate(undefined)).toBeNull();
});
