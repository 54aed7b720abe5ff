import { expect, test } from "vitest";
import { classFigures, formatClassReport, ndcgAt10, successAt10 } from "./search-class-metrics";

const outcome = (query: string, relevant: string[], results: string[], kind?: string) => ({
  judged: { query, relevant, ...(kind ? { class: kind } : {}) },
  results,
});

test("success@10: a relevant job among the first ten; with none to find, nothing found", () => {
  expect(successAt10(outcome("a", ["x"], ["1", "2", "x"]))).toBe(true);
  expect(successAt10(outcome("a", ["x"], [..."0123456789", "x"]))).toBe(false);
  expect(successAt10(outcome("a", [], []))).toBe(true);
  expect(successAt10(outcome("a", [], ["1"]))).toBe(false);
});

test("nDCG@10 rewards relevant jobs placed first, against the best order possible", () => {
  expect(ndcgAt10(outcome("a", ["x", "y"], ["x", "y", "1"]))).toBe(1);
  expect(ndcgAt10(outcome("a", ["x"], ["1", "x"]))).toBeCloseTo(1 / Math.log2(3));
  // Twelve relevant jobs: the ideal is ten of them in the first ten.
  const twelve = Array.from({ length: 12 }, (_, index) => `r${index}`);
  expect(ndcgAt10(outcome("a", twelve, twelve))).toBe(1);
  expect(ndcgAt10(outcome("a", ["x"], []))).toBe(0);
});

test("figures per class in order of appearance, then all; the failing queries named", () => {
  const outcomes = [
    outcome("UNHCR", ["x"], ["x"], "organisation"),
    outcome("P3", ["y"], ["1"], "grade"),
    outcome("WFP", ["z"], ["1", "z"], "organisation"),
    outcome("libre", ["w"], ["w"]),
  ];
  expect(classFigures(outcomes).map((row) => [row.name, row.queries, row.successAt10])).toEqual([
    ["organisation", 2, 1],
    ["grade", 1, 0],
    ["unclassified", 1, 1],
    ["all", 4, 0.75],
  ]);
  const report = formatClassReport(outcomes);
  expect(report).toContain("| organisation | 2 | 100% | 0.82 |");
  expect(report).toContain('Failing at 10 (1): "P3" (grade)');
});
