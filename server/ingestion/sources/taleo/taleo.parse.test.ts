import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import {
  findTaleoField,
  parseTaleoDetailFields,
  decodeTaleoField,
  parseTaleoDetail,
  parseTaleoSearchPage,
  readTaleoLocation,
  WHO_COLUMNS,
  WIPO_COLUMNS,
} from "./taleo.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/taleo/${name}`, import.meta.url),
    "utf8",
  );
const options = {
  host: "careers.who.int",
  section: "ex",
  columns: WHO_COLUMNS,
  organization: "World Health Organization",
};

test("reads totals and every requisition of a searchjobs page", () => {
  const page = parseTaleoSearchPage(read("searchjobs-page-1.synthetic.json"), options);
  expect(page.totalCount).toBe(5);
  expect(page.itemCount).toBe(3);
  expect(page.errors).toEqual([]);
  expect(page.postings.map((posting) => posting.externalId)).toEqual([
    "2601234",
    "2600987",
    "2601102",
  ]);
});

test.each([
  {
    index: 0,
    expected: {
      title: "Technical Officer (Health Emergency Information and Risk Assessment)",
      externalId: "2601234",
      link: "https://careers.who.int/careersection/ex/jobdetail.ftl?job=2601234&lang=en",
      location: "Switzerland-Geneva",
      grade: "P4",
      contractType: "Fixed-term appointment",
      // WHO's column 5 is the closing date (jobagg's live-tested WHO layout), not the posting date.
      postedAt: null,
      organization: "World Health Organization",
      deadlineText: "Feb 26, 2026",
      deadlineDecided: true,
    },
  },
  {
    index: 1,
    expected: {
      title: "National Professional Officer (Polio Eradication)",
      externalId: "2600987",
      link: "https://careers.who.int/careersection/ex/jobdetail.ftl?job=2600987&lang=en",
      location: "Ethiopia-Addis Ababa",
      grade: "NO-B",
      contractType: "Fixed-term appointment",
      // WHO's column 5 is the closing date (jobagg's live-tested WHO layout), not the posting date.
      postedAt: null,
      organization: "World Health Organization",
      deadlineText: "Feb 24, 2026",
      deadlineDecided: true,
    },
  },
])("maps WHO columns of requisition $index", ({ index, expected }) => {
  const page = parseTaleoSearchPage(read("searchjobs-page-1.synthetic.json"), options);
  expect(page.postings[index]).toEqual(expected);
});

test("falls back to the organization column when no organisation is configured", () => {
  const page = parseTaleoSearchPage(read("searchjobs-page-1.synthetic.json"), {
    ...options,
    organization: null,
  });
  expect(page.postings.map((posting) => posting.organization)).toEqual([
    "HQ/WHE Health Emergencies Programme",
    "AF/ETH Ethiopia",
    "HQ/HEF Health Financing and Economics",
  ]);
});

test("joins a JSON-list location cell with semicolons", () => {
  const page = parseTaleoSearchPage(read("searchjobs-page-2.synthetic.json"), options);
  expect(page.postings[1]?.location).toBe("Egypt-Cairo; Jordan-Amman");
  expect(page.postings[1]?.contractType).toBe("Temporary appointment under Staff Rule 420.4");
});

test("honours a custom column map and the fallback organisation", () => {
  const payload = JSON.stringify({
    requisitionList: [
      {
        jobId: 1,
        contestNo: "26255-FT_LT_ROS",
        column: ["Patent Examiner", "Geneva", "15-Mar-2026"],
      },
    ],
    pagingData: { totalCount: 1 },
  });
  const page = parseTaleoSearchPage(payload, {
    host: "wipo.taleo.net",
    section: "wp_2",
    columns: { title: 0, location: 1, deadline: 2 },
    organization: "WIPO",
  });
  expect(page.postings[0]).toMatchObject({
    title: "Patent Examiner",
    location: "Geneva",
    deadlineText: "15-Mar-2026",
    organization: "WIPO",
    link: "https://wipo.taleo.net/careersection/wp_2/jobdetail.ftl?job=26255-FT_LT_ROS&lang=en",
  });
});

test("URL-encodes IAEA-style job numbers in the detail link", () => {
  const payload = JSON.stringify({
    requisitionList: [{ contestNo: "2026/0392 (018661)", column: ["Safeguards Inspector"] }],
  });
  const page = parseTaleoSearchPage(payload, { ...options, host: "iaea.taleo.net" });
  expect(page.postings[0]?.link).toBe(
    "https://iaea.taleo.net/careersection/ex/jobdetail.ftl?job=2026%2F0392%20(018661)&lang=en",
  );
  expect(page.totalCount).toBeNull();
});

test("records a requisition without a title or contestNo as an error", () => {
  const payload = JSON.stringify({
    requisitionList: [
      { contestNo: "1", column: ["", "x"] },
      { column: ["Driver"] },
      { contestNo: "3", column: "oops" },
    ],
  });
  const page = parseTaleoSearchPage(payload, options);
  expect(page.postings).toEqual([]);
  expect(page.errors).toEqual([
    "Taleo requisition #1: no title in column 0",
    'Taleo requisition #2: "Driver" has no contestNo',
    expect.stringContaining("Taleo requisition #3: column:"),
  ]);
});

test.each([
  ["<html>Access denied</html>", /not JSON/],
  ['{"error":"session expired"}', /requisitionList/],
  ['{"requisitionList":{}}', /requisitionList/],
])("throws on a malformed payload %#", (payload, message) => {
  expect(() => parseTaleoSearchPage(payload, options)).toThrow(message);
});

test("decodes the description from the detail page's initialHistory field", () => {
  const description = parseTaleoDetail(read("jobdetail-2601234.synthetic.html"));
  expect(description).toMatch(/^<p><b>Purpose of the Position<\/b><\/p>/);
  expect(description).toContain(
    "<li>Maintain the event-based surveillance dashboards and situation reports.</li>",
  );
  expect(description).toContain("Master's level");
});

test("falls back to editablesection blocks, and to null without a description", () => {
  expect(parseTaleoDetail('<div class="editablesection"><p>Duties</p></div>')).toBe(
    "<p>Duties</p>",
  );
  expect(parseTaleoDetail("<html><body>Please enable JavaScript</body></html>")).toBeNull();
});

const readReal = (name: string) => readPlatformFixture("taleo", name);

test("real WHO page: the initialHistory description loses Taleo's backslash escapes", () => {
  const description = parseTaleoDetail(
    readReal("who-jobdetail-2603964-initialHistory.EXCERPT.html"),
  );
  expect(description).toContain("The cluster strategic directions are as follows: (1) Leadership");
  expect(description).toContain(">http://www.whed.net/</a>");
  expect(description).not.toMatch(/\\[:/]/);
});

test("Taleo field decoding: percent runs, a stray percent sign, escaped separators", () => {
  expect(decodeTaleoField("11%5C:59%5C:00 PM")).toBe("11:59:00 PM");
  expect(decodeTaleoField("up to 50% of %3Cb%3Etime%3C/b%3E")).toBe("up to 50% of <b>time</b>");
  expect(decodeTaleoField("C%3A%5C%5Cdata")).toBe("C:\\data");
  expect(decodeTaleoField("applicant%E2%80%99s")).toBe("applicant’s");
});

test("the WIPO layout and day-first dates come from the options", () => {
  const page = parseTaleoSearchPage(
    JSON.stringify({
      requisitionList: [
        {
          contestNo: "26247-FT_LT",
          column: [
            "Senior Client Support Assistant (three posts)",
            "G6",
            "PCT",
            "26247-FT_LT",
            "",
            "",
            '["CH-Geneva"]',
            "",
            "03/09/2026",
          ],
        },
      ],
    }),
    {
      ...options,
      columns: WIPO_COLUMNS,
      host: "wipo.taleo.net",
      section: "wp_2",
      dayFirst: true,
      timeZone: "GMT+02:00",
    },
  );
  expect(page.postings[0]).toMatchObject({
    grade: "G6",
    location: "Geneva, Switzerland",
    deadlineText: "03/09/2026 (DD/MM/YYYY) GMT+02:00",
    deadlineDecided: true,
  });
});

test.each([
  ["CH-Geneva", "Geneva, Switzerland"],
  ["Switzerland-CH-Geneva", "Geneva, Switzerland"],
  ["Japan-JP-Tokyo", "Tokyo, Japan"],
  ["Burkina Faso-Ouagadougou", "Burkina Faso-Ouagadougou"],
  ["Bolivia, Plurinational State of-Chuquisaca", "Bolivia, Plurinational State of-Chuquisaca"],
  ["CH-Geneva; Ethiopia-Addis Ababa", "Geneva, Switzerland; Ethiopia-Addis Ababa"],
])("readTaleoLocation(%j)", (cell, expected) => {
  expect(readTaleoLocation(cell)).toBe(expected);
});

test("real ADB page: labelled fields from the page script, fixed labels and section-named ones", () => {
  const fields = parseTaleoDetailFields(
    readReal("adb-jobdetail-260856-20260913.real-trimmed.html"),
  );
  expect(Object.fromEntries(fields)).toEqual({
    "Primary Location": "Asian Development Bank-India Resident Mission-India",
    Department: "Climate Change and Sustainable Development Department",
    Division: "Strategy and Engagement Division",
    "Staff Category": "Technical Local - Field Office",
    "Position Level": "TL5",
    "Job Posting": "07-Sep-2026, 11:10:28 AM",
    "Closing Date (Period for Applying) - Internal": "21-Sep-2026, 11:59:00 PM",
  });
  expect(findTaleoField(fields, /\bgrade\b|\bposition level\b/i)).toBe("TL5");
  // A page whose script is missing (the WHO excerpt) has no labelled fields.
  expect(
    parseTaleoDetailFields(readReal("fao-jobdetail-2601865-20260913.real-trimmed.html")).size,
  ).toBe(0);
});
