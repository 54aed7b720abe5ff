import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import { createLogger } from "#server/lib/logger";
import { taleoAdapter } from "./taleo.source";

// IAEA's freelance roster ("talent pipeline") on Taleo, as jobagg captured its job page on
// 2026-09-13: see tests/fixtures/platforms/taleo/iaea-roster/README.md. The list is reconstructed
// from the page's own fields; the page is an excerpt of the real one. The expected values were read
// from the capture, not from the adapter's output.
const FIXTURES = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/platforms/taleo/iaea-roster",
);
const OBSERVED = new Date("2026-09-13T13:40:37Z");

function createCaptureHttp() {
  const unmatched: string[] = [];
  const http: HttpClient = {
    request(request: HttpRequest) {
      let file: string | null = null;
      if (
        request.method === "POST" &&
        request.url ===
          "https://iaea.taleo.net/careersection/rest/jobboard/searchjobs?lang=en&portal=8105100373"
      ) {
        file = "searchjobs-page-1.RECONSTRUCTED.json";
      } else if (
        request.url ===
        "https://iaea.taleo.net/careersection/ex/jobdetail.ftl?job=PIP-MTCD-013&lang=en"
      ) {
        file = "jobdetail-PIP-MTCD-013-initialHistory.EXCERPT.html";
      } else {
        unmatched.push(`${request.method ?? "GET"} ${request.url}`);
      }
      const text = file ? readFileSync(path.join(FIXTURES, file), "utf8") : "";
      return Promise.resolve({
        url: request.url,
        status: file ? 200 : 404,
        headers: {},
        text,
        notModified: false,
      });
    },
  };
  return { http, unmatched };
}

test("IAEA freelance roster: home-based, not a duty station called Field; closing 25 September in Vienna", async () => {
  const { http, unmatched } = createCaptureHttp();
  const result = await taleoAdapter.run({
    source: {
      id: null,
      name: "IAEA",
      baseUrl: "https://iaea.taleo.net/careersection/ex/jobsearch.ftl",
      organization: "IAEA",
      // The catalog's IAEA options, with the zone the page was captured in.
      metadata: {
        host: "iaea.taleo.net",
        portal: "8105100373",
        section: "ex",
        columns: { title: 0, location: 1, deadline: 2 },
        organization: "IAEA",
        tz: "GMT+02:00",
        tzname: "Europe/Vienna",
      },
    },
    http,
    logger: createLogger("silent"),
    now: OBSERVED,
    maxPages: 2,
    maxDetails: 5,
  });
  expect(unmatched).toEqual([]);
  expect(result.errors).toEqual([]);
  const [roster] = result.postings;
  // Read from the capture: title and job number; "Primary Location" "Field (i.e. outside regular
  // IAEA duty station)", while the advert says the pipeline sources "temporary or freelance,
  // home-based opportunities"; closing "2026-09-25, 11:59:00 PM" on a page asked in GMT+02:00.
  expect(roster).toMatchObject({
    externalId: "PIP-MTCD-013",
    title:
      "Pipeline - Freelance Language Specialists (Translators/Revisers/Editors/Précis-writers)",
    organization: "IAEA",
  });
  expect(roster!.descriptionHtml).toContain("home-based opportunities");
  const normalised = normalisePosting(roster!, OBSERVED);
  expect(normalised.isRemote).toBe(true);
  expect(normalised.city).toBeNull();
  expect(normalised.deadline?.localDate).toBe("2026-09-25");
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-09-25T21:59:00.000Z");
  expect(normalised.isExpired).toBe(false);
  // No labelled contract field in the captured fields; the title says "Freelance", a non-staff
  // contract, which the project files under consultants.
  expect(roster!.contractType ?? null).toBeNull();
  expect(normalised.contractType).toBe("consultant");
});
