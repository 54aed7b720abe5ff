import { expect, test } from "vitest";
import { redactUrl } from "./logger";

test("the request log keeps paths and filters but never the value of a token-bearing parameter", () => {
  expect(redactUrl("/jobs?grade=P-3&location=Kenya")).toBe("/jobs?grade=P-3&location=Kenya");
  expect(redactUrl("/healthz")).toBe("/healthz");
  expect(redactUrl(undefined)).toBe("/");
  expect(redactUrl("/auth?reset=abc123DEF")).toBe("/auth?reset=[redacted]");
  expect(redactUrl("/api/auth/verify-email?token=eyJhbGciOi.x.y&callbackURL=%2Fdashboard")).toBe(
    "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fdashboard",
  );
  expect(redactUrl("/newsletter/confirm?token=n3wsl3tt3r")).toBe(
    "/newsletter/confirm?token=[redacted]",
  );
  expect(redactUrl("/alerts/unsubscribe?token=u1.sig")).toBe(
    "/alerts/unsubscribe?token=[redacted]",
  );
  expect(redactUrl("/api/auth/reset-password/s3cr3t?callbackURL=%2Fauth")).toBe(
    "/api/auth/reset-password/[redacted]?callbackURL=%2Fauth",
  );
});
