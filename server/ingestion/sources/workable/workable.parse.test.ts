import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import { formatWorkableLocation, parseWorkableAccount } from "./workable.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) => readPlatformFixture("workable", name);
/** DoinGud's real job, in the widget's envelope (the capture quotes the job alone). */
const doinGud = () => `{"jobs":[${read("doingud-job.json")}]}`;

// Written before the parser was run on it: DoinGud's job (a different account from the Hugging
// Face capture the parser was shaped on), values read off the job's own fields.
test("reads DoinGud's real job: link, place, contract, level, posted date and description", () => {
  const account = parseWorkableAccount(doinGud(), "doingud", "DoinGud");
  expect(account).toMatchObject({ itemCount: 1, errors: [] });
  const [job] = account.postings;
  expect(job).toMatchObject({
    title: "Local Ambassador",
    externalId: "58CF28660D",
    link: "https://apply.workable.com/j/58CF28660D",
    alternateLinks: ["https://apply.workable.com/j/58CF28660D/apply"],
    organization: "DoinGud",
    location: "Miami, United States",
    contractType: "Contract (individual contractor)",
    level: "Associate",
    postedAt: "2021-06-10",
  });
  expect(job?.descriptionHtml).toMatch(/^<h3> <strong>About DoinGud<\/strong>/);
  expect(job?.descriptionHtml).toContain("<li><strong>Do good.</strong></li> </ul>");
});

test("reads Hugging Face's real answer: the account's name when the source names no employer", () => {
  const account = parseWorkableAccount(
    read("huggingface-widget.TRIMMED-by-source.json"),
    "huggingface",
    null,
  );
  expect(account.errors).toEqual([]);
  expect(account.postings[0]).toMatchObject({
    title: "Open-Source Machine Learning Engineer - EMEA Remote",
    externalId: "81B46579FE",
    organization: "Hugging Face",
    // Telecommuting, and the title says remote: the place is where the team sits, not a duty station.
    location: "Remote",
    contractType: "Full-time staff appointment",
    level: null,
    postedAt: "2026-05-29",
  });
});

test("a configured employer wins over the account's display name", () => {
  const account = parseWorkableAccount(
    read("huggingface-widget.TRIMMED-by-source.json"),
    "huggingface",
    "HF",
  );
  expect(account.postings[0]?.organization).toBe("HF");
});

test("places: hidden ones are left out, several are joined, none with telecommuting is Remote", () => {
  const job = JSON.parse(read("doingud-job.json")) as Parameters<typeof formatWorkableLocation>[0];
  expect(
    formatWorkableLocation({
      ...job,
      locations: [
        { city: "Nairobi", region: "Nairobi County", country: "Kenya", hidden: false },
        { city: "Kampala", country: "Uganda", hidden: true },
        { city: null, region: "Amhara", country: "Ethiopia" },
      ],
    }),
  ).toBe("Nairobi, Kenya; Amhara, Ethiopia");
  expect(formatWorkableLocation({ ...job, city: "", state: "", country: "" })).toBe("Remote");
  expect(
    formatWorkableLocation({ ...job, city: "", state: "", country: "", telecommuting: false }),
  ).toBeNull();
  // A place with telecommuting is remote only when the title says so too.
  expect(formatWorkableLocation({ ...job, title: "Data Analyst (Remote)" })).toBe("Remote");
  expect(formatWorkableLocation(job)).toBe("Miami, United States");
  expect(
    formatWorkableLocation({ ...job, title: "Data Analyst (Remote)", telecommuting: false }),
  ).toBe("Miami, United States");
});

test("a job without a title becomes an error and the others are kept", () => {
  const answer = JSON.parse(read("huggingface-widget.TRIMMED-by-source.json")) as {
    jobs: Record<string, unknown>[];
  };
  answer.jobs.push({ ...answer.jobs[0], title: " ", shortcode: "0000000000" });
  const account = parseWorkableAccount(JSON.stringify(answer), "huggingface", null);
  expect(account.postings).toHaveLength(1);
  expect(account.itemCount).toBe(2);
  expect(account.errors).toEqual([expect.stringContaining("Workable job #2 (0000000000): title")]);
});

test("an answer that is not the widget's throws", () => {
  expect(() => parseWorkableAccount("Not Found", "nobody", null)).toThrow(/not JSON/);
  expect(() => parseWorkableAccount('{"name":"x"}', "nobody", null)).toThrow(/jobs/);
});

// Written before the rule: DoinGud (the account no rule was shaped on) telecommutes too, but its
// title does not say remote and its text asks for someone "Based in Miami"; its employment type
// "Contract" is an individual contractor's. Hugging Face's "Full-time" is an employee's post.
test("Workable's telecommuting flag and employment type as a job seeker reads them", () => {
  const now = new Date("2026-10-09T12:00:00Z");
  const prepare = (json: string, account: string) => {
    const job = parseWorkableAccount(json, account, null).postings[0];
    if (!job) throw new Error(`no job in ${account}`);
    return normalisePosting(job, now);
  };
  const doingud = prepare(doinGud(), "doingud");
  expect(doingud).toMatchObject({ isRemote: false, city: "Miami", countryCode: "US" });
  expect(doingud.contractType).toBe("consultant");
  const huggingFace = prepare(read("huggingface-widget.TRIMMED-by-source.json"), "huggingface");
  expect(huggingFace).toMatchObject({ isRemote: true, countryCode: null });
  expect(huggingFace.contractType).toBe("staff");
});

test("employment types: the platform's list in the classifier's words, an unknown one as written", () => {
  const answer = JSON.parse(read("huggingface-widget.TRIMMED-by-source.json")) as {
    jobs: Record<string, unknown>[];
  };
  const types = ["Part-time", "Temporary", "Internship", "Other", "Seasonal", ""];
  answer.jobs = types.map((type, index) => ({
    ...answer.jobs[0],
    shortcode: `00000000${index}`,
    employment_type: type,
  }));
  const postings = parseWorkableAccount(JSON.stringify(answer), "huggingface", null).postings;
  expect(postings.map((job) => job.contractType)).toEqual([
    "Part-time staff appointment",
    "Temporary",
    "Internship",
    null,
    "Seasonal",
    null,
  ]);
});
