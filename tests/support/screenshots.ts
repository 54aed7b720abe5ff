import path from "node:path";
import type { Page } from "playwright-core";

/**
 * With SCREENSHOT_DIR set, keeps a PNG of what the test sees, for a person to look at (the whole
 * page unless `fullPage` is false); without it, takes none, so a test run leaves no files behind.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
