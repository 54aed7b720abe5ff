import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ADAPTERS, findAdapter } from "./adapter-registry";

test("every adapter has its own name and is found by it", () => {
  const names = ADAPTERS.map((adapter) => adapter.name);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(findAdapter(name)?.name).toBe(name);
  expect(findAdapter("no-such-platform")).toBeNull();
});

test("the README's ad-hoc ingest command names every adapter, and only adapters", () => {
  const readme = readFileSync(path.join(import.meta.dirname, "../../README.md"), "utf8");
  const row = readme.split("\n").find((line) => line.includes("--adapter NAME"));
  expect(row).toBeDefined();
  // The adapters are listed in brackets after the command: (`rss`, `json-ld`, …; …).
  const list = /\((`[a-z-]+`(?:, `[a-z-]+`)*);/.exec(row ?? "")?.[1] ?? "";
  const listed = [...list.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]);
  expect([...listed].sort()).toEqual(ADAPTERS.map((adapter) => adapter.name).sort());
});
