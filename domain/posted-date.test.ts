import { describe, expect, it } from "vitest";
import { describePosted } from "./posted-date";

const now = new Date("2026-03-12T09:00:00Z");

describe("describePosted", () => {
  it("counts UTC calendar days, not 24-hour spans", () => {
    expect(describePosted("2026-03-12T01:00:00Z", now)?.text).toBe("Posted today");
    // Thirty-two hours earlier, but on the day before.
    expect(describePosted("2026-03-11T01:00:00Z", now)?.text).toBe("Posted yesterday");
    expect(describePosted("2026-03-09T23:59:00Z", now)?.text).toBe("Posted 3 days ago");
  });

  it("gives the date once a count of days would be long", () => {
    expect(describePosted("2026-02-10T12:00:00Z", now)?.text).toBe("Posted 30 days ago");
    expect(describePosted("2026-02-09T12:00:00Z", now)?.text).toBe("Posted 9 Feb 2026");
  });

  it("gives the day for <time datetime> and the full date", () => {
    expect(describePosted("2026-03-09T23:59:00Z", now)).toEqual({
      text: "Posted 3 days ago",
      dateTime: "2026-03-09",
      fullDate: "Monday, 9 March 2026",
      days: 3,
      date: new Date("2026-03-09T23:59:00Z"),
    });
  });

  it("reads a date after now as today and refuses what is not a date", () => {
    expect(describePosted("2026-03-14T00:00:00Z", now)?.text).toBe("Posted today");
    expect(describePosted("", now)).toBeNull();
    expect(describePosted(null, now)).toBeNull();
    expect(describePosted("not a date", now)).toBeNull();
  });
});
