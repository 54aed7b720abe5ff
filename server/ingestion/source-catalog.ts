import type { SourceType } from "#server/db/schema";

export type CatalogSource = {
  name: string;
  type: SourceType;
  baseUrl: string;
  isActive?: boolean;
  /** `adapter` plus that adapter's options; `organization` names the employer. */
  metadata: Record<string, unknown> & { adapter: string };
};

// Taleo `searchjobs` answers each requisition as a `column[]` whose order each career section sets.
// Orders as live-tested by jobagg (yutsukioka/un_job_application_helper, config/organizations.yaml).

/** WHO: title, job number, location, grade, contract type, closing date, organisation. */
const TALEO_WHO_COLUMNS = {
  title: 0,
  location: 2,
  grade: 3,
  contractType: 4,
  deadline: 5,
  organization: 6,
};

/** WIPO: title, job level, department, job number, employment type, category, location, status, closing date. */
const TALEO_WIPO_COLUMNS = { title: 0, grade: 1, contractType: 4, location: 6, deadline: 8 };

/** FAO: title, job number, category, contract type, location, posting date, closing date. */
const TALEO_FAO_COLUMNS = { title: 0, contractType: 3, location: 4, postedAt: 5, deadline: 6 };

/** IAEA: title, location, closing date. */
const TALEO_IAEA_COLUMNS = { title: 0, location: 1, deadline: 2 };

/** ADB: title, department, closing date. */
const TALEO_ADB_COLUMNS = { title: 0, deadline: 2 };

function workday(
  name: string,
  organization: string,
  host: string,
  tenant: string,
  site: string,
): CatalogSource {
  const baseUrl = host.endsWith("myworkdaysite.com")
    ? `https://${host}/recruiting/${tenant}/${site}`
    : `https://${host}/${site}`;
  return {
    name,
    type: "api",
    baseUrl,
    metadata: { adapter: "workday", host, tenant, site, organization },
  };
}

function oracleRecruiting(
  name: string,
  organization: string,
  host: string,
  siteNumber: string,
): CatalogSource {
  return {
    name,
    type: "api",
    baseUrl: `https://${host}/hcmUI/CandidateExperience/en/sites/${siteNumber}`,
    metadata: { adapter: "oracle-recruiting", host, siteNumber, organization },
  };
}

function taleo(
  name: string,
  organization: string,
  host: string,
  section: string,
  portal: string,
  columns: Record<string, number>,
): CatalogSource {
  return {
    name,
    type: "api",
    baseUrl: `https://${host}/careersection/${section}/jobsearch.ftl`,
    metadata: { adapter: "taleo", host, portal, section, columns, organization },
  };
}

// careers.un.org carries the Secretariat and other entities; `dept.name` says whose opening it is.
// Entities configured as their own source (by the words of their `dept.name`) are left out of
// the Secretariat's source so each opening is read once.
const UN_CAREERS_ENTITIES: { name: string; organization: string; departments: string[] }[] = [
  {
    name: "ITC (UN Careers)",
    organization: "International Trade Centre",
    departments: ["International Trade Centre"],
  },
  {
    name: "ISA (UN Careers)",
    organization: "International Seabed Authority",
    departments: ["International Seabed Authority"],
  },
  {
    name: "ICJ (UN Careers)",
    organization: "International Court of Justice",
    departments: ["International Court of Justice"],
  },
  {
    name: "UNRWA (UN Careers)",
    organization: "UNRWA",
    departments: ["Relief and Works Agency", "UNRWA"],
  },
  {
    name: "UPU (UN Careers)",
    organization: "Universal Postal Union",
    departments: ["Universal Postal Union"],
  },
  {
    name: "ESCWA (UN Careers)",
    organization: "Economic and Social Commission for Western Asia",
    departments: ["Economic and Social Commission for Western Asia"],
  },
  {
    name: "ESCAP (UN Careers)",
    organization: "Economic and Social Commission for Asia and the Pacific",
    departments: ["Economic and Social Commission for Asia and the Pacific"],
  },
  {
    name: "ECA (UN Careers)",
    organization: "Economic Commission for Africa",
    departments: ["Economic Commission for Africa"],
  },
  { name: "UNEP (UN Careers)", organization: "UNEP", departments: ["Environment Programme"] },
  { name: "UNODC (UN Careers)", organization: "UNODC", departments: ["Office on Drugs and Crime"] },
  {
    name: "OHCHR (UN Careers)",
    organization: "OHCHR",
    departments: ["High Commissioner for Human Rights"],
  },
  {
    name: "UNCTAD (UN Careers)",
    organization: "UNCTAD",
    departments: ["Conference on Trade and Development"],
  },
  { name: "UNDRR (UN Careers)", organization: "UNDRR", departments: ["Disaster Risk Reduction"] },
  {
    name: "UNICRI (UN Careers)",
    organization: "UNICRI",
    departments: ["Interregional Crime and Justice Research Institute"],
  },
  {
    name: "UNOV (UN Careers)",
    organization: "United Nations Office at Vienna",
    departments: ["United Nations Office at Vienna"],
  },
  {
    name: "UNON (UN Careers)",
    organization: "United Nations Office at Nairobi",
    departments: ["United Nations Office at Nairobi"],
  },
  {
    name: "OCHA (UN Careers)",
    organization: "OCHA",
    departments: ["Coordination of Humanitarian Affairs"],
  },
  {
    name: "UN Resident Coordinator System (UN Careers)",
    organization: "UN Resident Coordinator System",
    departments: ["Resident Coordinator"],
  },
  {
    name: "UNECE (UN Careers)",
    organization: "Economic Commission for Europe",
    departments: ["Economic Commission for Europe"],
  },
  {
    name: "UN-Habitat (UN Careers)",
    organization: "UN-Habitat",
    departments: ["Human Settlements", "UN-Habitat"],
  },
  { name: "UN Tourism (UN Careers)", organization: "UN Tourism", departments: ["Tourism"] },
  {
    name: "UNJSPF (UN Careers)",
    organization: "United Nations Joint Staff Pension Fund",
    departments: ["Joint Staff Pension Fund"],
  },
  {
    name: "UNSSC (UN Careers)",
    organization: "UN System Staff College",
    departments: ["System Staff College"],
  },
];

/** ICAO posts on careers.un.org too, but its own Oracle site is its source. */
const UN_CAREERS_LEFT_TO_OWN_SITES = ["International Civil Aviation Organization"];

function unCareersEntity(entity: (typeof UN_CAREERS_ENTITIES)[number]): CatalogSource {
  return {
    name: entity.name,
    type: "api",
    baseUrl: "https://careers.un.org",
    metadata: {
      adapter: "un-careers",
      organization: entity.organization,
      departments: entity.departments,
      // Each entity source walks the whole tenant list, so it runs daily rather than every 6 hours.
      cron: "30 5 * * *",
    },
  };
}

// ReliefWeb carries the vacancies of hundreds of NGOs; one source per employer keeps coverage curated.
// Each needs RELIEFWEB_APPNAME (an approved appname) and stays inactive until an admin turns it on.
function reliefWebSource(organization: string, shortname: string): CatalogSource {
  return {
    name: `${organization} (ReliefWeb)`,
    type: "api",
    baseUrl: "https://api.reliefweb.int/v2/jobs",
    isActive: false,
    metadata: {
      adapter: "reliefweb",
      organization,
      filter: { field: "source.shortname", value: shortname },
    },
  };
}

// cinfo's `mo-jobs` feeds republish one employer's vacancies from UNjobs.org: titles end with the
// duty station, links point to UNjobs. Inactive until UNjobs' terms are checked.
function cinfoUnjobsFeed(name: string, organization: string, file: string): CatalogSource {
  return {
    name,
    type: "rss",
    baseUrl: `https://cinfoposte.github.io/mo-jobs/feeds/${file}`,
    isActive: false,
    metadata: {
      adapter: "rss",
      organization,
      titleLocation: "suffix",
      note: "Links point to UNjobs; inactive until its terms are checked.",
    },
  };
}

/** The employers' own career platforms, seeded as sources on first start (admins edit them afterwards). */
export const SOURCE_CATALOG: CatalogSource[] = [
  // UN Secretariat on careers.un.org (Inspira), without the entities configured below.
  {
    name: "UN Careers",
    type: "api",
    baseUrl: "https://careers.un.org",
    metadata: {
      adapter: "un-careers",
      organization: "United Nations Secretariat",
      excludeDepartments: [
        ...UN_CAREERS_ENTITIES.flatMap((entity) => entity.departments),
        ...UN_CAREERS_LEFT_TO_OWN_SITES,
      ],
      cron: "0 */6 * * *",
    },
  },
  ...UN_CAREERS_ENTITIES.map(unCareersEntity),
  // Workday
  workday("UNHCR", "UNHCR", "unhcr.wd3.myworkdayjobs.com", "unhcr", "External"),
  workday("WFP", "WFP", "wd3.myworkdaysite.com", "wfp", "job_openings"),
  workday("IMF", "IMF", "imf.wd5.myworkdayjobs.com", "imf", "IMF"),
  workday("WTO", "WTO", "wto.wd103.myworkdayjobs.com", "wto", "External"),
  workday(
    "PAHO",
    "Pan American Health Organization",
    "paho.wd5.myworkdayjobs.com",
    "paho",
    "pahocareers",
  ),
  workday(
    "Global Fund",
    "The Global Fund",
    "theglobalfund.wd1.myworkdayjobs.com",
    "theglobalfund",
    "External",
  ),
  workday(
    "World Economic Forum",
    "World Economic Forum",
    "weforum.wd3.myworkdayjobs.com",
    "weforum",
    "Forum_Careers",
  ),
  workday(
    "Tony Blair Institute for Global Change",
    "Tony Blair Institute for Global Change",
    "tbinstitute.wd3.myworkdayjobs.com",
    "tbinstitute",
    "TBI",
  ),
  workday(
    "World Vision International",
    "World Vision International",
    "worldvision.wd1.myworkdayjobs.com",
    "worldvision",
    "WorldVisionInternational",
  ),
  workday(
    "MSF France",
    "Médecins Sans Frontières",
    "msf.wd3.myworkdayjobs.com",
    "msf",
    "msf_france_terrain",
  ),
  workday(
    "MSF Operational Centre Amsterdam",
    "Médecins Sans Frontières",
    "msfoca.wd103.myworkdayjobs.com",
    "msfoca",
    "artsen_zonder_grenzen",
  ),
  workday(
    "EMBL",
    "European Molecular Biology Laboratory",
    "embl.wd103.myworkdayjobs.com",
    "embl",
    "EMBL",
  ),
  // Oracle Recruiting Cloud
  {
    ...oracleRecruiting("UNDP", "UNDP", "estm.fa.em2.oraclecloud.com", "CX_1"),
    metadata: {
      adapter: "oracle-recruiting",
      host: "estm.fa.em2.oraclecloud.com",
      siteNumber: "CX_1",
      organization: "UNDP",
      gradeFlexIndex: 1,
    },
  },
  oracleRecruiting("UN Women", "UN Women", "estm.fa.em2.oraclecloud.com", "CX_1001"),
  oracleRecruiting("UNFPA", "UNFPA", "estm.fa.em2.oraclecloud.com", "CX_2003"),
  oracleRecruiting("ICAO", "ICAO", "estm.fa.em2.oraclecloud.com", "CX_3001"),
  oracleRecruiting("WMO", "WMO", "estm.fa.em2.oraclecloud.com", "CX_5001"),
  oracleRecruiting("IOM", "IOM", "fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com", "CX_1001"),
  oracleRecruiting(
    "Save the Children International",
    "Save the Children",
    "hcri.fa.em2.oraclecloud.com",
    "CX_1",
  ),
  // Oracle Taleo
  taleo("WHO", "WHO", "careers.who.int", "ex", "101430233", TALEO_WHO_COLUMNS),
  taleo("WHO internships", "WHO", "careers.who.int", "intern", "14105024709", TALEO_WHO_COLUMNS),
  taleo("WIPO", "WIPO", "wipo.taleo.net", "wp_2", "101430233", TALEO_WIPO_COLUMNS),
  taleo(
    "WIPO internships",
    "WIPO",
    "wipo.taleo.net",
    "wp_internship",
    "10105120713",
    TALEO_WIPO_COLUMNS,
  ),
  taleo(
    "WIPO fellowships",
    "WIPO",
    "wipo.taleo.net",
    "wp_2_fel",
    "42305027338",
    TALEO_WIPO_COLUMNS,
  ),
  taleo(
    "WIPO young experts",
    "WIPO",
    "wipo.taleo.net",
    "wp_ext_yep",
    "40105027338",
    TALEO_WIPO_COLUMNS,
  ),
  taleo("FAO", "FAO", "jobs.fao.org", "fao_external", "8105120163", TALEO_FAO_COLUMNS),
  taleo("IAEA", "IAEA", "iaea.taleo.net", "ex", "8105100373", TALEO_IAEA_COLUMNS),
  taleo("ADB", "Asian Development Bank", "adb.taleo.net", "1", "8115010145", TALEO_ADB_COLUMNS),
  // SAP SuccessFactors
  {
    name: "ILO",
    type: "rss",
    baseUrl: "https://jobs.ilo.org/services/rss/category/?catid=2842101",
    metadata: {
      adapter: "successfactors",
      host: "jobs.ilo.org",
      catid: "2842101",
      organization: "ILO",
    },
  },
  {
    name: "ITU",
    type: "rss",
    baseUrl: "https://jobs.itu.int/googlefeed.xml",
    metadata: {
      adapter: "successfactors",
      host: "jobs.itu.int",
      googleFeed: true,
      organization: "ITU",
    },
  },
  {
    name: "UNESCO",
    type: "scrape",
    baseUrl: "https://careers.unesco.org/go/All-jobs-openings/784002/",
    metadata: {
      adapter: "successfactors",
      host: "careers.unesco.org",
      listPath: "/go/All-jobs-openings/784002/",
      // UNESCO's list: title, location, contract type, grade, closing date (DD/MM/YYYY).
      columns: {
        location: "jobLocation",
        contractType: "jobFacility",
        grade: "jobDepartment",
        deadline: "jobShifttype",
        postedAt: "jobDate",
      },
      dayFirst: true,
      organization: "UNESCO",
    },
  },
  {
    name: "UNIDO",
    type: "scrape",
    baseUrl: "https://careers.unido.org/search/?q=",
    metadata: {
      adapter: "successfactors",
      host: "careers.unido.org",
      listPath: "/search/?q=",
      organization: "UNIDO",
    },
  },
  {
    name: "ICRC",
    type: "rss",
    baseUrl: "https://careers.icrc.org/services/rss/category/?catid=3807301",
    metadata: {
      adapter: "successfactors",
      host: "careers.icrc.org",
      catid: "3807301",
      organization: "ICRC",
    },
  },
  {
    name: "ESA",
    type: "scrape",
    baseUrl: "https://jobs.esa.int/search/?q=",
    metadata: {
      adapter: "successfactors",
      host: "jobs.esa.int",
      listPath: "/search/?q=",
      organization: "European Space Agency",
    },
  },
  {
    name: "IDB",
    type: "rss",
    baseUrl: "https://jobs.iadb.org/services/rss/category/?catid=9638000",
    metadata: {
      adapter: "successfactors",
      host: "jobs.iadb.org",
      catid: "9638000",
      organization: "Inter-American Development Bank",
    },
  },
  {
    name: "EBRD",
    type: "scrape",
    baseUrl: "https://jobs.ebrd.com/search/?q=&sortColumn=referencedate&sortDirection=desc",
    metadata: {
      adapter: "successfactors",
      host: "jobs.ebrd.com",
      listPath: "/search/?q=&sortColumn=referencedate&sortDirection=desc",
      dayFirst: true,
      organization: "EBRD",
    },
  },
  {
    name: "INTERPOL",
    type: "scrape",
    baseUrl: "https://209400.jobs2web.com/search/?q=&sortColumn=referencedate&sortDirection=desc",
    metadata: {
      adapter: "successfactors",
      host: "209400.jobs2web.com",
      listPath: "/search/?q=&sortColumn=referencedate&sortDirection=desc",
      dayFirst: true,
      organization: "INTERPOL",
    },
  },
  {
    name: "MSF Operational Centre Brussels",
    type: "rss",
    baseUrl: "https://careers.msf-applications.org/googlefeed.xml",
    metadata: {
      adapter: "successfactors",
      host: "careers.msf-applications.org",
      googleFeed: true,
      organization: "Médecins Sans Frontières",
    },
  },
  {
    name: "EMA",
    type: "scrape",
    baseUrl:
      "https://careers.ema.europa.eu/tile-search-results/?q=&sortColumn=referencedate&sortDirection=desc",
    metadata: {
      adapter: "successfactors",
      host: "careers.ema.europa.eu",
      // EMA's site lists jobs as tiles, 5 a page, in the fragment its own search page loads.
      listPath: "/tile-search-results/?q=&sortColumn=referencedate&sortDirection=desc",
      pageSize: 5,
      organization: "European Medicines Agency",
    },
  },
  {
    name: "Oxfam Novib",
    type: "scrape",
    baseUrl: "https://jobs.oxfamnovib.nl/search/?q=&sortColumn=referencedate&sortDirection=desc",
    metadata: {
      adapter: "successfactors",
      host: "jobs.oxfamnovib.nl",
      listPath: "/search/?q=&sortColumn=referencedate&sortDirection=desc",
      organization: "Oxfam Novib",
    },
  },
  {
    name: "CEB",
    type: "scrape",
    baseUrl: "https://jobs.coebank.org/search/?q=&sortColumn=referencedate&sortDirection=desc",
    metadata: {
      adapter: "successfactors",
      host: "jobs.coebank.org",
      listPath: "/search/?q=&sortColumn=referencedate&sortDirection=desc",
      organization: "Council of Europe Development Bank",
    },
  },
  {
    name: "EASA",
    type: "scrape",
    baseUrl:
      "https://careers.easa.europa.eu/search/?q=&sortColumn=referencedate&sortDirection=desc",
    metadata: {
      adapter: "successfactors",
      host: "careers.easa.europa.eu",
      listPath: "/search/?q=&sortColumn=referencedate&sortDirection=desc",
      organization: "European Union Aviation Safety Agency",
    },
  },
  // Cornerstone OnDemand
  {
    name: "World Bank Group",
    type: "api",
    baseUrl: "https://worldbankgroup.csod.com/ux/ats/careersite/1/home?c=worldbankgroup",
    metadata: {
      adapter: "cornerstone",
      host: "worldbankgroup.csod.com",
      careerSiteId: 1,
      corp: "worldbankgroup",
      organization: "World Bank Group",
    },
  },
  // IMO's own recruitment API
  {
    name: "IMO",
    type: "api",
    baseUrl: "https://recruit.imo.org/api/CurrentJobVacancies",
    metadata: { adapter: "imo-recruit", organization: "IMO" },
  },
  // PageUp, Avature, SmartRecruiters, Greenhouse
  {
    name: "UNICEF",
    type: "scrape",
    baseUrl: "https://careers.pageuppeople.com/671/cw/en-us/listing/",
    metadata: { adapter: "pageup", instance: 671, organization: "UNICEF" },
  },
  {
    name: "UNOPS",
    type: "scrape",
    baseUrl: "https://careers.unops.org/careersmarketplace/SearchJobs",
    // UNOPS's portal shows 6 openings a page whatever is asked.
    metadata: { adapter: "avature", host: "careers.unops.org", pageSize: 6, organization: "UNOPS" },
  },
  {
    name: "ECB",
    type: "scrape",
    baseUrl: "https://talent.ecb.europa.eu/careers/SearchJobs",
    metadata: {
      adapter: "avature",
      host: "talent.ecb.europa.eu",
      portal: "careers",
      organization: "European Central Bank",
    },
  },
  {
    name: "OECD",
    type: "api",
    baseUrl: "https://careers.smartrecruiters.com/OECD",
    metadata: { adapter: "smartrecruiters", companyId: "OECD", organization: "OECD" },
  },
  {
    name: "CERN",
    type: "api",
    baseUrl: "https://careers.smartrecruiters.com/CERN",
    metadata: { adapter: "smartrecruiters", companyId: "CERN", organization: "CERN" },
  },
  {
    name: "MSF field positions",
    type: "api",
    baseUrl: "https://job-boards.greenhouse.io/workoverseas",
    metadata: {
      adapter: "greenhouse",
      token: "workoverseas",
      organization: "Médecins Sans Frontières",
    },
  },
  {
    name: "MSF USA",
    type: "api",
    baseUrl: "https://job-boards.greenhouse.io/msfcareers",
    metadata: {
      adapter: "greenhouse",
      token: "msfcareers",
      organization: "Médecins Sans Frontières",
    },
  },
  {
    name: "GiveDirectly",
    type: "api",
    baseUrl: "https://job-boards.greenhouse.io/givedirectly",
    metadata: { adapter: "greenhouse", token: "givedirectly", organization: "GiveDirectly" },
  },
  {
    name: "Global Energy Alliance for People and Planet",
    type: "api",
    baseUrl: "https://job-boards.greenhouse.io/globalenergyallianceforpeopleandplanetgeappllc",
    metadata: {
      adapter: "greenhouse",
      token: "globalenergyallianceforpeopleandplanetgeappllc",
      organization: "Global Energy Alliance for People and Planet",
    },
  },
  // Public RSS feeds derived from the employers' own sites by cinfo (the Swiss centre for international careers).
  {
    name: "World Bank Group (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/worldbank-jobs/worldbank_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "World Bank Group",
      idFrom: "link",
      descriptionIsTemplate: true,
      locationPattern: "Location:\\s*(?<location>(?:\\([^)\\n]*\\)|[^.\\n(])+)",
      note: "The World Bank Group's own Cornerstone source supersedes this feed.",
    },
  },
  {
    name: "IDB (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/iadb-jobs/iadb_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "Inter-American Development Bank",
      idFrom: "link",
      descriptionIsTemplate: true,
      locationPattern: "Location:\\s*(?<location>(?!Not specified)(?:\\([^)\\n]*\\)|[^.\\n(])+)",
      note: "IDB's own SuccessFactors source supersedes this feed.",
    },
  },
  {
    name: "UNHCR (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/unhcr-jobs/unhcr_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "UNHCR",
      idFrom: "link",
      descriptionIsTemplate: true,
      locationPattern: "Location:\\s*(?<location>(?:\\([^)\\n]*\\)|[^.\\n(])+)",
      note: "UNHCR's own Workday source supersedes this feed.",
    },
  },
  {
    name: "UNICEF (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/unicef-jobs/unicef_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "UNICEF",
      idFrom: "link",
      titleLocation: "dash",
      note: "UNICEF's own PageUp source supersedes this feed.",
    },
  },
  {
    name: "UNFPA (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/unfpa-jobs/unfpa_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "UNFPA",
      idFrom: "link",
      descriptionIsTemplate: true,
      excludeTitlePattern: "^(main navigation|pagination)$",
      locationPattern: "Location:\\s*(?<location>(?:\\([^)\\n]*\\)|[^.\\n(])+)",
      note: "UNFPA's own Oracle source supersedes this feed.",
    },
  },
  cinfoUnjobsFeed("EBRD (cinfo feed)", "EBRD", "ebrd_jobs.xml"),
  cinfoUnjobsFeed("IDB via UNjobs (cinfo feed)", "Inter-American Development Bank", "idb_jobs.xml"),
  cinfoUnjobsFeed("AfDB (cinfo feed)", "African Development Bank", "afdb_jobs.xml"),
  cinfoUnjobsFeed("AIIB (cinfo feed)", "Asian Infrastructure Investment Bank", "aiib_jobs.xml"),
  cinfoUnjobsFeed("IFAD (cinfo feed)", "IFAD", "ifad_jobs.xml"),
  cinfoUnjobsFeed("GCF (cinfo feed)", "Green Climate Fund", "gcf_jobs.xml"),
  cinfoUnjobsFeed("IFC (cinfo feed)", "IFC", "ifc_jobs.xml"),
  {
    name: "Helvetas (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/helvetas-jobs/helvetas_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "Helvetas Swiss Intercooperation",
      idFrom: "link",
      descriptionIsTemplate: true,
      note: "Links point to helvetas.org; the feed's address follows cinfo's other feeds and is checked before it is turned on.",
    },
  },
  // NGOs and agencies through ReliefWeb
  reliefWebSource("Norwegian Refugee Council", "NRC"),
  reliefWebSource("International Rescue Committee", "IRC"),
  reliefWebSource("Danish Refugee Council", "DRC"),
  reliefWebSource("Oxfam", "Oxfam"),
  reliefWebSource("CARE International", "CARE"),
  reliefWebSource("Mercy Corps", "Mercy Corps"),
  reliefWebSource("World Vision International", "WVI"),
  reliefWebSource("Plan International", "Plan"),
  reliefWebSource("Action Against Hunger", "ACF"),
  reliefWebSource("International Federation of Red Cross and Red Crescent Societies", "IFRC"),
  reliefWebSource("International Medical Corps", "IMC"),
  reliefWebSource("OCHA", "OCHA"),
  reliefWebSource("Catholic Relief Services", "CRS"),
  reliefWebSource("Concern Worldwide", "Concern"),
  reliefWebSource("ACTED", "ACTED"),
  reliefWebSource("Humanity & Inclusion", "HI"),
];
