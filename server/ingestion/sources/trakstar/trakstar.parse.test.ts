import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { formatTrakstarLocation, parseTrakstarOpenings } from "./trakstar.parse";

/** Exotel's two real openings (the capture holds the `objects` list alone, no envelope). */
const objects = () =>
  JSON.parse(
    readFileSync(
      new URL(
        "../../../../tests/fixtures/platforms/trakstar/exotel-openings-objects.TRIMMED.json",
        import.meta.url,
      ),
      "utf8",
    ),
  ) as Record<string, unknown>[];
const page = (list: unknown[], meta?: unknown) =>
  JSON.stringify(meta === undefined ? { objects: list } : { objects: list, meta });

test("reads Exotel's real openings: title, link, place, contract and text as posted", () => {
  const result = parseTrakstarOpenings(page(objects()), "exotel", "Exotel");
  expect(result).toMatchObject({ itemCount: 2, errors: [], total: null });
  const [first, second] = result.postings;
  expect(first).toMatchObject({
    title: "Head of Customer Success  - India",
    externalId: "fk0z8rm",
    link: "https://exotel.hire.trakstar.com/jobs/fk0z8rm/",
    organization: "Exotel",
    // City "Bengaluru/Gurugram", state and country empty: two cities, as the employer wrote them.
    location: "Bengaluru/Gurugram",
    contractType: "full-time",
  });
  expect(first?.descriptionHtml).toMatch(/^<h1>About Exotel<\/h1>/);
  // close_date is null in both: the account set no deadline.
  expect(first).not.toHaveProperty("closingDate");
  expect(second).toMatchObject({
    title: "Senior Technical Product Manager",
    externalId: "fk0z8vb",
    link: "https://exotel.hire.trakstar.com/jobs/fk0z8vb/",
    location: "Bengaluru, Karnataka, India",
    contractType: "full-time",
  });
});

test("an opening's own closing date is the platform's deadline; the tenant's page stands in for a missing link", () => {
  const [first] = objects();
  const result = parseTrakstarOpenings(
    page([{ ...first, close_date: "2026-10-15", hosted_url: null }]),
    "exotel",
    null,
  );
  expect(result.postings[0]).toMatchObject({
    closingDate: "2026-10-15",
    deadlineDecided: true,
    link: "https://exotel.hire.trakstar.com/jobs/fk0z8rm/",
    organization: null,
  });
});

test("places: a region repeating the city is dropped; remote work is said", () => {
  const [, second] = objects() as { location: Record<string, string> }[];
  expect(
    formatTrakstarLocation({
      location: { city: "Geneva", state: "Geneva", country: "Switzerland" },
    }),
  ).toBe("Geneva, Switzerland");
  expect(formatTrakstarLocation({ ...second, allows_remote: true })).toBe(
    "Bengaluru, Karnataka, India; Remote",
  );
  expect(
    formatTrakstarLocation({ location: { city: "", state: "", country: "" }, allows_remote: true }),
  ).toBe("Remote");
  expect(formatTrakstarLocation({ location: null })).toBeNull();
});

test("a bad opening becomes an error, the rest are kept; the stated total is read", () => {
  const [first, second] = objects();
  const result = parseTrakstarOpenings(
    page([first, { ...second, title: " " }], { total_count: 34 }),
    "exotel",
    null,
  );
  expect(result.postings.map((posting) => posting.externalId)).toEqual(["fk0z8rm"]);
  expect(result.errors).toEqual([
    expect.stringContaining("Trakstar opening #2 (id fk0z8vb): title"),
  ]);
  expect(result).toMatchObject({ itemCount: 2, total: 34 });
});

test("an answer that is not the openings list throws", () => {
  expect(() => parseTrakstarOpenings('{"error":"not found"}', "x", null)).toThrow(/objects/);
  expect(() => parseTrakstarOpenings("<html>", "x", null)).toThrow(/not JSON/);
});
