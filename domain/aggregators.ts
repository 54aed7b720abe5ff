// Job boards that re-publish other employers' vacancies. A job known only through one of them is
// still shown, but its Apply link says whose page it opens; a job also known from the employer's
// own site links there first.

import { webUrlsOnly } from "./web-url";

const AGGREGATORS: readonly { host: string; name: string }[] = [
  { host: "unjobs.org", name: "UNjobs" },
  { host: "reliefweb.int", name: "ReliefWeb" },
  { host: "impactpool.org", name: "Impactpool" },
  { host: "devex.com", name: "Devex" },
  { host: "devnetjobs.org", name: "DevNetJobs" },
  { host: "idealist.org", name: "Idealist" },
  { host: "cinfoposte.github.io", name: "cinfo" },
  { host: "linkedin.com", name: "LinkedIn" },
  { host: "indeed.com", name: "Indeed" },
];

/** The aggregator a URL belongs to (its host or a subdomain of it), or null for any other site. */
export function findAggregator(url: string | null | undefined): string | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const found = AGGREGATORS.find(
    (aggregator) => host === aggregator.host || host.endsWith(`.${aggregator.host}`),
  );
  return found?.name ?? null;
}

/**
 * The link to apply through: the first one on the employer's own site, else the first link with
 * the name of the aggregator it goes through. Only http(s) links are considered: a javascript:,
 * data: or vbscript: one is never chosen.
 */
export function chooseApplyLink(links: readonly (string | null | undefined)[]): {
  url: string;
  via: string | null;
} | null {
  const present = webUrlsOnly(links);
  const employer = present.find((link) => findAggregator(link) === null);
  if (employer) return { url: employer, via: null };
  const first = present[0];
  return first ? { url: first, via: findAggregator(first) } : null;
}
