import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildArchives } from "./eval-sources-archive";
import { PLATFORMS_DIR } from "./eval-sources-manifest";

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

function copyPlatform(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-archives-"));
  temporary.push(dir);
  fs.cpSync(path.join(PLATFORMS_DIR, name), path.join(dir, name), { recursive: true });
  return path.join(dir, name);
}

test.each(["imo-recruit", "cornerstone", "un-careers", "workday"])(
  "the %s archive is what the builder makes from the folder's payload files",
  async (platform) => {
    const folder = copyPlatform(platform);
    const [line] = await buildArchives(folder);
    const archive = /([^/]+\.har):/.exec(line ?? "")?.[1] ?? "";
    expect(fs.readFileSync(path.join(folder, archive), "utf8")).toBe(
      fs.readFileSync(path.join(PLATFORMS_DIR, platform, archive), "utf8"),
    );
  },
);

test("a request that no payload file answers stops the build", async () => {
  const folder = copyPlatform("un-careers");
  const specs = JSON.parse(fs.readFileSync(path.join(folder, "archives.json"), "utf8")) as {
    routes: unknown[];
  }[];
  specs[0]!.routes = specs[0]!.routes.slice(0, 1);
  fs.writeFileSync(path.join(folder, "archives.json"), JSON.stringify(specs));
  await expect(buildArchives(folder)).rejects.toThrow(
    /no file answers GET https:\/\/careers\.un\.org\/api\/public\/opening\/joV2\/285226\/en/,
  );
});
