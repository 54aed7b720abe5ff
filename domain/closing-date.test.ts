import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { htmlToText } from "./text";
import { maskPostingDates, resolveClosingDate } from "./closing-date";

const fixture = (path: string) =>
  fs.readFileSync(new URL(`../tests/fixtures/${path}`, import.meta.url), "utf8");

describe("resolveClosingDate: posting and publication dates are never a closing date", () => {
  // The rule came from cinfo's EBRD feed; these captures are other employers and platforms.
  it("reads ILO's application deadline, not its publication date (SuccessFactors feed item)", () => {
    const item = fixture(
      "platforms/successfactors/ilo-category-rss-2842101-20260913.real-trimmed.xml",
    );
    const start = item.indexOf("<![CDATA[", item.indexOf("<description>", item.indexOf("<item>")));
    const text = htmlToText(item.slice(start + 9, item.indexOf("]]></description>", start)));
    expect(text).toContain("Publication date: 11 September 2026");
    const resolved = resolveClosingDate({ postingText: text });
    expect(resolved?.deadline.localDate).toBe("2026-10-11");
    expect(resolved?.basis).toBe("posting-text");
  });

  it("gives no closing date for a short text whose only date is a posting date", () => {
    // AfDB ("Posting Date: 18-Mar-2026"), ADB ("Date Posted: Monday, February 16, 2026") and the
    // French and Spanish labels alike.
    for (const text of [
      "Location: Accra, Ghana\nPosting Date: 18-Mar-2026",
      "Location: Asian Development Bank Headquarters Date Posted: Monday, February 16, 2026",
      "Published: 3 March 2026",
      "Publication date: 03/03/2026",
      "Date de publication : 3 mars 2026",
      "Publié le 3 mars 2026",
      "Fecha de publicación: 3 de marzo de 2026",
      "Publicado el 3 de marzo de 2026",
    ])
      expect(resolveClosingDate({ postingText: text }), text).toBeNull();
  });

  it("still reads a closing date stated after a posting date", () => {
    const text = "Position Number: 50086490 Posting Date: 10-Feb-2026 Closing Date: 02-Mar-2026";
    expect(resolveClosingDate({ postingText: text })?.deadline.localDate).toBe("2026-03-02");
    const french = "Date de publication : 3 mars 2026. Date limite de candidature : 24 mars 2026";
    expect(resolveClosingDate({ postingText: french })?.deadline.localDate).toBe("2026-03-24");
    const spanish =
      "Fecha de publicación: 3 de marzo de 2026. Fecha de cierre: 20 de marzo de 2026";
    expect(resolveClosingDate({ postingText: spanish })?.deadline.localDate).toBe("2026-03-20");
  });

  it("masks the date that follows a posting label and nothing else", () => {
    const masked = maskPostingDates("Posting Date: 10-Feb-2026 Closing Date: 02-Mar-2026");
    expect(masked).not.toContain("10-Feb-2026");
    expect(masked).toContain("Closing Date: 02-Mar-2026");
    expect(masked.length).toBe("Posting Date: 10-Feb-2026 Closing Date: 02-Mar-2026".length);
    // "Job Posting End Date" is a closing date (the Global Fund's label), not a posting date.
    expect(maskPostingDates("Job Posting End Date 16 September 2026")).toContain("16 September");
  });

  it("does not take a posting date given as the platform's own deadline field", () => {
    expect(resolveClosingDate({ platform: { text: "Posting Date: 13 Feb 2026" } })).toBeNull();
  });
});

describe("resolveClosingDate: platform field, posting text and tenant rule", () => {
  it("keeps the platform's field when the posting states nothing", () => {
    const resolved = resolveClosingDate({ platform: { closingDate: "2026-09-17" } });
    expect(resolved).toMatchObject({ basis: "platform-field" });
    expect(resolved?.deadline.localDate).toBe("2026-09-17");
  });

  it("takes the date the posting states to applicants when the field disagrees", () => {
    // The Global Fund (Workday): endDate 2026-09-17, the posting's "Job Posting End Date" 16 September.
    const resolved = resolveClosingDate({
      platform: { closingDate: "2026-09-17" },
      postingText: "Job Posting End Date\n16 September 2026",
    });
    expect(resolved?.deadline.localDate).toBe("2026-09-16");
    expect(resolved?.basis).toBe("posting-text");
  });

  it("reads a numeric date that reads both ways in the order the platform's field agrees with", () => {
    // The Syrian Center for Media and Freedom of Expression's 4232432 on ReliefWeb ("data-me-more"
    // capture): "11/10/2026" under ReliefWeb's closing day 11 October, not 10 November.
    const scm = resolveClosingDate({
      platform: { text: "2026-10-11" },
      postingText: "Announcement Date: 02/10/2026\nApplication deadline: 11/10/2026",
    });
    expect(scm?.deadline.localDate).toBe("2026-10-11");
    expect(scm?.basis).toBe("platform-field");
    // A date that reads one way only, and disagrees, is still the posting's.
    expect(
      resolveClosingDate({
        platform: { text: "2026-10-11" },
        postingText: "Application deadline: 25/10/2026",
      })?.deadline.localDate,
    ).toBe("2026-10-25");
  });

  it("keeps the platform's basis when the text states the same day, with the text's hour", () => {
    const resolved = resolveClosingDate({
      platform: { closingDate: "2026-09-20" },
      postingText: "Deadline for Applications September 20, 2026, 11:59 PM Eastern Time",
    });
    expect(resolved?.basis).toBe("platform-field");
    expect(resolved?.deadline.localDate).toBe("2026-09-20");
    expect(resolved?.deadline.instant.toISOString()).toBe("2026-09-21T03:59:00.000Z");
  });

  it("applies a tenant's day-after rule only when asked, and says so", () => {
    const withRule = resolveClosingDate({
      platform: { closingDate: "2026-09-18" },
      tenantRule: "end-date-is-day-after",
    });
    expect(withRule?.deadline.localDate).toBe("2026-09-17");
    expect(withRule?.basis).toBe("tenant-rule");
    const without = resolveClosingDate({ platform: { closingDate: "2026-09-18" } });
    expect(without?.deadline.localDate).toBe("2026-09-18");
  });

  it("keeps the platform's date over a text deadline already past on a posting still listed", () => {
    // WFP JR109486: endDate 2026-12-15, text "14 March 2026", listed open on 2026-09-13.
    const resolved = resolveClosingDate({
      platform: { closingDate: "2026-12-16" },
      tenantRule: "end-date-is-day-after",
      postingText: "DEADLINE FOR APPLICATIONS 14 March 2026-23:59-GMT+01:00",
      listedOpen: true,
      now: new Date("2026-09-13T11:00:00Z"),
    });
    expect(resolved?.deadline.localDate).toBe("2026-12-15");
    expect(resolved?.basis).toBe("tenant-rule");
  });

  it("reads a short unlabelled date only where the caller allows it", () => {
    expect(resolveClosingDate({ postingText: "31 March 2026" })?.deadline.localDate).toBe(
      "2026-03-31",
    );
    expect(resolveClosingDate({ postingText: "31 March 2026", labelledOnly: true })).toBeNull();
  });

  it("treats a far-future roster date as no closing date", () => {
    expect(resolveClosingDate({ platform: { text: "Apply Before 12/31/2069, 11:59 PM" } })).toBe(
      null,
    );
  });
});
