import path from "node:path";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: new RegExp(`^(${protocols.join("|")})$`) }).optional(),
  );

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(["development", "production", "test"]).default("production"),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("127.0.0.1")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SITE_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).default("Blueboard")),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().default("Blueboard <alerts@blueboard.invalid>"),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  ),
  TASKS: z.preprocess(emptyAsUndefined, z.enum(["on", "off"]).default("on")),
  SEED: z.preprocess(emptyAsUndefined, z.enum(["fixtures", "none"]).default("fixtures")),
  /** Hosts the ingestion fetcher may reach although they resolve to private addresses (comma-separated). */
  INGEST_ALLOW_PRIVATE_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
  /** ReliefWeb API v2 requires an approved application name. */
  RELIEFWEB_APPNAME: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Signs sessions, verification links and unsubscribe tokens (≥ 32 characters); without it one is generated once into DATA_DIR. */
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** When the saved-search alert digests go out (five-field cron, UTC). */
  ALERTS_CRON: z.preprocess(emptyAsUndefined, z.string().default("0 9 * * *")),
  /** Seconds the job search keeps totals, relevance order and facet counts (server/modules/jobs/jobs-cache.ts); 0 turns it off. */
  JOBS_CACHE_TTL: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(3600).default(30),
  ),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** Public origin used in links and e-mails; defaults to http://HOST:PORT. */
  siteUrl: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses configuration once at start; throws a ConfigError that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    siteUrl: (env.SITE_URL ?? `http://${host}:${env.PORT}`).replace(/\/$/, ""),
  };
}
