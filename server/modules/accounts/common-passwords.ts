import fs from "node:fs";

let cache: Set<string> | null = null;

function load(): Set<string> {
  const file = new URL("./common-passwords.txt", import.meta.url);
  const lines = fs.readFileSync(file, "utf8").split("\n");
  return new Set(
    lines.map((line) => line.trim().toLowerCase()).filter((line) => line && !line.startsWith("#")),
  );
}

/** True for one of the ~1,700 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  cache ??= load();
  return cache.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";
