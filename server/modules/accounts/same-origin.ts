/**
 * CSRF defence for every state-changing request: it must come from one of our own pages. A
 * browser says so in one of two headers it always sends on a POST and that no page's script can
 * set: `Origin` (our SITE_URL origin) or `Sec-Fetch-Site: same-origin` (the page that sent it has
 * the origin the request goes to, also when the site is reached under another host name than
 * SITE_URL). A request with neither (curl, a script outside a browser, very old clients) is
 * refused too: no browser form sends one like it.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = request.headers.get("origin");
  return origin !== null && origin === new URL(siteUrl).origin;
}

/** Methods that change nothing: they need no origin check. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}
