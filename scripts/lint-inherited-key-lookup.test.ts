import path from "node:path";
import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The lint rule that keeps outside strings away from plain-object lookups
// (lint/no-inherited-key-lookup.js), run through the project's own ESLint configuration on code
// written into a domain/ file's place.
const root = path.resolve(import.meta.dirname, "..");

async function ruleMessages(code: string): Promise<number[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, "domain/own-entry.ts"),
  });
  return result!.messages
    .filter((message) => message.ruleId === "local/no-inherited-key-lookup")
    .map((message) => message.line);
}

test("a string of unknown value looked up in a plain object is reported; Maps, arrays and checked keys are not", async () => {
  const lines = await ruleMessages(
    [
      "const TABLE: Record<string, number> = { a: 1 };", // 1
      'const LIST = ["a", "b"];', // 2
      'const BY_NAME = new Map<string, number>([["a", 1]]);', // 3
      'type Key = "a" | "b";', // 4
      "const FIXED: Record<Key, number> = { a: 1, b: 2 };", // 5
      "export function read(key: string, known: Key, index: number) {", // 6
      "  const inherited = TABLE[key];", // 7: reported
      '  const listed = "x" in TABLE || key in TABLE;', // 8: reported (key in TABLE)
      "  const cast = FIXED[key as Key];", // 9: reported
      "  TABLE[key] = 2;", // 10: reported
      "  const fine = [TABLE.a, TABLE['a'], LIST[index], BY_NAME.get(key), FIXED[known]];", // 11
      "  return [inherited, listed, cast, fine];", // 12
      "}", // 13
    ].join("\n"),
  );
  expect(lines).toEqual([7, 8, 9, 10]);
}, 60_000);
