import { describe, expect, test } from "vitest";
import { findDeadlineMentions, parseDeadlineText } from "./deadlines";
import { findDutyStationInText, findDutyStationMentions } from "./duty-stations";
import { findGradeCandidates } from "./grade-candidates";
import { detectGrade, detectGradeWithEvidence, findGradeMatches, gradeScanTexts } from "./grades";

// The matches the extraction inspector shows come from the extractors themselves: every accepted
// grade match is a candidate detectGrade chooses among, the first deadline label with a reading
// is parseDeadlineText's answer, and the first duty-station phrase naming a place is
// findDutyStationInText's.

const TEXTS = [
  "Programme Officer, P-3, for the P3 programme; Grade: GF and the G7 summit",
  "Consultant (IICA-2) — Level: NOB/ICS9. Based in Juba. Grade: G-4",
  "Driver, GS-3/4, Abidjan. Phase 1 of the SDG 3 work. Position grade : P 4",
  "Nothing here at all",
];

describe("findGradeMatches", () => {
  test("reports every match with its position, and why a rejected one is not a grade", () => {
    const text = "Programme Officer, P-3, for the P3 programme; Grade: GF";
    const matches = findGradeMatches(text, "description", "");
    expect(
      matches.map(({ rule, index, end, match, code, accepted, rejection }) => ({
        rule,
        index,
        end,
        match,
        code,
        accepted,
        rejection,
      })),
    ).toEqual([
      {
        rule: "p",
        index: 19,
        end: 22,
        match: "P-3",
        code: "P-3",
        accepted: true,
        rejection: null,
      },
      {
        rule: "p",
        index: 32,
        end: 34,
        match: "P3",
        code: "P-3",
        accepted: false,
        rejection: "a word around it shows it is not a grade",
      },
      {
        rule: "world-bank",
        index: 53,
        end: 55,
        match: "GF",
        code: "GF",
        accepted: true,
        rejection: null,
      },
    ]);
    for (const match of matches) expect(text.slice(match.index, match.end)).toBe(match.match);
  });

  test("a label-only code outside a label is not reported; after a label it is", () => {
    expect(findGradeMatches("The GF team", "title", "")).toEqual([]);
    expect(findGradeMatches("Level: GF", "title", "").map((m) => m.code)).toEqual(["GF"]);
  });

  test.each(TEXTS)("its accepted matches are exactly the extractor's candidates: %s", (text) => {
    for (const mode of ["title", "description"] as const) {
      const accepted = findGradeMatches(text, mode, "")
        .filter((match) => match.accepted)
        .map(({ index, code, rule }) => ({ index, code, rule }));
      const candidates = findGradeCandidates(text, mode, "").map(({ index, code, rule }) => ({
        index,
        code,
        rule,
      }));
      expect(accepted).toEqual(candidates);
    }
  });
});

describe("detectGradeWithEvidence", () => {
  test.each(TEXTS)("gives detectGrade's answer with the rule and position: %s", (text) => {
    const input = { title: text.slice(0, 30), description: text, organization: "" };
    const evidence = detectGradeWithEvidence(input);
    const plain = detectGrade(input);
    expect(
      evidence
        ? { code: evidence.code, source: evidence.source, confidence: evidence.confidence }
        : null,
    ).toEqual(plain);
    if (evidence) {
      const scanned = gradeScanTexts(input)[evidence.source] ?? "";
      const atIndex = findGradeMatches(scanned, evidence.source, "").find(
        (match) => match.index === evidence.index && match.rule === evidence.rule,
      );
      expect(atIndex?.code).toBe(evidence.code);
    }
  });

  test("names the title rule and the description's labelled grade over an earlier mention", () => {
    expect(detectGradeWithEvidence({ title: "Analyst (P-2)" })).toMatchObject({
      code: "P-2",
      source: "title",
      rule: "p",
      index: 9,
    });
    const description = "Join the P-4 team. Grade: G-5 post";
    expect(detectGradeWithEvidence({ title: "Assistant", description })).toMatchObject({
      code: "G-5",
      source: "description",
      rule: "g",
      index: description.indexOf("G-5"),
    });
  });

  test("gradeScanTexts gives the texts as the rules read them", () => {
    expect(gradeScanTexts({ level: "p-3", title: "A &amp; B", description: "x \n\n y" })).toEqual({
      level: "P-3",
      title: "A & B",
      description: "x y",
    });
  });
});

describe("findDeadlineMentions", () => {
  const text =
    "Deadline: see below. Closing date: 15 December 2026 at 17:00 CET. Apply by 31/12/2069";

  test("lists every label with its position and reading; the first reading is parseDeadlineText's", () => {
    const mentions = findDeadlineMentions(text);
    expect(
      mentions.map((m) => [m.index, m.label, m.outcome, m.deadline?.localDate ?? null]),
    ).toEqual([
      [0, "Deadline:", "date", "2026-12-15"],
      [21, "Closing date:", "date", "2026-12-15"],
      [66, "Apply by ", "no deadline", null],
    ]);
    for (const mention of mentions)
      expect(text.slice(mention.index, mention.end)).toBe(mention.label);
    expect(mentions[0]?.deadline).toEqual(parseDeadlineText(text));
  });

  test("a label with no date after it says so", () => {
    expect(findDeadlineMentions("Closing date: to be announced").map((m) => m.outcome)).toEqual([
      "no date",
    ]);
    expect(findDeadlineMentions("No labels here 2026-01-01")).toEqual([]);
  });
});

describe("findDutyStationMentions", () => {
  const text =
    "Location: somewhere nice\nDuty Station: Juba, South Sudan\nYou will be based in Nairobi, Kenya with travel.";

  test("labelled lines first, then 'based in', each with its place or none", () => {
    const mentions = findDutyStationMentions(text);
    expect(mentions.map((m) => [m.kind, m.phrase, m.place?.display ?? null])).toEqual([
      ["labelled line", "somewhere nice", null],
      ["labelled line", "Juba, South Sudan", "Juba, South Sudan"],
      ["based in", "Nairobi, Kenya", "Nairobi, Kenya"],
    ]);
    for (const mention of mentions)
      expect(text.slice(mention.index, mention.end)).toBe(mention.match);
    expect(mentions.find((m) => m.place)?.place).toEqual(findDutyStationInText(text));
  });
});
