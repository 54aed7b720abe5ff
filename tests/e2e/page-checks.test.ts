import type { BrowserContext, Page } from "playwright-core";
import { expect, test } from "vitest";
import { launchBrowser } from "#tests/support/browser";
import { findPageProblems } from "#tests/support/page-checks";

// The page checks every journey relies on must still catch a real fault after their second look
// at touch targets, and that second look must leave the page as the visitor has it.

/** Opens `body` as a page served over HTTP, as the journeys open the site. */
async function open(context: BrowserContext, body: string): Promise<Page> {
  await context.route("http://page-checks.test/", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`,
    }),
  );
  const tab = await context.newPage();
  await tab.goto("http://page-checks.test/");
  return tab;
}

const CRAMPED = `<p>${Array.from({ length: 6 }, (_, index) => `<a href="/x${index}" style="display:inline-block;width:12px;height:12px;margin:0;font-size:8px">${index}</a>`).join("")}</p>`;

const ROOMY_FAR_BELOW = `<div style="height:3000px"></div><section style="content-visibility:auto;contain-intrinsic-size:auto 40px"><p>${Array.from({ length: 6 }, (_, index) => `<a href="/y${index}" style="display:inline-block;min-height:24px;padding:0 8px;margin-right:6px">Chip ${index}</a>`).join("")}</p></section>`;

test("touch targets cramped together are reported after the second look, and the page is left as it was", async () => {
  const context = await launchBrowser({ width: 375, height: 700 });
  try {
    const tab = await open(context, CRAMPED + ROOMY_FAR_BELOW);
    const problems = await findPageProblems(tab, "cramped");
    expect(problems.filter((line) => line.includes("target-size"))).toHaveLength(1);
    expect(problems.join("\n")).toContain('a[href="/x0"]');
    // The second look switches content-visibility off only while it measures.
    expect(
      await tab.evaluate(
        () => getComputedStyle(document.querySelector("section")!).contentVisibility,
      ),
    ).toBe("auto");
  } finally {
    await context.close();
  }
});

test("well-spaced touch targets in content not yet drawn are not reported", async () => {
  const context = await launchBrowser({ width: 375, height: 700 });
  try {
    const tab = await open(context, ROOMY_FAR_BELOW);
    expect(await findPageProblems(tab, "roomy")).toEqual([]);
  } finally {
    await context.close();
  }
});
