import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readPostingPages } from "../read-list-pages";
import {
  buildOracleDetailUrl,
  buildOracleListUrl,
  parseOracleDetail,
  parseOracleList,
} from "./oracle-recruiting.parse";
import { withContext } from "../source-requests";

const metadataSchema = z.object({
  /** e.g. `estm.fa.em2.oraclecloud.com` (UNDP, UN Women, UNFPA, WMO) or IOM's `fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com`. */
  host: z.string().regex(/^[a-z0-9.-]+\.oraclecloud\.com$/i, "must be an *.oraclecloud.com host"),
  /**
   * Candidate-experience site code: `CX_1` (UNDP), `CX_1001` (UN Women), `CX_2003` (UNFPA); other
   * tenants name theirs `CX` or by a word (`JoinAbt`, Abt Global's). Letters, digits and "_" only,
   * starting with a letter: it is written into the finder, where ";", "," and "=" separate fields.
   */
  siteNumber: z
    .string()
    .regex(
      /^[A-Za-z][A-Za-z0-9_]{0,63}$/,
      "must be the site's code: letters, digits and _, starting with a letter (CX_1234, CX, JoinAbt)",
    ),
  organization: z.string().min(1).optional(),
  /** Position of the grade among requisitionFlexFields when the tenant gives no prompts (UNDP: 1). */
  gradeFlexIndex: z.number().int().nonnegative().optional(),
  pageSize: z.number().int().min(1).max(100).default(25),
});

export type OracleRecruitingMetadata = z.infer<typeof metadataSchema>;

/** Oracle Recruiting Cloud candidate-experience REST (UNDP, UNFPA, UN Women, WMO, IOM…). */
export const oracleRecruitingAdapter: SourceAdapter = {
  name: "oracle-recruiting",
  type: "api",
  metadataSchema,
  description:
    "Oracle Recruiting Cloud CE REST: findReqs list (paging inside finder), ById details.",
  run: runOracleSource,
};

async function runOracleSource(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("oracle-recruiting", context.source, metadataSchema);
  const organization = metadata.organization ?? context.source.organization;
  const { pageSize } = metadata;
  const list = await readPostingPages({
    maxPages: context.maxPages,
    readPage: async (page) => {
      const offset = page * pageSize;
      const body = await fetchJson(context, buildOracleListUrl(metadata, offset, pageSize));
      const result = parseOracleList(body, metadata, organization);
      const last = result.itemCount < pageSize || offset + pageSize >= result.totalCount;
      return { ...result, last };
    },
    describePage: (page) => `list offset ${page * pageSize}`,
  });
  const { itemsFetched, complete, errors } = list;
  const postings: AdapterPosting[] = [];
  for (const [index, posting] of list.entries.entries()) {
    if (index >= context.maxDetails) {
      postings.push(posting);
      continue;
    }
    try {
      const url = buildOracleDetailUrl(metadata, posting.externalId);
      const detail = parseOracleDetail(await fetchJson(context, url), {
        gradeFlexIndex: metadata.gradeFlexIndex ?? null,
        listedLocation: posting.location ?? null,
      });
      postings.push({ ...posting, ...detail, externalId: posting.externalId, link: posting.link });
    } catch (error) {
      errors.push(`Oracle requisition ${posting.externalId} detail: ${(error as Error).message}`);
      postings.push(posting);
    }
  }
  return { postings, itemsFetched, complete, errors };
}

async function fetchJson(context: AdapterContext, url: string): Promise<string> {
  const response = await context.http
    .request({ url, headers: { accept: "application/json" } })
    .catch(withContext(`Oracle ${url}`));
  if (response.status >= 400) {
    throw new HttpError(`Oracle ${url} answered HTTP ${response.status}`, url, response.status);
  }
  return response.text;
}
