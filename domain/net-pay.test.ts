import { describe, expect, test } from "vitest";
import { estimateNetPay, findPostAdjustment, romanStep, type PostAdjustmentRow } from "./net-pay";
import { NET_BASE_SALARY } from "./salary-scale-table";
import { POST_ADJUSTMENT_ROWS } from "./post-adjustment-table";

describe("findPostAdjustment", () => {
  test("a country's single classification covers every duty station in it", () => {
    expect(findPostAdjustment({ city: "Nairobi", countryCode: "KE" })).toEqual({
      multiplier: 40.6,
      appliesTo: "Kenya",
      place: { countryCode: "KE", cities: [], outside: false },
    });
    expect(findPostAdjustment({ city: null, countryCode: "KE" })?.multiplier).toBe(40.6);
    expect(findPostAdjustment({ city: "Geneva", countryCode: "CH" })?.multiplier).toBe(67.6);
  });

  test("a country listed by cities: the city's own row, and nothing for its other cities", () => {
    expect(findPostAdjustment({ city: "New York", countryCode: "US" })).toEqual({
      multiplier: 72.1,
      appliesTo: "New York",
      place: { countryCode: "US", cities: ["New York"], outside: false },
    });
    expect(findPostAdjustment({ city: "Washington, D.C.", countryCode: "US" })?.multiplier).toBe(
      55.4,
    );
    expect(findPostAdjustment({ city: "Rome", countryCode: "IT" })?.multiplier).toBe(17);
    expect(findPostAdjustment({ city: "Chicago", countryCode: "US" })).toBeNull();
    expect(findPostAdjustment({ city: "Milan", countryCode: "IT" })).toBeNull();
    expect(findPostAdjustment({ city: null, countryCode: "US" })).toBeNull();
  });

  test("France: Paris, and 'Lyon and elsewhere' for the rest of the country", () => {
    expect(findPostAdjustment({ city: "Paris", countryCode: "FR" })?.multiplier).toBe(40.1);
    expect(findPostAdjustment({ city: "Lyon", countryCode: "FR" })?.multiplier).toBe(36.8);
    expect(findPostAdjustment({ city: "Strasbourg", countryCode: "FR" })?.multiplier).toBe(36.8);
    expect(findPostAdjustment({ city: "Strasbourg", countryCode: "FR" })?.place).toEqual({
      countryCode: "FR",
      cities: ["Paris"],
      outside: true,
    });
  });

  test("Jerusalem is matched by its name; unknown places and multi-location jobs get nothing", () => {
    expect(findPostAdjustment({ city: "Jerusalem", countryCode: "IL" })?.multiplier).toBe(52.6);
    expect(findPostAdjustment({ city: "Atlantis", countryCode: null })).toBeNull();
    expect(findPostAdjustment({ city: null, countryCode: null })).toBeNull();
    expect(
      findPostAdjustment({ city: "Nairobi", countryCode: "KE", isMultiLocation: true }),
    ).toBeNull();
  });

  test("the location text stands in for a missing city", () => {
    expect(
      findPostAdjustment({ city: null, countryCode: "US", location: "New York" })?.multiplier,
    ).toBe(72.1);
  });
});

describe("estimateNetPay", () => {
  test("net base at step I times (1 + multiplier / 100)", () => {
    expect(estimateNetPay("P-4", { city: "Nairobi", countryCode: "KE" })).toEqual({
      grade: "P-4",
      step: 1,
      netBase: 84_672,
      multiplier: 40.6,
      multiplierFor: "Kenya",
      multiplierPlace: { countryCode: "KE", cities: [], outside: false },
      postAdjustment: 34_377,
      netAnnual: 119_049,
      scaleEffective: "2025-01-01",
      postAdjustmentPeriod: { year: 2025, month: null },
    });
  });

  test("a grade the scale gives one step of is estimated at that step", () => {
    const estimate = estimateNetPay("P-3", { city: "New York", countryCode: "US" });
    expect(estimate).toMatchObject({ step: 6, netBase: 78_737, multiplier: 72.1 });
    expect(estimate!.netAnnual).toBe(78_737 + Math.round(78_737 * 0.721));
    expect(romanStep(estimate!.step)).toBe("VI");
  });

  test("no estimate for other grades, unknown grades, or a duty station without a multiplier", () => {
    const nairobi = { city: "Nairobi", countryCode: "KE" };
    for (const grade of ["G-5", "NO-B", "P-6", "ASG", "SB-4", null, undefined, ""])
      expect(estimateNetPay(grade, nairobi), String(grade)).toBeNull();
    expect(estimateNetPay("P-4", { city: "Chicago", countryCode: "US" })).toBeNull();
  });

  test("a multiplier is never below zero", () => {
    const rows: PostAdjustmentRow[] = [["XX", null, -5]];
    expect(
      estimateNetPay("P-4", { city: null, countryCode: "XX" }, { postAdjustment: rows })?.netAnnual,
    ).toBe(84_672);
  });

  test("the tables hold what their sources give", () => {
    expect(Object.keys(NET_BASE_SALARY)).toEqual(["P-1", "P-2", "P-3", "P-4", "P-5", "D-1", "D-2"]);
    expect(Object.keys(NET_BASE_SALARY["P-4"]!)).toHaveLength(13);
    expect(POST_ADJUSTMENT_ROWS).toHaveLength(224);
    for (const [, , multiplier] of POST_ADJUSTMENT_ROWS)
      expect(multiplier).toBeGreaterThanOrEqual(0);
  });
});
