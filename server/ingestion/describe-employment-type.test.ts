import { expect, test } from "vitest";
import { describeEmploymentType, isKnownEmploymentType } from "./describe-employment-type";

test("platform employment types read in the contract classifier's words", () => {
  // Workable's and schema.org's spellings, and PageUp's work types (Kinetic IT's "Full Time").
  expect(describeEmploymentType("Full-time")).toBe("Full-time staff appointment");
  expect(describeEmploymentType("FULL_TIME")).toBe("Full-time staff appointment");
  expect(describeEmploymentType("Full Time")).toBe("Full-time staff appointment");
  expect(describeEmploymentType("Part Time")).toBe("Part-time staff appointment");
  expect(describeEmploymentType("CONTRACTOR")).toBe("Contract (individual contractor)");
  expect(describeEmploymentType("Other")).toBeNull();
  expect(describeEmploymentType("  ")).toBeNull();
  // A type outside the list is passed on as written.
  expect(describeEmploymentType("Fixed Term Part time")).toBe("Fixed Term Part time");
});

test("a permanent full- or part-time job is a post on the employer's staff", () => {
  expect(describeEmploymentType("Permanent Full Time")).toBe("Full-time staff appointment");
  expect(describeEmploymentType("Permanent Part Time")).toBe("Part-time staff appointment");
  expect(describeEmploymentType("Permanent")).toBe("Permanent staff appointment");
  // Recruitee's codes put the kind of contract after the hours ("fulltime_permanent").
  expect(describeEmploymentType("full-time permanent")).toBe("Full-time staff appointment");
  expect(describeEmploymentType("part-time permanent")).toBe("Part-time staff appointment");
});

test("a regular full- or part-time job is a post on the employer's staff", () => {
  // One portal's position types (the others on its list are temporary and as-needed hires) …
  expect(describeEmploymentType("Regular Full-Time")).toBe("Full-time staff appointment");
  // … and another employer's job page header ("Type: Regular Part-Time").
  expect(describeEmploymentType("Regular Part-Time")).toBe("Part-time staff appointment");
  // "Temporary Full-Time" is not a staff post: passed on for the classifier to read.
  expect(describeEmploymentType("Temporary Full-Time")).toBe("Temporary Full-Time");
});

test("a type written with its parts set apart by dashes reads as the same words", () => {
  // Pinpoint's display labels (employment_type_text) of ClientEarth's lawyer and Hopwood Hall
  // College's lecturer.
  expect(describeEmploymentType("Permanent - Full Time")).toBe("Full-time staff appointment");
  expect(describeEmploymentType("Fixed Term - Part Time")).toBe("Fixed Term - Part Time");
});

test("a known type is one of the platforms' list in any spelling; anything else is not", () => {
  for (const known of [
    "permanent",
    "Full-time",
    "FULL_TIME",
    "contract",
    "Other",
    "Permanent - Full Time",
  ])
    expect(isKnownEmploymentType(known)).toBe(true);
  for (const unknown of ["Pełny etat", "Temporary Full-Time", "", "  ", null, undefined])
    expect(isKnownEmploymentType(unknown)).toBe(false);
});
