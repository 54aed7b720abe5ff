import path from "node:path";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { createLogger } from "#server/lib/logger";
import { workdayAdapter } from "./workday.source";

// Real details of three more tenants captured on 2026-09-13 by another crawler (World Economic
// Forum, Tony Blair Institute, a second UNHCR posting): see
// tests/fixtures/platforms/workday/date-precision/README.md. The expected values were read from
// the captures' own fields and text, not from the adapter's output.
const FOLDER = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/platforms/workday/date-precision",
);
const OBSERVED = new Date("2026-09-13T12:00:00Z");

async function replay(archive: string, tenant: string, site: string, organization: string) {
  const host = `${tenant}.wd3.myworkdayjobs.com`;
  const http = createReplayHttpClient(await readHttpArchive(path.join(FOLDER, archive)));
  const result = await workdayAdapter.run({
    source: {
      id: null,
      name: organization,
      baseUrl: `https://${host}/${site}`,
      organization,
      metadata: { host, tenant, site },
    },
    http,
    logger: createLogger("silent"),
    now: OBSERVED,
    maxPages: 5,
    maxDetails: 10,
  });
  expect(result.errors).toEqual([]);
  expect(http.unmatched).toEqual([]);
  return result.postings;
}

test("WEF: a tenant whose endDate is itself the closing date keeps that day (no day-after shift)", async () => {
  const postings = await replay("wef-forum-careers.har", "weforum", "Forum_Careers", "WEF");
  const manager = postings.find((posting) => posting.externalId === "R4246");
  // Read from the capture: endDate 2026-09-21 and "End Date: September 21, 2026" shown on the
  // posting; the advert names no other day. WEF is not a day-after tenant.
  expect(manager?.closingDate).toBe("2026-09-21");
  expect(manager?.closingDateRule ?? null).toBeNull();
  const normalised = normalisePosting(manager!, OBSERVED);
  expect(normalised.deadline?.localDate).toBe("2026-09-21");
  expect(normalised.deadlineBasis).toBe("platform-field");
  expect(normalised).toMatchObject({ city: "Geneva", countryCode: "CH" });
});

test("UNHCR, an unseen posting of a day-after tenant: the stated deadline, one day before endDate", async () => {
  const [guard] = await replay("unhcr-external-JR2666661.har", "unhcr", "External", "UNHCR");
  // Read from the capture: "Deadline for Applications September 17, 2026", endDate 2026-09-18.
  const normalised = normalisePosting(guard!, OBSERVED);
  expect(normalised.deadline?.localDate).toBe("2026-09-17");
  expect(normalised).toMatchObject({ city: "Zarzis", countryCode: "TN" });
});

test("TBI: the advert's Closing Date wins over a later endDate; the city from the requisition location; the catalogue's employer over an entity code", async () => {
  const postings = await replay(
    "tbi-tbi.har",
    "tbinstitute",
    "TBI",
    "Tony Blair Institute for Global Change",
  );
  const advisor = postings.find((posting) => posting.externalId === "JR002273");
  // Read from the capture: "Closing Date: 2026-09-21" with endDate 2026-09-26; location "Ghana",
  // jobRequisitionLocation "Accra"; hiringOrganization "C0011 TBI Ghana Branch".
  const normalised = normalisePosting(advisor!, OBSERVED);
  expect(normalised.deadline?.localDate).toBe("2026-09-21");
  expect(normalised).toMatchObject({ city: "Accra", countryCode: "GH" });
  expect(advisor?.organization).toBe("Tony Blair Institute for Global Change");
  // The other posting leaves "Closing Date:" empty and has no endDate: no closing date is made up.
  const london = postings.find((posting) => posting.externalId === "JR002214");
  expect(normalisePosting(london!, OBSERVED)).toMatchObject({
    deadline: null,
    city: "London",
    countryCode: "GB",
  });
});
