import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { startServer, type RunningServer } from "#tests/support/start-server";

// More jobs match a keyword than a search counts (10,000): the API flags the total as a lower
// bound, the /jobs page says "10,000+", and paging goes on past the 10,000th job.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      // 10,050 open hydrologist jobs, posted a minute apart, in one statement.
      await db.execute(sql`
        insert into jobs (source, external_id, title, organization, link, level, posted_date, expires_at)
        select 'test', 'hydrologist-' || n, 'Hydrologist ' || n, 'World Meteorological Organization',
               'https://jobs.example.org/hydrologist/' || n, 'Mid',
               now() - n * interval '1 minute', now() + interval '30 days'
        from generate_series(1, 10050) as n`);
    },
  });
});

afterAll(async () => {
  const code = await server?.stop();
  expect(code).toBe(0);
});

test("the API answers 10,000 as a lower bound and pages past it", async () => {
  const first = (await (await fetch(`${server.url}/api/v1/jobs?search=hydrologist`)).json()) as {
    total: number;
    totalIsLowerBound: boolean;
    hasMore: boolean;
  };
  expect(first).toMatchObject({ total: 10_000, totalIsLowerBound: true, hasMore: true });
  // Jobs 10,001 to 10,050 of the newest-first order.
  const last = (await (
    await fetch(`${server.url}/api/v1/jobs?search=hydrologist&sort=newest&perPage=100&page=101`)
  ).json()) as { items: { title: string }[]; hasMore: boolean; totalIsLowerBound: boolean };
  expect(last.items.map((job) => job.title)).toEqual(
    Array.from({ length: 50 }, (_, index) => `Hydrologist ${10_001 + index}`),
  );
  expect(last).toMatchObject({ hasMore: false, totalIsLowerBound: true });
  // Without a keyword the count is exact.
  const all = (await (await fetch(`${server.url}/api/v1/jobs?perPage=1`)).json()) as {
    total: number;
    totalIsLowerBound: boolean;
  };
  expect(all).toMatchObject({ total: 10_050, totalIsLowerBound: false });
});

test("the /jobs page says 10,000+ available positions", async () => {
  const response = await fetch(`${server.url}/jobs?search=hydrologist`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("10,000+ available positions");
  expect(html).toMatch(/<title>10,000\+ open jobs/);
  const exact = await (await fetch(`${server.url}/jobs?search=hydrologist+1000`)).text();
  expect(exact).not.toContain("10,000+");
});
