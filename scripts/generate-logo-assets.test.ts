import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { badgeForLogo } from "#domain/logo-badges";
import { logoBadgeFiles } from "./generate-logo-assets";

const publicDir = path.resolve(import.meta.dirname, "../public");

test("the badge files in public/logos are the ones the generator writes", () => {
  const files = logoBadgeFiles();
  const onDisk = fs.readdirSync(path.join(publicDir, "logos")).map((name) => `/logos/${name}`);
  expect(onDisk.sort()).toEqual([...files.keys()].sort());
  for (const [address, svg] of files)
    expect(fs.readFileSync(path.join(publicDir, address), "utf8"), address).toBe(svg);
});

test("a page draws each badge with the colour, letters and size of its file", () => {
  for (const [address, svg] of logoBadgeFiles()) {
    const badge = badgeForLogo(address);
    if (address === "/logos/eu.svg") {
      expect(badge).toBeNull();
      continue;
    }
    expect(badge, address).not.toBeNull();
    expect(svg).toContain(`<rect width="64" height="64" rx="12" fill="${badge!.colour}"/>`);
    expect(svg).toContain(`font-size="${badge!.fontSize}" fill="#fff">${badge!.label}</text>`);
  }
});
