import { describe, expect, test } from "vitest";
import {
  eligibleGrades,
  languageAdvice,
  nationalPosts,
  nextGradeAdvice,
} from "./career-eligibility";

describe("eligibleGrades", () => {
  test.each([
    // years, degree, grades
    [0, "master", ["P-1"]],
    [1, "bachelor", []],
    [2, "bachelor", ["P-1"]],
    [2, "master", ["P-1", "P-2"]],
    [4, "bachelor", ["P-1", "P-2"]],
    [5, "master", ["P-1", "P-2", "P-3"]],
    [6, "bachelor", ["P-1", "P-2"]],
    [7, "bachelor", ["P-1", "P-2", "P-3"]],
    [7, "doctorate", ["P-1", "P-2", "P-3", "P-4"]],
    [9, "bachelor", ["P-1", "P-2", "P-3", "P-4"]],
    [10, "master", ["P-1", "P-2", "P-3", "P-4", "P-5"]],
    [12, "bachelor", ["P-1", "P-2", "P-3", "P-4", "P-5"]],
    [15, "master", ["P-1", "P-2", "P-3", "P-4", "P-5", "D-1"]],
    [16, "bachelor", ["P-1", "P-2", "P-3", "P-4", "P-5"]],
    [17, "bachelor", ["P-1", "P-2", "P-3", "P-4", "P-5", "D-1"]],
    [30, "none", []],
  ] as const)("%i years with %s: %j", (yearsExperience, degree, grades) => {
    expect(eligibleGrades({ yearsExperience, degree })).toEqual(grades);
  });
});

describe("nextGradeAdvice", () => {
  test("a bachelor's holder one step short: more years, or an advanced degree at once", () => {
    expect(nextGradeAdvice({ yearsExperience: 5, degree: "bachelor" })).toEqual({
      grade: "P-3",
      routes: [
        { moreYears: 2, degree: null },
        { moreYears: 0, degree: "advanced" },
      ],
    });
  });

  test("an advanced degree leaves only years", () => {
    expect(nextGradeAdvice({ yearsExperience: 3, degree: "master" })).toEqual({
      grade: "P-3",
      routes: [{ moreYears: 2, degree: null }],
    });
  });

  test("without a degree the first P grade needs one", () => {
    expect(nextGradeAdvice({ yearsExperience: 1, degree: "none" })).toEqual({
      grade: "P-1",
      routes: [
        { moreYears: 1, degree: "first-level" },
        { moreYears: 0, degree: "advanced" },
      ],
    });
  });

  test("nothing beyond D-1", () => {
    expect(nextGradeAdvice({ yearsExperience: 20, degree: "doctorate" })).toBeNull();
  });
});

describe("nationalPosts", () => {
  test("a national with a degree: NO and G posts, in that country only", () => {
    expect(nationalPosts({ nationality: "KE", degree: "bachelor" })).toEqual({
      country: { code: "KE", name: "Kenya" },
      grades: ["NO-A", "NO-B", "NO-C", "NO-D", "G-1", "G-2", "G-3", "G-4", "G-5", "G-6", "G-7"],
    });
  });

  test("National Officer posts ask for a degree; no nationality, no national posts", () => {
    expect(nationalPosts({ nationality: "KE", degree: "none" })?.grades).toEqual([
      "G-1",
      "G-2",
      "G-3",
      "G-4",
      "G-5",
      "G-6",
      "G-7",
    ]);
    expect(nationalPosts({ nationality: null, degree: "master" })).toBeNull();
  });
});

test("language advice", () => {
  expect(languageAdvice(["Spanish"])).toBe("working-language");
  expect(languageAdvice(["Arabic", "Chinese"])).toBe("working-language");
  expect(languageAdvice(["English"])).toBe("second-language");
  expect(languageAdvice(["French"])).toBe("second-language");
  expect(languageAdvice(["English", "French"])).toBeNull();
});
