import * as cheerio from "cheerio";
import { afterAll, beforeAll, expect, test } from "vitest";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";

// While the first-start sample is shown, every page says so, and a sample job's page says so next
// to its dates. Apply links go to the employer's own page when the job has one, and say which
// aggregator they go through when it has not.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertJobs(db, [
        buildJob({
          externalId: "sample-1",
          title: "Education Specialist, P-3",
          sampleRecordedAt: new Date("2026-09-13T10:00:00Z"),
          // As the first-start sample lists a recording: its own closing date, no deadline moment.
          closingDate: "2026-09-30",
          expiresAt: null,
        }),
        buildJob({
          externalId: "via-unjobs",
          title: "Senior Investment Specialist",
          link: "https://unjobs.org/vacancies/1771263200267",
          links: [{ source: "test", url: "https://unjobs.org/vacancies/1771263200267" }],
        }),
        buildJob({
          externalId: "also-on-employer-site",
          title: "Principal Specialist",
          link: "https://unjobs.org/vacancies/1771248615613",
          links: [
            { source: "test", url: "https://unjobs.org/vacancies/1771248615613" },
            { source: "employer", url: "https://jobs.iadb.org/vacancy/1234" },
          ],
        }),
      ]);
    },
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

const NOTICE =
  "Sample postings recorded from employers' sites up to 13 September 2026, shown with their own dates: they have closed. Live jobs replace them after the first crawl.";

async function textOf(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
}

test("every page carries the sample notice while the sample is shown", async () => {
  for (const path of ["/", "/jobs", "/about"]) expect(await textOf(path), path).toContain(NOTICE);
});

test("the sample notice is inside a landmark of its own, as screen readers list them", async () => {
  const $ = cheerio.load(await textOf("/jobs"));
  const notice = $("p").filter((_, element) => $(element).text().includes(NOTICE));
  expect(notice.length).toBe(1);
  const landmark = notice.closest(
    "aside[aria-label], main, header, footer, nav, section[aria-label]",
  );
  expect(landmark.prop("tagName")?.toLowerCase()).toBe("aside");
  expect(landmark.attr("aria-label")).toBe("About these postings");
  // Not inside another landmark: a complementary landmark is a top-level one.
  expect(landmark.parents("main, header, footer, nav, aside").length).toBe(0);
});

test("only jobs one can apply to are called available or open; the sample's are called closed", async () => {
  const $ = cheerio.load(await textOf("/jobs"));
  expect($("p[role=status]").text()).toBe("2 available positions and 1 closed sample posting");
  expect($("title").text()).toContain("2 open jobs and 1 closed sample posting");
  expect(await textOf("/")).toContain("2 open jobs from the UN system");
  expect(await textOf("/location/nairobi")).toContain(
    "Showing 2 open positions and 1 closed sample posting",
  );
});

async function jobId(title: string): Promise<string> {
  const api = (await (await fetch(`${server.url}/api/v1/jobs?perPage=100`)).json()) as {
    items: { id: string; title: string }[];
  };
  const id = api.items.find((item) => item.title === title)?.id;
  expect(id, title).toBeTruthy();
  return id!;
}

test("a sample job's page says when it was recorded and that it closed, with no Apply link", async () => {
  const id = await jobId("Education Specialist, P-3");
  const page = await textOf(`/jobs/${id}`);
  expect(page).toContain(
    "Recorded from the employer's site on 13 September 2026; this posting closed on 30 September 2026.",
  );
  expect(page).toContain("This job has closed and no longer accepts applications.");
  expect(page).not.toContain("APPLY NOW");
  expect(page).not.toContain('"@type":"JobPosting"');
  // Its card in the listing says "Closed" with the posting's own day, and offers no Apply link.
  const $ = cheerio.load(await textOf("/jobs"));
  const card = $("article").filter((_, element) =>
    $(element).text().includes("Education Specialist, P-3"),
  );
  expect(card.text()).toContain("Closed 30 Sept 2026");
  expect(card.find("a").filter((_, link) => /apply/i.test($(link).text())).length).toBe(0);
});

test("Apply opens the employer's own page when the job has one, else says the aggregator", async () => {
  const viaUnjobs = await textOf(`/jobs/${await jobId("Senior Investment Specialist")}`);
  expect(viaUnjobs).toMatch(
    /<a href="https:\/\/unjobs\.org\/vacancies\/1771263200267"[^>]*>APPLY NOW<span[^>]*>via UNjobs<\/span>/,
  );
  const employer = await textOf(`/jobs/${await jobId("Principal Specialist")}`);
  expect(employer).toMatch(/<a href="https:\/\/jobs\.iadb\.org\/vacancy\/1234"[^>]*>APPLY NOW</);
  expect(employer).not.toContain("via UNjobs");
  expect(employer).toContain("You apply on the employer's own site.");
  expect(viaUnjobs).toContain("The link opens UNjobs, which re-publishes the employer's vacancy.");
});
