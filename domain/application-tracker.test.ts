import { expect, test } from "vitest";
import { isTimeZone, nextDue, utcToZonedTime, zonedTimeToUtc } from "./application-tracker";

test("a wall-clock time in a zone becomes its UTC instant, in winter and summer", () => {
  expect(zonedTimeToUtc("2031-01-15", "09:00", "Europe/Zurich")?.toISOString()).toBe(
    "2031-01-15T08:00:00.000Z",
  );
  expect(zonedTimeToUtc("2031-07-15", "09:00", "Europe/Zurich")?.toISOString()).toBe(
    "2031-07-15T07:00:00.000Z",
  );
  expect(zonedTimeToUtc("2031-07-15", "09:00", "Asia/Kathmandu")?.toISOString()).toBe(
    "2031-07-15T03:15:00.000Z",
  );
  expect(zonedTimeToUtc("2031-07-15", "09:00", "UTC")?.toISOString()).toBe(
    "2031-07-15T09:00:00.000Z",
  );
});

test("daylight-saving edges: a skipped time moves forward, a repeated one is its first occurrence", () => {
  // Clocks in Zurich go from 02:00 to 03:00 on 30 March 2031 and back from 03:00 to 02:00 on 26 October.
  expect(zonedTimeToUtc("2031-03-30", "02:30", "Europe/Zurich")?.toISOString()).toBe(
    "2031-03-30T01:30:00.000Z",
  );
  expect(zonedTimeToUtc("2031-10-26", "02:30", "Europe/Zurich")?.toISOString()).toBe(
    "2031-10-26T00:30:00.000Z",
  );
});

test("impossible dates, times and zones give null", () => {
  expect(zonedTimeToUtc("2031-02-29", "09:00", "UTC")).toBeNull();
  expect(zonedTimeToUtc("2031-01-01", "24:00", "UTC")).toBeNull();
  expect(zonedTimeToUtc("2031-01-01", "9:00", "UTC")).toBeNull();
  expect(zonedTimeToUtc("2031-01-01", "09:00", "Nowhere/Town")).toBeNull();
  expect(isTimeZone("Europe/Zurich")).toBe(true);
  expect(isTimeZone("Europe/Genev")).toBe(false);
});

test("an instant reads back as the wall-clock time it was entered as", () => {
  const instant = zonedTimeToUtc("2031-11-03", "16:45", "America/New_York")!;
  expect(utcToZonedTime(instant, "America/New_York")).toEqual({
    date: "2031-11-03",
    time: "16:45",
  });
  expect(utcToZonedTime(instant, "UTC")).toEqual({ date: "2031-11-03", time: "21:45" });
});

test("the next item due is the earliest one not yet past", () => {
  const items = [
    { startsAt: "2031-01-10T00:00:00Z", name: "past" },
    { startsAt: "2031-03-01T00:00:00Z", name: "later" },
    { startsAt: "2031-02-01T00:00:00Z", name: "soon" },
  ];
  expect(nextDue(items, new Date("2031-01-20T00:00:00Z"))?.name).toBe("soon");
  expect(nextDue(items, new Date("2031-04-01T00:00:00Z"))).toBeNull();
});
