import { parseArgs } from "node:util";
import { parseEnv } from "#server/env";
import { openScriptDatabase } from "./open-script-database";
import { createMailer } from "#server/email/send-email";
import { resolveAuthSecret } from "#server/modules/accounts/auth-secret";
import { runAlertPass } from "#server/modules/alerts/run-alert-pass";

// npm run alerts -- [--at ISO-TIME] [--dry-run]
// One alert pass as if it ran at --at (default: now), against DATABASE_URL or the embedded
// database in DATA_DIR (which must not be open in a running server: the PGlite lock says so).
// With SMTP_URL set, the digests are delivered directly, SMTP_POOL_SIZE at a time and at most
// MAIL_RATE_PER_MINUTE a minute; otherwise they stay in the outbox.
// A digest the SMTP server refuses does not stop the others: it stays in the outbox to be retried
// by a later pass (or the worker), and the command ends with exit code 1 saying how many failed.
const USAGE = "Usage: npm run alerts -- [--at ISO-TIME] [--dry-run]";

const { values } = parseArgs({
  options: {
    at: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
  strict: true,
});
const now = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(now.getTime())) {
  process.stderr.write(`--at must be an ISO date-time, like 2026-03-01T09:00:00Z.\n${USAGE}\n`);
  process.exit(2);
}

const env = parseEnv();
const handle = await openScriptDatabase(env);
const mailer = createMailer({
  db: handle.db,
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  poolSize: env.SMTP_POOL_SIZE,
  ratePerMinute: env.MAIL_RATE_PER_MINUTE,
});
let failed = false;
try {
  const result = await runAlertPass(handle.db, mailer, {
    now,
    siteUrl: env.siteUrl,
    secret: resolveAuthSecret(env),
    mailFrom: env.MAIL_FROM,
    dryRun: values["dry-run"],
    // Claimed a chunk at a time and delivered a pooled connection's worth at once.
    handOver: async (ids) =>
      (await mailer.deliverMany(ids)).flatMap((result) =>
        "error" in result ? [{ id: result.id, error: result.error.message }] : [],
      ),
  });
  process.stdout.write(
    `${JSON.stringify({ at: now.toISOString(), dryRun: values["dry-run"], mail: mailer.mode, ...result })}\n`,
  );
  if (result.failed.length > 0) {
    failed = true;
    for (const failure of result.failed)
      process.stderr.write(`digest ${failure.id} not delivered: ${failure.error}\n`);
    process.stderr.write(
      `${result.failed.length} of ${result.delivered.length} digest${result.delivered.length === 1 ? "" : "s"} could not be delivered; they stay in the outbox and are retried.\n`,
    );
  }
} catch (error) {
  failed = true;
  process.stderr.write(
    `alert pass failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
} finally {
  mailer.close();
  await handle.close();
}
process.exit(failed ? 1 : 0);
