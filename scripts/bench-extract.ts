// Cost of normalisePosting, one core, warm. First the figure with a target: the median CPU time to
// normalise one ~14 KB vacancy page (the saved unjobs.org pages whose description HTML is 12–16 KB),
// target ≤ 5 ms, next to a floor measured in the same run on the same pages (htmlparser2 reading
// the markup and doing nothing else, the least any library-backed sanitiser has to do). Then
// postings per second over two mixes (the 34 vacancy pages, and real feed items: RSS-sized
// postings with short descriptions), and what each stage costs per vacancy page. CPU time is this
// process's user+system time, the fairer figure on a shared machine.
// Run: npx tsx scripts/bench-extract.ts [rounds]
import { performance } from "node:perf_hooks";
import { Parser } from "htmlparser2";
import { deriveDeadline } from "../domain/deadlines";
import { classifyField } from "../domain/fields";
import { detectGrade } from "../domain/grades";
import { detectLevel } from "../domain/levels";
import { parseLocation } from "../domain/locations";
import { normalisePosting, type RawPosting } from "../domain/normalise-posting";
import { matchOrganisation } from "../domain/organisations";
import { sanitizeJobHtmlWithText } from "../domain/sanitize-html";
import { createExcerpt, createSummaryExcerpt, extractSubline } from "../domain/text";
import { isTidyConvertedText } from "../domain/text-whitespace";
import { loadFeedPostings, loadVacancyPostings } from "./vacancy-fixtures";

const TARGET_MS = 5;
const PAGE_SIZE = { min: 12_000, max: 16_000 };
/** Normalisations per CPU-time sample (one call is near the clock's resolution). */
const BATCH = 4;
const rounds = Number(process.argv[2] ?? 200);
const now = new Date("2026-03-01T00:00:00Z");

type Timing = { wallSeconds: number; cpuSeconds: number };

function time(work: () => void): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  work();
  const used = process.cpuUsage(cpu);
  return {
    wallSeconds: (performance.now() - start) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median CPU milliseconds of one call of work(page), over sampleRounds samples per page. */
function medianCpuMs(
  pages: RawPosting[],
  sampleRounds: number,
  work: (page: RawPosting) => unknown,
) {
  for (const page of pages) for (let k = 0; k < BATCH; k += 1) work(page); // warm-up
  const samples: number[] = [];
  for (let round = 0; round < sampleRounds; round += 1)
    for (const page of pages) {
      const cpu = process.cpuUsage();
      for (let k = 0; k < BATCH; k += 1) work(page);
      const used = process.cpuUsage(cpu);
      samples.push((used.user + used.system) / 1000 / BATCH);
    }
  return median(samples);
}

/** normalisePosting on a ~14 KB vacancy page against the target, with the parse-only floor. */
function benchPageTarget(vacancies: RawPosting[], sampleRounds: number): void {
  const pages = vacancies.filter((page) => {
    const size = page.descriptionHtml?.length ?? 0;
    return size >= PAGE_SIZE.min && size <= PAGE_SIZE.max;
  });
  if (pages.length === 0) throw new Error("no vacancy page of 12–16 KB of description HTML");
  const average = Math.round(
    pages.reduce((sum, page) => sum + (page.descriptionHtml?.length ?? 0), 0) / pages.length,
  );
  const normalise = medianCpuMs(pages, sampleRounds, (page) => normalisePosting(page, now));
  const sanitise = medianCpuMs(pages, sampleRounds, (page) =>
    sanitizeJobHtmlWithText(page.descriptionHtml),
  );
  const floor = medianCpuMs(pages, sampleRounds, (page) => {
    const parser = new Parser({});
    parser.end(page.descriptionHtml ?? "");
  });
  console.log(
    `one ~14 KB vacancy page (${pages.length} pages of 12–16 KB description HTML, avg ${average} chars; ` +
      `median of ${sampleRounds * pages.length} samples of ${BATCH} calls):`,
  );
  console.log(
    `  normalisePosting            ${normalise.toFixed(3).padStart(7)} ms CPU  ` +
      `(target ≤ ${TARGET_MS} ms: ${normalise <= TARGET_MS ? "met" : "NOT MET"})`,
  );
  console.log(`  of which sanitise + text    ${sanitise.toFixed(3).padStart(7)} ms CPU`);
  console.log(
    `  floor: htmlparser2 parse    ${floor.toFixed(3).padStart(7)} ms CPU  (same pages, same run)`,
  );
}

function benchMix(label: string, postings: RawPosting[], mixRounds: number): void {
  if (postings.length === 0) {
    console.log(`${label}: no postings found, skipped`);
    return;
  }
  for (const posting of postings) normalisePosting(posting, now); // warm-up (JIT, regex caches)
  const characters = postings.reduce((sum, p) => sum + (p.descriptionHtml?.length ?? 0), 0);
  const processed = postings.length * mixRounds;
  const timing = time(() => {
    for (let round = 0; round < mixRounds; round += 1)
      for (const posting of postings) normalisePosting(posting, now);
  });
  const wallRate = Math.round(processed / timing.wallSeconds);
  const cpuRate = Math.round(processed / timing.cpuSeconds);
  console.log(
    `${label}: ${postings.length} postings (avg ${Math.round(characters / postings.length)} chars of description HTML) × ${mixRounds} rounds`,
  );
  console.log(
    `  ${processed} postings in ${timing.wallSeconds.toFixed(2)} s wall → ${wallRate} postings/s; ` +
      `by CPU time ${timing.cpuSeconds.toFixed(2)} s → ${cpuRate} postings/s`,
  );
}

/** Cost of each normalisePosting stage on the vacancy pages, measured on its own inputs. */
function benchStages(postings: RawPosting[], stageRounds: number): void {
  const text = postings.map((p) => sanitizeJobHtmlWithText(p.descriptionHtml).text);
  // normalisePosting checks once whether the text is tidy and passes that on.
  const tidy = text.map((t) => isTidyConvertedText(t));
  const stages: [string, (i: number) => unknown][] = [
    ["sanitise + text", (i) => sanitizeJobHtmlWithText(postings[i]?.descriptionHtml)],
    ["tidy-text check", (i) => isTidyConvertedText(text[i] ?? "")],
    [
      "summary + sub-line",
      (i) =>
        (createSummaryExcerpt(text[i], 3, { tidy: tidy[i] }) || createExcerpt(text[i], 300)) +
        extractSubline(text[i]),
    ],
    ["field classifier", (i) => classifyField({ title: postings[i]?.title, description: text[i] })],
    [
      "deadline",
      (i) =>
        deriveDeadline(
          { description: text[i], organizationText: postings[i]?.organization ?? null },
          "listing",
        ),
    ],
    [
      "grade",
      (i) =>
        detectGrade({
          title: postings[i]?.title,
          description: text[i],
          organization: postings[i]?.organization ?? null,
          tidyDescription: tidy[i],
        }),
    ],
    ["level", (i) => detectLevel({ title: postings[i]?.title, description: text[i] })],
    [
      "location + organisation",
      (i) => [
        parseLocation(postings[i]?.location),
        matchOrganisation(postings[i]?.organization ?? ""),
      ],
    ],
  ];
  console.log(`per-stage cost per vacancy page (µs, mean over ${stageRounds} rounds):`);
  let totalCpu = 0;
  for (const [name, stage] of stages) {
    for (let i = 0; i < postings.length; i += 1) stage(i);
    const timing = time(() => {
      for (let round = 0; round < stageRounds; round += 1)
        for (let i = 0; i < postings.length; i += 1) stage(i);
    });
    const runs = stageRounds * postings.length;
    const cpu = (timing.cpuSeconds * 1e6) / runs;
    totalCpu += cpu;
    console.log(
      `  ${name.padEnd(24)} ${cpu.toFixed(1).padStart(7)} CPU  ${((timing.wallSeconds * 1e6) / runs).toFixed(1).padStart(7)} wall`,
    );
  }
  console.log(`  ${"sum of stages".padEnd(24)} ${totalCpu.toFixed(1).padStart(7)} CPU`);
}

const vacancies = loadVacancyPostings();
const feeds = loadFeedPostings();
benchPageTarget(vacancies, Math.max(5, Math.round(rounds / 4)));
benchMix("vacancy pages (tests/fixtures/real/unjobs-org)", vacancies, rounds);
benchMix(`feed items (${feeds.source})`, feeds.postings, Math.max(1, Math.round(rounds / 2)));
benchStages(vacancies, Math.max(1, Math.round(rounds / 4)));
