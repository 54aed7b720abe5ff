import os from "node:os";
import { expect, test } from "vitest";
import { ConfigError, parseEnv } from "./env";

test("defaults match the README", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", SITE_NAME: "Blueboard" });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.SMTP_URL).toBeUndefined();
  expect(env.siteUrl).toBe("http://127.0.0.1:3000");
  expect(env.dataDir).toMatch(/data$/);
});

test("empty strings count as unset", () => {
  expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
});

test("bad values fail with an error naming every variable", () => {
  expect(() =>
    parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail" }),
  ).toThrow(ConfigError);
  try {
    parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail" });
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toContain("PORT=");
    expect(message).toContain("DATABASE_URL=");
    expect(message).toContain("SMTP_URL=");
  }
});

test("with DATABASE_URL, AUTH_SECRET is required and named in the error", () => {
  const databaseUrl = "postgres://blueboard@127.0.0.1:5432/blueboard";
  expect(() => parseEnv({ DATABASE_URL: databaseUrl })).toThrow(
    /AUTH_SECRET="": required when DATABASE_URL is set/,
  );
  const short = "too-short-secret";
  let message = "";
  try {
    parseEnv({ DATABASE_URL: databaseUrl, AUTH_SECRET: short });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toContain("AUTH_SECRET=<hidden, 16 characters>");
  expect(message).not.toContain(short);
  const secret = "x".repeat(32);
  expect(parseEnv({ DATABASE_URL: databaseUrl, AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  // Without DATABASE_URL the secret is optional (generated into DATA_DIR).
  expect(parseEnv({}).AUTH_SECRET).toBeUndefined();
});

test("TRUST_PROXY takes nothing, a hop count or a CIDR list, and names a bad entry", () => {
  expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: "none" });
  expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toEqual({ kind: "none" });
  expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
  expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,fd00::/8" }).TRUST_PROXY).toEqual({
    kind: "ranges",
    ranges: [
      { address: "10.0.0.0", prefix: 8, family: "ipv4" },
      { address: "192.0.2.7", prefix: 32, family: "ipv4" },
      { address: "fd00::", prefix: 8, family: "ipv6" },
    ],
  });
  for (const bad of ["10.0.0.0/33", "loadbalancer", "10.0.0.0/8,nope", "10.0.0.1/8/2", "-1"])
    expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY=/);
});

test("the AI provider is optional; with AI_BASE_URL a model is required, and the key never echoed", () => {
  const none = parseEnv({});
  expect(none.AI_BASE_URL).toBeUndefined();
  expect(none).toMatchObject({
    AI_TIMEOUT_SECONDS: 20,
    AI_REQUESTS_PER_HOUR: 10,
    AI_TOKENS_PER_DAY: 200_000,
  });
  expect(() => parseEnv({ AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(
    /AI_MODEL="": required when AI_BASE_URL is set/,
  );
  let message = "";
  try {
    parseEnv({ AI_BASE_URL: "ftp://x", AI_MODEL: "m", AI_API_KEY: "sk-secret", PORT: "x" });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toContain("AI_BASE_URL=");
  expect(message).not.toContain("sk-secret");
  expect(
    parseEnv({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.1" }).AI_MODEL,
  ).toBe("llama3.1");
});

test("the database pool defaults to twice this machine's CPUs, at least 4, and refuses bad values", () => {
  expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(Math.max(4, 2 * os.availableParallelism()));
  expect(parseEnv({ DATABASE_POOL_SIZE: "12" }).DATABASE_POOL_SIZE).toBe(12);
  expect(parseEnv({ DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBeGreaterThanOrEqual(4);
  for (const bad of ["1", "0", "four", "2.5", "101"])
    expect(() => parseEnv({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE=/);
});

test("the SMTP pool size and the mail rate limit default to 5 connections and no limit, and refuse bad values", () => {
  expect(parseEnv({})).toMatchObject({ SMTP_POOL_SIZE: 5, MAIL_RATE_PER_MINUTE: 0 });
  expect(parseEnv({ SMTP_POOL_SIZE: "10", MAIL_RATE_PER_MINUTE: "600" })).toMatchObject({
    SMTP_POOL_SIZE: 10,
    MAIL_RATE_PER_MINUTE: 600,
  });
  expect(() => parseEnv({ SMTP_POOL_SIZE: "0", MAIL_RATE_PER_MINUTE: "-1" })).toThrow(
    /SMTP_POOL_SIZE=[\s\S]*MAIL_RATE_PER_MINUTE=|MAIL_RATE_PER_MINUTE=[\s\S]*SMTP_POOL_SIZE=/,
  );
});
