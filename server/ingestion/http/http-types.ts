/** What an adapter may ask of the network. Every request goes through the SSRF guard. */
export type HttpRequest = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A JSON body (sent with Content-Type: application/json) or a raw string. */
  body?: unknown;
  /** Per-request timeout in milliseconds; the client has a default. */
  timeoutMs?: number;
};

export type HttpResponse = {
  url: string;
  status: number;
  headers: Record<string, string>;
  /** The decoded body (gzip/brotli/deflate undone), never longer than the client's cap. */
  text: string;
  /** True when the server answered 304 to a conditional request: `text` is the cached body. */
  notModified: boolean;
};

export type HttpClient = {
  request(request: HttpRequest): Promise<HttpResponse>;
};

/** A refused or failed fetch, with a message an admin can act on. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
