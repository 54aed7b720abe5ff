import { Worker } from "node:worker_threads";

/**
 * Reads the text of an uploaded PDF or DOCX in a worker thread, within bounds a hostile file cannot
 * pass. A file of 5 MB can unpack to gigabytes (a zip part of repeated bytes in a DOCX, a
 * compressed content stream in a PDF), and PDF.js and mammoth unpack everything they are given
 * into memory. So:
 *
 * - a DOCX whose parts unpack to more than `maxUnzippedBytes` is refused before mammoth sees it
 *   (checked in the thread: the sizes the zip declares, then the bytes each part really unpacks to,
 *   counted as a stream and stopped at the bound);
 * - a PDF is read page by page, at most `maxPages` pages and until `maxTextCharacters` are read;
 * - the thread is stopped when its memory grows by more than `maxMemoryBytes` while it reads, or
 *   when it runs longer than `timeoutMs`, and its JavaScript heap is capped besides. The growth
 *   counts the thread's heap and the memory its objects own outside the heap (what PDF.js unpacks
 *   lives in array buffers, which a thread's heap limit does not count), read from the thread
 *   itself: the growth of the whole process would also count what other requests allocate
 *   meanwhile and refuse a sound CV on a busy server. One file is read at a time per process.
 *
 * Answers the text, or the reason the file was refused (`unsafe`), or that the library could not
 * read it (`failed`).
 */

export type CvReadLimits = {
  maxPages: number;
  maxTextCharacters: number;
  maxUnzippedBytes: number;
  /** Growth of the reading thread's memory (heap and array buffers) allowed while the file is read. */
  maxMemoryBytes: number;
  timeoutMs: number;
};

export const CV_READ_LIMITS: CvReadLimits = {
  maxPages: 50,
  maxTextCharacters: 200_000,
  // A CV's parts unpack to a few megabytes (its pictures are compressed already); counting the
  // unpacked bytes of a larger bound makes garbage faster than the thread collects it.
  maxUnzippedBytes: 20 * 1024 * 1024,
  maxMemoryBytes: 48 * 1024 * 1024,
  timeoutMs: 20_000,
};

export type CvReadResult =
  { kind: "text"; text: string } | { kind: "unsafe"; reason: string } | { kind: "failed" };

/** How often the process's memory is looked at while a file is read. */
const MEMORY_CHECK_MS = 5;

let queue: Promise<unknown> = Promise.resolve();

export function readCvFileText(
  type: "pdf" | "docx",
  bytes: Uint8Array,
  limits: CvReadLimits = CV_READ_LIMITS,
): Promise<CvReadResult> {
  const turn = queue.then(() => readInWorker(type, bytes, limits));
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * The memory the thread holds: its JavaScript heap and the memory outside it that its objects own
 * (the array buffers PDF.js unpacks streams into, which the heap limit does not count). Read from
 * the thread's own isolate, so that what the rest of the process allocates meanwhile (other
 * requests of a busy server, an embedded database) is not taken for the file's.
 */
export async function threadMemory(worker: Worker): Promise<number> {
  const heap = await worker.getHeapStatistics();
  return heap.used_heap_size + heap.external_memory;
}

function readInWorker(
  type: "pdf" | "docx",
  bytes: Uint8Array,
  limits: CvReadLimits,
): Promise<CvReadResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./cv-text-worker.js", import.meta.url), {
      workerData: {
        type,
        maxPages: limits.maxPages,
        maxTextCharacters: limits.maxTextCharacters,
        maxUnzippedBytes: limits.maxUnzippedBytes,
      },
      // The thread runs plain JavaScript: no loader flags of the parent process.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    let settled = false;
    let memoryCheck: NodeJS.Timeout | undefined;
    const finish = (result: CvReadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryCheck);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ kind: "unsafe", reason: "it takes too long to read" }),
      limits.timeoutMs,
    );
    worker.on("message", (message: CvReadResult | { kind: "ready" }) => {
      if (message.kind === "ready") {
        // The thread has loaded its library; from here on, what grows is the reading of this file,
        // measured from before the file is handed over.
        const start = threadMemory(worker);
        // A thread that ends before answering settles the read by its exit or error.
        start.catch(() => undefined);
        let asking = false;
        memoryCheck = setInterval(() => {
          if (asking || settled) return;
          asking = true;
          Promise.all([start, threadMemory(worker)]).then(
            ([before, used]) => {
              asking = false;
              if (used - before > limits.maxMemoryBytes)
                finish({ kind: "unsafe", reason: "reading it needs more memory than a CV can" });
            },
            // The thread has ended; its exit or error settles the read.
            () => undefined,
          );
        }, MEMORY_CHECK_MS);
        // The thread gets its own copy (PDF.js takes over the array it is given).
        const copy = new Uint8Array(bytes);
        worker.postMessage({ bytes: copy }, [copy.buffer]);
        return;
      }
      finish(message);
    });
    worker.on("error", (error: Error & { code?: string }) =>
      finish(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { kind: "unsafe", reason: "reading it needs more memory than a CV can" }
          : { kind: "failed" },
      ),
    );
    worker.on("exit", () => finish({ kind: "failed" }));
  });
}
