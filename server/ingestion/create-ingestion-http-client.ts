import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";
import { createHttpClient, type NodeHttpClient } from "./http/create-http-client";

/**
 * The fetcher every live ingestion uses: a User-Agent naming this site's /about page, each site's
 * robots.txt obeyed, one request at a time per host `INGEST_DELAY_MS` apart (or the site's
 * Crawl-delay), conditional requests from its cache, and the SSRF guard with the configured
 * exceptions. Build it once per process so its robots.txt and conditional caches last across runs.
 */
export function createIngestionHttpClient(
  env: Pick<Env, "siteUrl" | "INGEST_ALLOW_PRIVATE_HOSTS"> & Partial<Pick<Env, "INGEST_DELAY_MS">>,
  logger?: Logger,
): NodeHttpClient {
  return createHttpClient({
    siteUrl: env.siteUrl,
    allowPrivateHosts: env.INGEST_ALLOW_PRIVATE_HOSTS,
    politenessDelayMs: env.INGEST_DELAY_MS,
    logger,
  });
}
