import type { Route } from "./+types/organization";
import { getSiteInfo } from "#app/site";
import { JsonLd } from "#app/components/json-ld";
import { OrgLogo } from "#app/components/org-logo";
import {
  BrowseAllJobsLink,
  ChipLinks,
  LandingHero,
  LandingJobs,
  SideCard,
  StatGrid,
  formatActiveCount,
} from "#app/components/landing";
import { landingCrumbs, landingPageMeta } from "#app/lib/landing-page";
import { breadcrumbJsonLd } from "#app/lib/structured-data";
import { landingRequest, loadLandingJobs } from "#app/lib/landing-jobs.server";
import { getOrganizationLanding } from "#server/modules/landing/get-landing-stats";
import { findOrganisationBySlug, organisationDisplayName } from "#domain/organisations";
import { badgeForLogo } from "#domain/logo-badges";
import { parseLocation } from "#domain/locations";
import { localizedPath } from "#domain/interface-locales";
import { placeNamesIn } from "#domain/place-names";
import { organisationWords } from "#domain/organisation-words";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { levelLabel } from "#app/lib/i18n/data-labels";
import { landingPlaceName } from "#app/lib/i18n/landing-labels";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["job", "jobs", "landing"] } satisfies I18nHandle;

// The page reads in the language of its address, the employer's official name in that language
// (where it has one), description and focus areas included (the registry's translations, chosen in
// the loader so the registry stays on the server); countries, levels and the places that are no
// place are named in the page's language too.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, locale, now } = landingRequest({ context, request });
  const slug = params.organization.toLowerCase();
  const registered = findOrganisationBySlug(slug);
  const words = registered ? organisationWords(registered, locale) : null;
  const landing = await getOrganizationLanding(db, slug, registered);
  // An organisation not in the registry is shown as the slug uppercased, hyphens as spaces.
  const profile = registered
    ? {
        known: true as const,
        // Named in the page's language where the employer publishes an official name in it.
        name: words?.name ?? registered.name,
        acronym: words?.acronym ?? registered.acronym,
        shortName: words?.shortName ?? registered.shortName,
        description: words?.description ?? null,
        foundedYear: registered.foundedYear,
        // Its city named in the page's language ("جنيف"), as the name above.
        headquarters: placeNamesIn(registered.headquarters, locale),
        // Its country's code, so the country is named in the page's language.
        headquartersCountry: parseLocation(registered.headquarters).countryCode,
        focusAreas: words?.focusAreas ?? [],
        careersUrl: registered.careersUrl,
        logo: registered.logo,
        badge: badgeForLogo(registered.logo),
      }
    : {
        known: false as const,
        name: slug.replace(/-/g, " ").toUpperCase(),
        acronym: null,
        shortName: null,
        description: null,
        foundedYear: null,
        headquarters: null,
        headquartersCountry: null,
        focusAreas: [] as string[],
        careersUrl: null,
        logo: null,
        badge: null,
      };
  return {
    site: getSiteInfo(context),
    slug,
    path: `/organization/${encodeURIComponent(slug)}`,
    profile,
    displayName: displayName(profile),
    ...(await loadLandingJobs(db, landing.jobs, now, locale)),
    // A place that is no country is named as stored, its cities in the page's language.
    locations: landing.locations.map((place) =>
      place.countryCode ? place : { ...place, name: placeNamesIn(place.name, locale) },
    ),
    levels: landing.levels,
  };
}

// Worked out here, in the loader: the organisation registry behind it stays on the server.
function displayName(profile: { name: string; acronym: string | null; shortName: string | null }) {
  const { name, acronym, shortName } = profile;
  return acronym && shortName ? organisationDisplayName({ name, acronym, shortName }) : name;
}

function shortName(profile: { name: string; shortName: string | null }) {
  return profile.shortName ?? profile.name;
}

/** The employer's description in the page's language, else what the page lists. */
function describe(
  { t }: { t: (key: string, values?: Record<string, string>) => string },
  profile: { name: string; description: string | null },
) {
  return profile.description ?? t("landing.organization.description", { name: profile.name });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = metaTranslator(matches);
  const { t, locale } = i18n;
  if (!loaderData) return [{ title: `${t("landing.organization.fallbackTitle")} | Blueboard` }];
  const { profile, total, available } = loaderData;
  const name = shortName(profile);
  const countText =
    available > 0 ? `${t("landing.organization.metaCount", { count: available, name })} ` : "";
  return landingPageMeta({
    site: loaderData.site,
    title: t("landing.organization.title", { name }),
    countText,
    description: describe(i18n, profile),
    path: localizedPath(loaderData.path, locale),
    robots: total === 0 && !profile.known ? "noindex, follow" : undefined,
  });
};

export default function OrganizationPage({ loaderData }: Route.ComponentProps) {
  const {
    profile,
    total,
    available,
    sampleTotal,
    cards,
    locations,
    levels,
    now,
    site,
    path,
    slug,
  } = loaderData;
  const i18n = useI18n();
  const { t, href, intlLocale } = i18n;
  const name = loaderData.displayName;
  const crumbs = landingCrumbs(i18n, shortName(profile), path);
  // Unknown employers are filtered by their name as the source spells it.
  const organizationFilter = profile.known ? slug : (cards[0]?.organization ?? profile.name);
  const listingLink = href(
    `/jobs?${new URLSearchParams({ organization: organizationFilter }).toString()}`,
  );
  const stats = [
    { label: t("landing.stats.activePositions"), value: formatActiveCount(available, intlLocale) },
    ...(profile.foundedYear
      ? [{ label: t("landing.stats.founded"), value: String(profile.foundedYear) }]
      : []),
    ...(profile.headquarters
      ? [
          {
            label: t("landing.stats.headquarters"),
            value: landingPlaceName(i18n, {
              name: profile.headquarters,
              countryCode: profile.headquartersCountry,
              kind: "text",
            }),
          },
        ]
      : []),
  ];
  const careersButton = profile.careersUrl && (
    <a
      href={profile.careersUrl}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      {t("landing.organization.careersSite")}
      <span className="sr-only">{t("common.newTab")}</span>
      <span aria-hidden="true">{"↗"}</span>
    </a>
  );
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, crumbs)} />
      {profile.known && (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Organization",
            name: profile.name,
            alternateName: profile.acronym,
            description: profile.description,
            foundingDate: String(profile.foundedYear),
            url: profile.careersUrl,
            address: profile.headquarters,
          }}
        />
      )}
      <LandingHero
        crumbs={crumbs}
        title={name}
        description={describe(i18n, profile)}
        media={
          profile.logo ? (
            <OrgLogo
              src={profile.logo}
              fallbackText={profile.acronym.slice(0, 2)}
              badge={profile.badge}
              size={56}
            />
          ) : undefined
        }
      >
        <StatGrid stats={stats} />
        {careersButton && <div className="mt-6">{careersButton}</div>}
      </LandingHero>

      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <LandingJobs
          heading={t("landing.organization.jobsHeading", { name: shortName(profile) })}
          jobs={cards}
          total={total}
          sampleTotal={sampleTotal}
          now={now}
          moreLink={{
            to: listingLink,
            label: t("landing.organization.seeAll", { count: total, name: shortName(profile) }),
          }}
          empty={
            <>
              <p className="font-medium text-slate-900">
                {t("landing.organization.emptyTitle", { name: shortName(profile) })}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {profile.careersUrl
                  ? t("landing.organization.emptyCareers")
                  : t("landing.newDaily")}
              </p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                {profile.careersUrl ? (
                  <a
                    href={profile.careersUrl}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    {t("landing.organization.careersPage")}
                    <span className="sr-only">
                      {t("landing.organization.careersPageScreenReader", { name: profile.name })}
                    </span>
                  </a>
                ) : (
                  <BrowseAllJobsLink />
                )}
              </div>
            </>
          }
        />
        <div className="space-y-6">
          {profile.focusAreas.length > 0 && (
            <SideCard title={t("landing.organization.focusAreas")} id="focus-heading">
              <ul className="flex flex-wrap gap-2">
                {profile.focusAreas.map((area) => (
                  <li
                    key={area}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-100"
                  >
                    {area}
                  </li>
                ))}
              </ul>
            </SideCard>
          )}
          {locations.length > 0 && (
            <SideCard title={t("landing.organization.hiringLocations")} id="locations-heading">
              <ChipLinks
                label={t("landing.organization.hiringLocations")}
                items={locations.map((location) => ({
                  label: landingPlaceName(i18n, location),
                  count: location.count,
                  to: href(`/location/${location.slug}`),
                }))}
              />
            </SideCard>
          )}
          {levels.length > 0 && (
            <SideCard title={t("landing.organization.jobLevels")} id="levels-heading">
              <ChipLinks
                label={t("landing.organization.jobLevelsLabel")}
                items={levels.map((entry) => ({
                  label: levelLabel(i18n, entry.level),
                  count: entry.count,
                  to: href(
                    `/jobs?${new URLSearchParams({ organization: organizationFilter, level: entry.level }).toString()}`,
                  ),
                }))}
              />
            </SideCard>
          )}
          <p className="text-xs text-slate-600">
            {t("landing.organization.independent", { name: profile.name })}
          </p>
        </div>
      </div>
    </>
  );
}
