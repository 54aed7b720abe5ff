import { afterAll, beforeAll, expect, test } from "vitest";
import * as cheerio from "cheerio";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";

// A misspelt search on /jobs lists the corrected search's jobs, with a plain link (no scripts) to
// search the words as typed, where "Did you mean" links to the corrected search with the same
// filters; the search API says the same.

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
  const shown = $("#results p").filter((_, p) => /^\s*Showing results for/.test($(p).text()));
  return {
    line: line.text().replace(/\s+/g, " ").trim(),
    link: line.find("a").attr("href") ?? null,
    shown: shown.text().replace(/\s+/g, " ").trim(),
    asTyped: shown.find("a").attr("href") ?? null,
    titles: $("article h2, article h3")
      .map((_, heading) => $(heading).text().trim())
      .get()
      .sort(),
  };
}

test("a misspelt search shows the corrected one's jobs, and searches as typed on request", async () => {
  const misspelt = await load("/jobs?search=humanitarain&level=Mid&page=1");
  expect(misspelt.shown).toBe("Showing results for humanitarian — search instead for humanitarain");
  expect(misspelt.titles).toEqual(["Humanitarian Affairs Officer"]);
  expect(misspelt.line).toBe("");
  expect(misspelt.asTyped).toBe("/jobs?search=humanitarain&level=Mid&literal=1");
  // As typed, "Did you mean" links to the corrected search, keeping the filters.
  const asTyped = await load(misspelt.asTyped!);
  expect(asTyped.shown).toBe("");
  expect(asTyped.line).toBe("Did you mean humanitarian?");
  expect(asTyped.link).toBe("/jobs?search=humanitarian&level=Mid&literal=1");
  const corrected = await load(asTyped.link!);
  expect(corrected.titles).toEqual(["Humanitarian Affairs Officer"]);
  expect(corrected.line).toBe("");
  expect(corrected.shown).toBe("");
});

test("a search spelt right shows no suggestion", async () => {
  const right = await load("/jobs?search=finance");
  expect(right.line).toBe("");
  expect(right.shown).toBe("");
});

test("the search API lists the corrected search and says what it corrected", async () => {
  const response = await fetch(`${server.url}/api/v1/jobs?search=humanitarain`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    total: 2,
    correction: { query: "humanitarian", typed: "humanitarain" },
    suggestion: null,
    understood: { typed: "humanitarian" },
  });
  const asTyped = await fetch(`${server.url}/api/v1/jobs?search=humanitarain&literal=true`);
  const body = (await asTyped.json()) as { suggestion: unknown; correction: unknown };
  expect(body.suggestion).toEqual({ query: "humanitarian", total: 2 });
  expect(body.correction).toBeNull();
  const right = (await (await fetch(`${server.url}/api/v1/jobs?search=finance`)).json()) as {
    suggestion: unknown;
  };
  expect(right.suggestion).toBeNull();
});
