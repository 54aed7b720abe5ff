import path from "node:path";
import { expect, test } from "vitest";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { imoRecruitAdapter } from "./imo-recruit.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/imo-recruit");
const API = "https://recruit.imo.org/api/CurrentJobVacancies";

function createContext(http: AdapterContext["http"], metadata: Record<string, unknown> = {}) {
  return {
    source: {
      id: "s",
      name: "IMO",
      baseUrl: "https://recruit.imo.org/vacancies",
      metadata: { adapter: "imo-recruit", ...metadata },
      organization: "IMO",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-09-15T00:00:00Z"),
    maxPages: 10,
    maxDetails: 10,
  } satisfies AdapterContext;
}

test("one GET of the vacancies array; the list is whole", async () => {
  const http = createFileBackedHttpClient({
    baseDir: FIXTURES,
    routes: [{ method: "GET", url: API, file: "current-vacancies-20260915.real-trimmed.json" }],
  });
  const result = await imoRecruitAdapter.run(createContext(http));
  expect(result.itemsFetched).toBe(1);
  expect(result.complete).toBe(true);
  expect(result.postings.map((posting) => posting.externalId)).toEqual(["940"]);
});

test("an error answer fails the run with the request named", async () => {
  const http = createFileBackedHttpClient({
    routes: [{ method: "GET", url: API, text: "<html>503</html>", status: 503 }],
  });
  await expect(imoRecruitAdapter.run(createContext(http))).rejects.toThrow(/IMO vacancies/);
});

test("bad metadata is refused with the option named", async () => {
  const http = createFileBackedHttpClient({ routes: [] });
  await expect(imoRecruitAdapter.run(createContext(http, { apiUrl: "not a url" }))).rejects.toThrow(
    /apiUrl/,
  );
});
