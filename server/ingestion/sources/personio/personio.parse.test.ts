import { expect, test } from "vitest";
import {
  buildPersonioJobLink,
  describePersonioEmployment,
  formatPersonioOffices,
  parsePersonioPositions,
} from "./personio.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) => readPlatformFixture("personio", name);
const clark = { host: "clark.jobs.personio.de", language: null, organization: null };
const feed = (...positions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>${positions.join("")}</workzag-jobs>`;

test("reads CLARK's real feed: four positions with their offices, employers, contract and text", () => {
  const page = parsePersonioPositions(read("clark-positions.real-trimmed-by-source.xml"), clark);
  expect(page).toMatchObject({ itemCount: 4, errors: [] });
  expect(page.postings.map((posting) => [posting.externalId, posting.location])).toEqual([
    ["2415353", "Berlin; Frankfurt am Main"],
    ["2377588", "Remote"],
    ["342554", "Berlin"],
    ["2335782", "Zürich"],
  ]);
  const [manager, , sales] = page.postings;
  expect(manager).toMatchObject({
    title: "(Senior) CRM Manager (m/w/d)",
    link: "https://clark.jobs.personio.de/job/2415353",
    // The position's own legal entity: the group's holding here, its German company below.
    organization: "CLARK Holding SE",
    // employmentType "permanent" with schedule "full-time": a full-time post on the staff.
    contractType: "Full-time staff appointment",
    level: "experienced",
    postedAt: "2025-11-04T08:40:52+00:00",
  });
  expect(sales?.organization).toBe("Clark Germany GmbH");
  // Each of the four sections under its own name, in the feed's order (the recorder cut each
  // text, so a section may end inside a tag).
  const headings = [...(manager?.descriptionHtml ?? "").matchAll(/<h3>(.*?)<\/h3>/g)].map(
    (match) => match[1],
  );
  expect(headings).toEqual([
    "Wer wir sind",
    "Deine Aufgaben",
    "Das bringts du mit",
    "Deine Benefits - Warum CLARK",
  ]);
  expect(manager?.descriptionHtml).toContain(
    "ist unser Antrieb ganz einfach: <strong>Wir schützen die Welt unserer Kund:innen</strong>.",
  );
  expect(manager).not.toHaveProperty("closingDate");
});

test("the employer a source names wins over the position's legal entity", () => {
  const page = parsePersonioPositions(read("clark-positions.real-trimmed-by-source.xml"), {
    ...clark,
    organization: "CLARK",
  });
  expect(new Set(page.postings.map((posting) => posting.organization))).toEqual(new Set(["CLARK"]));
});

test("links a position's page in the language the feed was asked in", () => {
  expect(buildPersonioJobLink("acaps.jobs.personio.com", "2415353", "en")).toBe(
    "https://acaps.jobs.personio.com/job/2415353?language=en",
  );
  expect(buildPersonioJobLink("clark.jobs.personio.de", "342554", null)).toBe(
    "https://clark.jobs.personio.de/job/342554",
  );
});

test("an empty feed is a company with no open position, not an error", () => {
  for (const body of [
    feed(),
    '<?xml version="1.0" encoding="UTF-8"?>\n\n<workzag-jobs>\n\n\n</workzag-jobs>',
  ])
    expect(parsePersonioPositions(body, clark)).toEqual({
      postings: [],
      errors: [],
      itemCount: 0,
    });
});

test("one position, one office and one section read like several", () => {
  const page = parsePersonioPositions(
    feed(
      "<position><id>7</id><name>Programme Officer</name><office>Geneva</office>",
      "<additionalOffices><office>Nairobi</office></additionalOffices>",
      "<jobDescriptions><jobDescription><name>Your role</name>",
      "<value><![CDATA[<p>Lead the <b>analysis</b> &amp; reports.</p>]]></value>",
      "</jobDescription></jobDescriptions></position>",
    ),
    clark,
  );
  expect(page.errors).toEqual([]);
  expect(page.postings[0]).toMatchObject({
    externalId: "7",
    location: "Geneva; Nairobi",
    descriptionHtml: "<h3>Your role</h3>\n<p>Lead the <b>analysis</b> &amp; reports.</p>",
  });
});

test("a position without an id or a name is an error; the others are read", () => {
  const page = parsePersonioPositions(
    feed(
      "<position><id>1</id><office>Berlin</office></position>",
      "<position><id></id><name>No id</name></position>",
      "<position><id>3</id><name>Kept</name><jobDescriptions></jobDescriptions></position>",
    ),
    clark,
  );
  expect(page.itemCount).toBe(3);
  expect(page.postings.map((posting) => posting.title)).toEqual(["Kept"]);
  expect(page.postings[0]).toMatchObject({ location: null, descriptionHtml: null });
  expect(page.errors).toHaveLength(2);
  expect(page.errors[0]).toMatch(/^Personio position #1 \(id 1\): name:/);
  expect(page.errors[1]).toMatch(/^Personio position #2: id:/);
});

test("a page that is not a Personio feed throws, naming what came back", () => {
  expect(() =>
    parsePersonioPositions("<!DOCTYPE html><html><body>Personio</body></html>", clark),
  ).toThrow(/not well-formed XML|no <workzag-jobs>/);
  expect(() => parsePersonioPositions("<rss><channel></channel></rss>", clark)).toThrow(
    "Personio feed: no <workzag-jobs> root element",
  );
  expect(() => parsePersonioPositions('{"error":"not found"}', clark)).toThrow(
    'Personio feed: not XML (starts "{"error":"not found"}")',
  );
});

test("names each office once, as the company writes it", () => {
  expect(
    formatPersonioOffices({
      office: "Munich",
      additionalOffices: { office: ["Berlin", " munich ", null] },
    }),
  ).toBe("Munich; Berlin");
  expect(formatPersonioOffices({ office: "", additionalOffices: null })).toBeNull();
});

test("puts the employment type and the hours in the contract words", () => {
  expect(describePersonioEmployment({ employmentType: "permanent", schedule: "full-time" })).toBe(
    "full-time permanent",
  );
  expect(describePersonioEmployment({ employmentType: "permanent", schedule: "part-time" })).toBe(
    "part-time permanent",
  );
  // Full or part time is not one number of hours: the type alone.
  expect(
    describePersonioEmployment({ employmentType: "permanent", schedule: "full-or-part-time" }),
  ).toBe("permanent");
  expect(describePersonioEmployment({ employmentType: "intern", schedule: "full-time" })).toBe(
    "intern",
  );
  expect(describePersonioEmployment({ employmentType: "working_student", schedule: null })).toBe(
    "working student",
  );
  expect(describePersonioEmployment({ employmentType: null, schedule: "full-time" })).toBeNull();
});
