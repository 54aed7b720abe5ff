import { expect, test } from "vitest";
import {
  formatTeamtailorLocations,
  parseTeamtailorJobs,
  readTeamtailorJobId,
} from "./teamtailor.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) => readPlatformFixture("teamtailor", name);
const feed = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:tt="https://teamtailor.com/locations"><channel><title>Acme</title>${items.join("")}</channel></rss>`;

test("reads UpCloud's real feed: two jobs with their number, place, date and text", () => {
  const page = parseTeamtailorJobs(read("upcloud-jobs.real-trimmed-by-source.rss"), {
    organization: null,
  });
  expect(page).toMatchObject({ itemCount: 2, errors: [] });
  expect(page.postings.map((posting) => [posting.externalId, posting.location])).toEqual([
    // remoteStatus "hybrid": the office is the place.
    ["8323453", "Helsinki, Finland"],
    // remoteStatus "fully": its location "EU" in Helsinki is where the company sits.
    ["7958695", "Remote"],
  ]);
  const [analyst] = page.postings;
  expect(analyst).toMatchObject({
    title: "Business Intelligence Analyst",
    link: "https://upcloud.teamtailor.com/jobs/8323453-business-intelligence-analyst",
    // Without an employer named by the source, the feed's own title.
    organization: "UpCloud",
    postedAt: "2026-09-04T11:50:13.000Z",
  });
  // The escaped HTML of the description is the company's markup, unescaped once.
  expect(analyst?.descriptionHtml).toMatch(
    /^<p><span>We are looking for a <strong>Business Intelligence Analyst<\/strong>/,
  );
});

test("reads Ferd's real feed, written after UpCloud's: Norwegian texts, an open application", () => {
  const page = parseTeamtailorJobs(read("ferd-jobs.real.rss"), { organization: "Ferd AS" });
  expect(page).toMatchObject({ itemCount: 3, errors: [] });
  expect(
    page.postings.map((posting) => [posting.externalId, posting.title, posting.location]),
  ).toEqual([
    ["8344301", "Ferd Digital Internship", "Oslo, Norway"],
    ["8293879", "Ferd - Open position", "Oslo, Norway"],
    ["5513797", "Åpen søknad", "Oslo, Norway"],
  ]);
  expect(page.postings[0]).toMatchObject({
    organization: "Ferd AS",
    postedAt: "2026-09-08T17:07:00.000Z",
  });
  expect(page.postings[0]?.descriptionHtml).toContain(
    '<p class="paragraph"><span><strong>Søknadsfrist:</strong> Kandidater blir kontaktet fortløpende.</span></p>',
  );
  expect(page.postings[1]?.descriptionHtml).toContain(
    '<a target="_blank" href="https://ferd.no/en/contact/work-at-ferd/">',
  );
});

test("a job's number comes from its page's path; another link keeps the guid", () => {
  expect(readTeamtailorJobId("https://ferd.teamtailor.com/jobs/5513797-apen-soknad")).toBe(
    "5513797",
  );
  expect(readTeamtailorJobId("https://acme.teamtailor.com/jobs")).toBeNull();
  expect(readTeamtailorJobId("https://acme.teamtailor.com/jobs/apply-now")).toBeNull();
  const page = parseTeamtailorJobs(
    feed(
      "<item><title>Officer</title><link>https://careers.acme.org/positions/officer</link><guid>c36b4e02</guid></item>",
    ),
    { organization: null },
  );
  expect(page.postings[0]).toMatchObject({ externalId: "c36b4e02", organization: "Acme" });
});

test("several places are each written once; a place without a city keeps its name", () => {
  expect(
    formatTeamtailorLocations({
      remoteStatus: "none",
      "tt:locations": {
        "tt:location": [
          { "tt:name": "Stockholm HQ", "tt:city": "Stockholm", "tt:country": "Sweden" },
          { "tt:name": "Nairobi", "tt:city": "", "tt:country": "Kenya" },
          { "tt:name": "Stockholm", "tt:city": "Stockholm", "tt:country": "Sweden" },
        ],
      },
    }),
  ).toBe("Stockholm, Sweden; Nairobi, Kenya");
  expect(formatTeamtailorLocations({ remoteStatus: "none" })).toBeNull();
  const page = parseTeamtailorJobs(
    feed(
      "<item><title>Officer</title><link>https://acme.teamtailor.com/jobs/1-officer</link><tt:locations/></item>",
    ),
    { organization: null },
  );
  expect(page.postings[0]).toMatchObject({
    location: null,
    descriptionHtml: null,
    postedAt: null,
  });
});

test("an item without a title or an https link is an error; the others are read", () => {
  const page = parseTeamtailorJobs(
    feed(
      "<item><title></title><link>https://acme.teamtailor.com/jobs/1-a</link></item>",
      "<item><title>B</title><link>http://acme.teamtailor.com/jobs/2-b</link></item>",
      "<item><title>C</title><link>https://acme.teamtailor.com/jobs/3-c</link></item>",
    ),
    { organization: null },
  );
  expect(page.itemCount).toBe(3);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["3"]);
  expect(page.errors).toHaveLength(2);
  expect(page.errors[0]).toMatch(/^Teamtailor item #1: title/);
});

test("an empty feed has no jobs; a web page or broken XML throws", () => {
  expect(parseTeamtailorJobs(feed(), { organization: null })).toEqual({
    postings: [],
    errors: [],
    itemCount: 0,
  });
  expect(() =>
    parseTeamtailorJobs("<!DOCTYPE html><html><body>Not found</body></html>", {
      organization: null,
    }),
  ).toThrow(/Teamtailor feed/);
  expect(() => parseTeamtailorJobs('{"data":[]}', { organization: null })).toThrow(/not XML/);
  expect(() => parseTeamtailorJobs("<rss><channel>", { organization: null })).toThrow(
    /not well-formed/,
  );
});
