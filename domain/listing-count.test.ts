import { expect, test } from "vitest";
import { availableTotal, describeListingTotal } from "./listing-count";

const listing = (total: number, sampleTotal: number, totalIsLowerBound = false) => ({
  total,
  sampleTotal,
  totalIsLowerBound,
});

test("without a sample, the total is what is available", () => {
  expect(describeListingTotal(listing(1, 0))).toBe("1 available position");
  expect(describeListingTotal(listing(1_234, 0))).toBe("1,234 available positions");
  expect(describeListingTotal(listing(10_000, 0, true))).toBe("10,000+ available positions");
  expect(describeListingTotal(listing(0, 0))).toBe("0 available positions");
  expect(availableTotal(listing(1_234, 0))).toBe(1_234);
});

test("recorded sample postings are never called available", () => {
  expect(describeListingTotal(listing(1, 1))).toBe("1 sample posting, closed");
  expect(describeListingTotal(listing(92, 92))).toBe("92 sample postings, all closed");
  expect(describeListingTotal(listing(95, 92))).toBe(
    "3 available positions and 92 closed sample postings",
  );
  expect(describeListingTotal(listing(2, 1, false), "open job")).toBe(
    "1 open job and 1 closed sample posting",
  );
  expect(availableTotal(listing(92, 92))).toBe(0);
  expect(availableTotal(listing(95, 92))).toBe(3);
});
