import { afterAll, beforeAll, expect, test } from "vitest";
import * as cheerio from "cheerio";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The languages a posting asks for: said on the job page, filtered on /jobs and the API.

let server: RunningServer;
const BAMAKO = "00000000-0000-4000-8000-00000000a001";
const BEIRUT = "00000000-0000-4000-8000-00000000a002";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertJobs(db, [
        buildJob({
          id: BAMAKO,
          title: "Protection Officer, Bamako",
          languagesRequired: ["en", "fr"],
          languagesAsset: ["ar"],
          languageOther: null,
        }),
        buildJob({
          title: "Protection Officer, Geneva",
          languagesRequired: ["en"],
          languagesAsset: ["fr"],
          languageOther: "asset",
        }),
        // Stored before languages were read: the page reads its description.
        buildJob({
          id: BEIRUT,
          title: "Protection Officer, Beirut",
          descriptionText:
            "Languages:\nFluency in English and Arabic is required. Working knowledge of another UN official language is desirable.",
        }),
      ]);
    },
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

async function pageText(path: string): Promise<{ status: number; $: cheerio.CheerioAPI }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, $: cheerio.load(await response.text()) };
}

test("the job page says which languages are required and which are an asset", async () => {
  const bamako = await pageText(`/jobs/${BAMAKO}`);
  expect(bamako.$('[data-testid="job-languages"]').text()).toBe(
    "Languages: English and French required; Arabic an asset",
  );
  const beirut = await pageText(`/jobs/${BEIRUT}`);
  expect(beirut.$('[data-testid="job-languages"]').text()).toBe(
    "Languages: English and Arabic required; another language an asset",
  );
});

test("/jobs and the API filter by language, required or an asset", async () => {
  const listing = await pageText("/jobs?language=fr&languageNeed=required");
  expect(listing.status).toBe(200);
  expect(listing.$("main").text()).toContain("Protection Officer, Bamako");
  expect(listing.$("main").text()).not.toContain("Protection Officer, Geneva");

  const api = async (query: string) => {
    const response = await fetch(`${server.url}/api/v1/jobs?${query}`);
    return {
      status: response.status,
      body: (await response.json()) as {
        items?: { title: string; languages_required: string[]; languages_asset: string[] }[];
      },
    };
  };
  const french = await api("language=French");
  expect(french.status).toBe(200);
  expect(french.body.items?.map((job) => job.title).sort()).toEqual([
    "Protection Officer, Bamako",
    "Protection Officer, Geneva",
  ]);
  const asset = await api("language=fr&languageNeed=asset");
  expect(asset.body.items?.map((job) => [job.title, job.languages_asset])).toEqual([
    ["Protection Officer, Geneva", ["fr"]],
  ]);
  expect((await api("language=klingon")).status).toBe(400);
  expect((await api("language=fr&languageNeed=often")).status).toBe(400);
});
