import fs from "node:fs/promises";
import path from "node:path";
import { HttpError, type HttpClient, type HttpRequest, type HttpResponse } from "./http-types";
import { describeUrl } from "./ssrf-guard";

/** One recorded answer: which request it serves and where its payload lies. */
export type RecordedRoute = {
  /** Default GET. */
  method?: "GET" | "POST";
  /** The exact URL, or a pattern tested against the whole URL. */
  url: string | RegExp;
  /** The payload file (relative paths are resolved against `baseDir`). Give `file` or `text`. */
  file?: string;
  /** An inline payload, for small tests. */
  text?: string;
  /** Default 200. A non-2xx status fails like the real client does (HttpError with the status). */
  status?: number;
  /** Default guessed from the file extension (json, xml/rss, html, txt). */
  contentType?: string;
  headers?: Record<string, string>;
  /** Extra condition, e.g. on a POST body's page offset. */
  when?: (request: HttpRequest) => boolean;
};

export type FileBackedHttpClientOptions = {
  routes: readonly RecordedRoute[];
  /** Base of relative `file` paths. Default the working directory. */
  baseDir?: string;
};

/** An `HttpClient` that never touches the network, plus the requests it has served (for tests). */
export type FileBackedHttpClient = HttpClient & { readonly requests: HttpRequest[] };

const CONTENT_TYPES: Record<string, string> = {
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".rss": "application/rss+xml; charset=utf-8",
  ".atom": "application/atom+xml; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

function matches(route: RecordedRoute, method: string, request: HttpRequest): boolean {
  if ((route.method ?? "GET") !== method) return false;
  if (typeof route.url === "string" ? route.url !== request.url : !route.url.test(request.url))
    return false;
  return route.when ? route.when(request) : true;
}

/**
 * Serves recorded payloads for known URLs: the first matching route wins. Used on first start to
 * run real adapters offline, and by adapter tests. An unknown URL fails with HttpError 404.
 */
export function createFileBackedHttpClient(
  options: FileBackedHttpClientOptions,
): FileBackedHttpClient {
  const baseDir = options.baseDir ?? process.cwd();
  const requests: HttpRequest[] = [];

  const request = async (input: HttpRequest): Promise<HttpResponse> => {
    const method = input.method ?? "GET";
    requests.push(input);
    const route = options.routes.find((candidate) => {
      if (candidate.url instanceof RegExp) candidate.url.lastIndex = 0;
      return matches(candidate, method, input);
    });
    if (!route) throw new HttpError(`no recording for ${method} ${input.url}`, input.url, 404);

    const status = route.status ?? 200;
    if (status < 200 || status >= 300)
      throw new HttpError(`HTTP ${status} from ${describeUrl(input.url)}`, input.url, status);

    let text = route.text;
    if (text === undefined) {
      if (!route.file)
        throw new HttpError(`the recording for ${method} ${input.url} names no file`, input.url);
      const file = path.resolve(baseDir, route.file);
      try {
        text = await fs.readFile(file, "utf8");
      } catch (error) {
        throw new HttpError(
          `the recording for ${method} ${input.url} cannot be read (${file}): ${(error as Error).message}`,
          input.url,
        );
      }
    }
    const extension = route.file ? path.extname(route.file).toLowerCase() : "";
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(route.headers ?? {}))
      headers[name.toLowerCase()] = value;
    if (route.contentType) headers["content-type"] = route.contentType;
    else headers["content-type"] ??= CONTENT_TYPES[extension] ?? "application/octet-stream";
    return { url: input.url, status, headers, text, notModified: false };
  };

  return { request, requests };
}
