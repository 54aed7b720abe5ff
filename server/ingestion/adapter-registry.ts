import type { SourceAdapter } from "./source-adapter";
import { avatureAdapter } from "./sources/avature/avature.source";
import { cornerstoneAdapter } from "./sources/cornerstone/cornerstone.source";
import { greenhouseAdapter } from "./sources/greenhouse/greenhouse.source";
import { imoRecruitAdapter } from "./sources/imo-recruit/imo-recruit.source";
import { itciloJobsAdapter } from "./sources/itcilo-jobs/itcilo-jobs.source";
import { sesarJuAdapter } from "./sources/sesar-ju/sesar-ju.source";
import { icimsAdapter } from "./sources/icims/icims.source";
import { jsonLdAdapter } from "./sources/json-ld/json-ld.source";
import { leverAdapter } from "./sources/lever/lever.source";
import { oracleRecruitingAdapter } from "./sources/oracle-recruiting/oracle-recruiting.source";
import { pageUpAdapter } from "./sources/pageup/pageup.source";
import { personioAdapter } from "./sources/personio/personio.source";
import { pinpointAdapter } from "./sources/pinpoint/pinpoint.source";
import { recruiteeAdapter } from "./sources/recruitee/recruitee.source";
import { reliefWebAdapter } from "./sources/reliefweb/reliefweb.source";
import { rssAdapter } from "./sources/rss/rss.source";
import { smartRecruitersAdapter } from "./sources/smartrecruiters/smartrecruiters.source";
import { successFactorsAdapter } from "./sources/successfactors/successfactors.source";
import { taleoAdapter } from "./sources/taleo/taleo.source";
import { teamtailorAdapter } from "./sources/teamtailor/teamtailor.source";
import { trakstarAdapter } from "./sources/trakstar/trakstar.source";
import { unCareersAdapter } from "./sources/un-careers/un-careers.source";
import { workableAdapter } from "./sources/workable/workable.source";
import { workdayAdapter } from "./sources/workday/workday.source";

/**
 * Every source adapter, listed explicitly: a source's `metadata.adapter` names one of these.
 * Generic feeds first, then the employers' career platforms, then aggregators.
 */
export const ADAPTERS: SourceAdapter[] = [
  rssAdapter,
  jsonLdAdapter,
  unCareersAdapter,
  workdayAdapter,
  oracleRecruitingAdapter,
  taleoAdapter,
  successFactorsAdapter,
  pageUpAdapter,
  avatureAdapter,
  cornerstoneAdapter,
  imoRecruitAdapter,
  itciloJobsAdapter,
  sesarJuAdapter,
  smartRecruitersAdapter,
  greenhouseAdapter,
  leverAdapter,
  workableAdapter,
  recruiteeAdapter,
  personioAdapter,
  pinpointAdapter,
  teamtailorAdapter,
  trakstarAdapter,
  icimsAdapter,
  reliefWebAdapter,
];

export function findAdapter(name: string): SourceAdapter | null {
  return ADAPTERS.find((adapter) => adapter.name === name) ?? null;
}

export function listAdapterNames(): string[] {
  return ADAPTERS.map((adapter) => adapter.name);
}
