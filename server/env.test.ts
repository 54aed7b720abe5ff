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
