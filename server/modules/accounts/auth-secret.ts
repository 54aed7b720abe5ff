import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Env } from "#server/env";

/**
 * The secret that signs sessions, verification links and unsubscribe tokens: AUTH_SECRET, or one
 * generated once and kept (mode 0600) in DATA_DIR so every process on that directory shares it.
 */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "dataDir">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    // another process created it first
    return fs.readFileSync(file, "utf8").trim();
  }
}
