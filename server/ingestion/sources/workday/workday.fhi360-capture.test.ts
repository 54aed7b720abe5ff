import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import { matchOrganisation } from "#domain/organisations";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import { createLogger } from "#server/lib/logger";
import { workdayAdapter } from "./workday.source";

// FHI 360's Workday board as captured on 2026-08-28 by another crawler (one list page trimmed to
// its first two postings, one detail): see tests/fixtures/platforms/workday/fhi360/README.md. No
// rule of this adapter was written from this tenant; the expected values below were read from the
// capture, not from the adapter's output.
const FIXTURES = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/platforms/workday/fhi360",
);
const API = "https://fhi.wd1.myworkdayjobs.com/wday/cxs/fhi/FHI_360_External_Career_Portal";
const ROUTES = new Map([
  [`POST ${API}/jobs`, "list-offset-0.real-trimmed.json"],
  [
    `GET ${API}/job/Manila-Philippines/Laboratory-Specialist_Requisition-2026201200`,
    "detail-Requisition-2026201200.real-trimmed.json",
  ],
]);
const OBSERVED = new Date("2026-08-28T12:00:00Z");

function createCaptureHttp() {
  const unmatched: string[] = [];
  const http: HttpClient = {
    request(request: HttpRequest) {
      const file = ROUTES.get(`${request.method ?? "GET"} ${request.url}`);
      if (!file) unmatched.push(`${request.method ?? "GET"} ${request.url}`);
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

async function runCapture() {
  const { http, unmatched } = createCaptureHttp();
  const result = await workdayAdapter.run({
    source: {
      id: null,
      name: "FHI 360",
      baseUrl: "https://fhi.wd1.myworkdayjobs.com/FHI_360_External_Career_Portal",
      organization: "FHI 360",
      metadata: {
        host: "fhi.wd1.myworkdayjobs.com",
        tenant: "fhi",
        site: "FHI_360_External_Career_Portal",
        organization: "FHI 360",
      },
    },
    http,
    logger: createLogger("silent"),
    now: OBSERVED,
    // The capture holds the first list page only (39 postings in all) and one detail.
    maxPages: 1,
    maxDetails: 1,
  });
  expect(unmatched).toEqual([]);
  return result;
}

test("FHI 360 capture: title, Manila as the duty station (not the building), FHI 360 as the employer", async () => {
  const result = await runCapture();
  expect(result.errors).toEqual([]);
  const [specialist, officer] = result.postings;
  // Read from the capture: title "Laboratory Specialist"; location "Manila, Philippines" while the
  // requisition location is "Philippines-Manila (F; Paseo De Roxas Bldg)", an office building;
  // hiringOrganization "Family Health International", FHI 360's legal name.
  expect(specialist).toMatchObject({
    title: "Laboratory Specialist",
    location: "Manila, Philippines",
    postedAt: "2026-08-28",
    contractType: "Full time",
    link: "https://fhi.wd1.myworkdayjobs.com/FHI_360_External_Career_Portal/job/Manila-Philippines/Laboratory-Specialist_Requisition-2026201200",
  });
  const normalised = normalisePosting(specialist!, OBSERVED);
  expect(normalised).toMatchObject({ city: "Manila", countryCode: "PH", isExpired: false });
  // Either name is FHI 360 in the registry, so the job page and "See open jobs at …" name FHI 360.
  expect(matchOrganisation(specialist!.organization ?? "")?.slug).toBe("fhi-360");
  // The second posting has no captured detail: its list item still gives the title and place.
  expect(officer).toMatchObject({
    title: "Monitoring, Evaluation, and Learning (MEL) Officer",
    location: "Rabat, Morocco",
    descriptionHtml: null,
  });
  expect(normalisePosting(officer!, OBSERVED)).toMatchObject({ city: "Rabat", countryCode: "MA" });
});

test("FHI 360 capture: a tenant with no closing-date evidence keeps endDate as the closing date", async () => {
  const [specialist] = (await runCapture()).postings;
  // Read from the capture: endDate "2026-09-11"; the (trimmed) description states no deadline.
  // FHI 360 is not among the tenants whose captures show endDate = last day + 1, so the day is
  // the platform's own, not shifted.
  expect(specialist).toMatchObject({ closingDate: "2026-09-11" });
  expect(specialist!.closingDateRule ?? null).toBeNull();
  const normalised = normalisePosting(specialist!, OBSERVED);
  expect(normalised.deadline?.localDate).toBe("2026-09-11");
  expect(normalised.deadlineBasis).toBe("platform-field");
});
