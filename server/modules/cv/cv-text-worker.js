// Reads the text of one uploaded CV (PDF or DOCX) in a worker thread, so that the web process can
// stop it (terminate the thread) when it takes too long or uses too much memory.
// `cv-file-reader.ts` starts it; it is plain JavaScript so that it runs under any loader (tsx in
// production, Vite in tests) without one of its own.
//
// Protocol: once its library is loaded the thread posts { kind: "ready" }; it is then sent the file
// ({ bytes }) and posts { kind: "text", text }, { kind: "unsafe", reason } (the file is refused
// before it is read) or { kind: "failed" } (the library could not read it).
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ type: "pdf" | "docx", maxPages: number, maxTextCharacters: number, maxUnzippedBytes: number }} */
const { type, maxPages, maxTextCharacters, maxUnzippedBytes } = workerData;

const port = parentPort;
if (!port) throw new Error("cv-text-worker runs only as a worker thread");

const library = type === "pdf" ? await loadPdf() : await loadDocx();
port.postMessage({ kind: "ready" });
port.once("message", async (/** @type {{ bytes: Uint8Array }} */ message) => {
  try {
    port.postMessage(await library.read(message.bytes));
  } catch {
    port.postMessage({ kind: "failed" });
  }
});

async function loadPdf() {
  const unpdf = await import("unpdf");
  // Loads PDF.js itself now, so the file is read by a thread that has nothing left to load.
  await unpdf.getResolvedPDFJS();
  return {
    /** @param {Uint8Array} bytes */
    async read(bytes) {
      const pdf = await unpdf.getDocumentProxy(bytes, { verbosity: 0, isEvalSupported: false });
      try {
        // Page by page, as unpdf's extractText does, but only the first pages and only until
        // there is more text than a CV keeps.
        const pages = [];
        let length = 0;
        const last = Math.min(pdf.numPages, maxPages);
        for (let number = 1; number <= last && length <= maxTextCharacters; number++) {
          const page = await pdf.getPage(number);
          const content = await page.getTextContent();
          const text = content.items
            .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
            .join("");
          pages.push(text);
          length += text.length;
          page.cleanup();
        }
        return { kind: "text", text: pages.join("\n\n").slice(0, maxTextCharacters) };
      } finally {
        await pdf.loadingTask.destroy();
      }
    },
  };
}

async function loadDocx() {
  const [{ default: JSZip }, { default: mammoth }] = await Promise.all([
    import("jszip"),
    import("mammoth"),
  ]);
  return {
    /** @param {Uint8Array} bytes */
    async read(bytes) {
      const refusal = await checkUnzippedSizes(JSZip, bytes);
      if (refusal) return { kind: "unsafe", reason: refusal };
      const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      return { kind: "text", text: result.value.slice(0, maxTextCharacters) };
    },
  };
}

/**
 * A DOCX is a zip archive, and a small archive can unpack to gigabytes. Before mammoth unpacks it,
 * the sizes its directory declares are added up, then every part is unpacked as a stream and its
 * bytes counted (a directory can lie), stopping as soon as the total passes the bound; nothing
 * unpacked is kept. Answers why the file is refused, or null when it is within the bound.
 *
 * @param {typeof import("jszip")} JSZip
 * @param {Uint8Array} bytes
 * @returns {Promise<string | null>}
 */
async function checkUnzippedSizes(JSZip, bytes) {
  const zip = await JSZip.loadAsync(bytes);
  const files = Object.values(zip.files).filter((file) => !file.dir);
  const megabytes = Math.round(maxUnzippedBytes / (1024 * 1024));
  const tooLarge = `it unpacks to more than ${megabytes} MB`;
  let declared = 0;
  for (const file of files) {
    // JSZip keeps the central directory's figures on a field its typings call private.
    const size = /** @type {{ _data?: { uncompressedSize?: number } }} */ (file)._data
      ?.uncompressedSize;
    declared += typeof size === "number" && size > 0 ? size : 0;
  }
  if (declared > maxUnzippedBytes) return tooLarge;
  let unpacked = 0;
  for (const file of files) {
    const within = await new Promise((resolve, reject) => {
      const stream = file.internalStream("uint8array");
      stream
        .on("data", (chunk) => {
          unpacked += chunk.length;
          if (unpacked > maxUnzippedBytes) {
            stream.pause();
            resolve(false);
          }
        })
        .on("error", reject)
        .on("end", () => resolve(true));
      stream.resume();
    });
    if (!within) return tooLarge;
  }
  return null;
}
