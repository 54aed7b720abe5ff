// Throughput of normalisePosting, one core, warm. Two mixes: the saved unjobs.org vacancy pages
// (~14 KB of description HTML each) and real feed items (RSS-sized postings, short descriptions).
// Prints postings per second by wall clock and by CPU time (this process's user+system time, which
// is the fairer figure on a shared machine), then what each stage costs per vacancy page.
// Run: npx tsx scripts/bench-extract.ts [rounds]
import { performance } from "node:perf_hooks";
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

const TARGET = 5000;
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
      `by CPU time ${timing.cpuSeconds.toFixed(2)} s → ${cpuRate} postings/s ` +
      `(target ≥ ${TARGET.toLocaleString("en")}/s ${cpuRate >= TARGET ? "met" : "not met"})`,
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
benchMix("vacancy pages (shared/fixtures/real/unjobs-org)", vacancies, rounds);
benchMix(`feed items (${feeds.source})`, feeds.postings, Math.max(1, Math.round(rounds / 2)));
benchStages(vacancies, Math.max(1, Math.round(rounds / 4)));
