import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { E2E_WAIT } from "./timeouts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium, headless, with a fresh profile and no background networking. `mobile`
 * emulates a phone: mobile viewport (meta viewport honoured), touch and a 3x screen.
 */
export async function launchBrowser(
  options: { width?: number; height?: number; javaScriptEnabled?: boolean; mobile?: boolean } = {},
): Promise<BrowserContext> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`,
    );
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // Every wait for an element or a navigation uses the suite's one generous limit.
  context.setDefaultTimeout(E2E_WAIT);
  context.setDefaultNavigationTimeout(E2E_WAIT);
  // Chromium may still be writing into its profile as it exits: retry, and never let clean-up of a
  // temporary directory fail a test run.
  context.on("close", () => {
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // left in the OS temp directory
    }
  });
  return context;
}

/**
 * A new page of `context` that runs none of the pages' JavaScript, as a context launched with
 * `javaScriptEnabled: false` (Playwright turns it off with the same DevTools command), without
 * starting another Chromium for it.
 */
export async function newPageWithoutJavaScript(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setScriptExecutionDisabled", { value: true });
  return page;
}
