import { expect, test } from "vitest";
import {
  formatPinpointLocation,
  parsePinpointPostings,
  readPinpointPostings,
} from "./pinpoint.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) => readPlatformFixture("pinpoint", name);
// The recorder kept the answer's `data` list, not its envelope.
const recorded = () =>
  JSON.parse(read("workwithus-postings.real-trimmed-by-source.json")) as unknown[];
const board = { host: "workwithus.pinpointhq.com", organization: "Pinpoint" };

test("reads Pinpoint's own real postings: link, place, contract and each section of text", () => {
  const page = readPinpointPostings(recorded(), board);
  expect(page).toMatchObject({ itemCount: 2, errors: [] });
  expect(page.postings.map((posting) => [posting.externalId, posting.title])).toEqual([
    ["559663", "Founding Legal Counsel"],
    ["567495", "Enterprise Implementation Manager"],
  ]);
  const [counsel, manager] = page.postings;
  expect(counsel).toMatchObject({
    link: "https://workwithus.pinpointhq.com/en/postings/ce6c9e5c-a2d3-42b0-a01e-9edeae315b04",
    organization: "Pinpoint",
    // workplace_type "remote" ("Fully remote"): the London address is the company's office.
    location: "Remote",
    contractType: "Full-time staff appointment",
  });
  // The location named "United Kingdom" is where the remote hire lives, not a duty station.
  expect(manager?.location).toBe("Remote");
  // The description first, then each section under the employer's own heading (the recorder cut
  // every text after about 170 characters).
  const headings = [...(counsel?.descriptionHtml ?? "").matchAll(/<h3>(.*?)<\/h3>/g)].map(
    (match) => match[1],
  );
  expect(headings).toEqual(["What you&apos;ll do", "What you&apos;ll bring", "What we offer"]);
  expect(
    counsel?.descriptionHtml?.startsWith("<div><!--block-->Hi 👋 I'm Ellis, COO at Pinpoint."),
  ).toBe(true);
  expect(manager?.descriptionHtml).toContain("Get every implementation live on time");
  // deadline_at is null on both: no closing date, and none invented; no publication date is sent.
  for (const posting of page.postings) {
    expect(posting).not.toHaveProperty("closingDate");
    expect(posting.postedAt).toBeUndefined();
  }
});

test("the answer's envelope is read: {data: [...]}", () => {
  const body = `{"data": ${read("workwithus-postings.real-trimmed-by-source.json")}}`;
  expect(parsePinpointPostings(body, board).postings).toHaveLength(2);
  expect(() =>
    parsePinpointPostings(read("workwithus-postings.real-trimmed-by-source.json"), board),
  ).toThrow(/Pinpoint postings: unexpected payload/);
  expect(() => parsePinpointPostings("<!DOCTYPE html>", board)).toThrow(/not JSON/);
});

test("a posting without a title is an error; the others are kept", () => {
  const [first, second] = recorded() as Record<string, unknown>[];
  const page = readPinpointPostings([{ ...first, title: " " }, second], board);
  expect(page.itemCount).toBe(2);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["567495"]);
  expect(page.errors).toEqual([expect.stringMatching(/^Pinpoint posting #1 \(id 559663\): title/)]);
});

test("a deadline the employer set is the closing date; a posting without its url links its path", () => {
  const [first] = recorded() as Record<string, unknown>[];
  const [posting] = readPinpointPostings(
    [{ ...first, url: null, deadline_at: "2026-10-12T23:59:00.000+01:00" }],
    board,
  ).postings;
  expect(posting).toMatchObject({
    link: "https://workwithus.pinpointhq.com/en/postings/ce6c9e5c-a2d3-42b0-a01e-9edeae315b04",
    closingDate: "2026-10-12T23:59:00.000+01:00",
    deadlineDecided: true,
  });
});

test("an on-site or hybrid posting is placed where its location says", () => {
  const location = { city: "London", name: "United Kingdom", province: "London" };
  expect(formatPinpointLocation({ workplace_type: "remote", location })).toBe("Remote");
  expect(formatPinpointLocation({ workplace_type: "onsite", location })).toBe("United Kingdom");
  expect(
    formatPinpointLocation({
      workplace_type: "hybrid",
      location: { city: "Nairobi", province: "Kenya" },
    }),
  ).toBe("Nairobi, Kenya");
  expect(
    formatPinpointLocation({
      workplace_type: null,
      location: { city: "London", province: "London" },
    }),
  ).toBe("London");
  expect(formatPinpointLocation({ workplace_type: null, location: null })).toBeNull();
});

test("a town named without a country is in the United Kingdom when its postcode is British", () => {
  // Real locations of two boards (tests/fixtures/platforms/pinpoint/): Butlin's and Hopwood Hall
  // College name a town, a county and a postcode, and no country.
  expect(
    formatPinpointLocation({
      workplace_type: "onsite",
      location: {
        city: "Bognor Regis",
        name: "Bognor Regis",
        postal_code: "PO21 1JJ",
        province: "West Sussex",
      },
    }),
  ).toBe("Bognor Regis, United Kingdom");
  expect(
    formatPinpointLocation({
      workplace_type: "onsite",
      location: {
        city: "Middleton",
        name: "Middleton",
        postal_code: "M24 6XH",
        province: "Manchester",
      },
    }),
  ).toBe("Middleton, United Kingdom");
  // A label that already names its country, and postcodes of other countries, are left as they are.
  expect(
    formatPinpointLocation({
      workplace_type: "onsite",
      location: {
        city: "London",
        name: "United Kingdom",
        postal_code: "EC1A 1BB",
        province: "London",
      },
    }),
  ).toBe("United Kingdom");
  expect(
    formatPinpointLocation({
      workplace_type: "onsite",
      location: { city: "Denver", name: "Denver, CO", postal_code: "80002", province: "Colorado" },
    }),
  ).toBe("Denver, CO");
  expect(
    formatPinpointLocation({
      workplace_type: "hybrid",
      location: { city: "Minato-ku", name: "Tokyo", postal_code: "105-0001", province: "Tokyo" },
    }),
  ).toBe("Tokyo");
});
