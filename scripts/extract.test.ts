import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function runExtract(input: string): Promise<{ code: number | null; lines: unknown[] }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/extract.ts"],
      { cwd: root },
    );
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("close", (code) =>
      resolve({
        code,
        lines: stdout
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as unknown),
      }),
    );
    child.stdin.end(input);
  });
}

test("npm run extract answers one JSON line per input line, in order, and goes on after a bad line", async () => {
  const { code, lines } = await runExtract(
    [
      JSON.stringify({ title: "Logistics Officer, NOB", location: "Kuajok, South Sudan" }),
      "{not json",
      JSON.stringify({
        title: "Finance Assistant G5",
        organization: "WFP",
        closing_date: "2026-12-01",
      }),
      "",
      "[]",
    ].join("\n"),
  );
  expect(code).toBe(0);
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatchObject({ grade: { code: "NO-B" }, location: { countryCode: "SS" } });
  expect(Object.keys(lines[1] as object)).toEqual(["error"]);
  expect((lines[1] as { error: string }).error).toMatch(/^line 2: /);
  expect(lines[2]).toMatchObject({
    grade: { code: "G-5" },
    organization: { slug: "wfp" },
    deadline_date: "2026-12-01",
  });
  expect(lines[3]).toEqual({ error: "line 5: expected a JSON object" });
}, 30_000);
