import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Parser } from "htmlparser2";
import type { Database } from "#server/db/create-db";
import {
  matchesEntityTag,
  measureJsonBody,
  selectEncoding,
  type JsonBody,
} from "#server/modules/api/json-body";
import { computeCacheable, peekCached } from "#server/modules/jobs/jobs-cache";
import { contentSecurityPolicy } from "./security-headers";
import { splitLocalePath, suggestedLocale } from "#domain/interface-locales";

/**
 * The anonymous page cache. Public pages (`/`, `/jobs`, a job, the location, organisation and field
 * listings, the article pages) requested without any cookie or Authorization header are the same
 * for every such visitor, so they are rendered without a CSP nonce, their inline scripts are
 * allowed by SHA-256 digest instead, and a 200 answer is kept by URL in the jobs cache
 * (jobs-cache.ts): it lives as long as the search results it was built from (JOBS_CACHE_TTL) and
 * is dropped with them whenever jobs change. Such answers say `public` so a CDN or reverse proxy
 * may keep them too. Anything with a cookie is personal: it is rendered as before (nonce) and
 * marked `private, no-store`, and it never reads or fills this cache.
 */

/** Shared caches (CDN, reverse proxy) keep a page a minute and may answer from it for five more while they refresh it. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Whatever is answered to someone who sends a cookie. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

const PUBLIC_PAGES = [
  /^\/$/,
  /^\/jobs$/,
  /^\/jobs\/[^/.]+$/,
  /^\/(location|organization|field)\/[^/.]+$/,
  /^\/(about|privacy|terms|blog|unaids-sunset|un-budget-crisis)$/,
];

const MAX_URL_LENGTH = 2048;
const KIND = "page";

/** True when the request carries anything that can make its answer personal. */
export function isPersonalRequest(req: IncomingMessage): boolean {
  return req.headers.cookie !== undefined || req.headers.authorization !== undefined;
}

/**
 * The URL under which an anonymous GET or HEAD of a public page (or the `.data` request client
 * navigation makes for it) is cached; null for every other request.
 */
export function publicPageKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url;
  if (!url?.startsWith("/") || url.length > MAX_URL_LENGTH || isPersonalRequest(req)) return null;
  const pathname = url.split("?")[0]!;
  const page = pathname.replace(/(^|\/)_root\.data$/, "$1").replace(/\.data$/, "");
  // The language is part of the address (/fr/jobs/123), so each language has its own entry.
  const { path } = splitLocalePath(page);
  if (!PUBLIC_PAGES.some((pattern) => pattern.test(path))) return null;
  // An English page reached from outside by a visitor who prefers French, Spanish or Arabic
  // suggests that language: one entry per suggestion, so no visitor gets another's banner.
  const suggestion = suggestedLocale({
    pathname: page,
    acceptLanguage: req.headers["accept-language"],
    referer: req.headers.referer,
    host: req.headers.host,
  });
  return suggestion ? `${url} suggest=${suggestion}` : url;
}

/** True for a key whose page carries a language suggestion: shared caches must not keep it. */
export function keyHasSuggestion(key: string): boolean {
  return key.includes(" suggest=");
}

/**
 * The base64 SHA-256 digests of the inline scripts of an HTML document (every `<script>` without
 * `src`, data blocks such as JSON-LD included), in document order, without repeats: what a CSP
 * `'sha256-…'` source matches. Read with an HTML tokenizer, so the digest covers exactly the
 * element's text as the browser sees it (script text is raw, no entities decoded).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let text: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && attributes.src === undefined) text = [];
      },
      ontext(chunk) {
        text?.push(chunk);
      },
      onclosetag(name) {
        if (name !== "script" || !text) return;
        hashes.add(createHash("sha256").update(text.join(""), "utf8").digest("base64"));
        text = null;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return [...hashes];
}

/** A rendered anonymous page as every visitor of its URL gets it. */
export type RenderedPage = {
  status: number;
  headers: [string, string][];
  /** Body, entity tag and encodings, made once (see json-body.ts). */
  body: JsonBody;
  contentSecurityPolicy: string;
  cacheable: boolean;
};

const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "vary",
]);

/** Turns the app's answer to an anonymous request into a page with its hash-based CSP. */
export async function readRenderedPage(
  response: Response,
  options: { isDev: boolean },
): Promise<RenderedPage> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "";
  const isHtml = contentType.startsWith("text/html");
  const hashes = isHtml ? inlineScriptHashes(bytes.toString("utf8")) : [];
  const setsCookie = response.headers.getSetCookie().length > 0;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && !DROPPED_HEADERS.has(name)) headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  const hasOwnCacheControl = response.headers.has("cache-control");
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  return {
    status: response.status,
    headers,
    body: { bytes, etag: `W/"${hash}"`, encoded: {} },
    contentSecurityPolicy: contentSecurityPolicy({ scripts: { hashes }, isDev: options.isDev }),
    cacheable:
      response.status === 200 &&
      !setsCookie &&
      !hasOwnCacheControl &&
      (isHtml || contentType.startsWith("text/x-script")),
  };
}

/**
 * Writes a rendered page: its own headers and CSP, an entity tag, and the best encoding. A page
 * that suggests another language depends on the visitor's headers, so only this server keeps it
 * (by the suggestion); shared caches are told not to.
 */
export function writeRenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: RenderedPage,
  suggestsLanguage = false,
) {
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  if (page.cacheable) {
    res.setHeader(
      "Cache-Control",
      suggestsLanguage ? PERSONAL_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL,
    );
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("ETag", page.body.etag);
    if (matchesEntityTag(req.headers["if-none-match"], page.body.etag)) {
      res.writeHead(304);
      res.end();
      return;
    }
  }
  const { encoding, bytes } = page.cacheable
    ? selectEncoding(page.body, req.headers["accept-encoding"])
    : { encoding: null, bytes: page.body.bytes };
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(bytes.length));
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** A fresh cached page for the URL, if any. */
export function findCachedPage(db: Database, key: string): RenderedPage | undefined {
  return peekCached<RenderedPage>(db, KIND, key);
}

// Renders in progress by URL: visitors arriving meanwhile wait for the same render.
const rendering = new Map<string, Promise<RenderedPage>>();

/**
 * Answers an anonymous request for a public page: from the cache when it holds the URL, else by
 * rendering it once (`render` gives the app's answer to the request as a GET without a nonce),
 * keeping a 200 HTML or navigation-data answer for everyone after.
 */
export async function serveAnonymousPage(options: {
  db: Database;
  key: string;
  req: IncomingMessage;
  res: ServerResponse;
  isDev: boolean;
  render: () => Promise<Response>;
}): Promise<void> {
  const { db, key, req, res } = options;
  const cachedPage = findCachedPage(db, key);
  if (cachedPage) return writeRenderedPage(req, res, cachedPage, keyHasSuggestion(key));
  const pending = rendering.get(key);
  if (pending) {
    const shared = await pending.catch(() => null);
    if (shared?.cacheable) return writeRenderedPage(req, res, shared, keyHasSuggestion(key));
  }
  const render = computeCacheable(db, async () =>
    readRenderedPage(await options.render(), { isDev: options.isDev }),
  ).then(({ value, keep }) => {
    if (value.cacheable) keep(KIND, key, value, measureJsonBody(value.body) + key.length);
    return value;
  });
  if (!pending) {
    rendering.set(key, render);
    void render
      .finally(() => {
        if (rendering.get(key) === render) rendering.delete(key);
      })
      .catch(() => {});
  }
  writeRenderedPage(req, res, await render, keyHasSuggestion(key));
}
