import * as cheerio from "cheerio";
import { expect, test } from "vitest";
import { normaliseGradeCode } from "#domain/grades";
import { normalisePosting } from "#domain/normalise-posting";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";
import {
  parseItciloVacancyList,
  parseItciloVacancyPage,
  readItciloVacancyId,
} from "./itcilo-jobs.parse";

const LIST_URL = "https://jobs.itcilo.org/";
const LIST = readPlatformFixture("itcilo-jobs", "current-listing-20260913.real.html");
const page = (id: string) =>
  readPlatformFixture("itcilo-jobs", `vacancy-${id}-20260913.TRIMMED.html`);

test("the real list of 2026-09-13: every vacancy row, with its level and closing date, each linked to its page", () => {
  const list = parseItciloVacancyList(LIST, LIST_URL, "ITCILO");
  expect(list.errors).toEqual([]);
  expect(list.itemCount).toBe(3);
  expect(list.postings).toEqual([
    {
      title:
        "Associate Programme Officer, Rural and Local Economic Transformation and Entrepreneurship",
      organization: "ITCILO",
      location: null,
      grade: "P 2",
      deadlineText: "Closing Date: Oct. 9, 2026",
      deadlineDecided: true,
      link: "https://jobs.itcilo.org/view_vacancy/207",
      externalId: "207",
    },
    expect.objectContaining({
      title: "Associate Programme Officer, Productivity and Innovation in SMEs",
      grade: "P 2",
      externalId: "208",
    }),
    expect.objectContaining({
      // An internal vacancy is listed like any other, its title as written.
      title: "Programme Assistant (Internal Vacancy)",
      grade: "G 5",
      deadlineText: "Closing Date: Sept. 24, 2026",
      link: "https://jobs.itcilo.org/view_vacancy/209",
      externalId: "209",
    }),
  ]);
  // The list's levels are read by the grade rules of the domain.
  expect(list.postings.map((posting) => normaliseGradeCode(posting.grade))).toEqual([
    "P-2",
    "P-2",
    "G-5",
  ]);
});

test("a row whose title links elsewhere is an error line; a page without the vacancy heading throws", () => {
  const $ = cheerio.load(LIST);
  $('a[href="view_vacancy/208"]').attr("href", "/create_application/208");
  const list = parseItciloVacancyList($.html(), LIST_URL, "ITCILO");
  expect(list.postings.map((posting) => posting.externalId)).toEqual(["207", "209"]);
  expect(list.itemCount).toBe(3);
  expect(list.errors).toEqual([
    'ITCILO list row 2 ("Associate Programme Officer, Productivity and Innovation in SMEs"): no link to a vacancy\'s page',
  ]);

  expect(() => parseItciloVacancyList(page("207"), LIST_URL, "ITCILO")).toThrow(
    /not the vacancy list/,
  );
});

test("a list whose vacancy table is empty holds no postings and no errors", () => {
  const $ = cheerio.load(LIST);
  $("table.postvacant tbody tr").remove();
  const list = parseItciloVacancyList($.html(), LIST_URL, "ITCILO");
  expect(list).toEqual({ postings: [], errors: [], itemCount: 0 });
});

test("vacancy ids are read from links to a vacancy's page only", () => {
  expect(readItciloVacancyId("view_vacancy/207", LIST_URL)).toBe("207");
  expect(readItciloVacancyId("https://jobs.itcilo.org/view_vacancy/209", LIST_URL)).toBe("209");
  expect(readItciloVacancyId("/create_application/207", LIST_URL)).toBeNull();
  expect(
    readItciloVacancyId("https://jobs.itcilo.org/view_vacancy/207/view_vacancy/207", LIST_URL),
  ).toBeNull();
});

test("a real vacancy page: its General Information lines and its text without the share links", () => {
  const vacancy = parseItciloVacancyPage(page("207"));
  expect(vacancy).toMatchObject({
    title:
      "Associate Programme Officer, Rural and Local Economic Transformation and Entrepreneurship",
    location: "Turin, Italy",
    grade: "P 2",
    contractType:
      "FULL TIME - Fixed Term, Regular Budget. Two years + extension subject to satisfactory performance",
    deadlineText: "Application Deadline: Oct. 9, 2026",
  });
  expect(Object.fromEntries(vacancy.fields)).toEqual({
    Number: "04/2026",
    Grade: "P 2",
    "Contract Type":
      "FULL TIME - Fixed Term, Regular Budget. Two years + extension subject to satisfactory performance",
    "Application Deadline": "Oct. 9, 2026",
    "Organization unit": "Sustainable Enterprises and Economies Programme",
    "Duty Station": "Turin, Italy",
  });
  const description = vacancy.descriptionHtml ?? "";
  expect(description).toContain("Functional responsibilities");
  expect(description).toContain("9 October 2026</strong>, close of business (CET)");
  expect(description).not.toContain("Share on Facebook");
  expect(description).not.toContain("Vacancies List");
});

test("the internal vacancy's page: a General Service grade, its own deadline, its eligibility text kept", () => {
  const vacancy = parseItciloVacancyPage(page("209"));
  expect(vacancy).toMatchObject({
    title: "Programme Assistant (Internal Vacancy)",
    location: "Turin, Italy",
    grade: "G 5",
    deadlineText: "Application Deadline: Sept. 24, 2026",
  });
  expect(vacancy.descriptionHtml).toContain("INTERNAL competition");
});

test("a page without the General Information lines states no duty station, grade or deadline", () => {
  const $ = cheerio.load(page("208"));
  $(".infovacancy").remove();
  const vacancy = parseItciloVacancyPage($.html());
  expect(vacancy.title).toBe("Associate Programme Officer, Productivity and Innovation in SMEs");
  expect(vacancy).toMatchObject({
    location: null,
    grade: null,
    contractType: null,
    deadlineText: null,
  });
});

test("normalised, the page's facts give Turin, the grade, the contract kind and the closing day", () => {
  const now = new Date("2026-09-13T12:00:00Z");
  const read = (id: string) => {
    const vacancy = parseItciloVacancyPage(page(id));
    return normalisePosting(
      {
        title: vacancy.title ?? "",
        organization: "ITCILO",
        location: vacancy.location,
        grade: vacancy.grade,
        contractType: vacancy.contractType,
        deadlineText: vacancy.deadlineText,
        deadlineDecided: true,
        descriptionHtml: vacancy.descriptionHtml,
        link: `https://jobs.itcilo.org/view_vacancy/${id}`,
        externalId: id,
      },
      now,
    );
  };
  const [officer, assistant] = [read("208"), read("209")];
  expect(officer).toMatchObject({
    city: "Turin",
    countryCode: "IT",
    gradeCode: "P-2",
    contractType: "staff",
    organizationSlug: "itcilo",
  });
  expect(officer.deadline?.localDate).toBe("2026-10-09");
  expect(assistant).toMatchObject({ gradeCode: "G-5", contractType: "national" });
  expect(assistant.deadline?.localDate).toBe("2026-09-24");
});
