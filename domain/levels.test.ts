import fc from "fast-check";
import { expect, test } from "vitest";
import { GRADE_CODES } from "./grades";
import {
  JOB_LEVELS,
  detectLevel,
  findLevelBySlug,
  getLevelColour,
  isJobLevel,
  levelFromGrade,
  slugifyLevel,
} from "./levels";

// Contract-type values from shared/fixtures/real/field-samples.json and the level each implies
// (staff contract types say nothing about seniority, hence null).
test.each([
  ["Position type: Fixed Term Appointment", null],
  ["Position type: Temporary Appointment", null],
  ["[Temporary Appointment, 364 days]", null],
  ["Temporary Appointment (TA) for 5 months", null],
  ["Position type: Consultant", "Consultant"],
  ["Vacancy Type Fixed Term", null],
  ["Vacancy Type Individual Consultancy", "Consultant"],
  ["Vacancy Type Internship Programme", "Internship"],
  ["Contract Type: Special Service Agreement", "Consultant"],
  ["Recruitment Type: International Recruitment", null],
  ["Recruitment Type: Local Recruitment", null],
  ["Term Duration: 3 years 0 months", null],
  ["Contract Type: Fixed Term", null],
  ["IC - Protocol Support", "Consultant"],
  ["AGD IC Consultoría asesorar formulación planes locales Fortalec", "Consultant"],
  ["International UNV Communications Expert", "Volunteering"],
  ["UNV Community Liaison", "Volunteering"],
  ["SSA National Consultant – Programme and Administrative Associate", "Consultant"],
  ["Type: National Volunteer category: Youth UCoS to Mar2026", "Volunteering"],
  ["Duration: 12 months(with possibility of extension)", null],
  ["TJO", null],
  ["Fixed Term (FTA)", null],
])("contract text %j → %j", (contractText, expected) => {
  expect(detectLevel({ contractText })).toBe(expected);
});

test.each([
  ["UNOPS IICA1", "IICA-1", "Consultant"],
  ["UNOPS LICA6", "LICA-6", "Consultant"],
  ["CON", "CON", "Consultant"],
  ["Programme Associate WASH GS6", "G-6", "Entry"],
  ["JPO Emergency Officer, P-2", "P-2", "Entry"],
  ["Director, Internal Audit D1", "D-1", "Senior"],
  ["People and Culture Manager, P-4", "P-4", "Mid"],
  ["National Post: Programme Specialist - NOC", "NO-C", "Mid"],
  ["Impact Measurement Specialist (IPSA-10)", "IPSA-10", "Mid"],
  ["UN Women: Programme Division Intern", "I-1", "Internship"],
])("title %j with grade %s → %s", (title, gradeCode, expected) => {
  expect(detectLevel({ title, gradeCode })).toBe(expected);
});

test.each([
  ["Humanitarian Affairs Intern, Bangkok", "Internship"],
  ["Legal Consultant, Rome, Italy", "Consultant"],
  ["Consultoría en Comunicación Digital", "Consultant"],
  ["Communication Associate UNV, Tindouf", "Volunteering"],
  ["Senior Protection Assistant (Legal), Cairo", "Entry"],
  ["Associate Senior Data Architect", "Senior"],
  // IDB (the real title): a Specialist / Senior Associate is mid-career, not an entry post.
  ["Systemic Risk Specialist / Senior Associate - Quantitative Analysis, Washington D.C.", "Mid"],
  ["Senior Associate, Investment Operations", "Mid"],
  ["Senior Associate / Principal Investment Officer", "Senior"],
  // Associate titles of the P-2 kind and support associates stay Entry.
  ["Associate Programme Officer, Nairobi", "Entry"],
  ["Resource Planning & Administration Associate, Washington D.C.", "Entry"],
  ["Senior Programme Associate", "Entry"],
  ["Resident Coordinator (Iraq), Baghdad", "Senior"],
  ["Head of Resident Coordinator Office, Yangon", "Senior"],
  ["Assistant Human Resources Officer, Panama", "Entry"],
  // An Assistant before a senior office is its deputy (ADB, the real title), not a support post.
  [
    "Assistant General Counsel (Institutional and Administrative Law), Manila, Philippines",
    "Senior",
  ],
  ["Assistant Resident Representative (Programme), Dhaka", "Senior"],
  ["Assistant Director, Regional Bureau", "Senior"],
  ["General Counsel, Geneva", "Senior"],
  ["Assistant to the Director, Geneva", "Entry"],
  ["Personal Assistant (PA) to Representative, Port Sudan, Sudan", "Entry"],
  ["Humanitarian Affairs Officer, Geneva", "Mid"],
  // UNDP's UN clinic post (the real title): "Senior" is a step within nursing, not management.
  ["Senior Nurse - [Open to all applicants], Harare, Zimbabwe", "Mid"],
  ["Senior Midwife, Cox's Bazar", "Mid"],
  ["Head Nurse, UN Clinic", "Senior"],
  ["Senior Nurse Manager", "Senior"],
  // Trades are support posts, as drivers and technicians are.
  ["Senior Mechanic, Juba", "Entry"],
  ["Register as Conference Short-term Staff, Rome", null],
])("title words: %j → %j", (title, expected) => {
  expect(detectLevel({ title })).toBe(expected);
});

test("contract words outrank the grade, and the grade outranks title words", () => {
  expect(detectLevel({ title: "Senior Consultant", gradeCode: "P-5" })).toBe("Consultant");
  expect(detectLevel({ title: "Senior Programme Associate", gradeCode: "P-3" })).toBe("Mid");
  expect(detectLevel({ title: "Senior Nurse", gradeCode: "G-7" })).toBe("Entry");
  expect(
    detectLevel({
      title: "Programme support",
      description: "<li>Vacancy Type Internship Programme</li>",
    }),
  ).toBe("Internship");
});

test("an early-career programme is Entry whatever its grade", () => {
  expect(detectLevel({ title: "WBG Young Professional (Energy)", gradeCode: "GF" })).toBe("Entry");
  expect(detectLevel({ title: "Young Professionals Programme 2027", gradeCode: "P-2" })).toBe(
    "Entry",
  );
  expect(detectLevel({ title: "Associate Expert in Water Governance", gradeCode: "P-3" })).toBe(
    "Entry",
  );
  expect(detectLevel({ title: "Junior Professional Officer (JPO), Nairobi" })).toBe("Entry");
  // Contract words still come first, and other GF titles keep the grade's level.
  expect(detectLevel({ title: "Young Professionals Internship", gradeCode: "GF" })).toBe(
    "Internship",
  );
  expect(detectLevel({ title: "Economist", gradeCode: "GF" })).toBe("Mid");
});

test("the World Bank's internship grades T3 and T4 are Internship, whatever the title says", () => {
  expect(levelFromGrade("T3")).toBe("Internship");
  expect(levelFromGrade("T4")).toBe("Internship");
  expect(detectLevel({ title: "Korea Green Growth Trust Fund Analyst", gradeCode: "T4" })).toBe(
    "Internship",
  );
});

test("every grade code maps to a level or deliberately to null (bank grades read from the title)", () => {
  for (const code of GRADE_CODES) {
    const level = levelFromGrade(code);
    if (level === null) expect(/^(IS|TI|TL|NS|PL|EL|GCF-)/.test(code)).toBe(true);
    else expect(JOB_LEVELS).toContain(level);
  }
});

test("slugs round-trip and colours fall back to grey", () => {
  for (const level of JOB_LEVELS) expect(findLevelBySlug(slugifyLevel(level))).toBe(level);
  expect(findLevelBySlug("nope")).toBeNull();
  expect(getLevelColour("Mid")).toBe("blue-600");
  expect(getLevelColour("Unknown")).toBe("gray-400");
});

test("property: detectLevel never throws and stays in the vocabulary", () => {
  fc.assert(
    fc.property(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 20 }),
      fc.string({ maxLength: 200 }),
      (title, gradeCode, description) => {
        const level = detectLevel({ title, gradeCode, contractText: title, description });
        expect(level === null || isJobLevel(level)).toBe(true);
      },
    ),
  );
});

test("WFP's service contracts: SC-1 to SC-9 are Entry, SC-10 and SC-11 Mid", () => {
  expect(levelFromGrade("SC-5")).toBe("Entry");
  expect(levelFromGrade("SC-9")).toBe("Entry");
  expect(levelFromGrade("SC-10")).toBe("Mid");
});
