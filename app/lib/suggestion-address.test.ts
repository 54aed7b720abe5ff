import { expect, test } from "vitest";
import { suggestionAddress } from "./suggestion-address";

test("a filter suggestion keeps the listing's filters and starts the list again", () => {
  const address = suggestionAddress(
    { pathname: "/jobs", search: "?level=Mid&search=nai&page=3&shown=60&sort=newest" },
    "search",
    { location: "Nairobi" },
  );
  const params = new URL(address, "https://example.org").searchParams;
  expect(new URL(address, "https://example.org").pathname).toBe("/jobs");
  expect(params.get("level")).toBe("Mid");
  expect(params.get("sort")).toBe("newest");
  expect(params.get("location")).toBe("Nairobi");
  expect(params.has("search")).toBe(false);
  expect(params.has("page")).toBe(false);
  expect(params.has("shown")).toBe(false);
});

test("from another page a filter suggestion opens /jobs with its filter alone", () => {
  expect(
    suggestionAddress({ pathname: "/", search: "?shown=40&q=x" }, "search", {
      organization: "unicef",
    }),
  ).toBe("/jobs?organization=unicef");
});

test("a filter suggestion stays in the page's language, with the listing's filters there", () => {
  expect(
    suggestionAddress({ pathname: "/fr/jobs", search: "?level=Mid&search=oms&page=2" }, "search", {
      organization: "who",
    }),
  ).toBe("/fr/jobs?level=Mid&organization=who");
  expect(suggestionAddress({ pathname: "/ar", search: "" }, "search", { location: "CH" })).toBe(
    "/ar/jobs?location=CH",
  );
});
