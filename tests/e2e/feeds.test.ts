import { afterAll, beforeAll, expect, test } from "vitest";
import * as cheerio from "cheerio";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { signInAs } from "#tests/support/admin-session";
import { startServer, type RunningServer } from "#tests/support/start-server";

// Every listing links its RSS and Atom feeds from the page head, each saved
// search links its feed from the dashboard, and the feeds answer with the listing's jobs.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      await insertAccount(db, { email: "feeds@example.org" });
      await insertJobs(db, [
        buildJob({ title: "Water Engineer", gradeCode: "P-3" }),
        buildJob({
          title: "Legal Officer",
          gradeCode: "P-4",
          location: "Geneva, Switzerland",
          city: "Geneva",
          country: "Switzerland",
          countryCode: "CH",
        }),
      ]);
    },
  });
});

afterAll(async () => {
  const code = await server?.stop();
  expect(code).toBe(0);
});

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" });

async function feedTitles(href: string) {
  const response = await fetch(href);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml) as {
    rss: { channel: { title: string; item?: { title: string }[] } };
  };
  return {
    channel: document.rss.channel.title,
    items: (document.rss.channel.item ?? []).map((item) => item.title),
  };
}

test("a filtered listing links its feeds in the head, and the feed lists the listing's jobs", async () => {
  const page = await fetch(`${server.url}/jobs?grade=P-3&location=Kenya&page=1`);
  expect(page.status).toBe(200);
  const $ = cheerio.load(await page.text());
  const rss = $('head link[rel="alternate"][type="application/rss+xml"]');
  const atom = $('head link[rel="alternate"][type="application/atom+xml"]');
  expect(rss.attr("href")).toBe(`${server.url}/jobs/feed.xml?grade=P-3&location=Kenya`);
  expect(atom.attr("href")).toBe(`${server.url}/jobs/feed.atom?grade=P-3&location=Kenya`);
  expect(rss.attr("title")).toContain("P-3 jobs in Kenya");

  const feed = await feedTitles(rss.attr("href")!);
  expect(feed.channel).toBe("Blueboard — P-3 jobs in Kenya");
  expect(feed.items).toEqual(["Water Engineer — United Nations Development Programme"]);

  const atomResponse = await fetch(atom.attr("href")!);
  expect(atomResponse.status).toBe(200);
  expect(atomResponse.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  expect(await atomResponse.text()).toContain("<entry>");

  const bad = await fetch(`${server.url}/jobs/feed.xml?grade=Z-99`);
  expect(bad.status).toBe(400);
});

test("each saved search on the dashboard links its feed", async () => {
  const cookie = await signInAs(server, "feeds@example.org");
  const created = await fetch(`${server.url}/api/v1/me/saved-searches`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
    body: JSON.stringify({
      name: "Geneva P-4",
      location_filter: "Geneva",
      filters: { grade: ["P-4"] },
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);

  const dashboard = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } });
  expect(dashboard.status).toBe(200);
  const $ = cheerio.load(await dashboard.text());
  const link = $('a[aria-label="RSS feed of Geneva P-4"]');
  expect(link.attr("href")).toBe("/jobs/feed.xml?location=Geneva&grade=P-4");
  const feed = await feedTitles(`${server.url}${link.attr("href")}`);
  expect(feed.items).toEqual(["Legal Officer — United Nations Development Programme"]);
});
