import type { Locale } from "#domain/interface-locales";
import enCommon from "#app/locales/en/common.json";
import enHome from "#app/locales/en/home.json";
import enJob from "#app/locales/en/job.json";
import enJobs from "#app/locales/en/jobs.json";
import frCommon from "#app/locales/fr/common.json";
import frHome from "#app/locales/fr/home.json";
import frJob from "#app/locales/fr/job.json";
import frJobs from "#app/locales/fr/jobs.json";
import esCommon from "#app/locales/es/common.json";
import esHome from "#app/locales/es/home.json";
import esJob from "#app/locales/es/job.json";
import esJobs from "#app/locales/es/jobs.json";
import arCommon from "#app/locales/ar/common.json";
import arHome from "#app/locales/ar/home.json";
import arJob from "#app/locales/ar/job.json";
import arJobs from "#app/locales/ar/jobs.json";
import enAlerts from "#app/locales/en/alerts.json";
import frAlerts from "#app/locales/fr/alerts.json";
import esAlerts from "#app/locales/es/alerts.json";
import arAlerts from "#app/locales/ar/alerts.json";
import enPages from "#app/locales/en/pages.json";
import frPages from "#app/locales/fr/pages.json";
import esPages from "#app/locales/es/pages.json";
import arPages from "#app/locales/ar/pages.json";
import enLanding from "#app/locales/en/landing.json";
import frLanding from "#app/locales/fr/landing.json";
import esLanding from "#app/locales/es/landing.json";
import arLanding from "#app/locales/ar/landing.json";
import enNewsletter from "#app/locales/en/newsletter.json";
import frNewsletter from "#app/locales/fr/newsletter.json";
import esNewsletter from "#app/locales/es/newsletter.json";
import arNewsletter from "#app/locales/ar/newsletter.json";
import enApplications from "#app/locales/en/applications.json";
import frApplications from "#app/locales/fr/applications.json";
import esApplications from "#app/locales/es/applications.json";
import arApplications from "#app/locales/ar/applications.json";
import enAccount from "#app/locales/en/account.json";
import frAccount from "#app/locales/fr/account.json";
import esAccount from "#app/locales/es/account.json";
import arAccount from "#app/locales/ar/account.json";
import enPlanner from "#app/locales/en/planner.json";
import frPlanner from "#app/locales/fr/planner.json";
import esPlanner from "#app/locales/es/planner.json";
import arPlanner from "#app/locales/ar/planner.json";
import enCoaching from "#app/locales/en/coaching.json";
import frCoaching from "#app/locales/fr/coaching.json";
import esCoaching from "#app/locales/es/coaching.json";
import arCoaching from "#app/locales/ar/coaching.json";
import enCv from "#app/locales/en/cv.json";
import frCv from "#app/locales/fr/cv.json";
import esCv from "#app/locales/es/cv.json";
import arCv from "#app/locales/ar/cv.json";

/**
 * The message catalogs, one JSON file per language and namespace under app/locales/ (translators
 * edit those files). Only the server reads them: the root loader sends a page the messages of its
 * own language, and what the server writes in a reader's language (plain-translator.ts) reads them
 * too.
 */
type Catalog = { [key: string]: string | Catalog };

/** Messages keyed "namespace.path.to.key", in ICU MessageFormat. */
export type Messages = Record<string, string>;

export const NAMESPACES = [
  "common",
  "home",
  "job",
  "jobs",
  "alerts",
  "pages",
  "landing",
  "newsletter",
  "applications",
  "account",
  "planner",
  "coaching",
  "cv",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const CATALOGS: Record<Locale, Record<(typeof NAMESPACES)[number], Catalog>> = {
  en: {
    common: enCommon,
    home: enHome,
    job: enJob,
    jobs: enJobs,
    alerts: enAlerts,
    pages: enPages,
    landing: enLanding,
    newsletter: enNewsletter,
    applications: enApplications,
    account: enAccount,
    planner: enPlanner,
    coaching: enCoaching,
    cv: enCv,
  },
  fr: {
    common: frCommon,
    home: frHome,
    job: frJob,
    jobs: frJobs,
    alerts: frAlerts,
    pages: frPages,
    landing: frLanding,
    newsletter: frNewsletter,
    applications: frApplications,
    account: frAccount,
    planner: frPlanner,
    coaching: frCoaching,
    cv: frCv,
  },
  es: {
    common: esCommon,
    home: esHome,
    job: esJob,
    jobs: esJobs,
    alerts: esAlerts,
    pages: esPages,
    landing: esLanding,
    newsletter: esNewsletter,
    applications: esApplications,
    account: esAccount,
    planner: esPlanner,
    coaching: esCoaching,
    cv: esCv,
  },
  ar: {
    common: arCommon,
    home: arHome,
    job: arJob,
    jobs: arJobs,
    alerts: arAlerts,
    pages: arPages,
    landing: arLanding,
    newsletter: arNewsletter,
    applications: arApplications,
    account: arAccount,
    planner: arPlanner,
    coaching: arCoaching,
    cv: arCv,
  },
};

/** A catalog's messages keyed "namespace.path.to.key". */
export function flattenCatalog(catalog: Catalog, prefix: string, into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(catalog)) {
    const name = `${prefix}.${key}`;
    if (typeof value === "string") Object.defineProperty(into, name, { value, enumerable: true });
    else flattenCatalog(value, name, into);
  }
  return into;
}

const flattened = new Map<string, Messages>();

/**
 * The messages of a language, flattened once per set of namespaces: every namespace, or `common`
 * and those named (what a page declares it needs; names that are no namespace are ignored).
 */
export function messagesFor(locale: Locale, namespaces?: readonly string[]): Messages {
  const chosen = namespaces
    ? NAMESPACES.filter((namespace) => namespace === "common" || namespaces.includes(namespace))
    : NAMESPACES;
  const key = `${locale}:${chosen.join(",")}`;
  let messages = flattened.get(key);
  if (!messages) {
    messages = {};
    for (const namespace of chosen)
      flattenCatalog(CATALOGS[locale][namespace], namespace, messages);
    flattened.set(key, messages);
  }
  return messages;
}
