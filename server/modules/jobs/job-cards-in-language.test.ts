import { describe, expect, test } from "vitest";
import { toJobCardData } from "./job-card-data";
import type { JobDto } from "./job-dto";
import type { Facets } from "./job-schemas";
import { jobCardIn, jobCardPageIn, listedJobIn, similarJobsIn } from "./job-cards-in-language";
import { parseJobQuery } from "./job-query";
import { buildListingFilters } from "./listing-filters";
import { searchUnderstanding } from "./search-understanding";
import type { SimilarJob } from "./similar-jobs";

// Cities and countries named in the page's language on cards, similar jobs and the location filter's chips, while
// what a filter selects stays the English name the listing searches.

function cardAt(location: string, city: string | null, country: string, code: string) {
  const dto = {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Programme Specialist",
    organization: "UNICEF",
    organization_id: null,
    organization_slug: null,
    logo_url: null,
    location,
    city,
    country,
    country_code: code,
    region: null,
    is_remote: false,
    is_multi_location: location.includes("; "),
    description: null,
    link: "https://example.org/job/1",
    links: [],
    professional_field: null,
    level: null,
    grade_code: null,
    contract_type: null,
    nationals_only: null,
    posting_language: null,
    expires_at: null,
    closing_date: null,
    posted_date: null,
    status: "active",
  } as unknown as JobDto;
  return toJobCardData(dto);
}

describe("job cards in a page's language", () => {
  const geneva = cardAt("Geneva, Switzerland", "Geneva", "Switzerland", "CH");

  test("name the duty station's city and country in the language and keep the filter value", () => {
    expect(jobCardIn(geneva, "ar")).toMatchObject({
      location: "جنيف، سويسرا",
      locationFilter: "Geneva",
    });
    expect(jobCardIn(geneva, "fr").location).toBe("Genève, Suisse");
    expect(jobCardIn(geneva, "es").location).toBe("Ginebra, Suiza");
    expect(jobCardIn(geneva, "en")).toBe(geneva);
  });

  test("name every city and country of a job in several places, on a page of cards", () => {
    const several = cardAt(
      "The Hague, Netherlands; New York, United States",
      null,
      "Netherlands",
      "NL",
    );
    const page = jobCardPageIn({ items: [several, geneva], total: 2 }, "es");
    expect(page.items.map((card) => card.location)).toEqual([
      "La Haya, Países Bajos; Nueva York, Estados Unidos",
      "Ginebra, Suiza",
    ]);
    expect(page.total).toBe(2);
  });

  test("name a country stored under another English name than CLDR's", () => {
    const laos = cardAt("Vientiane, Lao PDR", "Vientiane", "Lao PDR", "LA");
    expect(jobCardIn(laos, "fr").location).toBe("Vientiane, Laos");
    expect(jobCardIn(laos, "es").location).toBe("Vientián, Laos");
  });

  test("leave a town we do not know as the posting names it, its country in the language", () => {
    const town = cardAt("Lokichogio, Kenya", "Lokichogio", "Kenya", "KE");
    expect(jobCardIn(town, "ar").location).toBe("Lokichogio، كينيا");
  });
});

test("a card names its employer as the employer names itself in the language, where it does", () => {
  const unicef = cardAt("Geneva, Switzerland", "Geneva", "Switzerland", "CH");
  expect(unicef.organizationName).toBe("United Nations Children's Fund");
  expect(jobCardIn(unicef, "fr")).toMatchObject({
    organizationName: "Fonds des Nations Unies pour l’enfance",
    organizationFilter: "unicef",
  });
  expect(jobCardIn(unicef, "es").organizationName).toBe(
    "Fondo de las Naciones Unidas para la Infancia",
  );
  expect(jobCardIn(unicef, "ar").organizationName).toBe("منظمة الأمم المتحدة للطفولة");
  // An employer the registry does not know keeps the name its posting gives.
  const other = {
    ...unicef,
    organizationName: "Some Foundation",
    organizationFilter: "Some Foundation",
  };
  expect(jobCardIn(other, "fr").organizationName).toBe("Some Foundation");
});

test("the organisation filter names employers in the language, keeping their slugs", () => {
  const query = parseJobQuery(new URLSearchParams("organization=unicef"));
  const none: Facets["level"] = [];
  const facets: Facets = {
    level: none,
    field: none,
    grade: none,
    contract: none,
    region: none,
    country: none,
    organization: [{ value: "who", label: "World Health Organization", count: 2 }],
  };
  const group = buildListingFilters(query, facets, "es").groups.find(
    (filter) => filter.key === "organization",
  );
  expect(group?.options.map((option) => [option.value, option.label])).toEqual([
    ["who", "Organización Mundial de la Salud"],
  ]);
  expect(group?.selected.map((option) => option.label)).toEqual([
    "Fondo de las Naciones Unidas para la Infancia",
  ]);
});

test("similar jobs name their places, and the city they share, in the language", () => {
  const job: SimilarJob = {
    id: "2",
    title: "Officer",
    organizationName: "UNHCR",
    location: "Nairobi, Kenya",
    grade: null,
    closingDate: null,
    expiresAt: null,
    sampleRecordedOn: null,
    textLanguage: "en",
    likeness: {
      sameField: true,
      grade: null,
      level: null,
      place: { kind: "city", name: "Nairobi" },
      organisation: null,
    },
  };
  const [arabic] = similarJobsIn([job], "ar");
  expect(arabic?.location).toBe("نيروبي، كينيا");
  expect(arabic?.organizationName).toBe("مفوضية الأمم المتحدة السامية لشؤون اللاجئين");
  expect(similarJobsIn([job], "fr")[0]?.organizationName).toBe(
    "Haut-Commissariat des Nations Unies pour les réfugiés",
  );
  expect(arabic?.likeness.place).toEqual({ kind: "city", name: "نيروبي" });
});

test("the location filter's chips name a city or country in the language; the chosen values stay", () => {
  const query = parseJobQuery(new URLSearchParams("location=Geneva,Kenya,The Hague"));
  const french = buildListingFilters(query, null, "fr");
  expect(french.locations).toEqual(["Geneva", "Kenya", "The Hague"]);
  expect(french.locationLabels).toEqual(["Genève", "Kenya", "La Haye"]);
  expect(buildListingFilters(query, null, "ar").locationLabels).toEqual(["جنيف", "كينيا", "لاهاي"]);
  expect(french.location).toBe("Geneva, Kenya, The Hague");
  expect(buildListingFilters(query, null).locationLabels).toEqual(["Geneva", "Kenya", "The Hague"]);
});

test("what the search box was read as names a city in the language", () => {
  const params = new URLSearchParams("search=water Geneva");
  const understood = searchUnderstanding(parseJobQuery(params), params, null, "ar");
  expect(understood?.terms.places).toEqual([{ kind: "city", name: "جنيف", countryCode: "CH" }]);
});

test("what the search box was read as names an organisation as the page's language does", () => {
  const read = (search: string, locale: "en" | "fr" | "es" | "ar") => {
    const params = new URLSearchParams({ search });
    return searchUnderstanding(parseJobQuery(params), params, null, locale)?.terms.organisations;
  };
  expect(read("OMS", "fr")).toEqual(["OMS"]);
  expect(read("OMS", "en")).toEqual(["WHO"]);
  expect(read("Organisation mondiale de la Santé", "es")).toEqual(["OMS"]);
  expect(read("UNHCR", "es")).toEqual(["ACNUR"]);
  expect(read("منظمة الصحة العالمية", "en")).toEqual(["WHO"]);
  expect(read("UNICEF", "ar")).toEqual(["اليونيسف"]);
  // A short name that is a name is the language's name.
  expect(read("World Bank", "fr")).toEqual(["Banque mondiale"]);
});

test("a job of a short list (jobs for you, saved jobs) names its employer and place in the language", () => {
  const job = {
    id: "3",
    organizationName: "United Nations Children's Fund",
    location: "Geneva, Switzerland; Nairobi, Kenya",
    grade: "P-3",
  };
  expect(listedJobIn(job, "es")).toEqual({
    ...job,
    organizationName: "Fondo de las Naciones Unidas para la Infancia",
    location: "Ginebra, Suiza; Nairobi, Kenia",
  });
  expect(listedJobIn(job, "en")).toBe(job);
  // "Remote" alone is the page's word for it (placeLabel), not the loader's.
  expect(listedJobIn({ ...job, location: "Remote" }, "fr").location).toBe("Remote");
});
