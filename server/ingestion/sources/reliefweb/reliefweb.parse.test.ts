import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import {
  buildReliefWebBody,
  findEmployerLinks,
  parseReliefWebEnvelope,
  parseReliefWebJobs,
} from "./reliefweb.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/reliefweb");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

test("real v1 envelope (disasters, trimmed to 25 items): counts and links.next paging", () => {
  const envelope = parseReliefWebEnvelope(readFixture("api-v1-disasters-list-trimmed25.json"));
  expect(envelope.totalCount).toBe(3677);
  expect(envelope.count).toBe(1000);
  expect(envelope.items).toHaveLength(25);
  expect(envelope.nextHref).toBe(
    "https://api.reliefweb.int/v1/disasters?appname=vocabulary&preset=external&limit=1000&offset=1000",
  );
});

test("a non-job envelope parses, and every item without a title is an error entry", () => {
  const page = parseReliefWebJobs(readFixture("api-v1-disasters-list-trimmed25.json"));
  expect(page.postings).toEqual([]);
  expect(page.itemCount).toBe(25);
  expect(page.errors).toHaveLength(25);
  expect(page.errors[0]).toMatch(/^ReliefWeb job 52108: .*fields\.title/);
});

test("jobs page: full mapping of the first job", () => {
  const page = parseReliefWebJobs(readFixture("jobs-list.synthetic.json"));
  expect(page.totalCount).toBe(5);
  expect(page.count).toBe(4);
  expect(page.nextHref).toMatch(/offset=4$/);
  expect(page.postings[0]).toEqual({
    title: "Nutrition Specialist (Emergency), P-3, Fixed Term",
    organization: "United Nations Children's Fund",
    location: "Addis Ababa, Ethiopia; Jijiga, Ethiopia",
    descriptionHtml:
      '<h3>Purpose of the position</h3><p>The Nutrition Specialist supports the <strong>emergency nutrition response</strong> in Somali and Afar regions.</p><ul><li>Lead the CMAM scale-up</li><li>Coordinate with the Nutrition Cluster</li></ul>\n<h2>How to apply</h2>\n<p>Apply through <a href="https://careers.pageuppeople.com/671/cw/en-us/job/589340">UNICEF\'s careers site</a>.</p>',
    level: "5-9 years",
    contractType: "Job",
    postedAt: "2026-02-02T06:00:00+00:00",
    closingDate: "2026-03-02T00:00:00+00:00",
    deadlineText: "2026-03-02",
    link: "https://reliefweb.int/job/4198765",
    externalId: "4198765",
    alternateLinks: [
      "https://careers.pageuppeople.com/671/cw/en-us/job/589340",
      "https://reliefweb.int/job/4198765/nutrition-specialist-emergency-p-3-fixed-term",
    ],
  });
});

test("real v2 answer (reliefweb-mirror, fetched 2026-10-06, rebuilt from its records): six jobs", () => {
  const answer = readFileSync(
    path.join(
      import.meta.dirname,
      "../../../../tests/fixtures/platforms/reliefweb/jobs-v2-migration-20261006.rebuilt-from-TRIMMED.json",
    ),
    "utf8",
  );
  const page = parseReliefWebJobs(answer);
  expect(page.errors).toEqual([]);
  expect(page.postings).toHaveLength(6);
  const first = page.postings[0]!;
  // No city field on these jobs: the location is the country; the link is the node address.
  expect(first).toMatchObject({
    title: "Project Assistant (DTM)",
    organization: "CTG (Committed To Good)",
    location: "Nigeria",
    contractType: "Consultancy",
    level: "3-4 years",
    postedAt: "2026-10-06T08:42:11+00:00",
    closingDate: "2026-10-18T00:00:00+00:00",
    deadlineText: "2026-10-18",
    link: "https://reliefweb.int/node/4232801",
    externalId: "4232801",
  });
  expect(page.postings.map((posting) => [posting.externalId, posting.deadlineText])).toEqual([
    ["4232801", "2026-10-18"],
    ["4232649", "2026-10-19"],
    ["4232444", "2026-12-31"],
    ["4232380", "2026-10-25"],
    ["4232327", "2026-10-14"],
    ["4232130", "2026-11-30"],
  ]);
  // These records hold `body` (Markdown) without `body-html`: it is rendered, not shown as marks.
  const jrs = page.postings[5]!.descriptionHtml ?? "";
  expect(jrs).toContain(
    "<strong>Location: Bangkok, Thailand with possibility to move Chiang Mai</strong>",
  );
  expect(jrs).not.toContain("**");
});

test("a body in Markdown keeps raw HTML as text", () => {
  const answer = JSON.stringify({
    totalCount: 1,
    count: 1,
    data: [
      {
        id: "1",
        fields: {
          title: "Officer",
          url: "https://reliefweb.int/node/1",
          body: "**Duty station:** Juba\n\n<script>alert(1)</script>",
        },
      },
    ],
  });
  const html = parseReliefWebJobs(answer).postings[0]?.descriptionHtml ?? "";
  expect(html).toContain("<p><strong>Duty station:</strong> Juba</p>");
  expect(html).not.toContain("<script>");
});

test("how-to-apply links: the employer's web pages are kept, e-mail and job boards are not", () => {
  expect(
    findEmployerLinks(
      '<p>Apply on <a href="https://jobs.undp.org/cj_view_job.cfm?cur_job_id=1">UNDP Jobs</a>, ' +
        'or e-mail <a href="mailto:hr@example.org">HR</a>; also listed on ' +
        '<a href="https://unjobs.org/vacancies/1">UNjobs</a> and ' +
        '<a href="https://reliefweb.int/job/1">ReliefWeb</a>; ' +
        '<a href="/relative">here</a>, <a href="https://jobs.undp.org/cj_view_job.cfm?cur_job_id=1">again</a>.</p>',
    ),
  ).toEqual(["https://jobs.undp.org/cj_view_job.cfm?cur_job_id=1"]);
  expect(findEmployerLinks("<p>Submit your CV via the link on this page.</p>")).toEqual([]);
});

test.each([
  [
    1,
    "4198802",
    "Roster: Humanitarian Information Management Consultants",
    // No country, and a text that says nothing of remote work ("a roster … for surge deployments").
    null,
    "Consultancy",
    "UN Office for the Coordination of Humanitarian Affairs",
  ],
  [
    2,
    "4198811",
    "Regional Protection Adviser (Horn of Africa)",
    "Kenya; Somalia",
    "Job",
    "Norwegian Refugee Council",
  ],
])(
  "jobs page item %i (%s): title, location, type, source",
  (index, id, title, location, contractType, organization) => {
    const posting = parseReliefWebJobs(readFixture("jobs-list.synthetic.json")).postings[index];
    expect(posting).toMatchObject({ externalId: id, title, location, contractType, organization });
  },
);

test("a job without a title is reported by id; the others parse", () => {
  const page = parseReliefWebJobs(readFixture("jobs-list.synthetic.json"));
  expect(page.itemCount).toBe(4);
  expect(page.postings).toHaveLength(3);
  expect(page.errors).toHaveLength(1);
  expect(page.errors[0]).toMatch(/^ReliefWeb job 4198820: .*fields\.title/);
  expect(page.postings[2]!.descriptionHtml).toBe(
    "<p>The Regional Protection Adviser covers NRC's programmes in Kenya and Somalia.</p>",
  );
});

test("last page: no links.next", () => {
  const page = parseReliefWebJobs(readFixture("jobs-list-offset-4.synthetic.json"));
  expect(page.nextHref).toBeNull();
  expect(page.postings[0]).toMatchObject({
    title: "Communication Associate (UNV), Tindouf",
    location: "Tindouf, Algeria",
    contractType: "Volunteer Opportunity",
    level: "0-2 years",
  });
});

test.each([
  [
    "the 403 error body",
    readFixture("error-403-access-denied.synthetic.json"),
    /unexpected shape: .*totalCount/s,
  ],
  [
    "an HTML page",
    "<!DOCTYPE html><html><body>not available for scraping</body></html>",
    /not JSON .*starts "<!DOCTYPE html>/,
  ],
  [
    "truncated JSON",
    readFixture("jobs-list.synthetic.json").slice(0, 500),
    /ReliefWeb answer is not JSON/,
  ],
])("%s throws a clear error", (_label, body, message) => {
  expect(() => parseReliefWebJobs(body)).toThrow(message);
});

test("request body: latest preset, full profile, offset paging, optional filter", () => {
  expect(buildReliefWebBody(200, 100)).toEqual({
    preset: "latest",
    profile: "full",
    limit: 100,
    offset: 200,
  });
  const filter = { field: "source.shortname", value: "UNICEF" };
  expect(buildReliefWebBody(0, 10, filter)).toMatchObject({ filter });
});

// The real records of reliefweb-mirror's "data-me" file (deniskierans/reliefweb-mirror
// data/jobs-data-me.json @ 22bc8db3bfdeab9a658429d28c70075b6a1ad51b), rebuilt as the API answers them.
const dataMeMore = () =>
  parseReliefWebJobs(
    readFileSync(
      path.join(
        import.meta.dirname,
        "../../../../tests/fixtures/platforms/reliefweb/jobs-v2-data-me-more-20261006.rebuilt-from-TRIMMED.json",
      ),
      "utf8",
    ),
  ).postings;

test("a job without a country names no place by that alone: ACT Alliance's text names none, so its location is empty, not remote", () => {
  // ACT Alliance 4232493, "Humanitarian Communications Officer": no `country`, and a text that
  // speaks of "164 members working together in over 125 countries" and "international travel".
  const act = dataMeMore().find((posting) => posting.externalId === "4232493");
  expect(act?.location).toBeNull();
});

test("a job without a country is remote only when its title or text says so", () => {
  const locations = new Map(dataMeMore().map((posting) => [posting.externalId, posting.location]));
  // ALIMA 4232657: "LIEU DE MISSION : BAHAI /TCHAD", a place ReliefWeb did not file.
  expect(locations.get("4232657")).toBeNull();
  // EmpowerVan 4232576: "… – Remote, approx. 4 hrs/week" in its title.
  expect(locations.get("4232576")).toBe("Remote");
  // A country beside the word in the text is read as before (OCHA 4231692: "Istanbul (in-person,
  // remotely or hybrid)", ReliefWeb's city Gaziantep).
  expect(locations.get("4231692")).toBe("Gaziantep, Türkiye");
});

test("a job in a country is remote when its text says the post itself is remote", () => {
  // The IRC's 4232241 ("This position is a remote working environment", country United States);
  // the rule was first tested on SPOON Foundation 4231556 ("This is a US-based remote position",
  // tests/fixtures/platforms/reliefweb/jobs-v2-migration-data-fourth-20261006.rebuilt-from-TRIMMED.json).
  const fourth = parseReliefWebJobs(
    readFileSync(
      path.join(
        import.meta.dirname,
        "../../../../tests/fixtures/platforms/reliefweb/jobs-v2-migration-data-fourth-20261006.rebuilt-from-TRIMMED.json",
      ),
      "utf8",
    ),
  ).postings;
  const locations = new Map(
    [...dataMeMore(), ...fourth].map((posting) => [posting.externalId, posting.location]),
  );
  expect(locations.get("4231556")).toBe("Remote, United States of America");
  // A country whose text says nothing of the post's remote work stays the country (Concern
  // Worldwide 4231312: "fully office based").
  expect(locations.get("4231312")).not.toMatch(/Remote/);
});

test("a source whose international organisation the text names is that organisation", () => {
  // BRAC 4232594 ("migration-data" capture: "BRAC International is Hiring!") prompted the reading;
  // it was first tested on Habitat for Humanity 4230700 ("At Habitat for Humanity International
  // (HFHI), …", "fifth" capture) and Shelter for Life 4231509 ("Shelter For Life International
  // (SFL) is anticipating …", "migration-data-fourth"), each as the text writes it.
  const read = (name: string) =>
    parseReliefWebJobs(
      readFileSync(
        path.join(
          import.meta.dirname,
          `../../../../tests/fixtures/platforms/reliefweb/${name}.rebuilt-from-TRIMMED.json`,
        ),
        "utf8",
      ),
    ).postings;
  const employers = new Map(
    [
      ...read("jobs-v2-migration-data-20261006"),
      ...read("jobs-v2-fifth-20261006"),
      ...read("jobs-v2-migration-data-fourth-20261006"),
    ].map((posting) => [posting.externalId, posting.organization]),
  );
  expect(employers.get("4230700")).toBe("Habitat for Humanity International");
  expect(employers.get("4231509")).toBe("Shelter For Life International");
  expect(employers.get("4232594")).toBe("BRAC International");
  // A source already international, or whose text names no such body, is kept as it is.
  expect(employers.get("4232592")).toBe("SOS Children's Villages International");
  expect(employers.get("4231312")).toBe("Concern Worldwide");
});
