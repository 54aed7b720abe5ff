import { describe, expect, test } from "vitest";
import { chooseApplyLink } from "#domain/aggregators";
import { toJobCardData } from "#server/modules/jobs/job-card-data";
import { toJobDto } from "#server/modules/jobs/job-dto";
import { preparePosting } from "./prepare-postings";
import type { AdapterPosting } from "./source-adapter";
import { parseLeverPostings } from "./sources/lever/lever.parse";
import { parsePageUpRss } from "./sources/pageup/pageup.parse";
import {
  parseSmartRecruitersDetail,
  parseSmartRecruitersList,
} from "./sources/smartrecruiters/smartrecruiters.parse";

const NOW = new Date("2026-04-01T12:00:00Z");
const DEFAULTS = { organization: "World Health Organization" };

/** Apply links no page may carry, as a hostile or broken feed would send them. */
const HOSTILE_LINKS = [
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(document.cookie)",
  "javascript:alert(document.domain)",
  " JavaScript:alert(1)",
];

const isWeb = (url: string) => /^https?:$/.test(new URL(url).protocol);

/** Lever's postings JSON with one posting whose apply link is `applyUrl`. */
function leverPostings(applyUrl: string, hostedUrl = "https://jobs.lever.co/who/a1b2c3") {
  return parseLeverPostings(
    JSON.stringify([
      {
        id: "a1b2c3",
        text: "Health Information Officer",
        hostedUrl,
        applyUrl,
        categories: { location: "Geneva, Switzerland", commitment: "Full-time" },
        description: "<p>Lead the health information team.</p>",
      },
    ]),
    "World Health Organization",
  ).postings;
}

/** A PageUp RSS feed with one job whose job:applyLink is `applyLink`. */
function pageUpPostings(applyLink: string) {
  const escaped = applyLink.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return parsePageUpRss(
    `<rss version="2.0"><channel xmlns:job="http://pageuppeople.com/"><item>
      <title>WASH Specialist</title>
      <link>https://careers.pageuppeople.com/671/cw/en-us/job/498765/wash-specialist</link>
      <description>Support water and sanitation programmes.</description>
      <job:refNo>498765</job:refNo>
      <job:location>Eastern and Southern Africa Region|Uganda</job:location>
      <job:applyLink>${escaped}</job:applyLink>
    </item></channel></rss>`,
    "UNICEF",
  ).postings;
}

/** A SmartRecruiters posting with its detail's links merged as the adapter merges them. */
function smartRecruitersPostings(
  applyUrl: string,
  postingUrl = "https://jobs.smartrecruiters.com/OECD/744",
) {
  const { postings } = parseSmartRecruitersList(
    JSON.stringify({
      totalFound: 1,
      content: [
        {
          id: "744",
          name: "Economist",
          location: { city: "Paris", country: "fr" },
          typeOfEmployment: { label: "Full-time" },
        },
      ],
    }),
    "OECD",
    "OECD",
  );
  const detail = parseSmartRecruitersDetail(
    JSON.stringify({
      id: "744",
      applyUrl,
      postingUrl,
      jobAd: {
        sections: {
          jobDescription: { title: "Job Description", text: "<p>Analyse tax policy.</p>" },
        },
      },
    }),
  );
  return postings.map((posting): AdapterPosting => {
    const extra = detail.alternateLinks.filter((link) => link !== posting.link);
    return {
      ...posting,
      descriptionHtml: detail.descriptionHtml,
      ...(extra.length ? { alternateLinks: extra } : {}),
    };
  });
}

const adapters: [string, (link: string) => AdapterPosting[]][] = [
  ["Lever", leverPostings],
  ["PageUp", pageUpPostings],
  ["SmartRecruiters", smartRecruitersPostings],
];

describe.each(adapters)(
  "%s: an apply link that is not http(s) is dropped in prepare",
  (_, parse) => {
    test.each(HOSTILE_LINKS)("%j", (hostile) => {
      const parsed = parse(hostile);
      expect(parsed).toHaveLength(1);
      // The parser hands the link on (the adapters do not check it themselves) …
      expect(parsed[0]!.alternateLinks?.some((link) => link.trim() === hostile.trim())).toBe(true);
      // … and prepare keeps the posting with its own page, without the hostile link.
      const prepared = preparePosting(parsed[0]!, DEFAULTS, NOW);
      expect(isWeb(prepared.link)).toBe(true);
      expect(prepared.row.link).toBe(prepared.link);
      for (const link of prepared.alternateLinks) expect(isWeb(link), link).toBe(true);
      expect(prepared.alternateLinks.join(" ")).not.toMatch(/script|data:/i);
    });

    test("an http(s) apply link is kept", () => {
      const prepared = preparePosting(parse("https://apply.example.org/job/1")[0]!, DEFAULTS, NOW);
      expect(prepared.alternateLinks).toContain("https://apply.example.org/job/1");
    });
  },
);

test("a posting whose own link is not http(s) is refused, naming the problem", () => {
  for (const hostile of HOSTILE_LINKS) {
    const [posting] = leverPostings(
      "https://jobs.lever.co/who/a1b2c3/apply",
      "https://x.example/1",
    );
    expect(() => preparePosting({ ...posting!, link: hostile }, DEFAULTS, NOW), hostile).toThrow(
      "link is not an http(s) URL",
    );
  }
});

test("rows stored before the check: the API, the cards and the job page never carry a non-http(s) link", () => {
  const row = {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Old Row Officer",
    organization: "World Health Organization",
    location: "Geneva, Switzerland",
    link: "javascript:alert(1)",
    links: [
      { source: "lever", url: "data:text/html,<script>alert(1)</script>" },
      { source: "pageup", url: "vbscript:msgbox(1)" },
      { source: "smartrecruiters", url: "https://jobs.smartrecruiters.com/OECD/744" },
    ],
    posted_date: NOW.toISOString(),
    source: "lever",
    external_id: "old-1",
    status: "active",
  };
  const dto = toJobDto(row);
  expect(dto.link).toBe("");
  expect(dto.links).toEqual([
    { source: "smartrecruiters", url: "https://jobs.smartrecruiters.com/OECD/744" },
  ]);
  expect(toJobCardData(dto, { now: NOW }).applyUrl).toBe(
    "https://jobs.smartrecruiters.com/OECD/744",
  );
  const nothingUsable = toJobDto({ ...row, links: [{ source: "lever", url: "data:,x" }] });
  expect(toJobCardData(nothingUsable, { now: NOW }).applyUrl).toBeNull();
  // The choice itself skips such links, whoever calls it.
  expect(chooseApplyLink(["vbscript:x", "https://reliefweb.int/job/1"])).toEqual({
    url: "https://reliefweb.int/job/1",
    via: "ReliefWeb",
  });
});
