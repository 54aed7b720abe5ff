import { expect, test } from "vitest";
import { isExpiryStamp } from "./expiry-stamp";

test("a validThrough whole years after the posting date, to the second, is a site's stamp", () => {
  // iCIMS's one-year stamp (Jhpiego's and Canisius University's real blocks).
  expect(isExpiryStamp("2026-08-26T04:00:00.000Z", "2027-08-26T04:00:00.000Z")).toBe(true);
  // Ten years to the day, written with the same offset (Neura Robotics' real block).
  expect(isExpiryStamp("2025-11-06T00:00:00+01:00", "2035-11-06T00:00:00+01:00")).toBe(true);
});

test("a closing date the employer set is kept", () => {
  expect(isExpiryStamp("2026-08-26T04:00:00.000Z", "2026-09-15T04:00:00.000Z")).toBe(false);
  // A year and a day, or a year to the day at another hour, is a date someone chose.
  expect(isExpiryStamp("2026-08-26T04:00:00.000Z", "2027-08-27T04:00:00.000Z")).toBe(false);
  expect(isExpiryStamp("2026-08-26T04:00:00.000Z", "2027-08-26T23:59:00.000Z")).toBe(false);
  expect(isExpiryStamp(null, "2027-08-26T04:00:00.000Z")).toBe(false);
  expect(isExpiryStamp("not a date", "2027-08-26T04:00:00.000Z")).toBe(false);
});

test("a validThrough years after the posting date is a site's stamp, however it is written", () => {
  // Jefferson Healthcare's ApplicantPro block (tests/fixtures/platforms/json-ld/, job 4147596): five
  // years and two months on, in a form no parser reads whole ("… 00:00:00T23:59"); its text states
  // no deadline. First tested on it; Neura Robotics' ten years (above) are one too.
  expect(isExpiryStamp("2026-07-14 00:00:00", "2031-09-09 00:00:00T23:59")).toBe(true);
  // A deadline two years on or less is one an employer may set (a roster open until a year's end).
  expect(isExpiryStamp("2026-01-15", "2027-12-31")).toBe(false);
  expect(isExpiryStamp("2026-07-14 00:00:00", "2026-09-09 00:00:00T23:59")).toBe(false);
});
