// The one check for links that come from job sources and reach a page, a feed or the API: only
// absolute http: and https: addresses pass. Anything else (javascript:, data:, vbscript:, file:,
// relative or protocol-relative paths, malformed text) is dropped, whichever adapter brought it.
// The address is read with the WHATWG URL parser, the one browsers use, so tabs, line breaks and
// odd case in the scheme ("Java\tScript:") cannot make it look different to us and to a browser.

/** The address, trimmed, when it is an absolute http(s) URL; null for anything else. */
export function webUrlOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? trimmed : null;
}

/** True for an absolute http(s) URL. */
export function isWebUrl(value: string | null | undefined): value is string {
  return webUrlOrNull(value) !== null;
}

/** The http(s) addresses of a list, trimmed, in order; the rest are dropped. */
export function webUrlsOnly(values: readonly (string | null | undefined)[]): string[] {
  return values.flatMap((value) => webUrlOrNull(value) ?? []);
}
