import { expect, test } from "vitest";
import { isEmailAddress } from "./email-address";

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
