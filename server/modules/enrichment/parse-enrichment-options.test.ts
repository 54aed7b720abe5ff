import { expect, test } from "vitest";
import { ENRICHMENT_PRESETS } from "./enrichment-presets";
import {
  EnrichmentOptionsError,
  parseEnrichmentOptions,
  readGradeFormDays,
  type EnrichmentInput,
} from "./parse-enrichment-options";

function issuesOf(input: EnrichmentInput): string[] {
  try {
    parseEnrichmentOptions(input);
  } catch (error) {
    if (error instanceof EnrichmentOptionsError) return error.issues;
    throw error;
  }
  return [];
}

test("each preset keeps the ranges and defaults of its old tool", () => {
  expect(parseEnrichmentOptions({ preset: "grade" })).toMatchObject({
    days: 7,
    limit: null,
    fields: ["grade"],
    levelFollowsGrade: true,
    dryRun: false,
  });
  expect(parseEnrichmentOptions({ preset: "classification" })).toMatchObject({
    days: 90,
    fields: ["field"],
  });
  expect(parseEnrichmentOptions({ preset: "unops-grade" })).toMatchObject({
    limit: 50,
    days: null,
    organization: "unops",
  });
  expect(parseEnrichmentOptions({ preset: "wfp-grade", limit: "500" })).toMatchObject({
    limit: 500,
    organization: "wfp",
    fields: ["grade", "level", "field", "deadline", "summary"],
  });
  expect(parseEnrichmentOptions({ preset: "wfp-grade" }).limit).toBe(100);
  expect(parseEnrichmentOptions({ preset: "iom" })).toMatchObject({
    organization: "iom",
    fields: ["grade", "summary"],
    days: null,
    limit: null,
  });
  expect(parseEnrichmentOptions({ preset: "un-careers", days: "30" })).toMatchObject({
    adapter: "un-careers",
    days: 30,
  });
  expect(ENRICHMENT_PRESETS["un-careers"].fields).toHaveLength(8);
  expect(
    parseEnrichmentOptions({
      preset: "custom",
      fields: "summary, grade",
      organization: " UN-Women ",
      source: "UN Women",
      includeClosed: "on",
      dryRun: true,
    }),
  ).toMatchObject({
    fields: ["grade", "summary"],
    organization: "un-women",
    source: "UN Women",
    includeClosed: true,
    dryRun: true,
  });
});

test("out-of-range and misplaced parameters are refused, each naming the parameter and its range", () => {
  expect(issuesOf({ preset: "grade", days: 0 })).toEqual([
    "days must be a whole number from 1 to 365 (got 0)",
  ]);
  expect(issuesOf({ preset: "grade", days: "366" })).toEqual([
    "days must be a whole number from 1 to 365 (got 366)",
  ]);
  expect(issuesOf({ preset: "grade", days: "7.5" })).toEqual([
    "days must be a whole number from 1 to 365 (got 7.5)",
  ]);
  expect(issuesOf({ preset: "unops-grade", limit: 501 })).toEqual([
    "limit must be a whole number from 1 to 500 (got 501)",
  ]);
  expect(issuesOf({ preset: "wfp-grade", limit: "-1" })).toEqual([
    "limit must be a whole number from 1 to 500 (got -1)",
  ]);
  expect(issuesOf({ preset: "grade", limit: 10 })).toEqual([
    "limit is not a parameter of the grade preset (it takes days 1–365, default 7)",
  ]);
  expect(issuesOf({ preset: "unops-grade", days: 10 })).toEqual([
    "days is not a parameter of the unops-grade preset (it takes limit 1–500, default 50)",
  ]);
  expect(issuesOf({ preset: "custom", fields: "grade", days: 3, limit: 3 })).toEqual([
    "give days or limit, not both",
  ]);
  expect(issuesOf({ preset: "custom", limit: 5001 })).toEqual([
    "limit must be a whole number from 1 to 5000 (got 5001)",
    "fields: a custom run needs at least one of grade, level, field, deadline, location, organization, summary, contract",
  ]);
  expect(issuesOf({ preset: "custom", fields: "grade,colour" })[0]).toContain(
    "fields must be among grade, level",
  );
  expect(issuesOf({ preset: "wfp-grade", organization: "unops" })).toEqual([
    "organization is fixed to wfp by the wfp-grade preset (got unops)",
  ]);
  expect(issuesOf({ preset: "grade", fields: "level" })[0]).toContain(
    "fields can only be chosen for a custom run",
  );
  expect(issuesOf({ preset: "everything" as "grade" })[0]).toContain("preset must be one of grade");
  expect(issuesOf({ preset: "custom", fields: "grade", organization: "Not a slug!" })).toEqual([
    "organization must be an organisation slug, like wfp",
  ]);
});

test("the Grade Backfill form falls back to 7 days on a blank or invalid value", () => {
  expect(readGradeFormDays("")).toBeUndefined();
  expect(readGradeFormDays("abc")).toBeUndefined();
  expect(readGradeFormDays("0")).toBeUndefined();
  expect(readGradeFormDays("400")).toBeUndefined();
  expect(readGradeFormDays(null)).toBeUndefined();
  expect(readGradeFormDays(" 30 ")).toBe("30");
  expect(parseEnrichmentOptions({ preset: "grade", days: readGradeFormDays("x") }).days).toBe(7);
});
