import { constants, crc32, createDeflate, createDeflateRaw } from "node:zlib";

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
  const contentTypes = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const rels = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const entries = [
    { name: "[Content_Types].xml", method: 0, data: contentTypes, size: contentTypes.length },
    { name: "_rels/.rels", method: 0, data: rels, size: rels.length },
    {
      name: "word/document.xml",
      method: 8,
      data: document.compressed,
      size: options.declaredSize ?? document.size,
      crc: document.crc,
    },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const crc = entry.crc ?? crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
