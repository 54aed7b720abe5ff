import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { badgeForLogo } from "#domain/logo-badges";
import { ORGANISATIONS } from "#domain/organisation-registry";
import { logoBadgeFiles, writeLogoAssets } from "./generate-logo-assets";

test("the build writes one badge file per registry organisation and removes stale ones", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "logos-"));
  try {
    const files = logoBadgeFiles();
    fs.mkdirSync(path.join(publicDir, "logos"));
    fs.writeFileSync(path.join(publicDir, "logos/gone.svg"), "<svg/>");
    expect(writeLogoAssets(publicDir)).toBe(files.size + 1);
    const onDisk = fs.readdirSync(path.join(publicDir, "logos")).map((name) => `/logos/${name}`);
    expect(onDisk.sort()).toEqual([...files.keys()].sort());
    for (const [address, svg] of files)
      expect(fs.readFileSync(path.join(publicDir, address), "utf8"), address).toBe(svg);
    expect(ORGANISATIONS.every((organisation) => files.has(organisation.logo))).toBe(true);
    // Up to date: nothing is written again (so `npm start` does not rebuild for them).
    expect(writeLogoAssets(publicDir)).toBe(0);
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
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
