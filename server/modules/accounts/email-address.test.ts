import { expect, test } from "vitest";
import { foldEmailAddress, isEmailAddress } from "./email-address";

test("well-formed addresses pass; malformed ones, like the new user's, do not", () => {
  for (const good of ["name@example.org", "first.last+jobs@mail.example.co.uk", "a_b@ex-ample.int"])
    expect(isEmailAddress(good), good).toBe(true);
  for (const bad of [
    "name",
    "name@",
    "@example.org",
    "name@example",
    "name example@example.org",
    "name@@example.org",
    `${"a".repeat(250)}@example.org`,
  ])
    expect(isEmailAddress(bad), bad).toBe(false);
});

test("folding an address for limits: case and a +tag make no difference, dots and domains do", () => {
  expect(foldEmailAddress(" Victim@Example.ORG ")).toBe("victim@example.org");
  expect(foldEmailAddress("victim+1@example.org")).toBe("victim@example.org");
  expect(foldEmailAddress("VICTIM+news+2@EXAMPLE.org")).toBe("victim@example.org");
  expect(foldEmailAddress("vic.tim@example.org")).toBe("vic.tim@example.org");
  expect(foldEmailAddress("victim@example.com")).toBe("victim@example.com");
  // A local part that is only a tag is kept whole rather than becoming empty.
  expect(foldEmailAddress("+tag@example.org")).toBe("+tag@example.org");
  // The domain's own "+" (not a real domain, but never cut) stays.
  expect(foldEmailAddress("a@b+c.example")).toBe("a@b+c.example");
});
