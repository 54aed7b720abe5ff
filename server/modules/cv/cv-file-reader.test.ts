import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";
import { insertAccount } from "#tests/factories/account-factory";
import { cvDocx, cvPdf } from "#tests/support/cv-files";
import { docxBomb, pdfBomb } from "#tests/support/cv-bombs";
import { CvFileError, extractCvText, getCv, saveCv } from "./cv-documents";
import { Worker } from "node:worker_threads";
import { CV_READ_LIMITS, readCvFileText, threadMemory } from "./cv-file-reader";

const MEGABYTE = 1024 * 1024;
/**
 * What one hostile upload may add to the process at its peak: the reading thread's own growth
 * (stopped past 48 MB, looked at every 5 ms), its start (a thread with PDF.js, or JSZip and mammoth,
 * loaded: up to 62 MB measured), and what a busy machine lets pass between two looks (109 MB was
 * measured once for the DOCX whose directory understates its size, on a CI run sharing two cores).
 * Well under the 300 MB the files unpack to: an unbounded read passes it.
 */
const GROWTH_BOUND = 128 * MEGABYTE;
const LINES = [
  "Amina Diallo",
  "Master of Public Health (MPH), University of Dakar, 2014 - 2016",
  "Nutrition Programme Manager, Niamey, 2019 - present",
];

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

/**
 * Runs `work` and answers its result with the peak growth of the process's resident memory: sampled
 * every 2 ms while the main thread is free, and the operating system's high-water mark besides, which
 * also catches a peak reached while the main thread was busy.
 */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage.rss();
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  let peak = start;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    const highWaterAfter = process.resourceUsage().maxRSS * 1024;
    if (highWaterAfter > highWaterBefore) peak = Math.max(peak, highWaterAfter);
    return { result, growth: peak - start };
  } finally {
    clearInterval(sample);
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CvFileError ? error.message : String(error)),
  );

test("a DOCX whose document part unpacks to 300 MB is refused before mammoth reads it, and nothing is stored", async () => {
  const bomb = await docxBomb(300);
  expect(bomb.length).toBeLessThan(MEGABYTE);
  const id = await insertAccount(handle.db, { email: "docx-bomb@example.org" });
  const { result, growth } = await measured(() =>
    refusal(saveCv(handle.db, id, { name: "cv.docx", bytes: bomb })),
  );
  expect(result).toMatch(/^This file could not be read safely: it unpacks to more than 20 MB\./);
  expect(growth).toBeLessThan(GROWTH_BOUND);
  expect(await getCv(handle.db, id)).toBeNull();
});

test("a DOCX whose zip directory understates the part's size is refused on the bytes it really unpacks to", async () => {
  const bomb = await docxBomb(300, { declaredSize: 4096 });
  const { result, growth } = await measured(() => refusal(extractCvText(bomb)));
  // The byte count usually stops it; on a busy machine the garbage of the counting can reach the
  // memory bound first. Either way it is refused, within the bound.
  expect(result).toMatch(
    /^This file could not be read safely: (it unpacks to more than 20 MB\.|reading it needs more memory than a CV can\.)/,
  );
  expect(growth).toBeLessThan(GROWTH_BOUND);
});

test("a PDF whose content stream unpacks to 300 MB is stopped at the memory bound, and nothing is stored", async () => {
  const bomb = await pdfBomb(300);
  expect(bomb.length).toBeLessThan(MEGABYTE);
  const id = await insertAccount(handle.db, { email: "pdf-bomb@example.org" });
  const { result, growth } = await measured(() =>
    refusal(saveCv(handle.db, id, { name: "cv.pdf", bytes: bomb })),
  );
  expect(result).toMatch(
    /^This file could not be read safely: reading it needs more memory than a CV can\./,
  );
  expect(growth).toBeLessThan(GROWTH_BOUND);
  expect(await getCv(handle.db, id)).toBeNull();
});

test("a small PDF bomb within the bounds is read: the bounds are on resources, not on compression", async () => {
  // 4 MB of spaces after one line of text: PDF.js reads it well within the memory bound.
  expect(await readCvFileText("pdf", await pdfBomb(4))).toEqual({
    kind: "text",
    text: "Amina Diallo, Nutrition Programme Manager",
  });
});

test("a read that passes its time limit is stopped", async () => {
  expect(await readCvFileText("docx", cvDocx(LINES), { ...CV_READ_LIMITS, timeoutMs: 1 })).toEqual({
    kind: "unsafe",
    reason: "it takes too long to read",
  });
});

test("ordinary CVs are still read, one after another and at once", async () => {
  const files = [cvPdf(LINES), cvDocx(LINES), cvPdf(LINES), cvDocx(LINES)];
  const results = await Promise.all(files.map((bytes) => extractCvText(bytes)));
  expect(results.map((result) => result.type)).toEqual(["pdf", "docx", "pdf", "docx"]);
  for (const result of results) expect(result.text.split(/\n+/)).toEqual(LINES);
});

test("a long DOCX CV (4,000 paragraphs, 400 KB of document XML, about 80 pages) is read within the bounds", async () => {
  const lines = Array.from(
    { length: 4_000 },
    (_, index) => `Line ${index + 1}: nutrition surveys, SMART methodology, Niamey and Zinder`,
  );
  const result = await readCvFileText("docx", cvDocx(lines));
  expect(result.kind).toBe("text");
  expect(result.kind === "text" && result.text.split(/\n+/).slice(0, 2)).toEqual(lines.slice(0, 2));
});

test("only the first pages and the first characters of a long PDF are read", async () => {
  const limits = { ...CV_READ_LIMITS, maxTextCharacters: 20 };
  expect(await readCvFileText("pdf", cvPdf(LINES), limits)).toEqual({
    kind: "text",
    text: LINES.join("\n").slice(0, 20),
  });
});

test("the reading thread's memory counts what the thread holds, not what the rest of the process allocates", async () => {
  // A thread that allocates 64 MB of array buffers (as PDF.js unpacks streams) when asked.
  const worker = new Worker(
    `const { parentPort } = require("node:worker_threads");
     const held = [];
     parentPort.on("message", () => {
       for (let i = 0; i < 8; i++) held.push(new Uint8Array(8 * 1024 * 1024).fill(1));
       parentPort.postMessage("done");
     });
     parentPort.postMessage("ready");`,
    { eval: true },
  );
  try {
    await new Promise((resolve) => worker.once("message", resolve));
    const before = await threadMemory(worker);
    // The rest of the process grows by 96 MB (a busy server's other requests): the thread's own
    // figure does not move with it, where the process's resident memory would.
    const elsewhere = Buffer.alloc(96 * MEGABYTE, 1);
    const meanwhile = await threadMemory(worker);
    expect(meanwhile - before).toBeLessThan(8 * MEGABYTE);
    expect(elsewhere.length).toBe(96 * MEGABYTE);
    // What the thread itself holds is counted, array buffers included: its 64 MB pass the
    // reader's bound of 48 MB (its heap may meanwhile shrink by a few megabytes of garbage).
    worker.postMessage("allocate");
    await new Promise((resolve) => worker.once("message", resolve));
    expect((await threadMemory(worker)) - before).toBeGreaterThan(CV_READ_LIMITS.maxMemoryBytes);
  } finally {
    await worker.terminate();
  }
});
