import type { SourceType } from "#server/db/schema";

export type CatalogSource = {
  name: string;
  type: SourceType;
  baseUrl: string;
  isActive?: boolean;
  /** `adapter` plus that adapter's options; `organization` names the employer. */
  metadata: Record<string, unknown> & { adapter: string };
};

const TALEO_WHO_COLUMNS = {
  title: 0,
  location: 2,
  grade: 3,
  contractType: 4,
  postedAt: 5,
  organization: 6,
};

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

/** The employers' own career platforms, seeded as sources on first start (admins edit them afterwards). */
export const SOURCE_CATALOG: CatalogSource[] = [
  // UN Secretariat and the entities on its careers portal (OCHA, DPPA, UNEP, ESCAP, ICAO, UNRWA, ITC…)
  {
    name: "UN Careers",
    type: "api",
    baseUrl: "https://careers.un.org",
    metadata: {
      adapter: "un-careers",
      organization: "United Nations Secretariat",
      cron: "0 */6 * * *",
    },
  },
  // Workday
  {
    name: "UNHCR",
    type: "api",
    baseUrl: "https://unhcr.wd3.myworkdayjobs.com/External",
    metadata: {
      adapter: "workday",
      host: "unhcr.wd3.myworkdayjobs.com",
      tenant: "unhcr",
      site: "External",
      organization: "UNHCR",
    },
  },
  {
    name: "WFP",
    type: "api",
    baseUrl: "https://wd3.myworkdaysite.com/recruiting/wfp/job_openings",
    metadata: {
      adapter: "workday",
      host: "wd3.myworkdaysite.com",
      tenant: "wfp",
      site: "job_openings",
      organization: "WFP",
    },
  },
  {
    name: "IMF",
    type: "api",
    baseUrl: "https://imf.wd5.myworkdayjobs.com/IMF",
    metadata: {
      adapter: "workday",
      host: "imf.wd5.myworkdayjobs.com",
      tenant: "imf",
      site: "IMF",
      organization: "IMF",
    },
  },
  {
    name: "WTO",
    type: "api",
    baseUrl: "https://wto.wd103.myworkdayjobs.com/External",
    metadata: {
      adapter: "workday",
      host: "wto.wd103.myworkdayjobs.com",
      tenant: "wto",
      site: "External",
      organization: "WTO",
    },
  },
  {
    name: "PAHO",
    type: "api",
    baseUrl: "https://paho.wd5.myworkdayjobs.com/pahocareers",
    metadata: {
      adapter: "workday",
      host: "paho.wd5.myworkdayjobs.com",
      tenant: "paho",
      site: "pahocareers",
      organization: "Pan American Health Organization",
    },
  },
  {
    name: "MSF France",
    type: "api",
    baseUrl: "https://msf.wd3.myworkdayjobs.com/msf_france_terrain",
    metadata: {
      adapter: "workday",
      host: "msf.wd3.myworkdayjobs.com",
      tenant: "msf",
      site: "msf_france_terrain",
      organization: "Médecins Sans Frontières",
    },
  },
  {
    name: "MSF Operational Centre Amsterdam",
    type: "api",
    baseUrl: "https://msfoca.wd103.myworkdayjobs.com/artsen_zonder_grenzen",
    metadata: {
      adapter: "workday",
      host: "msfoca.wd103.myworkdayjobs.com",
      tenant: "msfoca",
      site: "artsen_zonder_grenzen",
      organization: "Médecins Sans Frontières",
    },
  },
  // Oracle Recruiting Cloud
  {
    name: "UNDP",
    type: "api",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1",
    metadata: {
      adapter: "oracle-recruiting",
      host: "estm.fa.em2.oraclecloud.com",
      siteNumber: "CX_1",
      organization: "UNDP",
      gradeFlexIndex: 1,
    },
  },
  {
    name: "UN Women",
    type: "api",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001",
    metadata: {
      adapter: "oracle-recruiting",
      host: "estm.fa.em2.oraclecloud.com",
      siteNumber: "CX_1001",
      organization: "UN Women",
    },
  },
  {
    name: "UNFPA",
    type: "api",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_2003",
    metadata: {
      adapter: "oracle-recruiting",
      host: "estm.fa.em2.oraclecloud.com",
      siteNumber: "CX_2003",
      organization: "UNFPA",
    },
  },
  {
    name: "WMO",
    type: "api",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_5001",
    metadata: {
      adapter: "oracle-recruiting",
      host: "estm.fa.em2.oraclecloud.com",
      siteNumber: "CX_5001",
      organization: "WMO",
    },
  },
  {
    name: "IOM",
    type: "api",
    baseUrl:
      "https://fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001",
    metadata: {
      adapter: "oracle-recruiting",
      host: "fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com",
      siteNumber: "CX_1001",
      organization: "IOM",
    },
  },
  {
    name: "Save the Children International",
    type: "api",
    baseUrl: "https://hcri.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1",
    metadata: {
      adapter: "oracle-recruiting",
      host: "hcri.fa.em2.oraclecloud.com",
      siteNumber: "CX_1",
      organization: "Save the Children",
    },
  },
  // Oracle Taleo
  {
    name: "WHO",
    type: "api",
    baseUrl: "https://careers.who.int/careersection/ex/jobsearch.ftl",
    metadata: {
      adapter: "taleo",
      host: "careers.who.int",
      portal: "101430233",
      section: "ex",
      columns: TALEO_WHO_COLUMNS,
      organization: "WHO",
    },
  },
  {
    name: "WHO internships",
    type: "api",
    baseUrl: "https://careers.who.int/careersection/intern/jobsearch.ftl",
    metadata: {
      adapter: "taleo",
      host: "careers.who.int",
      portal: "14105024709",
      section: "intern",
      columns: TALEO_WHO_COLUMNS,
      organization: "WHO",
    },
  },
  {
    name: "WIPO",
    type: "api",
    baseUrl: "https://wipo.taleo.net/careersection/wp_2/jobsearch.ftl",
    metadata: {
      adapter: "taleo",
      host: "wipo.taleo.net",
      portal: "101430233",
      section: "wp_2",
      organization: "WIPO",
    },
  },
  {
    name: "WIPO internships",
    type: "api",
    baseUrl: "https://wipo.taleo.net/careersection/wp_internship/jobsearch.ftl",
    metadata: {
      adapter: "taleo",
      host: "wipo.taleo.net",
      portal: "10105120713",
      section: "wp_internship",
      organization: "WIPO",
    },
  },
  {
    name: "WIPO fellowships",
    type: "api",
    baseUrl: "https://wipo.taleo.net/careersection/wp_2_fel/jobsearch.ftl",
    metadata: {
      adapter: "taleo",
      host: "wipo.taleo.net",
      portal: "42305027338",
      section: "wp_2_fel",
      organization: "WIPO",
    },
  },
  {
    name: "WIPO young experts",
    type: "api",
    baseUrl: "https://wipo.taleo.net/careersection/wp_ext_yep/jobsearch.ftl",
    metadata: {
      adapter: "taleo",
      host: "wipo.taleo.net",
      portal: "40105027338",
      section: "wp_ext_yep",
      organization: "WIPO",
    },
  },
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
      organization: "UNESCO",
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
    metadata: { adapter: "avature", host: "careers.unops.org", organization: "UNOPS" },
  },
  {
    name: "OECD",
    type: "api",
    baseUrl: "https://careers.smartrecruiters.com/OECD",
    metadata: { adapter: "smartrecruiters", companyId: "OECD", organization: "OECD" },
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
  // Public RSS feeds derived from the employers' own sites by cinfo (the Swiss centre for international careers).
  {
    name: "World Bank Group (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/worldbank-jobs/worldbank_jobs.xml",
    metadata: {
      adapter: "rss",
      organization: "World Bank Group",
      idFrom: "link",
      locationPattern: "Location:\\s*(?<location>[^.\\n]+)",
    },
  },
  {
    name: "IDB (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/iadb-jobs/iadb_jobs.xml",
    metadata: {
      adapter: "rss",
      organization: "Inter-American Development Bank",
      idFrom: "link",
      locationPattern: "Location:\\s*(?<location>(?!Not specified)[^.\\n]+)",
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
      locationPattern: "Location:\\s*(?<location>[^.\\n]+)",
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
      excludeTitlePattern: "^(main navigation|pagination)$",
      locationPattern: "Location:\\s*(?<location>[^.\\n]+)",
      note: "UNFPA's own Oracle source supersedes this feed.",
    },
  },
  {
    name: "EBRD (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/mo-jobs/feeds/ebrd_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "EBRD",
      titleLocation: "suffix",
      note: "Links point to UNjobs; inactive until its terms are checked.",
    },
  },
  {
    name: "IDB via UNjobs (cinfo feed)",
    type: "rss",
    baseUrl: "https://cinfoposte.github.io/mo-jobs/feeds/idb_jobs.xml",
    isActive: false,
    metadata: {
      adapter: "rss",
      organization: "Inter-American Development Bank",
      titleLocation: "suffix",
      note: "Links point to UNjobs; inactive until its terms are checked.",
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
