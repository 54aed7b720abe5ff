import { Fragment } from "react";
import { Link } from "react-router";
import { CountryFlag } from "#app/components/country-flag";
import type { Route } from "./+types/location";
import { getSiteInfo } from "#app/site";
import { JsonLd } from "#app/components/json-ld";
import {
  BrowseAllJobsLink,
  ChipLinks,
  LandingHero,
  LandingJobs,
  OrganizationList,
  SideCard,
  StatGrid,
  formatActiveCount,
} from "#app/components/landing";
import { landingCrumbs, landingPageMeta } from "#app/lib/landing-page";
import { breadcrumbJsonLd } from "#app/lib/structured-data";
import { landingRequest, loadLandingJobs } from "#app/lib/landing-jobs.server";
import { genericLocationContent } from "#app/content/locations";
import { guideSearchWords, locationGuide } from "#app/content/guides.server";
import { getLocationLanding } from "#server/modules/landing/get-landing-stats";
import { slugifyField, isProfessionalField } from "#domain/professional-fields";
import { DEFAULT_LOCALE, localizedPath } from "#domain/interface-locales";
import { storedCityNameIn } from "#domain/city-names";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { fieldLabel } from "#app/lib/i18n/data-labels";
import { cldrName } from "#app/lib/i18n/listing-labels";
import { landingPlaceName, type LandingPlace } from "#app/lib/i18n/landing-labels";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["job", "jobs", "landing"] } satisfies I18nHandle;

// The page reads in the language of its address. A few countries have a built-in guide in every
// language (app/content/location-guides/<language>.json): the page shows it in its language. Any
// other place gets the page's own words about it, named in the page's language.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, locale, now } = landingRequest({ context, request });
  const slug = params.location.toLowerCase();
  const landing = await getLocationLanding(db, slug);
  const guide = locationGuide(slug, locale);
  const content = guide ?? genericLocationContent(landing.location.name);
  return {
    site: getSiteInfo(context),
    path: `/location/${encodeURIComponent(slug)}`,
    isBuiltIn: Boolean(guide),
    content,
    // What each of the guide's search words searches: the English word, as most postings are written.
    searchWords: guide ? guideSearchWords(slug) : [],
    // A city named in the page's language ("Genève"); its filter value stays the English name.
    location:
      landing.location.kind === "city"
        ? {
            ...landing.location,
            name: storedCityNameIn(landing.location.name, landing.location.countryCode, locale),
          }
        : landing.location,
    ...(await loadLandingJobs(db, landing.jobs, now, locale)),
    organizations: landing.organizations,
    fields: landing.fields,
  };
}

type Translate = ReturnType<typeof useI18n>;

/** The title and description: the guide's, else the page's own words in its language. */
function wording(
  i18n: Translate,
  content: { title: string; description: string },
  place: LandingPlace,
  isBuiltIn: boolean,
) {
  if (isBuiltIn || i18n.locale === DEFAULT_LOCALE) return content;
  const name = landingPlaceName(i18n, place);
  return {
    title: i18n.t("landing.location.title", { place: name }),
    description: i18n.t("landing.location.description", { place: name }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = metaTranslator(matches);
  if (!loaderData) return [{ title: `${i18n.t("landing.location.fallbackTitle")} | Blueboard` }];
  const { total, available, isBuiltIn } = loaderData;
  const { title, description } = wording(i18n, loaderData.content, loaderData.location, isBuiltIn);
  const countText = available > 0 ? `${i18n.t("landing.metaCount", { count: available })} ` : "";
  return landingPageMeta({
    site: loaderData.site,
    title,
    countText,
    description,
    path: localizedPath(loaderData.path, i18n.locale),
    // A place with no open jobs and no editorial text is a thin page: keep it out of the index.
    robots: total === 0 && !isBuiltIn ? "noindex, follow" : undefined,
  });
};

/** The places suggested under "Looking elsewhere?", never the page's own. */
const ELSEWHERE = [
  { slug: "kenya", code: "KE", name: "Kenya" },
  { slug: "switzerland", code: "CH", name: "Switzerland" },
  { slug: "ethiopia", code: "ET", name: "Ethiopia" },
];

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const {
    content,
    location,
    total,
    available,
    sampleTotal,
    cards,
    organizations,
    fields,
    now,
    site,
    path,
    isBuiltIn,
    searchWords,
  } = loaderData;
  const i18n = useI18n();
  const { t, rich, href, intlLocale } = i18n;
  // A guide in the page's language, or English words about any place on an English page.
  const ownWords = isBuiltIn || i18n.locale === DEFAULT_LOCALE;
  const place = landingPlaceName(i18n, location);
  const { title, description } = wording(i18n, content, location, isBuiltIn);
  const highlights = content.highlights;
  const about = ownWords
    ? content.about
    : {
        heading: t("landing.location.aboutHeading", { place }),
        paragraphs: [
          t("landing.location.aboutGathered", { place }),
          t("landing.location.aboutDutyStation"),
        ],
      };
  const crumbs = landingCrumbs(i18n, title, path);
  const elsewhere = ELSEWHERE.filter((other) => `/location/${other.slug}` !== path);
  const listingLink = href(
    `/jobs?${new URLSearchParams({ location: location.filterValue }).toString()}`,
  );
  const keywordLinks = content.keywords.map((keyword, index) => ({
    label: keyword,
    to: href(
      `/jobs?${new URLSearchParams({ search: searchWords[index] ?? keyword, location: location.filterValue }).toString()}`,
    ),
  }));
  const fieldLinks = fields.map((entry) => {
    const slug = isProfessionalField(entry.field) ? slugifyField(entry.field) : entry.field;
    return {
      label: fieldLabel(i18n, { slug, value: entry.field }),
      count: entry.count,
      to: href(
        `/jobs?${new URLSearchParams({ location: location.filterValue, field: slug }).toString()}`,
      ),
    };
  });
  // "Kenya, Switzerland or Ethiopia", each a link, joined as the page's language joins a list.
  const elsewhereLinks = new Intl.ListFormat(intlLocale, { type: "disjunction" })
    .formatToParts(elsewhere.map((other) => other.slug))
    .map((part, index) => {
      const other = elsewhere.find((candidate) => candidate.slug === part.value);
      return part.type === "element" && other ? (
        <Link
          key={other.slug}
          to={href(`/location/${other.slug}`)}
          className="text-brand-700 underline"
        >
          {cldrName(intlLocale, "region", other.code, other.name)}
        </Link>
      ) : (
        <Fragment key={`separator-${index}`}>{part.value}</Fragment>
      );
    });
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, crumbs)} />
      <LandingHero
        crumbs={crumbs}
        title={title}
        description={description}
        media={<CountryFlag code={location.countryCode} size="hero" />}
      >
        <StatGrid
          stats={[
            {
              label: t("landing.stats.activePositions"),
              value: formatActiveCount(available, intlLocale),
            },
            {
              label: t("landing.stats.organizationsHiring"),
              value: organizations.total.toLocaleString(intlLocale),
            },
          ]}
        />
      </LandingHero>

      {highlights.length > 0 && (
        <section
          aria-labelledby="highlights-heading"
          className="mx-auto max-w-7xl px-4 pt-8 sm:px-6"
        >
          <h2 id="highlights-heading" className="sr-only">
            {t("landing.location.highlights")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {highlights.map((highlight) => (
              <li key={highlight.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{highlight.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{highlight.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <LandingJobs
            heading={t("landing.location.jobsHeading", { place })}
            jobs={cards}
            total={total}
            sampleTotal={sampleTotal}
            now={now}
            moreLink={{
              to: listingLink,
              label: t("landing.location.seeAll", { count: total, place }),
            }}
            empty={
              <>
                <p className="font-medium text-slate-900">
                  {t("landing.location.emptyTitle", { place })}
                </p>
                <p className="mt-1 text-sm text-slate-600">{t("landing.newDaily")}</p>
                <div className="mt-4">
                  <BrowseAllJobsLink />
                </div>
              </>
            }
          />
          <section
            aria-labelledby="about-heading"
            className="render-when-visible rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
          >
            <h2 id="about-heading" className="text-xl font-semibold tracking-tight text-slate-900">
              {about.heading}
            </h2>
            <div className="mt-3 max-w-prose space-y-3 text-slate-700">
              {about.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </section>
        </div>
        <div className="space-y-6">
          {organizations.top.length > 0 && (
            <SideCard title={t("landing.organizationsHiring")} id="organizations-heading">
              <OrganizationList items={organizations.top} />
            </SideCard>
          )}
          {keywordLinks.length > 0 && (
            <SideCard title={t("landing.location.popularKeywords")} id="keywords-heading">
              <ChipLinks items={keywordLinks} label={t("landing.location.keywords")} />
              {fieldLinks.length > 0 && (
                <div className="mt-4">
                  <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {t("landing.location.fieldsHeading")}
                  </h3>
                  <ChipLinks items={fieldLinks} label={t("landing.location.fieldsLabel")} />
                </div>
              )}
            </SideCard>
          )}
          {/* Without search words (a place with no guide), the fields are a card of their own. */}
          {keywordLinks.length === 0 && fieldLinks.length > 0 && (
            <SideCard title={t("landing.location.fieldsHeading")} id="fields-heading">
              <ChipLinks items={fieldLinks} label={t("landing.location.fieldsLabel")} />
            </SideCard>
          )}
          <p className="text-sm text-slate-600">
            {rich("landing.location.elsewhere", {
              places: () => elsewhereLinks,
              link: (chunks) => (
                <Link to={href("/jobs")} className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
    </>
  );
}
