import { constants, crc32, createDeflate, createDeflateRaw } from "node:zlib";
import { DOCX_PACKAGE_PARTS, zipArchive } from "./cv-files";

/**
 * Hostile CV files for tests: a few hundred kilobytes that unpack to hundreds of megabytes. They are
 * made by streaming the same megabyte of spaces through zlib, so making one needs about a megabyte
 * of memory and well under a second.
 */

const MEGABYTE = 1024 * 1024;

async function deflateRepeated(
  raw: boolean,
  head: string,
  megabytes: number,
  tail: string,
): Promise<{ compressed: Buffer; size: number; crc: number }> {
  const spaces = Buffer.alloc(MEGABYTE, 0x20);
  const deflate = raw
    ? createDeflateRaw({ level: constants.Z_BEST_COMPRESSION })
    : createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const parts = [Buffer.from(head, "latin1"), ...Array<Buffer>(megabytes).fill(spaces)];
  let crc = 0;
  let size = 0;
  for (const part of [...parts, Buffer.from(tail, "latin1")]) {
    crc = crc32(part, crc);
    size += part.length;
    // Waits for zlib to take each megabyte before giving the next.
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return { compressed: Buffer.concat(chunks), size, crc };
}

/**
 * A DOCX whose `word/document.xml` is one paragraph of `megabytes` MB of spaces, deflated in the
 * zip; the zip's directory declares the real sizes unless `declaredSize` says otherwise (a lying
 * directory).
 */
export async function docxBomb(
  megabytes: number,
  options: { declaredSize?: number } = {},
): Promise<Buffer> {
  const document = await deflateRepeated(
    true,
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
    megabytes,
    "</w:t></w:r></w:p></w:body></w:document>",
  );
  return zipArchive([
    ...DOCX_PACKAGE_PARTS,
    {
      name: "word/document.xml",
      method: 8,
      data: document.compressed,
      size: options.declaredSize ?? document.size,
      crc: document.crc,
    },
  ]);
}

/**
 * A one-page PDF whose content stream (FlateDecode) is a line of text followed by `megabytes` MB
 * of spaces.
 */
export async function pdfBomb(megabytes: number): Promise<Buffer> {
  const stream = await deflateRepeated(
    false,
    "BT /F1 11 Tf 56 780 Td (Amina Diallo, Nutrition Programme Manager) Tj ET\n",
    megabytes,
    "\n",
  );
  const objects: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    Buffer.concat([
      Buffer.from(
        `<< /Length ${stream.compressed.length} /Filter /FlateDecode >>\nstream\n`,
        "latin1",
      ),
      stream.compressed,
      Buffer.from("\nendstream", "latin1"),
    ]),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      typeof object === "string" ? Buffer.from(object, "latin1") : object,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(part);
    length += part.length;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  trailer += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(trailer, "latin1"));
  return Buffer.concat(parts);
}
