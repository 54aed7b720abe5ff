import {
  httpErrorKind,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
} from "./http/http-types";

/** Failed requests of one kind to one host, with the first one's URL and message. */
export type FailedRequestGroup = {
  host: string;
  kind: string;
  count: number;
  first: { url: string; message: string };
};

export type FailedRequest = { method: string; url: string; message: string; kind: string };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Groups failed requests by host and kind, in the order each group first failed. */
export function groupFailures(failures: readonly FailedRequest[]): FailedRequestGroup[] {
  const groups = new Map<string, FailedRequestGroup>();
  for (const failure of failures) {
    const host = hostOf(failure.url);
    const key = `${host} ${failure.kind}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else
      groups.set(key, {
        host,
        kind: failure.kind,
        count: 1,
        first: { url: failure.url, message: failure.message },
      });
  }
  return [...groups.values()];
}

/**
 * Passes every request on and remembers each one that failed, whatever the error's class (an
 * adapter bundled separately may throw its own copy of HttpError, so nothing here uses
 * `instanceof`). The run uses the list to decide whether its crawl was complete.
 */
export function watchFailures(
  inner: HttpClient,
  onAnswered: (answered: number, failed: number) => void,
): { http: HttpClient; failures: FailedRequest[] } {
  const failures: FailedRequest[] = [];
  let answered = 0;
  const request = async (input: HttpRequest): Promise<HttpResponse> => {
    try {
      const response = await inner.request(input);
      if (response.status >= 400)
        failures.push({
          method: input.method ?? "GET",
          url: input.url,
          message: `HTTP ${response.status} from ${input.url}`,
          kind: "http-status",
        });
      return response;
    } catch (error) {
      const message =
        typeof error === "object" && error !== null && "message" in error
          ? String(error.message)
          : String(error);
      failures.push({
        method: input.method ?? "GET",
        url: input.url,
        message,
        kind: httpErrorKind(error) ?? "unknown",
      });
      throw error;
    } finally {
      answered++;
      onAnswered(answered, failures.length);
    }
  };
  return { http: { request }, failures };
}
