// The CV upload form: its one schema. The server reads the upload as it streams in (stopping past
// the size limit) and then parses the form with this schema through Conform's parseWithZod, so
// the page shows its errors at the file field, with or without script. Its messages are codes,
// the keys of the "applications.cv.errors" catalog words, since the page is in the reader's
// language; what the file holds (a PDF, a DOCX or text with words in it) is checked after it.

import { z } from "zod";

/** The largest CV file taken. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

/** No file chosen, or an empty one. */
export const CV_NO_FILE = "no-file";
/** A file over the limit. */
export const CV_TOO_LARGE = "too-large";

export const cvUploadSchema = z.object({
  // A browser sends an empty, nameless file when none was chosen; Conform reads it as no value.
  cv: z.file({ error: CV_NO_FILE }).min(1, CV_NO_FILE).max(MAX_CV_BYTES, CV_TOO_LARGE),
});

export type CvUploadInput = z.infer<typeof cvUploadSchema>;
