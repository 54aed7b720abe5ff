import fc from "fast-check";
import { expect, test } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const SITE = "https://blueboard.test";
/** Where a browser goes for a Location header (the WHATWG parser drops tabs and reads `\` as `/`). */
const followed = (location: string) => new URL(location, SITE);

test("the open redirects of the penetration test fall back to the default page", () => {
  for (const value of [
    "/\t/evil.example", // /auth?redirectTo=%2F%09%2Fevil.example
    "/\\evil.example",
    "/\t\\evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "//evil.example",
    "/ /evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\u0000/evil.example",
    "evil.example",
    "",
    "/api/auth/sign-out",
  ]) {
    expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/dashboard");
  }
  expect(safeRedirectPath(42, "/jobs")).toBe("/jobs");
});

test("paths on this site pass, with their query and fragment", () => {
  expect(safeRedirectPath("/jobs?q=health&grade=P3")).toBe("/jobs?q=health&grade=P3");
  expect(safeRedirectPath("/jobs/123-some-title#apply")).toBe("/jobs/123-some-title#apply");
  expect(safeRedirectPath("/admin/users?q=a%20b")).toBe("/admin/users?q=a%20b");
  expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
});

test("whatever the input, the browser stays on this site", () => {
  const pieces = fc.constantFrom(
    "/",
    "\\",
    "\t",
    "\n",
    "\r",
    " ",
    ".",
    "..",
    "evil.example",
    "%2F",
    "%5C",
    "%09",
    "@",
    ":",
    "?",
    "#",
    "a",
  );
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 8 }), fc.string(), (parts, tail) => {
      const value = parts.join("") + tail;
      const result = safeRedirectPath(value, "/fallback");
      expect(followed(result).origin).toBe(SITE);
      expect(result.startsWith("/")).toBe(true);
    }),
    { numRuns: 3000 },
  );
});
