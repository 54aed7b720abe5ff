import { expect, test } from "vitest";
import { badgeLabel } from "./logo-badges";

test("an acronym that fits the badge is shown whole", () => {
  expect(badgeLabel("WHO")).toBe("WHO");
  expect(badgeLabel("UNESCAP")).toBe("UNESCAP");
  expect(badgeLabel("Oxfam")).toBe("Oxfam");
});

test("a longer acronym keeps its capitals, at most five", () => {
  expect(badgeLabel("UN-Habitat")).toBe("UNH");
  expect(badgeLabel("UN Women Asia")).toBe("UNWA");
});

test("a one-capital name too long for the badge shows its initial, never a word cut in the middle", () => {
  expect(badgeLabel("Helvetas")).toBe("H");
  expect(badgeLabel("Afreximbank")).toBe("A");
  expect(badgeLabel("Educate!")).toBe("E");
});
