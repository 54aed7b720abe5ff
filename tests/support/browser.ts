import fs from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { E2E_WAIT } from "./timeouts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// One headless Chromium per test file, started by the first context a test asks for and closed
// after the file's last test (tests/setup/close-browser.ts). Each context is still a fresh,
// isolated profile (its own cookies, storage and cache), but starting one takes a fraction of a
// second where starting Chromium takes seconds on a busy machine.
let running: Promise<Browser> | null = null;

function sharedBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`,
    );
  }
  if (!running) {
    const starting = chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
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
    running = starting;
    // A Chromium that crashed or was closed is started again by the next context.
    starting.then(
      (browser) =>
        browser.on("disconnected", () => {
          if (running === starting) running = null;
        }),
      () => {
        if (running === starting) running = null;
      },
    );
  }
  return running;
}

/** Closes the file's Chromium, if one was started (every context it holds closes with it). */
export async function closeBrowser(): Promise<void> {
  const current = running;
  running = null;
  if (current) await (await current.catch(() => null))?.close();
}

/**
 * A new browser context of the file's headless Chromium, as fresh as a new profile. `mobile`
 * emulates a phone: mobile viewport (meta viewport honoured), touch and a 3x screen.
 */
export async function launchBrowser(
  options: { width?: number; height?: number; javaScriptEnabled?: boolean; mobile?: boolean } = {},
): Promise<BrowserContext> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
  });
  // Every wait for an element or a navigation uses the suite's one generous limit.
  context.setDefaultTimeout(E2E_WAIT);
  context.setDefaultNavigationTimeout(E2E_WAIT);
  return context;
}

/**
 * A new page of `context` that runs none of the pages' JavaScript, as a context launched with
 * `javaScriptEnabled: false` (Playwright turns it off with the same DevTools command), without
 * starting another context for it.
 */
export async function newPageWithoutJavaScript(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setScriptExecutionDisabled", { value: true });
  return page;
}
