import { withNotice } from "#domain/page-notices";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cv";
import { assertSameOrigin, getRequestInfo, requireUser } from "#app/lib/account.server";
import { getSiteInfo } from "#app/site";
import { SectionPanel } from "#app/components/section-panel";
import { CV_DELETE_BUTTON, CV_PRIMARY_BUTTON } from "#app/components/cv-buttons";
import {
  CV_TYPE_LABELS,
  CvFileError,
  deleteCv,
  getCv,
  saveCv,
} from "#server/modules/cv/cv-documents";
import { readCvUpload } from "#server/modules/cv/cv-upload";
import { cvLines } from "#domain/cv-match";
import { safeRedirectPath } from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";

/** A job to go back to after uploading: only a /jobs/… path of our own. */
function jobReturn(value: string | null): string | null {
  const path = value ? safeRedirectPath(value, "") : "";
  return /^\/jobs\/[0-9a-f-]{36}\/cv$/.test(path) ? path : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const cv = await getCv(getRequestInfo(context).services.db, user.id);
  const url = new URL(request.url);
  return {
    site: getSiteInfo(context),
    cv: cv
      ? {
          fileName: cv.fileName,
          fileType: CV_TYPE_LABELS[cv.fileType],
          byteSize: cv.byteSize,
          uploadedAt: cv.uploadedAt,
          lines: cvLines(cv.text),
        }
      : null,
    returnTo: jobReturn(url.searchParams.get("job")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const { db } = getRequestInfo(context).services;
  const url = new URL(request.url);
  const returnTo = jobReturn(url.searchParams.get("job"));
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    const form = await readForm(request);
    if (form.get("intent") !== "delete")
      return data({ error: "This form does not exist." }, { status: 400 });
    await deleteCv(db, user.id);
    throw redirect(withNotice("/account/cv", "cv-deleted"), 303);
  }
  const upload = await readCvUpload(request);
  if (!upload.ok) return data({ error: upload.message }, { status: 400 });
  try {
    await saveCv(db, user.id, { name: upload.name, bytes: upload.bytes });
  } catch (error) {
    if (error instanceof CvFileError) return data({ error: error.message }, { status: 400 });
    throw error;
  }
  throw redirect(withNotice(returnTo ?? "/account/cv", "cv-saved"), 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Your CV | ${loaderData?.site.siteName ?? "Blueboard"}` },
  { name: "robots", content: "noindex" },
];

const SIZE = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export default function CvPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cv, returnTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData?.error ?? null;
  const uploadAction = returnTo ? `/account/cv?job=${encodeURIComponent(returnTo)}` : "/account/cv";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to="/dashboard" className="text-brand-700 hover:underline">
          ← Your account
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Your CV</h1>
      <p className="mt-3 text-slate-700">
        Upload your CV once: on any job page, &ldquo;Match your CV&rdquo; then sets each requirement
        of the posting against the lines of your CV, and helps you start a cover letter that uses
        only what your CV says. Your CV is private: only you can see it, it is never shown to
        employers or anyone else, and you can delete it at any time. Its text leaves the site only
        when you ask for an AI draft, which sends it to the site&apos;s AI service.
      </p>

      {cv && (
        <SectionPanel headingId="current-cv" heading="Your current CV">
          <p className="mt-2 break-words text-slate-800">
            <strong>{cv.fileName}</strong> · {cv.fileType} · {SIZE(cv.byteSize)} · uploaded{" "}
            {DATE.format(new Date(cv.uploadedAt))}
          </p>
          <p className="mt-2 text-sm">
            <a href="/account/cv/file" className="text-brand-700 underline hover:text-brand-800">
              Download the file you uploaded
            </a>
          </p>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">
              The text we read from it ({cv.lines.length} lines)
            </summary>
            <p className="mt-2 text-sm text-slate-600">
              The match and the letters quote these lines by number. If something is missing or
              garbled, save your CV again as a PDF with selectable text, a DOCX or plain text.
            </p>
            <ol className="mt-2 max-h-96 space-y-1 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              {cv.lines.map((line) => (
                <li key={line.number} className="flex gap-3">
                  <span className="w-8 shrink-0 text-right text-slate-600">{line.number}</span>
                  <span className="min-w-0 break-words">{line.text}</span>
                </li>
              ))}
            </ol>
          </details>
          <Form method="post" action="/account/cv" className="mt-5">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" disabled={busy} className={CV_DELETE_BUTTON}>
              Delete my CV
            </button>
          </Form>
        </SectionPanel>
      )}

      <SectionPanel headingId="upload-cv" heading={cv ? "Replace your CV" : "Upload your CV"}>
        <Form method="post" action={uploadAction} encType="multipart/form-data" className="mt-4">
          {error && (
            <p
              role="alert"
              id="cv-error"
              className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {error}
            </p>
          )}
          <label htmlFor="cv" className="text-sm font-medium text-slate-800">
            CV file
          </label>
          <input
            id="cv"
            name="cv"
            type="file"
            required
            accept=".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
            aria-describedby={error ? "cv-hint cv-error" : "cv-hint"}
            aria-invalid={error ? true : undefined}
            className="mt-1 block w-full max-w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          <p id="cv-hint" className="mt-1 text-sm text-slate-600">
            PDF with selectable text, Word (DOCX) or plain text, at most 5 MB.
            {cv ? " The new file replaces the current one and the drafts made from it." : ""}
          </p>
          <button type="submit" disabled={busy} className={`${CV_PRIMARY_BUTTON} mt-4`}>
            {busy ? "Uploading…" : "Upload CV"}
          </button>
        </Form>
      </SectionPanel>
      {returnTo && (
        <p className="mt-6 text-sm">
          <Link to={returnTo} className="text-brand-700 hover:underline">
            Back to the job
          </Link>
        </p>
      )}
    </div>
  );
}
