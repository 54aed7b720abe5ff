import fc from "fast-check";
import { expect, test } from "vitest";
import {
  deriveDeadline,
  describeDeadline,
  parseDeadlineText,
  parseLabelledDeadline,
} from "./deadlines";

// Deadline values from shared/fixtures/real/field-samples.json and the vacancy pages.
test.each([
  ["Apply Before 04/16/2026, 06:46 PM", "2026-04-16", "2026-04-16T18:46:00.000Z"],
  [
    "Application close: Mar 02 2026 E. Africa Standard Time",
    "2026-03-02",
    "2026-03-02T20:59:59.000Z",
  ],
  [
    "Advertised: Feb 02 2026 E. Africa Standard Time Application close: Mar 02 2026 E. Africa Standard Time",
    "2026-03-02",
    "2026-03-02T20:59:59.000Z",
  ],
  [
    "Application close: Mar 04 2026 W. Europe Standard Time",
    "2026-03-04",
    "2026-03-04T22:59:59.000Z",
  ],
  ["Closing Date: 3/19/2026 (MM/DD/YYYY) at 11:59pm UTC", "2026-03-19", "2026-03-19T23:59:00.000Z"],
  [
    "Closing Date : Monday, March 2, 2026 11:59 p.m. (2359 Manila Time, 0800 GMT)",
    "2026-03-02",
    "2026-03-02T15:59:00.000Z",
  ],
  ["Closing Date: 02-Mar-2026", "2026-03-02", "2026-03-02T23:59:59.000Z"],
  [
    "DEADLINE FOR APPLICATIONS : 30 December 2026-23:59-GMT+01:00 Central European Time (Budapest)",
    "2026-12-30",
    "2026-12-30T22:59:00.000Z",
  ],
  [
    "DEADLINE FOR APPLICATIONS : 14 March 2026-23:59-GMT+01:00 Central European Time (Rome)",
    "2026-03-14",
    "2026-03-14T22:59:00.000Z",
  ],
  ["Deadline for Applications March 1, 2026", "2026-03-01", "2026-03-01T23:59:59.000Z"],
  ["Posting End Date: 3/2/2026 11:59 PM EST", "2026-03-02", "2026-03-03T04:59:00.000Z"],
  ["Deadline: 01 March 2026 (11:59 PM KST)", "2026-03-01", "2026-03-01T14:59:00.000Z"],
  ["Deadline : Jun 2, 2026", "2026-06-02", "2026-06-02T23:59:59.000Z"],
  ["Feb-15-16", "2016-02-15", "2016-02-15T23:59:59.000Z"],
  ["Apply by May-5-26", "2026-05-05", "2026-05-05T23:59:59.000Z"],
  ["Deadline on: 01-Mar-2026 11:23 (GMT -5.00)", "2026-03-01", "2026-03-01T16:23:00.000Z"],
  ["Closing date: 2026-03-20 15:59(America/New_York)", "2026-03-20", "2026-03-20T19:59:00.000Z"],
  ["Closing date: 10 July 2026 Eastern Standard Time", "2026-07-10", "2026-07-11T03:59:59.000Z"],
  ["Deadline: 15 March 2026 UTC-05:00", "2026-03-15", "2026-03-16T04:59:59.000Z"],
  ["Closing Date: 15-Mar-2026 17:00 CET", "2026-03-15", "2026-03-15T16:00:00.000Z"],
  ["Date limite : 15 mars 2026", "2026-03-15", "2026-03-15T23:59:59.000Z"],
  [
    "Date de clôture (minuit, heure d'Abidjan): 25 septembre 2026",
    "2026-09-25",
    "2026-09-25T23:59:59.000Z",
  ],
  ["Deadline of Application : 05.03.2026", "2026-03-05", "2026-03-05T23:59:59.000Z"],
  ["Closing date 25/03/2026", "2026-03-25", "2026-03-25T23:59:59.000Z"],
  // PAHO's Workday headers, as captured.
  [
    "Closing Date: September 16, 2026, 11:59 PM Venezuela Time",
    "2026-09-16",
    "2026-09-17T03:59:00.000Z",
  ],
  [
    "Closing Date: setiembre 15, 2026, 11:59 PM Uruguay Standard Time",
    "2026-09-15",
    "2026-09-16T02:59:00.000Z",
  ],
  [
    "Closing Date: September 14, 2026, 11:59 PM Suriname Time",
    "2026-09-14",
    "2026-09-15T02:59:00.000Z",
  ],
])("%j → %s", (text, localDate, instant) => {
  const deadline = parseDeadlineText(text);
  expect(deadline?.localDate).toBe(localDate);
  expect(deadline?.instant.toISOString()).toBe(instant);
});

// ILO's French adverts (jobs.ilo.org RSS of 2026-09-13) break the label inside a word with a span.
test("an inline tag inside a word does not split the label", () => {
  const html = [
    '<p><span style="font-size:18.0px"><strong>Grade:</strong> NOA </span></p>',
    "<p><strong>No. du poste: </strong>DC/ABIDJAN/NO/2026/01<br><strong>Date de publication: 28 août 2026<br>",
    'Date de clô<span style="background-color:white;color:black">ture (minuit, heure d\'Abidjan): 25 septembre 2026</span></strong></p>',
    "<p><strong>Job ID: </strong>13786 <br><strong>Lieu d'affectation: </strong>Abidjan</p>",
    "<p>Le BIT invite les personnes intéressées à soumettre leur candidature en ligne avant la date limite citée ci-dessus.</p>",
  ].join("\n");
  expect(deriveDeadline({ description: html }, "listing")?.localDate).toBe("2026-09-25");
  // A block tag between words still reads as a space.
  expect(
    deriveDeadline({ description: "<p>Closing</p><p>date: 2 May 2026</p>" }, "listing")?.localDate,
  ).toBe("2026-05-02");
});

test("spec format 'Deadline : MM/DD/YYYY hh:mm:ss' is the end of that day", () => {
  expect(parseDeadlineText("Deadline : 03/15/2026 14:00:00")?.instant.toISOString()).toBe(
    "2026-03-15T23:59:59.000Z",
  );
});

test("ambiguous numeric dates are month-first unless told otherwise", () => {
  expect(parseDeadlineText("Posting End Date: 02/03/2026")?.localDate).toBe("2026-02-03");
  expect(parseDeadlineText("Posting End Date: 02/03/2026", { dayFirst: true })?.localDate).toBe(
    "2026-03-02",
  );
  expect(
    deriveDeadline(
      { description: "Posting End Date: 02/03/2026", organizationText: "EBRD" },
      "listing",
    )?.localDate,
  ).toBe("2026-03-02");
});

test("ISO instants keep their moment; the local date follows the default zone", () => {
  const deadline = parseDeadlineText("2026-10-07T03:59:59.000Z", {
    defaultTimeZone: "America/New_York",
  });
  expect(deadline?.instant.toISOString()).toBe("2026-10-07T03:59:59.000Z");
  expect(deadline?.localDate).toBe("2026-10-06");
});

test("Central Standard Time is UTC-6 all year in Central America and Mexico, US Central elsewhere", () => {
  // PAHO, Tegucigalpa (Req-06045).
  const text = "Closing Date: September 17, 2026, 11:59 PM Central Standard Time";
  expect(parseDeadlineText(text, { countryCode: "HN" })?.instant.toISOString()).toBe(
    "2026-09-18T05:59:00.000Z",
  );
  expect(parseDeadlineText(text, { countryCode: "MX" })?.instant.toISOString()).toBe(
    "2026-09-18T05:59:00.000Z",
  );
  expect(parseDeadlineText(text, { countryCode: "US" })?.instant.toISOString()).toBe(
    "2026-09-18T04:59:00.000Z",
  );
  expect(parseDeadlineText(text)?.instant.toISOString()).toBe("2026-09-18T04:59:00.000Z");
  expect(parseDeadlineText(text, { countryCode: "HN" })?.localDate).toBe("2026-09-17");
  // The abbreviation: UTC-6 in the Americas, China Standard Time in China.
  const short = "Deadline: 17 September 2026 17:00 CST";
  expect(parseDeadlineText(short, { countryCode: "GT" })?.instant.toISOString()).toBe(
    "2026-09-17T23:00:00.000Z",
  );
  expect(parseDeadlineText(short, { countryCode: "CN" })?.instant.toISOString()).toBe(
    "2026-09-17T09:00:00.000Z",
  );
  // "AST" is Arabia Standard Time in Riyadh, Atlantic Standard Time in Bridgetown, unread elsewhere.
  const ast = "Deadline: 17 September 2026 23:59 AST";
  expect(parseDeadlineText(ast, { countryCode: "SA" })?.instant.toISOString()).toBe(
    "2026-09-17T20:59:00.000Z",
  );
  expect(parseDeadlineText(ast, { countryCode: "BB" })?.instant.toISOString()).toBe(
    "2026-09-18T03:59:00.000Z",
  );
  expect(parseDeadlineText(ast)?.instant.toISOString()).toBe("2026-09-17T23:59:00.000Z");
  // Eastern Standard Time stays New York's zone wherever the post is.
  expect(
    parseDeadlineText("Closing Date: September 17, 2026, 11:59 PM Eastern Standard Time", {
      countryCode: "HN",
    })?.instant.toISOString(),
  ).toBe("2026-09-18T03:59:00.000Z");
});

test("UNFPA's 'Apply Before …, 03:59 AM' is 11:59 PM New York: the closing date is the New York day", () => {
  // The real line of UNFPA vacancy 32368 as UNjobs copies it; Oracle writes the moment in UTC.
  const description =
    "Job Identification 32368 Posting Date 03/26/2026, 05:29 AM Apply Before 04/10/2026, 03:59 AM Job Schedule Full time";
  const unfpa = deriveDeadline({ description, organizationText: "UNFPA" }, "listing");
  expect(unfpa?.instant.toISOString()).toBe("2026-04-10T03:59:00.000Z");
  expect(unfpa?.localDate).toBe("2026-04-09");
  // A time later in the UTC day is the same day in New York.
  expect(
    deriveDeadline(
      { description: "Apply Before 04/16/2026, 06:46 PM", organizationText: "UNFPA" },
      "listing",
    )?.localDate,
  ).toBe("2026-04-16");
  // Oracle's own end of posting (UNFPA tenant, UNDP tenant) as an ISO moment.
  const oracle = deriveDeadline(
    { expiresAt: "2026-09-11T03:59:00+00:00", organizationText: "UNDP" },
    "detail",
  );
  expect(oracle?.instant.toISOString()).toBe("2026-09-11T03:59:00.000Z");
  expect(oracle?.localDate).toBe("2026-09-10");
  // Other employers keep the date the text states; a zone the text states is its own.
  expect(deriveDeadline({ description, organizationText: "IOM" }, "listing")?.localDate).toBe(
    "2026-04-10",
  );
  expect(
    deriveDeadline(
      { description: "Apply Before 04/10/2026, 03:59 AM GMT", organizationText: "UNFPA" },
      "listing",
    )?.localDate,
  ).toBe("2026-04-10");
});

test("roster sentinels, column labels and junk give no deadline", () => {
  expect(parseDeadlineText("Apply Before 12/31/2069, 11:50 PM")).toBeNull();
  expect(parseDeadlineText("Apply by")).toBeNull();
  expect(parseDeadlineText("Closing date: 31/31/2026")).toBeNull();
  expect(deriveDeadline({ expiresAt: new Date("2069-12-31T23:50:00Z") }, "detail")).toBeNull();
});

test("deriveDeadline: a listing reads the text first, detail the stored dates first", () => {
  const input = {
    description: "<p>Deadline : 03/15/2026 14:00:00</p>",
    expiresAt: "2026-04-01T00:00:00Z",
    closingDate: new Date("2026-05-01T00:00:00Z"),
  };
  expect(deriveDeadline(input, "listing")?.localDate).toBe("2026-03-15");
  expect(deriveDeadline(input, "detail")?.instant.toISOString()).toBe("2026-04-01T00:00:00.000Z");
  expect(deriveDeadline({ ...input, expiresAt: null }, "detail")?.localDate).toBe("2026-05-01");
  expect(
    deriveDeadline({ organizationText: "Closing Date: 02-Mar-2026" }, "listing")?.localDate,
  ).toBe("2026-03-02");
  expect(deriveDeadline({}, "listing")).toBeNull();
});

test("a stored moment keeps the calendar date stored beside it when they are a day apart at most", () => {
  // "September 17, 2026, 11:59 PM Eastern Time": 03:59 UTC on the 18th, closing date the 17th.
  const paired = deriveDeadline(
    { expiresAt: "2026-09-18T03:59:00.000Z", closingDate: "2026-09-17" },
    "detail",
  );
  expect(paired?.instant.toISOString()).toBe("2026-09-18T03:59:00.000Z");
  expect(paired?.localDate).toBe("2026-09-17");
  // Dates further apart do not describe the same deadline: the moment decides, as before.
  expect(
    deriveDeadline({ expiresAt: "2026-09-18T03:59:00.000Z", closingDate: "2026-09-10" }, "detail")
      ?.localDate,
  ).toBe("2026-09-18");
});

const NOW = new Date("2026-03-01T12:00:00Z");
const MINUTE = 60_000;

test.each([
  [-1, "Deadline passed", "expired"],
  [0, "Deadline passed", "expired"],
  [30_000, "1 minute left", "urgent"],
  [59 * MINUTE, "59 minutes left", "urgent"],
  [60 * MINUTE, "1 hour left", "urgent"],
  [23 * 60 * MINUTE, "23 hours left", "urgent"],
  [24 * 60 * MINUTE, "1 day left", "urgent"],
  [2 * 24 * 60 * MINUTE, "2 days left", "urgent"],
  [3 * 24 * 60 * MINUTE, "3 days left", "soon"],
  [7 * 24 * 60 * MINUTE, "7 days left", "soon"],
  [7 * 24 * 60 * MINUTE + 1, "7 days left", "open"],
  [20 * 24 * 60 * MINUTE, "20 days left", "open"],
  [40 * 24 * 60 * MINUTE, "Closes 10 Apr 2026", "open"],
])("badge %i ms before the deadline → %s (%s)", (remaining, text, tone) => {
  const badge = describeDeadline(new Date(NOW.getTime() + remaining), NOW);
  expect(badge).toMatchObject({ text, tone, isExpired: tone === "expired" });
  expect(badge?.fullDate).toMatch(/2026.*UTC$/);
});

test("no deadline, no badge", () => {
  expect(describeDeadline(null, NOW)).toBeNull();
  expect(describeDeadline(new Date(Number.NaN), NOW)).toBeNull();
});

test("property: parsing never throws and the local date matches the instant's day within a day", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 200 }), (text) => {
      const deadline = parseDeadlineText(`Deadline: ${text}`);
      if (deadline) {
        expect(deadline.localDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const gap = Math.abs(
          deadline.instant.getTime() - Date.parse(`${deadline.localDate}T12:00:00Z`),
        );
        expect(gap).toBeLessThan(2 * 24 * 60 * MINUTE);
      }
    }),
  );
});

test("property: any real calendar date written three ways parses to the same local date", () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date("2000-01-01"), max: new Date("2059-12-31"), noInvalidDate: true }),
      (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [year, month, day] = iso.split("-");
        const monthName = date.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
        expect(parseDeadlineText(`Closing Date: ${iso}`)?.localDate).toBe(iso);
        expect(parseDeadlineText(`Apply Before ${month}/${day}/${year}`)?.localDate).toBe(iso);
        expect(parseDeadlineText(`Deadline: ${Number(day)} ${monthName} ${year}`)?.localDate).toBe(
          iso,
        );
      },
    ),
  );
});

test("property: whitespace runs in a description read like single spaces", () => {
  const piece = fc.oneof(
    fc.constantFrom(
      "Deadline:",
      "Closing date",
      "Apply by",
      "posting end date:",
      "12/03/2026",
      "5 May 2026",
      "March 3, 2026",
      "23:59",
      "GMT+2",
      "EST",
      "text",
      "2069-12-31",
    ),
    fc.string({ maxLength: 6 }),
  );
  const gap = fc.constantFrom(" ", "  ", "\n", "\n\n ", "\u00a0", "\t");
  fc.assert(
    fc.property(fc.array(fc.tuple(piece, gap), { maxLength: 12 }), (pairs) => {
      const spaced = pairs.map(([text, space]) => `${text}${space}`).join("");
      const single = spaced.replace(/\s+/g, " ");
      const long = `${"Background text. ".repeat(20)}${spaced}`;
      const show = (value: unknown) => JSON.stringify(value);
      expect(show(parseDeadlineText(spaced))).toBe(show(parseDeadlineText(single)));
      expect(show(parseDeadlineText(long))).toBe(
        show(parseDeadlineText(long.replace(/\s+/g, " "))),
      );
    }),
    { numRuns: 500 },
  );
});

test("the badge's 'Closes …' date is the day the posting names; the full date stays the moment", () => {
  // UNFPA 32368: 11:59 PM New York on 9 April 2026 is 03:59 UTC on the 10th.
  const moment = new Date("2026-04-10T03:59:00.000Z");
  const now = new Date("2026-02-01T12:00:00Z");
  expect(describeDeadline(moment, now)?.text).toBe("Closes 10 Apr 2026");
  const badge = describeDeadline(moment, now, "2026-04-09");
  expect(badge?.text).toBe("Closes 9 Apr 2026");
  expect(badge?.fullDate).toContain("10 April 2026");
  expect(badge?.fullDate).toContain("03:59 UTC");
  // A closing date that is no date, or far from the moment, is not used.
  expect(describeDeadline(moment, now, "2026-05-30")?.text).toBe("Closes 10 Apr 2026");
  expect(describeDeadline(moment, now, "soon")?.text).toBe("Closes 10 Apr 2026");
});

test("a deadline at midnight exactly closes the day before; the moment stays", () => {
  // The World Bank's JobPosting ValidThrough for requisition 37705; its page says "Closing Date:
  // 9/30/2026 (11:59pm UTC)".
  const worldBank = parseDeadlineText("2026-10-01T00:00:00");
  expect(worldBank?.instant.toISOString()).toBe("2026-10-01T00:00:00.000Z");
  expect(worldBank?.localDate).toBe("2026-09-30");
  expect(parseDeadlineText("2026-10-01T00:00:00Z")?.localDate).toBe("2026-09-30");
  expect(parseDeadlineText("2026-10-01T00:00:00+02:00")?.localDate).toBe("2026-09-30");
  expect(parseDeadlineText("Closing date: 1 October 2026 00:00 CET")?.localDate).toBe("2026-09-30");
  // A minute later, or no time at all, is that day.
  expect(parseDeadlineText("2026-10-01T00:01:00Z")?.localDate).toBe("2026-10-01");
  expect(parseDeadlineText("Closing date: 1 October 2026")?.localDate).toBe("2026-10-01");
});

test("a date and time written with a UTC offset closes on the day its own clock shows", () => {
  // PAHO's Workday text "September 20, 2026, 11:59 PM Eastern Time" is 03:59 UTC on the 21st and
  // closes on the 20th: the posting states the day on its clock. The same moment written with its
  // offset says the same day. The Jed Foundation's Pinpoint deadline_at (tests/fixtures/platforms/
  // pinpoint/jed-postings.har) prompted it: its New York end of day was read as the next day.
  const text = parseDeadlineText("Closing Date: September 20, 2026, 11:59 PM Eastern Time");
  const written = parseDeadlineText("2026-09-20T23:59:00-04:00");
  expect(written?.instant.toISOString()).toBe(text?.instant.toISOString());
  expect(written?.localDate).toBe("2026-09-20");
  expect(parseDeadlineText("2026-08-14T23:59:59-04:00")?.localDate).toBe("2026-08-14");
  // East of Greenwich, an early hour keeps its own day too; midnight still ends the day before.
  expect(parseDeadlineText("2026-10-13T00:30:00+02:00")?.localDate).toBe("2026-10-13");
  expect(parseDeadlineText("2026-10-13T00:00:00+02:00")?.localDate).toBe("2026-10-12");
});

test("a position's or contract's end date is no closing date; an 'End date:' label still is", () => {
  // The IRC's ReliefWeb posting 4232724 (closing 5 December 2026 in ReliefWeb's field) opens with
  // the end of the post itself.
  const text = (line: string) => `Job Overview: the IRC is seeking an officer.\n\n${line}\n`;
  expect(
    parseLabelledDeadline(text("***This position has an end date of 30 September 2027.***")),
  ).toBeUndefined();
  expect(parseLabelledDeadline(text("Contract end date: 31 March 2027"))).toBeUndefined();
  expect(parseLabelledDeadline(text("Assignment end date: 31 March 2027"))).toBeUndefined();
  expect(parseLabelledDeadline(text("End date: 15 December 2026"))?.localDate).toBe("2026-12-15");
  expect(parseLabelledDeadline(text("Posting end date: 15 December 2026"))?.localDate).toBe(
    "2026-12-15",
  );
});

// Texts of reliefweb-mirror's records (deniskierans/reliefweb-mirror data/jobs-data-me.json @
// 22bc8db3bfdeab9a658429d28c70075b6a1ad51b; tests/fixtures/platforms/reliefweb), as plain text.
test('French: "avant le" and a date after an instruction to apply is the last day to apply', () => {
  // ALIMA 4232657 (ReliefWeb's own closing date is the same day, 2026-10-26).
  const alima =
    "Documents à envoyer\n• Pour postuler, veuillez envoyer votre CV et Lettre de Motivation en ligne avant le 26/10/2026\n• Les candidatures sont traitées suivant l’ordre d’arrivée. ALIMA se réserve le droit de fermer l’offre avant le terme initialement indiqué si une candidature est retenue.";
  expect(parseLabelledDeadline(alima)?.localDate).toBe("2026-10-26");
  // Action contre la Faim France 4232744 (ReliefWeb's closing date says 2026-11-04): the sentence
  // runs on through an address with full stops in it.
  const acf =
    "Postulez par email à recrutement[a]humanitalents.com en précisant la référence DG/ACF en objet avant le 31/10/2026.";
  expect(parseLabelledDeadline(acf)?.localDate).toBe("2026-10-31");
});

test('French: "avant le" without an instruction to apply in its sentence, or without a date, is no deadline', () => {
  // ALIMA 4232657: the offer may close before its stated end, a sentence without a date.
  expect(
    parseLabelledDeadline(
      "Les candidatures sont traitées suivant l’ordre d’arrivée. ALIMA se réserve le droit de fermer l’offre avant le terme initialement indiqué si une candidature est retenue.",
    ),
  ).toBeUndefined();
  // Solidarités International 4232579: a start date, not a deadline (no "avant le" at all, and its
  // date after "start date" is no closing date).
  expect(
    parseLabelledDeadline(
      "ABOUT US\nDesired start date: 01/11/2026\nDuration of the mission: 6 Months",
    ),
  ).toBeUndefined();
});
