import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The rule sets every page is held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The page's axe violations, one line each with up to three offending nodes. axe runs in the page
 * itself ("legacy mode"): the default opens a second page per check to merge the results of
 * cross-origin frames, which doubles the time of every check, and Blueboard's pages have no frames.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  let results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  // Touch-target spacing is measured by hit-testing points around each target. A listing's cards
  // far from the viewport are not drawn yet (content-visibility: auto, drawn as a visitor scrolls
  // near them); a card taller than its estimated height spills over the next one while skipped, and
  // hit-testing then finds the wrong card on top. The estimates now cover every card measured
  // (app.css), and `targetSizeAsDrawn` below holds the listings to that; here, a target-size finding
  // is checked again with every card drawn, and kept only if it is still there.
  if (results.violations.some((violation) => violation.id === "target-size")) {
    const again = await withEverythingDrawn(page, () => analyzeTargetSize(page));
    results = {
      ...results,
      violations: [
        ...results.violations.filter((violation) => violation.id !== "target-size"),
        ...again.violations,
      ],
    };
  }
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

/**
 * The page's touch targets too small or too close, as axe finds them on the page as it is drawn:
 * with the cards below the fold not drawn yet. One line per target.
 */
export async function targetSizeAsDrawn(page: Page, label: string): Promise<string[]> {
  const results = await analyzeTargetSize(page);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${label}: ${node.target.join(" ")}`),
  );
}

/** axe's touch-target rule alone, on the page as it is now. */
function analyzeTargetSize(page: Page) {
  return new AxeBuilder({ page }).withRules(["target-size"]).setLegacyMode(true).analyze();
}

/**
 * Runs `check` with every part of the page drawn (content-visibility switched off for the moment)
 * and after the browser has drawn a frame (a screenshot renders one).
 */
async function withEverythingDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({
    content: "*, *::before, *::after { content-visibility: visible !important; }",
  });
  try {
    await page.screenshot({ type: "jpeg", quality: 10 });
    return await check();
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
}

/**
 * What is wrong with the page as it is now: axe violations and, for WCAG 1.4.10 reflow, any
 * sideways overflow of the page itself. Empty when all is well.
 */
export async function findPageProblems(page: Page, label: string): Promise<string[]> {
  const problems = await axeViolations(page, label);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (overflow > 0) problems.push(`${label}: the page overflows by ${overflow}px`);
  return problems;
}

/**
 * How many parts of the React runtime the page carries: module or external scripts,
 * `modulepreload` links, React Router's inline bootstrap. Zero on a page served to an anonymous
 * visitor (ADR 013), whose only scripts are JSON-LD data (and the not-found page's console line).
 */
export function runtimeScriptCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll('script[type="module"], script[src], link[rel="modulepreload"]')
        .length +
      [...document.scripts].filter((script) => script.text.includes("__reactRouter")).length,
  );
}
