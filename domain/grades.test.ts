import fc from "fast-check";
import { expect, test } from "vitest";
import {
  GRADE_CODES,
  detectGrade,
  getGradeFamily,
  isKnownGradeCode,
  normaliseGradeCode,
} from "./grades";
import { detectLevel } from "./levels";

// Every grade value in shared/fixtures/real/field-samples.json with the code we expect. Departures
// from that file's suggested "normalized" value: intern/consultant use our codes I-1 and CON,
// "GS3/4" keeps the first grade, GCF letters are prefixed, ICRC "B3" has no mapping.
const GRADE_SAMPLES: [string, string | null, string | null][] = [
  ["P-2", "P-2", null],
  ["P3", "P-3", null],
  ["P-4 (00076317)", "P-4", null],
  ["Grade P4", "P-4", null],
  ["Grade IN", "I-1", null],
  ["Grade SB4", "SB-4", null],
  // ADB's "Position Level" on a real job page (adb.taleo.net 260856, 2026-09-13): technical local staff.
  ["TL5", "TL5", "Asian Development Bank"],
  ["NOC", "NO-C", null],
  ["NO-B", "NO-B", null],
  ["NOB", "NO-B", null],
  ["(NOA)", "NO-A", null],
  ["G6", "G-6", null],
  ["G5", "G-5", null],
  ["GS6", "G-6", null],
  ["Level: GS-7", "G-7", null],
  ["Level: G-5", "G-5", null],
  ["D1", "D-1", null],
  ["- (D-2),", "D-2", null],
  ["(P5)", "P-5", null],
  ["(NPSA-6)", "NPSA-6", null],
  ["[NPSA-5]", "NPSA-5", null],
  ["NPSA-9", "NPSA-9", null],
  ["NPSA 5", "NPSA-5", null],
  ["Level: NPSA 4", "NPSA-4", null],
  ["NPSA6", "NPSA-6", null],
  ["(IPSA-10)", "IPSA-10", null],
  ["(IPSA 9)", "IPSA-9", null],
  ["UNOPS IICA1", "IICA-1", null],
  ["IICA-1 (P-2 equivalent)", "IICA-1", null],
  ["International UNOPS IICA 2 (P3)", "IICA-2", null],
  ["UNOPS LICA6", "LICA-6", null],
  ["UNOPS LICA7", "LICA-7", null],
  ["GS6 General Service Temporary > Temporary Assignment/ Appointment", "G-6", null],
  ["NOA National Professional Officer Regular > Regular Assignment", "NO-A", null],
  ["Level: SSA8", "SSA-8", null],
  ["SSA8", "SSA-8", null],
  ["SSA 5", "SSA-5", null],
  ["JOB GRADE: SSA-10", "SSA-10", null],
  ["Nivel: SSA5", "SSA-5", null],
  ["| SSA 9 |", "SSA-9", null],
  ["NOB/ICS9", "NO-B", null],
  ["(ICS-5)", "ICS-5", null],
  ["Grade : P-4", "P-4", null],
  ["Grade: GF", "GF", null],
  ["Grade: EC1", "EC1", null],
  ["Position Grade : TI2", "TI2", null],
  ["Position Grade: PL4", "PL4", null],
  ["Position Grade: GS3/4", "G-3", null],
  ["Position Grade: N/A", null, null],
  ["Grade: E", "GCF-E", "Green Climate Fund"],
  ["P-2", "P-2", null],
  ["GS-6", "G-6", null],
  ["G6", "G-6", null],
  ["International Consultant", "CON", null],
  ["P-3", "P-3", null],
  ["NO-C", "NO-C", null],
  ["G-5", "G-5", null],
  ["CON", "CON", null],
  ["I-1", "I-1", null],
  ["INFORMATION SYSTEMS OFFICER, P3", "P-3", null],
  ["Category and Level : Consultants, CON", "CON", null],
  ["B3", null, null],
  ["ICS-11/IICA-3", "IICA-3", null],
];

test.each(GRADE_SAMPLES)("grade field %j → %j", (raw, expected, organization) => {
  expect(detectGrade({ level: raw, organization })?.code ?? null).toBe(expected);
});

test.each([
  ["JPO Emergency Officer, P-2, Addis Ababa, Ethiopia", "P-2"],
  ["Education Specialist (Early Childhood Education), P3, Dili, Timor-Leste, #136263", "P-3"],
  ["Programme Associate WASH GS6 Temporary Appointment (TA) for 5 months Monteria", "G-6"],
  ["Director, Division of Finance and Management - (D-2), FT, NYHQ, USA", "D-2"],
  ["HR Officer - Talent Acquisition (NOA) - Damascus - VA011-2026", "NO-A"],
  ["Project Assistant [NPSA-5], LAND Project [two positions], Dhaka", "NPSA-5"],
  ["Business Support Assistant SSA 5 - Roster for the Caribbean Multi-Country Office", "SSA-5"],
  ["Budget Officer NO-1 Temporary Position 6 months, Kampala, Uganda", "NO-A"],
  ["Re-advertised: Child Protection Specialist, N0-3, Fixed Term, Ankara", "NO-C"],
  ["TA P-3 Health Specialist", "P-3"],
  ["Driver (STS), Position Grade: GS 3/4", "G-3"],
  // WFP's Workday title (tests/fixtures/platforms/workday/wfp-job-openings-with-details.har).
  ["Business Support Assistant SC 5 - Roster for the Caribbean Multi-Country Office", "SC-5"],
  ["Programme Associate SC6, Cox's Bazar", "SC-6"],
])("title %j → %s", (title, expected) => {
  expect(detectGrade({ title })).toEqual({ code: expected, source: "title", confidence: 0.8 });
});

test.each([
  "P3 programme officer",
  "G20 Sherpa Office adviser",
  "the G7 presidency coordinator",
  "SDG 3 Health Officer",
  "COP28 Logistics Coordinator",
  "Asistencia Técnica Programa CON BASE",
  "Call +41 22 917 1234 for the 2 posts",
  "Principal Operations Officer (SEFA), PERN3, Abidjan",
  "Local IC to Support the NDP12 Alignment (2026-2030)",
  "GEA-Gender Equality Seal Expert (Cluster 1)",
  "SC 12 Working Group Secretary",
])("no grade is read from %j", (title) => {
  expect(detectGrade({ title })).toBeNull();
});

test("the level field wins over the title, the title over the description: confidence 0.9, 0.8, 0.6", () => {
  const input = { level: "P-4", title: "Officer, P-3", description: "<p>Grade: P-2</p>" };
  expect(detectGrade(input)).toEqual({ code: "P-4", source: "level", confidence: 0.9 });
  expect(detectGrade({ ...input, level: null })).toEqual({
    code: "P-3",
    source: "title",
    confidence: 0.8,
  });
  expect(detectGrade({ description: input.description })).toEqual({
    code: "P-2",
    source: "description",
    confidence: 0.6,
  });
});

test("description scan strips markup and stops after 5,000 characters", () => {
  expect(detectGrade({ description: "<li>Grade</li><li>NOC</li>" })?.code).toBe("NO-C");
  expect(detectGrade({ description: `${"x ".repeat(2600)} Grade: P-3` })).toBeNull();
});

test("a labelled grade in the description beats an earlier passing mention", () => {
  const description =
    "Competencies LEVEL 1: plans own work. UN Level III English. Type of contract: Fixed Term Level: Assistant/G5";
  expect(detectGrade({ description })?.code).toBe("G-5");
});

test("ICS bands quoted as equivalences lose to the real grade", () => {
  expect(normaliseGradeCode("de grade NOB/ICS9")).toBe("NO-B");
  expect(normaliseGradeCode("ICS-11/IICA-3")).toBe("IICA-3");
  expect(normaliseGradeCode("Finance Assistant (ICS-5)")).toBe("ICS-5");
});

test("IMO's dotted grade field: 'G.6' is G-6, but only in the grade field", () => {
  // classification of IMO vacancy 940 (tests/fixtures/platforms/imo-recruit/).
  expect(normaliseGradeCode("G.6")).toBe("G-6");
  expect(normaliseGradeCode("P.4")).toBe("P-4");
  expect(normaliseGradeCode("D.1")).toBe("D-1");
  expect(detectGrade({ level: "G.6" })?.code).toBe("G-6");
  expect(detectGrade({ description: "See annex D.1 and section P.4 of the rules." })).toBeNull();
});

test("the dotted notation after a grade label, in any text", () => {
  // The ITC-ILO's vacancies 209 and 207 (tests/fixtures/platforms/itcilo-jobs/
  // vacancy-209-20260913.TRIMMED.html, vacancy-207-…): their conditions of employment.
  expect(
    detectGrade({ description: "General Service Category, grade G.5, Fixed Term, Regular Budget" })
      ?.code,
  ).toBe("G-5");
  expect(
    detectGrade({
      description:
        "Salary and Post Adjustment, grade P.2 in US$, per year (subject to revision by the International Civil Service Commission (ICSC))",
    })?.code,
  ).toBe("P-2");
});

test("the dotted notation in a title, not in a description without a label", () => {
  // The International Maritime Organization's ReliefWeb titles (tests/fixtures/platforms/reliefweb/
  // jobs-v2-data-me-un-20261006.har, 4232372, 4232371, 4232385).
  expect(detectGrade({ title: "Technical Officer (P.3)" })?.code).toBe("P-3");
  expect(detectGrade({ title: "Chief, Central Support Services (D.1)" })?.code).toBe("D-1");
  expect(detectGrade({ title: "Human Resources Payroll Associate (G.5)" })?.code).toBe("G-5");
  // The same words in a description, with no grade label before the code, are not read.
  expect(detectGrade({ description: "Technical Officer (P.3)" })).toBeNull();
});

test("single-letter bank grades need the organisation", () => {
  expect(detectGrade({ description: "Grade: E Deadline: 01 March 2026" })).toBeNull();
  expect(
    detectGrade({ description: "Grade: E", organization: "Green Climate Fund (GCF)" })?.code,
  ).toBe("GCF-E");
});

test("World Bank internship grades T3/T4 are read only from a World Bank posting's grade label or field", () => {
  // The label table of World Bank requisition 37705 (WBG Pioneers, master's and PhD students).
  const table = "Job #: req37705 Organization: World Bank Grade: T4 Location: Seoul,South Korea";
  expect(detectGrade({ description: table, organization: "World Bank" })?.code).toBe("T4");
  expect(detectGrade({ description: "Grade: T3", organization: "World Bank Group" })?.code).toBe(
    "T3",
  );
  expect(detectGrade({ level: "T3", organization: "World Bank" })?.code).toBe("T3");
  // The same words from another employer, or a T4 that is not after a grade label, are no grade.
  expect(detectGrade({ description: table, organization: "UNICEF" })).toBeNull();
  expect(detectGrade({ level: "T4", organization: "UNICEF" })).toBeNull();
  expect(detectGrade({ level: "T4" })).toBeNull();
  expect(
    detectGrade({
      description: "Submit form T4 with the application.",
      organization: "World Bank",
    }),
  ).toBeNull();
  expect(detectGrade({ title: "Intern (T4)", organization: "World Bank" })).toBeNull();
  // The code itself (a filter value) stays what it is.
  expect(normaliseGradeCode("T4")).toBe("T4");
  // World Bank staff grades are unchanged.
  expect(detectGrade({ description: "Grade: GF", organization: "World Bank" })?.code).toBe("GF");
  expect(detectGrade({ level: "GF", organization: "World Bank Group" })?.code).toBe("GF");
  expect(getGradeFamily("T4")).toMatchObject({ id: "WB-T", category: "intern" });
});

test("UNICEF's 'NO2' in a title is NO-B; in a description it is nitrogen dioxide", () => {
  // The real UNICEF title (UNjobs).
  const title =
    "WASH and Climate Officer NO2 Temporary appointment -364 days Natitingou- WCAR, Parakou, Benin";
  expect(detectGrade({ title })?.code).toBe("NO-B");
  expect(detectGrade({ level: "NO3" })?.code).toBe("NO-C");
  expect(detectGrade({ description: "Monitor NO2 and PM2.5 levels in the city." })).toBeNull();
  expect(detectGrade({ title: "Air quality: NO2 programme" })).toBeNull();
});

test("the Global Fund's grade levels: 'GL D' in its titles, 'Grade: E' after a label, only for the Global Fund", () => {
  // The real title of Global Fund JR4665 (Workday).
  const title =
    "Specialist, QA Monitoring, Vigilance & Market Surveillance - GL D - Defined Duration until December 2028";
  expect(detectGrade({ title, organization: "The Global Fund" })?.code).toBe("GL-D");
  expect(
    detectGrade({ title: "Fund Portfolio Analyst - GL B", organization: "Global Fund" })?.code,
  ).toBe("GL-B");
  expect(detectGrade({ description: "Grade: E", organization: "The Global Fund" })?.code).toBe(
    "GL-E",
  );
  expect(detectGrade({ level: "GL F", organization: "The Global Fund" })?.code).toBe("GL-F");
  expect(getGradeFamily("GL-D")).toMatchObject({ id: "GL", isLocallyRecruited: false });
  expect(detectLevel({ title, gradeCode: "GL-D" })).toBe("Mid");
  expect(detectLevel({ title: "Fund Portfolio Analyst - GL B", gradeCode: "GL-B" })).toBe("Entry");
  expect(detectLevel({ title: "Senior Manager - GL F", gradeCode: "GL-F" })).toBe("Senior");
  // Elsewhere "GL" is a general ledger; a letter past F, or a word, is no level.
  expect(detectGrade({ title, organization: "UNICEF" })).toBeNull();
  expect(detectGrade({ description: "Post entries to GL D accounts." })).toBeNull();
  expect(detectGrade({ title: "Analyst - GL G", organization: "The Global Fund" })).toBeNull();
  expect(detectGrade({ title: "GL Default accounts", organization: "The Global Fund" })).toBeNull();
});

test("an employer's bare code counts when it is the whole grade field, not inside a longer one", () => {
  expect(detectGrade({ level: "E", organization: "Green Climate Fund" })?.code).toBe("GCF-E");
  expect(detectGrade({ level: "Band T4", organization: "World Bank" })).toBeNull();
});

test("getGradeFamily describes families and flags local recruitment", () => {
  expect(getGradeFamily("G-6")).toMatchObject({
    id: "G",
    category: "general-service",
    isLocallyRecruited: true,
  });
  expect(getGradeFamily("NO-B")?.isLocallyRecruited).toBe(true);
  expect(getGradeFamily("NPSA-6")?.isLocallyRecruited).toBe(true);
  expect(getGradeFamily("P-4")).toMatchObject({
    id: "P",
    category: "professional",
    isLocallyRecruited: false,
  });
  expect(getGradeFamily("p4")?.id).toBe("P");
  expect(getGradeFamily("GF")?.category).toBe("bank");
  expect(getGradeFamily("banana")).toBeNull();
  for (const code of GRADE_CODES)
    expect(getGradeFamily(code)?.description.length).toBeGreaterThan(20);
});

test("every known code normalises to itself", () => {
  for (const code of GRADE_CODES) expect(normaliseGradeCode(code)).toBe(code);
});

test("property: no string makes the grade functions throw, and outputs stay in the vocabulary", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 60 }), (text, level) => {
      const result = detectGrade({ level, title: text, description: text });
      if (result) expect(isKnownGradeCode(result.code)).toBe(true);
      const code = normaliseGradeCode(text);
      if (code !== null) expect(isKnownGradeCode(code)).toBe(true);
    }),
  );
});

test("property: normalising twice changes nothing", () => {
  const gradeLike = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc
      .tuple(
        fc.constantFrom(
          "P",
          "G",
          "GS",
          "D",
          "NO",
          "NPSA",
          "IPSA",
          "IICA",
          "LICA",
          "SB",
          "SC",
          "SSA",
          "ICS",
          "FS",
        ),
        fc.constantFrom("", "-", " "),
        fc.constantFrom("1", "2", "3", "5", "9", "10", "B", "C"),
      )
      .map(([family, separator, suffix]) => `${family}${separator}${suffix}`),
  );
  fc.assert(
    fc.property(gradeLike, (raw) => {
      const once = normaliseGradeCode(raw);
      if (once !== null) expect(normaliseGradeCode(once)).toBe(once);
    }),
  );
});
