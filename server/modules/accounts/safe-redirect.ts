/**
 * The one check for every "go back to where you were" address the site accepts from a visitor
 * (`redirectTo` on /auth, the save-job form …): only a path on this site passes, anything else
 * becomes the fallback.
 *
 * Browsers forgive a lot in a Location header: they drop tabs and line breaks, read `\` as `/`,
 * and take `//host` as another site. So a value passes only when it has none of those characters,
 * and when resolving it against our origin keeps our origin. What is returned is the parsed
 * path, query and fragment, i.e. exactly what the browser will follow.
 */
const PROBE_ORIGIN = "https://same-origin.invalid";

export function safeRedirectPath(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // Control characters (tab, CR, LF, NUL …), backslashes and spaces are never part of a path we make.
  if ([...value].some((char) => char.charCodeAt(0) <= 0x20 || char === "\u007f" || char === "\\"))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // better-auth's own endpoints are not pages to land on.
  if (url.pathname.startsWith("/api/")) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path must still be a single-slash path (e.g. "/./" + "/evil" tricks).
  if (path.startsWith("//")) return fallback;
  return path;
}
