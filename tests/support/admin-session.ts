import { spawn } from "node:child_process";
import path from "node:path";
import { expect } from "vitest";
import type { BrowserContext } from "playwright-core";
import { FACTORY_PASSWORD } from "#tests/factories/account-factory";
import { launchBrowser } from "./browser";
import type { RunningServer } from "./start-server";

// Accounts for the admin journeys: sign up and in over better-auth's API, grant the role with the
// real `npm run admin` script (or sign in an account the server was seeded with), and carry the
// session into Chromium.
const root = path.resolve(import.meta.dirname, "../..");
export const TEST_PASSWORD = FACTORY_PASSWORD;

/** Runs `scripts/admin.ts` against the server's database (halt a PGlite server first). */
export function runAdminCli(
  server: RunningServer,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", ...args],
      { cwd: root, env: { ...server.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The `name=value` pairs of a response's cookies, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

export async function signUp(server: RunningServer, email: string): Promise<void> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: email.split("@")[0] }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

export function signIn(server: RunningServer, email: string): Promise<Response> {
  return fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
}

/** A Chromium context signed in with the session cookie. */
export async function openBrowserAs(
  server: RunningServer,
  cookie: string,
  options: { width: number; javaScriptEnabled?: boolean; mobile?: boolean },
): Promise<BrowserContext> {
  const context = await launchBrowser({ height: 900, ...options });
  const [name, value] = cookie
    .split("; ")
    .find((part) => part.includes("session_token"))!
    .split("=");
  await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  return context;
}

/**
 * A signed-in admin, made the way an operator makes one: sign up, `npm run admin -- grant` (which
 * also vouches for the address), sign in. On PGlite the server is halted for the script and started
 * again. Returns the session cookie.
 */
export async function createAdminSession(server: RunningServer, email: string): Promise<string> {
  await signUp(server, email);
  const pglite = !server.databaseUrl;
  if (pglite) await server.halt();
  try {
    const granted = await runAdminCli(server, ["grant", email]);
    expect(granted, granted.output).toMatchObject({ code: 0 });
  } finally {
    if (pglite) await server.resume();
  }
  const signedIn = await signIn(server, email);
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  return cookieOf(signedIn);
}

/**
 * The session cookie of an account the server was seeded with (`insertAccount` of
 * tests/factories/account-factory.ts in `startServer({ seed })`): no restart of a PGlite server.
 */
export async function signInAs(server: RunningServer, email: string): Promise<string> {
  const signedIn = await signIn(server, email);
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  return cookieOf(signedIn);
}
