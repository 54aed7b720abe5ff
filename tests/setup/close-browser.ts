import { afterAll } from "vitest";
import { closeBrowser } from "#tests/support/browser";

// Every e2e file shares one Chromium among its contexts (tests/support/browser.ts); it closes
// after the file's own afterAll hooks have closed their contexts and servers.
afterAll(async () => {
  await closeBrowser();
});
