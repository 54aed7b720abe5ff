import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import {
  buildWorkdayApiBase,
  buildWorkdayPublicLink,
  parseWorkdayDetail,
  parseWorkdayList,
  readPostingId,
  resolvePostedOn,
} from "./workday.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/workday");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const UNHCR = {
  host: "unhcr.wd3.myworkdayjobs.com",
  tenant: "unhcr",
  site: "External",
  locale: "en-GB",
};
const WFP = { host: "wd3.myworkdaysite.com", tenant: "wfp", site: "job_openings" };
const NOW = new Date("2026-02-25T11:00:00Z");

test("UNHCR list offset 0: total, titles, locationsText, relative postedOn, public links, ids", () => {
  const page = parseWorkdayList(
    readFixture("unhcr-list-offset-0.synthetic.json"),
    UNHCR,
    NOW,
    "UNHCR",
  );
  expect(page.total).toBe(5);
  expect(page.itemCount).toBe(2);
  expect(page.errors).toEqual([]);
  expect(page.entries).toEqual([
    {
      externalPath: "/job/Geneva-Switzerland/Inspector-General_JR2561448-2",
      posting: {
        title: "Inspector General",
        organization: "UNHCR",
        location: "Geneva, Switzerland",
        descriptionHtml: null,
        postedAt: "2026-02-24",
        link: "https://unhcr.wd3.myworkdayjobs.com/en-GB/External/job/Geneva-Switzerland/Inspector-General_JR2561448-2",
        externalId: "JR2561448-2",
      },
    },
    expect.objectContaining({
      posting: expect.objectContaining({
        title: "Associate Events Officer (High Value Private Sector)",
        location: "Copenhagen (HQ), Denmark",
        postedAt: "2026-01-26",
        externalId: "JR2663201",
      }) as unknown,
    }),
  ]);
});

test("UNHCR list offset 2: a posting without externalPath is an error entry", () => {
  const page = parseWorkdayList(readFixture("unhcr-list-offset-2.synthetic.json"), UNHCR, NOW);
  expect(page.total).toBe(0);
  expect(page.entries.map((entry) => entry.posting.externalId)).toEqual(["JR2665088-1"]);
  expect(page.entries[0]!.posting.postedAt).toBe("2026-02-25");
  expect(page.errors).toHaveLength(1);
  expect(page.errors[0]).toMatch(/^Workday "Senior Admin Finance Assistant": .*externalPath/);
});

test("detail: description, start/end dates, location plus additional locations, public URL, org", () => {
  expect(parseWorkdayDetail(readFixture("unhcr-detail-JR2561448-2.synthetic.json"))).toEqual({
    title: "Inspector General",
    descriptionHtml: expect.stringContaining(
      "<p><b>Deadline for Applications</b></p><p>March 17, 2026</p>",
    ) as string,
    location: "Geneva, Switzerland",
    postedAt: "2026-02-24",
    expiresAt: "2026-03-17",
    contractType: "Full time",
    link: "https://unhcr.wd3.myworkdayjobs.com/en-GB/External/job/Geneva-Switzerland/Inspector-General_JR2561448-2",
    organization: "UNHCR",
  });
  const noEnd = parseWorkdayDetail(readFixture("unhcr-detail-JR2664666-1.synthetic.json"));
  expect(noEnd.location).toBe("Belmopan, Belize; San Salvador, El Salvador");
  expect(noEnd.expiresAt).toBeUndefined();
});

test("WFP on wd3.myworkdaysite.com: API base and /recruiting public link", () => {
  expect(buildWorkdayApiBase(WFP)).toBe("https://wd3.myworkdaysite.com/wday/cxs/wfp/job_openings");
  const page = parseWorkdayList(readFixture("wfp-list-offset-0.synthetic.json"), WFP, NOW);
  expect(page.entries[0]!.posting).toMatchObject({
    title: "Director, Internal Audit (D1)",
    location: "Rome",
    postedAt: "2026-02-22",
    link: "https://wd3.myworkdaysite.com/recruiting/wfp/job_openings/job/Rome/Director--Internal-Audit--D1-_JR117745",
    externalId: "JR117745",
  });
  expect(parseWorkdayDetail(readFixture("wfp-detail-JR117745.synthetic.json"))).toMatchObject({
    organization: "World Food Programme",
    postedAt: "2026-02-18",
  });
});

test.each([
  ["Posted Today", "2026-02-25"],
  ["Posted Yesterday", "2026-02-24"],
  ["Posted 2 Days Ago", "2026-02-23"],
  ["posted  7 days ago", "2026-02-18"],
  ["Posted 30+ Days Ago", "2026-01-26"],
  ["Posted 03/01/2026", null],
  ["", null],
])("resolvePostedOn(%j)", (text, expected) => {
  expect(resolvePostedOn(text, NOW)).toBe(expected);
});

test.each([
  ["/job/Ankara-Turkiye/Protection-Associate_JR2665088-1", "JR2665088-1"],
  ["/job/Washington-DC/Economist_26-R9262", "26-R9262"],
  ["/job/Geneva/Officer", "/job/Geneva/Officer"],
])("readPostingId(%j)", (externalPath, id) => {
  expect(readPostingId(externalPath)).toBe(id);
});

test("public link on myworkdayjobs.com defaults to en-US", () => {
  expect(
    buildWorkdayPublicLink(
      { host: "imf.wd5.myworkdayjobs.com", tenant: "imf", site: "IMF" },
      "/job/x_1",
    ),
  ).toBe("https://imf.wd5.myworkdayjobs.com/en-US/IMF/job/x_1");
});

test.each([
  ["HTML instead of JSON", "<!DOCTYPE html><html></html>", /Workday list is not JSON/],
  ["no jobPostings", '{"total": 3}', /unexpected shape: .*jobPostings/s],
  ["truncated", readFixture("unhcr-list-offset-0.synthetic.json").slice(0, 120), /not JSON/],
])("list: %s throws a clear error", (_label, body, message) => {
  expect(() => parseWorkdayList(body, UNHCR, NOW)).toThrow(message);
});

test("detail without jobPostingInfo throws", () => {
  expect(() => parseWorkdayDetail('{"errorCode":"NOT_FOUND"}')).toThrow(
    /Workday detail has an unexpected shape: .*jobPostingInfo/s,
  );
});
