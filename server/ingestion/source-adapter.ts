import type { ZodType } from "zod";
import type { RawPosting } from "#domain/normalise-posting";
import type { Logger } from "#server/lib/logger";
import type { HttpClient } from "./http/http-types";

/** How a configured source is described to its adapter (a row of `sources`, parsed). */
export type SourceConfig = {
  id: string | null;
  name: string;
  baseUrl: string;
  /** Adapter options from `sources.metadata` (tenant, site number, portal id, app name, organisation…). */
  metadata: Record<string, unknown>;
  /** The organisation to assume when a posting does not name one. */
  organization: string | null;
};

export type AdapterContext = {
  source: SourceConfig;
  http: HttpClient;
  logger: Logger;
  now: Date;
  /** Upper bound on list pages to walk; adapters stop early when reached and report `complete: false`. */
  maxPages: number;
  /** Upper bound on detail fetches in one run. */
  maxDetails: number;
};

/** One posting as an adapter hands it over: raw strings, nothing interpreted. */
export type AdapterPosting = RawPosting & {
  /** Extra links of the same vacancy (e.g. the employer's page behind an aggregator's). */
  alternateLinks?: string[];
};

export type AdapterResult = {
  postings: AdapterPosting[];
  /** Items the source listed (before parsing); shown in runs as items fetched. */
  itemsFetched: number;
  /**
   * True when the adapter saw the source's whole list. Jobs missing from two consecutive complete
   * runs are closed. The pipeline overrules a `true` when any request of the run failed (other
   * than a posting's own page reported in `goneExternalIds`), so an adapter that tolerates a failed
   * list page cannot close anything by mistake.
   */
  complete: boolean;
  /** One message per item that could not be parsed; never stops the run. */
  errors: string[];
  /**
   * Optional: external ids of postings whose own page proves they are gone: the detail page
   * answered 404 or 410, or says the vacancy is closed / no longer accepting applications. The
   * pipeline closes these jobs at once, whether or not the crawl was complete. Leave them out of
   * `postings`. Only report what the posting's own page says; a list that merely omits a posting
   * is not evidence (that is what `complete` is for).
   */
  goneExternalIds?: string[];
  /**
   * Optional: URLs of those gone postings' pages whose 404/410 the adapter caught, so the pipeline
   * does not count these expected failures against the crawl's completeness.
   */
  goneUrls?: string[];
};

/** A source adapter: fetches through `context.http` and turns payloads into postings with a pure parser. */
export type SourceAdapter = {
  /** Registry name, kebab-case; stored in `sources.metadata.adapter` (older rows name it `scraper_function`). */
  name: string;
  /** The source's type as stored: rss, scrape, api or webforms. */
  type: "rss" | "scrape" | "api" | "webforms";
  description: string;
  /**
   * The adapter's options in `sources.metadata` (keys it does not know, such as `adapter`, `cron`
   * and `organization`, are ignored). `run` checks them before its first request; the admin source
   * form checks them before saving.
   */
  metadataSchema: ZodType;
  run(context: AdapterContext): Promise<AdapterResult>;
};
