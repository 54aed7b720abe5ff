/** A platform archive replayed at first start, and how it was recorded. */
export type RecordedArchive = {
  /** The sample's own source, named after the employer and the platform it was recorded from. */
  source: string;
  organization: string;
  adapter: string;
  /** The HTTP archive (HAR 1.2) under `recordings/platforms/`. */
  archive: string;
  baseUrl: string;
  /** The adapter's options the archive was recorded with. */
  metadata: Record<string, unknown>;
  /** When the pages were fetched (the archive's README); where unknown, its newest posting date. */
  capturedAt: string;
  /** Detail pages the archive holds, when fewer than the list names. */
  maxDetails?: number;
  /**
   * Only these postings are loaded, when the archive's list also names items that are no real
   * capture; the run's errors about other items are left out with them.
   */
  onlyExternalIds?: string[];
};

/**
 * Archives of the employers' own career platforms, replayed through the real adapters: they carry
 * the grades, deadlines, duty stations and full descriptions the feeds leave out. Copied from
 * `tests/fixtures/platforms/` (provenance in `recordings/README.md`).
 */
export const RECORDED_ARCHIVES: RecordedArchive[] = [
  {
    source: "UNHCR (Workday archive)",
    organization: "UNHCR",
    adapter: "workday",
    archive: "workday/unhcr-external.har",
    baseUrl: "https://unhcr.wd3.myworkdayjobs.com/en-GB/External",
    metadata: {
      host: "unhcr.wd3.myworkdayjobs.com",
      tenant: "unhcr",
      site: "External",
      locale: "en-GB",
    },
    capturedAt: "2026-09-13T11:14:40Z",
  },
  {
    source: "WFP (Workday archive)",
    organization: "WFP",
    adapter: "workday",
    // Six openings, each with its page (four of them trimmed after the header).
    archive: "workday/wfp-job-openings-with-details.har",
    baseUrl: "https://wd3.myworkdaysite.com/recruiting/wfp/job_openings",
    metadata: { host: "wd3.myworkdaysite.com", tenant: "wfp", site: "job_openings" },
    capturedAt: "2026-09-13T11:32:35Z",
  },
  {
    source: "WTO (Workday archive)",
    organization: "WTO",
    adapter: "workday",
    archive: "workday/wto-external.har",
    baseUrl: "https://wto.wd103.myworkdayjobs.com/External",
    metadata: { host: "wto.wd103.myworkdayjobs.com", tenant: "wto", site: "External" },
    capturedAt: "2026-09-13T11:31:57Z",
  },
  {
    source: "PAHO (Workday archive)",
    organization: "Pan American Health Organization",
    adapter: "workday",
    // Twenty openings, each with its page (descriptions trimmed after the header and first duties).
    archive: "workday/paho-pahocareers.har",
    baseUrl: "https://paho.wd5.myworkdayjobs.com/pahocareers",
    metadata: { host: "paho.wd5.myworkdayjobs.com", tenant: "paho", site: "pahocareers" },
    // The capture names its day only.
    capturedAt: "2026-09-13T12:00:00Z",
  },
  {
    source: "Global Fund (Workday archive)",
    organization: "The Global Fund",
    adapter: "workday",
    archive: "workday/globalfund-external.har",
    baseUrl: "https://theglobalfund.wd1.myworkdayjobs.com/External",
    metadata: {
      host: "theglobalfund.wd1.myworkdayjobs.com",
      tenant: "theglobalfund",
      site: "External",
    },
    capturedAt: "2026-09-13T10:54:30Z",
  },
  {
    source: "IMF (Workday archive)",
    organization: "IMF",
    adapter: "workday",
    archive: "workday/imf-imf.har",
    baseUrl: "https://imf.wd5.myworkdayjobs.com/IMF",
    metadata: { host: "imf.wd5.myworkdayjobs.com", tenant: "imf", site: "IMF" },
    capturedAt: "2026-09-13T11:00:41Z",
  },
  {
    source: "UNDP (Oracle Recruiting archive)",
    organization: "UNDP",
    adapter: "oracle-recruiting",
    archive: "oracle-recruiting/undp-cx1.har",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/jobs",
    metadata: { host: "estm.fa.em2.oraclecloud.com", siteNumber: "CX_1" },
    capturedAt: "2026-09-03T06:29:07Z",
    // The archive holds the page of the newest requisition only.
    maxDetails: 1,
  },
  {
    source: "UNFPA (Oracle Recruiting archive)",
    organization: "UNFPA",
    adapter: "oracle-recruiting",
    archive: "oracle-recruiting/unfpa-cx2003.har",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_2003/jobs",
    metadata: { host: "estm.fa.em2.oraclecloud.com", siteNumber: "CX_2003" },
    capturedAt: "2026-05-19T00:00:00Z",
    // The archive holds the list only.
    maxDetails: 0,
  },
  {
    source: "WHO (Taleo archive)",
    organization: "WHO",
    adapter: "taleo",
    archive: "taleo/who-ex.har",
    baseUrl: "https://careers.who.int/careersection/ex/jobsearch.ftl",
    metadata: {
      host: "careers.who.int",
      portal: "101430233",
      section: "ex",
      columns: "who",
      tz: "GMT+02:00",
      tzname: "Europe/Zurich",
    },
    capturedAt: "2026-09-13T13:47:10Z",
  },
  {
    source: "WIPO (Taleo archive)",
    organization: "WIPO",
    adapter: "taleo",
    archive: "taleo/wipo-wp2.har",
    baseUrl: "https://wipo.taleo.net/careersection/wp_2/jobsearch.ftl",
    metadata: {
      host: "wipo.taleo.net",
      portal: "101430233",
      section: "wp_2",
      columns: "wipo",
      tz: "GMT+02:00",
      tzname: "Europe/Zurich",
    },
    capturedAt: "2026-09-13T13:39:07Z",
  },
  {
    source: "ILO (SuccessFactors archive)",
    organization: "ILO",
    adapter: "successfactors",
    archive: "successfactors/ilo-category-rss.har",
    baseUrl: "https://jobs.ilo.org/services/rss/category/?catid=2842101",
    metadata: { host: "jobs.ilo.org", catid: "2842101" },
    capturedAt: "2026-09-13T11:33:24Z",
  },
  {
    source: "UNOPS (Avature archive)",
    organization: "UNOPS",
    adapter: "avature",
    archive: "avature/unops-4383.har",
    baseUrl: "https://careers.unops.org/careersmarketplace/SearchJobs",
    metadata: { host: "careers.unops.org", portal: "careersmarketplace", pageSize: 6 },
    capturedAt: "2026-09-13T11:20:37Z",
  },
  {
    source: "World Bank Group (Cornerstone archive)",
    organization: "World Bank Group",
    adapter: "cornerstone",
    archive: "cornerstone/worldbankgroup.har",
    baseUrl: "https://worldbankgroup.csod.com/ux/ats/careersite/1/home?c=worldbankgroup",
    metadata: { host: "worldbankgroup.csod.com", pageSize: 6, organization: "World Bank Group" },
    // Fetched from 15:48 to 16:40 UTC (each requisition's provenance); the last one.
    capturedAt: "2026-09-13T16:40:08Z",
    maxDetails: 8,
    // The eight requisitions whose real pages the archive holds; its career-site page and search
    // answers are documented shapes whose other items (a made-up sentence, a list entry only, an
    // item broken on purpose) are not sample material.
    onlyExternalIds: ["38308", "38257", "38251", "38196", "38189", "38187", "38076", "37705"],
  },
  {
    source: "IMO (recruitment API archive)",
    organization: "IMO",
    adapter: "imo-recruit",
    archive: "imo-recruit/current-vacancies-20260915.har",
    baseUrl: "https://recruit.imo.org/api/CurrentJobVacancies",
    metadata: {},
    // Saved on 2026-09-15; the provenance names the day only.
    capturedAt: "2026-09-15T12:00:00Z",
  },
  {
    source: "IOM (Oracle Recruiting archive)",
    organization: "IOM",
    adapter: "oracle-recruiting",
    archive: "oracle-recruiting/iom-cx1001.har",
    baseUrl:
      "https://fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001/jobs",
    metadata: { host: "fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com", siteNumber: "CX_1001" },
    capturedAt: "2026-09-13T12:00:00Z",
  },
  {
    source: "ADB (Taleo archive)",
    organization: "Asian Development Bank",
    adapter: "taleo",
    archive: "taleo/adb-1.har",
    baseUrl: "https://adb.taleo.net/careersection/1/jobsearch.ftl",
    metadata: {
      host: "adb.taleo.net",
      portal: "8115010145",
      section: "1",
      columns: { title: 0, deadline: 2 },
      tz: "GMT+08:00",
      tzname: "Asia/Manila",
    },
    capturedAt: "2026-09-13T13:42:46Z",
  },
  {
    source: "FAO (Taleo archive)",
    organization: "FAO",
    adapter: "taleo",
    archive: "taleo/fao-external.har",
    baseUrl: "https://jobs.fao.org/careersection/fao_external/jobsearch.ftl",
    metadata: {
      host: "jobs.fao.org",
      portal: "8105120163",
      section: "fao_external",
      columns: { title: 0, contractType: 3, location: 4, postedAt: 5, deadline: 6 },
      tz: "GMT+02:00",
      tzname: "Europe/Rome",
    },
    capturedAt: "2026-09-13T10:57:26Z",
  },
];
