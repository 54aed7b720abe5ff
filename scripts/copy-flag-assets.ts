import fs from "node:fs";
import path from "node:path";

/**
 * Copies the country flags (flag-icons, 4:3 SVG) into public/flags/<cc>.svg so we serve our own
 * flags instead of calling an external flag service. Only two-letter country codes; files that
 * are already there and the same size are left alone (so `npm start` does not rebuild for them).
 */
export function copyFlagAssets(root: string): number {
  const from = path.join(root, "node_modules/flag-icons/flags/4x3");
  const to = path.join(root, "public/flags");
  fs.mkdirSync(to, { recursive: true });
  let copied = 0;
  for (const name of fs.readdirSync(from)) {
    if (!/^[a-z]{2}\.svg$/.test(name)) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    const existing = fs.statSync(target, { throwIfNoEntry: false });
    if (existing && existing.size === fs.statSync(source).size) continue;
    fs.copyFileSync(source, target);
    copied++;
  }
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copied = copyFlagAssets(path.resolve(import.meta.dirname, ".."));
  console.log(`Copied ${copied} flag file(s) to public/flags.`);
}
