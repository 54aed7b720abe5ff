import type { Env } from "./env";
import { createDb, type Database, type DbHandle } from "./db/create-db";
import { createMailer, type Mailer } from "./email/send-email";
import { createLogger, type Logger } from "./lib/logger";
import { seedFirstStartIfEmpty } from "./db/seed/seed-first-start";
import { configureJobsCache } from "./modules/jobs/jobs-cache";
import { listenForJobChanges } from "./modules/jobs/jobs-changed-listener";
import { fillLanguageRequirements } from "./modules/jobs/fill-language-requirements";
import { fillPostingLanguage } from "./modules/jobs/fill-posting-language";
import { createIngestionHttpClient } from "./ingestion/create-ingestion-http-client";
import { readAdapterDefaults } from "./ingestion/ingest-source";
import { recoverInterruptedRuns } from "./ingestion/source-lease";
import type { HttpClient } from "./ingestion/http/http-types";
import { TASKS } from "./tasks/registry";
import { startTaskRunner, type TaskRunner } from "./tasks/task-runner";
import { sendEmailConcurrency } from "./tasks/send-email.task";
import { createAuth, type Auth } from "./modules/accounts/auth";
import { createEmailQueue, type EmailQueue } from "./modules/accounts/email-queue";
import { resolveAuthSecret } from "./modules/accounts/auth-secret";

/** Everything a request or task needs, created once per process. */
export type Services = {
  env: Env;
  db: Database;
  dbHandle: DbHandle;
  mailer: Mailer;
  /** E-mail sent from a request: the outbox, then the send-email task. */
  emailQueue: EmailQueue;
  /** better-auth: accounts, sessions, verification and reset e-mails, admin. */
  auth: Auth;
  logger: Logger;
  /** The guarded fetcher for ingestion. */
  http: HttpClient;
  tasks: TaskRunner | null;
  close(): Promise<void>;
};

export async function createServices(
  env: Env,
  logger: Logger = createLogger(env.LOG_LEVEL),
): Promise<Services> {
  configureJobsCache({ ttlSeconds: env.JOBS_CACHE_TTL });
  const dbHandle = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    maxConnections: env.DATABASE_POOL_SIZE,
  });
  const { db } = dbHandle;
  const mailer = createMailer({
    db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    poolSize: env.SMTP_POOL_SIZE,
    ratePerMinute: env.MAIL_RATE_PER_MINUTE,
  });
  const http = createIngestionHttpClient(env, logger);
  // Account e-mails leave the request through the outbox and the send-email task.
  const emailQueue = createEmailQueue(mailer, (error) =>
    logger.error("account e-mail not delivered", { error }),
  );
  const auth = createAuth({ db, mailer, env, emailQueue });
  let jobChanges: { close(): Promise<void> } | null = null;
  try {
    // Several processes on one PostgreSQL: each clears its cache when any of them changes jobs.
    if (dbHandle.connectionString && env.JOBS_CACHE_TTL > 0)
      jobChanges = await listenForJobChanges(dbHandle.connectionString, logger);
    let seeded = 0;
    if (env.SEED === "fixtures") {
      seeded = await seedFirstStartIfEmpty(db, new Date(), logger);
      if (seeded > 0)
        logger.info("loaded the recorded postings into an empty database", { jobs: seeded });
    }
    if (env.TASKS === "on") {
      // A run left "running" by a process that died is marked interrupted and its source freed.
      const interrupted = await recoverInterruptedRuns(db, new Date());
      if (interrupted > 0)
        logger.warn("ingestion runs interrupted by a dead process", { interrupted });
    }
    const tasks =
      env.TASKS === "on"
        ? await startTaskRunner({
            handle: dbHandle,
            tasks: TASKS.map((task) =>
              task.id === "send-alert-digests"
                ? { ...task, cron: env.ALERTS_CRON }
                : task.id === "send-email"
                  ? { ...task, ...sendEmailConcurrency(env.SMTP_POOL_SIZE) }
                  : task,
            ),
            context: {
              db,
              mailer,
              logger,
              http,
              adapterDefaults: readAdapterDefaults(env),
              now: () => new Date(),
              alerts: {
                siteUrl: env.siteUrl,
                secret: resolveAuthSecret(env),
                mailFrom: env.MAIL_FROM,
              },
            },
          })
        : null;
    emailQueue.useTasks(
      tasks ? (id, payload, options) => tasks.enqueue(id, payload, options) : null,
    );
    // First start: the live crawl of every active source begins now, not at the next cron slot;
    // once it stores jobs they replace the recorded sample.
    if (tasks && seeded > 0) await tasks.enqueue("schedule-ingestion", {});
    // Jobs stored before their language requirements were read get them now, in the background;
    // closing waits for the batch in progress.
    let closing = false;
    const languagesFilled = fillLanguageRequirements(db, { shouldStop: () => closing })
      .then((filled) => {
        if (filled > 0) logger.info("read the language requirements of stored jobs", { filled });
      })
      .catch((error: unknown) =>
        logger.error("reading the language requirements of stored jobs failed", { error }),
      )
      // Then the language each of them is written in (which re-indexes its words).
      .then(() => fillPostingLanguage(db, { shouldStop: () => closing }))
      .then((filled) => {
        if (filled > 0) logger.info("read the language of stored postings", { filled });
      })
      .catch((error: unknown) =>
        logger.error("reading the language of stored postings failed", { error }),
      );
    return {
      env,
      db,
      dbHandle,
      mailer,
      emailQueue,
      auth,
      logger,
      http,
      tasks,
      async close() {
        closing = true;
        await languagesFilled;
        await tasks
          ?.stop()
          .catch((error: unknown) => logger.error("stopping tasks failed", { error }));
        await jobChanges?.close();
        mailer.close();
        http.close();
        await dbHandle.close();
      },
    };
  } catch (error) {
    await jobChanges?.close();
    mailer.close();
    await dbHandle.close();
    throw error;
  }
}
