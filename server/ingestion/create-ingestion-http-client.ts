import type { Env } from "#server/env";
import type { Logger } from "#server/lib/logger";
import { createHttpClient, type NodeHttpClient } from "./http/create-http-client";

/** The fetcher every live ingestion uses: honest User-Agent, SSRF guard with the configured exceptions. */
export function createIngestionHttpClient(
  env: Pick<Env, "siteUrl" | "INGEST_ALLOW_PRIVATE_HOSTS">,
  logger?: Logger,
): NodeHttpClient {
  return createHttpClient({
    siteUrl: env.siteUrl,
    allowPrivateHosts: env.INGEST_ALLOW_PRIVATE_HOSTS,
    logger,
  });
}
