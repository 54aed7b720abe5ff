import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// npm test: make sure Chromium is there, build the production app (if it is out of date), then run every vitest project
// (unit, integration, e2e) in one run so the closing line counts them all.
const root = path.resolve(import.meta.dirname, "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { cwd: root, stdio: "inherit", env }).status ?? 1;
}

if (!fs.existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium is missing; installing it from Debian (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (
      run("apt-get", ["update", "-qq"], env) !== 0 ||
      run("apt-get", ["install", "-y", "-qq", "chromium"], env) !== 0
    ) {
      console.error(
        "Installing Chromium failed. Install it yourself with: apt-get update && apt-get install -y chromium",
      );
      process.exit(1);
    }
  } else {
    console.error(
      `The browser tests need Chromium at ${chromium}. Install it with: sudo apt-get install -y chromium ` +
        "(or set CHROMIUM_PATH to another Chromium). No test was run.",
    );
    process.exit(1);
  }
}

// One build for the whole run: rebuilt only when a source is newer than the last build (a second
// run, such as CI's on PostgreSQL, reuses it).
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
if (run(process.execPath, [tsx, "scripts/build.ts", "--if-needed"]) !== 0) {
  console.error("The production build failed; no test was run.");
  process.exit(1);
}
process.exit(
  run(
    process.execPath,
    [path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...process.argv.slice(2)],
    { ...process.env, TZ: "UTC" },
  ),
);
