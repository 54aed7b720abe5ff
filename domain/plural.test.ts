import { expect, test } from "vitest";
import { countOf, countOfTotal } from "./plural";

test("one takes the singular; zero and more take the plural, with digit grouping", () => {
  expect(countOf(1, "open position")).toBe("1 open position");
  expect(countOf(0, "open position")).toBe("0 open positions");
  expect(countOf(2, "job")).toBe("2 jobs");
  expect(countOf(1234, "open job")).toBe("1,234 open jobs");
  expect(countOf(1, "match", "matches")).toBe("1 match");
  expect(countOf(3, "match", "matches")).toBe("3 matches");
});

test("a total that is a lower bound reads as 10,000+ with the plural; an exact one as countOf", () => {
  expect(countOfTotal({ total: 10_000, totalIsLowerBound: true }, "available position")).toBe(
    "10,000+ available positions",
  );
  expect(countOfTotal({ total: 1, totalIsLowerBound: true }, "job")).toBe("1+ jobs");
  expect(countOfTotal({ total: 9_999, totalIsLowerBound: false }, "position")).toBe(
    "9,999 positions",
  );
  expect(countOfTotal({ total: 1, totalIsLowerBound: false }, "position")).toBe("1 position");
});
