import { expect, test } from "vitest";
import { isWebUrl, webUrlOrNull, webUrlsOnly } from "./web-url";

test("only absolute http(s) addresses pass; scripts, data and relative paths are dropped", () => {
  expect(webUrlOrNull("https://jobs.example.org/1")).toBe("https://jobs.example.org/1");
  expect(webUrlOrNull("  HTTP://Jobs.Example.org/apply?id=1&x=2 ")).toBe(
    "HTTP://Jobs.Example.org/apply?id=1&x=2",
  );
  for (const bad of [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://files.example.org/a",
    "mailto:jobs@example.org",
    "//evil.example/apply",
    "/jobs/1",
    "jobs.example.org/1",
    "https//missing-colon.example",
    "http://",
    "",
    "   ",
    null,
    undefined,
  ])
    expect(webUrlOrNull(bad), String(bad)).toBeNull();
  expect(isWebUrl("https://a.example")).toBe(true);
  expect(isWebUrl("data:,x")).toBe(false);
  expect(
    webUrlsOnly(["data:,x", " https://a.example/1 ", "vbscript:x", null, "http://b.example"]),
  ).toEqual(["https://a.example/1", "http://b.example"]);
});
