import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readWholeList } from "../source-requests";
import { SESAR_CAREERS_URL, SESAR_HOST, parseSesarOpenPosts } from "./sesar-ju.parse";

/** `sources.metadata` for the SESAR 3 Joint Undertaking's careers page. */
const metadataSchema = z.object({
  /** The page that lists the open notices (www.sesarju.eu/careers unless set). */
  listUrl: z
    .url()
    .refine((value) => new URL(value).hostname === SESAR_HOST, `a page of ${SESAR_HOST}`)
    .default(SESAR_CAREERS_URL),
  organization: z.string().min(1).optional(),
  /** Where the posts are: the page does not say, so none unless set. */
  dutyStation: z.string().min(1).optional(),
});

export const sesarJuAdapter: SourceAdapter = {
  name: "sesar-ju",
  type: "scrape",
  metadataSchema,
  description:
    'SESAR 3 Joint Undertaking careers page (www.sesarju.eu/careers): the "Open Posts" block, one notice per heading with its vacancy-notice link and deadline line.',
  run: runSesarJu,
};

async function runSesarJu(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("sesar-ju", context.source, metadataSchema);
  const organization = metadata.organization ?? context.source.organization ?? "SESAR 3 JU";
  // One page holds every open notice: no paging, no detail pages (the notices are PDFs).
  return readWholeList(context, "sesar-ju: careers page", metadata.listUrl, (body) =>
    parseSesarOpenPosts(body, metadata.listUrl, organization, metadata.dutyStation ?? null),
  );
}
