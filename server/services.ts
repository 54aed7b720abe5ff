import type { Env } from "./env";
import { createDb, type Database, type DbHandle } from "./db/create-db";
import { createMailer, type Mailer } from "./email/send-email";
import { createLogger, type Logger } from "./lib/logger";
import { seedFixtureSnapshotIfEmpty } from "./db/seed/seed-fixture-snapshot";
import { configureJobsCache } from "./modules/jobs/jobs-cache";
import { TASKS } from "./tasks/registry";
import { startTaskRunner, type TaskRunner } from "./tasks/task-runner";

/** Everything a request or task needs, created once per process. */
export type Services = {
  env: Env;
  db: Database;
  dbHandle: DbHandle;
  mailer: Mailer;
  logger: Logger;
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
    maxConnections: 20,
  });
  const { db } = dbHandle;
  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  try {
    if (env.SEED === "fixtures") {
      const seeded = await seedFixtureSnapshotIfEmpty(db, new Date());
      if (seeded > 0)
        logger.info("loaded the fixture snapshot into an empty database", { jobs: seeded });
    }
    const tasks =
      env.TASKS === "on"
        ? await startTaskRunner({
            handle: dbHandle,
            tasks: TASKS,
            context: { db, mailer, logger, now: () => new Date() },
          })
        : null;
    return {
      env,
      db,
      dbHandle,
      mailer,
      logger,
      tasks,
      async close() {
        await tasks
          ?.stop()
          .catch((error: unknown) => logger.error("stopping tasks failed", { error }));
        mailer.close();
        await dbHandle.close();
      },
    };
  } catch (error) {
    mailer.close();
    await dbHandle.close();
    throw error;
  }
}
