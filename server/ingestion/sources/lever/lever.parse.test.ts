import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parseLeverPostings } from "./lever.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/lever/${name}`, import.meta.url),
    "utf8",
  );
const BASE = "https://jobs.lever.co/reliefpartners/";

test.each([
  {
    file: "postings-skip-0.synthetic.json",
    index: 0,
    expected: {
      title: "Protection Officer – Gender-Based Violence",
      externalId: "3f6b2a10-8c4e-4d7a-9b1e-5a2c7e9d0f14",
      link: `${BASE}3f6b2a10-8c4e-4d7a-9b1e-5a2c7e9d0f14`,
      alternateLinks: [`${BASE}3f6b2a10-8c4e-4d7a-9b1e-5a2c7e9d0f14/apply`],
      organization: "Relief Partners International",
      location: "Goma, Democratic Republic of the Congo",
      contractType: "Fixed-term (12 months)",
      postedAt: new Date("2026-02-24T09:00:00.000Z"),
    },
  },
  {
    file: "postings-skip-0.synthetic.json",
    index: 1,
    expected: {
      title: "Monitoring, Evaluation, Accountability and Learning (MEAL) Coordinator",
      externalId: "a91c7d44-2e35-4b8f-8f60-1d7e3b5c9a02",
      location: "Nairobi, Kenya; Juba, South Sudan",
      contractType: "Full-time staff appointment",
      postedAt: new Date("2026-02-17T09:00:00.000Z"),
    },
  },
  {
    file: "postings-skip-2.synthetic.json",
    index: 0,
    expected: {
      title: "Grants and Compliance Manager",
      externalId: "c2d8e5f6-7a9b-4c1d-8e2f-3a4b5c6d7e8f",
      location: "Remote",
      postedAt: new Date("2026-02-10T09:00:00.000Z"),
    },
  },
])("maps $file posting $index", ({ file, index, expected }) => {
  const page = parseLeverPostings(read(file), "Relief Partners International");
  expect(page.errors).toEqual([]);
  expect(page.postings[index]).toMatchObject(expected);
});

test("assembles the description from intro, titled lists and closing text", () => {
  const html = parseLeverPostings(read("postings-skip-0.synthetic.json"), null).postings[0]
    ?.descriptionHtml;
  expect(html).toBe(
    [
      "<div><b>Context</b></div><div>Relief Partners International runs case management and safe-space programmes for survivors of gender-based violence in North Kivu, where renewed fighting has displaced more than 700,000 people since January.</div>",
      "<h3>Main responsibilities</h3><ul><li>Supervise a team of eight caseworkers across three displacement sites.</li><li>Maintain referral pathways with health, legal and psychosocial partners.</li></ul>",
      "<h3>Requirements</h3><ul><li>University degree in social work, law or a related field.</li><li>Three years of GBV case-management experience; French required.</li></ul>",
      "<div>Applications close on 20 March 2026. Only shortlisted candidates will be contacted.</div>",
    ].join("\n"),
  );
});

test("falls back to descriptionPlain, escaped", () => {
  const payload = JSON.stringify([
    {
      id: "x1",
      text: "Driver",
      hostedUrl: `${BASE}x1`,
      descriptionPlain: "Drive <safely> & well",
      description: "",
    },
  ]);
  expect(parseLeverPostings(payload, null).postings[0]).toMatchObject({
    descriptionHtml: "<p>Drive &lt;safely&gt; &amp; well</p>",
    location: null,
    contractType: null,
    postedAt: null,
  });
});

test("records bad postings and keeps the rest", () => {
  const payload = JSON.stringify([
    { id: "ok", text: "Nurse", hostedUrl: `${BASE}ok` },
    { id: "no-title", text: " ", hostedUrl: `${BASE}no-title` },
    { id: "no-url", text: "Pharmacist" },
  ]);
  const page = parseLeverPostings(payload, null);
  expect(page.itemCount).toBe(3);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["ok"]);
  expect(page.errors).toEqual([
    expect.stringMatching(/^Lever posting #2 \(id no-title\): text:/),
    expect.stringMatching(/^Lever posting #3 \(id no-url\): hostedUrl:/),
  ]);
});

test.each([
  ["<html>Bad gateway</html>", /not JSON/],
  ['{"ok":false,"error":"Document not found"}', /expected a JSON array of postings, got object/],
  ['{"message":"Not found"}', /got object: Not found/],
])("throws on a malformed payload %#", (payload, message) => {
  expect(() => parseLeverPostings(payload, null)).toThrow(message);
});

const readReal = (name: string) => readPlatformFixture("lever", name);

test("real Zoox posting: its own <div><ul> list is not wrapped again, additionalPlain is kept", () => {
  const page = parseLeverPostings(readReal("zoox-postings.TRIMMED-by-source.json"), "Zoox");
  expect(page.errors).toEqual([]);
  const posting = page.postings[0];
  expect(posting).toMatchObject({
    title: "Autonomy System Test Engineer",
    externalId: "f4746da4-8eb8-43e2-b7ce-bf3c7cf9640d",
    location: "Foster City, CA",
    contractType: "Full-time staff appointment",
    link: "https://jobs.lever.co/zoox/f4746da4-8eb8-43e2-b7ce-bf3c7cf9640d",
    alternateLinks: ["https://jobs.lever.co/zoox/f4746da4-8eb8-43e2-b7ce-bf3c7cf9640d/apply"],
  });
  expect(posting?.descriptionHtml).toMatch(
    /^<p>Autonomous vehicles have some of the largest.*<\/p>\n<h3>In this role, you will:<\/h3><div>\n<ul style/s,
  );
  expect(posting?.descriptionHtml).not.toContain("<ul><div>");
  expect(posting?.descriptionHtml).toMatch(
    /<p>About Zoox<\/p><p>Zoox is developing the first ground-up, fully autonomous vehicle fleet.<\/p>$/,
  );
});

// Run on Zoox's real posting before the two rules were written (Veeva's postings prompted them):
// its commitment "Full-time" reaches the contract classifier in the shared words, and its
// workplace type "hybrid" keeps its named place.
test("a remote workplace type makes a posting remote; a hybrid one keeps its place", () => {
  const zoox = parseLeverPostings(readReal("zoox-postings.TRIMMED-by-source.json"), "Zoox");
  expect(zoox.postings.map((posting) => [posting.location, posting.contractType])).toEqual([
    ["Foster City, CA", "Full-time staff appointment"],
  ]);
  const veeva = parseLeverPostings(readReal("veeva-postings.transcribed.json"), "Veeva Systems");
  expect(veeva.postings.map((posting) => [posting.location, posting.contractType])).toEqual([
    ["Remote", "Full-time staff appointment"],
    ["Remote", "Full-time staff appointment"],
  ]);
});

test("real Apollo Research posting: bare <li> content gets its list, HTML parts win over plain ones", () => {
  const page = parseLeverPostings(readReal("apolloresearch-postings.ncalavera.json"), null);
  const html = page.postings[0]?.descriptionHtml ?? "";
  expect(page.postings[0]).toMatchObject({ title: "Finance Manager", location: "London" });
  expect(html).toMatch(/^<h3><span style="color: #000000;">ABOUT APOLLO RESEARCH<\/span><\/h3>/);
  expect(html).toContain("<h3>RESPONSIBILITIES</h3><ul><li><strong>Run day-to-day");
  expect(html).toContain("<h3>THE OPPORTUNITY</h3><div>");
  expect(html).toContain("<p><strong>Equality Statement:</strong>");
});
