import { z } from "zod";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readDetailPages, readWholeList } from "../source-requests";
import {
  ITCILO_HOST,
  ITCILO_LIST_URL,
  parseItciloVacancyList,
  parseItciloVacancyPage,
  type ItciloVacancyPage,
} from "./itcilo-jobs.parse";

/** `sources.metadata` for ITCILO's vacancy site. */
const metadataSchema = z.object({
  /** The page that lists the open vacancies (the site's home page unless set). */
  listUrl: z
    .url()
    .refine((value) => new URL(value).hostname === ITCILO_HOST, `a page of ${ITCILO_HOST}`)
    .default(ITCILO_LIST_URL),
  organization: z.string().min(1).optional(),
});

export const itciloJobsAdapter: SourceAdapter = {
  name: "itcilo-jobs",
  type: "scrape",
  metadataSchema,
  description:
    "ITCILO vacancy site (jobs.itcilo.org): the list page's vacancy table, then each view_vacancy/{id} page for duty station, grade, contract, deadline and text.",
  run: runItciloJobs,
};

async function runItciloJobs(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("itcilo-jobs", context.source, metadataSchema);
  const organization = metadata.organization ?? context.source.organization ?? "ITCILO";
  // The list page holds every open vacancy at once: no paging.
  const result = await readWholeList(
    context,
    "itcilo-jobs: vacancy list",
    metadata.listUrl,
    (body) => parseItciloVacancyList(body, metadata.listUrl, organization),
  );
  // A vacancy's page completes its row; one answering 404 or 410 proves the vacancy gone.
  await readDetailPages(
    context,
    result,
    "itcilo-jobs: vacancy",
    (posting) => posting.link,
    (posting, body) => merge(posting, parseItciloVacancyPage(body)),
  );
  return result;
}

function merge(posting: AdapterPosting, page: ItciloVacancyPage): void {
  posting.title = page.title ?? posting.title;
  posting.location = page.location ?? posting.location ?? null;
  posting.grade = page.grade ?? posting.grade ?? null;
  posting.contractType = page.contractType ?? posting.contractType ?? null;
  posting.descriptionHtml = page.descriptionHtml ?? posting.descriptionHtml ?? null;
  if (page.deadlineText) {
    // The deadline the vacancy's own page states, on a list of open vacancies only.
    posting.deadlineText = page.deadlineText;
    posting.deadlineDecided = true;
  }
}
