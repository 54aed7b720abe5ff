import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { MAX_CV_BYTES } from "./cv-documents";

/**
 * Reads the CV upload form as it streams in (multipart, one file field `cv`), stopping as soon as
 * the file passes 5 MB. Answers the file, or what went wrong: a code the page words in its own
 * language, and the message in English.
 */
export type CvUploadProblem = "no-file" | "too-large" | "unreadable-upload";

export async function readCvUpload(
  request: Request,
): Promise<
  | { ok: true; name: string; bytes: Uint8Array }
  | { ok: false; code: CvUploadProblem; message: string }
> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    return {
      ok: false,
      code: "no-file",
      message: "Please choose your CV file and send the form again.",
    };
  let upload: { name: string; bytes: Uint8Array } | null = null;
  try {
    await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: MAX_CV_BYTES, maxParts: 10, maxHeaderSize: 8 * 1024 },
      async (file: FileUpload) => {
        if (file.fieldName !== "cv" || file.name === "") return null;
        upload = { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
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
  const file = upload as { name: string; bytes: Uint8Array } | null;
  // A browser sends an empty part when no file was chosen.
  if (!file || file.bytes.length === 0)
    return {
      ok: false,
      code: "no-file",
      message: "Please choose your CV file (PDF, DOCX or text).",
    };
  return { ok: true, ...file };
}
