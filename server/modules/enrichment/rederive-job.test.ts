import { describe, expect, it } from "vitest";
import { findKnownTowns } from "#server/ingestion/known-towns";
import { rederiveJob, type StoredJob } from "./rederive-job";

const NOW = new Date("2026-10-06T12:00:00Z");

/** A stored job as ingestion left it before the gazetteer: the University of Colorado's row 40967. */
const DENVER_ROW: StoredJob = {
  id: "job-1",
  source: "cu-taleo",
  title: "Employee Relations Partner",
  organization: "University of Colorado",
  organizationSlug: null,
  location: "Denver",
  city: "Denver",
  country: null,
  countryCode: null,
  region: null,
  isRemote: false,
  isMultiLocation: false,
  description: "",
  descriptionText: "",
  professionalField: null,
  level: null,
  gradeCode: null,
  gradeSource: null,
  gradeConfidence: null,
  contractType: null,
  nationalsOnly: null,
  expiresAt: null,
  closingDate: null,
  status: "active",
  summaryExcerpt: null,
  adminEditedFields: [],
};

describe("re-deriving a stored job's place", () => {
  const options = { fields: ["location"] as const, levelFollowsGrade: false };

  it("places a town the place list does not know with the gazetteer, as ingestion does", () => {
    const { patch } = rederiveJob(DENVER_ROW, options, NOW, findKnownTowns);
    expect(patch).toMatchObject({
      location: "Denver, United States",
      city: "Denver",
      countryCode: "US",
    });
  });

  it("changes nothing without it", () => {
    expect(rederiveJob(DENVER_ROW, options, NOW).changes).toEqual([]);
  });
});
