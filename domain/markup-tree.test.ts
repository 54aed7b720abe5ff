import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { readMarkup, writeMarkup } from "./markup-tree";
import { cleanDescriptionWithText, sanitizeJobHtml } from "./sanitize-html";

const PAGES = new URL("../tests/fixtures/real/unjobs-org/", import.meta.url);
const SLOW = 60_000;

test(
  "sanitised markup read as a tree is written back byte for byte",
  () => {
    const pages = readdirSync(PAGES).filter((name) => name.endsWith(".html"));
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for (const name of pages) {
      const html = sanitizeJobHtml(readFileSync(new URL(name, PAGES), "utf8"));
      expect(writeMarkup(readMarkup(html))).toBe(html);
    }
    const pieces = fc.array(
      fc.constantFrom(
        "<p>",
        "</p>",
        "<div>",
        "<br>",
        "<b>",
        "</b>",
        "<td>",
        "<tr>",
        "<table>",
        "<li>",
        '<a href="https://example.org/?a=1&b=2">',
        "</a>",
        "&nbsp;",
        "&amp;",
        "&lt;",
        '"',
        "'",
        "\u00a0",
        " ",
        "\n",
        "Skills",
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(pieces, (parts) => {
        const html = sanitizeJobHtml(parts.join(""));
        expect(writeMarkup(readMarkup(html))).toBe(html);
      }),
      { numRuns: 500 },
    );
  },
  SLOW,
);

test("a clean-up step that drops a block leaves the rest of the markup as sanitize-html wrote it", () => {
  const heading = "<h3>Other information</h3>";
  const input =
    '<p>Fish &amp; chips&nbsp;<br>x &lt; y "quoted"</p><p><a href="https://example.org/?a=1&amp;b=2">link</a></p>' +
    `<table><tr><td colspan="2">Total</td></tr></table>${heading}`;
  const sanitized = sanitizeJobHtml(input);
  expect(sanitized).toContain("<br />");
  expect(sanitized.endsWith(heading)).toBe(true);
  expect(cleanDescriptionWithText(input).html).toBe(sanitized.slice(0, -heading.length));
  // Nothing to drop: the sanitised markup itself.
  expect(cleanDescriptionWithText(sanitized).html).toBe(sanitized.slice(0, -heading.length));
  const kept = sanitized.slice(0, -heading.length);
  expect(cleanDescriptionWithText(kept).html).toBe(kept);
});
