// The languages of the interface and where they live in the URL: English at the root, every other
// language under its own first path segment ("/fr/jobs/123"). The public pages, the account's own
// pages (sign-in and the dashboard) and the signed-in pages whose words are translated (the
// application tracker and the CV tools) have localized addresses; the rest of the account, the
// admin, the API and the files keep a single address.

export const LOCALES = ["en", "fr", "es", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The languages that have a path prefix (all but English). */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each language named in itself, as a language switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  ar: "العربية",
};

/** The tag given to Intl for dates and numbers (English keeps the site's day-month-year order). */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-GB", fr: "fr", es: "es", ar: "ar" };

/**
 * What separates a city from its country ("Genève, Suisse") and the items of a short list ("P-3, P-4"):
 * Arabic writes its own comma (U+060C), the other languages the Latin one.
 */
export function listSeparator(locale: Locale): string {
  return locale === "ar" ? "\u060C " : ", ";
}

/**
 * What separates the places of a job in several ("Genève, Suisse; Nairobi, Kenya"): Arabic writes
 * its own semicolon (U+061B), the other languages the Latin one.
 */
export function placeListSeparator(locale: Locale): string {
  return locale === "ar" ? "\u061B " : "; ";
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

// The public pages (as paths without a language prefix) that exist in every language.
const LOCALIZED_PAGES = [
  /^\/$/,
  /^\/(search|jobs|blog|unaids-sunset|un-budget-crisis|coaching|planner|about|privacy|terms)$/,
  /^\/newsletter(\/(confirm|unsubscribe))?$/,
  /^\/alerts\/(unsubscribe|manage)$/,
  /^\/jobs\/(?!feed\.)[^/]+$/,
  /^\/(location|organization|field)\/[^/]+$/,
];

// The account's pages that read in every language (sign-in and the dashboard) and the signed-in
// pages of the application tracker and the CV tools: each has an address in each language too, but
// is never suggested in another nor taken as the language of a sign-up.
const ACCOUNT_PAGES = /^\/(auth|dashboard|account\/register)$/;
const LOCALIZED_APPLICATION_PAGES = [
  /^\/account\/(applications|cv|jobs-for-you)$/,
  /^\/account\/applications\/[0-9a-f-]{36}$/,
  /^\/jobs\/[0-9a-f-]{36}\/cv$/,
];

const isPublicLocalizedPage = (path: string) =>
  LOCALIZED_PAGES.some((pattern) => pattern.test(path));

/** True when a path (without a language prefix) is a page with an address in each language. */
export function isLocalizedPage(path: string): boolean {
  return (
    isPublicLocalizedPage(path) ||
    ACCOUNT_PAGES.test(path) ||
    LOCALIZED_APPLICATION_PAGES.some((pattern) => pattern.test(path))
  );
}

/**
 * The language a path is in and the path without its prefix: "/fr/jobs" is French "/jobs",
 * "/fr" and "/fr/" are French "/", anything else is English as it stands.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const locale = match?.[1];
  if (match && isLocale(locale) && locale !== DEFAULT_LOCALE) {
    return { locale, path: match[2] && match[2] !== "" ? match[2] : "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * A link in a given language: a public page gets the language's prefix (replacing any it had),
 * anything else (the account, the API, an anchor or another site) is left as it is. The query
 * string and fragment are kept.
 */
export function localizedPath(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  const { path } = splitLocalePath(pathname);
  if (!isLocalizedPage(path)) return href;
  if (locale === DEFAULT_LOCALE) return `${path}${rest}`;
  return `/${locale}${path === "/" ? "/" : path}${rest}`;
}

/**
 * The interface language an Accept-Language header prefers, among ours: the highest quality wins,
 * the first listed on a tie; "fr-CA" counts as "fr". Null when the header names none of ours or
 * is absent.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of acceptLanguage.split(",").slice(0, 20)) {
    const [tag = "", ...parameters] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(language)) continue;
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? null;
}

/**
 * The language to suggest on an English page, never by redirecting: the visitor's preferred
 * language when it is one of ours other than English and they arrived from outside the site (no
 * Referer, or another host's). The preferred language is the one a signed-in visitor chose for
 * their account, else the browser's (Accept-Language). Someone already browsing the English pages
 * is not asked again.
 */
export function suggestedLocale(request: {
  pathname: string;
  acceptLanguage: string | null | undefined;
  referer: string | null | undefined;
  host: string | null | undefined;
  /** The signed-in visitor's chosen language (it wins over the browser's, English included). */
  accountLocale?: Locale | null | undefined;
}): Locale | null {
  const { locale, path } = splitLocalePath(request.pathname);
  if (locale !== DEFAULT_LOCALE || !isPublicLocalizedPage(path)) return null;
  if (request.referer && request.host) {
    try {
      if (new URL(request.referer).host === request.host) return null;
    } catch {
      // An unreadable Referer is no sign of a visit in progress.
    }
  }
  const preferred = request.accountLocale ?? preferredLocale(request.acceptLanguage);
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : null;
}

// The pages whose content is translated, not only their header and footer: they are the ones
// offered as language alternates (hreflang) and listed in each language in the sitemap. The others
// keep their English address as canonical until their text is translated.
const TRANSLATED_PAGES = [
  /^\/$/,
  /^\/jobs$/,
  /^\/(about|privacy|terms|newsletter|planner|coaching)$/,
  /^\/(blog|unaids-sunset|un-budget-crisis)$/,
  /^\/jobs\/(?!feed\.)[^/]+$/,
  /^\/(location|organization|field)\/[^/]+$/,
];

/** True when a page (path without prefix) reads in every language, so each version is its own. */
export function hasTranslatedContent(path: string): boolean {
  return TRANSLATED_PAGES.some((pattern) => pattern.test(path));
}

/**
 * The language of the page of this site a request came from (its same-host Referer), when that
 * page is one with an address in each language; null otherwise. A sign-up from "/fr/jobs" is a
 * French reader's.
 */
export function refererLocale(
  referer: string | null | undefined,
  host: string | null | undefined,
): Locale | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    if (url.host !== host) return null;
    const { locale, path } = splitLocalePath(url.pathname);
    return isPublicLocalizedPage(path) ? locale : null;
  } catch {
    return null;
  }
}
