// Throughput of normalisePosting over the real vacancy pages, repeated. Prints postings per second
// (one core, warm). Run: npx tsx scripts/bench-extract.ts [iterations]
import { performance } from "node:perf_hooks";
import { normalisePosting } from "../domain/normalise-posting";
import { loadVacancyPostings } from "./vacancy-fixtures";

const postings = loadVacancyPostings();
const rounds = Number(process.argv[2] ?? 200);
const now = new Date("2026-03-01T00:00:00Z");

for (const posting of postings) normalisePosting(posting, now); // warm-up (JIT, regex and Intl caches)

const characters = postings.reduce(
  (sum, posting) => sum + (posting.descriptionHtml?.length ?? 0),
  0,
);
const start = performance.now();
let processed = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const posting of postings) {
    normalisePosting(posting, now);
    processed += 1;
  }
}
const seconds = (performance.now() - start) / 1000;
console.log(
  `${postings.length} vacancy pages (avg ${Math.round(characters / postings.length)} chars of description HTML) × ${rounds} rounds`,
);
console.log(
  `${processed} postings in ${seconds.toFixed(2)} s → ${Math.round(processed / seconds)} postings/s (target ≥ 5,000/s)`,
);
