import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { MAX_CV_BYTES } from "#domain/cv-upload-form";

/**
 * Reads the CV upload form as it streams in (multipart, one file field `cv`), stopping as soon as
 * the file passes 5 MB, so a large upload is never held whole. Answers the form with the file, for
 * the form's schema (`domain/cv-upload-form.ts`) to check, or what went wrong before it could be
 * read: a code the page words in its own language, and the message in English.
 */
export type CvUploadProblem = "no-file" | "too-large" | "unreadable-upload";

export async function readCvUpload(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; code: CvUploadProblem; message: string }> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    return {
      ok: false,
      code: "no-file",
      message: "Please choose your CV file and send the form again.",
    };
  const form = new FormData();
  try {
    await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: MAX_CV_BYTES, maxParts: 10, maxHeaderSize: 8 * 1024 },
      async (file: FileUpload) => {
        // A browser sends an empty, nameless part when no file was chosen: left out.
        if (file.fieldName !== "cv" || file.name === "") return null;
        form.set("cv", new File([await file.arrayBuffer()], file.name, { type: file.type }));
        return null;
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError)
      return {
        ok: false,
        code: "too-large",
        message: "The file is larger than 5 MB. Please upload a smaller version of your CV.",
      };
    if (error instanceof FormDataParseError || error instanceof MultipartParseError)
      return {
        ok: false,
        code: "unreadable-upload",
        message: "The upload could not be read. Please send the form again.",
      };
    throw error;
  }
  return { ok: true, form };
}
