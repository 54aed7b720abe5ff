import { expect, test } from "vitest";
import { cvPdf } from "#tests/support/cv-files";
import { MAX_CV_BYTES } from "./cv-documents";
import { readCvUpload } from "./cv-upload";

function upload(fields: [string, string | File][]): Request {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return new Request("http://localhost/account/cv", { method: "POST", body: form });
}

test("the CV field's file is read as it streams in", async () => {
  const pdf = cvPdf(["Amina Diallo", "Nutrition Officer"]);
  const result = await readCvUpload(
    upload([
      ["note", "hello"],
      ["cv", new File([new Uint8Array(pdf)], "cv.pdf", { type: "application/pdf" })],
    ]),
  );
  expect(result).toMatchObject({ ok: true, name: "cv.pdf" });
  if (result.ok) expect(Buffer.from(result.bytes).equals(pdf)).toBe(true);
});

test("a file over 5 MB, no file, or a form that is not multipart gets a clear message", async () => {
  const big = new File([new Uint8Array(MAX_CV_BYTES + 1)], "big.pdf");
  expect(await readCvUpload(upload([["cv", big]]))).toEqual({
    ok: false,
    code: "too-large",
    message: "The file is larger than 5 MB. Please upload a smaller version of your CV.",
  });
  // A browser sends an empty, nameless file part when none was chosen.
  expect(await readCvUpload(upload([["cv", new File([], "")]]))).toEqual({
    ok: false,
    code: "no-file",
    message: "Please choose your CV file (PDF, DOCX or text).",
  });
  const encoded = new Request("http://localhost/account/cv", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "cv=x",
  });
  expect(await readCvUpload(encoded)).toMatchObject({ ok: false, code: "no-file" });
});
