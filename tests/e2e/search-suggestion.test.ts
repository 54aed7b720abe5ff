import { afterAll, beforeAll, expect, test } from "vitest";
import * as cheerio from "cheerio";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";

// "Did you mean": a misspelt search on /jobs gets a plain link (no scripts) to the corrected
// search with the same filters, and the search API returns the same correction.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      const ocha = { organization: "Office for the Coordination of Humanitarian Affairs" };
      await insertJobs(db, [
        buildJob({ ...ocha, title: "Humanitarian Affairs Officer", level: "Mid" }),
        buildJob({ ...ocha, title: "Humanitarian Coordinator", level: "Senior" }),
        buildJob({ title: "Finance Assistant", level: "Mid", descriptionText: "Budgets." }),
      ]);
    },
  });
});

afterAll(async () => {
  const code = await server?.stop();
  expect(code).toBe(0);
});

async function load(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const $ = cheerio.load(await response.text());
  const line = $("#results p").filter((_, p) => /^\s*Did you mean/.test($(p).text()));
  return {
    line: line.text().replace(/\s+/g, " ").trim(),
    link: line.find("a").attr("href") ?? null,
    titles: $("article h2, article h3")
      .map((_, heading) => $(heading).text().trim())
      .get()
      .sort(),
  };
}

test("a misspelt search links to the corrected one, keeping the filters", async () => {
  const misspelt = await load("/jobs?search=humanitarain&level=Mid&page=1");
  expect(misspelt.line).toBe("Did you mean humanitarian?");
  expect(misspelt.link).toBe("/jobs?search=humanitarian&level=Mid");
  const corrected = await load(misspelt.link!);
  expect(corrected.titles).toEqual(["Humanitarian Affairs Officer"]);
  expect(corrected.line).toBe("");
});

test("a search spelt right shows no suggestion", async () => {
  expect((await load("/jobs?search=finance")).line).toBe("");
});

test("the search API returns the correction and how many jobs it finds", async () => {
  const response = await fetch(`${server.url}/api/v1/jobs?search=humanitarain`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { suggestion: unknown };
  expect(body.suggestion).toEqual({ query: "humanitarian", total: 2 });
  const right = (await (await fetch(`${server.url}/api/v1/jobs?search=finance`)).json()) as {
    suggestion: unknown;
  };
  expect(right.suggestion).toBeNull();
});
