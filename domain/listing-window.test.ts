import { describe, expect, test } from "vitest";
import { MAX_SHOWN, nextListingQuery, nextListingStep, resultAnchor } from "./listing-window";

describe("Load More's next step", () => {
  test("adds a page's worth below the results shown, at the first new one", () => {
    expect(nextListingStep({ first: 1, count: 25 }, 25, false)).toEqual({
      kind: "more",
      shown: 50,
      firstNew: 26,
    });
    expect(nextListingStep({ first: 1, count: 50 }, 25, false)).toEqual({
      kind: "more",
      shown: 75,
      firstNew: 51,
    });
    // A page size asked for in the address is the step.
    expect(nextListingStep({ first: 1, count: 1 }, 1, false)).toEqual({
      kind: "more",
      shown: 2,
      firstNew: 2,
    });
  });

  test("never lists more than MAX_SHOWN at once, then goes on in pages", () => {
    expect(nextListingStep({ first: 1, count: 190 }, 25, false)).toEqual({
      kind: "more",
      shown: MAX_SHOWN,
      firstNew: 191,
    });
    expect(nextListingStep({ first: 1, count: MAX_SHOWN }, 25, false)).toEqual({
      kind: "page",
      page: 9,
      firstNew: 201,
    });
    // A page of results leads to the next page.
    expect(nextListingStep({ first: 201, count: 25 }, 25, true)).toEqual({
      kind: "page",
      page: 10,
      firstNew: 226,
    });
  });

  test("the next address keeps the filters and says how many are shown, or which page", () => {
    const more = nextListingStep({ first: 1, count: 25 }, 25, false);
    expect(nextListingQuery("level=Mid&location=Nairobi", more)).toBe(
      "level=Mid&location=Nairobi&shown=50",
    );
    expect(nextListingQuery("level=Mid&shown=50", { kind: "more", shown: 75, firstNew: 51 })).toBe(
      "level=Mid&shown=75",
    );
    expect(nextListingQuery("level=Mid&shown=200", { kind: "page", page: 9, firstNew: 201 })).toBe(
      "level=Mid&page=9",
    );
    expect(resultAnchor(26)).toBe("result-26");
  });
});
