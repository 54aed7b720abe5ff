import { expect, test } from "vitest";
import { formatRecruiteeLocation, parseRecruiteeOffers } from "./recruitee.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) => readPlatformFixture("recruitee", name);
/** Radish Lab's real offer, in the offers envelope (the capture quotes the offer alone). */
const radishOffer = () => JSON.parse(read("radishlab-offer.json")) as Record<string, unknown>;
const offers = (...list: unknown[]) => JSON.stringify({ offers: list });

// Written before the parser was run on it: Radish Lab's offer (a different employer from the bunq
// capture the parser was shaped on), values read off the offer's own fields.
test("reads Radish Lab's real offer: links, place, contract, level, dates and text", () => {
  const page = parseRecruiteeOffers(offers(radishOffer()), "https://radishlab.recruitee.com", null);
  expect(page).toMatchObject({ itemCount: 1, errors: [] });
  const [offer] = page.postings;
  expect(offer).toMatchObject({
    title: "Copywriter Talent Pool",
    externalId: "1390320",
    link: "https://radishlab.recruitee.com/o/copywriter-talen-pool",
    alternateLinks: ["https://radishlab.recruitee.com/o/copywriter-talen-pool/c/new"],
    organization: "Radish Lab",
    // remote: true, hybrid: false, on_site: false and location "Remote job": Brooklyn is the
    // agency's own office, not where the work is done.
    location: "Remote",
    // The code "contract" in the shared employment-type words.
    contractType: "Contract (individual contractor)",
    level: "mid level",
    postedAt: "2023-07-25T17:53:46Z",
  });
  expect(offer).not.toHaveProperty("closingDate");
  // The description, then the requirements.
  expect(offer?.descriptionHtml).toMatch(/^<p dir="ltr">Radish Lab, a creative agency/);
  expect(offer?.descriptionHtml).toMatch(/share your hourly rate\.<\/p>$/);
});

test("reads bunq's real offers: the text from its translation, the link from its slug", () => {
  const page = parseRecruiteeOffers(
    read("bunq-offers.TRIMMED-by-source.json"),
    "https://bunq.recruitee.com",
    null,
  );
  expect(page.errors).toEqual([]);
  const [offer] = page.postings;
  expect(offer).toMatchObject({
    externalId: "4415333",
    link: "https://bunq.recruitee.com/o/deputy-aml-manager-belgium",
    alternateLinks: ["https://careers.bunq.com/o/deputy-aml-manager-belgium/c/new"],
    organization: "bunq",
    location: "Brussels, Belgium",
    // The code "fulltime_permanent" in the shared employment-type words: a staff post.
    contractType: "Full-time staff appointment",
    postedAt: "2026-10-05T16:05:18Z",
  });
  expect(offer?.descriptionHtml).toBe(
    "<p><strong>Ready to Get Shit Done?</strong></p><p>…</p>\n<p>Do You Have What It Takes?</p><ul>…</ul>",
  );
});

test("an offer's own closing date is the platform's deadline", () => {
  const page = parseRecruiteeOffers(
    offers({ ...radishOffer(), close_at: "2023-08-31 21:59:00 UTC" }),
    "https://radishlab.recruitee.com",
    "Radish",
  );
  expect(page.postings[0]).toMatchObject({
    organization: "Radish",
    closingDate: "2023-08-31T21:59:00Z",
    deadlineDecided: true,
  });
});

test("places: a hybrid remote offer keeps its places; the offer's own city without a list", () => {
  const offer = { ...radishOffer(), hybrid: true } as Parameters<typeof formatRecruiteeLocation>[0];
  expect(formatRecruiteeLocation(offer)).toBe("BROOKLYN, United States");
  expect(formatRecruiteeLocation({ ...offer, locations: [] })).toBe("BROOKLYN, United States");
  expect(
    formatRecruiteeLocation({
      ...offer,
      locations: [],
      city: null,
      state_name: null,
      country: null,
    }),
  ).toBe("Remote job");
  expect(formatRecruiteeLocation({ ...offer, hybrid: false })).toBe("Remote");
});

test("a bad offer becomes an error, an unpublished one is left out, the rest are kept", () => {
  const page = parseRecruiteeOffers(
    offers(
      radishOffer(),
      { ...radishOffer(), id: 2, title: "" },
      { ...radishOffer(), id: 3, status: "closed" },
    ),
    "https://radishlab.recruitee.com",
    null,
  );
  expect(page.itemCount).toBe(3);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["1390320"]);
  expect(page.errors).toEqual([expect.stringContaining("Recruitee offer #2 (id 2): title")]);
});

test("an answer that is not the offers list throws", () => {
  expect(() =>
    parseRecruiteeOffers('{"error":"Not Found"}', "https://x.recruitee.com", null),
  ).toThrow(/offers/);
  expect(() => parseRecruiteeOffers("<html>", "https://x.recruitee.com", null)).toThrow(/not JSON/);
});
