import { defineConfig } from "vitest/config";
import { aliases } from "./aliases.config.ts";
import { E2E_HOOK_TIMEOUT, E2E_TEST_TIMEOUT, E2E_WAIT } from "./tests/support/timeouts.ts";

// Three projects: pure unit tests, integration tests on a real database (PGlite, or PostgreSQL when
// DATABASE_URL is set), and end-to-end journeys in Chromium against the production build.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    env: {
      TZ: "UTC",
      // DATABASE_URL requires AUTH_SECRET; a local run on PostgreSQL without one gets a test secret
      // (CI sets its own).
      ...(process.env.DATABASE_URL && !process.env.AUTH_SECRET
        ? { AUTH_SECRET: "a test secret that is at least 32 characters long" }
        : {}),
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "domain/**/*.test.ts",
            "server/**/*.parse.test.ts",
            "scripts/**/*.test.ts",
            "app/**/*.test.ts",
          ],
          // Property tests run thousands of cases: generous for a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          globalSetup: ["./tests/setup/global-setup.ts"],
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.parse.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // Servers start from a copy of one migrated database (tests/support/start-server.ts).
          globalSetup: ["./tests/setup/global-setup.ts"],
          // One Chromium per file, closed after its last test (tests/support/browser.ts).
          setupFiles: ["./tests/setup/close-browser.ts"],
          include: ["tests/e2e/**/*.test.ts"],
          // One place for every e2e limit (tests/support/timeouts.ts), generous for a busy machine.
          testTimeout: E2E_TEST_TIMEOUT,
          hookTimeout: E2E_HOOK_TIMEOUT,
          expect: { poll: { timeout: E2E_WAIT } },
          // Files are independent (each starts its own server on its own database and port), so two
          // run at once: most of an e2e file's time is spent waiting on a server or on Chromium.
          // They run after the unit and integration files (their own group) so the two do not
          // compete for the machine's cores.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
