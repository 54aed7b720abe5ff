// npm run lighthouse: mobile Lighthouse (5 runs each, medians) on /, /jobs, a job, /location/kenya,
// /organization/undp and /blog, against the production build on a fresh, fixture-seeded temporary database.
// Options: --runs=N, --url=/path (repeatable; replaces the default pages; "{job}" stands for the
// measured job's id, as in --url=/fr/jobs/{job}), --save=dir (writes each
// run's report and trace, to find the long tasks of a single run).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { sql } from "drizzle-orm";
import { queryRows } from "#server/db/query-rows";
import { seedFirstStartIfEmpty } from "#server/db/seed/seed-first-start";
import { createLogger } from "#server/lib/logger";
import { startServer } from "#tests/support/start-server";

const root = path.resolve(import.meta.dirname, "..");
const LIGHTHOUSE_VERSION = "13.5.0";
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 5);
const customUrls = process.argv
  .filter((arg) => arg.startsWith("--url="))
  .map((arg) => arg.slice(6));
const saveDir = process.argv.find((arg) => arg.startsWith("--save="))?.slice(7);

type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** Script bytes as transferred (the server sends brotli when the browser accepts it). */
  jsKb: number;
  /** The same scripts compressed with gzip -9, for budgets stated in gzip. */
  jsGzipKb: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const build = spawnSync("npx", ["tsx", "scripts/build.ts", "--if-needed"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

/** gzip -9 size of the page's scripts, read from the client build by their URLs. */
function gzipSizeOfScripts(urls: string[]): number {
  let total = 0;
  for (const url of urls) {
    const file = path.join(root, "build/client", new URL(url).pathname);
    if (!fs.existsSync(file)) continue;
    const gz = `${file}.gz`;
    total += fs.existsSync(gz)
      ? fs.statSync(gz).size
      : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}

console.log("Starting the production server on a temporary database (fixture snapshot)…");
// The sample is listed as closed recordings, whose pages rightly ask not to be indexed. The job page
// is measured as an open job's page, as visitors of a live site see it: the newest sample job with
// a description is reopened (closing in 20 days) in this throw-away database.
let openJobId: string | undefined;
const server = await startServer({
  env: { TASKS: "off", SEED: "fixtures" },
  seed: async (db) => {
    await seedFirstStartIfEmpty(db, new Date(), createLogger("warn"));
    const [reopened] = await queryRows<{ id: string }>(
      db,
      sql`update jobs set sample_recorded_at = null, status = 'active',
            closing_date = current_date + 20, expires_at = now() + interval '20 days'
          where id = (select id from jobs where description_text <> ''
                      order by posted_date desc nulls last, id limit 1)
          returning id`,
    );
    openJobId = reopened?.id;
  },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const jobId = openJobId;
  // A custom address may name "{job}" for the measured job's id ("--url=/fr/jobs/{job}").
  const pages = customUrls.length
    ? customUrls.map((page) => page.replace("{job}", jobId ?? "missing"))
    : [
        "/",
        "/jobs",
        ...(jobId ? [`/jobs/${jobId}`] : []),
        "/location/kenya",
        "/organization/undp",
        "/blog",
      ];
  const rows: { page: string; median: Sample }[] = [];
  for (const page of pages) {
    const samples: Sample[] = [];
    // A run that errors (for example NO_LCP when the shared box stalls) is logged and repeated,
    // not counted as a zero.
    for (let run = 1, attempts = 0; run <= runs && attempts < runs * 2; attempts++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        console.log(
          `${page}: run failed (${lhr.runtimeError?.code ?? "no performance score"}), repeating`,
        );
        continue;
      }
      const scripts = (
        lhr.audits["resource-summary"]?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items?.find((item) => item.resourceType === "script");
      const scriptUrls = (
        (
          lhr.audits["network-requests"]?.details as {
            items?: { url: string; resourceType?: string }[];
          }
        )?.items ?? []
      )
        .filter((item) => item.resourceType === "Script")
        .map((item) => item.url);
      const sample: Sample = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        jsKb: (scripts?.transferSize ?? 0) / 1024,
        jsGzipKb: gzipSizeOfScripts(scriptUrls) / 1024,
        fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      };
      samples.push(sample);
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        const name = `${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${run}`;
        fs.writeFileSync(path.join(saveDir, `${name}.report.json`), JSON.stringify(lhr));
        fs.writeFileSync(
          path.join(saveDir, `${name}.trace.json`),
          JSON.stringify(result.artifacts.Trace),
        );
      }
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        )
        .map((audit) => audit.id);
      console.log(
        `${page} run ${run++}: perf ${sample.performance} a11y ${sample.accessibility} bp ${sample.bestPractices} seo ${sample.seo} cls ${sample.cls.toFixed(3)} js ${sample.jsKb.toFixed(1)} KB (gzip ${sample.jsGzipKb.toFixed(1)} KB) fcp ${Math.round(sample.fcpMs)} ms lcp ${Math.round(sample.lcpMs)} ms tbt ${Math.round(sample.tbtMs)} ms${failing.length ? ` (failing: ${failing.join(", ")})` : ""}`,
      );
    }
    const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    rows.push({
      page: page.replace(/\/jobs\/[^/?#]+$/, "/jobs/{id}"),
      median: {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        cls: pick("cls"),
        jsKb: pick("jsKb"),
        jsGzipKb: pick("jsGzipKb"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
      },
    });
  }
  console.log(`\nMobile Lighthouse ${LIGHTHOUSE_VERSION}, medians of ${runs} runs:\n`);
  console.log(
    "| Page | Performance | Accessibility | Best practices | SEO | CLS | JS transferred | JS gzip -9 | FCP | LCP | TBT |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { page, median: m } of rows) {
    console.log(
      `| ${page} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} KB | ${m.jsGzipKb.toFixed(1)} KB | ${Math.round(m.fcpMs)} ms | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
