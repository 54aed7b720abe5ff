import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { describe, fetchText, readWholeList } from "../source-requests";
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
  await readVacancyPages(context, result);
  return result;
}

/**
 * Completes up to `maxDetails` postings from their own pages, one after another. A page answering
 * 404 or 410 proves the vacancy is gone; any other failure keeps the list's facts and is reported.
 */
async function readVacancyPages(context: AdapterContext, result: AdapterResult): Promise<void> {
  const gone = new Set<string>();
  for (const posting of result.postings.slice(0, context.maxDetails)) {
    try {
      merge(posting, parseItciloVacancyPage(await fetchText(context, posting.link)));
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
        gone.add(posting.externalId);
        (result.goneUrls ??= []).push(posting.link);
        continue;
      }
      result.errors.push(
        `itcilo-jobs: vacancy ${posting.externalId} (${posting.link}) failed: ${describe(error)}`,
      );
    }
  }
  if (gone.size > 0) {
    result.postings = result.postings.filter((posting) => !gone.has(posting.externalId));
    result.goneExternalIds = [...gone];
  }
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
