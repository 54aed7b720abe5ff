import { expect, test } from "vitest";
import { cvPdf } from "#tests/support/cv-files";
import { parseWithZod } from "@conform-to/zod/v4";
import { CV_NO_FILE, MAX_CV_BYTES, cvUploadSchema } from "#domain/cv-upload-form";
import { readCvUpload } from "./cv-upload";

function upload(fields: [string, string | File][]): Request {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return new Request("http://localhost/account/cv", { method: "POST", body: form });
}

test("the CV field's file is read as it streams in, for the form's schema", async () => {
  const pdf = cvPdf(["Amina Diallo", "Nutrition Officer"]);
  const result = await readCvUpload(
    upload([
      ["note", "hello"],
      ["cv", new File([new Uint8Array(pdf)], "cv.pdf", { type: "application/pdf" })],
    ]),
  );
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect([...result.form.keys()]).toEqual(["cv"]);
  const file = result.form.get("cv") as File;
  expect(file.name).toBe("cv.pdf");
  expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
});

test("no file chosen reaches the schema, which asks for the CV at its field", async () => {
  // A browser sends an empty, nameless file part when none was chosen.
  const result = await readCvUpload(upload([["cv", new File([], "")]]));
  if (!result.ok) throw new Error(result.message);
  const submission = parseWithZod(result.form, { schema: cvUploadSchema });
  expect(submission.reply().error).toEqual({ cv: [CV_NO_FILE] });
});

test("a file over 5 MB or a form that is not multipart gets a clear message", async () => {
  const big = new File([new Uint8Array(MAX_CV_BYTES + 1)], "big.pdf");
  expect(await readCvUpload(upload([["cv", big]]))).toEqual({
    ok: false,
    code: "too-large",
    message: "The file is larger than 5 MB. Please upload a smaller version of your CV.",
  });
  const encoded = new Request("http://localhost/account/cv", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "cv=x",
  });
  expect(await readCvUpload(encoded)).toMatchObject({ ok: false, code: "no-file" });
});
