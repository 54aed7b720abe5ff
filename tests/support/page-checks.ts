import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The rule sets every page is held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * What is wrong with the page as it is now: axe violations (with up to three offending nodes)
 * and, for WCAG 1.4.10 reflow, any sideways overflow of the page itself. Empty when all is well.
 */
export async function findPageProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const problems = results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (overflow > 0) problems.push(`${label}: the page overflows by ${overflow}px`);
  return problems;
}
