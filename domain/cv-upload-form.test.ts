import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { CV_NO_FILE, CV_TOO_LARGE, MAX_CV_BYTES, cvUploadSchema } from "./cv-upload-form";

// The schema read as the CV page's action reads it: Conform's parseWithZod over the posted form.
const parse = (file?: File) => {
  const form = new FormData();
  if (file) form.set("cv", file);
  return parseWithZod(form, { schema: cvUploadSchema });
};

test("a chosen file up to 5 MB is taken as it is", async () => {
  const submission = parse(new File(["Amina Diallo"], "cv.txt", { type: "text/plain" }));
  expect(submission.status).toBe("success");
  if (submission.status !== "success") return;
  expect(submission.value.cv.name).toBe("cv.txt");
  expect(await submission.value.cv.text()).toBe("Amina Diallo");
  expect(parse(new File([new Uint8Array(MAX_CV_BYTES)], "cv.pdf")).status).toBe("success");
});

test("no file, the browser's empty part or an empty file asks for the CV at its field", () => {
  for (const file of [undefined, new File([], ""), new File([], "cv.pdf")])
    expect(parse(file).reply().error).toEqual({ cv: [CV_NO_FILE] });
});

test("a file over 5 MB is refused at its field, and no file is sent back to the page", () => {
  const reply = parse(new File([new Uint8Array(MAX_CV_BYTES + 1)], "big.pdf")).reply();
  expect(reply.error).toEqual({ cv: [CV_TOO_LARGE] });
  expect(reply.initialValue).toEqual({});
});
