import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { withNotice } from "#domain/page-notices";
import { cvUploadSchema } from "#domain/cv-upload-form";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cv";
import { assertSameOrigin, getRequestInfo, requireUser } from "#app/lib/account.server";
import { SectionPanel } from "#app/components/section-panel";
import { CV_DELETE_BUTTON, CV_PRIMARY_BUTTON } from "#app/components/cv-buttons";
import { CvFileError, deleteCv, getCv, saveCv } from "#server/modules/cv/cv-documents";
import { readCvUpload } from "#server/modules/cv/cv-upload";
import { cvLines } from "#domain/cv-match";
import { safeRedirectPath } from "#app/lib/account.server";
import { readForm } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["applications"] } satisfies I18nHandle;

/** A job to go back to after uploading: only a /jobs/…/cv path of our own, in any language. */
function jobReturn(value: string | null): string | null {
  const path = value ? safeRedirectPath(value, "") : "";
  return /^(\/(fr|es|ar))?\/jobs\/[0-9a-f-]{36}\/cv$/.test(path) ? path : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const cv = await getCv(getRequestInfo(context).services.db, user.id);
  const url = new URL(request.url);
  return {
    cv: cv
      ? {
          fileName: cv.fileName,
          fileType: cv.fileType,
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
  const ownPage = localizedPath("/account/cv", splitLocalePath(url.pathname).locale);
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    const form = await readForm(request);
    if (form.get("intent") !== "delete")
      return data(
        { result: { status: "error" as const, error: { "": ["unknown-form"] } } },
        { status: 400 },
      );
    await deleteCv(db, user.id);
    throw redirect(withNotice(ownPage, "cv-deleted"), 303);
  }
  // The upload is read as it streams in (it stops past the size limit), then checked by the
  // form's schema; what the file holds is checked as it is read. Each refusal is a code the page
  // words, answered in Conform's reply at the file field.
  const upload = await readCvUpload(request);
  const submission = parseWithZod(upload.ok ? upload.form : new FormData(), {
    schema: cvUploadSchema,
  });
  const refuse = (code: string) =>
    data({ result: submission.reply({ fieldErrors: { cv: [code] } }) }, { status: 400 });
  if (!upload.ok) return refuse(upload.code);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { cv } = submission.value;
  try {
    await saveCv(db, user.id, { name: cv.name, bytes: new Uint8Array(await cv.arrayBuffer()) });
  } catch (error) {
    if (error instanceof CvFileError) return refuse(error.code);
    throw error;
  }
  throw redirect(withNotice(returnTo ?? ownPage, "cv-saved"), 303);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("applications.cv.metaTitle") },
  { name: "robots", content: "noindex" },
];

/** A file's size in the page's language: "1.2 MB", "1,2 Mo", "340 kB". */
function fileSize(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(mega ? Math.round(bytes / (1024 * 102.4)) / 10 : Math.ceil(bytes / 1024));
}

export default function CvPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cv, returnTo } = loaderData;
  const { t, href, intlLocale } = useI18n();
  const busy = useNavigation().state === "submitting";
  // The server checks the upload (with or without script): Conform wires its reply's errors and
  // their ARIA links to the file field. A chosen file cannot be put back into a page.
  const [form, fields] = useForm<{ cv: File }>({
    id: "cv-upload",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  const errors = [...(form.errors ?? []), ...(fields.cv.errors ?? [])];
  const ownPage = href("/account/cv");
  const uploadAction = returnTo ? `${ownPage}?job=${encodeURIComponent(returnTo)}` : ownPage;
  const day = new Intl.DateTimeFormat(intlLocale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to={href("/dashboard")} className="text-brand-700 hover:underline">
          {t("applications.cv.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">
        {t("applications.cv.title")}
      </h1>
      <p className="mt-3 text-slate-700">{t("applications.cv.intro")}</p>

      {cv && (
        <SectionPanel headingId="current-cv" heading={t("applications.cv.current")}>
          <p className="mt-2 break-words text-slate-800">
            <strong>{cv.fileName}</strong>
            {[
              "",
              t("applications.cv.fileType", { type: cv.fileType }),
              fileSize(cv.byteSize, intlLocale),
              t("applications.cv.uploaded", { date: day.format(new Date(cv.uploadedAt)) }),
            ].join(" · ")}
          </p>
          <p className="mt-2 text-sm">
            <a href="/account/cv/file" className="text-brand-700 underline hover:text-brand-800">
              {t("applications.cv.download")}
            </a>
          </p>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">
              {t("applications.cv.textSummary", { count: cv.lines.length })}
            </summary>
            <p className="mt-2 text-sm text-slate-600">{t("applications.cv.textHelp")}</p>
            <ol className="mt-2 max-h-96 space-y-1 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm text-slate-800">
              {cv.lines.map((line) => (
                <li key={line.number} className="flex gap-3">
                  <span className="w-8 shrink-0 text-end text-slate-600">{line.number}</span>
                  <span className="min-w-0 break-words">{line.text}</span>
                </li>
              ))}
            </ol>
          </details>
          <Form method="post" action={ownPage} className="mt-5">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" disabled={busy} className={CV_DELETE_BUTTON}>
              {t("applications.cv.delete")}
            </button>
          </Form>
        </SectionPanel>
      )}

      <SectionPanel
        headingId="upload-cv"
        heading={cv ? t("applications.cv.replace") : t("applications.cv.upload")}
      >
        <Form
          {...getFormProps(form)}
          method="post"
          action={uploadAction}
          encType="multipart/form-data"
          className="mt-4"
        >
          <label htmlFor={fields.cv.id} className="text-sm font-medium text-slate-800">
            {t("applications.cv.fileLabel")}
          </label>
          <input
            {...getInputProps(fields.cv, {
              type: "file",
              ariaDescribedBy: fields.cv.descriptionId,
            })}
            required
            accept=".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
            className="mt-1 block w-full max-w-full rounded-md text-sm text-slate-800 file:me-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-700"
          />
          {errors.length > 0 && (
            <p
              role="alert"
              id={fields.cv.errorId}
              className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {errors.map((code) => t(`applications.cv.errors.${code}`)).join(" ")}
            </p>
          )}
          <p id={fields.cv.descriptionId} className="mt-1 text-sm text-slate-600">
            {t("applications.cv.hint")}
            {cv ? ` ${t("applications.cv.replaceHint")}` : ""}
          </p>
          <button type="submit" disabled={busy} className={`${CV_PRIMARY_BUTTON} mt-4`}>
            {busy ? t("applications.cv.uploading") : t("applications.cv.submit")}
          </button>
        </Form>
      </SectionPanel>
      {returnTo && (
        <p className="mt-6 text-sm">
          <Link to={returnTo} className="text-brand-700 hover:underline">
            {t("applications.cv.backToJob")}
          </Link>
        </p>
      )}
    </div>
  );
}
