import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { MAX_CV_BYTES } from "#domain/cv-upload-form";
import { readCvFileText } from "./cv-file-reader";

/**
 * The one CV each signed-in user may keep: the file is checked by its content (a PDF's `%PDF-`
 * header, a DOCX's zip holding `word/document.xml`, or UTF-8 text), its text is read with unpdf or
 * mammoth in a worker thread bounded in memory, time, pages and unpacked size (`cv-file-reader.ts`),
 * and both are stored in the database beside the account. Every read and delete is by
 * the owner's id, so no one else's request can reach it; deleting it removes file and text, and
 * the AI drafts made from it.
 */

export { MAX_CV_BYTES };
/** The text kept from a CV, at most (about 30 pages). */
const MAX_TEXT_CHARACTERS = 100_000;

export type CvFileType = "pdf" | "docx" | "text";

export const CV_TYPE_LABELS: Record<CvFileType, string> = {
  pdf: "PDF",
  docx: "Word (DOCX)",
  text: "Plain text",
};

/** Why a CV file was refused: a code the page words in its own language. */
export type CvFileProblem =
  "unsafe" | "unreadable" | "empty" | "too-large" | "wrong-type" | "scanned-pdf" | "no-text";

/** A CV file refused, with its reason as a code and as an English message. */
export class CvFileError extends Error {
  override name = "CvFileError";
  constructor(
    readonly code: CvFileProblem,
    message: string,
  ) {
    super(message);
  }
}

/** What the bytes are, read from their content (the name's extension is not trusted). */
export function detectCvType(bytes: Uint8Array): CvFileType | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (head.startsWith("%PDF-")) return "pdf";
  if (head.startsWith("PK\u0003\u0004")) {
    // A DOCX is a zip whose entries include the document part; its name is stored uncompressed.
    return Buffer.from(bytes).includes("word/document.xml") ? "docx" : null;
  }
  if (bytes.length === 0) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Text has no control characters besides tab, line feed, carriage return and form feed.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : "text";
}

async function readText(type: CvFileType, bytes: Uint8Array): Promise<string> {
  if (type === "text") return new TextDecoder("utf-8").decode(bytes);
  const result = await readCvFileText(type, bytes);
  if (result.kind === "text") return result.text;
  if (result.kind === "unsafe")
    throw new CvFileError(
      "unsafe",
      `This file could not be read safely: ${result.reason}. Please save your CV again as a PDF or DOCX of ordinary size, or upload it as text.`,
    );
  throw new CvFileError(
    "unreadable",
    `The ${CV_TYPE_LABELS[type]} file could not be read; it may be damaged or password-protected.`,
  );
}

/** The text of a CV file, checked: throws CvFileError with a message for the person uploading. */
export async function extractCvText(
  bytes: Uint8Array,
): Promise<{ type: CvFileType; text: string }> {
  if (bytes.length === 0)
    throw new CvFileError("empty", "The file is empty. Please choose your CV.");
  if (bytes.length > MAX_CV_BYTES)
    throw new CvFileError(
      "too-large",
      "The file is larger than 5 MB. Please upload a smaller version of your CV.",
    );
  const type = detectCvType(bytes);
  if (!type)
    throw new CvFileError(
      "wrong-type",
      "This file is not a PDF, a Word document (DOCX) or plain text. Please save your CV in one of these formats.",
    );
  const text = await readText(type, bytes);
  const cleaned = text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_TEXT_CHARACTERS);
  if (cleaned.replace(/\s/g, "").length < 20)
    throw new CvFileError(
      type === "pdf" ? "scanned-pdf" : "no-text",
      type === "pdf"
        ? "No text could be read from this PDF: it may be a scanned image. Please upload a PDF with selectable text, a DOCX or a text file."
        : "No text could be read from this file.",
    );
  return { type, text: cleaned };
}

export type CvSummary = {
  fileName: string;
  fileType: CvFileType;
  byteSize: number;
  text: string;
  uploadedAt: string;
};

/** A file name fit to show: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 120);
  return clean || "cv";
}

/** Reads, checks and stores the user's CV, replacing the one before (and the drafts made from it). */
export async function saveCv(
  db: Database,
  userId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<CvSummary> {
  const { type, text } = await extractCvText(file.bytes);
  const fileName = cleanFileName(file.name);
  const content = Buffer.from(file.bytes);
  await deleteCvDrafts(db, userId);
  await queryRows(
    db,
    sql`insert into cv_documents (user_id, file_name, file_type, byte_size, content, extracted_text)
        values (${userId}, ${fileName}, ${type}, ${content.length}, ${content}, ${text})
        on conflict (user_id) do update set file_name = excluded.file_name,
          file_type = excluded.file_type, byte_size = excluded.byte_size,
          content = excluded.content, extracted_text = excluded.extracted_text, created_at = now()`,
  );
  return (await getCv(db, userId))!;
}

/** The user's own CV (without its bytes), or null. */
export async function getCv(db: Database, userId: string): Promise<CvSummary | null> {
  const [row] = await queryRows<{
    file_name: string;
    file_type: CvFileType;
    byte_size: number;
    extracted_text: string;
    created_at: Date | string;
  }>(
    db,
    sql`select file_name, file_type, byte_size, extracted_text, created_at
        from cv_documents where user_id = ${userId}`,
  );
  return row
    ? {
        fileName: row.file_name,
        fileType: row.file_type,
        byteSize: row.byte_size,
        text: row.extracted_text,
        uploadedAt: new Date(row.created_at).toISOString(),
      }
    : null;
}

/** The user's own CV file as uploaded, for downloading it back. */
export async function getCvFile(
  db: Database,
  userId: string,
): Promise<{ fileName: string; fileType: CvFileType; content: Buffer } | null> {
  const [row] = await queryRows<{ file_name: string; file_type: CvFileType; content: Uint8Array }>(
    db,
    sql`select file_name, file_type, content from cv_documents where user_id = ${userId}`,
  );
  return row
    ? { fileName: row.file_name, fileType: row.file_type, content: Buffer.from(row.content) }
    : null;
}

/** The AI drafts made from a user's CV (stored in ai_generation under the user's id). */
export const CV_DRAFT_KIND = "cv-letter";

async function deleteCvDrafts(db: Database, userId: string) {
  await queryRows(
    db,
    sql`delete from ai_generation where kind = ${CV_DRAFT_KIND} and subject_id = ${userId}`,
  );
}

/** Deletes the user's CV: the file, its text and the drafts made from it. True when there was one. */
export async function deleteCv(db: Database, userId: string): Promise<boolean> {
  await deleteCvDrafts(db, userId);
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`delete from cv_documents where user_id = ${userId} returning user_id`,
  );
  return rows.length > 0;
}
