import { describe, expect, it } from "vitest";
import {
  listSeparator,
  hasTranslatedContent,
  localizedPath,
  preferredLocale,
  refererLocale,
  splitLocalePath,
  suggestedLocale,
  textDirection,
} from "./interface-locales";

describe("splitLocalePath", () => {
  it("reads the language from the first segment, English at the root", () => {
    expect(splitLocalePath("/fr/jobs/12")).toEqual({ locale: "fr", path: "/jobs/12" });
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/es/")).toEqual({ locale: "es", path: "/" });
    expect(splitLocalePath("/jobs")).toEqual({ locale: "en", path: "/jobs" });
    // English has no prefix, and an unknown one is just a path (a 404).
    expect(splitLocalePath("/en/jobs")).toEqual({ locale: "en", path: "/en/jobs" });
    expect(splitLocalePath("/de/jobs")).toEqual({ locale: "en", path: "/de/jobs" });
    expect(splitLocalePath("/france")).toEqual({ locale: "en", path: "/france" });
  });
});

describe("localizedPath", () => {
  it("prefixes public pages, keeping the query and fragment, and replaces another prefix", () => {
    expect(localizedPath("/", "fr")).toBe("/fr/");
    expect(localizedPath("/jobs?level=Mid&page=2", "es")).toBe("/es/jobs?level=Mid&page=2");
    expect(localizedPath("/fr/jobs/12#job-summary", "ar")).toBe("/ar/jobs/12#job-summary");
    expect(localizedPath("/fr/jobs/12", "en")).toBe("/jobs/12");
    expect(localizedPath("/fr/", "en")).toBe("/");
    expect(localizedPath("/coaching#request", "fr")).toBe("/fr/coaching#request");
  });

  it("keeps the tracker and the CV tools in the language, but not the forms they post to", () => {
    const id = "0b7c6a52-5f0e-4d8e-9d55-2d8c2a4e9f10";
    expect(localizedPath("/account/applications", "fr")).toBe("/fr/account/applications");
    expect(localizedPath(`/account/applications/${id}`, "ar")).toBe(
      `/ar/account/applications/${id}`,
    );
    expect(localizedPath("/fr/account/cv?job=x", "es")).toBe("/es/account/cv?job=x");
    expect(localizedPath(`/jobs/${id}/cv#ai-draft`, "fr")).toBe(`/fr/jobs/${id}/cv#ai-draft`);
    expect(localizedPath("/account/jobs-for-you", "en")).toBe("/account/jobs-for-you");
    expect(localizedPath("/account/applications/track", "fr")).toBe("/account/applications/track");
    expect(localizedPath("/account/cv/file", "fr")).toBe("/account/cv/file");
  });

  it("prefixes the account's sign-in and dashboard", () => {
    expect(localizedPath("/dashboard", "fr")).toBe("/fr/dashboard");
    expect(localizedPath("/auth?mode=sign-up", "ar")).toBe("/ar/auth?mode=sign-up");
    expect(localizedPath("/es/dashboard?verified=1", "en")).toBe("/dashboard?verified=1");
    expect(localizedPath("/account/register", "es")).toBe("/es/account/register");
  });

  it("leaves pages with a single address, anchors and other sites alone", () => {
    for (const href of [
      "/jobs/12/calendar.ics",
      "/jobs/feed.xml",
      "/api/v1/jobs",
      "/admin/jobs",
      "#features",
      "https://careers.un.org/",
      "//evil.example/",
    ])
      expect(localizedPath(href, "fr"), href).toBe(href);
  });
});

describe("preferredLocale", () => {
  it("takes the highest quality among our languages, the first on a tie", () => {
    expect(preferredLocale("fr-CA,fr;q=0.9,en-US;q=0.8")).toBe("fr");
    expect(preferredLocale("de-DE,de;q=0.9,es;q=0.7,en;q=0.6")).toBe("es");
    expect(preferredLocale("en;q=0.5, ar;q=0.8")).toBe("ar");
    expect(preferredLocale("en-GB,fr")).toBe("en");
    expect(preferredLocale("fr;q=0, en;q=0.1")).toBe("en");
    expect(preferredLocale("de, ja")).toBeNull();
    expect(preferredLocale("")).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });
});

describe("suggestedLocale", () => {
  const visit = {
    pathname: "/jobs/12",
    acceptLanguage: "fr-FR,fr;q=0.9,en;q=0.8",
    referer: null,
    host: "blueboard.example",
  };

  it("suggests the preferred language on a first visit to an English public page", () => {
    expect(suggestedLocale(visit)).toBe("fr");
    expect(suggestedLocale({ ...visit, referer: "https://www.google.com/" })).toBe("fr");
  });

  it("says nothing within the site, on a localized page, on a private page or to English readers", () => {
    expect(suggestedLocale({ ...visit, referer: "https://blueboard.example/jobs" })).toBeNull();
    expect(suggestedLocale({ ...visit, pathname: "/fr/jobs/12" })).toBeNull();
    expect(suggestedLocale({ ...visit, pathname: "/dashboard" })).toBeNull();
    expect(suggestedLocale({ ...visit, acceptLanguage: "en-US,fr;q=0.5" })).toBeNull();
    expect(suggestedLocale({ ...visit, referer: "not a url" })).toBe("fr");
  });

  it("prefers the signed-in reader's own choice to the browser's, English included", () => {
    expect(suggestedLocale({ ...visit, accountLocale: "ar" })).toBe("ar");
    expect(suggestedLocale({ ...visit, accountLocale: "en" })).toBeNull();
    expect(suggestedLocale({ ...visit, accountLocale: null })).toBe("fr");
    // Still never within the site, nor on the page already in that language.
    expect(
      suggestedLocale({ ...visit, accountLocale: "ar", referer: "https://blueboard.example/" }),
    ).toBeNull();
    expect(suggestedLocale({ ...visit, accountLocale: "ar", pathname: "/ar/jobs/12" })).toBeNull();
  });
});

describe("refererLocale", () => {
  it("reads the language of the site's own public page a request came from", () => {
    const host = "blueboard.example";
    expect(refererLocale("https://blueboard.example/fr/jobs?q=x", host)).toBe("fr");
    expect(refererLocale("https://blueboard.example/ar", host)).toBe("ar");
    expect(refererLocale("https://blueboard.example/jobs", host)).toBe("en");
    expect(refererLocale("https://blueboard.example/dashboard", host)).toBeNull();
    expect(refererLocale("https://elsewhere.example/fr/jobs", host)).toBeNull();
    expect(refererLocale("not a url", host)).toBeNull();
    expect(refererLocale(null, host)).toBeNull();
  });
});

it("Arabic reads right to left; the home, job, landing, about, privacy, terms, newsletter, planner and article pages have translated content", () => {
  expect(textDirection("ar")).toBe("rtl");
  expect(textDirection("fr")).toBe("ltr");
  expect(hasTranslatedContent("/")).toBe(true);
  expect(hasTranslatedContent("/jobs/12")).toBe(true);
  expect(hasTranslatedContent("/jobs")).toBe(true);
  expect(hasTranslatedContent("/coaching")).toBe(true);
  expect(hasTranslatedContent("/search")).toBe(false);
  for (const path of [
    "/about",
    "/privacy",
    "/terms",
    "/blog",
    "/unaids-sunset",
    "/un-budget-crisis",
  ])
    expect(hasTranslatedContent(path)).toBe(true);
  for (const path of [
    "/organization/unhcr",
    "/location/kenya",
    "/field/public-health",
    "/newsletter",
    "/planner",
  ])
    expect(hasTranslatedContent(path)).toBe(true);
  // The confirmation and unsubscribe pages are reached by a link with a token, never indexed.
  expect(hasTranslatedContent("/newsletter/confirm")).toBe(false);
  expect(hasTranslatedContent("/location/kenya/nairobi")).toBe(false);
  expect(hasTranslatedContent("/about/team")).toBe(false);
  expect(hasTranslatedContent("/jobs/feed.xml")).toBe(false);
});

describe("listSeparator", () => {
  it("is the Arabic comma in Arabic and the Latin comma elsewhere", () => {
    expect(["Genève", "Suisse"].join(listSeparator("fr"))).toBe("Genève, Suisse");
    expect(["جنيف", "سويسرا"].join(listSeparator("ar"))).toBe("جنيف\u060C سويسرا");
    expect(listSeparator("en")).toBe(", ");
    expect(listSeparator("es")).toBe(", ");
  });
});
