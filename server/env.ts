import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { ownEntry } from "#domain/own-entry";

/**
 * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
 * none (the socket's peer is the client), the nearest `hops` proxies, or the proxies whose address
 * is in one of `ranges`. See server/http/client-address.ts.
 */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "ranges"; ranges: { address: string; prefix: number; family: "ipv4" | "ipv6" }[] };

/** "", a hop count ("1"), or a comma-separated list of addresses and CIDR ranges. */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const text = value.trim();
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) context.addIssue({ code: "custom", message: "at most 32 proxy hops" });
    return { kind: "hops", hops };
  }
  const ranges: Extract<TrustProxy, { kind: "ranges" }>["ranges"] = [];
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", prefixText, ...rest] = entry.split("/");
    const version = net.isIP(address);
    const max = version === 6 ? 128 : 32;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (
      version === 0 ||
      rest.length > 0 ||
      (prefixText !== undefined && !/^\d+$/.test(prefixText)) ||
      prefix > max
    ) {
      context.addIssue({
        code: "custom",
        message: `"${entry}" is not an IP address or CIDR range; TRUST_PROXY takes a hop count (e.g. 1) or a comma-separated list such as 10.0.0.0/8,fd00::/8`,
      });
      continue;
    }
    ranges.push({ address, prefix, family: version === 6 ? "ipv6" : "ipv4" });
  }
  return { kind: "ranges", ranges };
}

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: new RegExp(`^(${protocols.join("|")})$`) }).optional(),
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(["development", "production", "test"]).default("production"),
    ),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default("127.0.0.1")),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
    /**
     * Connections each process keeps to PostgreSQL (not PGlite, which has one). More statements at
     * once than the database has CPUs only wait inside the database, and take the CPU from the web
     * process meanwhile; so the default is twice this machine's CPUs (at least 4), right when the
     * database shares the machine. With the database elsewhere, about twice its CPUs divided by the
     * number of processes.
     */
    DATABASE_POOL_SIZE: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(2)
        .max(100)
        .default(() => Math.max(4, 2 * os.availableParallelism())),
    ),
    SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SITE_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).default("Blueboard")),
    SMTP_URL: optionalUrl(["smtp", "smtps"]),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().default("Blueboard <alerts@blueboard.invalid>"),
    ),
    /** SMTP connections each process keeps open and delivers over at once. */
    SMTP_POOL_SIZE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(50).default(5),
    ),
    /** At most this many e-mails a minute leave each process (a provider's sending quota); 0: no limit. */
    MAIL_RATE_PER_MINUTE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(1_000_000).default(0),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    ),
    TASKS: z.preprocess(emptyAsUndefined, z.enum(["on", "off"]).default("on")),
    SEED: z.preprocess(emptyAsUndefined, z.enum(["fixtures", "none"]).default("fixtures")),
    /**
     * `host:port` entries (comma-separated) the ingestion fetcher may reach although they resolve to
     * private or loopback addresses; a bare host opens only ports 80 and 443, `host:*` every port.
     */
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
    /**
     * Milliseconds between the starts of two requests of the ingestion fetcher to one host (one
     * request at a time per host); a site's robots.txt Crawl-delay can only lengthen it.
     */
    INGEST_DELAY_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(60_000).default(1000),
    ),
    /** ReliefWeb API v2 requires an approved application name. */
    RELIEFWEB_APPNAME: z.preprocess(emptyAsUndefined, z.string().optional()),
    /**
     * Signs sessions, verification links and unsubscribe tokens (≥ 32 characters). Required with
     * DATABASE_URL (every process on the database must share it); without a DATABASE_URL one is
     * generated once into DATA_DIR.
     */
    AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    /** The proxies whose X-Forwarded-For is believed: a hop count or a CIDR list; unset trusts none. */
    TRUST_PROXY: z.preprocess(
      (value) => value ?? "",
      z.string().transform((value, context) => parseTrustProxy(value, context)),
    ),
    /** When the saved-search alert digests go out (five-field cron, UTC). */
    ALERTS_CRON: z.preprocess(emptyAsUndefined, z.string().default("0 9 * * *")),
    /**
     * The optional AI provider: any server that speaks the OpenAI chat-completions protocol
     * (OpenAI, a local Ollama, vLLM, LM Studio). Without AI_BASE_URL every feature keeps its
     * deterministic form.
     */
    AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    AI_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    /** Seconds one AI call may take before it is abandoned. */
    AI_TIMEOUT_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(300).default(20),
    ),
    /** Tokens (prompt and output, as the provider reports them) all AI calls may spend per UTC day. */
    AI_TOKENS_PER_DAY: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).default(200_000),
    ),
    /** AI generations one client address, and one signed-in user, may ask for per hour. */
    AI_REQUESTS_PER_HOUR: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(10_000).default(10),
    ),
    /** Seconds the job search keeps totals, relevance order and facet counts (server/modules/jobs/jobs-cache.ts); 0 turns it off. */
    JOBS_CACHE_TTL: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(3600).default(30),
    ),
  })
  .superRefine((env, context) => {
    if (env.AI_BASE_URL && !env.AI_MODEL)
      context.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: "required when AI_BASE_URL is set: the model to ask, e.g. gpt-4o-mini or llama3.1",
      });
    if (env.DATABASE_URL && !env.AUTH_SECRET)
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "required when DATABASE_URL is set: every process on one database must sign sessions and links with the same secret (at least 32 characters, e.g. from `openssl rand -base64 32`)",
      });
  });

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** Public origin used in links and e-mails; defaults to http://HOST:PORT. */
  siteUrl: string;
};

const SECRET_VARIABLES = new Set(["AUTH_SECRET", "AI_API_KEY"]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses configuration once at start; throws a ConfigError that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const value = ownEntry(source, name) ?? "";
      // A secret is never echoed, not even a rejected one.
      const shown =
        SECRET_VARIABLES.has(name) && value !== ""
          ? `<hidden, ${value.length} characters>`
          : JSON.stringify(value);
      return `  ${name}=${shown}: ${issue.message}`;
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
