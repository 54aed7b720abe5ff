import type { SourceAdapter } from "#server/ingestion/source-adapter";
import { jsonLdAdapter } from "./json-ld/json-ld.source";
import { oracleRecruitingAdapter } from "./oracle-recruiting/oracle-recruiting.source";
import { reliefWebAdapter } from "./reliefweb/reliefweb.source";
import { rssAdapter } from "./rss/rss.source";
import { unCareersAdapter } from "./un-careers/un-careers.source";
import { workdayAdapter } from "./workday/workday.source";

/** Adapters of work package A (issue #4 item 2): generic feeds, ATS APIs and ReliefWeb. */
export const ADAPTERS_A: SourceAdapter[] = [
  rssAdapter,
  jsonLdAdapter,
  unCareersAdapter,
  workdayAdapter,
  oracleRecruitingAdapter,
  reliefWebAdapter,
];
