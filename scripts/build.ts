import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyFlagAssets } from "./copy-flag-assets";
import { writeLogoAssets } from "./generate-logo-assets";
import { precompressAssets } from "./precompress-assets";

// `npm start` builds only when the sources are newer than the last build.
const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build/server/index.js");
const inputs = [
  "app",
  "domain",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// Our own flag images (public/flags) come from the flag-icons package; generated, not committed.
const copiedFlags = copyFlagAssets(root);
if (copiedFlags > 0) console.log(`Copied ${copiedFlags} flag file(s) to public/flags.`);
// Our logo badges (public/logos), one per registry organisation; generated, not committed.
const writtenLogos = writeLogoAssets(path.join(root, "public"));
if (writtenLogos > 0) console.log(`Wrote ${writtenLogos} logo badge file(s) to public/logos.`);

const ifNeeded = process.argv.includes("--if-needed");
const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (ifNeeded && built > 0 && inputs.every((input) => newestMtime(path.join(root, input)) < built)) {
  console.log("Build is up to date.");
  process.exit(0);
}
const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
const compressed = precompressAssets(path.join(root, "build/client"));
console.log(
  `Precompressed ${compressed.files} client files: ${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.br / 1024)} KB brotli.`,
);
