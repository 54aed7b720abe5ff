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
  /** True when the adapter saw the source's whole list, so jobs missing from it can be closed. */
  complete: boolean;
  /** One message per item that could not be parsed; never stops the run. */
  errors: string[];
};

/** A source adapter: fetches through `context.http` and turns payloads into postings with a pure parser. */
export type SourceAdapter = {
  /** Registry name, kebab-case; stored in `sources.metadata.adapter` (the spec's scraper_function). */
  name: string;
  /** The spec's source type. */
  type: "rss" | "scrape" | "api" | "webforms";
  description: string;
  run(context: AdapterContext): Promise<AdapterResult>;
};
