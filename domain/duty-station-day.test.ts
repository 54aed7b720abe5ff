import { expect, test } from "vitest";
import { dayEndingAtDutyStation } from "./duty-station-day";

test("a moment at a day's end where the job is: the days other employers' real postings state", () => {
  // IOM 22916, Manila (Oracle Recruiting): PostingEndDate 2026-09-15T15:59:00+00:00, 23:59 in Manila.
  expect(dayEndingAtDutyStation(new Date("2026-09-15T15:59:00Z"), "PH")).toBe("2026-09-15");
  // Australian PageUp feeds (Kinetic IT, The Star Gold Coast): 15:55 GMT is 23:55 in Perth, 13:55
  // GMT 23:55 on the Gold Coast, but already the next day in Sydney (summer time), so the zones of
  // Australia disagree and nothing is decided here. Ahead of UTC, the UTC date is that day anyway.
  expect(dayEndingAtDutyStation(new Date("2026-10-30T15:55:00Z"), "AU")).toBeNull();
  expect(dayEndingAtDutyStation(new Date("2026-10-21T13:55:00Z"), "AU")).toBeNull();
});

test("behind UTC, the day the posting ends is the day before the UTC date", () => {
  // Southern Company 16280, Baxley, Georgia (Oracle Recruiting): 03:55 UTC on 8 July is 23:55 EDT
  // on 7 July, and every zone of the United States is still on 7 July.
  expect(dayEndingAtDutyStation(new Date("2026-07-08T03:55:00Z"), "US")).toBe("2026-07-07");
  // 23:59 in Bogotá (UTC-5) is 04:59 UTC the next day.
  expect(dayEndingAtDutyStation(new Date("2026-09-11T04:59:00Z"), "CO")).toBe("2026-09-10");
});

test("a moment that ends no day there, or that the country's zones read as different days, proves nothing", () => {
  // ReliefWeb's closing dates are midnight UTC ("open through that day"): 20:00 in New York.
  expect(dayEndingAtDutyStation(new Date("2026-10-18T00:00:00Z"), "US")).toBeNull();
  // 23:59 in Los Angeles is already 02:59 the next day in New York.
  expect(dayEndingAtDutyStation(new Date("2026-07-08T06:59:00Z"), "US")).toBeNull();
  // Mid-afternoon in Accra.
  expect(dayEndingAtDutyStation(new Date("2026-05-27T15:00:00Z"), "GH")).toBeNull();
  expect(dayEndingAtDutyStation(new Date("2026-05-27T15:00:00Z"), "not a code")).toBeNull();
  expect(dayEndingAtDutyStation(new Date("2026-05-27T15:00:00Z"), "ZZ")).toBeNull();
});
