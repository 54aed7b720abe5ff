import { expect, test } from "vitest";
import { cleanLetterDraft, coverLetterTemplate } from "./cover-letter";
import { cvLines, matchCv } from "./cv-match";

const CV = cvLines(
  [
    "Amina Diallo",
    "Nutrition Programme Manager, Niamey, 2019 - present",
    "Managed a nutrition programme reaching 40,000 children.",
    "Master of Public Health, 2016",
  ].join("\n"),
);
const CV_TEXT = CV.map((line) => line.text).join("\n");
const POSTING =
  "Requirements\nEducation: Advanced university degree in public health.\nKnowledge of Arabic is required.";

test("the template quotes only CV lines, leaves blanks for the rest, and names the gaps honestly", () => {
  const match = matchCv(POSTING, CV_TEXT, new Date("2026-11-26T00:00:00Z"));
  const letter = coverLetterTemplate(
    { title: "Nutrition Specialist", organization: "UNICEF", location: "Niamey, Niger" },
    match,
  );
  expect(letter).toContain(
    "I am writing to apply for the position of Nutrition Specialist with UNICEF, based in Niamey, Niger.",
  );
  expect(letter).toContain('using what your CV shows: "Master of Public Health, 2016"');
  expect(letter).toContain("Your CV does not show: Arabic (required).");
  expect(letter).toContain("leave it out rather than claim it");
  expect(letter.startsWith("[Your name]")).toBe(true);
});

test("an AI answer is held to the rules: JSON only, real citations, figures from the cited lines", () => {
  expect(cleanLetterDraft("Here is your letter: Dear Sir", CV, "")).toBeNull();
  expect(cleanLetterDraft('{"letter": []}', CV, "")).toBeNull();
  const draft = cleanLetterDraft(
    `Sure! ${JSON.stringify({
      letter: [
        { text: "<p>I managed a programme for <b>40,000</b> children.</p>", cvLines: [3, 3, 42] },
        { text: "I have twelve years of experience, 1 PhD and 3 awards.", cvLines: [2] },
        { text: "Visit www.example.org or https://example.org/x today.", cvLines: "2" },
      ],
      bullets: [
        { text: "Managed a programme reaching 40,000 children", cvLines: [3] },
        { text: "Speaks fluent Arabic", cvLines: [] },
        { text: "Led 25 staff", cvLines: [2] },
      ],
    })}`,
    CV,
    "Nutrition Specialist UNICEF",
  )!;
  expect(draft.letter).toEqual([
    { text: "I managed a programme for 40,000 children.", cvLines: [3], unsupported: [] },
    {
      text: "I have twelve years of experience, 1 PhD and 3 awards.",
      cvLines: [2],
      unsupported: ["1", "3", "twelve"],
    },
    { text: "Visit or today.", cvLines: [], unsupported: [] },
  ]);
  expect(draft.bullets.map((bullet) => bullet.text)).toEqual([
    "Managed a programme reaching 40,000 children",
  ]);
});
