// What an adapter's tests need from tests/fixtures/platforms/<platform>/: a captured file's text or
// path, its recorded HTTP archive, and the context an adapter runs in (a source, silent logs,
// a fixed clock and the usual page limits), so that each adapter's tests state only what differs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";

const PLATFORMS = path.resolve(import.meta.dirname, "../fixtures/platforms");

/** The path of a captured file of a platform ("personio", "clark-positions.har"). */
export function platformFixturePath(platform: string, name: string): string {
  return path.join(PLATFORMS, platform, name);
}

/** A captured file's text. */
export function readPlatformFixture(platform: string, name: string): string {
  return readFileSync(platformFixturePath(platform, name), "utf8");
}

/** A recorded HTTP archive of a platform, ready for `createReplayHttpClient`. */
export function readPlatformArchive(platform: string, name: string) {
  return readHttpArchive(platformFixturePath(platform, name));
}

/**
 * The context an adapter runs in for a test: the source (`metadata` as the catalog would give it,
 * named and addressed as `source` says), silent logs, the clock at `now`, five list pages and five
 * detail pages at most unless said otherwise.
 */
export function adapterContext(
  http: HttpClient,
  metadata: Record<string, unknown>,
  options: {
    source: { name: string; baseUrl: string; organization?: string | null };
    now: string;
    maxPages?: number;
    maxDetails?: number;
  },
): AdapterContext {
  return {
    source: {
      id: null,
      name: options.source.name,
      baseUrl: options.source.baseUrl,
      metadata,
      organization: options.source.organization ?? null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date(options.now),
    maxPages: options.maxPages ?? 5,
    maxDetails: options.maxDetails ?? 5,
  };
}
