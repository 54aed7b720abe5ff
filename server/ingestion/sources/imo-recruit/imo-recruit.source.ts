import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { IMO_DUTY_STATION, IMO_VACANCIES_URL, parseImoVacancies } from "./imo-recruit.parse";
import { withContext } from "../source-requests";

/** `sources.metadata` for IMO's recruitment API. */
const metadataSchema = z.object({
  apiUrl: z.url().default(IMO_VACANCIES_URL),
  organization: z.string().min(1).optional(),
  /** Where the vacancies are (the API does not say): IMO's headquarters unless set. */
  dutyStation: z.string().min(1).default(IMO_DUTY_STATION),
});

export const imoRecruitAdapter: SourceAdapter = {
  name: "imo-recruit",
  type: "api",
  metadataSchema,
  description:
    "IMO recruitment site: GET recruit.imo.org/api/CurrentJobVacancies, every open vacancy in one JSON array.",
  run: runImoRecruit,
};

async function runImoRecruit(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("imo-recruit", context.source, metadataSchema);
  const organization = metadata.organization ?? context.source.organization ?? "IMO";
  const response = await context.http
    .request({ url: metadata.apiUrl, headers: { accept: "application/json" } })
    .catch(withContext("IMO vacancies"));
  if (response.status >= 400) throw new Error(`IMO vacancies answered HTTP ${response.status}`);
  const page = parseImoVacancies(response.text, organization, metadata.dutyStation);
  return {
    postings: page.postings,
    itemsFetched: page.itemCount,
    // One array holds every open vacancy.
    complete: true,
    errors: page.errors,
  };
}
