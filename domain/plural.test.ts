import { expect, test } from "vitest";
import { countOf } from "./plural";

test("one takes the singular; zero and more take the plural, with digit grouping", () => {
  expect(countOf(1, "open position")).toBe("1 open position");
  expect(countOf(0, "open position")).toBe("0 open positions");
  expect(countOf(2, "job")).toBe("2 jobs");
  expect(countOf(1234, "open job")).toBe("1,234 open jobs");
  expect(countOf(1, "match", "matches")).toBe("1 match");
  expect(countOf(3, "match", "matches")).toBe("3 matches");
});
