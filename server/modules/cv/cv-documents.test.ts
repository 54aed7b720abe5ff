import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { insertAccount } from "#tests/factories/account-factory";
import { cvDocx, cvPdf } from "#tests/support/cv-files";
import { deleteAccount } from "#server/modules/accounts/profile";
import {
  CvFileError,
  MAX_CV_BYTES,
  deleteCv,
  detectCvType,
  extractCvText,
  getCv,
  getCvFile,
  saveCv,
} from "./cv-documents";

let handle: DbHandle;
const LINES = [
  "Amina Diallo",
  "Master of Public Health (MPH), University of Dakar, 2014 - 2016",
  "Nutrition Programme Manager, Niamey, 2019 - present",
];

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CvFileError ? error.message : String(error)),
  );

test("PDF, DOCX and text files are recognised by their content and their text is read", async () => {
  const pdf = await extractCvText(cvPdf(LINES));
  expect(pdf.type).toBe("pdf");
  expect(pdf.text.split("\n")).toEqual(LINES);
  const docx = await extractCvText(cvDocx(LINES));
  expect(docx.type).toBe("docx");
  expect(docx.text.split(/\n+/)).toEqual(LINES);
  const text = await extractCvText(Buffer.from(LINES.join("\r\n"), "utf8"));
  expect(text).toEqual({ type: "text", text: LINES.join("\n") });
});

test("other files, empty files, files over 5 MB and PDFs without text are refused with a clear message", async () => {
  // A PNG renamed cv.pdf is still a PNG.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  expect(detectCvType(png)).toBeNull();
  expect(await failure(extractCvText(png))).toBe(
    "This file is not a PDF, a Word document (DOCX) or plain text. Please save your CV in one of these formats.",
  );
  // A zip that is not a Word document.
  expect(detectCvType(Buffer.from("PK\u0003\u0004 other.xml", "latin1"))).toBeNull();
  expect(await failure(extractCvText(Buffer.alloc(0)))).toBe(
    "The file is empty. Please choose your CV.",
  );
  expect(await failure(extractCvText(Buffer.alloc(MAX_CV_BYTES + 1, 0x41)))).toBe(
    "The file is larger than 5 MB. Please upload a smaller version of your CV.",
  );
  expect(await failure(extractCvText(cvPdf([])))).toMatch(/^No text could be read from this PDF/);
  expect(await failure(extractCvText(Buffer.from("%PDF-1.4 broken", "latin1")))).toBe(
    "The PDF file could not be read; it may be damaged or password-protected.",
  );
});

test("a CV is kept per user, replaced by the next upload, and deleted with its drafts", async () => {
  const owner = await insertAccount(handle.db, { email: "cv-owner@example.org" });
  const other = await insertAccount(handle.db, { email: "cv-other@example.org" });
  const saved = await saveCv(handle.db, owner, {
    name: "C:\\Users\\me\\CV.pdf",
    bytes: cvPdf(LINES),
  });
  expect(saved).toMatchObject({ fileName: "CV.pdf", fileType: "pdf", text: LINES.join("\n") });
  expect((await getCvFile(handle.db, owner))?.content.equals(cvPdf(LINES))).toBe(true);
  // Nobody else's id reaches it.
  expect(await getCv(handle.db, other)).toBeNull();
  expect(await getCvFile(handle.db, other)).toBeNull();
  expect(await deleteCv(handle.db, other)).toBe(false);

  await saveCv(handle.db, owner, {
    name: "cv.txt",
    bytes: Buffer.from("Amina Diallo\nNew CV text here"),
  });
  expect((await getCv(handle.db, owner))?.fileType).toBe("text");

  await queryRows(
    handle.db,
    sql`insert into ai_generation (kind, subject_id, input_hash, model, prompt, output)
        values ('cv-letter', ${owner}, 'h1', 'm', 'p', '{}')`,
  );
  expect(await deleteCv(handle.db, owner)).toBe(true);
  expect(await getCv(handle.db, owner)).toBeNull();
  const left = await queryRows<{ n: number }>(
    handle.db,
    sql`select (select count(*) from cv_documents where user_id = ${owner})::int
             + (select count(*) from ai_generation where subject_id = ${owner})::int as n`,
  );
  expect(left[0]?.n).toBe(0);
});

test("deleting the account deletes the CV file, its text and its drafts", async () => {
  const id = await insertAccount(handle.db, { email: "cv-leaver@example.org" });
  await saveCv(handle.db, id, { name: "cv.docx", bytes: cvDocx(LINES) });
  await queryRows(
    handle.db,
    sql`insert into ai_generation (kind, subject_id, input_hash, model, prompt, output)
        values ('cv-letter', ${id}, 'h2', 'm', 'p', '{}')`,
  );
  await deleteAccount(handle.db, id);
  const left = await queryRows<{ n: number }>(
    handle.db,
    sql`select (select count(*) from cv_documents where user_id = ${id})::int
             + (select count(*) from ai_generation where subject_id = ${id})::int as n`,
  );
  expect(left[0]?.n).toBe(0);
});

test("a refused file says why with a code the page words in its language", async () => {
  await expect(extractCvText(new Uint8Array())).rejects.toMatchObject({ code: "empty" });
  await expect(extractCvText(new Uint8Array([0, 1, 2, 3, 0, 5, 6]))).rejects.toMatchObject({
    code: "wrong-type",
  });
});
