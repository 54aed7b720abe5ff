import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { oracleRecruitingAdapter } from "./oracle-recruiting.source";

const FIXTURES = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/sources/oracle-recruiting",
);
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

/** Lists by the offset inside finder, details by the quoted Id; anything else 404. */
function createFakeHttp() {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const offset = /recruitingCEJobRequisitions\?.*,offset=(\d+),/.exec(request.url)?.[1];
      const id = /recruitingCEJobRequisitionDetails\?.*Id=%22(\d+)%22/.exec(request.url)?.[1];
      const file = offset
        ? `unfpa-list-offset-${offset}.synthetic.json`
        : id
          ? `unfpa-detail-${id}.synthetic.json`
          : null;
      let text: string | null;
      try {
        text = file ? readFixture(file) : null;
      } catch {
        text = null;
      }
      return Promise.resolve({
        url: request.url,
        status: text ? 200 : 404,
        headers: {},
        text: text ?? "",
        notModified: false,
      });
    },
  };
  return { http, requests };
}

function createContext(http: HttpClient, limits: Partial<AdapterContext> = {}): AdapterContext {
  return {
    source: {
      id: "s",
      name: "UNFPA",
      baseUrl: "https://estm.fa.em2.oraclecloud.com",
      metadata: {
        host: "estm.fa.em2.oraclecloud.com",
        siteNumber: "CX_2003",
        organization: "UNFPA",
        pageSize: 2,
      },
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-29T00:00:00Z"),
    maxPages: 10,
    maxDetails: 10,
    ...limits,
  };
}

test("pages by finder offset, merges details, records the bad requisition and the missing detail", async () => {
  const { http, requests } = createFakeHttp();
  const result = await oracleRecruitingAdapter.run(createContext(http));
  const lists = requests.filter((request) => request.url.includes("recruitingCEJobRequisitions?"));
  expect(lists.map((request) => /offset=(\d+)/.exec(request.url)![1])).toEqual(["0", "2", "4"]);
  expect(result.itemsFetched).toBe(5);
  expect(result.complete).toBe(true);
  expect(
    result.postings.map((posting) => [
      posting.externalId,
      posting.grade ?? null,
      posting.expiresAt ?? null,
    ]),
  ).toEqual([
    ["32964", "P4", "2026-04-16T18:46:00+00:00"],
    ["32368", "NOC", "2026-04-10T03:59:00+00:00"],
    ["32401", null, null],
    ["15007", null, "2069-12-31T23:50:00+00:00"],
  ]);
  expect(result.postings[0]).toMatchObject({
    link: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_2003/job/32964",
    organization: "UNFPA",
    postedAt: "2026-03-28T18:46:00+00:00",
  });
  expect(result.postings[2]!.descriptionHtml).toBe(
    "UNFPA Papua New Guinea seeks an International UNV Communications Expert.",
  );
  expect(result.errors).toHaveLength(2);
  expect(result.errors[0]).toMatch(/^Oracle requisition 2:/);
  expect(result.errors[1]).toMatch(/^Oracle requisition 32401 detail: .*answered HTTP 404$/);
});

test("maxPages → complete false; maxDetails limits detail requests", async () => {
  const { http, requests } = createFakeHttp();
  const result = await oracleRecruitingAdapter.run(
    createContext(http, { maxPages: 1, maxDetails: 1 }),
  );
  expect(requests).toHaveLength(2);
  expect(result.complete).toBe(false);
  expect(result.postings.map((posting) => posting.grade ?? null)).toEqual(["P4", null]);
});

test("an unreachable list throws an HttpError; bad metadata is refused", async () => {
  const http: HttpClient = {
    request: (request) =>
      Promise.resolve({ url: request.url, status: 401, headers: {}, text: "", notModified: false }),
  };
  await expect(oracleRecruitingAdapter.run(createContext(http))).rejects.toMatchObject({
    name: "HttpError",
    status: 401,
  });
  const context = createContext(http);
  for (const siteNumber of ["2003", "CX_1,limit=500", "CX;1", ""]) {
    context.source.metadata = { host: "estm.fa.em2.oraclecloud.com", siteNumber };
    await expect(oracleRecruitingAdapter.run(context), siteNumber).rejects.toThrow(/siteNumber/);
  }
});

test("a site named by a word or plain CX is asked for by that name", async () => {
  // Other tenants' published site codes: Abt Global's `JoinAbt` and the plain `CX` many company
  // tenants use, both named in other crawlers' requests to those tenants.
  for (const siteNumber of ["JoinAbt", "CX"]) {
    const { http, requests } = createFakeHttp();
    const context = createContext(http, { maxPages: 1, maxDetails: 0 });
    context.source.metadata = { ...context.source.metadata, siteNumber };
    await oracleRecruitingAdapter.run(context);
    expect(requests[0]!.url).toContain(`finder=findReqs;siteNumber=${siteNumber},limit=2,offset=0`);
  }
});

// Real UNDP and UNFPA responses (trimmed by their sources), replayed: see
// tests/fixtures/platforms/oracle-recruiting/README.md.
const PLATFORM = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/platforms/oracle-recruiting",
);

async function replay(archive: string, siteNumber: string, now: Date, maxDetails: number) {
  const client = createReplayHttpClient(await readHttpArchive(path.join(PLATFORM, archive)));
  const result = await oracleRecruitingAdapter.run({
    source: {
      id: null,
      name: siteNumber,
      baseUrl: "https://estm.fa.em2.oraclecloud.com",
      metadata: { host: "estm.fa.em2.oraclecloud.com", siteNumber },
      organization: null,
    },
    http: client,
    logger: createLogger("silent"),
    now,
    maxPages: 5,
    maxDetails,
  });
  expect(client.unmatched).toEqual([]);
  return result;
}

test("UNDP CX_1 archive: grade, agency and closing date from the detail's own fields", async () => {
  const now = new Date("2026-09-05T00:00:00Z");
  const result = await replay("undp-cx1.har", "CX_1", now, 1);
  expect(result.errors).toEqual([]);
  expect(result.complete).toBe(true);
  expect(result.postings.map((posting) => [posting.externalId, posting.location])).toEqual([
    ["36148", "Bangkok, Thailand"],
    ["36505", "Madrid, Spain"],
    ["36541", "Lusaka, Zambia"],
  ]);
  const [analyst] = result.postings;
  expect(analyst).toMatchObject({
    title: "Research Analyst [Open to internal and external applicants]",
    grade: "NPSA-9",
    organization: "UNDP",
    contractType: "National Personnel Service Agreement",
    postedAt: "2026-09-03T06:29:07+00:00",
    expiresAt: "2026-09-11T03:59:00+00:00",
    deadlineDecided: true,
    link: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/36148",
  });
  expect(analyst!.descriptionHtml).toContain("Tiered Approach");
  const normalised = normalisePosting(analyst!, now);
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-09-11T03:59:00.000Z");
  expect(normalised).toMatchObject({ countryCode: "TH", isExpired: false });
});

test("UNFPA CX_2003 archive: a list-only requisition is closed by its PostingEndDate", async () => {
  const now = new Date("2026-05-20T00:00:00Z");
  const result = await replay("unfpa-cx2003.har", "CX_2003", now, 0);
  expect(result.errors).toEqual([]);
  const [consultant] = result.postings;
  expect(consultant).toMatchObject({
    title: "NATIONAL POST: Individual Consultant- 8th Country Programme Mid-Term Review",
    externalId: "33897",
    location: "Accra, Ghana",
    postedAt: "2026-05-19",
    expiresAt: "2026-05-27",
    deadlineDecided: true,
  });
  expect(normalisePosting(consultant!, now).deadline?.localDate).toBe("2026-05-27");
});
