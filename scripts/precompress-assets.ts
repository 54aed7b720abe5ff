import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// Text files worth compressing; images like PNG or WOFF2 are compressed already.
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible
 * client file of at least 1 KB, once at build time, so the server sends the smallest encoding
 * without compressing on every request (on the fly it could only afford brotli quality 4).
 * A compressed copy that is not smaller than the file is not written.
 */
export function precompressAssets(clientDir: string): { files: number; bytes: number; br: number } {
  let files = 0;
  let bytes = 0;
  let br = 0;
  for (const file of listFiles(clientDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = zlib.gzipSync(content, { level: 9 });
    if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytes += content.length;
    br += Math.min(brotli.length, content.length);
  }
  return { files, bytes, br };
}
