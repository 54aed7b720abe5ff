import path from "node:path";
import { expect, test } from "vitest";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { sesarJuAdapter } from "./sesar-ju.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/sesar-ju");
const PAGE = "https://www.sesarju.eu/careers";

function createContext(http: AdapterContext["http"], metadata: Record<string, unknown> = {}) {
  return {
    source: {
      id: "s",
      name: "SESAR 3 Joint Undertaking",
      baseUrl: PAGE,
      metadata: { adapter: "sesar-ju", ...metadata },
      organization: "SESAR JU",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-09-13T12:00:00Z"),
    maxPages: 10,
    maxDetails: 10,
  } satisfies AdapterContext;
}

test("one GET of the careers page; its Open Posts block is the whole list", async () => {
  const http = createFileBackedHttpClient({
    baseDir: FIXTURES,
    routes: [{ method: "GET", url: PAGE, file: "careers-20260913.TRIMMED.html" }],
  });
  const result = await sesarJuAdapter.run(
    createContext(http, { dutyStation: "Brussels, Belgium" }),
  );
  expect(result.itemsFetched).toBe(3);
  expect(result.complete).toBe(true);
  expect(result.errors).toEqual([]);
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "VN226",
    "S3JU/IAJM/VN226",
    "SN023",
  ]);
  expect(result.postings[0]).toMatchObject({
    organization: "SESAR JU",
    location: "Brussels, Belgium",
  });
});

test("an error answer fails the run with the page named", async () => {
  const http = createFileBackedHttpClient({
    routes: [{ method: "GET", url: PAGE, text: "<html>503</html>", status: 503 }],
  });
  await expect(sesarJuAdapter.run(createContext(http))).rejects.toThrow(/sesar-ju: careers page/);
});

test("a page of another host is refused with the option named", async () => {
  const http = createFileBackedHttpClient({ routes: [] });
  await expect(
    sesarJuAdapter.run(createContext(http, { listUrl: "https://example.org/careers" })),
  ).rejects.toThrow(/listUrl/);
});
