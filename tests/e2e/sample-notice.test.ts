import { afterAll, beforeAll, expect, test } from "vitest";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";

// While the first-start sample is shown, every page says so, and a sample job's page says so next
// to its dates.
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
        }),
      ]);
    },
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

const NOTICE =
  "Sample postings recorded from employers' sites on 13 September 2026; dates moved forward for the demonstration.";

async function textOf(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return html.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
}

test("every page carries the sample notice while the sample is shown", async () => {
  for (const path of ["/", "/jobs", "/about"]) expect(await textOf(path), path).toContain(NOTICE);
});

test("a sample job's page says when it was recorded, next to its dates", async () => {
  const api = (await (await fetch(`${server.url}/api/v1/jobs`)).json()) as {
    items: { id: string }[];
  };
  const id = api.items[0]?.id;
  expect(id).toBeTruthy();
  const page = await textOf(`/jobs/${id}`);
  expect(page).toContain(
    "Sample posting recorded from the employer's site on 13 September 2026; its dates were moved forward for the demonstration.",
  );
});
