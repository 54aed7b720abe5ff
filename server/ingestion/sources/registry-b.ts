import type { SourceAdapter } from "#server/ingestion/source-adapter";
import { avatureAdapter } from "./avature/avature.source";
import { greenhouseAdapter } from "./greenhouse/greenhouse.source";
import { leverAdapter } from "./lever/lever.source";
import { pageUpAdapter } from "./pageup/pageup.source";
import { smartRecruitersAdapter } from "./smartrecruiters/smartrecruiters.source";
import { successFactorsAdapter } from "./successfactors/successfactors.source";
import { taleoAdapter } from "./taleo/taleo.source";

/** Adapters of work package B (issue #4 item 2): IO career platforms and NGO ATS APIs. */
export const ADAPTERS_B: SourceAdapter[] = [
  taleoAdapter,
  successFactorsAdapter,
  pageUpAdapter,
  avatureAdapter,
  smartRecruitersAdapter,
  greenhouseAdapter,
  leverAdapter,
];
